package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.testing.State;

/**
 * Gone through the real game screen on libGDX's headless backend, by keys alone: the editor's tools
 * and cursor, Go, Step, Play to the verdict and undo of a round; and a challenge against the computer.
 */
class GoneScreenTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    @Test
    void theEditorByKeysThenTheRounds() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "gone", "size", "8x8", "p2", "human"));
        parlour.key(Keys.F);
        State editing = parlour.awaitMoves(2000, "fill");
        assertThat(editing.status())
                .as("nobody is to move in the editor: " + editing)
                .startsWith("Click or Space paints a pebble");
        assertThat(editing.status())
                .as("nobody is to move in the editor: " + editing)
                .doesNotContain("to move");
        String seen = parlour.screenText();
        assertThat(seen).as("the editor shows no players' rows: " + seen).doesNotContain("Player 1");
        assertThat(seen).as("the editor shows no players' rows: " + seen).doesNotContain("Player 2");
        parlour.key(Keys.W);
        parlour.key(Keys.UP);
        parlour.key(Keys.SPACE);
        parlour.awaitMoves(2000, "fill", "w4,3");
        parlour.key(Keys.SPACE);
        assertEquals(List.of("fill", "w4,3"), parlour.state().moves(), "painting a place its own colour is refused");
        parlour.key(Keys.G);
        parlour.awaitState(now -> now.toMove() == 0, 2000);
        parlour.key(Keys.N);
        parlour.awaitState(now -> "round".equals(now.lastMove()), 2000);
        parlour.key(Keys.P);
        State end = parlour.awaitState(now -> now.result().equals("tie"), 20000);
        assertThat(end.status()).as("the verdict, not a tie: " + end).startsWith("8 rounds, no black remains.");
        // the rounds are over: the button offers Play again, not Pause (issue 48, item 9)
        List<String> controls = parlour.onGameThread(() -> new ArrayList<>(parlour.pageControls));
        assertThat(controls).as("the controls at the verdict").anyMatch(c -> c.startsWith("Play"));
        assertThat(controls).as("the controls at the verdict").noneMatch(c -> c.startsWith("Pause"));
        assertNull(
                parlour.onGameThread(() -> parlour.app().pointOf("Rematch")),
                "no Rematch where nobody plays against anybody");
        parlour.key(Keys.J);
        assertThat(parlour.screenText())
                .as("J says why: " + parlour.screenText())
                .contains("No sides to swap here: Restart (R) starts again.");
        assertEquals("tie", parlour.state().result(), "and the verdict stays");
        parlour.key(Keys.U);
        assertFalse(parlour.state().over(), "undo steps back one round");
    }

    @Test
    void copyAndPasteABoard() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "gone", "size", "8x8", "p2", "human"));
        parlour.key(Keys.C);
        parlour.key(Keys.W);
        parlour.key(Keys.SPACE);
        parlour.key(Keys.K);
        parlour.key(Keys.F);
        parlour.key(Keys.V);
        State s = parlour.awaitState(now -> now.movesGoOnFrom("clear", "w4,4", "fill"), 2000);
        assertEquals(
                List.of(
                        "clear",
                        "w4,4",
                        "fill",
                        "board:......../......../......../......../....W.../......../......../........"),
                s.moves());
    }

    @Test
    void aNewGameClearsTheCopiedNote() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "gone", "size", "8x8", "p2", "human"));
        parlour.key(Keys.F);
        parlour.awaitMoves(2000, "fill");
        parlour.key(Keys.K);
        assertThat(parlour.screenText()).as(parlour.screenText()).contains("Copied the 8x8 board");
        parlour.key(Keys.R);
        parlour.awaitMoves(2000);
        // the note lasts 5 s on the board it was about; the next frame of a new game shows the brush line instead
        String seen = parlour.screenText();
        assertThat(seen).as("a new game clears the note: " + seen).doesNotContain("Copied");
        assertThat(seen).as(seen).contains("8x8, 4 neighbours. Brush: black.");
    }

    @Test
    void aChallengeAgainstTheComputer() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "gone", "size", "8x8", "mode", "challenge", "k", "1", "p2", "ai:best"));
        // the board is edited first: the editor's tools (no White: the seeds are the whites), no seat to move
        String editing = "Click or Space paints a pebble. B black, X hole. Then Go (G): each player places 1 seed on"
                + " the black.";
        assertEquals(editing, parlour.awaitStatus(editing, 2000).status());
        parlour.awaitSaid("Gone. " + editing); // and so it is heard
        parlour.key(Keys.G);
        parlour.awaitState(now -> now.toMove() == 1, 2000);
        String seen = parlour.screenText();
        assertThat(seen).as("a challenge has its players' rows: " + seen).contains("You");
        assertThat(seen).as("a challenge has its players' rows: " + seen).contains("Computer (best)");
        // the board's own lines name the players as the side panel does (issue #35: "Player 1")
        assertThat(seen).as(seen).contains("You: place seed 1 of 1 on a black pebble");
        parlour.key(Keys.SPACE);
        parlour.awaitState(now -> now.movesGoOnFrom("play", "4,4"), 10000);
        parlour.awaitState(now -> now.toMove() == 0, 10000);
        parlour.key(Keys.P);
        State s = parlour.awaitState(State::over, 20000);
        assertTrue(
                s.result().equals("2") || s.result().equals("tie"),
                "the computer's exact placement is never worse than the middle of the board: " + s);
        String end = parlour.screenText();
        assertThat(end).as("each board's verdict: " + end).contains("\nYou: ");
        assertThat(end).as("each board's verdict: " + end).contains("\nComputer (best): ");
        assertThat(end).as(end).doesNotContain("Player");
    }

    @Test
    void aChallengeBetweenTwoComputersRunsItsRoundsByItself() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "game",
                "gone",
                "size",
                "8x8",
                "mode",
                "challenge",
                "k",
                "1",
                "p1",
                "ai:random",
                "p2",
                "ai:best",
                "speed",
                "instant"));
        parlour.awaitState(State::over, 30000); // nobody pressed Play, and the challenge still ends
    }
}
