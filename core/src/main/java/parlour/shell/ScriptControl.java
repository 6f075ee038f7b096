package parlour.shell;

import com.badlogic.gdx.Screen;
import java.util.LinkedHashMap;
import java.util.Map;
import parlour.match.Match;
import parlour.match.SaveFormatException;

/** What a page's script may do to the game on screen (play, undo, positions): the same match calls a player's click or key makes. */
public final class ScriptControl {
    private ScriptControl() {}

    private static GameScreen<?> game(Navigator app) {
        Screen s = app.getScreen();
        return s instanceof GameScreen ? (GameScreen<?>) s : null;
    }

    /** Plays {@code move} (the engine protocol's notation) for the side to move; null if played, else why not. */
    public static String play(Navigator app, String move) {
        GameScreen<?> g = game(app);
        if (g == null) return "no game is on screen";
        Match<?> m = g.match();
        if (m.isOver()) return "the game is over";
        if (!m.humanToMove()) return m.toMove() == 0 ? "wait for the next round" : "it is the computer's turn";
        if (move == null || move.trim().isEmpty()) return "no move given";
        return m.play(move.trim());
    }

    /** Takes back moves until a human is to move; null if done, else why not. */
    public static String undo(Navigator app) {
        GameScreen<?> g = game(app);
        if (g == null) return "no game is on screen";
        return g.match().undo() ? null : "nothing to undo";
    }

    /** Redoes moves until a human is to move; null if done, else why not. */
    public static String redo(Navigator app) {
        GameScreen<?> g = game(app);
        if (g == null) return "no game is on screen";
        return g.match().redo() ? null : "nothing to redo";
    }

    /** The game in the save format, or null when no game is on screen. */
    public static String position(Navigator app) {
        GameScreen<?> g = game(app);
        return g == null ? null : g.saveText();
    }

    /** Shows the game saved in {@code text}; null if done, else the save format's complaint (the game stays). */
    public static String setPosition(Navigator app, String text) {
        GameScreen<?> g = game(app);
        if (g == null) return "no game is on screen";
        return load(app, g, text);
    }

    private static <P> String load(Navigator app, GameScreen<P> g, String text) {
        try {
            Match<P> fresh = g.entry().load(text == null ? "" : text, "setPosition");
            app.switchTo(new GameScreen<>(app, g.entry(), fresh, false));
            return null;
        } catch (SaveFormatException e) {
            return e.getMessage();
        }
    }

    /** Starts a new game of the game on screen with these options (the rest as they were); null if started. */
    public static String newGame(Navigator app, Map<String, String> options) {
        GameScreen<?> g = game(app);
        if (g == null) return "no game is on screen";
        return restart(g, options);
    }

    private static <P> String restart(GameScreen<P> g, Map<String, String> options) {
        Map<String, String> all =
                new LinkedHashMap<>(g.entry().def.optionsOf(g.match().start()));
        for (Map.Entry<String, String> e : options.entrySet()) {
            if (!all.containsKey(e.getKey()))
                return "no option " + e.getKey() + " for this game; it has " + all.keySet();
            all.put(e.getKey(), e.getValue());
        }
        try {
            g.newGame(all);
            return null;
        } catch (RuntimeException e) {
            return "bad options " + options + ": " + e.getMessage();
        }
    }
}
