package parlour.morris;

/**
 * The rule options a Morris game is played with, fixed for the game: the board, flying with three pieces,
 * whether a move closing two mills at once removes two pieces, and the draw after a number of quiet moves.
 */
public final class MorrisRules {
    public final MorrisBoard board;
    public final boolean flying;
    public final boolean doubleRemoves;
    /** Moves each (so twice as many plies) in the moving phase without a mill before the game is drawn; 0 for never. */
    public final int drawMoves;

    public MorrisRules(MorrisBoard board, boolean flying, boolean doubleRemoves, int drawMoves) {
        this.board = board;
        this.flying = flying;
        this.doubleRemoves = doubleRemoves;
        this.drawMoves = drawMoves;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof MorrisRules)) return false;
        MorrisRules r = (MorrisRules) o;
        return r.board == board && r.flying == flying && r.doubleRemoves == doubleRemoves && r.drawMoves == drawMoves;
    }

    @Override
    public int hashCode() {
        return board.points * 31 * 31 * 1000 + (flying ? 31 * 1000 : 0) + (doubleRemoves ? 1000 : 0) + drawMoves;
    }
}
