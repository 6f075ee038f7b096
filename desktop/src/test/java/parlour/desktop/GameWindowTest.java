package parlour.desktop;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;
import parlour.testing.Pixels;

/**
 * What the window tests of one game share: the game started in a real window before the class's first test and
 * closed after its last, and every test skipped (said on the console) where the window tools are missing.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class GameWindowTest {
    private final String homePrefix;
    private final String logName;
    private final List<String> args;
    private String skipReason;

    /** The game, its display and its output; null where the tools are missing. */
    WindowSession session;

    XvfbDisplay x;
    GameProcess game;
    Path shots;

    GameWindowTest(String homePrefix, String logName, List<String> args) {
        this.homePrefix = homePrefix;
        this.logName = logName;
        this.args = args;
    }

    @BeforeAll
    final void startGame() throws Exception {
        skipReason = WindowSession.missingTools();
        if (skipReason != null) return;
        session = WindowSession.start(homePrefix, logName, args);
        x = session.x;
        game = session.game;
        shots = session.shots;
    }

    @BeforeEach
    final void needTools() {
        assumeTrue(skipReason == null, skipReason);
    }

    @AfterAll
    final void stopGame() {
        if (session != null) session.close();
    }

    /**
     * The last line like {@code layout} after log line {@code mark}, once the window shows it: the game lays its screen
     * out again while its texts settle, so this looks until two screenshots in a row show the window the same (but for
     * a few pixels: a running clock's digits) and no such line came between them.
     */
    GameProcess.Seen settledLayout(long window, Pattern layout, int mark, String what) throws Exception {
        Duration timeout = Duration.ofSeconds(20);
        GameProcess.Seen seen = game.awaitAfter(layout, mark, timeout, what);
        Rectangle w = x.geometry(window);
        long deadline = System.nanoTime() + timeout.toNanos();
        int few = w.width * w.height / 200;
        BufferedImage before = x.screenshot(shots.resolve("settling.png"));
        while (true) {
            BufferedImage now = x.screenshot(shots.resolve("settling.png"));
            GameProcess.Seen latest = game.latest(layout);
            if (latest.index == seen.index && Pixels.changed(before, now, w, 40) <= few) return latest;
            if (System.nanoTime() > deadline)
                throw new AssertionError("the window did not settle on " + what + " within " + timeout.toSeconds()
                        + " s: its picture or its layout line (" + latest.match.group() + ") kept changing");
            seen = latest;
            before = now;
        }
    }
}
