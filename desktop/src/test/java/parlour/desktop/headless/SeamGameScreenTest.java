package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.board.MoveInput;
import parlour.shell.screen.GameScreen;
import parlour.testing.State;

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

    @Test
    void aTwoStepMoveByKeysIsPlayedAndTheComputerAnswers() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "p2", "ai:perfect"));
        State s = parlour.state();
        assertEquals("nim", s.string("game"), s.text());
        assertEquals("3-4-5", s.string("options.heaps"), s.text());
        assertTrue(
                s.status().contains("Choose a heap, then how many sticks to take."),
                "the status says how to move: " + s);
        assertNull(s.hint(), s.text());
        assertNull(
                parlour.onGameThread(() -> parlour.app().pointOf("Hint")),
                "a game without advice shows no Hint button");
        // Enter picks heap a (the cursor starts there), Right makes it two sticks, Enter takes them
        parlour.key(Keys.ENTER);
        assertEquals(List.of(), parlour.state().moves(), "one step is not yet a move");
        parlour.key(Keys.RIGHT);
        parlour.key(Keys.ENTER);
        State after = parlour.awaitState(now -> now.movesGoOnFrom("a2"), 5000);
        assertTrue(parlour.events().contains("move 1 1 a2"), parlour.events().toString());
        // the computer (perfect) answers with a move that leaves a nim-sum of zero: heaps 1 4 5 -> 1 4 5 minus ...
        assertEquals(1, after.toMove(), after.text());
    }

    @Test
    void aWrongStepIsRefusedWithAMessageAndChangesNothing() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "p2", "human"));
        GameScreen<?> screen = parlour.gameScreen();
        int answer = parlour.onGameThread(() -> screen.boardInput().offer(Collections.singletonList("z")));
        assertEquals(MoveInput.REFUSED, answer);
        int more = parlour.onGameThread(() -> screen.boardInput().offer(Collections.singletonList("b")));
        assertEquals(MoveInput.MORE, more, "a heap alone begins several moves");
        assertEquals(
                Arrays.asList("1", "2", "3", "4"),
                parlour.onGameThread(() -> screen.boardInput().next(Collections.singletonList("b"))));
        int tooMany = parlour.onGameThread(() -> screen.boardInput().offer(Arrays.asList("b", "9")));
        assertEquals(MoveInput.REFUSED, tooMany);
        assertEquals(List.of(), parlour.state().moves(), "nothing was played");
    }

    @Test
    void undoTakesBackTheComputersReplyAndRestartCanBeUndone() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "p2", "ai:perfect"));
        parlour.key(Keys.ENTER);
        parlour.key(Keys.ENTER);
        parlour.awaitState(now -> now.movesGoOnFrom("a1"), 5000);
        parlour.key(Keys.U);
        parlour.awaitMoves(2000);
        parlour.key(Keys.Y); // Y alone is not redo: Ctrl+Y is
        assertEquals(List.of(), parlour.state().moves());
        parlour.key(Keys.ENTER);
        parlour.key(Keys.ENTER);
        parlour.awaitState(now -> now.movesGoOnFrom("a1"), 5000);
        parlour.key(Keys.R);
        parlour.awaitMoves(2000);
        parlour.key(Keys.U);
        parlour.awaitState(now -> now.movesGoOnFrom("a1"), 2000);
    }

    @Test
    void saveThenLoadGivesTheSameGame() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "p2", "human", "heaps", "1-2-3"));
        parlour.key(Keys.DOWN);
        parlour.key(Keys.ENTER);
        parlour.key(Keys.ENTER);
        parlour.awaitMoves(2000, "b1");
        parlour.key(Keys.S);
        // the Save dialog's name field has the focus; Enter saves
        parlour.key(Keys.ENTER);
        assertEquals(1, parlour.saves.saved.size(), "saved under the suggested name");
        String name = parlour.saves.names().get(0);
        assertEquals("Nim, 1 move, player 1 against player 2", name);
        String text = parlour.saves.read(name);
        assertTrue(text.contains("[Game \"nim\"]") && text.contains("[Heaps \"1-2-3\"]") && text.contains("b1"), text);
        GameScreen<?> before = parlour.gameScreen();
        parlour.onGameThread(() -> {
            before.parts().files.loadText(text.replace("b1", "c9"), "broken");
            return null;
        });
        assertTrue(parlour.gameScreen() == before, "a damaged save leaves the game in progress");
        parlour.onGameThread(() -> {
            before.parts().files.loadText(text, "the save");
            return null;
        });
        assertTrue(parlour.gameScreen() != before);
        assertEquals(List.of("b1"), parlour.state().moves());
    }

    @Test
    void aPlayerWhoseClockRunsOutLosesAndUndoGivesTheTimeBack() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "p2", "human", "clock", "1"));
        parlour.key(Keys.ENTER);
        parlour.key(Keys.ENTER);
        // player 1 moved at once; player 2 does not, and loses on time
        State s = parlour.awaitState(now -> now.result().equals("1"), 5000);
        assertEquals(0, s.integers("clocks").get(1), "player 2's clock shows zero: " + s);
        assertTrue(s.status().contains("on time"), s.text());
        assertTrue(
                parlour.events().stream().anyMatch(e -> e.startsWith("game over result 1")),
                parlour.events().toString());
        parlour.key(Keys.U);
        State back = parlour.state();
        assertFalse(back.over(), back.text());
        assertEquals(List.of(), back.moves(), back.text());
        assertTrue(
                back.integers("clocks").get(0) >= 900 && back.integers("clocks").get(1) == 1000,
                "undo gives the clocks of the start back: " + back);
    }

    @Test
    void theAutomatonPlaysRoundsWithPlayAndStep() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "mode", "demo", "heaps", "1-2-3"));
        assertEquals(0, parlour.state().toMove());
        parlour.key(Keys.N);
        parlour.awaitMoves(2000, "c1");
        parlour.key(Keys.P);
        State end = parlour.awaitState(now -> now.result().equals("tie"), 10000);
        assertTrue(end.movesGoOnFrom("c1", "b1"), end.text());
        parlour.key(Keys.U);
        assertFalse(parlour.state().over(), "undo steps back one round");
    }
}
