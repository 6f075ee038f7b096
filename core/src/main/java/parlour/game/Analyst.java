package parlour.game;

import java.util.Random;

/** A game's advice: hints and the analysis overlay, worked out in slices like a computer move. */
public interface Analyst<P> {
    /** Starts judging every legal move of {@code position} within about {@code budgetMillis}. */
    Analysis<P> analyse(P position, double budgetMillis, Random random);

    /** What the hint says of its best move, for the status line. */
    String hintText(Analysis<P> done, MoveValue best);

    /** One line per kind of mark the overlay shows, for its legend. */
    String legend();
}
