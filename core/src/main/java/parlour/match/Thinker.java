package parlour.match;

/**
 * A computer player's search for one move, done in slices so that it never blocks a frame: the
 * driver calls {@link #think} once a frame with a few milliseconds, and reads {@link #move} when it
 * says it is done. Dropping the object cancels the search.
 */
public interface Thinker {
    /**
     * Searches for about {@code budgetMillis} at most.
     *
     * @return true once the move is chosen
     */
    boolean think(double budgetMillis);

    /** The chosen move in the game's notation; only valid after {@link #think} returned true. */
    String move();

    /** What the search did, for the page's event log ("depth 9, 2400000 positions"), or null. */
    default String stats() {
        return null;
    }
}
