package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.GameScreen;

/**
 * Arrows' board editor through the real game screen on the headless backend: it holds the game (the clocks
 * stop), boards the rules refuse are not played and the status line says why, the editor's undo, the shell's
 * Hint and Esc while it is open, and an edited board played as a new game against the computer.
 */
class ArrowsEditorTest {
    /** Player 1 at (2,2) pointing east, player 2 at (5,4) pointing west, on 6x5. */
    private static final String BOARD = "6 5 2 2 E 5 4 W";

    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private void start() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "game", "arrows", "p1", "human", "p2", "ai:easy", "first", "1", "board", BOARD, "clock", "1"));
    }

    private static String clocks(String state) {
        int i = state.indexOf("\"clocks\":[");
        return state.substring(i, state.indexOf(']', i));
    }

    @Test
    void refusedBoardsLeaveTheGameAsItWasAndSayWhy() throws Exception {
        start();
        parlour.key(Keys.B);
        String s = parlour.awaitState("Board editor, 6x5", 5000);
        // the clocks stop while the editor is open
        Thread.sleep(700);
        assertEquals(clocks(s), clocks(parlour.state()), "the clocks stand still in the editor");
        // the cursor starts on piece 1: X blocks its cell
        parlour.key(Keys.X);
        s = parlour.awaitState("Piece 1 is on a blocked cell (2, 2)", 2000);
        parlour.key(Keys.ENTER);
        s = parlour.awaitState("This board cannot be played: Piece 1 is on a blocked cell (2, 2)", 2000);
        assertTrue(
                s.contains("\"board\":\"6 5 2 2 2 5 4 6\"") && s.contains("\"moves\":[]"),
                "the game is untouched: " + s);
        // the editor's own undo (U) unblocks it
        parlour.key(Keys.U);
        s = parlour.awaitState("Undone.", 2000);
        assertFalse(s.contains("blocked cell"), s);
        // by mouse: the Piece 2 tool, then a click on piece 1's cell
        parlour.click("Piece 2");
        parlour.click("2,2");
        parlour.key(Keys.ENTER);
        s = parlour.awaitState("This board cannot be played: Both pieces are on one cell (2, 2)", 2000);
        // Clear, then Enter: no pieces
        parlour.key(Keys.FORWARD_DEL);
        parlour.key(Keys.ENTER);
        parlour.awaitState("This board cannot be played: Piece 1 is not on the board", 2000);
        // the shell's Hint is refused in the editor; Esc goes back to the game as it was
        parlour.key(Keys.T);
        parlour.awaitState("Hint is for the game", 2000);
        parlour.key(Keys.ESCAPE);
        s = parlour.awaitState(" to move.", 2000);
        assertFalse(s.contains("Board editor"), s);
        assertTrue(s.contains("\"board\":\"6 5 2 2 2 5 4 6\"") && s.contains("\"moves\":[]"), s);
        assertTrue(parlour.onGameThread(() -> parlour.app().getScreen()) instanceof GameScreen, "still in the game");
    }

    @Test
    void undoRightAfterPlayingAnEditedBoardBringsTheLastGameBack() throws Exception {
        start();
        parlour.key(Keys.B);
        parlour.awaitState("Board editor", 5000);
        parlour.key(Keys.LEFT);
        parlour.key(Keys.SPACE);
        parlour.key(Keys.ENTER);
        String s = parlour.awaitState("\"board\":\"6 5 2 2 2 5 4 6 1 2\"", 5000);
        assertFalse(s.contains("Board editor"), s);
        parlour.key(Keys.U);
        parlour.awaitState("\"board\":\"6 5 2 2 2 5 4 6\"", 5000);
    }

    @Test
    void anEditedBoardIsPlayedAgainstTheComputer() throws Exception {
        start();
        parlour.key(Keys.B);
        parlour.awaitState("Board editor", 5000);
        // piece 2 to (4,2), turned from west to north; one column more; (3,4) blocked by mouse
        parlour.key(Keys.RIGHT);
        parlour.key(Keys.RIGHT);
        parlour.key(Keys.NUM_2);
        parlour.key(Keys.R);
        parlour.key(Keys.R);
        parlour.awaitState("Piece 2 points N.", 2000);
        parlour.key(Keys.RIGHT_BRACKET);
        parlour.awaitState("Board editor, 7x5", 2000);
        parlour.click("Block");
        parlour.click("3,4");
        parlour.awaitState("Blocked (3, 4).", 2000);
        parlour.key(Keys.ENTER);
        String s = parlour.awaitState("\"board\":\"7 5 2 2 2 4 2 0 3 4\"", 5000);
        assertTrue(s.contains("\"size\":\"7x5\"") && s.contains("\"moves\":[]"), s);
        // the game on it plays: player 1 south from (3,2), then the computer answers
        parlour.key(Keys.X);
        parlour.key(Keys.ENTER);
        s = parlour.awaitState("\"toMove\":1", 10000);
        assertTrue(s.contains("\"moves\":[\"4\",\""), s);
    }
}
