package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.awt.image.BufferedImage;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the Morris board shows, read from its pixels in headless Chromium: the man that closes a mill stands on its
 * point while the removal is due, the men that may be taken are ringed (and an empty point is not), and the
 * computer's move stays marked on the board after its animation.
 */
class MorrisMarksBrowserIT {
    private static final String[] POINTS = {
        "a1", "c1", "e1", "e3", "e5", "c5", "a5", "a3", "b2", "c2", "d2", "d3", "d4", "c4", "b4", "b3"
    };

    @Test
    void aMillShowsItsManAndTheMenToTakeAndTheComputersMoveStaysMarked() throws Exception {
        try (WebSession web = WebSession.start()) {
            web.open("embed.html?game=morris6&p1=human&p2=ai:easy&first=1&sound=off");
            Map<String, double[]> at = new HashMap<>();
            for (String p : POINTS) at.put(p, web.widget.pointOf(p));
            for (String p : POINTS) assertNotNull(at.get(p), "where " + p + " is");
            // a1 to c1 is two steps of the grid; a man is 0.44 of a step across, and the rings of the men to take and
            // of
            // the last move reach from about 0.47 to 0.64 of a man from its centre
            double piece = 0.44 * Math.abs(at.get("c1")[0] - at.get("a1")[0]) / 2;

            // player 1 (a1, c1) can close the bottom row at e1; player 2 has b2 and d4, in no mill
            String save = "[Parlour \"1\"]\n[Game \"morris6\"]\n[Player1 \"human\"]\n[Player2 \"ai:easy\"]\n"
                    + "[FirstPlayer \"1\"]\n\na1 b2 c1 d4";
            assertEquals(null, web.browser.js("return parlour.setPosition(arguments[0]);", save));
            web.awaitMoves(List.of("a1", "b2", "c1", "d4"), Duration.ofSeconds(10));
            BufferedImage before = settledShot(web);

            double[] e1 = at.get("e1");
            web.widget.clickCanvasAt(e1[0], e1[1]);
            Widget.State pending = web.awaitStatus("Remove one", Duration.ofSeconds(5));
            assertEquals(
                    List.of("a1", "b2", "c1", "d4"), pending.strings("moves"), "the move waits: " + pending.json());
            BufferedImage removing = settledShot(web);
            assertThat(diff(before, removing, e1, 0, piece * 0.18))
                    .as("the man closing the mill is drawn on e1 while the removal is due")
                    .isGreaterThan(25);
            assertThat(distance(mean(removing, e1, 0, piece * 0.18), mean(removing, at.get("a1"), 0, piece * 0.18)))
                    .as("it looks like player 1's man on a1")
                    .isLessThan(40);
            for (String them : new String[] {"b2", "d4"}) {
                assertThat(diff(before, removing, at.get(them), piece * 0.58, piece * 0.03))
                        .as("the man on " + them + " is ringed as one to take")
                        .isGreaterThan(20);
            }
            assertThat(diff(before, removing, at.get("e5"), piece * 0.58, piece * 0.03))
                    .as("an empty point far away stays as it was")
                    .isLessThan(6);

            double[] b2 = at.get("b2");
            web.widget.clickCanvasAt(b2[0], b2[1]);
            String answered = Browser.await(
                    Duration.ofSeconds(20),
                    () -> {
                        String json = web.widget.state().json();
                        return web.widget.state().moves().size() >= 6 ? json : null;
                    },
                    () -> "the computer never answered: " + web.widget.state().json());
            List<String> moves = web.widget.state().moves();
            assertThat(moves.get(4)).as(answered).startsWith("e1");
            assertThat(moves.get(4)).as(answered).endsWith("b2");
            String reply = moves.get(5).substring(0, 2);
            web.browser.awaitFrames(90); // the computer's man placed to the end of its move
            BufferedImage after = settledShot(web);
            double[] p = at.get(reply);
            assertNotNull(p, "the computer placed on " + reply + ", a point this test knows");
            assertThat(diff(before, after, p, piece * 0.58, piece * 0.03))
                    .as("the computer's man on " + reply + " is marked as the last move")
                    .isGreaterThan(20);
            assertThat(diff(before, after, at.get("a1"), piece * 0.58, piece * 0.03))
                    .as("a man that did not move (a1) has no such mark")
                    .isLessThan(8);
        }
    }

    /** The canvas with the pointer moved off the board and the animations given time to end. */
    private static BufferedImage settledShot(WebSession web) {
        web.widget.restPointer();
        web.browser.awaitFrames(42);
        return web.widget.canvasShot();
    }

    /**
     * The mean absolute difference of the colour channels between two shots in a small square ({@code half} each way)
     * {@code away} up and left of the point (off the board's lines and the men's shadows, which fall down and right).
     */
    private static double diff(BufferedImage a, BufferedImage b, double[] point, double away, double half) {
        double[] ma = mean(a, point, away, half), mb = mean(b, point, away, half);
        return (Math.abs(ma[0] - mb[0]) + Math.abs(ma[1] - mb[1]) + Math.abs(ma[2] - mb[2])) / 3;
    }

    private static double[] mean(BufferedImage img, double[] point, double away, double half) {
        double d = away / Math.sqrt(2);
        int cx = (int) Math.round(point[0] - d), cy = (int) Math.round(point[1] - d), h = Math.max(1, (int) half);
        double[] sum = new double[3];
        int n = 0;
        for (int y = cy - h; y <= cy + h; y++) {
            for (int x = cx - h; x <= cx + h; x++) {
                int rgb = img.getRGB(x, y);
                sum[0] += (rgb >> 16) & 255;
                sum[1] += (rgb >> 8) & 255;
                sum[2] += rgb & 255;
                n++;
            }
        }
        return new double[] {sum[0] / n, sum[1] / n, sum[2] / n};
    }

    private static double distance(double[] a, double[] b) {
        return Math.sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
    }
}
