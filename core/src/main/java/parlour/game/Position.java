package parlour.game;

/** What a two-player game's immutable position tells the shared code by itself: whose turn it is and who won. */
public interface Position {
    /** The player to move, 1 or 2 (0 where nobody is: the game is over or an automaton plays). */
    int toMove();

    /** -1 while the game goes on, 0 for a draw or tie, else the winning player. */
    int winner();
}
