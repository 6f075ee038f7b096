package parlour.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import parlour.morris.MorrisBoard;
import parlour.testing.Pixels;

/**
 * Six Men's Morris in a real LWJGL3 window on Xvfb, driven with xdotool: the board is drawn where the layout
 * line says, Enter places a piece at the keyboard cursor, the computer answers, a click places on an empty
 * point, and the placed pieces show on screen.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MorrisWindowIT extends GameWindowTest {
    private static final List<String> ARGS = List.of(
            "--game",
            "morris6",
            "--p1",
            "human",
            "--p2",
            "ai:easy",
            "--first",
            "1",
            "--sound",
            "off",
            "--window",
            "960x720");
    private static final String NUM = "(-?\\d+(?:\\.\\d+)?)";
    private static final Pattern LAYOUT =
            Pattern.compile("layout board morris a1 at " + NUM + "\\s*,\\s*" + NUM + " step " + NUM + ".*");
    private static final Pattern MOVE = Pattern.compile("move (\\d+) (\\d+) (\\S+).*");
    private static final MorrisBoard BOARD = MorrisBoard.SIX;

    private long window;
    private Rectangle onScreen;
    private BufferedImage startShot;

    MorrisWindowIT() {
        super("parlour-home-", "morris-game.log", ARGS);
    }

    /** Point {@code name}'s centre in window pixels. */
    private double[] at(String name) {
        Matcher m = game.latest(LAYOUT).match;
        int p = BOARD.pointNamed(name);
        double step = Double.parseDouble(m.group(3));
        return new double[] {
            Double.parseDouble(m.group(1)) + BOARD.col(p) * step, Double.parseDouble(m.group(2)) - BOARD.row(p) * step
        };
    }

    private List<String> moves() {
        List<String> out = new ArrayList<>();
        for (GameProcess.Seen s : game.all(MOVE)) out.add(s.match.group(3));
        return out;
    }

    @Test
    @Order(1)
    void theBoardIsDrawnWhereTheLayoutSays() throws Exception {
        window = session.awaitWindow(LAYOUT);
        onScreen = x.geometry(window);
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        String problem;
        do {
            startShot = x.screenshot(shots.resolve("morris-start.png"));
            problem = null;
            // every point is a dark dot on the light board: it differs from the middle of the board (no point there)
            double[] centre = {(at("a1")[0] + at("e5")[0]) / 2, (at("a1")[1] + at("e5")[1]) / 2};
            int background = startShot.getRGB(
                    onScreen.x + (int) Math.round(centre[0]), onScreen.y + (int) Math.round(centre[1]));
            for (int p = 0; p < BOARD.points; p++) {
                double[] c = at(BOARD.name(p));
                if (Pixels.maxDiffInDisc(startShot, onScreen.x + c[0], onScreen.y + c[1], 3, background) <= 60) {
                    problem = "no point drawn at " + BOARD.name(p);
                }
            }
            if (problem == null) break;
            GameProcess.sleep(250);
        } while (System.nanoTime() < deadline);
        if (problem != null) fail(problem + " (see morris-start.png)");
    }

    @Test
    @Order(2)
    void enterPlacesAtTheCursorAndTheComputerAnswers() {
        x.pointTo(window, 4, 4);
        x.key("Right"); // shows the cursor on a1
        x.key("Return");
        game.await(Pattern.compile("move 1 1 a1.*"), Duration.ofSeconds(10), "a1 placed by Enter");
        game.await(Pattern.compile("move 2 2 .*"), Duration.ofSeconds(15), "the computer's answer");
    }

    @Test
    @Order(3)
    void aClickPlacesOnAnEmptyPointAndThePiecesShow() throws Exception {
        List<String> before = moves();
        String target = null;
        for (String p : new String[] {"e5", "d4", "c5", "b4", "a5"})
            if (!before.contains(p)) target = target == null ? p : target;
        double[] c = at(target);
        x.click(window, (int) Math.round(c[0]), (int) Math.round(c[1]));
        x.pointTo(window, 4, 4);
        game.await(Pattern.compile("move 3 1 " + target + ".*"), Duration.ofSeconds(10), "a click on " + target);
        game.await(Pattern.compile("move 4 2 .*"), Duration.ofSeconds(15), "the computer's second answer");
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        String missing;
        do {
            BufferedImage now = x.screenshot(shots.resolve("morris-game.png"));
            missing = null;
            for (String m : moves()) {
                double[] p = at(m);
                int changed = Pixels.changed(
                        startShot,
                        now,
                        new Rectangle(onScreen.x + (int) p[0] - 8, onScreen.y + (int) p[1] - 8, 16, 16),
                        40);
                if (changed < 60) missing = m + " (" + changed + " pixels changed)";
            }
            if (missing == null) break;
            GameProcess.sleep(250);
        } while (System.nanoTime() < deadline);
        assertEquals(null, missing, "a placed piece does not show on the board");
        assertTrue(game.process.isAlive(), game.tail(20));
    }
}
