package parlour.match;

/**
 * Where the moves of someone playing from elsewhere come in (a link, the page's script, a socket), and where the
 * answer goes when one of them could not be played. The seat driver reads it when the game is ready for a move.
 */
public interface MoveChannel {
    /** The next move that came in, taken from the channel; null while none waits. */
    String take();

    /** The move that came in was played. */
    default void played(String move) {}

    /** The move that came in was not played, for {@code reason} (in the player's language). */
    void refused(String move, String reason);
}
