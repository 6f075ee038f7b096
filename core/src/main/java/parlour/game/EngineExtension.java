package parlour.game;

import java.util.List;

/** A game's own engine-protocol commands, beyond those every game shares. */
public interface EngineExtension<P> {
    /** The extra commands, in the order {@code list_commands} shows them. */
    String[] commands();

    /**
     * Runs one of {@link #commands()}.
     *
     * @throws IllegalArgumentException with the reason when it cannot be done; the session is then unchanged
     */
    String execute(String command, List<String> args, EngineSession<P> session);
}
