package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import com.badlogic.gdx.scenes.scene2d.ui.Image;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.screen.GameScreen;
import parlour.testing.State;
import parlour.ui.Theme;

/** The shared game screen's after-the-game commands, played with Nim (a game that exists only in the tests). */
class ShellCommandsTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private void play(String heap, String count) throws Exception {
        GameScreen<?> screen = parlour.gameScreen();
        parlour.onGameThread(() -> screen.boardInput().offer(Arrays.asList(heap, count)));
    }

    @Test
    void rematchSwapsTheSeatsAndKeepsTheOptions() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "nim", "heaps", "7", "p1", "human", "p2", "ai:perfect"));
        assertEquals(List.of("human", "ai:perfect"), parlour.state().strings("players"));
        parlour.key(Keys.J);
        assertEquals(List.of(), parlour.state().moves(), "no rematch before the game ends");
        assertNull(parlour.onGameThread(() -> parlour.app().pointOf("Rematch")), "no Rematch button during the game");
        play("a", "7");
        parlour.awaitState(now -> now.result().equals("1"), 2000);
        float[] at = parlour.onGameThread(() -> parlour.app().pointOf("Rematch"));
        assertNotNull(at, "the result offers a rematch");
        String hit = parlour.onGameThread(() -> {
            Stage stage = ((GameScreen<?>) parlour.app().getScreen()).stage();
            for (Actor a = stage.hit(at[0], stage.getHeight() - at[1], true); a != null; a = a.getParent()) {
                if (a.getName() != null) return a.getName();
            }
            return null;
        });
        assertEquals("Rematch (J)", hit, "a click on the result's Rematch reaches the button");
        parlour.key(Keys.J);
        State s = parlour.awaitState(now -> now.strings("players").equals(List.of("ai:perfect", "human")), 2000);
        assertEquals("7", s.string("options.heaps"), s.text());
        assertFalse(s.over(), s.text());
        // the computer now has the first seat, moves first and takes the heap
        parlour.awaitMoves(5000, "a7");
        parlour.awaitState(now -> now.result().equals("1"), 2000);
    }

    @Test
    void theComputersTurnOfSeveralLinesIsPlayedOneLineAtATime() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "3x1", "p1", "human", "p2", "ai:easy"));
        GameScreen<?> screen = parlour.gameScreen();
        // the last line opens a chain of three boxes: the computer closes them in three moves of one turn
        String save = "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"3x1\"]\n[Player1 \"human\"]\n[Player2 \"ai:easy\"]\n"
                + "[FirstPlayer \"1\"]\n[Result \"*\"]\n[Score \"0-0\"]\n\na1-b1 b1-c1 c1-d1 a2-b2 b2-c2 c2-d2 a1-a2\n";
        parlour.onGameThread(() -> {
            screen.parts().files.loadText(save, "the test");
            return null;
        });
        // the game's time at which each of the three lines was first seen, a frame at a time
        double[] at = new double[3];
        int[] seen = {7};
        parlour.await(
                () -> {
                    int count = State.of(parlour.app().stateJson()).moves().size();
                    while (seen[0] < count) at[seen[0]++ - 7] = parlour.time.millis();
                    return seen[0];
                },
                n -> n >= 10,
                10_000,
                n -> "the computer drew " + (n - 7) + " of its three lines");
        assertEquals("2", parlour.state().result(), "the computer took the three boxes");
        System.out.println(
                "[shell] the computer's three lines came " + (at[1] - at[0]) + " and " + (at[2] - at[1]) + " ms apart");
        for (int i = 1; i < 3; i++) {
            long gap = Math.round(at[i] - at[i - 1]);
            assertTrue(
                    gap >= 250, "line " + (i + 1) + " of the computer's turn came " + gap + " ms after the one before");
        }
    }

    private float[] point(String move) throws Exception {
        return parlour.onGameThread(() -> parlour.app().pointOf(move));
    }

    private void awaitEvent(String event) throws Exception {
        parlour.awaitEvent(event);
    }

    @Test
    void theMoveListStepsThroughTheGameOnTheBoard() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "nim", "heaps", "3-4-5", "p1", "human", "p2", "human"));
        parlour.key(Keys.V);
        assertNotNull(point("Review start"), "the move list is open with its buttons");
        float[] start = point("a1");
        // moves are played with the list open
        play("a", "2");
        play("b", "1");
        parlour.awaitMoves(2000, "a2", "b1");
        float[] now = point("a1");
        assertTrue(start[0] != now[0], "taking two sticks from heap a moves its last stick");
        // in a game going on, Left and Right are the focused board's
        parlour.key(Keys.LEFT);
        List<String> events = parlour.events();
        assertTrue(events.stream().noneMatch(e -> e.startsWith("review ")), events.toString());
        parlour.key(Keys.HOME);
        awaitEvent("review 0 of 2");
        // heap a's last stick sits further right the more sticks the heap has
        assertEquals(start[0], point("a1")[0], "the board shows the start again");
        GameScreen<?> screen = parlour.gameScreen();
        parlour.onGameThread(() -> screen.boardInput().offer(Arrays.asList("c", "1")));
        assertEquals(List.of("a2", "b1"), parlour.state().moves(), "no move is played on an earlier position");
        parlour.key(Keys.RIGHT);
        awaitEvent("review 1 of 2");
        parlour.key(Keys.END);
        awaitEvent("review 2 of 2");
        assertEquals(now[0], point("a1")[0], "End shows the game as it is");
        play("c", "1");
        parlour.awaitMoves(2000, "a2", "b1", "c1");
        parlour.key(Keys.ESCAPE);
        assertNull(point("Review start"), "Esc closes the move list");
        assertTrue(parlour.app().getScreen() instanceof GameScreen, "and stays in the game");
    }

    @Test
    void aMoveTheSolverProvesWrongIsMarked() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "2x2", "p1", "human", "p2", "human"));
        GameScreen<?> screen = parlour.gameScreen();
        for (String m : new String[] {"a1-b1", "a1-a2", "b1-b2"})
            parlour.onGameThread(() -> screen.boardInput().offer(Arrays.asList(m)));
        parlour.awaitMoves(2000, "a1-b1", "a1-a2", "b1-b2");
        parlour.key(Keys.V);
        awaitEvent("review checked 3 moves, 1 mistake");
        // b1-b2 gives the first box away: the solver proves a1-b1's neighbour b1-c1 better
        List<String> mistakes = new ArrayList<>();
        for (String e : parlour.events()) if (e.startsWith("mistake ")) mistakes.add(e);
        assertEquals(Arrays.asList("mistake 3 b1-b2 worth 0, where b1-c1 is worth +2"), mistakes);
    }

    /** In the dark theme, where it was hard to tell (issue #35): a disabled icon button is dim, an enabled one bright. */
    @Test
    void aDisabledIconButtonLooksDisabled() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "p2", "human", "theme", "dark"));
        parlour.onGameThread(() -> {
            parlour.app().resize(360, 640);
            parlour.app().render();
            return null;
        });
        Theme dark = Theme.DARK;
        assertEquals(dark.mutedText, iconColour("Undo (U)"), "Undo is disabled before a move");
        play("a", "1");
        assertEquals(dark.buttonText, iconColour("Undo (U)"), "Undo is enabled after one");
    }

    /** The colour of the icon on the button named {@code name}, drawn anew. */
    private Color iconColour(String name) throws Exception {
        return parlour.onGameThread(() -> {
            parlour.app().render();
            Stage stage = ((GameScreen<?>) parlour.app().getScreen()).stage();
            Button b = stage.getRoot().findActor(name);
            return ((Image) b.getChildren().first()).getColor();
        });
    }

    /** A game that ends while help covers it (a phone): the result shows when help closes, not over help. */
    @Test
    void aResultWhileHelpCoversTheGameShowsWhenHelpCloses() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "heaps", "7", "p2", "human"));
        parlour.onGameThread(() -> {
            parlour.app().resize(360, 640);
            parlour.app().render();
            return null;
        });
        parlour.key(Keys.H);
        play("a", "7");
        parlour.awaitState(now -> now.result().equals("1"), 2000);
        assertFalse(resultShows(), "the result is hidden with the game under help");
        parlour.key(Keys.ESCAPE);
        assertTrue(resultShows(), "the result shows with the game once help closes");
    }

    private boolean resultShows() throws Exception {
        return parlour.onGameThread(() -> {
            parlour.app().render();
            Stage stage = ((GameScreen<?>) parlour.app().getScreen()).stage();
            Actor result = stage.getRoot().findActor("result");
            return result != null && result.ancestorsVisible();
        });
    }
}
