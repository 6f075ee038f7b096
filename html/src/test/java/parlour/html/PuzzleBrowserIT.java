package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * A puzzle on a page author's page on another origin, as a teacher embeds one: a Dots endgame from the exact solver
 * with exactly one best line and {@code data-puzzle="best"}. A wrong line is told with the boxes it gives away and
 * taken back, the right one is right and solves it; the wrong move and the hint's move are drawn as marks (red,
 * green) meanwhile; then the same by typed moves, heard only in the live region. A collection's puzzle is in
 * getState() with its place in the collection, and the widget's own Next and Previous buttons (drawn, and repeated
 * for screen readers) step through the collection.
 */
class PuzzleBrowserIT {
    private static final Duration WAIT = Duration.ofSeconds(30);

    /** The first puzzle of the Dots collection: its board, the moves to its position and its one best line. */
    private static String[] firstEndgame() throws Exception {
        String size = null, moves = null, line = null;
        for (String l : Files.readAllLines(
                Path.of("../assets/src/main/static/puzzles/dots-endgames.txt"), StandardCharsets.UTF_8)) {
            if (l.startsWith("options size=") && size == null) size = l.substring(13);
            else if (l.startsWith("moves ") && moves == null) moves = l.substring(6);
            else if (l.startsWith("line ") && line == null) line = l.substring(5);
        }
        return new String[] {size, moves, line};
    }

    /** A widget on the position with {@code data-puzzle="best"}, its events kept in the page's window.heard. */
    private static String widget(String id, String[] puzzle) {
        String save = "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"" + puzzle[0] + "\"]\n[Player1 \"human\"]\n"
                + "[Player2 \"human\"]\n\n" + puzzle[1];
        return "<div id=" + id + " class=w data-parlour-game=dots data-size=" + puzzle[0]
                + " data-sound=off data-theme=contrast"
                + " data-speed=instant data-puzzle=best data-position=\""
                + save.replace("\"", "&quot;").replace("\n", "&#10;")
                + "\"></div>";
    }

    @Test
    void aWrongLineIsToldInBoxesAndTakenBackAndTheRightOneSolvesByMouseAndByTypedMoves() throws Exception {
        String[] puzzle = firstEndgame();
        int setup = puzzle[1].split(" ").length;
        try (WebSession s = WebSession.start();
                HostPage host = s == null ? null : new HostPage(s)) {
            host.open("puzzle.html", "", widget("a", puzzle));
            host.async("var w = Parlour.of('#a'); w.on('puzzle', function (e) { window.heard.push(e); });"
                    + "w.ready.then(function () { done(true); });");
            s.browser.driver.switchTo().frame(s.browser.driver.findElement(By.cssSelector("#a iframe")));
            s.widget.awaitApi(WAIT);
            Browser.await(WAIT, () -> s.widget.state().moves().size() == setup ? true : null, () -> "no position");
            String wrong = null;
            for (String m : s.widget.state().legal()) if (!m.equals(puzzle[2]) && wrong == null) wrong = m;
            double[] wrongAt = s.widget.pointOf(wrong), rightAt = s.widget.pointOf(puzzle[2]);
            assertThat(marked(s, wrongAt, PuzzleBrowserIT::red))
                    .as("no red mark before the wrong move")
                    .isLessThan(6);

            click(s, wrong);
            Browser.await(
                    WAIT,
                    () -> marked(s, wrongAt, PuzzleBrowserIT::red) >= 6 ? true : null,
                    () -> "the wrong move " + "is never marked in red");
            s.browser.driver.switchTo().defaultContent();
            Map<String, Object> told = heard(host, 0);
            assertEquals("wrong", told.get("result"));
            assertEquals(wrong, told.get("move"));
            assertThat(String.valueOf(told.get("reason")))
                    .as("the reason: " + told.get("reason"))
                    .contains("box");
            s.browser.driver.switchTo().frame(s.browser.driver.findElement(By.cssSelector("#a iframe")));
            Browser.await(
                    WAIT,
                    () -> s.widget.state().moves().size() == setup ? true : null,
                    () -> "the wrong line was not taken back: "
                            + s.widget.state().moves());
            Browser.await(
                    WAIT,
                    () -> marked(s, wrongAt, PuzzleBrowserIT::red) < 6 ? true : null,
                    () -> "the red mark stays after the wrong move was taken back");

            // the hint's move is marked in green (its line pulses besides, in a bluer green)
            assertThat(marked(s, rightAt, PuzzleBrowserIT::green))
                    .as("no green mark before the hint")
                    .isLessThan(6);
            s.browser.driver.switchTo().defaultContent();
            host.async("Parlour.of('#a').showHint().then(function () { done(true); });");
            assertEquals("hint", heard(host, 1).get("result"));
            s.browser.driver.switchTo().frame(s.browser.driver.findElement(By.cssSelector("#a iframe")));
            Browser.await(
                    WAIT,
                    () -> marked(s, rightAt, PuzzleBrowserIT::green) >= 6 ? true : null,
                    () -> "the hint's move is never marked in green");

            click(s, puzzle[2]);
            s.browser.driver.switchTo().defaultContent();
            assertEquals("right", heard(host, 2).get("result"));
            assertEquals(puzzle[2], heard(host, 2).get("move"));
            Map<String, Object> end = heard(host, 3);
            assertEquals("solved", end.get("result"));
            assertEquals(2L, ((Number) end.get("tries")).longValue());
            assertEquals(1L, ((Number) end.get("hints")).longValue());
            s.browser.driver.switchTo().frame(s.browser.driver.findElement(By.cssSelector("#a iframe")));
            Map<String, Object> solved = puzzle(s);
            assertEquals("solved", solved.get("status"), solved.toString());
            assertEquals(2, number(solved, "tries"));
            assertEquals(1, number(solved, "hints"));
            assertEquals(null, solved.get("collection"), "a puzzle on the page's own position");
            s.browser.driver.switchTo().defaultContent();

            // the same by typed moves, heard only in the live region
            host.open("typed.html", "", widget("b", puzzle));
            host.async("Parlour.of('#b').ready.then(function () { done(true); });");
            s.browser.driver.switchTo().frame(s.browser.driver.findElement(By.cssSelector("#b iframe")));
            s.widget.awaitApi(WAIT);
            Browser.await(WAIT, () -> s.widget.state().moves().size() == setup ? true : null, () -> "no position");
            Hearing hearing = Hearing.start(s);
            s.browser.js("document.querySelector('canvas.parlour-canvas').focus();");
            s.widget.type("/");
            awaitField(s);
            int from = hearing.all().size();
            s.widget.type(wrong, Keys.ENTER);
            int said = hearing.await(from, wrong + " is wrong: ", WAIT);
            assertThat(hearing.all().get(said)).as(hearing.all().get(said)).contains("box");
            Browser.await(WAIT, () -> s.widget.state().moves().size() == setup ? true : null, () -> "not taken back");
            from = hearing.all().size();
            s.browser.js("document.querySelector('.parlour-move-input').focus();");
            awaitField(s);
            s.widget.type(puzzle[2], Keys.ENTER);
            hearing.await(from, "Right: " + puzzle[2] + ".", WAIT);
            hearing.await(from, "Solved, with 2 tries and 0 hints.", WAIT);
        }
    }

    /** The pixels round a line's centre (CSS pixels on the canvas) of the colour {@code kind} tells, in a shot now. */
    private static int marked(WebSession s, double[] at, IntPredicate kind) {
        BufferedImage img = s.browser.canvasPixels(s.widget.canvas());
        double scale = img.getWidth() / s.widget.rect(s.widget.canvas())[2], half = 5 * scale;
        int n = 0;
        for (int y = (int) (at[1] * scale - half); y <= (int) (at[1] * scale + half); y++) {
            for (int x = (int) (at[0] * scale - half); x <= (int) (at[0] * scale + half); x++) {
                if (x >= 0 && y >= 0 && x < img.getWidth() && y < img.getHeight() && kind.test(img.getRGB(x, y))) n++;
            }
        }
        return n;
    }

    /** The marks' red on the contrast theme's light board, which no line or box there has. */
    private static boolean red(int rgb) {
        return (rgb >> 16 & 255) > 150 && (rgb >> 8 & 255) < 85 && (rgb & 255) < 85;
    }

    /** The marks' green, yellower than the hint's pulsing line (the theme's cursor colour, 009E73). */
    private static boolean green(int rgb) {
        int r = rgb >> 16 & 255, g = rgb >> 8 & 255, b = rgb & 255;
        return g > 100 && g - r > 60 && g - b > 50;
    }

    @Test
    void aCollectionsPuzzleIsInTheStateAndTheWidgetsOwnNextAndPreviousStepThroughIt() throws Exception {
        try (WebSession s = WebSession.start();
                HostPage host = s == null ? null : new HostPage(s)) {
            host.open(
                    "collection.html",
                    "",
                    "<div id=c style=\"width:640px;height:480px\" data-parlour-game=dots data-sound=off"
                            + " data-puzzle=collection:dots-endgames></div>");
            host.async("Parlour.of('#c').ready.then(function () { done(true); });");
            s.browser.driver.switchTo().frame(s.browser.driver.findElement(By.cssSelector("#c iframe")));
            s.widget.awaitApi(WAIT);
            Map<String, Object> first = Browser.await(
                    WAIT,
                    () -> puzzle(s) != null ? puzzle(s) : null,
                    () -> "no puzzle: " + s.widget.state().json());
            assertEquals("dots-endgames", first.get("collection"), first.toString());
            assertEquals(30, number(first, "count"));
            int at = number(first, "number");
            assertTrue(String.valueOf(first.get("title")).matches("\\dx\\d: .+"), first.toString());
            assertThat(number(first, "difficulty")).as(first.toString()).isGreaterThanOrEqualTo(1);
            assertThat(number(first, "difficulty")).as(first.toString()).isLessThanOrEqualTo(5);
            assertEquals("playing", first.get("status"));
            assertEquals(0, number(first, "tries"));
            assertEquals(false, first.containsKey("line"), "a collection's line is not given away");

            // the screen reader's copy of the buttons: Next and Previous before the others, each with its key
            @SuppressWarnings("unchecked")
            List<String> mirrored = (List<String>)
                    s.browser.js("return [].map.call(document.querySelectorAll('.parlour-controls button'),"
                            + " function (b) { return b.textContent; });");
            int next = mirrored.indexOf("Next puzzle (Shift+N)");
            assertThat(next).as(mirrored.toString()).isGreaterThanOrEqualTo(0);
            assertEquals(next + 1, mirrored.indexOf("Previous puzzle (Shift+P)"), mirrored.toString());
            assertThat(next).as(mirrored.toString()).isLessThan(mirrored.indexOf("Undo (U)"));
            s.browser.js("[].find.call(document.querySelectorAll('.parlour-controls button'),"
                    + " function (b) { return b.textContent.indexOf('Next puzzle') === 0; }).click();");
            int after = at % 30 + 1;
            Browser.await(
                    WAIT,
                    () -> number(puzzle(s), "number") == after ? true : null,
                    () -> "the screen reader's Next puzzle did not go to puzzle " + after + ": " + puzzle(s));

            // the drawn Previous button, by mouse
            click(s, "Previous puzzle");
            Browser.await(
                    WAIT,
                    () -> number(puzzle(s), "number") == at ? true : null,
                    () -> "Previous puzzle did not go back to puzzle " + at + ": " + puzzle(s));
        }
    }

    /** The state's puzzle in the frame the driver is in, or null. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> puzzle(WebSession s) {
        return (Map<String, Object>) s.widget.stateMap().get("puzzle");
    }

    /** A whole number of the puzzle's; -1 where there is no puzzle. */
    private static int number(Map<String, Object> puzzle, String field) {
        return puzzle == null ? -1 : ((Number) puzzle.get(field)).intValue();
    }

    /** Waits until the move field has the keyboard focus, so that what is typed next goes into it. */
    private static void awaitField(WebSession s) {
        Browser.await(
                WAIT,
                () -> s.widget.moveFieldFocused() ? Boolean.TRUE : null,
                () -> "the move field did not take the focus");
    }

    /** Clicks {@code move} on the board of the frame the driver is in, as a player's mouse does. */
    private static void click(WebSession s, String move) {
        WebElement canvas = s.widget.canvas();
        double[] p = s.widget.pointOf(move);
        int dx = (int) Math.round(p[0] - canvas.getRect().getWidth() / 2.0);
        int dy = (int) Math.round(p[1] - canvas.getRect().getHeight() / 2.0);
        new Actions(s.browser.driver).moveToElement(canvas, dx, dy).click().perform();
    }

    /** The page's {@code n}th puzzle event, once it came. */
    private static Map<String, Object> heard(HostPage host, int n) {
        return HostPage.map(Browser.await(
                WAIT,
                () -> {
                    List<?> all = (List<?>) host.async("done(window.heard);");
                    return all.size() > n ? all.get(n) : null;
                },
                () -> "puzzle event " + n + " never came: " + host.async("done(window.heard);")));
    }
}
