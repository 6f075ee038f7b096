package parlour.desktop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

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

    /** Starts the game jar with {@code args}, its output to {@code logName} among the screenshots. */
    static WindowSession start(String homePrefix, String logName, List<String> args) throws Exception {
        Path jar =
                Path.of(System.getProperty("parlour.jar", "target/parlour.jar")).toAbsolutePath();
        Path shots = Path.of(System.getProperty("parlour.shots", "target/screenshots"))
                .toAbsolutePath();
        assertTrue(Files.isRegularFile(jar), "no game jar at " + jar);
        Files.createDirectories(shots);
        XvfbDisplay x = XvfbDisplay.start(shots);
        Path home = Files.createTempDirectory(homePrefix);
        try {
            return new WindowSession(
                    shots, home, x, GameProcess.start(jar, home, x.env(), shots.resolve(logName), args));
        } catch (Exception | Error e) {
            x.close();
            Tools.deleteTree(home);
            throw e;
        }
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
