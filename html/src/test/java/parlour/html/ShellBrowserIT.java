package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import parlour.testing.Pixels;

/**
 * The game screen in the web widget as a new user tries it: text typed into dialogs keeps its spaces
 * and line breaks, and Enter acts, with the keyboard alone; small, short, narrow and phone-sized hosts
 * give the board the larger share with every control on the canvas; the board's focus ring is drawn
 * whole, inside the canvas.
 */
class ShellBrowserIT extends SessionTest {

    @Test
    void aSaveNameKeepsItsSpacesAndEnterSaves_andAnImportTypedByHandLoads() {
        web.open("embed.html?game=dots&size=2x2&p1=human&p2=human&sound=off");
        Widget w = web.widget;
        w.clickCanvasAt(3, 3);
        // When the player presses S, types a name with spaces over the suggested one and presses Enter
        w.type("s");
        w.type("web save one", Keys.ENTER);
        // Then the game is saved under that very name
        web.awaitStatus("Saved as \"web save one\"", Duration.ofSeconds(5));
        // When the player opens Load, goes down past the save to "Import text…", and types a game by hand
        w.type("l", Keys.DOWN, Keys.ENTER);
        w.type(
                "[Parlour \"1\"]",
                Keys.ENTER,
                "[Game \"dots\"]",
                Keys.ENTER,
                "[Size \"2x2\"]",
                Keys.ENTER,
                Keys.ENTER,
                "a1-b1 b1-c1",
                Keys.ENTER,
                "a1-a2");
        // and goes to the Load button with Tab and presses Enter
        w.type(Keys.TAB, Keys.ENTER);
        // Then that game is on the board: spaces and line breaks were typed as they were
        web.awaitMoves(List.of("a1-b1", "b1-c1", "a1-a2"), Duration.ofSeconds(5));
    }

    @Test
    void ctrlASelectsAllOfANameAndShiftTabGoesBackToIt() {
        web.open("embed.html?game=dots&size=2x2&p1=human&p2=human&sound=off");
        Widget w = web.widget;
        w.clickCanvasAt(3, 3);
        // When the player opens Save, types, selects all with Ctrl+A and types a new name
        w.type("s");
        w.type("abc");
        w.chord("Control", "a", "KeyA", 65);
        w.type("xyz");
        // and goes on with Tab, back with Shift+Tab, types more and presses Enter
        w.type(Keys.TAB);
        w.chord("Shift", "Tab", "Tab", 9);
        w.type(" two", Keys.ENTER);
        // Then the game is saved under the name typed after Ctrl+A, with what was typed after Shift+Tab
        web.awaitStatus("Saved as \"xyz two\"", Duration.ofSeconds(5));
    }

    private static final String[] CONTROLS = {
        "Restart", "Undo", "Redo", "Save", "Load", "Hint", "Analysis", "Help", "Sound", "Menu"
    };

    @Test
    void everyHostSizeGivesTheBoardTheLargerShareAndKeepsEveryControlOnTheCanvas() throws IOException {
        // a phone, a short banner, narrow and small boxes, the two-iframe page's 490x440, and a roomy one
        int[][] sizes = {
            {520, 300}, {320, 320}, {360, 640}, {480, 360}, {900, 240}, {1280, 300}, {490, 440}, {1100, 760}
        };
        List<String> problems = new ArrayList<>();
        web.open("index.html?game=dots&size=3x3&p1=human&p2=human&sound=off");
        Widget w = web.widget;
        {
            for (int[] size : sizes) {
                // the page author gives the host element this size; the widget follows it
                web.browser.js(
                        "var h = document.getElementById('parlour'); h.style.width = arguments[0] + 'px';"
                                + " h.style.height = arguments[1] + 'px'; h.style.maxWidth = 'none'; h.scrollIntoView();",
                        size[0],
                        size[1]);
                Browser.await(
                        Duration.ofSeconds(5),
                        () -> {
                            double[] r = w.rect(w.canvas());
                            return Math.abs(r[2] - size[0]) < 2 && Math.abs(r[3] - size[1]) < 2 ? Boolean.TRUE : null;
                        },
                        () -> "the canvas did not follow its host to " + size[0] + "x" + size[1]);
                w.settle(); // the game lays its board out again at its next frame
                double[] canvas = w.rect(w.canvas());
                double[] a = w.pointOf("a1-b1"), b = w.pointOf("b1-c1"), top = w.pointOf("c4-d4");
                assertNotNull(a, "no board at " + size[0] + "x" + size[1]);
                double board = 3 * Math.abs(b[0] - a[0]);
                String where = size[0] + "x" + size[1] + " (canvas " + Math.round(canvas[2]) + "x"
                        + Math.round(canvas[3]) + ")";
                System.out.println("[shell] " + where + ": board " + Math.round(board) + " px");
                Browser.save(
                        toPng(w.canvasShot()), web.shots.resolve("shell-host-" + size[0] + "x" + size[1] + ".png"));
                if (board < 0.4 * Math.min(canvas[2], canvas[3]))
                    problems.add(where + ": the board is only " + Math.round(board) + " px");
                for (double[] p : new double[][] {a, top}) {
                    if (!inside(p, canvas, 0)) problems.add(where + ": the board is cut off at " + p[0] + "," + p[1]);
                }
                // every command has its button, or (where space is short) More offers it
                double[] more = w.pointOf("More");
                if (more != null && !inside(more, canvas, 12)) problems.add(where + ": More is cut off");
                for (String c : CONTROLS) {
                    double[] p = w.pointOf(c);
                    if (p == null && more == null) problems.add(where + ": no " + c + " button and no More");
                    else if (p != null && !inside(p, canvas, 12))
                        problems.add(where + ": " + c + " is cut off at " + Math.round(p[0]) + "," + Math.round(p[1]));
                }
            }
        }
        assertThat(problems).as(String.join("\n", problems)).isEmpty();
    }

    private static boolean inside(double[] p, double[] canvas, double margin) {
        return p[0] >= margin && p[1] >= margin && p[0] <= canvas[2] - margin && p[1] <= canvas[3] - margin;
    }

    @Test
    void theBoardsFocusRingIsDrawnWholeInsideTheCanvas() throws IOException {
        web.open("embed.html?game=dots&size=3x3&p1=human&p2=human&sound=off");
        Widget w = web.widget;
        w.clickCanvasAt(3, 3);
        // an arrow key moves the board's cursor: the board has the keyboard focus and its ring shows
        w.type(Keys.ARROW_RIGHT);
        web.browser.awaitFrames(18);
        BufferedImage ringed = w.canvasShot();
        // the mouse moving hides the ring
        w.restPointer();
        web.browser.awaitFrames(18);
        BufferedImage plain = w.canvasShot();
        Browser.save(toPng(ringed), web.shots.resolve("shell-focus-ring.png"));
        int minX = Integer.MAX_VALUE, minY = Integer.MAX_VALUE, maxX = -1, maxY = -1;
        for (int y = 0; y < ringed.getHeight(); y++) {
            for (int x = 0; x < ringed.getWidth(); x++) {
                if (Pixels.diff(ringed.getRGB(x, y), plain.getRGB(x, y)) > 60) {
                    minX = Math.min(minX, x);
                    minY = Math.min(minY, y);
                    maxX = Math.max(maxX, x);
                    maxY = Math.max(maxY, y);
                }
            }
        }
        assertThat(maxX).as("no focus ring appeared on the board").isGreaterThanOrEqualTo(0);
        String box = minX + "," + minY + " to " + maxX + "," + maxY + " on a " + ringed.getWidth() + "x"
                + ringed.getHeight() + " canvas";
        System.out.println("[shell] focus ring " + box);
        assertThat(maxX - minX).as("the ring is not around the board: " + box).isGreaterThan(ringed.getWidth() / 3);
        assertThat(maxY - minY).as("the ring is not around the board: " + box).isGreaterThan(ringed.getHeight() / 3);
        // each of its four sides is drawn: changed pixels along the top, bottom, left and right edges of the ring
        int[] sides = new int[4];
        for (int x = minX; x <= maxX; x++) {
            if (changed(ringed, plain, x, minY)) sides[0]++;
            if (changed(ringed, plain, x, maxY)) sides[1]++;
        }
        for (int y = minY; y <= maxY; y++) {
            if (changed(ringed, plain, minX, y)) sides[2]++;
            if (changed(ringed, plain, maxX, y)) sides[3]++;
        }
        assertThat(sides[0])
                .as("a side of the ring is missing (top, bottom, left, right: " + Arrays.toString(sides) + ") " + box)
                .isGreaterThan((maxX - minX) / 2);
        assertThat(sides[1])
                .as("a side of the ring is missing (top, bottom, left, right: " + Arrays.toString(sides) + ") " + box)
                .isGreaterThan((maxX - minX) / 2);
        assertThat(sides[2])
                .as("a side of the ring is missing (top, bottom, left, right: " + Arrays.toString(sides) + ") " + box)
                .isGreaterThan((maxY - minY) / 2);
        assertThat(sides[3])
                .as("a side of the ring is missing (top, bottom, left, right: " + Arrays.toString(sides) + ") " + box)
                .isGreaterThan((maxY - minY) / 2);
    }

    private static boolean changed(BufferedImage a, BufferedImage b, int x, int y) {
        for (int d = -2; d <= 2; d++) {
            int yy = Math.max(0, Math.min(a.getHeight() - 1, y + d)),
                    xx = Math.max(0, Math.min(a.getWidth() - 1, x + d));
            if (Pixels.diff(a.getRGB(x, yy), b.getRGB(x, yy)) > 60
                    || Pixels.diff(a.getRGB(xx, y), b.getRGB(xx, y)) > 60) return true;
        }
        return false;
    }

    private static byte[] toPng(BufferedImage img) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(img, "png", out);
        return out.toByteArray();
    }

    @Test
    void cShowsTheBoardsCoordinatesWhereHintsNameLines() throws IOException {
        web.open("embed.html?game=dots&size=3x3&p1=human&p2=human&sound=off");
        Widget w = web.widget;
        w.clickCanvasAt(3, 3);
        w.restPointer();
        web.browser.awaitFrames(12);
        BufferedImage plain = w.canvasShot();
        w.type("c");
        web.browser.awaitFrames(18); // the board moved in to make room
        BufferedImage labelled = w.canvasShot();
        Browser.save(toPng(labelled), web.shots.resolve("shell-coordinates.png"));
        // the board moves in to make room, and letters and numbers appear beside its bottom-left dot
        double[] a1b1 = w.pointOf("a1-b1"), b1c1 = w.pointOf("b1-c1");
        double step = b1c1[0] - a1b1[0];
        int ax = (int) Math.round(a1b1[0] - step / 2), ay = (int) Math.round(a1b1[1]);
        Rectangle letterA = new Rectangle(ax - 12, ay + 12, 24, 30);
        Rectangle number1 = new Rectangle(Math.max(0, ax - 44), ay - 12, 32, 24);
        int background = labelled.getRGB(1, 1);
        assertThat(inked(labelled, letterA, background))
                .as("no letter a under the first column")
                .isGreaterThan(8);
        assertThat(inked(labelled, number1, background))
                .as("no number 1 beside the first row")
                .isGreaterThan(8);
        w.type("c");
        web.browser.awaitFrames(18);
        BufferedImage again = w.canvasShot();
        assertThat(Pixels.changed(plain, again, new Rectangle(0, 0, plain.getWidth(), plain.getHeight()), 60))
                .as("C again hides them and the board is as before")
                .isLessThan(50);
    }

    /** Pixels of {@code region} that are not the background colour. */
    private static int inked(BufferedImage img, Rectangle region, int background) {
        int n = 0;
        for (int y = Math.max(0, region.y); y < Math.min(img.getHeight(), region.y + region.height); y++) {
            for (int x = Math.max(0, region.x); x < Math.min(img.getWidth(), region.x + region.width); x++) {
                if (Pixels.diff(img.getRGB(x, y), background) > 60) n++;
            }
        }
        return n;
    }
}
