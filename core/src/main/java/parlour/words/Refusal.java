package parlour.words;

/**
 * A bad value refused with a reason that is said in the language in use when the reason is read, not when it was
 * made: an option read before the player's language was known is still explained in it.
 */
public final class Refusal extends IllegalArgumentException {
    private final Said reason;

    public Refusal(Said reason) {
        super(reason.english());
        this.reason = reason;
    }

    /** The reason, said in the language in use now. */
    @Override
    public String getMessage() {
        return reason.toString();
    }

    /** The reason, to be said later: a {@link Refusal}'s own, or another exception's message as it is. */
    public static Object reasonOf(IllegalArgumentException e) {
        return e instanceof Refusal ? ((Refusal) e).reason : e.getMessage();
    }
}
