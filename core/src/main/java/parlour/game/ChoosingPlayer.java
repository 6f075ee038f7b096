package parlour.game;

import java.util.Random;
import parlour.match.Thinker;

/**
 * A computer player's one decision, as every game's players make it: it holds the position and the random source
 * its ties are broken by, works on the choice a slice at a time until it has a move, then keeps that move; it refuses a game that is over and a {@link #move}
 * before {@link #think} is done. Each player fills in {@link #choose}.
 */
public abstract class ChoosingPlayer<P extends Position> implements Thinker {
    /** The position the move is chosen for. */
    protected final P position;
    /** Where the player's choices by lot come from (a seeded one replays its games). */
    protected final Random random;

    private String move;

    /** @throws IllegalArgumentException if the game is over */
    protected ChoosingPlayer(P position, Random random) {
        if (position.winner() >= 0) throw new IllegalArgumentException("The game is over: there is no move to choose.");
        this.position = position;
        this.random = random;
    }

    /**
     * Works on the choice for about {@code budgetMillis}; called until it has a move, never after.
     *
     * @return the chosen move in the game's notation, or null while the choice needs more slices
     */
    protected abstract String choose(double budgetMillis);

    @Override
    public final boolean think(double budgetMillis) {
        if (move == null) move = choose(budgetMillis);
        return move != null;
    }

    @Override
    public final String move() {
        if (move == null) throw new IllegalStateException("no move chosen yet: call think until it returns true");
        return move;
    }
}
