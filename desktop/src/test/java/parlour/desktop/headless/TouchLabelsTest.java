package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.GameScreen;

/**
 * Keys on the labels only where there is a keyboard: on a touch-only screen the game's buttons, the result's
 * Rematch and its line, and the menu's buttons say their plain words ("Restart", not "Restart (R)").
 */
class TouchLabelsTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private static Map<String, String> nim() {
        return HeadlessParlour.options("game", "nim", "heaps", "7", "p1", "human", "p2", "ai:perfect");
    }

    /** A window wide enough for buttons with their keys, where there is a keyboard. */
    private void wide() throws Exception {
        parlour.onGameThread(() -> {
            parlour.app().resize(1600, 1000);
            parlour.app().render();
            return null;
        });
    }

    /** Takes the whole heap, which ends the game: the result shows with its Rematch button. */
    private void win() throws Exception {
        GameScreen<?> screen = parlour.gameScreen();
        parlour.onGameThread(() -> screen.offer(Arrays.asList("a", "7")));
        parlour.awaitState(now -> now.result().equals("1"), 2000);
    }

    @Test
    void aTouchOnlyScreenShowsPlainLabels() throws Exception {
        parlour = HeadlessParlour.touchOnly(nim());
        wide();
        String game = parlour.screenText();
        assertTrue(game.contains("Restart\n") && game.contains("Undo\n"), game);
        assertFalse(game.contains("(R)") || game.contains("(U)"), "no keys on a touch screen's buttons:\n" + game);
        win();
        String result = parlour.screenText();
        assertTrue(result.contains("Rematch\n") && result.contains("Restart for another game"), result);
        assertTrue(result.contains("Press Restart to play again"), "the status names no key either:\n" + result);
        assertFalse(result.contains("(J)") || result.contains("(R)"), "no keys on the result:\n" + result);
        parlour.key(Keys.ESCAPE);
        String menu = parlour.screenText();
        assertTrue(menu.contains("Back to the game\n") && menu.contains("Help\n"), menu);
        assertFalse(menu.contains("(Esc)") || menu.contains("(H)"), "no keys on the menu's buttons:\n" + menu);
    }

    /** Where a touch-only screen's buttons are icons, the result names no Restart button: none shows that word. */
    @Test
    void aTouchOnlyPhoneWithIconsNamesNoRestartButton() throws Exception {
        parlour = HeadlessParlour.touchOnly(nim());
        parlour.onGameThread(() -> {
            parlour.app().resize(360, 640);
            parlour.app().render();
            return null;
        });
        assertFalse(parlour.screenText().contains("Restart\n"), "the buttons are icons:\n" + parlour.screenText());
        win();
        String result = parlour.screenText();
        assertTrue(result.contains("A rematch with the sides swapped:") && result.contains("Rematch\n"), result);
        assertFalse(result.contains("Restart for another game"), result);
    }

    @Test
    void withAKeyboardTheLabelsShowTheirKeys() throws Exception {
        parlour = new HeadlessParlour(nim());
        wide();
        String game = parlour.screenText();
        assertTrue(game.contains("Restart (R)") && game.contains("Undo (U)"), game);
        win();
        String result = parlour.screenText();
        assertTrue(result.contains("Rematch (J)") && result.contains("Restart (R) for another game"), result);
        parlour.key(Keys.ESCAPE);
        String menu = parlour.screenText();
        assertTrue(menu.contains("Back to the game (Esc)") && menu.contains("Help (H)"), menu);
    }
}
