package parlour.desktop;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.Rectangle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;

/** The built game in a real window, on a display of its own and with a home folder of its own, for the window tests. */
final class WindowSession implements AutoCloseable {
    static final String TOOLS_HINT = "apt-get install xvfb xdotool imagemagick libgl1-mesa-dri";
    final Path shots;
    final Path home;
    final XvfbDisplay x;
    final GameProcess game;

    private WindowSession(Path shots, Path home, XvfbDisplay x, GameProcess game) {
        this.shots = shots;
        this.home = home;
        this.x = x;
        this.game = game;
    }

    /** Why the window tests cannot run here, said on the console (in CI, where they must run, this fails), or null. */
    static String missingTools() {
        String missing = Tools.missing(TOOLS_HINT, "Xvfb", "xdotool", "import");
        if (missing != null) System.out.println("[desktop] SKIPPED: " + missing);
        return missing;
    }

    /** The game jar {@code mvn package} built (system property parlour.jar). */
    static Path jar() {
        return Path.of(System.getProperty("parlour.jar", "target/parlour.jar")).toAbsolutePath();
    }

    /** Where the screenshots and the logs go (system property parlour.shots). */
    static Path shots() {
        return Path.of(System.getProperty("parlour.shots", "target/screenshots"))
                .toAbsolutePath();
    }

    /** The arguments of {@code game} on a {@code size} board between two people, no sound, a {@code window} window. */
    static List<String> humans(String game, String size, String window) {
        return List.of(
                "--game", game, "--size", size, "--p1", "human", "--p2", "human", "--sound", "off", "--window", window);
    }

    /** Starts the game jar with {@code args}, its output to {@code logName} among the screenshots. */
    static WindowSession start(String homePrefix, String logName, List<String> args) throws Exception {
        Path jar = jar();
        assertTrue(Files.isRegularFile(jar), "no game jar at " + jar);
        return open(homePrefix, (home, x, log) -> GameProcess.start(jar, home, x.env(), log, args), logName);
    }

    /** Starts an app image's launcher ({@code bin/parlour}) with {@code args}, with no JDK to be found. */
    static WindowSession startLauncher(Path launcher, String homePrefix, String logName, List<String> args)
            throws Exception {
        assertTrue(Files.isExecutable(launcher), "no launcher at " + launcher);
        return open(
                homePrefix, (home, x, log) -> GameProcess.startLauncher(launcher, home, x.env(), log, args), logName);
    }

    /** How the game is started: with a home of its own, on the display, its output to the log. */
    private interface Starter {
        GameProcess start(Path home, XvfbDisplay x, Path log) throws Exception;
    }

    private static WindowSession open(String homePrefix, Starter starter, String logName) throws Exception {
        Path shots = shots();
        Files.createDirectories(shots);
        XvfbDisplay x = XvfbDisplay.start(shots);
        Path home = Files.createTempDirectory(homePrefix);
        try {
            return new WindowSession(shots, home, x, starter.start(home, x, shots.resolve(logName)));
        } catch (Exception | Error e) {
            x.close();
            Tools.deleteTree(home);
            throw e;
        }
    }

    /** The game's window once its first frame and its {@code layout} line are out: the largest of its windows. */
    long awaitWindow(Pattern layout) {
        game.await(Pattern.compile("first frame after .*"), Duration.ofSeconds(60), "a first frame");
        game.await(layout, Duration.ofSeconds(10), "the layout line");
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        long window;
        while ((window = largestWindow()) == 0) {
            if (System.nanoTime() > deadline) fail("no game window");
            GameProcess.sleep(200);
        }
        return window;
    }

    private long largestWindow() {
        long best = 0, area = 0;
        for (long id : x.windowsOf(game.process.pid())) {
            Rectangle g = x.geometry(id);
            if (g.width >= 100 && g.height >= 100 && (long) g.width * g.height > area) {
                best = id;
                area = (long) g.width * g.height;
            }
        }
        return best;
    }

    @Override
    public void close() {
        try {
            game.close();
        } finally {
            try {
                x.close();
            } finally {
                Tools.deleteTree(home);
            }
        }
    }
}
