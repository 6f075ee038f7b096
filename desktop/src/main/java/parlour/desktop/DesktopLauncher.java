package parlour.desktop;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.app.Catalogue;
import parlour.app.ParlourApp;
import parlour.board.KeyTable;
import parlour.desktop.morris.MorrisTableFiles;
import parlour.game.OptionSpec;
import parlour.match.Clock;
import parlour.shell.GameEntry;
import parlour.shell.GameList;
import parlour.shell.LaunchOptions;
import parlour.shell.Platform;
import parlour.store.EntryStore;
import parlour.store.LocalFiles;
import parlour.store.SaveStore;

/** The desktop program: the game window, or the text engine protocol with the {@code engine} argument. */
public final class DesktopLauncher {
    private DesktopLauncher() {}

    /** The usage text: the shared options, then each game's own from the catalogue, then the keys from the key table. */
    static String usage(GameList catalogue) {
        StringBuilder sb = new StringBuilder();
        sb.append(t("Parlour: classic pencil-and-paper games against a friend or the computer."))
                .append("\n\n");
        sb.append(t("Usage:")).append('\n');
        option(sb, "java -jar parlour.jar [options]", t("open the game window (the menu, or a game with --game)"), 38);
        option(sb, "java -jar parlour.jar engine", t("run the text engine protocol on stdin/stdout (no window)"), 38);
        option(
                sb,
                "java -jar parlour.jar gone FILE...",
                t("Gone: rounds and whether black remains, for each board file"),
                38);
        option(
                sb,
                "java -jar parlour.jar tournament ...",
                t("Arrows: levels and engine programs play each other (no arguments: its usage)"),
                38);
        option(sb, "java -jar parlour.jar --help", t("show this text"), 38);
        sb.append('\n').append(t("Options:")).append('\n');
        List<String> games = new ArrayList<>();
        for (GameEntry<?> g : catalogue.games()) games.add(g.id() + " (" + t(g.def.title()) + ")");
        option(sb, "--game ID", t("start a game at once: {0}", String.join(", ", games)));
        option(sb, "--p1 PLAYER", t("who plays player 1: human, ai (the default level) or ai:LEVEL (default human)"));
        option(sb, "--p2 PLAYER", t("who plays player 2 (default ai, the game's default level)"));
        option(sb, "--first 1|2|random", t("who moves first (default: the game's own, given under each game)"));
        option(
                sb,
                "--theme contrast|classic|dark|auto",
                t("colours: high contrast (default), the classic blues, dark, or auto"));
        option(sb, "--sound on|off", t("sound effects"));
        option(
                sb,
                "--speed slow|normal|fast|instant",
                t("animation speed for this run (default: the player's setting)"));
        option(sb, "--viewOnly on|off", t("show the game and its move list only, taking no move (default off)"));
        option(sb, "--lang en|pl", t("the language (default: the player's choice in the menu, else the system's)"));
        option(
                sb,
                "--announce on|off",
                t("say each move, turn, refusal and result as a line on standard output (for a screen reader)"));
        option(sb, "--window WIDTHxHEIGHT", t("window size in pixels, 320x240 to 8192x8192 (default 1100x760)"));
        for (GameEntry<?> g : catalogue.games()) {
            sb.append("\n")
                    .append(t(g.def.title()))
                    .append(" (--game ")
                    .append(g.id())
                    .append("):\n");
            for (OptionSpec o : g.def.options()) option(sb, "--" + o.name + " " + o.valuesText(), t(o.help));
            String first = g.def.defaultFirst();
            option(sb, "first", "random".equals(first) ? t("drawn at random") : t("player {0} moves first", first));
            option(
                    sb,
                    "levels",
                    t(
                            "{0} (default {1})",
                            String.join(", ", g.def.players().levels()),
                            g.def.players().defaultLevel()));
        }
        sb.append('\n')
                .append(t("Saved games are kept in {0}.", FileSaveStore.defaultFolder()))
                .append('\n');
        sb.append('\n')
                .append(t("Keys in a game (the board's own: arrow keys move its cursor, Enter or Space plays):"))
                .append('\n');
        sb.append(KeyTable.usage("  "));
        option(sb, "Tab, Shift+Tab", t("move between controls; Enter or Space presses"), 22);
        return sb.toString().replaceAll("\n$", "");
    }

    private static void option(StringBuilder sb, String name, String help) {
        option(sb, name, help, 24);
    }

    private static void option(StringBuilder sb, String name, String help, int width) {
        sb.append("  ").append(name);
        for (int i = name.length(); i < width; i++) sb.append(' ');
        sb.append(' ').append(help).append('\n');
    }

    public static void main(String[] args) throws IOException {
        double started = Clock.now();
        DesktopLanguage.useFor(args);
        if (args.length > 0 && (args[0].equals("--version") || args[0].equals("-V"))) {
            System.out.println("Parlour " + ParlourApp.VERSION);
            return;
        }
        GameList catalogue = Catalogue.games(
                ArrowsDesktop.FILES, MorrisTableFiles.fromJar(args.length > 0 && args[0].equals("engine")));
        if (args.length > 0 && args[0].equals("gone"))
            System.exit(GoneCommand.run(Arrays.copyOfRange(args, 1, args.length), System.out, System.err));
        if (ArrowsDesktop.main(args)) return;
        if (args.length > 0 && args[0].equals("engine")) {
            System.exit(EngineMain.run(catalogue, System.in, System.out));
            return;
        }
        Map<String, String> values = new LinkedHashMap<>();
        int width = 1100, height = 760;
        boolean announce = false;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--help") || a.equals("-h")) {
                System.out.println(usage(catalogue));
                return;
            }
            if (!a.startsWith("--") || i + 1 >= args.length) {
                System.err.println("parlour: '" + a + "' is not an option with a value; see --help");
                System.exit(2);
                return;
            }
            String name = a.substring(2), value = args[++i];
            if (name.equals("announce")) {
                if (!value.equals("on") && !value.equals("off")) {
                    System.err.println("parlour: --announce must be on or off, not '" + value + "'");
                    System.exit(2);
                    return;
                }
                announce = value.equals("on");
                continue;
            }
            if (name.equals("window")) {
                try {
                    width = WindowSize.parse(value)[0];
                    height = WindowSize.parse(value)[1];
                } catch (IllegalArgumentException e) {
                    System.err.println("parlour: " + e.getMessage());
                    System.exit(2);
                    return;
                }
                continue;
            }
            values.put(name, value);
        }
        LaunchOptions options = LaunchOptions.read(catalogue, values, "command line");
        if (!options.problems.isEmpty()) {
            for (String p : options.problemsText().split("\n")) System.err.println("parlour: " + p);
            System.exit(2);
            return;
        }
        Lwjgl3ApplicationConfiguration config = new Lwjgl3ApplicationConfiguration();
        config.setTitle("Parlour");
        config.setWindowedMode(width, height);
        config.setWindowSizeLimits(360, 360, -1, -1);
        config.useVsync(true);
        config.setForegroundFPS(60);
        // a lost focus pauses the game screen, which keeps the running clock at once (the program may be killed next)
        config.setPauseWhenLostFocus(true);
        config.setBackBufferConfig(8, 8, 8, 8, 0, 0, 0);
        if (Boolean.FALSE.equals(options.sound)) config.disableAudio(true);
        final FileSaveStore saves = new FileSaveStore(FileSaveStore.defaultFolder());
        // each window on one home keeps its own game in progress
        final String instance = InstanceLock.take(FileSaveStore.home());
        final DesktopFiles files = new DesktopFiles();
        final EventLog log = new EventLog(System.getProperty("parlour.layoutEvents"));
        final boolean speak = announce;
        Platform platform = new Platform() {
            @Override
            public boolean canQuit() {
                return true;
            }

            @Override
            public void quit() {
                Gdx.app.exit();
            }

            @Override
            public EntryStore store(String name) {
                return FileEntryStore.named(name);
            }

            @Override
            public SaveStore saves() {
                return saves;
            }

            @Override
            public String instance() {
                return instance;
            }

            @Override
            public LocalFiles files() {
                return files;
            }

            @Override
            public float density() {
                return Gdx.graphics.getBackBufferScale();
            }

            @Override
            public float pixelsPerUnit() {
                return 1f;
            }

            @Override
            public void gameEvent(String event) {
                if (log.printed(event)) Gdx.app.log("parlour", event);
            }

            @Override
            public void announce(String sentence, boolean urgent) {
                if (speak) System.out.println(sentence);
            }

            @Override
            public String preferredLanguage() {
                return DesktopLanguage.system();
            }
        };
        new Lwjgl3Application(new ParlourApp(platform, catalogue, options, started), config);
    }
}
