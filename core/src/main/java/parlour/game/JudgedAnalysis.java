package parlour.game;

import java.util.List;

/**
 * An analysis that works until it can judge the moves, then judges them all at once and keeps the values: the
 * bookkeeping each game's advice shares. A game fills in the work and the judging.
 */
public abstract class JudgedAnalysis<P> implements Analysis<P> {
    private final boolean exact;
    private List<MoveValue> values;

    /** @param exact whether the values will be proved (solved) rather than estimated */
    protected JudgedAnalysis(boolean exact) {
        this.exact = exact;
    }

    /** Works for about {@code budgetMillis}; true once the moves can be judged. */
    protected abstract boolean ready(double budgetMillis);

    /** Each legal move's value, asked for once, when {@link #ready} has said true. */
    protected abstract List<MoveValue> judge();

    @Override
    public final boolean think(double budgetMillis) {
        if (values != null) return true;
        if (!ready(budgetMillis)) return false;
        values = judge();
        return true;
    }

    @Override
    public final List<MoveValue> values() {
        return values;
    }

    @Override
    public final boolean isExact() {
        return exact;
    }
}
