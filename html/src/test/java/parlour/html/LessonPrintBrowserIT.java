package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.w3c.dom.Document;

/**
 * The built site's lesson page printed, as a teacher would print it for a handout: opened and at once switched to
 * print media (no board scrolled to), every board is a diagram of its position, 9 cm wide at most, its frame not
 * shown, the commented games' with the comment of the move shown; on screen the diagrams are hidden. Stepped back
 * through the Dots game with the keys, the printed diagram is the position stepped to.
 */
class LessonPrintBrowserIT {
    private static final Duration WAIT = Duration.ofSeconds(90);
    /** 9 cm in CSS pixels (96 a inch), and a pixel for rounding. */
    private static final double NINE_CM = 9 / 2.54 * 96 + 1;

    /** Each board's figure and what shows of it and of the board, in page order. */
    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> figures(WebSession s) {
        return (List<Map<String, Object>>) s.browser.js("return Parlour.widgets().map(function (w) {"
                + "  var f = w.element.nextElementSibling, img = f && f.querySelector('img'),"
                + "    c = f && f.querySelector('figcaption'), frame = w.element.querySelector('iframe'),"
                + "    src = img ? img.getAttribute('src') || '' : '', r = img ? img.getBoundingClientRect() : null;"
                + "  return {board: w.element.id, figure: f ? f.tagName + '.' + f.className : 'none',"
                + "    shown: f ? getComputedStyle(f).display : 'none', breakInside: f ? getComputedStyle(f).breakInside : '',"
                + "    boardShown: getComputedStyle(w.element).display,"
                + "    frameBoxes: frame ? frame.getClientRects().length : -1,"
                + "    frameWidth: frame ? frame.getBoundingClientRect().width : -1,"
                + "    svg: src.indexOf('data:image/svg+xml') === 0 ? decodeURIComponent(src.slice(src.indexOf(',') + 1)) : '',"
                + "    alt: img ? img.alt : '', drawn: img ? img.complete && img.naturalWidth > 0 : false,"
                + "    width: r ? r.width : 0, height: r ? r.height : 0, caption: c ? c.textContent : null};"
                + "});");
    }

    private static void media(WebSession s, String media) {
        s.browser.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", media));
        assertEquals(
                "print".equals(media),
                s.browser.js("return matchMedia('print').matches;"),
                "the page's media is " + media);
    }

    /** The lines drawn on the Dots game's printed diagram (its figure's SVG). */
    private static int dotsLines(WebSession s) throws Exception {
        String svg = String.valueOf(figures(s).get(0).get("svg"));
        if (svg.isEmpty()) return -1;
        return (int) DiagramBrowserIT.count(DiagramBrowserIT.xml(svg), "lines", "line");
    }

    /** Waits until the Dots game's diagram has {@code lines} lines; returns how long that took, in ms. */
    private static long awaitDotsLines(WebSession s, int lines) {
        long from = System.nanoTime();
        Browser.await(
                WAIT,
                () -> {
                    try {
                        return dotsLines(s) == lines ? true : null;
                    } catch (Exception e) {
                        throw new AssertionError(e);
                    }
                },
                () -> "the Dots game's diagram never had " + lines + " lines: "
                        + figures(s).get(0));
        return (System.nanoTime() - from) / 1_000_000;
    }

    @Test
    void everyBoardPrintsAsTheDiagramOfThePositionItShows() throws Exception {
        try (WebSession s = WebSession.start()) {
            if (s == null) return;
            s.browser.driver.manage().timeouts().scriptTimeout(WAIT);
            long opened = System.nanoTime();
            s.browser.driver.get(s.server.url("lesson.html"));
            assertEquals(4L, s.browser.js("return Parlour.widgets().length;"), "two games and two puzzles");

            // Given the page as it opened, never scrolled: the boards further down have their diagram too
            Browser.await(
                    WAIT,
                    () -> figures(s).stream()
                                    .allMatch(f -> !String.valueOf(f.get("svg")).isEmpty())
                            ? true
                            : null,
                    () -> "not every board has its diagram: " + figures(s));
            long allDrawn = (System.nanoTime() - opened) / 1_000_000;
            List<?> moves = (List<?>) s.browser.driver.executeAsyncScript("var done = arguments[arguments.length - 1];"
                    + "Promise.all(Parlour.widgets().map(function (w) { return w.getState(); }))"
                    + ".then(function (all) { done(all.map(function (st) { return st.moves.length; })); },"
                    + " function (e) { done(['failed: ' + e.message]); });");
            assertEquals(List.of(14L, 14L, 5L, 5L), moves, "each board's moves: the games' saves, the puzzles on them");

            // on screen: the boards, and no diagram
            for (Map<String, Object> f : figures(s)) {
                assertEquals("FIGURE.print-diagram", f.get("figure"), "the figure after the board: " + f);
                assertEquals("none", f.get("shown"), "a diagram on screen: " + f);
                assertThat(((Number) f.get("frameWidth")).doubleValue())
                        .as("the board's frame on screen: " + f)
                        .isGreaterThan(200);
            }

            // When it is printed
            media(s, "print");
            List<Map<String, Object>> printed = figures(s);
            String[] titles = {"Dots and Boxes", "Dots and Boxes", "Six Men's Morris", "Six Men's Morris"};
            for (int i = 0; i < 4; i++) {
                Map<String, Object> f = printed.get(i);
                String board = String.valueOf(f.get("board"));
                // Then each board is its diagram: shown whole, drawn, at most 9 cm wide, its frame not shown
                assertEquals("block", f.get("shown"), board + ": " + f);
                assertEquals("avoid", f.get("breakInside"), board + " may be split across two pages: " + f);
                assertEquals(true, f.get("drawn"), board + "'s diagram is not drawn: " + f);
                assertThat(((Number) f.get("width")).doubleValue())
                        .as(board + "'s diagram's width")
                        .isGreaterThan(150)
                        .isLessThanOrEqualTo(NINE_CM);
                assertThat(((Number) f.get("height")).doubleValue())
                        .as(board + "'s diagram's height")
                        .isGreaterThan(100);
                assertEquals("none", f.get("boardShown"), board + " prints its board: " + f);
                assertEquals(0L, f.get("frameBoxes"), board + "'s frame is laid out in print: " + f);
                // of the board's own position: its game, the lines or men its moves put there
                Document svg = DiagramBrowserIT.xml(String.valueOf(f.get("svg")));
                assertEquals(
                        titles[i], svg.getElementsByTagName("title").item(0).getTextContent(), board);
                assertEquals(titles[i], f.get("alt"), board + "'s diagram is named by its title");
                if (i < 2) assertEquals(14.0, DiagramBrowserIT.count(svg, "lines", "line"), board + "'s lines");
                else assertEquals(16.0 - 5, DiagramBrowserIT.count(svg, "points", "circle"), board + "'s empty points");
            }
            assertThat((Double) XPathFactory.newInstance()
                            .newXPath()
                            .evaluate(
                                    "count(//*[local-name()='g'][@class='marks']/*)",
                                    DiagramBrowserIT.xml(
                                            String.valueOf(printed.get(0).get("svg"))),
                                    XPathConstants.NUMBER))
                    .as("the lesson's blue line and yellow box on the printed game")
                    .isGreaterThanOrEqualTo(2.0);
            assertEquals(
                    "After move 14. Player 2 has no safe line left and gives box b1 away.",
                    printed.get(0).get("caption"),
                    "the Dots game's comment under its diagram");
            assertEquals(
                    "After move 5. A new threat, on the left line this time: a1 and a5, with a3 empty.",
                    printed.get(2).get("caption"));
            assertEquals(null, printed.get(1).get("caption"), "a puzzle's diagram has no comment");
            // black text, and no links or keyboard help on paper
            assertEquals("rgb(0, 0, 0)", s.browser.js("return getComputedStyle(document.body).color;"));
            assertEquals("none", s.browser.js("return getComputedStyle(document.querySelector('nav')).display;"));
            assertEquals(
                    "none", s.browser.js("return getComputedStyle(document.querySelector('.screen-only')).display;"));
            s.browser.pageShot(s.shots.resolve("lesson-print.png"));

            // When the Dots game is stepped back on screen (Tab into its board, Home, End, Left)
            media(s, "");
            assertEquals("none", figures(s).get(0).get("shown"), "back on screen the diagrams are hidden");
            s.browser.js("window.scrollTo(0, 0); document.activeElement.blur();");
            s.widget.type(Keys.TAB);
            s.browser.driver.switchTo().frame(s.browser.driver.findElement(By.cssSelector("#dots-game-board iframe")));
            assertTrue(s.widget.canvasFocused(), "Tab went to " + s.widget.activeElement());
            s.widget.type(Keys.HOME);
            s.browser.driver.switchTo().defaultContent();
            long home = awaitDotsLines(s, 0);
            assertEquals(
                    "Start of the game. Both sides draw safe lines: lines that give no box away.",
                    figures(s).get(0).get("caption"));
            s.browser.driver.switchTo().frame(s.browser.driver.findElement(By.cssSelector("#dots-game-board iframe")));
            s.widget.type(Keys.END);
            s.widget.type(Keys.ARROW_LEFT);
            s.browser.driver.switchTo().defaultContent();
            long left = awaitDotsLines(s, 13);

            // Then its printed diagram is the position stepped to, with that move's comment
            media(s, "print");
            Map<String, Object> dots = figures(s).get(0);
            assertEquals("block", dots.get("shown"), dots.toString());
            assertEquals(true, dots.get("drawn"), dots.toString());
            assertEquals(
                    "After move 13. The last safe line: after it, every line on the board gives the other side a box.",
                    dots.get("caption"));
            Document stepped = DiagramBrowserIT.xml(String.valueOf(dots.get("svg")));
            assertEquals(13.0, DiagramBrowserIT.count(stepped, "lines", "line"), "the lines up to move 13");
            assertEquals(1.0, DiagramBrowserIT.count(stepped, "last move", "line"), "move 13, a2-a3, as the last");
            assertEquals(
                    List.of(14L),
                    List.of(s.browser.driver.executeAsyncScript("var done = arguments[arguments.length - 1];"
                            + "Parlour.widgets()[0].getState().then(function (st) { done(st.moves.length); });")),
                    "the game itself keeps its 14 moves");
            s.browser.pageShot(s.shots.resolve("lesson-print-stepped.png"));
            media(s, "");
            System.out.println("[lesson print] every board's diagram " + allDrawn + " ms after the page opened;"
                    + " the printed Dots game followed Home in " + home + " ms, End and Left in " + left + " ms");
        }
    }
}
