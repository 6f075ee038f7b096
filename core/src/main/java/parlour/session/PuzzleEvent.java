package parlour.session;

/**
 * What a puzzle tells the page and the player: a right or wrong move (with what the wrong one costs), a hint, or the
 * end, with the tries and hints it took. One typed event, so that the page's line and the spoken words agree.
 */
public final class PuzzleEvent {
    /** The result names the page sees in the event's {@code result}. */
    public static final String RIGHT = "right", WRONG = "wrong", SOLVED = "solved", HINT = "hint";

    public final String result;
    /** The move judged or hinted; null for the end. */
    public final String move;
    /** What a wrong move costs, in the player's language; null otherwise. */
    public final String reason;

    public final int tries, hints;

    PuzzleEvent(String result, String move, String reason, int tries, int hints) {
        this.result = result;
        this.move = move;
        this.reason = reason;
        this.tries = tries;
        this.hints = hints;
    }

    /**
     * The line the page's script API reads: "puzzle right a1-b1", "puzzle wrong a1-b1 This gives away 3 boxes.",
     * "puzzle hint a1-b1", "puzzle solved 2 1" (tries, then hints).
     */
    public String line() {
        if (result.equals(SOLVED)) return "puzzle solved " + tries + " " + hints;
        return "puzzle " + result + " " + move + (reason == null ? "" : " " + reason);
    }
}
