package parlour.session;

/**
 * What a puzzle has to show on the board now, for the board's marks: the wrong move being taken back (and the
 * position it was tried in), and the move a hint gave. Null fields show nothing.
 */
public final class PuzzleShown {
    public static final PuzzleShown NOTHING = new PuzzleShown(null, null);

    /** The wrong move on the board until it is taken back, or null. */
    public final String wrong;
    /** The first right move, once a hint asked for it, or null. */
    public final String hint;

    PuzzleShown(String wrong, String hint) {
        this.wrong = wrong;
        this.hint = hint;
    }
}
