package parlour.desktop;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * How long the app image takes from launch to its first frame against {@code java -jar}, a benchmark outside the
 * default run (InstallersIT checks that the app image opens a window): {@code -Dbench.runs} starts of each (3 by
 * default), in turn, their medians printed as [measure] lines. Run it, after {@code mvn package}, with
 * {@code mvn -B -o -pl desktop -am verify -Dtest=NoSuch -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=InstallersBench}.
 */
class InstallersBench {
    private static final Pattern FIRST_FRAME = Pattern.compile("first frame after (\\d+) ms.*");
    private static final List<String> ARGS = WindowSession.humans("dots", "2x2", "800x600");
    private static final int RUNS = Integer.getInteger("bench.runs", 3);

    private final Path launcher = Path.of(System.getProperty("parlour.appImage", "target/jpackage/parlour"))
            .toAbsolutePath()
            .resolve("bin/parlour");
    private final Path jar = WindowSession.jar();

    @Test
    void startTimeOfTheAppImageAgainstTheJar() throws Exception {
        String missing = WindowSession.missingTools();
        assumeTrue(missing == null, missing);
        assumeTrue(Files.isExecutable(launcher), "no app image at " + launcher + " (mvn package makes it)");
        Path shots = WindowSession.shots();
        List<Long> jarMs = new ArrayList<>(), imageMs = new ArrayList<>();
        try (XvfbDisplay x = XvfbDisplay.start(shots)) {
            for (int run = 0; run < RUNS; run++) {
                // one after the other, in turn, so that a busy moment of the machine is shared out
                jarMs.add(firstFrame(x, shots, false, run));
                imageMs.add(firstFrame(x, shots, true, run));
            }
        }
        System.out.println("[measure] installers start to first frame, java -jar parlour.jar: median " + median(jarMs)
                + " ms of " + jarMs);
        System.out.println("[measure] installers start to first frame, app image bin/parlour: median " + median(imageMs)
                + " ms of " + imageMs);
    }

    /** Starts the jar or the app image on the display, in a fresh home; the ms from launch until its first frame. */
    private long firstFrame(XvfbDisplay x, Path shots, boolean image, int run) throws IOException {
        Path home = Files.createTempDirectory("parlour-start-home-");
        String name = (image ? "appimage" : "jar") + "-start-" + run + ".log";
        try (GameProcess g = image
                ? GameProcess.startLauncher(launcher, home, x.env(), shots.resolve(name), ARGS)
                : GameProcess.start(jar, home, x.env(), shots.resolve(name), ARGS)) {
            GameProcess.Seen first = g.await(FIRST_FRAME, Duration.ofSeconds(60), "a first frame (" + name + ")");
            long ms = (first.nanos - g.launchedNanos) / 1_000_000;
            System.out.println("[installers] " + (image ? "app image" : "java -jar") + " run " + (run + 1)
                    + ": first frame read " + ms + " ms after launch (the game's own count from main: "
                    + first.match.group(1) + " ms)");
            return ms;
        } finally {
            Tools.deleteTree(home);
        }
    }

    private static long median(List<Long> values) {
        List<Long> sorted = new ArrayList<>(values);
        sorted.sort(null);
        return sorted.get(sorted.size() / 2);
    }
}
