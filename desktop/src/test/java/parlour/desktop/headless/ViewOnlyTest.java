package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.page.ScriptControl;
import parlour.shell.screen.GameScreen;

/**
 * The page's viewOnly option: a game shown on its move list, stepped through with the keys, that takes no move
 * from the player (click, key or command), never lets the computer move and never leaves for the menu.
 */
class ViewOnlyTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() throws Exception {
        if (parlour != null) parlour.stop();
    }

    @Test
    void aGameOnlyShownStepsThroughItsMovesAndTakesNone() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "game", "dots", "size", "2x2", "p1", "human", "p2", "human", "viewOnly", "on", "sound", "off"));
        // the page's script shows a game of three moves
        for (String move : new String[] {"a1-b1", "a2-b2", "a3-b3"})
            assertNull(parlour.onGameThread(() -> ScriptControl.play(parlour.app(), move)));
        String text = parlour.screenText();
        assertTrue(text.contains("Move 3 of 3"), "the move list is open at the end: " + text);
        assertTrue(text.contains("View only"), "the status says what the board is for: " + text);
        assertFalse(
                text.contains("Undo") || text.contains("Restart") || text.contains("Load") || text.contains("Menu"),
                text);

        // Left steps back, even with the board focused
        parlour.key(Keys.LEFT);
        assertTrue(parlour.screenText().contains("Move 2 of 3"), parlour.screenText());
        assertTrue(parlour.events().contains("review 2 of 3"), parlour.events().toString());
        parlour.key(Keys.END);

        // a move by key is refused with the reason; the restart and undo keys do nothing; Esc never leaves
        parlour.key(Keys.ENTER);
        parlour.key(Keys.U);
        parlour.key(Keys.R);
        for (int i = 0; i < 3; i++) parlour.key(Keys.ESCAPE);
        assertEquals(3, moves(), "the game shown is unchanged");
        assertTrue(parlour.onGameThread(() -> parlour.app().getScreen() instanceof GameScreen), "still the game");
        assertTrue(
                parlour.said().stream().anyMatch(s -> s.contains("only shows a game")),
                parlour.said().toString());
    }

    @Test
    void theComputerNeverMovesInAGameOnlyShown() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "game", "dots", "size", "2x2", "p1", "ai:easy", "p2", "ai:easy", "viewOnly", "on", "sound", "off"));
        // the opening pause (0.7 s) and more than a few easy moves' worth of the game's time
        parlour.advance(2500);
        assertEquals(0, moves(), "no computer move in a game only shown");
        assertFalse(parlour.state().bool("thinking"), "nobody thinks in a game only shown");
    }

    private int moves() throws Exception {
        return parlour.onGameThread(
                () -> ((GameScreen<?>) parlour.app().getScreen()).match().moveCount());
    }
}
