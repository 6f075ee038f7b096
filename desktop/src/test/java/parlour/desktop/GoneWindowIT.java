package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Gone in the real desktop window under Xvfb, by mouse and keyboard: the Fill tool and a white pebble
 * painted by clicks, a hole painted with the keyboard cursor, Go, one Step, then Play to the verdict,
 * with the board's pixels checked against the positions.
 */
class GoneWindowIT extends GameWindowTest {
    private static final List<String> ARGS = WindowSession.humans("gone", "8x8", "960x720");
    private static final String NUM = "(-?\\d+(?:\\.\\d+)?)";
    private static final Pattern LAYOUT = Pattern.compile("layout board gone 8x8 0,0 at " + NUM + "," + NUM + " step "
            + NUM + " tools at " + NUM + "," + NUM + " step " + NUM);

    GoneWindowIT() {
        super("parlour-gone-home-", "desktop-gone.log", ARGS);
    }

    private double[] layout(long window) throws Exception {
        Matcher m = settledLayout(window, LAYOUT, -1, "Gone's layout line").match;
        double[] out = new double[6];
        for (int i = 0; i < 6; i++) out[i] = Double.parseDouble(m.group(i + 1));
        // the board's top-left corner, half a place up and left of the centre of place 0,0
        out[0] -= out[2] / 2;
        out[1] -= out[2] / 2;
        return out;
    }

    private void awaitMove(int n, String move) {
        String seen = game.await(
                        Pattern.compile("move " + n + " \\d (\\S+).*"),
                        Duration.ofSeconds(10),
                        "move " + n + " (" + move + ")")
                .match
                .group(1);
        assertEquals(move, seen, "move " + n);
    }

    @Test
    void paintByMouseAndKeysThenRunTheRounds() throws Exception {
        long window = session.awaitWindow(LAYOUT);
        double[] l = layout(window);
        Rectangle w = x.geometry(window);
        // the tool bar shows pictures; the tool under the mouse names itself and its key in a tip just below the bar:
        // with the mouse on the Paste tool (7), look until its tip shows, and the Random tool (3) has none
        x.pointTo(window, 4, 4);
        BufferedImage away = x.screenshot(shots.resolve("desktop-gone-tools.png"));
        x.pointTo(window, tool(l, 7), (int) l[4]);
        BufferedImage plain = GameProcess.lookUntil(
                () -> x.screenshot(shots.resolve("desktop-gone-tools.png")),
                shot -> tipPixels(l, w, away, shot, 7) > 300,
                Duration.ofSeconds(10));
        int pasteTip = tipPixels(l, w, away, plain, 7);
        assertThat(pasteTip)
                .as("the Paste tool's tip appears under it: " + pasteTip + " pixels changed")
                .isGreaterThan(300);
        x.pointTo(window, tool(l, 3), (int) l[4]);
        // look until the tip shows (or 5 s, on a busy machine)
        BufferedImage tipped = GameProcess.lookUntil(
                () -> x.screenshot(shots.resolve("desktop-gone-tool-tip.png")),
                shot -> tipPixels(l, w, plain, shot, 3) > 300,
                Duration.ofSeconds(5));
        int changed = tipPixels(l, w, plain, tipped, 3);
        assertThat(changed)
                .as("the Random tool's tip appears under it when the mouse is over it: " + changed + " pixels changed")
                .isGreaterThan(300);
        // tools: Black, White, Hole, Random, Clear, Fill, Go, ...
        x.click(window, tool(l, 5), (int) l[4]);
        awaitMove(1, "fill");
        x.click(window, tool(l, 1), (int) l[4]);
        x.click(window, (int) (l[0] + l[2] / 2), (int) (l[1] + l[2] / 2));
        awaitMove(2, "w0,0");
        // the keyboard cursor is where the click was (0,0): X picks the hole brush, the arrows move it to 3,4, Space
        // paints
        x.pointTo(window, 4, 4);
        x.key("x");
        for (String k : new String[] {"Right", "Right", "Right", "Down", "Down", "Down", "Down"}) x.key(k);
        x.key("space");
        awaitMove(3, "h3,4");
        // the move is announced before the frame that shows it: look until it shows (or 5 s, on a busy machine)
        Path shot = shots.resolve("desktop-gone-edited.png");
        int white, black, hole;
        long end = System.currentTimeMillis() + 5000;
        do {
            BufferedImage edited = x.screenshot(shot);
            white = edited.getRGB(w.x + cellX(l, 0), w.y + cellY(l, 0));
            black = edited.getRGB(w.x + cellX(l, 7), w.y + cellY(l, 7));
            hole = edited.getRGB(w.x + cellX(l, 3), w.y + cellY(l, 4));
        } while (hole == black && System.currentTimeMillis() < end);
        assertThat(brightness(white))
                .as("white, black and hole places look so: " + Integer.toHexString(white) + " "
                        + Integer.toHexString(black) + " " + Integer.toHexString(hole))
                .isGreaterThan(600);
        assertThat(brightness(black))
                .as("white, black and hole places look so: " + Integer.toHexString(white) + " "
                        + Integer.toHexString(black) + " " + Integer.toHexString(hole))
                .isLessThan(100);
        assertTrue(
                hole != black,
                "white, black and hole places look so: " + Integer.toHexString(white) + " " + Integer.toHexString(black)
                        + " " + Integer.toHexString(hole));
        assertThat(brightness(hole))
                .as("white, black and hole places look so: " + Integer.toHexString(white) + " "
                        + Integer.toHexString(black) + " " + Integer.toHexString(hole))
                .isLessThan(400);
        x.key("g");
        awaitMove(4, "play");
        x.key("n");
        awaitMove(5, "round");
        x.key("p");
        game.await(Pattern.compile("game over result tie.*"), Duration.ofSeconds(30), "the verdict after 14 rounds");
        assertEquals(
                4 + 14, game.all(Pattern.compile("move \\d+ .*")).size(), "fill, a white, a hole, play and 14 rounds");
        // the verdict is heard before the frame that shows it: look until it shows
        BufferedImage done = GameProcess.lookUntil(
                () -> x.screenshot(shots.resolve("desktop-gone-done.png")),
                s -> brightness(s.getRGB(w.x + cellX(l, 7), w.y + cellY(l, 7))) > 600,
                Duration.ofSeconds(5));
        assertThat(brightness(done.getRGB(w.x + cellX(l, 7), w.y + cellY(l, 7))))
                .as("the far corner turned white")
                .isGreaterThan(600);
    }

    /** How many pixels differ between two screenshots in the place of tool {@code t}'s tip, just below the tool bar. */
    private static int tipPixels(double[] l, Rectangle w, BufferedImage plain, BufferedImage tipped, int t) {
        int changed = 0;
        for (int px = tool(l, t) - 30; px <= tool(l, t) + 30; px++) {
            for (int py = (int) l[4] + 17; py <= (int) l[4] + 40; py++) {
                if (plain.getRGB(w.x + px, w.y + py) != tipped.getRGB(w.x + px, w.y + py)) changed++;
            }
        }
        return changed;
    }

    private static int tool(double[] l, int i) {
        return (int) Math.round(l[3] + i * l[5]);
    }

    private static int cellX(double[] l, int cx) {
        return (int) Math.round(l[0] + (cx + 0.5) * l[2]);
    }

    private static int cellY(double[] l, int cy) {
        return (int) Math.round(l[1] + (cy + 0.5) * l[2]);
    }

    private static int brightness(int rgb) {
        return ((rgb >> 16) & 0xff) + ((rgb >> 8) & 0xff) + (rgb & 0xff);
    }
}
