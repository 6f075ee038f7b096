package parlour.desktop;

import java.util.LinkedHashMap;
import java.util.Map;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;

import parlour.LaunchOptions;
import parlour.ParlourApp;
import parlour.Platform;
import parlour.match.Clock;
import parlour.ui.SaveStore;

/** The desktop program: the game window, or the text engine protocol with the {@code engine} argument. */
public final class DesktopLauncher {
    private DesktopLauncher() {}

    static final String USAGE = String.join("\n",
            "Parlour: classic pencil-and-paper games against a friend or the computer.",
            "",
            "Usage:",
            "  java -jar parlour.jar [options]        open the game window (the menu, or a game with --game)",
            "  java -jar parlour.jar engine           run the text engine protocol on stdin/stdout (no window)",
            "  java -jar parlour.jar --help           show this text",
            "",
            "Options:",
            "  --game dots            start a game of Dots and Boxes at once",
            "  --size COLSxROWS       board size in boxes, 1x1 to 15x15 (default 7x7, the seed's 8x8 dots)",
            "  --p1 PLAYER            who plays player 1: human, ai, ai:easy (default human)",
            "  --p2 PLAYER            who plays player 2 (default ai:easy)",
            "  --first 1|2            who moves first (default 1)",
            "  --theme contrast|classic   colours: high contrast (default) or the classic blues",
            "  --sound on|off         sound effects",
            "  --window WIDTHxHEIGHT  window size in pixels (default 1100x760)",
            "",
            "Saved games are kept in " + FileSaveStore.defaultFolder() + ".",
            "Keys in a game: arrows move the cursor, Enter or Space draws the line, U or Ctrl+Z undo, Ctrl+Y redo,",
            "R restart, S save, L load, H or F1 help, M sound, Tab moves between controls, Esc back to the menu.");

    public static void main(String[] args) throws java.io.IOException {
        double started = Clock.now();
        parlour.store.Storage.use(FileEntryStore.FACTORY);
        if (args.length > 0 && args[0].equals("engine")) {
            System.exit(EngineMain.run(System.in, System.out));
            return;
        }
        Map<String, String> values = new LinkedHashMap<>();
        int width = 1100, height = 760;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--help") || a.equals("-h")) {
                System.out.println(USAGE);
                return;
            }
            if (!a.startsWith("--") || i + 1 >= args.length) {
                System.err.println("parlour: '" + a + "' is not an option with a value; see --help");
                System.exit(2);
                return;
            }
            String name = a.substring(2), value = args[++i];
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
        LaunchOptions options = LaunchOptions.read(values, "command line");
        if (!options.problems.isEmpty()) {
            for (String p : options.problems) System.err.println("parlour: " + p);
            System.exit(2);
            return;
        }
        Lwjgl3ApplicationConfiguration config = new Lwjgl3ApplicationConfiguration();
        config.setTitle("Parlour");
        config.setWindowedMode(width, height);
        config.setWindowSizeLimits(360, 360, -1, -1);
        config.useVsync(true);
        config.setForegroundFPS(60);
        config.setBackBufferConfig(8, 8, 8, 8, 0, 0, 0);
        if (Boolean.FALSE.equals(options.sound)) config.disableAudio(true);
        final FileSaveStore saves = new FileSaveStore(FileSaveStore.defaultFolder());
        Platform platform = new Platform() {
            @Override
            public boolean canQuit() { return true; }

            @Override
            public void quit() { Gdx.app.exit(); }

            @Override
            public SaveStore saves() { return saves; }

            @Override
            public float density() { return Gdx.graphics.getBackBufferScale(); }

            @Override
            public float pixelsPerUnit() { return 1f; }

            @Override
            public void gameEvent(String event) {
                Gdx.app.log("parlour", event);
            }
        };
        new Lwjgl3Application(new ParlourApp(platform, options, started), config);
    }
}
