package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Issue #48 item 5: the puzzle page as a blind player hears it. Each board's sentences come from its widget alone (the
 * line the page puts under a board is shown, not said again), and a puzzle's start says the puzzle's turn, not the
 * turn of the game the widget opened with before the puzzle came.
 */
class PuzzlePageByEarIT {
    private static final Duration WAIT = Duration.ofSeconds(60);

    @Test
    void thePuzzlePageSaysEachThingOnceAndAPuzzlesStartOneTurn() throws Exception {
        try (WebSession s = WebSession.start()) {
            s.browser.driver.get(s.server.url("puzzles.html?lang=en"));
            assertThat(s.browser.js("return document.querySelectorAll('[aria-live]').length;"))
                    .as("live regions on the page outside the boards' frames")
                    .isEqualTo(0L);
            for (String[] board :
                    List.of(new String[] {"dots-endgames", "Dots and Boxes"}, new String[] {"gone-seeds", "Gone"})) {
                String collection = board[0];
                WebElement frame = Browser.await(
                        WAIT,
                        () -> {
                            s.browser.js(
                                    "var b = document.querySelector('section[data-collection=' + arguments[0] + ']"
                                            + " .board'); b.scrollIntoView(); b.focus && b.focus();",
                                    collection);
                            List<WebElement> f = s.browser.driver.findElements(
                                    By.cssSelector("section[data-collection=" + collection + "] iframe"));
                            return f.isEmpty() ? null : f.get(0);
                        },
                        () -> collection + ": no board");
                s.browser.driver.switchTo().frame(frame);
                s.widget.awaitApi(WAIT);
                Hearing hearing = Hearing.start(s);
                Browser.await(
                        WAIT,
                        () -> hearing.all().stream().anyMatch(h -> h.contains("Puzzle 1 of")) ? true : null,
                        () -> collection + ": the puzzle's start was never said: " + hearing.all());
                List<String> heard = hearing.all();
                System.out.println("[puzzle page] " + collection + " says at its start: " + heard);
                String all = String.join(" | ", heard);
                assertThat(all)
                        .as(collection + ": the puzzle's start alone, not the game's opened before it: " + heard)
                        .doesNotContain("Your move", "to move.", "moves again", "Click or Space paints");
                assertThat(heard)
                        .as(collection + ": the puzzle's start names the game first")
                        .anyMatch(h -> h.startsWith(board[1] + ". Puzzle 1 of"));
                s.browser.driver.switchTo().defaultContent();
            }
        }
    }
}
