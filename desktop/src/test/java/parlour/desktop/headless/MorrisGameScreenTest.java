package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.InputProcessor;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.board.MoveInput;
import parlour.shell.menu.MenuScreen;
import parlour.shell.screen.GameScreen;
import parlour.testing.State;
import parlour.ui.BaseScreen;

/**
 * Six and Nine Men's Morris through the real game screen without a window: placing, a mill and its removal
 * and dragging a piece by mouse, placing by keys along the board's geometry, refused attempts that change
 * nothing, a damaged save that leaves the game alone, and whole games of the computer against itself.
 */
class MorrisGameScreenTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    /**
     * A screen y for a stage y from the top: the headless backend reports a 0-pixel-high screen, so the
     * stage's unprojection (which flips y against the screen height) is compensated for the 640-high window.
     */
    private static int screenY(float y) {
        return Math.round(y) + Gdx.graphics.getHeight() - 640;
    }

    /** A click on a point (or a step such as "xb2") where the board says it is. */
    private void click(String step) throws Exception {
        float[] at = parlour.onGameThread(() -> parlour.app().pointOf(step));
        assertNotNull(at, step);
        parlour.onGameThread(() -> {
            InputProcessor in = ((BaseScreen) parlour.app().getScreen()).inputProcessor();
            in.touchDown(Math.round(at[0]), screenY(at[1]), 0, 0);
            in.touchUp(Math.round(at[0]), screenY(at[1]), 0, 0);
            return null;
        });
    }

    private void drag(String from, String to) throws Exception {
        float[] a = parlour.onGameThread(() -> parlour.app().pointOf(from));
        float[] b = parlour.onGameThread(() -> parlour.app().pointOf(to));
        parlour.onGameThread(() -> {
            InputProcessor in = ((BaseScreen) parlour.app().getScreen()).inputProcessor();
            in.touchDown(Math.round(a[0]), screenY(a[1]), 0, 0);
            in.touchDragged(Math.round((a[0] + b[0]) / 2), screenY((a[1] + b[1]) / 2), 0);
            in.touchDragged(Math.round(b[0]), screenY(b[1]), 0);
            in.touchUp(Math.round(b[0]), screenY(b[1]), 0, 0);
            return null;
        });
    }

    /** Waits for the game to end; returns the state. */
    private State awaitEnd(long millis) throws Exception {
        return parlour.awaitState(State::over, millis);
    }

    /** Two people on Six Men's Morris, every piece placed and player 1 to move one. */
    private void startAfterThePlacements() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "morris6", "p1", "human", "p2", "human", "first", "1"));
        GameScreen<?> s = parlour.gameScreen();
        String save = "[Parlour \"1\"]\n[Game \"morris6\"]\n\na1 e1 c2 c4 d3 b3 e5 a5 d2 b2 c5 e3\n";
        parlour.onGameThread(() -> {
            s.parts().files.loadText(save, "test");
            parlour.app().resize(900, 640); // the headless backend gives a new screen no size of its own
            return null;
        });
        parlour.awaitState(now -> now.toMove() == 1, 2000);
    }

    @Test
    void whoMovesFirstIsDrawnAtRandomByDefault() throws Exception {
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < 12 && seen.size() < 2; i++) {
            parlour = new HeadlessParlour(HeadlessParlour.options("game", "morris6", "p1", "human", "p2", "human"));
            seen.add(parlour.state().toMove());
            parlour.stop();
            parlour = null;
        }
        assertEquals(2, seen.size(), "both players got the first move in a dozen games");
    }

    @Test
    void placingAMillAndItsRemovalByMouse() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "morris6", "p1", "human", "p2", "human", "first", "1"));
        assertEquals("morris6", parlour.state().string("game"));
        click("a1");
        parlour.awaitMoves(2000, "a1");
        click("a1");
        State refused = parlour.state();
        assertEquals(List.of("a1"), refused.moves(), "a taken point is refused");
        assertEquals(2, refused.toMove(), "a taken point is refused: " + refused);
        for (String p : new String[] {"b2", "c1", "d2"}) click(p);
        click("e1");
        State waiting = parlour.state();
        assertEquals(List.of("a1", "b2", "c1", "d2"), waiting.moves(), "a mill waits for its removal");
        assertThat(waiting.status())
                .as("the status says what to do next: " + waiting)
                .contains("Player 1: Mill! Remove one of your opponent's pieces");
        click("a3");
        assertEquals(List.of("a1", "b2", "c1", "d2"), parlour.state().moves(), "an empty point is no removal");
        click("xb2");
        parlour.awaitMoves(2000, "a1", "b2", "c1", "d2", "e1xb2");
    }

    @Test
    void escDropsAChosenPieceBeforeItLeavesForTheMenu() throws Exception {
        startAfterThePlacements();
        click("a1");
        State chosen = parlour.state();
        assertThat(chosen.status()).as(chosen.text()).contains("Now choose where the piece on a1 goes");
        parlour.key(Keys.ESCAPE);
        State after = parlour.state();
        assertTrue(parlour.onGameThread(() -> parlour.app().getScreen() instanceof GameScreen), "Esc kept the game");
        assertThat(after.status()).as("the choice is dropped: " + after).contains("Player 1 to move.");
        click("a1");
        click("a3");
        parlour.awaitState(now -> "a1-a3".equals(now.lastMove()), 2000);
        parlour.key(Keys.ESCAPE);
        assertTrue(
                parlour.onGameThread(() -> parlour.app().getScreen() instanceof MenuScreen),
                "with nothing chosen, Esc opens the menu");
    }

    @Test
    void restartDrawsTheFirstPlayerAgainWhenItWasRandom() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "morris6", "p1", "human", "p2", "human", "first", "random"));
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < 24 && seen.size() < 2; i++) {
            parlour.key(Keys.R);
            seen.add(parlour.state().toMove());
        }
        assertEquals(2, seen.size(), "both players got the first move in two dozen restarts");
    }

    @Test
    void aPieceIsDraggedOrClickedToItsDestinationAndAFarPointIsRefused() throws Exception {
        startAfterThePlacements();
        drag("a1", "a3");
        parlour.awaitState(now -> "a1-a3".equals(now.lastMove()), 2000);
        click("e1");
        click("d2");
        State refused = parlour.state();
        assertEquals("a1-a3", refused.lastMove(), "a far point is refused: " + refused);
        click("c1");
        parlour.awaitState(now -> "e1-c1".equals(now.lastMove()), 2000);
    }

    @Test
    void theKeyboardCursorFollowsTheLinesAndEnterPlaces() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "morris9", "p1", "human", "p2", "human", "first", "1"));
        parlour.key(Keys.RIGHT); // shows the cursor on a1
        parlour.key(Keys.ENTER);
        parlour.awaitMoves(2000, "a1");
        parlour.key(Keys.RIGHT); // a1 -> d1 along the line
        parlour.key(Keys.UP); // d1 -> d2
        parlour.key(Keys.ENTER);
        parlour.awaitMoves(2000, "a1", "d2");
        parlour.key(Keys.UP); // d2 -> d3
        parlour.key(Keys.LEFT); // d3 -> c3
        parlour.key(Keys.ENTER);
        parlour.awaitMoves(2000, "a1", "d2", "c3");
    }

    @Test
    void aDamagedSaveLeavesTheGameAndARefusedStepChangesNothing() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "morris6", "p1", "human", "p2", "human", "first", "1"));
        click("c2");
        parlour.awaitMoves(2000, "c2");
        GameScreen<?> before = parlour.gameScreen();
        parlour.onGameThread(() -> {
            before.parts().files.loadText("[Parlour \"1\"]\n[Game \"morris6\"]\n\nc2 c2\n", "broken");
            return null;
        });
        assertTrue(parlour.gameScreen() == before);
        assertEquals(List.of("c2"), parlour.state().moves());
        int answer = parlour.onGameThread(() -> before.boardInput().offer(Collections.singletonList("a1-a3")));
        assertEquals(MoveInput.REFUSED, answer);
        assertEquals(List.of("c2"), parlour.state().moves(), "a refused step changes nothing");
    }

    @Test
    void theComputerPlaysWholeGamesAgainstItself() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "game", "morris6", "p1", "ai:easy", "p2", "ai:strong", "flying", "off", "first", "1"));
        State end = awaitEnd(150_000);
        assertTrue(end.result().equals("2") || end.result().equals("draw"), "strong does not lose to easy: " + end);
        if (end.result().equals("draw"))
            assertThat(end.status()).as("the result line says draw: " + end).contains("A draw (");
        parlour.stop();
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "morris9", "p1", "ai:medium", "p2", "ai:easy", "first", "1"));
        awaitEnd(120_000);
    }
}
