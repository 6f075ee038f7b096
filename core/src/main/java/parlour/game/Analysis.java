package parlour.game;

import java.util.List;

/** A running analysis of one position: {@link #think} in slices until it is done, then read the values. */
public interface Analysis<P> {
    /** Works for about {@code budgetMillis}; true once every move has its value. */
    boolean think(double budgetMillis);

    /** Each legal move's value, once done. */
    List<MoveValue> values();

    /** Whether the values are proved (solved) rather than estimated. */
    boolean isExact();

    /** How many plies deep the search looked, for estimated values (a puzzle's reason names it); 0 when unknown. */
    default int depth() {
        return 0;
    }
}
