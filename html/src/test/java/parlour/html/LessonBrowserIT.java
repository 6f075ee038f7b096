package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;

/**
 * The built site's lesson page in a real browser: its four boards (two games in viewOnly with marks and comments, two
 * puzzles) all come up ready with no optionError and no error, and a keyboard player who tabs into the Dots game's
 * board finds its marks there and steps through its comments with Home, End and Left, hearing each in the live
 * region.
 */
class LessonBrowserIT {
    private static final Duration WAIT = Duration.ofSeconds(60);

    @Test
    void everyBoardIsReadyWithoutAProblemAndAStepSaysItsComment() throws Exception {
        try (WebSession s = WebSession.start()) {
            if (s == null) return;
            s.browser.driver.manage().timeouts().scriptTimeout(WAIT);
            s.browser.driver.get(s.server.url("lesson.html"));
            s.browser.js("window.problems = [];"
                    + "Parlour.widgets().forEach(function (w, i) {"
                    + "  w.on('error', function (e) { problems.push(i + ' error ' + JSON.stringify(e)); });"
                    + "  w.on('optionError', function (e) { problems.push(i + ' optionError ' + JSON.stringify(e)); });"
                    + "});");
            List<?> boards = (List<?>) s.browser.js("return Parlour.widgets().map(function (w, i) { return i; });");
            assertEquals(4, boards.size(), "two games and two puzzles");
            for (Object w : boards) {
                s.browser.js("Parlour.widgets()[arguments[0]].element.scrollIntoView();", w);
                Object ready = s.browser.driver.executeAsyncScript(
                        "var done = arguments[arguments.length - 1], w = Parlour.widgets()[arguments[0]];"
                                + "w.ready.then(function () { done(w.optionErrors.length + ' ' + w.options.game + ' ' + JSON.stringify(w.optionErrors)); },"
                                + " function (e) { done('not ready: ' + e); });",
                        w);
                assertThat(String.valueOf(ready))
                        .as("board " + w + ": " + ready)
                        .startsWith("0 ");
            }
            assertEquals(List.of(), s.browser.js("return window.problems;"));

            // the Dots game, as a keyboard player steps it: Tab from the top of the page into its board, then Home,
            // End and Left say the comments of the moves they reach
            s.browser.js("window.scrollTo(0, 0); document.activeElement.blur();");
            s.widget.type(Keys.TAB);
            s.browser.driver.switchTo().frame(s.browser.driver.findElement(By.cssSelector("#dots-game-board iframe")));
            assertTrue(s.widget.canvasFocused(), "Tab went to " + s.widget.activeElement());
            assertEquals(
                    2, ((List<?>) s.widget.state().fields().get("marks")).size(), "the lesson's marks on its game");
            Hearing hearing = Hearing.start(s);
            int from = hearing.all().size();
            s.widget.type(Keys.HOME);
            hearing.await(from, "Both sides draw safe lines: lines that give no box away.", WAIT);
            s.widget.type(Keys.END);
            hearing.await(from, "Player 2 has no safe line left and gives box b1 away.", WAIT);
            s.widget.type(Keys.ARROW_LEFT);
            hearing.await(
                    from, "The last safe line: after it, every line on the board gives the other side a box.", WAIT);
            s.browser.driver.switchTo().defaultContent();
            assertEquals(List.of(), s.browser.js("return window.problems;"));
        }
    }
}
