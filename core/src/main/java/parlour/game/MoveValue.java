package parlour.game;

/** What the analysis says of one move: its value, a short mark for the board, and how good it is. */
public final class MoveValue {
    /** A best move, a worse one, or one that throws the game away (a "loony" line in Dots and Boxes). */
    public static final int BEST = 0, WORSE = 1, BLUNDER = 2;

    public final String move;
    public final int value;
    public final boolean exact;
    public final int kind;
    /** The text drawn on the board ("+2", "~-1"). */
    public final String mark;

    public MoveValue(String move, int value, boolean exact, int kind, String mark) {
        this.move = move;
        this.value = value;
        this.exact = exact;
        this.kind = kind;
        this.mark = mark;
    }

    public boolean isBest() {
        return kind == BEST;
    }
}
