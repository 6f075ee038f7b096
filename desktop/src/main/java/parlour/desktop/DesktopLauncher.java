package parlour.desktop;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Paths;
import java.util.Arrays;
import parlour.app.Launch;
import parlour.desktop.morris.MorrisTableFiles;
import parlour.match.Clock;
import parlour.platform.EntryStore;
import parlour.platform.LocalFiles;
import parlour.platform.Platform;
import parlour.platform.SaveStore;
import parlour.platform.StoreException;
import picocli.CommandLine;

/** The desktop program: the game window, or one of its commands (engine, gone, tournament) on the command line. */
public final class DesktopLauncher {
    private DesktopLauncher() {}

    /** The help text: the shared options, then each game's own from the launch's games, then the keys. */
    static String usage(Launch launch) {
        return CommandLines.help(commandLine(launch, (read, width, height, announce) -> 0, System.out, System.err));
    }

    /** The whole command line: the window's options, and the commands engine, gone and tournament. */
    static CommandLine commandLine(Launch launch, WindowCommand.Opener window, PrintStream out, PrintStream err) {
        return CommandLines.of(
                new WindowCommand(launch, window, err).spec,
                out,
                err,
                EngineMain.command(launch),
                new GoneCommand(out, err).spec,
                new TournamentCommand(out).spec);
    }

    public static void main(String[] args) {
        double started = Clock.now();
        TerminalText.useUtf8WhereNeeded();
        DesktopLanguage.useFor(args);
        Launch launch = new Launch(
                ArrowsDesktop.FILES,
                MorrisTableFiles.fromJar(Arrays.asList(args).contains("engine")));
        CommandLine line = commandLine(
                launch,
                (read, width, height, announce) -> open(read, width, height, announce, started),
                System.out,
                System.err);
        int status = CommandLines.execute(line, args);
        // a command's end ends the program, its engines' threads with it; the window has ended on its own
        if (status != 0 || line.getParseResult().subcommand() != null) System.exit(status);
    }

    /** Opens the game window with the options {@code launch} read, and returns its exit status when it is closed. */
    private static int open(Launch launch, int width, int height, boolean announce, double started) throws IOException {
        String noDisplay = NoDisplay.problem();
        if (noDisplay != null) {
            System.err.println(noDisplay);
            return NoDisplay.STATUS;
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
        if (launch.soundOff()) {
            config.disableAudio(true);
        } else if (!SoundDevice.present(System.getenv(), Paths.get("/"))) {
            config.disableAudio(true);
            System.err.println(t("parlour: no sound card or sound server here: playing without sound"));
        }
        final DesktopFolders folders = DesktopFolders.current();
        try {
            String moved = folders.copyOldFolder();
            if (moved != null) System.out.println(moved);
        } catch (IOException | StoreException e) {
            // the old folder stays as it was, and is tried again at the next start
            System.err.println(t("parlour: could not copy the old folder ~/.parlour ({0})", e.getMessage()));
        }
        final FileSaveStore saves = new FileSaveStore(folders.saves());
        final DesktopFiles files = new DesktopFiles();
        final EventLog log = new EventLog(System.getProperty("parlour.layoutEvents"));
        final boolean speak = announce;
        Platform platform = new Platform() {
            private final StillFrames stillFrames = new StillFrames();

            @Override
            public boolean canQuit() {
                return true;
            }

            @Override
            public boolean still(boolean still) {
                stillFrames.still(still);
                return false;
            }

            @Override
            public void quit() {
                Gdx.app.exit();
            }

            private String instance;

            @Override
            public EntryStore store(String name) {
                return folders.store(name);
            }

            @Override
            public SaveStore saves() {
                return saves;
            }

            @Override
            public String instance() {
                // each window on one home keeps its own game in progress; taken once the window is open
                if (instance == null) instance = InstanceLock.take(folders.instances());
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
        new Lwjgl3Application(launch.app(platform, started), config);
        return 0;
    }
}
