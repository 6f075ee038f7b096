package parlour.dots.ai;

import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.match.Clock;

/**
 * The exact value of a Dots and Boxes position and one optimal line, found in time slices: call
 * {@link #think} until it returns true (or give up by dropping the object). Used by the engine protocol's
 * {@code solve}, by {@link DotsAnalysis} and by the strong player.
 *
 * <p>The value is the net number of the boxes still open that the player to move wins under perfect
 * play from here (boxes already claimed do not count): positive wins, 0 ties them. It is found by
 * {@link Mtd} over an exact {@link BoxSearch}.
 */
public final class DotsSolver {
    /** Table size for callers with no better idea: 2^20 entries. */
    public static final int DEFAULT_TABLE_BITS = 20;

    private final DotsPosition position;
    private final BoxSearch search;
    private final Mtd mtd;

    /** A solver for {@code position} with the default table. */
    public DotsSolver(DotsPosition position) {
        this(position, DEFAULT_TABLE_BITS);
    }

    /** A solver for {@code position} with a transposition table of {@code 2^tableBits} entries (8 to 26). */
    public DotsSolver(DotsPosition position, int tableBits) {
        if (tableBits < 8 || tableBits > 26)
            throw new IllegalArgumentException("table bits must be from 8 to 26, not " + tableBits);
        this.position = position;
        SearchBoard board = SearchBoard.of(position);
        search = new BoxSearch(board, new TranspositionTable(tableBits, board.words), new LoonyEndgame(), null);
        mtd = new Mtd(search);
        mtd.begin(BoxSearch.UNLIMITED, 0);
    }

    /**
     * Searches for about {@code budgetMillis} at most.
     *
     * @return true once the value and an optimal line are known
     */
    public boolean think(double budgetMillis) {
        return mtd.run(Clock.now() + budgetMillis);
    }

    public boolean isSolved() {
        return mtd.isDone();
    }

    /** The exact value: net boxes of those still open for the player to move. Only after {@link #think} returned true. */
    public int value() {
        check();
        return mtd.value();
    }

    /** One optimal line (its index), or -1 when the game is over. */
    public int bestLine() {
        check();
        return mtd.bestLine();
    }

    /** One optimal line in notation, or null when the game is over. */
    public String bestMove() {
        check();
        return mtd.bestLine() < 0 ? null : DotsNotation.format(position, mtd.bestLine());
    }

    /** What is proved so far, solved or not: the value is at least this... */
    public int lowerBound() {
        return mtd.lower();
    }

    /** ...and at most this. */
    public int upperBound() {
        return mtd.upper();
    }

    /** Positions searched so far. */
    public double nodes() {
        return search.nodes;
    }

    private void check() {
        if (!mtd.isDone()) throw new IllegalStateException("not solved yet: call think until it returns true");
    }
}
