package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.screen.GameScreen;
import parlour.testing.State;
import parlour.ui.UiKit;

/**
 * Arrows' board editor through the real game screen on the headless backend: it holds the game (the clocks
 * stop), boards the rules refuse are not played and the status line says why, the editor's undo, the shell's
 * Hint and Esc while it is open, and an edited board played as a new game against the computer.
 */
class ArrowsEditorTest {
    /** Player 1 at (2,2) pointing east, player 2 at (5,4) pointing west, on 6x5. */
    private static final String BOARD = "6 5 2 2 E 5 4 W";
    /** The same board as the state's "board" writes it, directions as numbers. */
    private static final String BOARD_SETUP = "6 5 2 2 2 5 4 6";

    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private void start() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "game", "arrows", "p1", "human", "p2", "ai:easy", "first", "1", "board", BOARD, "clock", "1"));
    }

    @Test
    void refusedBoardsLeaveTheGameAsItWasAndSayWhy() throws Exception {
        start();
        parlour.key(Keys.B);
        State s = parlour.awaitStatus("Board editor, 6x5", 5000);
        // the clocks stop while the editor is open
        parlour.advance(700);
        assertEquals(s.integers("clocks"), parlour.state().integers("clocks"), "the clocks stand still in the editor");
        // the cursor starts on piece 1: X blocks its cell
        parlour.key(Keys.X);
        s = parlour.awaitStatus("Piece 1 is on a blocked cell (2, 2)", 2000);
        parlour.key(Keys.ENTER);
        s = parlour.awaitStatus("This board cannot be played: Piece 1 is on a blocked cell (2, 2)", 2000);
        assertTrue(s.string("board").equals(BOARD_SETUP) && s.moves().isEmpty(), "the game is untouched: " + s);
        // the editor's own undo (U) unblocks it
        parlour.key(Keys.U);
        s = parlour.awaitStatus("Undone.", 2000);
        assertFalse(s.status().contains("blocked cell"), s.text());
        // by mouse: the Piece 2 tool, then a click on piece 1's cell
        parlour.click("Piece 2");
        parlour.click("2,2");
        parlour.key(Keys.ENTER);
        parlour.awaitStatus("This board cannot be played: Both pieces are on one cell (2, 2)", 2000);
        // Clear, then Enter: no pieces
        parlour.key(Keys.FORWARD_DEL);
        parlour.key(Keys.ENTER);
        parlour.awaitStatus("This board cannot be played: Piece 1 is not on the board", 2000);
        // the shell's Hint is refused in the editor; Esc goes back to the game as it was
        parlour.key(Keys.T);
        parlour.awaitStatus("Hint is for the game", 2000);
        parlour.key(Keys.ESCAPE);
        s = parlour.awaitStatus("Your move.", 2000);
        assertFalse(s.status().contains("Board editor"), s.text());
        assertTrue(s.string("board").equals(BOARD_SETUP) && s.moves().isEmpty(), s.text());
        assertTrue(parlour.onGameThread(() -> parlour.app().getScreen()) instanceof GameScreen, "still in the game");
    }

    @Test
    void undoRightAfterPlayingAnEditedBoardBringsTheLastGameBack() throws Exception {
        start();
        parlour.key(Keys.B);
        parlour.awaitStatus("Board editor", 5000);
        parlour.key(Keys.LEFT);
        parlour.key(Keys.SPACE);
        parlour.key(Keys.ENTER);
        State s = parlour.awaitState(now -> now.string("board").equals(BOARD_SETUP + " 1 2"), 5000);
        assertFalse(s.status().contains("Board editor"), s.text());
        parlour.key(Keys.U);
        parlour.awaitState(now -> now.string("board").equals(BOARD_SETUP), 5000);
    }

    @Test
    void anEditedBoardIsPlayedAgainstTheComputer() throws Exception {
        start();
        parlour.key(Keys.B);
        parlour.awaitStatus("Board editor", 5000);
        // piece 2 to (4,2), turned from west to north; one column more; (3,4) blocked by mouse
        parlour.key(Keys.RIGHT);
        parlour.key(Keys.RIGHT);
        parlour.key(Keys.NUM_2);
        parlour.key(Keys.R);
        parlour.key(Keys.R);
        parlour.awaitStatus("Piece 2 points N.", 2000);
        parlour.key(Keys.RIGHT_BRACKET);
        parlour.awaitStatus("Board editor, 7x5", 2000);
        parlour.click("Block");
        parlour.click("3,4");
        parlour.awaitStatus("Blocked (3, 4).", 2000);
        parlour.key(Keys.ENTER);
        State s = parlour.awaitState(now -> now.string("board").equals("7 5 2 2 2 4 2 0 3 4"), 5000);
        assertTrue(s.string("options.size").equals("7x5") && s.moves().isEmpty(), s.text());
        // the game on it plays: player 1 south from (3,2), then the computer answers
        parlour.key(Keys.X);
        parlour.key(Keys.ENTER);
        s = parlour.awaitState(now -> now.toMove() == 1, 10000);
        assertTrue(s.movesGoOnFrom("4"), s.text());
    }

    /**
     * On a phone (issue #35 found "Edytuj planszę" 124x24 and the tools 28 px high): the Edit board tool and every
     * editor tool are 44 CSS px high or more, and as wide, as a finger needs.
     */
    @Test
    void onATouchScreenTheEditorsToolsAreFingerSized() throws Exception {
        parlour = HeadlessParlour.touchOnly(
                HeadlessParlour.options("game", "arrows", "p1", "human", "p2", "human", "board", BOARD, "lang", "pl"));
        parlour.onGameThread(() -> {
            parlour.app().resize(360, 640);
            parlour.app().render();
            return null;
        });
        // 20 px above the middle of Edit board is still on it
        Matcher edit = latest(Pattern.compile("layout board arrows .* edit at (\\S+),(\\S+)"));
        parlour.clickAt(Float.parseFloat(edit.group(1)), Float.parseFloat(edit.group(2)) - 20);
        // the editor opened: its layout names its tools
        parlour.onGameThread(() -> {
            parlour.app().render();
            return null;
        });
        Matcher tools = latest(Pattern.compile("layout board arrows-editor .* tools at (.*)"));
        TreeSet<Float> rows = new TreeSet<>(), columns = new TreeSet<>();
        for (String point : tools.group(1).split(" ")) {
            columns.add(Float.parseFloat(point.split(",")[0]));
            rows.add(Float.parseFloat(point.split(",")[1]));
        }
        assertTrue(rows.size() > 1 && columns.size() > 1, tools.group(1));
        for (TreeSet<Float> line : List.of(rows, columns)) {
            Float before = null;
            for (Float at : line) {
                // a tool's face is 4 px less than the step from one to the next
                if (before != null)
                    assertTrue(
                            at - before - 4 >= UiKit.TOUCH_TARGET - 0.5f, "tools at " + line + ": " + tools.group(1));
                before = at;
            }
        }
    }

    /** The latest layout event {@code p} matches, matched. */
    private Matcher latest(Pattern p) throws Exception {
        List<String> events = parlour.events();
        for (int i = events.size() - 1; i >= 0; i--) {
            Matcher m = p.matcher(events.get(i));
            if (m.matches()) return m;
        }
        throw new AssertionError("no event matches " + p + ": " + events);
    }
}
