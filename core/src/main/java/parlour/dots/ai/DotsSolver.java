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
 * MTD(f), a series of null-window {@link BoxSearch} tests sharing one transposition table, stepping by
 * two because the value has the parity of the number of open boxes.
 */
public final class DotsSolver {
    /** Table size for callers with no better idea: 2^20 entries. */
    public static final int DEFAULT_TABLE_BITS = 20;

    private final DotsPosition position;
    private final BoxSearch search;
    private int lower;
    private int upper;
    private int guess;
    private boolean testing;
    private int testBeta;
    private int bestLine = -1;
    private boolean solved;

    /** A solver for {@code position} with the default table. */
    public DotsSolver(DotsPosition position) {
        this(position, DEFAULT_TABLE_BITS);
    }

    /** A solver for {@code position} with a transposition table of {@code 2^tableBits} entries (8 to 26). */
    public DotsSolver(DotsPosition position, int tableBits) {
        if (tableBits < 8 || tableBits > 26) throw new IllegalArgumentException("table bits must be from 8 to 26, not " + tableBits);
        this.position = position;
        SearchBoard board = SearchBoard.of(position);
        search = new BoxSearch(board, new TranspositionTable(tableBits, board.words), new LoonyEndgame(), null);
        int open = board.openBoxes();
        lower = -open;
        upper = open;
        guess = open % 2;
        solved = open == 0;
    }

    /**
     * Searches for about {@code budgetMillis} at most.
     *
     * @return true once the value and an optimal line are known
     */
    public boolean think(double budgetMillis) {
        double deadline = Clock.now() + budgetMillis;
        while (!solved) {
            if (!testing) {
                testBeta = guess == lower ? guess + 2 : guess;
                search.start(testBeta - 1, testBeta, BoxSearch.UNLIMITED);
                testing = true;
            }
            if (!search.run(deadline)) return false;
            testing = false;
            int v = search.value;
            if (v >= testBeta) {
                lower = v;
                bestLine = search.bestLine;
            } else {
                upper = v;
                if (lower == -search.board.openBoxes()) bestLine = search.bestLine;
            }
            guess = Math.max(lower, Math.min(upper, v));
            solved = lower >= upper;
        }
        return true;
    }

    public boolean isSolved() { return solved; }

    /** The exact value: net boxes of those still open for the player to move. Only after {@link #think} returned true. */
    public int value() {
        check();
        return lower;
    }

    /** One optimal line (its index), or -1 when the game is over. */
    public int bestLine() {
        check();
        return bestLine;
    }

    /** One optimal line in notation, or null when the game is over. */
    public String bestMove() {
        check();
        return bestLine < 0 ? null : DotsNotation.format(position, bestLine);
    }

    /** Positions searched so far. */
    public double nodes() { return search.nodes; }

    private void check() {
        if (!solved) throw new IllegalStateException("not solved yet: call think until it returns true");
    }
}
