package parlour.dots.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import parlour.dots.DotsPosition;
import parlour.match.Clock;

/**
 * The ultra-strong choice where the solver settles a position: among the lines of the best exact value, the one
 * after which the opponent has the fewest lines that keep their best value, then the largest share of lines that
 * cost them boxes, so that a fallible opponent goes wrong most often. A line that closes a box keeps the turn and
 * sets no trap: it counts as leaving every reply safe. Worked out in slices; when the replies cannot all be solved
 * in the budget, no line is chosen and the caller keeps its own.
 */
final class DotsTraps {
    private final DotsPosition position;
    private final List<DotsAnalysis.LineValue> best = new ArrayList<>();
    private final double budgetMillis;
    /** The position's own analysis, while it runs (when not handed in finished). */
    private DotsAnalysis root;

    private double until = -1;
    private int next;
    private DotsAnalysis child;
    private int chosen = -1, chosenSafe, chosenReplies;
    private boolean done;

    /** @param root a finished analysis of {@code position} */
    DotsTraps(DotsPosition position, DotsAnalysis root, double budgetMillis) {
        this.position = position;
        this.budgetMillis = budgetMillis;
        takeBest(root);
    }

    /** Analyses {@code position} first (in half the budget), then its best lines' replies. */
    DotsTraps(DotsPosition position, double budgetMillis, Random random) {
        this.position = position;
        this.budgetMillis = budgetMillis;
        root = new DotsAnalysis(position, budgetMillis / 2, random);
    }

    private void takeBest(DotsAnalysis analysis) {
        if (analysis.isSolved())
            for (DotsAnalysis.LineValue v : analysis.lines()) if (v.isBest() && v.isExact()) best.add(v);
        done = best.size() < 2;
        if (best.size() == 1) chosen = best.get(0).line();
    }

    /** Works for about {@code sliceMillis}; true once done (with a choice or without). */
    boolean think(double sliceMillis) {
        if (done) return true;
        double now = Clock.now();
        if (until < 0) until = now + budgetMillis;
        double sliceEnd = Math.min(now + sliceMillis, until);
        if (root != null) {
            if (!root.think(Math.max(0.5, sliceEnd - now))) return Clock.now() >= until ? giveUp() : false;
            takeBest(root);
            root = null;
            if (done) return true;
        }
        while (next < best.size()) {
            DotsAnalysis.LineValue v = best.get(next);
            if (v.closes() > 0) {
                judge(v.line(), Integer.MAX_VALUE, Integer.MAX_VALUE);
                next++;
                continue;
            }
            if (child == null)
                child = new DotsAnalysis(position.play(v.line()), Math.max(1, until - now), new Random(v.line()));
            if (!child.think(Math.max(0.5, sliceEnd - Clock.now()))) {
                if (Clock.now() >= until) return giveUp();
                return false;
            }
            if (!child.isSolved()) return giveUp();
            int safe = 0, replies = 0;
            for (DotsAnalysis.LineValue r : child.lines()) {
                if (!r.isExact()) return giveUp();
                replies++;
                if (r.value() == child.value()) safe++;
            }
            child = null;
            judge(v.line(), safe, replies);
            next++;
            if (Clock.now() >= sliceEnd && next < best.size()) return false;
        }
        done = true;
        return true;
    }

    private void judge(int line, int safe, int replies) {
        boolean better = chosen < 0
                || safe < chosenSafe
                || safe == chosenSafe
                        && safe != Integer.MAX_VALUE
                        && (long) (replies - safe) * chosenReplies > (long) (chosenReplies - chosenSafe) * replies;
        if (better) {
            chosen = line;
            chosenSafe = safe;
            chosenReplies = replies;
        }
    }

    private boolean giveUp() {
        chosen = -1;
        child = null;
        done = true;
        return true;
    }

    /** The chosen line, or -1 when there was no choice to make or the budget ran out. */
    int line() {
        return done ? chosen : -1;
    }

    /** After the chosen line, how many of the opponent's replies keep their value (with {@link #line}). */
    int safeReplies() {
        return chosenSafe;
    }
}
