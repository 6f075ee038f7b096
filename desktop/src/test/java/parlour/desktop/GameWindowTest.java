package parlour.desktop;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;

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
}
