package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.screen.GameScreen;
import parlour.testing.State;
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

    /** Whether the moves are {@code mine}, each answered by the computer pointing its piece somewhere (0 to 7). */
    private static boolean answered(State s, String... mine) {
        List<String> moves = s.moves();
        if (moves.size() != 2 * mine.length) return false;
        for (int i = 0; i < mine.length; i++) {
            String reply = moves.get(2 * i + 1);
            if (!moves.get(2 * i).equals(mine[i])
                    || reply.length() != 1
                    || reply.charAt(0) < '0'
                    || reply.charAt(0) > '7') return false;
        }
        return true;
    }

    @Test
    void movesByMouseAndKeysAgainstTheComputerWithHintAndUndo() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "arrows", "p2", "ai:easy", "board", BOARD, "clock", "untimed"));
        State s = parlour.state();
        assertEquals("arrows", s.string("game"), s.text());
        assertEquals(List.of(), s.moves(), s.text());
        parlour.click("4");
        parlour.awaitState(now -> now.movesGoOnFrom("4"), 10000);
        // west by A, then Enter: the piece goes on (3,3) and points at (2,3)
        parlour.key(Keys.A);
        assertTrue(answered(parlour.state(), "4"), "a direction key alone plays nothing");
        parlour.key(Keys.ENTER);
        s = parlour.awaitState(now -> now.toMove() == 1, 10000);
        assertTrue(answered(s, "4", "6"), s.text());
        // south-west by the number pad's 1
        parlour.key(Keys.NUMPAD_1);
        parlour.key(Keys.ENTER);
        s = parlour.awaitState(now -> now.toMove() == 1, 10000);
        assertTrue(answered(s, "4", "6", "5"), s.text());
        parlour.key(Keys.T);
        s = parlour.awaitState(now -> now.hint() != null, 10000);
        assertThat(s.status()).as(s.text()).contains("The computer would point");
        parlour.key(Keys.U);
        parlour.awaitState(now -> answered(now, "4", "6"), 10000); // undo takes back the reply and the move
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
        parlour.awaitState(now -> now.bool("analysisOn"), 5000);
        assertEquals(List.of(), parlour.state().moves(), "Shift+A played nothing");
    }

    @Test
    void pointingOffTheBoardLosesWhenTheTurnComesBack() throws Exception {
        // two humans: player 1 on (1,1)'s east neighbour points north, off the board
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "game", "arrows", "p2", "human", "board", "5 5 1 1 E 5 5 W", "clock", "untimed"));
        parlour.key(Keys.W);
        parlour.key(Keys.ENTER);
        assertEquals(List.of(), parlour.state().moves(), "a move that loses is held back first");
        assertThat(String.join("\n", parlour.said()))
                .as("and the player is told why, and how to play it all the same: " + parlour.said())
                .contains("Pointing north loses: it points off the board. Choose it again to play it anyway.");
        parlour.key(Keys.ENTER);
        parlour.awaitMoves(5000, "0");
        parlour.key(Keys.X);
        parlour.key(Keys.ENTER);
        parlour.key(Keys.ENTER); // plays it if it was held back as a losing move
        State s = parlour.awaitState(now -> now.result().equals("2"), 5000);
        assertThat(s.status()).as(s.text()).contains("off the board");
        assertTrue(parlour.onGameThread(() -> parlour.app().getScreen()) instanceof GameScreen);
    }
}
