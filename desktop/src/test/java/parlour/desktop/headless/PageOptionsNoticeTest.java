package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.ui.BaseScreen;

/**
 * Bad page options are told in one notice that does not stop the game: every problem listed on a card at the top,
 * said to a screen reader, no dialog in the way, and the board plays at once with the defaults for the rest.
 */
class PageOptionsNoticeTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() throws Exception {
        if (parlour != null) parlour.stop();
    }

    @Test
    void badOptionsAreOneNoticeAndTheGamePlaysOn() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "9x99", "theme", "neon", "p2", "human"), null, true);
        String text = parlour.screenText();
        assertTrue(text.contains("Page options"), text);
        assertTrue(text.contains("9x99") && text.contains("neon"), "both problems on one card: " + text);
        assertFalse(parlour.onGameThread(() -> ((BaseScreen) parlour.app().getScreen()).dialogShown()), "no dialog");
        synchronized (parlour.said) {
            assertTrue(parlour.said.stream().anyMatch(s -> s.startsWith("Page options: ")), parlour.said.toString());
        }
        // the keyboard plays on the board with the card still there
        parlour.key(Keys.RIGHT);
        parlour.key(Keys.ENTER);
        parlour.awaitState(now -> !now.moves().isEmpty(), 3000);
        assertTrue(
                parlour.onGameThread(() -> ((BaseScreen) parlour.app().getScreen()).notice() != null),
                "the card stays until closed or its time is up");
    }
}
