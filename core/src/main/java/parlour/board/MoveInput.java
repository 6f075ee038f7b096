package parlour.board;

import java.util.List;
import java.util.Map;

/**
 * Where a board view sends what the player clicked or typed. A move may take several steps; the shell
 * narrows the choices step by step against the legal moves and refuses a wrong step with a message.
 */
public interface MoveInput {
    /** The offer was a whole legal move and has been played. */
    int PLAYED = 0;
    /** The steps so far begin one or more legal moves: the view waits for the next step. */
    int MORE = 1;
    /** Not a legal move or step now: the player has been told why, and nothing changed. */
    int REFUSED = 2;

    /**
     * Whether the board takes a move now: a person at this screen is to move (not the computer, someone elsewhere or
     * the automaton, and the game is not over).
     */
    boolean takesMoves();

    /** Offers the steps entered so far; answers {@link #PLAYED}, {@link #MORE} or {@link #REFUSED}. */
    int offer(List<String> steps);

    /** The steps that can follow {@code steps} in some legal move (empty when none can). */
    List<String> next(List<String> steps);

    /** The view dropped the steps it had begun (Esc, or a second click on the chosen piece): the status line follows. */
    void stepsDropped();

    /** Starts a new game with these game options, the same seats and first player, as Restart does (Undo right after brings the last one back). */
    void newGame(Map<String, String> options);

    /** The board's own state changed (what {@link BoardView#heldStatus} says): the status line and buttons follow. */
    void boardChanged();
}
