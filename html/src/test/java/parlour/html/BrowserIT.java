package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.dots.ai.DotsAnalysis;
import parlour.testing.Pixels;

/**
 * The web widget as a visitor meets it, in a real browser (Debian's headless Chromium with WebGL on
 * SwiftShader): the built site (system property parlour.site) is served on 127.0.0.1 and played with
 * real mouse clicks and key presses. The page's {@code parlour} object (state, pointOf, frameTimes) is
 * used to read what happened and to know where to click; what is asserted is what a player would
 * notice: the board is drawn, clicks and keys play lines, the computer answers, a game ends, keys
 * typed elsewhere on the page are left alone, hints and the analysis overlay agree with an exact
 * analysis run in the test's own JVM, and the console shows no errors. Screenshots go to
 * system property parlour.shots.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BrowserIT extends SessionTest {
    /** debug: the widget logs its events ("first frame after N ms") to the console, which these steps read. */
    private static final String GAME_QUERY = "game=dots&size=2x2&p1=human&p2=ai:easy&sound=off&debug=1";

    private static final int LINES_2X2 = 12, BOXES_2X2 = 4;
    private static final Pattern FIRST_FRAME = Pattern.compile("parlour: first frame after (\\d+(?:\\.\\d+)?) ms");
    /** Pixels whose colour moved by more than this count as changed (|dR|+|dG|+|dB|). */
    private static final int CHANGE = 40;

    private Path site;
    private Path shots;
    private String step = "start";
    private boolean notedNoFrames;

    @BeforeAll
    void start() throws IOException {
        site = WebSession.builtSite();
        assertTrue(
                Files.isRegularFile(site.resolve("index.html")),
                "the built site has no index.html at " + site + " (run `mvn -B verify` from the repository root)");
        printSiteSize();
        shots = web.shots;
        System.out.println("[web] serving " + site + " at " + server.url(""));
    }

    @BeforeEach
    void nameStep(TestInfo info) {
        step = info.getTestMethod().map(m -> m.getName()).orElse("?");
    }

    @AfterEach
    void collectConsole() {
        browser.drainConsole(step);
    }

    // ---------------------------------------------------------------------------------------------

    @Test
    @Order(1)
    @DisplayName("a. the demo page shows the board inside its host element, among the page's own text")
    void demoPageShowsTheBoard() {
        // Given a first visit to the demo page
        open("index.html");

        // When the widget has started
        WebElement canvas = widget.awaitCanvas(Duration.ofSeconds(60));
        widget.awaitApi(Duration.ofSeconds(30));

        // Then the board is drawn: the canvas is not blank
        BufferedImage shot = awaitDrawn(Duration.ofSeconds(30), "demo page");
        Pixels.Spread spread = Pixels.spread(shot, new Rectangle(0, 0, shot.getWidth(), shot.getHeight()));
        System.out.println("[web] demo canvas " + shot.getWidth() + "x" + shot.getHeight() + ": " + spread);

        // And the canvas sits inside a host element of the page, not over the page's heading and text
        @SuppressWarnings("unchecked")
        Map<String, Object> page = (Map<String, Object>) browser.js(
                String.join(
                        "\n",
                        "var c = arguments[0], cr = c.getBoundingClientRect();",
                        "function inside(o, i) { return i.left >= o.left - 1 && i.top >= o.top - 1 && i.right <= o.right + 1 && i.bottom <= o.bottom + 1; }",
                        "function overlaps(a, b) { return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom; }",
                        "var host = null;",
                        "for (var e = c.parentElement; e && e !== document.body && e !== document.documentElement; e = e.parentElement) {",
                        "  if (e.id || e.hasAttribute('data-game') || Object.keys(e.dataset || {}).length) { host = e; break; } }",
                        "var h = document.querySelector('h1') || document.querySelector('h2');",
                        "var texts = Array.prototype.slice.call(document.querySelectorAll('p, pre, code, li')).filter(function (t) {",
                        "  return host && !host.contains(t) && t.getBoundingClientRect().width > 0 && t.textContent.trim().length > 0; });",
                        "return {",
                        "  host: host ? host.tagName.toLowerCase() + (host.id ? '#' + host.id : '') : null,",
                        "  hostContainsCanvas: host ? inside(host.getBoundingClientRect(), cr) : false,",
                        "  heading: h ? h.textContent.trim() : null,",
                        "  headingVisible: h ? h.getBoundingClientRect().height > 0 : false,",
                        "  headingCovered: h ? overlaps(h.getBoundingClientRect(), cr) : false,",
                        "  texts: texts.length,",
                        "  textsCovered: texts.filter(function (t) { return overlaps(t.getBoundingClientRect(), cr); }).length,",
                        "  canvasParentIsBody: c.parentElement === document.body,",
                        "  tabindex: c.getAttribute('tabindex')",
                        "};"),
                canvas);
        System.out.println("[web] demo page: " + page);
        assertThat(page.get("canvasParentIsBody"))
                .as("the canvas is not inside a host element of the page: " + page)
                .isNotEqualTo(Boolean.TRUE);
        assertThat(page.get("host"))
                .as("the canvas is not inside a host element of the page: " + page)
                .isNotNull();
        assertThat(page.get("hostContainsCanvas"))
                .as("the canvas spills out of its host element: " + page)
                .isEqualTo(Boolean.TRUE);
        assertThat(page.get("heading"))
                .as("the demo page shows no heading: " + page)
                .isNotNull();
        assertThat(page.get("headingVisible"))
                .as("the demo page shows no heading: " + page)
                .isEqualTo(Boolean.TRUE);
        assertThat(page.get("headingCovered"))
                .as("the widget covers the page's heading: " + page)
                .isNotEqualTo(Boolean.TRUE);
        assertThat(((Number) page.get("texts")).intValue())
                .as("the demo page has no text outside the widget: " + page)
                .isGreaterThan(0);
        assertEquals(0, ((Number) page.get("textsCovered")).intValue(), "the widget covers the page's text: " + page);

        browser.pageShot(shots.resolve("web-demo.png"));
        printFirstFrame("demo page");
    }

    @Test
    @Order(2)
    @DisplayName("b. a click on the board plays a line, and the computer answers")
    void clickPlaysLineAndComputerAnswers() {
        // Given a new 2x2 game against the computer on the embed page, the board focused (as a first
        // click would leave it) and the pointer resting in a corner, so that the picture before the
        // click differs from the one after only by what the click did
        Widget.State s0 = openGame("embed.html?" + GAME_QUERY);
        awaitDrawn(Duration.ofSeconds(30), "embed page");
        browser.js("arguments[0].focus();", widget.canvas());
        widget.restPointer();
        BufferedImage before = awaitSteady();
        // the last legal line: away from a1-b1, where the keyboard cursor starts
        String line = s0.legal().get(s0.legal().size() - 1);
        double[] p = widget.pointOf(line);
        assertThat(p)
                .as("parlour.pointOf(" + line + ") gave null for a legal line: " + s0.json())
                .isNotNull();

        // When the player clicks where that line goes
        long framesAtClick = widget.state().frames();
        long clicked = System.nanoTime();
        widget.clickCanvasAt(p[0], p[1]);
        widget.restPointer();

        // Then the line is played
        Widget.State s1 = Browser.await(
                Duration.ofSeconds(10),
                () -> {
                    Widget.State s = widget.state();
                    return s.moves().isEmpty() ? null : s;
                },
                () -> "a click at " + fmt(p) + " (parlour.pointOf(" + line + ")) played nothing: "
                        + widget.state().json());
        assertEquals(line, s1.moves().get(0), "the click played another line than the one at that point");

        // And the computer answers, and it is the player's turn again within about 10 s
        // (meanwhile: frame times from the click on, and while state says thinking, for the report)
        List<Double> sinceClick = new ArrayList<>(), whileThinking = new ArrayList<>();
        long[] thinkingFrom = {-1, 0}; // frame count, nanoTime when thinking was first seen
        Widget.State s2 = Browser.await(
                Duration.ofSeconds(12),
                () -> {
                    Map.Entry<Widget.State, List<Double>> now = widget.stateAndFrameTimes();
                    Widget.State s = now.getKey();
                    if (s.thinking() && thinkingFrom[1] == 0) {
                        thinkingFrom[0] = s.frames();
                        thinkingFrom[1] = System.nanoTime();
                    }
                    if (s.moves().size() >= 2 && s.playerOnesTurn()) {
                        sinceClick.addAll(framesSince(now.getValue(), s, framesAtClick, clicked));
                        if (thinkingFrom[1] != 0)
                            whileThinking.addAll(framesSince(now.getValue(), s, thinkingFrom[0], thinkingFrom[1]));
                        return s;
                    }
                    return null;
                },
                () -> "the computer did not answer, or the turn did not come back to player 1: "
                        + widget.state().json());
        long answeredMs = (System.nanoTime() - clicked) / 1_000_000;
        assertEquals(2, s2.moves().size(), "one answer from the computer expected: " + s2.json());
        assertThat(s2.moves().get(1))
                .as("the computer played an impossible line: " + s2.json())
                .isNotEqualTo(line);
        assertThat(s0.legal())
                .as("the computer played an impossible line: " + s2.json())
                .contains(s2.moves().get(1));
        System.out.println("[measure] web computer answered " + answeredMs + " ms after the click");
        printFrameTimes("from the click to the computer's answer", sinceClick);
        if (thinkingFrom[1] != 0) printFrameTimes("while state() said thinking", whileThinking);
        else
            System.out.println(
                    "[measure] web frame times while thinking: state() never said thinking=true when polled");

        // And the board shows the line: the canvas changes around the click
        Rectangle around = new Rectangle((int) p[0] - 12, (int) p[1] - 12, 25, 25);
        Browser.await(
                Duration.ofSeconds(5),
                () -> Pixels.changed(before, widget.canvasShot(), around, CHANGE) >= 12 ? Boolean.TRUE : null,
                () -> "the canvas did not change where the line " + line + " was played (around " + fmt(p) + ")");

        browser.pageShot(shots.resolve("web-click.png"));
    }

    @Test
    @Order(3)
    @DisplayName("c. keyboard alone: Tab to the board, Enter plays a1-b1, arrows and Enter play another line")
    void keyboardAlonePlays() {
        // Given a new game on the embed page, nothing focused
        openGame("embed.html?" + GAME_QUERY);
        awaitDrawn(Duration.ofSeconds(30), "embed page");

        // When the player presses Tab until the board has the focus
        for (int i = 0; i < 10 && !widget.canvasFocused(); i++) widget.type(Keys.TAB);
        assertTrue(
                widget.canvasFocused(),
                "10 presses of Tab never focused the board's canvas (focus on " + widget.activeElement() + ")");

        // And presses Enter
        widget.type(Keys.ENTER);

        // Then a1-b1, where the cursor starts, is played
        Widget.State s1 = web.awaitState(
                Duration.ofSeconds(10), s -> !s.moves().isEmpty(), "a move played by Enter on the focused board");
        assertEquals("a1-b1", s1.moves().get(0), "Enter should play the line under the starting cursor");
        Widget.State s2 = awaitPlayerOnesTurn(2);

        // When the player moves the cursor with the arrow keys and presses Enter
        List<CharSequence> arrows = List.of(
                Keys.ARROW_RIGHT,
                Keys.ARROW_UP,
                Keys.ARROW_LEFT,
                Keys.ARROW_DOWN,
                Keys.ARROW_UP,
                Keys.ARROW_RIGHT,
                Keys.ARROW_UP,
                Keys.ARROW_RIGHT);
        Widget.State s3 = null;
        List<String> tried = new ArrayList<>();
        for (CharSequence arrow : arrows) {
            // (the cursor may land on a line that is already drawn: then Enter rightly does nothing, move on)
            tried.add(((Keys) arrow).name());
            widget.type(arrow, Keys.ENTER);
            s3 = poll(Duration.ofSeconds(2), () -> {
                Widget.State s = widget.state();
                return s.moves().size() > 2 ? s : null;
            });
            if (s3 != null) break;
        }

        // Then another line is played by the player, and the focus stays on the board
        assertThat(s3)
                .as("arrow keys then Enter never played a line (tried " + tried + "): "
                        + widget.state().json())
                .isNotNull();
        String played = s3.moves().get(2);
        assertThat(s2.legal())
                .as(played + " was not a legal line: " + s3.json())
                .contains(played);
        assertTrue(
                widget.canvasFocused(),
                "the board lost the focus while playing with the keyboard (focus on " + widget.activeElement() + ")");
        System.out.println("[web] keyboard played a1-b1 then " + played + " after " + tried);
    }

    @Test
    @Order(4)
    @DisplayName("f. keys typed while the board is not focused do not play moves")
    void keysElsewhereDoNothing() {
        // Given the demo page with a new game, and the player clicked on the page's text, not the board
        openGame("index.html?" + GAME_QUERY);
        awaitDrawn(Duration.ofSeconds(30), "demo page");
        WebElement canvas = widget.canvas();
        WebElement text = (WebElement) browser.js(
                String.join(
                        "\n",
                        "var c = arguments[0];",
                        "var ts = Array.prototype.slice.call(document.querySelectorAll('p, h1, h2, li')).filter(function (t) {",
                        "  var r = t.getBoundingClientRect(); return r.width > 0 && r.height > 0 && !t.contains(c) && t.textContent.trim(); });",
                        "return ts.length ? ts[0] : null;"),
                canvas);
        assertThat(text)
                .as("no text on the demo page outside the widget to click on")
                .isNotNull();
        new Actions(browser.driver).moveToElement(text).click().perform();
        assertTrue(!widget.canvasFocused(), "clicking the page's text left the board focused");
        Widget.State before = widget.state();
        assertThat(before.moves())
                .as("a new game should have no moves: " + before.json())
                .isEmpty();

        // When the player types Enter, Space, arrows and Enter
        widget.type(Keys.ENTER, Keys.SPACE, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ENTER);

        // Then no move is played (watched for 2 s)
        Widget.State changed = poll(Duration.ofSeconds(2), () -> {
            Widget.State s = widget.state();
            return s.moves().isEmpty() ? null : s;
        });
        assertThat(changed)
                .as("keys typed outside the board played a move: " + (changed == null ? "" : changed.json()))
                .isNull();

        // (and the same Enter does play once the board has the focus, so the keys themselves were fine)
        browser.js("arguments[0].focus();", widget.canvas());
        assertTrue(widget.canvasFocused(), "could not focus the canvas");
        widget.type(Keys.ENTER);
        Widget.State after = web.awaitState(
                Duration.ofSeconds(10), s -> !s.moves().isEmpty(), "a move played by Enter on the focused board");
        assertEquals("a1-b1", after.moves().get(0));
    }

    @Test
    @Order(5)
    @DisplayName("d. a whole 2x2 game against the computer can be played to the end with clicks")
    void wholeGameByClicks() {
        // Given a new game on the embed page
        openGame("embed.html?" + GAME_QUERY);
        awaitDrawn(Duration.ofSeconds(30), "embed page");

        // When the player clicks a legal line whenever it is their turn
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        Widget.State s = widget.state();
        int clicks = 0;
        while (!s.over()) {
            if (System.nanoTime() > deadline) fail("the game did not end within 120 s: " + s.json());
            if (s.playerOnesTurn()) {
                assertThat(s.legal())
                        .as("player 1 to move but no legal line: " + s.json())
                        .isNotEmpty();
                String line = s.legal().get(0);
                double[] p = widget.pointOf(line);
                assertThat(p)
                        .as("parlour.pointOf(" + line + ") gave null for a legal line")
                        .isNotNull();
                int n = s.moves().size();
                widget.clickCanvasAt(p[0], p[1]);
                clicks++;
                Widget.State after = Browser.await(
                        Duration.ofSeconds(10),
                        () -> {
                            Widget.State t = widget.state();
                            return t.moves().size() > n ? t : null;
                        },
                        () -> "clicking " + line + " at " + fmt(p) + " played nothing: "
                                + widget.state().json());
                assertEquals(line, after.moves().get(n), "the click played another line");
            } else {
                Browser.sleep(100);
            }
            s = widget.state();
        }

        // Then the game ends with a result that matches the score, every line drawn and every box won
        widget.restPointer();
        awaitSteady(); // let the last animation finish before the picture
        browser.pageShot(shots.resolve("web-game.png"));
        System.out.println("[web] game over after " + clicks + " clicks: result " + s.result() + " score " + s.score1()
                + "-" + s.score2());
        assertThat(Set.of("1", "2", "tie"))
                .as("result should be 1, 2 or tie: " + s.json())
                .contains(s.result());
        assertEquals(LINES_2X2, s.moves().size(), "every line should be drawn: " + s.json());
        assertThat(s.legal()).as("no legal line should be left: " + s.json()).isEmpty();
        assertEquals(BOXES_2X2, s.score1() + s.score2(), "the four boxes should all be won: " + s.json());
        String expected = s.score1() > s.score2() ? "1" : s.score2() > s.score1() ? "2" : "tie";
        assertEquals(expected, s.result(), "the result does not match the score: " + s.json());
    }

    @Test
    @Order(6)
    @DisplayName(
            "g. T and the Hint button show a best line, Enter plays it; A and the Analysis button toggle the value overlay")
    void hintAndAnalysis() {
        // Given a 3x3 game between two people, six safe lines drawn (one side on each of six boxes)
        openGame("embed.html?game=dots&size=3x3&p1=human&p2=human&sound=off", "3x3", 24);
        awaitDrawn(Duration.ofSeconds(30), "embed page");
        List<String> opening = List.of("a1-b1", "c1-d1", "a4-b4", "c4-d4", "a2-a3", "d2-d3");
        for (String line : opening) {
            double[] p = widget.pointOf(line);
            int n = widget.state().moves().size();
            widget.clickCanvasAt(p[0], p[1]);
            Browser.await(
                    Duration.ofSeconds(10),
                    () -> widget.state().moves().size() > n ? Boolean.TRUE : null,
                    () -> "clicking " + line + " played nothing: "
                            + widget.state().json());
        }
        widget.restPointer();
        Widget.State s0 = widget.state();
        List<String> best = bestLines(s0.moves());

        // When player 1 presses T on the focused board
        browser.js("arguments[0].focus();", widget.canvas());
        widget.type("t");

        // Then the hint is a line that an exact analysis in this JVM finds best, and the status says so
        String hint = awaitHint(null);
        assertThat(best)
                .as("the hint " + hint + " is not among the best lines " + best + " after " + s0.moves())
                .contains(hint);
        assertThat(String.valueOf(widget.stateMap().get("status")))
                .as("the status does not give the hint: " + widget.state().json())
                .startsWith("Hint: ");

        // When the player presses Enter: the keyboard cursor followed the hint, so the hinted line is played
        widget.type(Keys.ENTER);
        Widget.State s1 = Browser.await(
                Duration.ofSeconds(10),
                () -> {
                    Widget.State s = widget.state();
                    return s.moves().size() > s0.moves().size() ? s : null;
                },
                () -> "Enter after the hint played nothing: " + widget.state().json());
        assertEquals(hint, s1.moves().get(s1.moves().size() - 1), "Enter should play the hinted line");
        List<String> best1 = bestLines(s1.moves());

        // When the next player clicks the Analysis button
        BufferedImage before = awaitSteady();
        double[] analysisButton = widget.pointOf("Analysis");
        assertThat(analysisButton)
                .as("parlour.pointOf(\"Analysis\") found no Analysis button")
                .isNotNull();
        widget.clickCanvasAt(analysisButton[0], analysisButton[1]);
        widget.restPointer();

        // Then every undrawn line gets an exact value, the best ones are those the JVM's analysis finds,
        // and the board shows the marks
        List<Map<String, Object>> marks = awaitAnalysis();
        assertEquals(
                s1.legal().size(),
                marks.size(),
                "every undrawn line should have a value: " + widget.state().json());
        List<String> shownBest = new ArrayList<>();
        for (Map<String, Object> m : marks) {
            assertEquals(Boolean.TRUE, m.get("exact"), "a value on a 3x3 board this far on should be exact: " + m);
            if (Boolean.TRUE.equals(m.get("best"))) shownBest.add(Widget.normalise(String.valueOf(m.get("move"))));
        }
        Collections.sort(shownBest);
        assertEquals(best1, shownBest, "the overlay's best lines");
        BufferedImage after = awaitSteady();
        String marked = String.valueOf(marks.get(0).get("move"));
        double[] at = widget.pointOf(marked);
        Rectangle around = new Rectangle((int) at[0] - 20, (int) at[1] - 20, 41, 41);
        assertThat(Pixels.changed(before, after, around, CHANGE))
                .as("no value mark shows near " + marked + " on the board")
                .isGreaterThanOrEqualTo(12);
        browser.pageShot(shots.resolve("web-analysis.png"));

        // When that player clicks the Hint button
        double[] hintButton = widget.pointOf("Hint");
        assertThat(hintButton)
                .as("parlour.pointOf(\"Hint\") found no Hint button")
                .isNotNull();
        widget.clickCanvasAt(hintButton[0], hintButton[1]);
        widget.restPointer();

        // Then the hint is one of the best lines for this player too
        String hint2 = awaitHint(null);
        assertThat(best1)
                .as("the hint " + hint2 + " is not among the best lines " + best1)
                .contains(hint2);

        // When the player presses A, the overlay goes away
        browser.js("arguments[0].focus();", widget.canvas());
        widget.type("a");
        Browser.await(
                Duration.ofSeconds(5),
                () -> {
                    Map<String, Object> m = widget.stateMap();
                    return Boolean.FALSE.equals(m.get("analysisOn")) && ((List<?>) m.get("analysis")).isEmpty()
                            ? Boolean.TRUE
                            : null;
                },
                () -> "A did not turn the overlay off: " + widget.state().json());
    }

    @Test
    @Order(7)
    @DisplayName("g. a still board is drawn about once a second; a key's change is drawn at once")
    void aStillBoardIsDrawnAboutOnceASecond() {
        // Given a board nobody touches, its canvas's clears counted (one per picture drawn)
        openGame("embed.html?" + GAME_QUERY);
        awaitDrawn(Duration.ofSeconds(30), "embed page");
        browser.js(
                "var c = arguments[0], gl = c.getContext('webgl2') || c.getContext('webgl'), clear = gl.clear;"
                        + " window.parlourDrawn = 0; gl.clear = function (m) { window.parlourDrawn++; return clear.call(this, m); };",
                widget.canvas());
        // Then once it has settled it draws at most two pictures a second (once a second, and a change it looks for
        // four times a second), while the page's frames go on
        long[] still = Browser.await(
                Duration.ofSeconds(20),
                () -> {
                    long[] w = drawnInASecond();
                    return w[0] <= 2 ? w : null;
                },
                () -> "the still board kept drawing: " + java.util.Arrays.toString(drawnInASecond())
                        + " (pictures, frames, frames before the first picture) in a second");
        assertThat(still[1]).as("the page's frames in that second").isGreaterThan(still[0]);
        // When the cursor moves on the board (a key pressed in the page, where the count starts), the board with the
        // cursor moved is drawn in the next frames, not a quarter of a second later
        long[] after = drawnIn(
                500,
                "var cv = document.querySelector('canvas'); cv.focus(); ['keydown', 'keyup'].forEach(function (t)"
                        + " { cv.dispatchEvent(new KeyboardEvent(t, {key: 'ArrowRight', code: 'ArrowRight', keyCode: 39,"
                        + " which: 39, bubbles: true})); });");
        assertThat(after[2])
                .as("page frames before the first picture after a key (" + after[0] + " pictures in " + after[1]
                        + " frames; still: " + still[0] + " a second)")
                .isBetween(0L, 3L);
    }

    /** The pictures the widget drew, the page's animation frames, and the frames before the first picture, in a second. */
    private long[] drawnInASecond() {
        return drawnIn(1000, "");
    }

    /**
     * The pictures drawn, the animation frames, and the frames before the first picture (-1: none) in the next {@code
     * millis} ms, after {@code first} ran there.
     */
    private long[] drawnIn(int millis, String first) {
        @SuppressWarnings("unchecked")
        List<Number> r = (List<Number>) browser.driver.executeAsyncScript(
                "var done = arguments[arguments.length - 1], ms = arguments[0], d0 = window.parlourDrawn, f = 0,"
                        + " firstAt = -1, t0 = performance.now();"
                        + first
                        + "(function step() { if (firstAt < 0 && window.parlourDrawn > d0) firstAt = f;"
                        + " if (performance.now() - t0 >= ms) done([window.parlourDrawn - d0, f, firstAt]);"
                        + " else { f++; requestAnimationFrame(step); } })();",
                millis);
        return new long[] {r.get(0).longValue(), r.get(1).longValue(), r.get(2).longValue()};
    }

    @Test
    @Order(8)
    @DisplayName("e. the browser console shows no errors during all of the above")
    void noConsoleErrors() {
        browser.drainConsole(step);
        List<Browser.Console> all = browser.console();
        List<String> severe = all.stream()
                .filter(Browser.Console::severe)
                .map(Object::toString)
                .collect(Collectors.toList());
        List<String> missing = server.notFound();
        try {
            Files.write(
                    shots.resolve("web-console.log"),
                    all.stream().map(Object::toString).collect(Collectors.toList()));
        } catch (IOException e) {
            System.out.println("[web] could not write web-console.log: " + e);
        }
        System.out.println("[web] console: " + all.size() + " messages (web-console.log), " + severe.size()
                + " errors; files not found: " + missing);
        assertTrue(
                all.stream().anyMatch(c -> c.entry.getMessage().contains("parlour")),
                "no console message at all from the game was collected; console capture may be broken: " + all);
        assertThat(severe).as("console errors:\n" + String.join("\n", severe)).isEmpty();
        assertThat(missing)
                .as("the pages asked for files the site does not have: " + missing)
                .isEmpty();
    }

    // ---------------------------------------------------------------------------------------------

    /** Opens a page of the site as a first-time visitor (nothing stored from earlier tests). */
    private void open(String pathAndQuery) {
        browser.drainConsole(step);
        browser.clearSiteData(server.url("").replaceAll("/$", ""));
        browser.driver.get(server.url(pathAndQuery));
    }

    /** Opens a page with a 2x2 game and waits until a fresh game is ready for player 1. */
    private Widget.State openGame(String pathAndQuery) {
        return openGame(pathAndQuery, "2x2", LINES_2X2);
    }

    /** Opens a page with a game of this size and waits until a fresh game is ready for player 1. */
    private Widget.State openGame(String pathAndQuery, String size, int lines) {
        open(pathAndQuery);
        widget.awaitReady();
        Widget.State s = widget.state();
        if (!s.hasFrameCount() && !notedNoFrames) {
            notedNoFrames = true;
            System.out.println("[web] note: parlour.state() has no \"frames\" count (the contract has one)");
        }
        assertEquals("dots", s.game(), "game option from the URL not taken: " + s.json());
        assertEquals(size, s.size(), "size option from the URL not taken: " + s.json());
        assertEquals(1, s.toMove(), "player 1 should move first: " + s.json());
        assertThat(s.moves()).as("not a new game: " + s.json()).isEmpty();
        assertThat(s.result()).as("not a new game: " + s.json()).isEqualTo("none");
        assertEquals(lines, s.legal().size(), "a " + size + " board has " + lines + " lines: " + s.json());
        assertThat(s.legal())
                .as("a1-b1 should be legal in a new game: " + s.json())
                .contains("a1-b1");
        return s;
    }

    /** The best lines after these moves on a 3x3 board, by an exact analysis in this JVM (sorted, normalised). */
    private static List<String> bestLines(List<String> moves) {
        DotsPosition p = DotsPosition.empty(3, 3);
        for (String m : moves) p = p.play(DotsNotation.parseMove(p, m));
        DotsAnalysis truth = new DotsAnalysis(p, 120_000, new Random(1));
        assertTrue(
                truth.think(120_000) && truth.isSolved(),
                "the test's own analysis did not solve the position after " + moves);
        List<String> best = new ArrayList<>();
        for (DotsAnalysis.LineValue v : truth.lines()) if (v.isBest()) best.add(Widget.normalise(v.move()));
        Collections.sort(best);
        return best;
    }

    /** Waits for the hint in parlour.state() (a line other than {@code previous}). */
    private String awaitHint(String previous) {
        return Browser.await(
                Duration.ofSeconds(15),
                () -> {
                    Object h = widget.stateMap().get("hint");
                    return h == null || h.equals(previous) ? null : Widget.normalise(String.valueOf(h));
                },
                () -> "no hint appeared in parlour.state(): " + widget.state().json());
    }

    /** Waits for the analysis overlay's values in parlour.state(). */
    @SuppressWarnings("unchecked")
    private List<Map<String, Object>> awaitAnalysis() {
        return Browser.await(
                Duration.ofSeconds(15),
                () -> {
                    Map<String, Object> m = widget.stateMap();
                    List<Map<String, Object>> a = (List<Map<String, Object>>) m.get("analysis");
                    return Boolean.TRUE.equals(m.get("analysisOn")) && a != null && !a.isEmpty() ? a : null;
                },
                () -> "the analysis overlay gave no values in parlour.state(): "
                        + widget.state().json());
    }

    /** Polls for a non-null value without failing: null when it never came. */
    private static <T> T poll(Duration timeout, Supplier<T> check) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            T v = check.get();
            if (v != null || System.nanoTime() > deadline) return v;
            Browser.sleep(100);
        }
    }

    private Widget.State awaitPlayerOnesTurn(int minMoves) {
        return Browser.await(
                Duration.ofSeconds(12),
                () -> {
                    Widget.State s = widget.state();
                    return s.moves().size() >= minMoves && s.playerOnesTurn() ? s : null;
                },
                () -> "the computer did not answer, or the turn did not come back to player 1: "
                        + widget.state().json());
    }

    /** The canvas once two pictures in a row are the same (or after 3 s, for boards that keep animating). */
    private BufferedImage awaitSteady() {
        BufferedImage last = widget.canvasShot();
        long deadline = System.nanoTime() + Duration.ofSeconds(3).toNanos();
        while (System.nanoTime() < deadline) {
            Browser.sleep(150);
            BufferedImage now = widget.canvasShot();
            if (Pixels.changed(last, now, new Rectangle(0, 0, now.getWidth(), now.getHeight()), 0) == 0) return now;
            last = now;
        }
        return last;
    }

    /** Waits until the canvas shows a drawing (several colours, not one flat fill); returns its pixels. */
    private BufferedImage awaitDrawn(Duration timeout, String where) {
        BufferedImage[] last = {null};
        return Browser.await(
                timeout,
                () -> {
                    BufferedImage img = widget.canvasShot();
                    last[0] = img;
                    Pixels.Spread s = Pixels.spread(img, new Rectangle(0, 0, img.getWidth(), img.getHeight()));
                    return s.distinct >= 3 && s.dominantShare < 0.999 ? img : null;
                },
                () -> {
                    if (last[0] == null) return "the " + where + " canvas could not be captured";
                    Browser.save(pngBytes(last[0]), shots.resolve("web-blank.png"));
                    return "the " + where + " canvas stays blank: "
                            + Pixels.spread(last[0], new Rectangle(0, 0, last[0].getWidth(), last[0].getHeight()))
                            + " (see web-blank.png)";
                });
    }

    private static byte[] pngBytes(BufferedImage img) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(img, "png", out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private void printFirstFrame(String where) {
        List<Browser.Console> fresh = browser.drainConsole(step);
        String fromConsole = null;
        for (Browser.Console c : fresh) {
            Matcher m = FIRST_FRAME.matcher(c.entry.getMessage());
            if (m.find()) fromConsole = m.group(1);
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> nav = (Map<String, Object>)
                browser.js(
                        "var n = performance.getEntriesByType('navigation')[0];"
                                + "return n ? {dcl: Math.round(n.domContentLoadedEventEnd), load: Math.round(n.loadEventEnd)} : {};");
        System.out.println("[measure] web " + where + ": page load to first frame "
                + (fromConsole != null
                        ? fromConsole + " ms (console line)"
                        : "not reported (no 'parlour: first frame after N ms' in the console)")
                + "; DOMContentLoaded " + nav.get("dcl") + " ms, load " + nav.get("load") + " ms");
    }

    /**
     * The most recent frame durations since a moment: by the frame counter when the state has one,
     * else as many recent frames as add up to the time since then.
     */
    private static List<Double> framesSince(List<Double> recent, Widget.State now, long framesThen, long nanosThen) {
        int n;
        if (now.hasFrameCount() && framesThen >= 0) {
            n = (int) Math.min(recent.size(), Math.max(0, now.frames() - framesThen));
        } else {
            double ms = (System.nanoTime() - nanosThen) / 1e6, sum = 0;
            n = 0;
            for (int i = recent.size() - 1; i >= 0 && sum < ms; i--, n++) sum += recent.get(i);
        }
        return new ArrayList<>(recent.subList(recent.size() - n, recent.size()));
    }

    private static void printFrameTimes(String when, List<Double> times) {
        System.out.println("[measure] web frame times " + when + ": "
                + (times.isEmpty() ? "no frames recorded" : Widget.timesSummary(times)));
    }

    private void printSiteSize() throws IOException {
        long all = 0, allGz = 0, js = 0, jsGz = 0;
        int files = 0;
        try (Stream<Path> walk = Files.walk(site)) {
            for (Path f : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                byte[] b = Files.readAllBytes(f);
                long gz = gzipSize(b);
                files++;
                all += b.length;
                allGz += gz;
                if (f.getFileName().toString().endsWith(".js")) {
                    js += b.length;
                    jsGz += gz;
                }
            }
        }
        System.out.printf(
                "[measure] web site size: %d files, %.1f KB (%.1f KB gzipped); JavaScript %.1f KB (%.1f KB gzipped)%n",
                files, all / 1024.0, allGz / 1024.0, js / 1024.0, jsGz / 1024.0);
    }

    private static long gzipSize(byte[] b) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(b);
        }
        return out.size();
    }

    private static String fmt(double[] p) {
        return String.format("%.0f,%.0f", p[0], p[1]);
    }
}
