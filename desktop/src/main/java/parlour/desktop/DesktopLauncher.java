package parlour.desktop;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import parlour.app.Catalogue;
import parlour.app.ParlourApp;
import parlour.desktop.morris.MorrisTableFiles;
import parlour.match.Clock;
import parlour.platform.EntryStore;
import parlour.platform.LocalFiles;
import parlour.platform.Platform;
import parlour.platform.SaveStore;
import parlour.shell.GameList;
import parlour.shell.LaunchOptions;
import picocli.CommandLine;

/** The desktop program: the game window, or one of its commands (engine, gone, tournament) on the command line. */
public final class DesktopLauncher {
    private DesktopLauncher() {}

    /** The help text: the shared options, then each game's own from the catalogue, then the keys from the key table. */
    static String usage(GameList catalogue) {
        return CommandLines.help(
                commandLine(catalogue, (options, width, height, announce) -> {}, System.out, System.err));
    }

    /** The whole command line: the window's options, and the commands engine, gone and tournament. */
    static CommandLine commandLine(GameList catalogue, WindowCommand.Opener window, PrintStream out, PrintStream err) {
        return CommandLines.of(
                new WindowCommand(catalogue, window, err).spec,
                out,
                err,
                EngineMain.command(catalogue),
                new GoneCommand(out, err).spec,
                new TournamentCommand(out).spec);
    }

    public static void main(String[] args) {
        double started = Clock.now();
        DesktopLanguage.useFor(args);
        GameList catalogue = Catalogue.games(
                ArrowsDesktop.FILES,
                MorrisTableFiles.fromJar(Arrays.asList(args).contains("engine")));
        CommandLine line = commandLine(
                catalogue,
                (options, width, height, announce) -> open(catalogue, options, width, height, announce, started),
                System.out,
                System.err);
        int status = CommandLines.execute(line, args);
        // a command's end ends the program, its engines' threads with it; the window has ended on its own
        if (status != 0 || line.getParseResult().subcommand() != null) System.exit(status);
    }

    /** Opens the game window and returns when it is closed. */
    private static void open(
            GameList catalogue, LaunchOptions options, int width, int height, boolean announce, double started)
            throws IOException {
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
