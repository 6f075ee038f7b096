package parlour.session;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Who hears what happened in the game on screen, one after another in the order they began to listen: the screen
 * (board, panel, banner), the page's and the log's lines, the announcer. One place to tell, so none is forgotten.
 */
public final class GameEvents {
    /** A reader of the game's events. */
    public interface Listener {
        void heard(GameEvent event);
    }

    private final List<Listener> listeners = new ArrayList<>();

    public void listen(Listener listener) {
        listeners.add(listener);
    }

    public void tell(GameEvent event) {
        for (Listener l : listeners) l.heard(event);
    }

    /** A listener that hands the line of each event that has one to {@code lines} (the platform's event channel). */
    public static Listener lines(Consumer<String> lines) {
        return event -> {
            String line = event.line();
            if (line != null) lines.accept(line);
        };
    }
}
