package parlour.words;

/**
 * A text to be said later, in whatever language is in use then: made before the player's language is known (the
 * options are read before the program starts), shown after. {@link #toString} says it in the language in use,
 * {@link #english} always in English (for logs and the page's console).
 */
public final class Said {
    private final String english;
    private final Object[] args;

    Said(String english, Object[] args) {
        this.english = english;
        this.args = args;
    }

    /** The text in English, its placeholders filled (a Said among the arguments in English too). */
    public String english() {
        Object[] plain = new Object[args.length];
        for (int i = 0; i < args.length; i++) plain[i] = args[i] instanceof Said ? ((Said) args[i]).english() : args[i];
        return Tr.format(Language.ENGLISH, english, plain);
    }

    /** The text in the language in use now. */
    @Override
    public String toString() {
        return Tr.t(english, args);
    }
}
