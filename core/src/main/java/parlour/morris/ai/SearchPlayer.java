package parlour.morris.ai;

import java.util.Random;
import parlour.match.Clock;
import parlour.match.Thinker;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;

/**
 * A searching computer player: "medium" looks a fixed few plies ahead; "strong" deepens until its time is up.
 * Its time is wall-clock time from the first {@link #think} call, spent a slice at a time.
 */
public final class SearchPlayer implements Thinker {
    private final MorrisPosition position;
    private final Search search;
    private final int maxDepth;
    private final double limitMillis;
    private double deadline = -1;
    private boolean done;

    SearchPlayer(MorrisPosition position, Random random, int maxDepth, double limitMillis, int tableBits) {
        if (position.isOver()) throw new IllegalArgumentException("The game is over: there is no move to choose.");
        this.position = position;
        this.search = new Search(new SearchBoard(position), tableBits, random);
        this.maxDepth = maxDepth;
        this.limitMillis = limitMillis;
    }

    @Override
    public boolean think(double budgetMillis) {
        if (done) return true;
        if (deadline < 0) deadline = Clock.now() + limitMillis;
        done = search.think(budgetMillis, deadline, maxDepth);
        return done;
    }

    @Override
    public String move() {
        if (!done) throw new IllegalStateException("no move chosen yet: call think until it returns true");
        return MorrisNotation.format(position, search.move);
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
