package parlour.game;

import static parlour.words.Tr.t;

import java.util.Random;

/** A game's advice: hints and the analysis overlay, worked out in slices like a computer move. */
public interface Analyst<P> {
    /** Starts judging every legal move of {@code position} within about {@code budgetMillis}. */
    Analysis<P> analyse(P position, double budgetMillis, Random random);

    /** What the hint says of its best move, for the status line. */
    String hintText(Analysis<P> done, MoveValue best);

    /**
     * What {@code played} costs next to {@code best}, both judged by {@code done}, in the game's own terms, as a
     * puzzle tells a wrong move ("This gives away 3 boxes."); it never names the best move.
     */
    default String cost(Analysis<P> done, MoveValue best, MoveValue played) {
        return done.isExact()
                ? t("This is not the best move here.")
                : t("A search {0} plies deep finds a better move than this.", done.depth());
    }

    /** One line per kind of mark the overlay shows, for its legend. */
    String legend();

    /**
     * The overlay's mark on move {@code v} as said with the board's cursor on it ("value 3, best"), or null where the
     * marks are not said.
     */
    default String valueWords(MoveValue v) {
        return null;
    }
}
