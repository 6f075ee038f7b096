package parlour.app;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import parlour.match.Text;
import parlour.shell.launch.LaunchOptions;
import parlour.shell.page.ScriptControl;
import parlour.shell.screen.GameScreen;

/**
 * The page's {@code set}: changes the options a running widget can take without losing its game (players, theme,
 * colours, speed, sound, language, viewOnly), and starts a new game only for those that define one (game, the game's
 * own options). All are checked first: a refused one changes nothing.
 */
final class LiveOptions {
    /** The options applied to the game on screen; every other one defines a new game. */
    static final List<String> LIVE =
            Arrays.asList("p1", "p2", "theme", "colours", "speed", "sound", "lang", "viewOnly");

    private final ParlourApp app;

    LiveOptions(ParlourApp app) {
        this.app = app;
    }

    /**
     * Applies {@code given}; {@code done} hears a JSON object naming what happened ({"applied": [names], "newGame":
     * false, "problems": [colour shortfalls]}), {@code toPageScript} why nothing did (for the page's script, in English as every page-API rejection).
     */
    void set(final Map<String, String> given, final Consumer<String> done, final Consumer<String> toPageScript) {
        if (given.containsKey("colours") && !LaunchOptions.coloursHere()) {
            // the colours' code comes first (the web widget fetches it for the first page colours given)
            app.bringColours(
                    () -> set(given, done, toPageScript),
                    why -> toPageScript.accept("the colours' code could not be loaded (" + why + "); try again"));
            return;
        }
        final Map<String, String> live = new LinkedHashMap<>();
        final Map<String, String> defining = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : given.entrySet()) {
            String name = e.getKey();
            if (name.equals("first") || name.equals("marks")) {
                toPageScript.accept("option " + Text.quote(name) + " is not one set changes ("
                        + (name.equals("marks")
                                ? "setMarks marks the board"
                                : "who moves first comes with the widget's start")
                        + ")");
                return;
            }
            (LIVE.contains(name) ? live : defining).put(name, e.getValue());
        }
        final List<String> applied = new ArrayList<>(given.keySet());
        GameScreen<?> on = app.gameOnScreen();
        String named =
                defining.get("game") == null ? null : defining.get("game").trim();
        final String gameId = named != null ? named : on != null ? on.entry().id() : null;
        if (gameId == null && (live.containsKey("p1") || live.containsKey("p2") || live.containsKey("viewOnly"))) {
            toPageScript.accept("no game is on screen for the players or viewOnly (name one: game)");
            return;
        }
        Runnable checkThenApply = () -> {
            Map<String, String> values = new LinkedHashMap<>();
            if (gameId != null) values.put("game", gameId);
            values.putAll(live);
            final LaunchOptions read = LaunchOptions.read(app.catalogue(), values, "set");
            List<String> wrong = new ArrayList<>();
            for (String p : read.problems) if (!read.colourShortfalls.contains(p)) wrong.add(p);
            if (!wrong.isEmpty()) {
                toPageScript.accept(String.join("\n", wrong));
                return;
            }
            if (defining.isEmpty()) {
                apply(read, live, applied, false, done);
                return;
            }
            ScriptControl.newGame(app, defining, why -> {
                if (why != null) toPageScript.accept(why);
                else apply(read, live, applied, true, done);
            });
        };
        if (gameId == null || !app.catalogue().has(gameId)) {
            checkThenApply.run();
            return;
        }
        // a game's players are checked against its levels: its code first (the web widget fetches it)
        app.catalogue()
                .slot(gameId)
                .load(
                        entry -> checkThenApply.run(),
                        why -> toPageScript.accept(
                                "the game " + Text.quote(gameId) + " could not be loaded (" + why + "); try again"));
    }

    private void apply(
            LaunchOptions read,
            Map<String, String> live,
            List<String> applied,
            boolean newGame,
            Consumer<String> done) {
        LaunchOptions run = app.launchOptions();
        boolean remake = false;
        if (live.containsKey("speed")) {
            run.speed = read.speed;
            app.settings().useSpeedForThisRun(read.speed.intValue());
        }
        if (live.containsKey("sound")) {
            run.sound = read.sound;
            app.assets().setSoundOn(read.sound.booleanValue());
        }
        if (live.containsKey("viewOnly")) {
            run.viewOnly = read.viewOnly;
            remake = true;
        }
        GameScreen<?> on = app.gameOnScreen();
        if (on != null && live.containsKey("p1")) on.match().setSeat(1, read.p1);
        if (on != null && live.containsKey("p2")) on.match().setSeat(2, read.p2);
        remake |= live.containsKey("p1") || live.containsKey("p2");
        if (live.containsKey("theme") || live.containsKey("colours")) {
            if (live.containsKey("theme")) run.theme = read.theme;
            // a theme named without colours replaces the page's colours; colours named win over a theme
            run.colours = read.colours;
            app.useTheme(app.themeOf(run));
            remake = true;
        }
        final String answer = answer(applied, newGame, read.colourShortfalls);
        if (live.containsKey("lang")) {
            run.lang = read.lang;
            app.words().speak(read.lang, () -> {
                app.remakeScreen();
                done.accept(answer);
            });
            return;
        }
        if (remake) app.remakeScreen();
        else if (on != null) on.refresh();
        done.accept(answer);
    }

    private static String answer(List<String> applied, boolean newGame, List<String> problems) {
        StringBuilder sb = new StringBuilder("{\"applied\":");
        strings(sb, applied);
        sb.append(",\"newGame\":").append(newGame).append(",\"problems\":");
        strings(sb, problems);
        return sb.append('}').toString();
    }

    private static void strings(StringBuilder sb, List<String> list) {
        sb.append('[');
        for (int i = 0; i < list.size(); i++) {
            if (i > 0) sb.append(',');
            sb.append('"')
                    .append(list.get(i)
                            .replace("\\", "\\\\")
                            .replace("\"", "\\\"")
                            .replace("\n", "\\n"))
                    .append('"');
        }
        sb.append(']');
    }
}
