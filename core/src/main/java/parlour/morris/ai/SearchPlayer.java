package parlour.morris.ai;

import java.util.Random;
import parlour.game.ChoosingPlayer;
import parlour.match.Clock;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;

/**
 * A searching computer player: "medium" looks a fixed few plies ahead; "strong" deepens until its time is up.
 * Its time is wall-clock time from the first {@link #think} call, spent a slice at a time.
 */
public final class SearchPlayer extends ChoosingPlayer<MorrisPosition> {
    private final Search search;
    private final int maxDepth;
    private final double limitMillis;
    private double deadline = -1;

    SearchPlayer(MorrisPosition position, Random random, int maxDepth, double limitMillis, int tableBits) {
        super(position, random);
        this.search = new Search(new SearchBoard(position), tableBits, random);
        this.maxDepth = maxDepth;
        this.limitMillis = limitMillis;
    }

    /** As above, with the positions {@code endings} holds valued exactly (when not null). */
    SearchPlayer(
            MorrisPosition position,
            Random random,
            int maxDepth,
            double limitMillis,
            int tableBits,
            MorrisEndings endings) {
        this(position, random, maxDepth, limitMillis, tableBits);
        if (endings != null) {
            int drawPlies = 2 * position.rules.drawMoves;
            search.useEndings(endings, drawPlies > 0 ? drawPlies - position.quiet() : Integer.MAX_VALUE);
        }
    }

    @Override
    protected String choose(double budgetMillis) {
        if (deadline < 0) deadline = Clock.now() + limitMillis;
        return search.think(budgetMillis, deadline, maxDepth) ? MorrisNotation.format(position, search.move) : null;
    }

    @Override
    public String stats() {
        return "depth " + depth() + ", " + (long) nodes() + " positions";
    }

    /** The depth of the last finished iteration, its value, and the positions searched, for benches. */
    public int depth() {
        return search.completedDepth;
    }

    public int value() {
        return search.value;
    }

    public double nodes() {
        return search.nodes;
    }
}
