package parlour.dots.ai;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.match.Clock;

/**
 * What every undrawn line of a position is worth to the player to move, for the hint and the analysis
 * overlay: exact values where the position can be solved within the budget, otherwise the strong player's
 * estimates, and which lines are loony. Worked out in time slices: call {@link #think} (a few milliseconds
 * a frame) until it returns true; drop the object to cancel.
 *
 * <p>The value of a line is the net number of the boxes open before it that its player wins by drawing it
 * and playing on perfectly: the boxes it closes (it then moves again) plus the value of the position after
 * it, or minus that value when it passes the turn. The best lines are those worth the most: with exact
 * values, exactly the value of the position ({@link DotsSolver}).
 *
 * <p>Order of work: the position itself is solved first (which also gives one best line its exact value),
 * then each other line in turn; when the budget runs out, the lines still open get a shallow estimate by the strong player's
 * search, which never takes long.
 */
public final class DotsAnalysis {
    /** What the analysis says of one undrawn line. */
    public static final class LineValue {
        private final int line;
        private final String move;
        private final boolean loony;
        private final int closes;
        private boolean exact;
        private int value;
        private boolean best;
        private boolean known;

        private LineValue(int line, String move, boolean loony, int closes) {
            this.line = line;
            this.move = move;
            this.loony = loony;
            this.closes = closes;
        }

        /** The line's index ({@link DotsPosition} numbering). */
        public int line() {
            return line;
        }

        /** The line in notation, such as {@code a1-b1}. */
        public String move() {
            return move;
        }

        /** Whether {@link #value} is exact (else an estimate of the strong player). */
        public boolean isExact() {
            return exact;
        }

        /** Net boxes (of those open before the line) its player wins by drawing it: see {@link DotsAnalysis}. */
        public int value() {
            return value;
        }

        /**
         * Whether the line is loony: it closes nothing and offers boxes the opponent may either take or
         * hand back with a double-dealing move (an opened long chain or loop, a half-hearted handout).
         */
        public boolean isLoony() {
            return loony;
        }

        /** Whether no line is worth more (among exact values when the position was solved). */
        public boolean isBest() {
            return best;
        }

        /** How many boxes the line closes (it then moves again). */
        public int closes() {
            return closes;
        }

        @Override
        public String toString() {
            return move + (exact ? " = " : " ~ ") + value + (loony ? " loony" : "") + (best ? " best" : "");
        }
    }

    /** Share of the budget the exact searches may use; the estimates take the rest. */
    private static final double EXACT_SHARE = 0.8;
    /** Quiet lines the estimates look ahead after each line. */
    private static final int ESTIMATE_DEPTH = 1;

    private final DotsPosition position;
    private final double budgetMillis;
    private final List<LineValue> lines = new ArrayList<>();
    private final SearchBoard board;
    private final Mtd exactSearch;
    private final Random random;
    private Mtd estimates;
    private SearchBoard estimateBoard;
    private double startedAt = -1;
    /** -1 while the position itself is being solved, then the index of the line being worked on. */
    private int next = -1;
    /** Whether the line at {@link #next} is drawn on the board being searched. */
    private boolean lineOpen;

    private boolean rootSolved;
    private int rootValue;
    private int rootBest;
    private boolean done;

    /**
     * An analysis of {@code position} taking about {@code budgetMillis} of wall-clock time from the first
     * {@link #think} call ({@code random} orders the strong player's estimates).
     */
    public DotsAnalysis(DotsPosition position, double budgetMillis, Random random) {
        this.position = position;
        this.budgetMillis = budgetMillis;
        this.random = random;
        board = SearchBoard.of(position);
        for (int line = 0; line < board.lineCount; line++) {
            if (board.drawn[line]) continue;
            int closes = board.make(line);
            boolean loony = closes == 0 && board.offersChoice();
            board.unmake(line);
            lines.add(new LineValue(line, DotsNotation.format(position, line), loony, closes));
        }
        BoxSearch search = new BoxSearch(board, SharedTable.from(board), new LoonyEndgame(), null);
        exactSearch = new Mtd(search);
        exactSearch.begin(BoxSearch.UNLIMITED, 0);
        done = lines.isEmpty();
    }

    /**
     * Works for about {@code sliceMillis} at most.
     *
     * @return true once every line has a value
     */
    public boolean think(double sliceMillis) {
        if (done) return true;
        double now = Clock.now();
        if (startedAt < 0) startedAt = now;
        double sliceEnd = now + sliceMillis;
        double exactUntil = startedAt + EXACT_SHARE * budgetMillis;
        if (estimates == null && !solveExactly(Math.min(sliceEnd, exactUntil))) {
            if (Clock.now() < exactUntil) return false;
            // out of time for exact values: the search stopped mid-way, so the estimates get a board of their own
            estimateBoard = SearchBoard.of(position);
            LoonyEndgame endgame = new LoonyEndgame();
            BoxSearch search = new BoxSearch(
                    estimateBoard,
                    SharedTable.from(estimateBoard),
                    endgame,
                    new Evaluator(estimateBoard, endgame, random));
            estimates = new Mtd(search);
            next = 0;
            lineOpen = false;
        }
        if (estimates != null && !estimate(sliceEnd)) return false;
        finish();
        return true;
    }

    /** Solves the position, then each line not yet known; true when all are done. */
    private boolean solveExactly(double deadline) {
        while (next < lines.size()) {
            if (next >= 0 && lines.get(next).known) {
                next++;
                continue;
            }
            if (next >= 0 && !lineOpen) {
                board.make(lines.get(next).line);
                exactSearch.begin(BoxSearch.UNLIMITED, 0);
                lineOpen = true;
            }
            if (!exactSearch.run(deadline)) return false;
            if (next < 0) {
                rootSolved = true;
                rootValue = exactSearch.value();
                rootBest = exactSearch.bestLine();
                record(line(rootBest), rootValue, true);
            } else {
                LineValue v = lines.get(next);
                board.unmake(v.line);
                lineOpen = false;
                record(v, v.closes > 0 ? v.closes + exactSearch.value() : -exactSearch.value(), true);
            }
            next++;
        }
        return true;
    }

    /** Gives each line still without a value the strong player's estimate; true when all have one. */
    private boolean estimate(double deadline) {
        while (next < lines.size()) {
            LineValue v = lines.get(next);
            if (v.known) {
                next++;
                continue;
            }
            if (!lineOpen) {
                estimateBoard.make(v.line);
                estimates.begin(ESTIMATE_DEPTH, 0);
                lineOpen = true;
            }
            if (!estimates.run(deadline)) return false;
            estimateBoard.unmake(v.line);
            lineOpen = false;
            record(v, v.closes > 0 ? v.closes + estimates.value() : -estimates.value(), estimates.isExact());
            next++;
        }
        return true;
    }

    private static void record(LineValue v, int value, boolean exact) {
        v.value = value;
        v.exact = exact;
        v.known = true;
    }

    private void finish() {
        int bestValue = Integer.MIN_VALUE;
        if (rootSolved) {
            bestValue = rootValue;
        } else {
            for (LineValue v : lines) bestValue = Math.max(bestValue, v.value);
        }
        for (LineValue v : lines) {
            v.best = rootSolved ? v.line == rootBest || (v.exact && v.value == bestValue) : v.value == bestValue;
        }
        done = true;
    }

    public boolean isDone() {
        return done;
    }

    /** Whether the position itself was solved: then {@link #value} is exact and the best lines are certain. */
    public boolean isSolved() {
        return rootSolved;
    }

    /** The position's value when solved (net remaining boxes for the player to move). */
    public int value() {
        if (!rootSolved) throw new IllegalStateException("the position was not solved within the budget");
        return rootValue;
    }

    /** The undrawn lines in index order, with their values once {@link #think} returned true. */
    public List<LineValue> lines() {
        return Collections.unmodifiableList(lines);
    }

    /** The analysis of one undrawn line, or null for a drawn one. */
    public LineValue line(int index) {
        for (LineValue v : lines) if (v.line == index) return v;
        return null;
    }
}
