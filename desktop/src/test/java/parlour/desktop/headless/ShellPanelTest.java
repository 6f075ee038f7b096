package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Image;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.screen.GameScreen;
import parlour.ui.HelpPanel;

/**
 * The shared game screen's panel as a player sees it (with Nim, a game that exists only in the tests):
 * open help leaves the whole board and every panel button reachable by the pointer; the players' rows
 * keep their scores in one column whoever is to move (with Dots and Boxes, the first scored game).
 */
class ShellPanelTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private Stage stage() throws Exception {
        return parlour.onGameThread(() -> ((GameScreen<?>) parlour.app().getScreen()).stage());
    }

    /** The actor a click at (x, y) would reach, x and y from the stage's top-left. */
    private Actor hit(float x, float yDown) throws Exception {
        Stage stage = stage();
        return parlour.onGameThread(() -> stage.hit(x, stage.getHeight() - yDown, true));
    }

    private static boolean within(Actor a, Actor ancestor) {
        for (Actor p = a; p != null; p = p.getParent()) if (p == ancestor) return true;
        return false;
    }

    /** The board's four corners, inset by 2 pixels, from the stage's top-left. */
    private float[][] corners(Actor board) throws Exception {
        Stage stage = stage();
        return parlour.onGameThread(() -> {
            Vector2 lo = board.localToStageCoordinates(new Vector2(2, 2));
            Vector2 hi = board.localToStageCoordinates(new Vector2(board.getWidth() - 2, board.getHeight() - 2));
            float h = stage.getHeight();
            return new float[][] {{lo.x, h - lo.y}, {hi.x, h - lo.y}, {lo.x, h - hi.y}, {hi.x, h - hi.y}};
        });
    }

    private void assertBoardAndButtonsReachable(Actor board, String why) throws Exception {
        for (float[] c : corners(board)) {
            assertTrue(
                    within(hit(c[0], c[1]), board),
                    why + ": the board's corner at " + c[0] + "," + c[1] + " is covered");
        }
        List<String> labels = new ArrayList<>();
        for (String l : new String[] {"Undo", "Redo", "Restart", "Save", "Load", "Menu"}) labels.add(l);
        for (String label : labels) {
            float[] p = parlour.onGameThread(() -> parlour.app().pointOf(label));
            if (p == null) continue; // left to More on a small screen
            Actor a = hit(p[0], p[1]);
            assertTrue(
                    a != null && within(a, findButton(label)),
                    why + ": the " + label + " button is covered, a click reaches " + a);
        }
    }

    private Actor findButton(String label) throws Exception {
        Stage stage = stage();
        return parlour.onGameThread(() -> {
            for (Actor a : stage.getRoot().getChildren()) {
                Actor found = named(a, label);
                if (found != null) return found;
            }
            return null;
        });
    }

    private Actor findBoard() throws Exception {
        Stage stage = stage();
        return parlour.onGameThread(() -> board(stage.getRoot()));
    }

    private static Actor board(Actor a) {
        if (a.getClass().getSimpleName().equals("NimView")) return a;
        if (a instanceof Group) {
            for (Actor c : ((Group) a).getChildren()) {
                Actor found = board(c);
                if (found != null) return found;
            }
        }
        return null;
    }

    private static Actor named(Actor a, String label) {
        if (a.getName() != null && a.getName().startsWith(label)) return a;
        if (a instanceof TextButton && ((TextButton) a).getText().toString().equals(label)) return a;
        if (a instanceof Group) {
            for (Actor c : ((Group) a).getChildren()) {
                Actor found = named(c, label);
                if (found != null) return found;
            }
        }
        return null;
    }

    @Test
    void openHelpLeavesTheBoardAndThePanelButtonsReachable() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "nim", "p2", "human"));
        Actor board = findBoard();
        assertNotNull(board, "Nim's board is on the stage");
        assertBoardAndButtonsReachable(board, "without help");
        parlour.key(Keys.H);
        assertNotNull(findButton("Close"), "help is open");
        assertBoardAndButtonsReachable(board, "with help open (900x640)");
        // a move still plays by pointer while help is open
        float[] p = parlour.onGameThread(() -> parlour.app().pointOf("a1"));
        assertTrue(within(hit(p[0], p[1]), board), "the heap's stick is reachable");
        // a phone: help beside the board would squeeze it, so help opens over the game, and closing it shows the game
        parlour.onGameThread(() -> {
            parlour.app().resize(360, 640);
            return null;
        });
        Actor help = findButton("Close").getParent();
        assertTrue(help instanceof HelpPanel && within(hit(180, 320), help), "help covers the stage at 360x640");
        assertFalse(board.ancestorsVisible(), "the board is hidden under help");
        parlour.key(Keys.ESCAPE);
        assertBoardAndButtonsReachable(board, "help closed (360x640)");
    }

    /** The left and right edges (stage x) of each player's score, and of each player's mark. */
    private float[] scoreAndMarkEdges() throws Exception {
        Stage stage = stage();
        return parlour.onGameThread(() -> {
            List<Actor> scores = new ArrayList<>();
            collectScores(stage.getRoot(), scores);
            float[] out = new float[scores.size() * 2];
            for (int i = 0; i < scores.size(); i++) {
                Actor a = scores.get(i);
                out[2 * i] = a.localToStageCoordinates(new Vector2(a.getWidth(), 0)).x;
                Actor mark = ((Group) a.getParent()).getChildren().first();
                out[2 * i + 1] = mark.localToStageCoordinates(new Vector2(0, 0)).x;
            }
            return out;
        });
    }

    /** Labels reading "0" in a row that starts with an image: the players' scores. */
    private static void collectScores(Actor a, List<Actor> out) {
        if (a instanceof Label
                && "0".contentEquals(((Label) a).getText())
                && a.getParent() != null
                && a.getParent().getChildren().first() instanceof Image) out.add(a);
        if (a instanceof Group) {
            for (Actor c : ((Group) a).getChildren()) collectScores(c, out);
        }
    }

    @Test
    void scoresAndMarksStayInOneColumnWhoeverIsToMove() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "3x3", "p1", "human", "p2", "human"));
        float[] e = scoreAndMarkEdges();
        assertTrue(e.length == 4, "two scores reading 0: " + Arrays.toString(e));
        assertTrue(e[0] == e[2], "the scores' right edges line up while player 1 moves: " + e[0] + " and " + e[2]);
        assertTrue(e[1] == e[3], "the marks line up while player 1 moves: " + e[1] + " and " + e[3]);
        GameScreen<?> screen = parlour.gameScreen();
        parlour.onGameThread(() -> screen.boardInput().offer(Collections.singletonList("a1-b1")));
        parlour.awaitState(now -> now.toMove() == 2, 2000);
        float[] after = scoreAndMarkEdges();
        assertTrue(
                Arrays.equals(e, after),
                "nothing moves sideways when the turn passes: " + Arrays.toString(e) + " then "
                        + Arrays.toString(after));
    }

    private float[] undoAfterStatus(GameScreen<?> screen, String status) throws Exception {
        return parlour.onGameThread(() -> {
            screen.parts().files.status(status);
            screen.render(0.016f);
            return parlour.app().pointOf("Undo");
        });
    }

    @Test
    void panelButtonsStayPutWhenTheStatusGrowsFromOneLineToThree() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "3x3", "p1", "human", "p2", "human"));
        GameScreen<?> screen = parlour.gameScreen();
        String three = "Line one of the status.\nLine two of the status.\nLine three of the status.";
        for (int[] size : new int[][] {{900, 640}, {360, 640}}) {
            parlour.onGameThread(() -> {
                parlour.app().resize(size[0], size[1]);
                return null;
            });
            float[] one = undoAfterStatus(screen, "Your move.");
            float[] grown = undoAfterStatus(screen, three);
            assertTrue(
                    one != null && Arrays.equals(one, grown),
                    size[0] + "x" + size[1] + ": Undo moved from " + Arrays.toString(one) + " to "
                            + Arrays.toString(grown));
        }
    }
}
