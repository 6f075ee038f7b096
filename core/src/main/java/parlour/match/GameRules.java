package parlour.match;

/**
 * What the shared match machinery (history, undo, save files, engine protocol) needs to know of a
 * two-player game: moves travel as text in the game's own notation, positions are immutable snapshots.
 */
public interface GameRules<P> {
    /** The game's name in save files and the engine protocol, such as {@code dots}. */
    String id();

    /** The player to move in this position, 1 or 2; 0 when nobody is (the automaton of a zero-player game moves). */
    int toMove(P position);

    /** 1 or 2 for the winner, 0 for a tie, -1 while the game goes on. */
    int winner(P position);

    /**
     * The position after the side to move plays {@code move}.
     *
     * @throws IllegalArgumentException with a reason a player can read if the move is malformed or illegal
     */
    P play(P position, String move);
}
