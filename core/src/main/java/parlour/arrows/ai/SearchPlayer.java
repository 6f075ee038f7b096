package parlour.arrows.ai;

import java.util.Random;
import parlour.arrows.ArrowsPosition;
import parlour.game.ChoosingPlayer;
import parlour.match.Clock;

/**
 * The searching levels: iterative deepening over {@link Search} in time slices, within {@code maxMillis}
 * of wall time for the move; a new iteration starts only while less than half the time is spent.
 */
public final class SearchPlayer extends ChoosingPlayer<ArrowsPosition> {
    /** Nodes between looks at the clock: few, as a strong leaf (floods, chambers, fills) is not cheap in the browser. */
    private static final int NODES_PER_CHECK = 2;

    private final double maxMillis;
    private final int maxDepth;
    private final Search search;
    private double started = -1;
    private int depth = 1, completed;
    private boolean searching;
    /** For the harness: the deepest iteration finished, the nodes searched and the value. */
    int value;

    SearchPlayer(ArrowsPosition p, Random random, double maxMillis, int maxDepth, boolean strong) {
        super(p, random);
        this.maxMillis = maxMillis;
        this.maxDepth = maxDepth;
        search = new Search(new SearchBoard(p), strong);
    }

    @Override
    protected String choose(double budgetMillis) {
        double now = Clock.now();
        if (started < 0) {
            started = now;
            int d = ArrowsPlayers.obvious(search.board, random);
            if (d >= 0) return String.valueOf(d);
        }
        double sliceEnd = now + budgetMillis;
        int limit = Math.min(maxDepth, search.board.empty + 2);
        while (true) {
            if (!searching) {
                boolean settled = completed > 0 && Math.abs(search.rootValue) >= Evaluator.DECIDED;
                if (depth > limit || settled || (completed > 0 && Clock.now() - started > maxMillis / 2))
                    return String.valueOf(search.rootMove);
                search.begin(depth);
                searching = true;
            }
            if (search.run(NODES_PER_CHECK)) {
                completed = depth++;
                value = search.rootValue;
                searching = false;
            }
            double t = Clock.now();
            if (completed > 0 && t - started >= maxMillis) return String.valueOf(search.rootMove);
            if (t >= sliceEnd) return null;
        }
    }

    /** The deepest iteration finished. */
    public int depthReached() {
        return completed;
    }

    /** Positions searched. */
    public double nodes() {
        return search.nodes;
    }
}
