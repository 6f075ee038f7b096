package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import java.util.Arrays;
import java.util.Collections;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.board.MoveInput;
import parlour.shell.GameScreen;

/**
 * The seam is general: Nim, a game that exists only in the tests, is registered in the catalogue and
 * played through the one game screen with no change to shared code: a two-step move by keys, a wrong
 * step refused with a message, undo against the computer, an undoable restart, save and load, clocks
 * that decide a game, and the automaton's rounds with Play and Step.
 */
class SeamGameScreenTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private GameScreen<?> screen() throws Exception {
        return parlour.onGameThread(() -> (GameScreen<?>) parlour.app().getScreen());
    }

    @Test
    void aTwoStepMoveByKeysIsPlayedAndTheComputerAnswers() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "p2", "ai:perfect"));
        String s = parlour.state();
        assertTrue(s.contains("\"game\":\"nim\"") && s.contains("\"heaps\":\"3-4-5\""), s);
        assertTrue(s.contains("Choose a heap, then how many sticks to take."), "the status says how to move: " + s);
        assertFalse(s.contains("\"hint\":\""), s);
        assertNull(
                parlour.onGameThread(() -> parlour.app().pointOf("Hint")),
                "a game without advice shows no Hint button");
        // Enter picks heap a (the cursor starts there), Right makes it two sticks, Enter takes them
        parlour.key(Keys.ENTER);
        assertTrue(parlour.state().contains("\"moves\":[]"), "one step is not yet a move");
        parlour.key(Keys.RIGHT);
        parlour.key(Keys.ENTER);
        String after = parlour.awaitState("\"moves\":[\"a2\",", 5000);
        assertTrue(parlour.events.contains("move 1 1 a2"), parlour.events.toString());
        // the computer (perfect) answers with a move that leaves a nim-sum of zero: heaps 1 4 5 -> 1 4 5 minus ...
        assertTrue(after.contains("\"toMove\":1"), after);
    }

    @Test
    void aWrongStepIsRefusedWithAMessageAndChangesNothing() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "p2", "human"));
        GameScreen<?> screen = screen();
        int answer = parlour.onGameThread(() -> screen.offer(Collections.singletonList("z")));
        assertEquals(MoveInput.REFUSED, answer);
        int more = parlour.onGameThread(() -> screen.offer(Collections.singletonList("b")));
        assertEquals(MoveInput.MORE, more, "a heap alone begins several moves");
        assertEquals(
                Arrays.asList("1", "2", "3", "4"),
                parlour.onGameThread(() -> screen.next(Collections.singletonList("b"))));
        int tooMany = parlour.onGameThread(() -> screen.offer(Arrays.asList("b", "9")));
        assertEquals(MoveInput.REFUSED, tooMany);
        assertTrue(parlour.state().contains("\"moves\":[]"), "nothing was played");
    }

    @Test
    void undoTakesBackTheComputersReplyAndRestartCanBeUndone() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "p2", "ai:perfect"));
        parlour.key(Keys.ENTER);
        parlour.key(Keys.ENTER);
        parlour.awaitState("\"moves\":[\"a1\",", 5000);
        parlour.key(Keys.U);
        parlour.awaitState("\"moves\":[]", 2000);
        parlour.key(Keys.Y); // Y alone is not redo: Ctrl+Y is
        assertTrue(parlour.state().contains("\"moves\":[]"));
        parlour.key(Keys.ENTER);
        parlour.key(Keys.ENTER);
        parlour.awaitState("\"moves\":[\"a1\",", 5000);
        parlour.key(Keys.R);
        parlour.awaitState("\"moves\":[]", 2000);
        parlour.key(Keys.U);
        parlour.awaitState("\"moves\":[\"a1\",", 2000);
    }

    @Test
    void saveThenLoadGivesTheSameGame() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "p2", "human", "heaps", "1-2-3"));
        parlour.key(Keys.DOWN);
        parlour.key(Keys.ENTER);
        parlour.key(Keys.ENTER);
        parlour.awaitState("\"moves\":[\"b1\"]", 2000);
        parlour.key(Keys.S);
        // the Save dialog's name field has the focus; Enter saves
        parlour.key(Keys.ENTER);
        assertEquals(1, parlour.saves.saved.size(), "saved under the suggested name");
        String name = parlour.saves.names().get(0);
        assertEquals("Nim, 1 move, player 1 against player 2", name);
        String text = parlour.saves.read(name);
        assertTrue(text.contains("[Game \"nim\"]") && text.contains("[Heaps \"1-2-3\"]") && text.contains("b1"), text);
        GameScreen<?> before = screen();
        parlour.onGameThread(() -> {
            before.files().loadText(text.replace("b1", "c9"), "broken");
            return null;
        });
        assertTrue(screen() == before, "a damaged save leaves the game in progress");
        parlour.onGameThread(() -> {
            before.files().loadText(text, "the save");
            return null;
        });
        assertTrue(screen() != before);
        assertTrue(parlour.state().contains("\"moves\":[\"b1\"]"));
    }

    @Test
    void aPlayerWhoseClockRunsOutLosesAndUndoGivesTheTimeBack() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "p2", "human", "clock", "1"));
        parlour.key(Keys.ENTER);
        parlour.key(Keys.ENTER);
        // player 1 moved at once; player 2 does not, and loses on time
        String s = parlour.awaitState("\"result\":\"1\"", 5000);
        assertTrue(s.contains(",0]"), "player 2's clock shows zero: " + s);
        assertTrue(s.contains("on time"), s);
        assertTrue(
                parlour.events.stream().anyMatch(e -> e.startsWith("game over result 1")), parlour.events.toString());
        parlour.key(Keys.U);
        String back = parlour.state();
        assertTrue(back.contains("\"result\":\"none\"") && back.contains("\"moves\":[]"), back);
        assertTrue(
                back.contains("\"clocks\":[9") || back.contains("\"clocks\":[1000,1000]"),
                "undo gives the clocks of the start back: " + back);
    }

    @Test
    void theAutomatonPlaysRoundsWithPlayAndStep() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "mode", "demo", "heaps", "1-2-3"));
        assertTrue(parlour.state().contains("\"toMove\":0"));
        parlour.key(Keys.N);
        parlour.awaitState("\"moves\":[\"c1\"]", 2000);
        parlour.key(Keys.P);
        String end = parlour.awaitState("\"result\":\"tie\"", 10000);
        assertTrue(end.contains("\"moves\":[\"c1\",\"b1\","), end);
        parlour.key(Keys.U);
        assertFalse(parlour.state().contains("\"result\":\"tie\""), "undo steps back one round");
    }
}
