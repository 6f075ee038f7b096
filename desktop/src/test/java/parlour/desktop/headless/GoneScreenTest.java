package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

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
        String editing = parlour.awaitState("\"moves\":[\"fill\"]", 2000);
        assertTrue(
                editing.contains("\"status\":\"Click or Space paints a pebble") && !editing.contains("to move"),
                "nobody is to move in the editor: " + editing);
        String seen = parlour.screenText();
        assertFalse(
                seen.contains("Player 1") || seen.contains("Player 2"), "the editor shows no players' rows: " + seen);
        parlour.key(Keys.W);
        parlour.key(Keys.UP);
        parlour.key(Keys.SPACE);
        parlour.awaitState("\"moves\":[\"fill\",\"w4,3\"]", 2000);
        parlour.key(Keys.SPACE);
        assertTrue(
                parlour.state().contains("\"moves\":[\"fill\",\"w4,3\"]"),
                "painting a place its own colour is refused");
        parlour.key(Keys.G);
        parlour.awaitState("\"toMove\":0", 2000);
        parlour.key(Keys.N);
        parlour.awaitState("\"round\"]", 2000);
        parlour.key(Keys.P);
        String end = parlour.awaitState("\"result\":\"tie\"", 20000);
        assertTrue(end.contains("\"status\":\"8 rounds, no black remains."), "the verdict, not a tie: " + end);
        assertNull(
                parlour.onGameThread(() -> parlour.app().pointOf("Rematch")),
                "no Rematch where nobody plays against anybody");
        parlour.key(Keys.J);
        assertTrue(
                parlour.screenText().contains("No sides to swap here: Restart (R) starts again."),
                "J says why: " + parlour.screenText());
        assertTrue(parlour.state().contains("\"result\":\"tie\""), "and the verdict stays");
        parlour.key(Keys.U);
        assertFalse(parlour.state().contains("\"result\":\"tie\""), "undo steps back one round");
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
        String s = parlour.awaitState("\"moves\":[\"clear\",\"w4,4\",\"fill\",\"board:", 2000);
        assertTrue(s.contains("\"board:......../......../......../......../....W.../......../......../........\"]"), s);
    }

    @Test
    void aChallengeAgainstTheComputer() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "gone", "size", "8x8", "mode", "challenge", "k", "1", "p2", "ai:best"));
        parlour.key(Keys.G);
        parlour.awaitState("\"toMove\":1", 2000);
        String seen = parlour.screenText();
        assertTrue(
                seen.contains("You") && seen.contains("Computer (best)"), "a challenge has its players' rows: " + seen);
        parlour.key(Keys.SPACE);
        parlour.awaitState("\"moves\":[\"play\",\"4,4\",", 10000);
        parlour.awaitState("\"toMove\":0", 10000);
        parlour.key(Keys.P);
        long deadline = System.currentTimeMillis() + 20000;
        String s = parlour.state();
        while (s.contains("\"result\":\"none\"") && System.currentTimeMillis() < deadline) {
            Thread.sleep(50);
            s = parlour.state();
        }
        assertFalse(s.contains("\"result\":\"none\""), "the challenge ends: " + s);
        assertTrue(
                s.contains("\"result\":\"2\"") || s.contains("\"result\":\"tie\""),
                "the computer's exact placement is never worse than the middle of the board: " + s);
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
        long deadline = System.currentTimeMillis() + 30000;
        String s = parlour.state();
        while (s.contains("\"result\":\"none\"") && System.currentTimeMillis() < deadline) {
            Thread.sleep(50);
            s = parlour.state();
        }
        assertFalse(s.contains("\"result\":\"none\""), "nobody pressed Play, and the challenge still ends: " + s);
    }
}
