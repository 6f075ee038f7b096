package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import com.badlogic.gdx.Input.Keys;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import parlour.Catalogue;
import parlour.shell.GameEntry;
import parlour.shell.GameScreen;
import parlour.testgame.Nim;
import parlour.testgame.NimUi;

/** The shared game screen's after-the-game commands, played with Nim (a game that exists only in the tests). */
class ShellCommandsTest {
    private HeadlessParlour parlour;

    @BeforeAll
    static void register() {
        Catalogue.register(new GameEntry<>(Nim.GAME, new NimUi()));
    }

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private void play(String heap, String count) throws Exception {
        GameScreen<?> screen = parlour.onGameThread(() -> (GameScreen<?>) parlour.app().getScreen());
        parlour.onGameThread(() -> screen.offer(Arrays.asList(heap, count)));
    }

    @Test
    void rematchSwapsTheSeatsAndKeepsTheOptions() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "heaps", "7", "p1", "human", "p2", "ai:perfect"));
        assertTrue(parlour.state().contains("\"players\":[\"human\",\"ai:perfect\"]"), parlour.state());
        parlour.key(Keys.J);
        assertTrue(parlour.state().contains("\"moves\":[]"), "no rematch before the game ends");
        assertNull(parlour.onGameThread(() -> parlour.app().pointOf("Rematch")), "no Rematch button during the game");
        play("a", "7");
        parlour.awaitState("\"result\":\"1\"", 2000);
        assertNotNull(parlour.onGameThread(() -> parlour.app().pointOf("Rematch")), "the result offers a rematch");
        parlour.key(Keys.J);
        String s = parlour.awaitState("\"players\":[\"ai:perfect\",\"human\"]", 2000);
        assertTrue(s.contains("\"heaps\":\"7\"") && s.contains("\"result\":\"none\""), s);
        // the computer now has the first seat, moves first and takes the heap
        parlour.awaitState("\"moves\":[\"a7\"],", 5000);
        parlour.awaitState("\"result\":\"1\"", 2000);
    }
}
