package parlour.game;

import java.util.Map;
import parlour.match.Match;

/** What a game's own protocol commands may use of the engine: the match, a new game, the time limit. */
public interface EngineSession<P> {
    Match<P> match();

    /** Starts a new game with these option values (the others keep their defaults). */
    void newGame(Map<String, String> options);

    /** The seconds a command may take, as the controller set them with {@code time_limit}. */
    double timeLimitMillis();
}
