package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;
import parlour.testing.Pixels;

/**
 * A teacher's page on another origin marks a Dots board through the widget's handle: one mark of each kind drawn (the
 * canvas's pixels under each differ from the bare board's), read back, carried by a share link, a bad one named; a
 * commented game stepped through in viewOnly says each comment; the page's Hint and Analysis change what is drawn.
 */
class MarksBrowserIT extends HostPageTest {
    /** One mark of each kind, on places of a 3x3 board that do not overlap. */
    private static final String MARKS =
            "[{kind: 'fill', at: 'c1', colour: 'yellow'}, {kind: 'ring', at: 'a4', colour: 'blue'},"
                    + " {kind: 'line', at: 'a2-a3', colour: 'red'}, {kind: 'arrow', at: 'c3', to: 'd4'},"
                    + " {kind: 'label', at: 'b2', text: 'A', colour: '#8000ff'}]";

    /** Device pixels to a CSS pixel in the canvas shots. */
    private static double scale = 1;

    private void openBoard(String name, String attributes) throws IOException {
        host.open(
                name,
                "",
                "<div id=a style=\"width:600px;height:480px\" data-parlour-game=dots data-size=3x3"
                        + " data-p1=human data-p2=human data-sound=off data-theme=contrast " + attributes + "></div>");
        assertEquals("ready", host.async("Parlour.of('#a').ready.then(function () { done('ready'); });"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void eachKindOfMarkIsDrawnReadBackSharedAndABadOneNamesItself() throws IOException {
        openBoard("marks.html", "data-marks='[{\"kind\":\"ring\",\"at\":\"a1\"},{\"kind\":\"ring\",\"at\":\"z9\"}]'");
        List<Object> opened = (List<Object>) host.async(
                "var w = Parlour.of('#a');" + "w.getState().then(function (s) { done([s.marks, w.optionErrors]); });");
        assertEquals(
                List.of(Map.of("kind", "ring", "at", "a1")), opened.get(0), "the good mark of the option is drawn");
        assertThat(String.valueOf(opened.get(1)))
                .as("the bad one is an optionError: " + opened)
                .contains("mark 2 ('ring z9'): there is no dot z9 on this board");
        assertThat(String.valueOf(opened.get(1)))
                .as("the bad one is an optionError: " + opened)
                .contains("option=marks");

        // the page-options card that says so lies over the board: a reader closes it, as the test does, by its Close
        closeNoticeCard();
        call("w.setMarks([]).then(function () { done('bare'); });");
        BufferedImage bare = inFrame(() -> settled());
        double[][] at = inFrame(() -> dots());
        List<Object> set = (List<Object>) host.async("var w = Parlour.of('#a'), given = " + MARKS + ";"
                + "w.setMarks(given).then(function (drawn) { return w.getMarks().then(function (m) {"
                + "  return w.getState().then(function (s) { done([given, drawn, m, s.marks]); }); }); });");
        assertEquals(set.get(0), set.get(1), "setMarks answers with the marks drawn");
        assertEquals(set.get(0), set.get(2), "getMarks gives them back");
        assertEquals(set.get(0), set.get(3), "getState().marks too");
        BufferedImage marked = inFrame(() -> settled());
        double step = at[1][0] - at[0][0];
        // the fill: the middle of box c1; the ring: round a4; the line: half way up a2-a3; the arrow: half way along
        // c3 to d4; the label: on b2; none where nothing is marked (box b1)
        assertChanged(bare, marked, at[2][0] + step / 2, at[2][1] - step / 2, step * 0.2, "the yellow fill of box c1");
        assertChanged(bare, marked, at[0][0], at[0][1] - 3 * step, step * 0.45, "the blue ring round a4");
        assertChanged(bare, marked, at[0][0], at[0][1] - 1.5 * step, step * 0.12, "the red line a2-a3");
        assertChanged(bare, marked, at[2][0] + step / 2, at[2][1] - 2.5 * step, step * 0.12, "the arrow c3 to d4");
        assertChanged(bare, marked, at[1][0], at[1][1] - step, step * 0.2, "the label A on b2");
        assertThat(changed(bare, marked, at[1][0] + step / 2, at[1][1] - step / 2, step * 0.2))
                .as("box b1, unmarked, is drawn as it was")
                .isLessThan(4);

        String refused = String.valueOf(host.async("var w = Parlour.of('#a');"
                + "w.setMarks([{kind: 'ring', at: 'b1'}, {kind: 'arrow', at: 'a1'}]).then(function () { done('taken'); },"
                + "  function (e) { w.getMarks().then(function (m) { done([e.message, m]); }); });"));
        assertEquals(
                "[mark 2 ('arrow a1'): an arrow needs where it points (to), [{at=b1, kind=ring}]]",
                refused.replace("{kind=ring, at=b1}", "{at=b1, kind=ring}"),
                "the bad mark is named, the good one drawn");

        call("w.setMarks(" + MARKS + ").then(function () { done(1); });");
        String link = String.valueOf(host.async("Parlour.of('#a').shareLink().then(done);"));
        web.browser.driver.get(link);
        web.widget.awaitReady();
        Object shared = Browser.await(
                Duration.ofSeconds(20),
                () -> {
                    Object m = web.widget.state().fields().get("marks");
                    return m instanceof List && ((List<?>) m).size() == 5 ? m : null;
                },
                () -> "the share link's board has no marks: "
                        + web.widget.state().json());
        assertEquals(set.get(0), shared, "the share link carries the marks");
    }

    @Test
    void aCommentedGameSteppedInViewOnlySaysEachCommentAndSavesUnchanged() {
        String save = "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"2x2\"]\n\n{Two boxes, four lines each.} a1-b1"
                + " {The first line: nothing given.} b1-c1 a1-a2 {A third side of box a1: a gift.}\n";
        web.open("embed.html?game=dots&size=2x2&viewOnly=on&sound=off&position="
                + URLEncoder.encode(save, StandardCharsets.UTF_8));
        Object comments = Browser.await(
                Duration.ofSeconds(20),
                () -> {
                    Object c = web.widget.state().fields().get("comments");
                    return c instanceof List && ((List<?>) c).size() == 3 ? c : null;
                },
                () -> "the comments never came: " + web.widget.state().json());
        assertEquals(
                List.of(
                        Map.of("move", 0L, "text", "Two boxes, four lines each."),
                        Map.of("move", 1L, "text", "The first line: nothing given."),
                        Map.of("move", 3L, "text", "A third side of box a1: a gift.")),
                comments);
        web.widget.clickCanvasAt(4, 4);
        web.widget.type(Keys.HOME);
        awaitSaid("Two boxes, four lines each.");
        web.widget.type(Keys.ARROW_RIGHT);
        awaitSaid("Move 1 of 3: Player 1 draws the line from a1 to b1. The first line: nothing given.");
        web.widget.type(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT);
        awaitSaid("A third side of box a1: a gift.");
        String again = String.valueOf(web.browser.js("return parlour.position();"));
        assertThat(again.replace('\n', ' '))
                .as(again)
                .contains("{Two boxes, four lines each.} a1-b1 {The first line: nothing given.} b1-c1 a1-a2"
                        + " {A third side of box a1: a gift.}");
        assertEquals(null, web.browser.js("return parlour.setPosition(arguments[0]);", again));
        assertEquals(again, web.browser.js("return parlour.position();"), "the save reads and writes back unchanged");
    }

    @Test
    void theHintAndTheAnalysisAreAskedFromThePagesScript() throws IOException {
        openBoard("teach.html", "");
        BufferedImage bare = inFrame(() -> settled());
        assertEquals(
                true,
                host.async(
                        "var w = Parlour.of('#a');"
                                + "w.setAnalysis(true).then(function () { return w.getState(); }).then(function (s) { done(s.analysisOn); });"));
        List<?> analysis = inFrame(() -> Browser.await(
                Duration.ofSeconds(20),
                () -> {
                    Object a = web.widget.state().fields().get("analysis");
                    return a instanceof List && ((List<?>) a).size() == 24 ? (List<?>) a : null;
                },
                () -> "the analysis never judged the 24 lines: "
                        + web.widget.state().json()));
        assertEquals(24, analysis.size());
        // the board shows the marks a little after the state lists the values (0.6-0.9 s here): waited for, not counted
        double[] centre = inFrame(() -> web.widget.pointOf("b2-c2"));
        inFrame(() -> Browser.await(
                Duration.ofSeconds(5),
                () -> changed(bare, shot(), centre[0], centre[1], 6) > 8 ? Boolean.TRUE : null,
                () -> "the analysis never marks the line b2-c2: "
                        + changed(bare, shot(), centre[0], centre[1], 6)
                        + " pixels changed there, more than 8 expected"));
        assertEquals(
                false,
                host.async(
                        "var w = Parlour.of('#a');"
                                + "w.setAnalysis(false).then(function () { return w.getState(); }).then(function (s) { done(s.analysisOn); });"));

        assertEquals("asked", host.async("Parlour.of('#a').showHint().then(function () { done('asked'); });"));
        String hint = inFrame(() -> Browser.await(
                Duration.ofSeconds(20),
                () -> {
                    Object h = web.widget.state().fields().get("hint");
                    return h instanceof String ? (String) h : null;
                },
                () -> "no hint came: " + web.widget.state().json()));
        double[] line = inFrame(() -> web.widget.pointOf(hint));
        // the state names the hint as it is asked for; the board draws it from its next frame on, pulsing
        inFrame(() -> Browser.await(
                Duration.ofSeconds(5),
                () -> changed(bare, shot(), line[0], line[1], 6) > 8 ? Boolean.TRUE : null,
                () -> "the hint " + hint + " is never drawn on its line: " + changed(bare, shot(), line[0], line[1], 6)
                        + " pixels changed there"));
    }

    @Test
    void thePlayersOwnMarksComeByTheRightButtonAndByKAndAClickClearsThem() {
        web.open("embed.html?game=dots&size=3x3&p1=human&p2=human&sound=off&theme=contrast");
        double[][] at = dots();
        double step = at[1][0] - at[0][0];
        BufferedImage bare = settled();
        // a right-drag from a1 to c3 and a right click on c1
        rightDrag(at[0][0], at[0][1], at[2][0], at[2][1] - 2 * step);
        rightDrag(at[2][0], at[2][1], at[2][0], at[2][1]);
        BufferedImage marked = settled();
        assertChanged(bare, marked, at[1][0], at[1][1] - step, step * 0.12, "the player's arrow from a1 to c3, at b2");
        assertChanged(bare, marked, at[2][0], at[2][1], step * 0.45, "the player's ring round c1");
        assertEquals(List.of(), web.widget.state().fields().get("marks"), "the player's marks are not the page's");
        assertEquals(List.of(), web.widget.state().moves(), "a right click plays no line");
        // a left click on the board, in box b1 (on no line), clears them
        web.widget.clickCanvasAt(at[1][0] + step / 2, at[1][1] - step / 2);
        BufferedImage cleared = settled();
        assertThat(changed(bare, cleared, at[1][0], at[1][1] - step, step * 0.12))
                .as("the arrow is gone")
                .isLessThan(4);
        assertThat(changed(bare, cleared, at[2][0], at[2][1], step * 0.45))
                .as("the ring is gone")
                .isLessThan(4);
        // the keyboard: the cursor onto a line, then K marks it
        web.widget.type(Keys.ARROW_RIGHT);
        BufferedImage cursor = settled();
        web.widget.type("k");
        BufferedImage keyed = settled();
        int marked1 = 0;
        for (String line : web.widget.state().strings("legal")) {
            double[] c = web.widget.pointOf(line);
            if (changed(cursor, keyed, c[0], c[1], step * 0.1) >= 6) marked1++;
        }
        assertEquals(1, marked1, "K marks the one line under the cursor");
        assertEquals(
                true,
                web.browser.js(
                        "var e = new MouseEvent('contextmenu', {bubbles: true, cancelable: true});"
                                + "document.querySelector('canvas.parlour-canvas').dispatchEvent(e); return e.defaultPrevented;"),
                "no browser menu opens over the board");
    }

    @Test
    void thePlayersOwnRingsComeInMorrisAndGoneToo() {
        // Morris on the dark theme: a right click on point a1 rings it
        web.open("embed.html?game=morris6&p1=human&p2=human&sound=off&theme=dark");
        double[] a1 = web.widget.pointOf("a1");
        BufferedImage bare = settled();
        rightDrag(a1[0], a1[1], a1[0], a1[1]);
        assertChanged(bare, settled(), a1[0], a1[1], 30, "the player's ring on Morris point a1");
        assertEquals(List.of(), web.widget.state().moves(), "a right click places no piece");
        // Gone: a right click on 3,4 rings it (it no longer pans), Shift+K (K copies there) the cursor's place
        web.open("embed.html?game=gone&size=8x8&sound=off");
        double[] cell = web.widget.pointOf("b3,4"), cursor = web.widget.pointOf("b4,4");
        bare = settled();
        rightDrag(cell[0], cell[1], cell[0], cell[1]);
        web.browser.js("document.querySelector('canvas.parlour-canvas').focus();");
        web.widget.chord("Shift", "K", "KeyK", 75);
        BufferedImage marked = settled();
        double half = Math.abs(cursor[0] - cell[0]) * 0.45;
        assertChanged(bare, marked, cell[0], cell[1], half, "the player's ring on Gone's 3,4");
        assertChanged(bare, marked, cursor[0], cursor[1], half, "Shift+K's ring on the cursor's place 4,4");
        assertEquals(List.of(), web.widget.state().moves(), "marks paint no pebble");
    }

    private void rightDrag(double fromX, double fromY, double toX, double toY) {
        double[] r = web.widget.rect(web.widget.canvas());
        PointerInput mouse = new PointerInput(PointerInput.Kind.MOUSE, "mouse");
        Sequence drag = new Sequence(mouse, 0)
                .addAction(mouse.createPointerMove(
                        Duration.ZERO, PointerInput.Origin.viewport(), (int) Math.round(r[0] + fromX), (int)
                                Math.round(r[1] + fromY)))
                .addAction(mouse.createPointerDown(PointerInput.MouseButton.RIGHT.asArg()))
                .addAction(mouse.createPointerMove(
                        Duration.ofMillis(150), PointerInput.Origin.viewport(), (int) Math.round(r[0] + toX), (int)
                                Math.round(r[1] + toY)))
                .addAction(mouse.createPointerUp(PointerInput.MouseButton.RIGHT.asArg()));
        web.browser.driver.perform(List.of(drag));
    }

    private void call(String body) {
        host.async("var w = Parlour.of('#a');" + body);
    }

    private void awaitSaid(String part) {
        Browser.await(
                Duration.ofSeconds(10),
                () -> {
                    Object t = web.browser.js(
                            "var r = document.querySelector('.parlour-live-polite'); return r ? r.textContent : null;");
                    return t != null && String.valueOf(t).contains(part) ? t : null;
                },
                () -> "the live region never said '" + part + "': "
                        + web.browser.js("return document.querySelector('.parlour-live-polite').textContent;"));
    }

    /** Runs {@code inside} in the widget's frame (its canvas and its parlour object), then comes back to the page. */
    /** Clicks the Close of the notice card in the widget's frame (the pointer's place is the host page's). */
    @SuppressWarnings("unchecked")
    private void closeNoticeCard() {
        List<Number> close = inFrame(() -> Browser.await(
                Duration.ofSeconds(10),
                () -> (List<Number>)
                        web.browser.js("var p = window.parlour && parlour.pointOf && parlour.pointOf('Close notice'),"
                                + " c = document.querySelector('canvas.parlour-canvas');"
                                + "if (!p || !c) return null; var r = c.getBoundingClientRect();"
                                + " return [r.left + p[0], r.top + p[1]];"),
                () -> "no notice card says the bad mark"));
        List<Number> frame = (List<Number>) web.browser.js(
                "var r = document.querySelector('#a iframe').getBoundingClientRect(); return [r.left, r.top];");
        new Actions(web.browser.driver)
                .moveToLocation(
                        (int) Math.round(
                                frame.get(0).doubleValue() + close.get(0).doubleValue()),
                        (int) Math.round(
                                frame.get(1).doubleValue() + close.get(1).doubleValue()))
                .click()
                .perform();
        inFrame(() -> Browser.await(
                Duration.ofSeconds(5),
                () -> web.browser.js("return parlour.pointOf('Close notice') ? null : 'closed';"),
                () -> "the notice card did not close by its Close"));
    }

    private <T> T inFrame(Supplier<T> inside) {
        web.browser.driver.switchTo().frame(web.browser.driver.findElement(By.cssSelector("#a iframe")));
        try {
            return inside.get();
        } finally {
            web.browser.driver.switchTo().defaultContent();
        }
    }

    private BufferedImage settled() {
        web.browser.awaitFrames(36); // the marks' and the board's animations over (a hint keeps pulsing)
        return shot();
    }

    /** The canvas's own pixels; {@link #scale} tells how many there are to a CSS pixel. */
    private BufferedImage shot() {
        BufferedImage img = web.browser.canvasPixels(web.widget.canvas());
        scale = img.getWidth() / web.widget.rect(web.widget.canvas())[2];
        return img;
    }

    /** Dots a1, b1 and c1 on the canvas (CSS pixels), from the middles of the lines about them. */
    private double[][] dots() {
        double[] a1b1 = web.widget.pointOf("a1-b1"), a1a2 = web.widget.pointOf("a1-a2");
        double[] b1c1 = web.widget.pointOf("b1-c1"), c1d1 = web.widget.pointOf("c1-d1");
        double y = a1b1[1], x = a1a2[0], step = b1c1[0] - a1b1[0];
        assertThat(Math.abs(c1d1[0] - b1c1[0] - step))
                .as("the dots are evenly spaced")
                .isLessThan(1);
        return new double[][] {{x, y}, {x + step, y}, {x + 2 * step, y}};
    }

    private static void assertChanged(BufferedImage a, BufferedImage b, double x, double y, double half, String what) {
        int n = changed(a, b, x, y, half);
        assertThat(n)
                .as(what + " is drawn: " + n + " pixels changed around " + Math.round(x) + "," + Math.round(y)
                        + " in a shot of " + b.getWidth() + "x" + b.getHeight() + " at " + scale + " to a CSS pixel")
                .isGreaterThanOrEqualTo(6);
    }

    /** The pixels in the square of {@code half} CSS pixels each way round (x, y) that differ clearly between two shots. */
    private static int changed(BufferedImage a, BufferedImage b, double x, double y, double half) {
        return Pixels.changedAround(a, b, x * scale, y * scale, half * scale, 60);
    }
}
