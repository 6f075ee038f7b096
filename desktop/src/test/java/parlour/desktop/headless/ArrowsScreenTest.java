package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.GameScreen;
import parlour.ui.BaseScreen;
import parlour.ui.ShortenedLabel;

/**
 * Arrows through the real game screen on the headless backend: a move by a click on the compass, moves by
 * direction keys and Enter (A for west is the board's, not the analysis shortcut), the hint, undo against the
 * computer, and a game decided by the rules.
 */
class ArrowsScreenTest {
    /** Player 1 at (2,2) pointing east, so its next cell is (3,2); player 2 at (7,7) pointing west. */
    private static final String BOARD = "8 8 2 2 E 7 7 W";

    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    @Test
    void movesByMouseAndKeysAgainstTheComputerWithHintAndUndo() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "arrows", "p2", "ai:easy", "board", BOARD, "clock", "untimed"));
        String s = parlour.state();
        assertTrue(s.contains("\"game\":\"arrows\"") && s.contains("\"moves\":[]"), s);
        parlour.click("4");
        parlour.awaitState("\"moves\":[\"4\",\"", 10000);
        // west by A, then Enter: the piece goes on (3,3) and points at (2,3)
        parlour.key(Keys.A);
        assertTrue(
                parlour.state().matches(".*\"moves\":\\[\"4\",\"[0-7]\"\\].*"), "a direction key alone plays nothing");
        parlour.key(Keys.ENTER);
        s = parlour.awaitState("\"toMove\":1", 10000);
        assertTrue(s.matches(".*\"moves\":\\[\"4\",\"[0-7]\",\"6\",\"[0-7]\"\\].*"), s);
        // south-west by the number pad's 1
        parlour.key(Keys.NUMPAD_1);
        parlour.key(Keys.ENTER);
        s = parlour.awaitState("\"toMove\":1", 10000);
        assertTrue(s.matches(".*\"moves\":\\[\"4\",\"[0-7]\",\"6\",\"[0-7]\",\"5\",\"[0-7]\"\\].*"), s);
        parlour.key(Keys.T);
        s = parlour.awaitState("\"hint\":\"", 10000);
        assertTrue(s.contains("The computer would point"), s);
        parlour.key(Keys.U);
        long end = System.currentTimeMillis() + 10000;
        while (!s.matches(".*\"moves\":\\[\"4\",\"[0-7]\",\"6\",\"[0-7]\"\\].*") && System.currentTimeMillis() < end) {
            Thread.sleep(20);
            s = parlour.state();
        }
        assertTrue(
                s.matches(".*\"moves\":\\[\"4\",\"[0-7]\",\"6\",\"[0-7]\"\\].*"),
                "undo takes back the reply and the move: " + s);
    }

    @Test
    void analysisIsShiftAWhereAPointsWest() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "arrows", "p2", "human", "board", BOARD, "clock", "untimed"));
        String label = parlour.onGameThread(() -> {
            parlour.app().resize(1280, 800);
            Actor b = ((BaseScreen) parlour.app().getScreen()).stage().getRoot().findActor("Analysis (A)");
            return ((ShortenedLabel) ((TextButton) b).getLabel()).longest();
        });
        assertEquals("Analysis (Shift+A)", label, "the button names the key that works");
        parlour.keyWith(Keys.SHIFT_LEFT, Keys.A);
        parlour.awaitState("\"analysisOn\":true", 5000);
        assertTrue(parlour.state().contains("\"moves\":[]"), "Shift+A played nothing");
    }

    @Test
    void pointingOffTheBoardLosesWhenTheTurnComesBack() throws Exception {
        // two humans: player 1 on (1,1)'s east neighbour points north, off the board
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "game", "arrows", "p2", "human", "board", "5 5 1 1 E 5 5 W", "clock", "untimed"));
        parlour.key(Keys.W);
        parlour.key(Keys.ENTER);
        assertTrue(parlour.state().contains("\"moves\":[]"), "a move that loses is held back first");
        assertTrue(
                String.join("\n", parlour.said).contains("Pointing north loses: it points off the board."),
                "and the player is told why: " + parlour.said);
        parlour.key(Keys.ENTER);
        parlour.awaitState("\"moves\":[\"0\"]", 5000);
        parlour.key(Keys.X);
        parlour.key(Keys.ENTER);
        parlour.key(Keys.ENTER); // plays it if it was held back as a losing move
        String s = parlour.awaitState("\"result\":\"2\"", 5000);
        assertTrue(s.contains("off the board"), s);
        assertTrue(parlour.onGameThread(() -> parlour.app().getScreen()) instanceof GameScreen);
    }
}
