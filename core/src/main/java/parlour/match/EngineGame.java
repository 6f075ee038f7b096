package parlour.match;

import java.util.List;

/**
 * One game's commands in the engine protocol: {@link EngineProtocol} frames the lines and answers the
 * commands every game shares, and hands the rest (board, moves, levels) to the current game's adapter.
 */
public interface EngineGame {
    /** The name the {@code game} command selects this game by, such as {@code dots}. */
    String id();

    /** The commands this game answers, in the order {@code list_commands} shows them. */
    String[] commands();

    /** Starts a new game on this game's default board, as selecting the game with {@code game NAME} asks. */
    void newGame();

    /**
     * Runs one of {@link #commands()} with its arguments.
     *
     * @return the answer, possibly empty or of several lines
     * @throws IllegalArgumentException with a reason for the controller when the command cannot be
     *     done; the game is then as it was
     */
    String execute(String command, List<String> args);
}
