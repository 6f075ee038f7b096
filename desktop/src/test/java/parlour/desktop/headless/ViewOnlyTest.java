package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
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
        assertThat(text).as("the move list is open at the end: " + text).contains("Move 3 of 3");
        assertThat(text).as("the status says what the board is for: " + text).contains("View only");
        assertThat(text).as(text).doesNotContain("Undo");
        assertThat(text).as(text).doesNotContain("Restart");
        assertThat(text).as(text).doesNotContain("Load");
        assertThat(text).as(text).doesNotContain("Menu");

        // Left steps back, even with the board focused
        parlour.key(Keys.LEFT);
        assertThat(parlour.screenText()).as(parlour.screenText()).contains("Move 2 of 3");
        assertThat(parlour.events()).as(parlour.events().toString()).contains("review 2 of 3");
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
