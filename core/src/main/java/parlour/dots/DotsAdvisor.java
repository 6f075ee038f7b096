package parlour.dots;

import parlour.dots.ai.DotsSolver;
import parlour.match.Clock;
import parlour.match.Thinker;

/**
 * Advice for the player to move, found in time slices like a computer move: the best line (the hint)
 * and, for the analysis overlay, each undrawn line's exact value where the position can be solved
 * within the budget. Where it cannot, the fallback player's choice stands in as the best line.
 *
 * <p>A line's value is the net number of the boxes still open that the player drawing it wins with
 * perfect play afterwards, counting the boxes the line itself closes.
 */
public final class DotsAdvisor {
    private final DotsPosition position;
    private final int[] lines;
    private final int[] values;
    private final boolean[] solved;
    private final boolean[] handsOverChain;
    private final double budgetMillis;
    private final Thinker fallback;
    private double spent;
    private int next;
    private DotsSolver solver;
    private boolean exhausted;
    private boolean done;
    private int best = -1;

    /**
     * @param budgetMillis search time to spend in all before settling for the fallback's choice
     * @param fallback the player whose choice is the hint when exact values run out of time
     */
    public DotsAdvisor(DotsPosition position, double budgetMillis, Thinker fallback) {
        this.position = position;
        this.lines = position.legalLines();
        this.values = new int[position.lineCount()];
        this.solved = new boolean[position.lineCount()];
        this.handsOverChain = new boolean[position.lineCount()];
        this.budgetMillis = budgetMillis;
        this.fallback = fallback;
        for (int line : lines) handsOverChain[line] = handsOverChain(position, line);
    }

    /** Works for about {@code sliceMillis}; returns true once the advice is complete. */
    public boolean think(double sliceMillis) {
        if (done) return true;
        double start = Clock.now();
        double deadline = start + sliceMillis;
        while (!exhausted && next < lines.length && Clock.now() < deadline) {
            int line = lines[next];
            DotsPosition child = position.play(line);
            if (solver == null) solver = new DotsSolver(child, 16);
            boolean finished = solver.think(deadline - Clock.now());
            if (!finished) break;
            int mover = position.toMove();
            int closed = child.score(mover) - position.score(mover);
            values[line] = closed + (child.isOver() ? 0 : child.toMove() == mover ? solver.value() : -solver.value());
            solved[line] = true;
            solver = null;
            next++;
        }
        spent += Clock.now() - start;
        if (next < lines.length && spent >= budgetMillis) exhausted = true;
        if (next >= lines.length) {
            for (int line : lines) if (best < 0 || values[line] > values[best]) best = line;
            done = true;
        } else if (exhausted) {
            if (!fallback.think(Math.max(0.5, deadline - Clock.now()))) return false;
            best = DotsNotation.parseMove(position, fallback.move());
            done = true;
        }
        return done;
    }

    /** The position advised on. */
    public DotsPosition position() { return position; }

    /** The line to play, or -1 if the game is over. Valid once {@link #think} returned true. */
    public int bestLine() { return best; }

    /** Whether every line's value is exact (so the best line is proven optimal). */
    public boolean exact() { return done && !exhausted; }

    public boolean isSolved(int line) { return solved[line]; }

    /** The exact value of drawing {@code line} (see the class comment); valid when {@link #isSolved}. */
    public int value(int line) { return values[line]; }

    /** The best exact value, when {@link #exact}. */
    public int bestValue() { return best < 0 ? 0 : values[best]; }

    /**
     * Whether the line hands the opponent a chain of two or more boxes to take (a loony move when it
     * lets them choose between taking all and leaving the last two).
     */
    public boolean handsOverChain(int line) { return handsOverChain[line]; }

    private static boolean handsOverChain(DotsPosition p, int line) {
        DotsPosition q = p.play(line);
        if (q.toMove() == p.toMove()) return false;
        int taken = 0;
        int opponent = q.toMove();
        while (!q.isOver() && q.toMove() == opponent && taken < 2) {
            int capture = -1;
            for (int l : q.legalLines()) {
                if (q.boxesClosedBy(l) > 0) {
                    capture = l;
                    break;
                }
            }
            if (capture < 0) break;
            DotsPosition r = q.play(capture);
            taken += r.score(opponent) - q.score(opponent);
            q = r;
        }
        return taken >= 2;
    }
}
