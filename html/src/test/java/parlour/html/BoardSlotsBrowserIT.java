package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * Board files in the web widget, by keyboard: Load board → Import text takes a board file's text typed by
 * the player, Save board keeps it in a named slot of the browser's storage, and after a page reload Load board
 * offers that slot and brings the board back. A bad pasted board leaves the game as it was; a full storage loses
 * no earlier board.
 */
class BoardSlotsBrowserIT extends SessionTest {

    private void focusCanvas() {
        web.browser.js("arguments[0].focus();", web.widget.canvas());
    }

    private void reload() {
        web.browser.driver.navigate().refresh();
        web.widget.awaitCanvas(Duration.ofSeconds(60));
        web.widget.awaitApi(Duration.ofSeconds(30));
        Browser.await(
                Duration.ofSeconds(30),
                () -> web.widget.state().frames() != 0 ? Boolean.TRUE : null,
                () -> "the widget never drew a frame after the reload: "
                        + web.widget.state().json());
        focusCanvas();
    }

    /**
     * A letter typed with Shift held down (Shift+L, Shift+S), which opens a dialog: the keys that follow wait for it (its
     * code may still be on its way just after the first frame, and keys before it reach the board).
     */
    private void shift(String letter) {
        new Actions(web.browser.driver)
                .keyDown(Keys.SHIFT)
                .sendKeys(letter)
                .keyUp(Keys.SHIFT)
                .perform();
        Browser.await(
                Duration.ofSeconds(30),
                () -> Boolean.TRUE.equals(web.browser.js("return [].some.call("
                                + "document.querySelectorAll('.parlour-controls button'),"
                                + " function (b) { return b.textContent.indexOf('Cancel') === 0; });"))
                        ? Boolean.TRUE
                        : null,
                () -> "Shift+" + letter + " opened no dialog");
    }

    @Test
    void anArrowsBoardTypedIntoImportIsKeptInASlotAndLoadsAfterAReload() {
        web.open("embed.html?game=arrows&p1=human&p2=human&clock=untimed&sound=off");
        Widget w = web.widget;
        focusCanvas();
        // a bad board first: the game stays as it was
        String board = web.awaitState(Duration.ofSeconds(5), s -> s.board() != null, "a board")
                .board();
        shift("l");
        w.type(Keys.ENTER);
        w.type("size 6 5", Keys.ENTER, "first 9 9 E", Keys.ENTER, "second 5 4 W", Keys.TAB, Keys.ENTER);
        w.settle();
        w.type(Keys.ENTER);
        assertThat(board)
                .as("a bad board leaves the game alone: " + w.state().json())
                .isEqualTo(w.state().board());
        assertThat(w.state().moves())
                .as("a bad board leaves the game alone: " + w.state().json())
                .isEmpty();

        shift("l");
        w.type(Keys.ENTER);
        w.type(
                "# typed by hand",
                Keys.ENTER,
                "size 6 5",
                Keys.ENTER,
                "first 2 2 E",
                Keys.ENTER,
                "second 5 4 W",
                Keys.ENTER,
                "blocked 4 1 1 5 3 3",
                Keys.TAB,
                Keys.ENTER);
        web.awaitBoard("6 5 2 2 2 5 4 6 4 1 1 5 3 3", Duration.ofSeconds(5));
        shift("s");
        w.type("my board", Keys.ENTER);
        web.awaitStatus("Board kept as \"my board\"", Duration.ofSeconds(5));
        Object kept = web.browser.js("return localStorage.getItem('parlour.store.boards-arrows:save:my board');");
        assertThat(String.valueOf(kept))
                .as("the slot holds the board's text: " + kept)
                .contains("blocked 4 1");

        reload();
        assertThat(String.valueOf(w.state().board()))
                .as("the page starts on its own board: " + w.state().json())
                .doesNotStartWith("6 5 2 2");
        shift("l");
        w.type(Keys.ENTER);
        web.awaitBoard("6 5 2 2 2 5 4 6 4 1 1 5 3 3", Duration.ofSeconds(5));
    }

    @Test
    void aGoneGridTypedIntoImportIsKeptInASlotAndLoadsAfterAReload() {
        web.open("embed.html?game=gone&size=8x8&p2=human&sound=off");
        Widget w = web.widget;
        assertTrue(
                w.pointOf("Load board") != null || w.pointOf("More") != null,
                "Load board has a button (or More offers it)");
        focusCanvas();
        shift("l");
        w.type(Keys.ENTER);
        w.type(".B.", Keys.ENTER, "WBB", Keys.ENTER, ".B.", Keys.TAB, Keys.ENTER);
        web.awaitMoves(List.of("board:.B./WBB/.B."), Duration.ofSeconds(5));
        shift("s");
        w.type("cross", Keys.ENTER);
        web.awaitStatus("Board kept as \"cross\"", Duration.ofSeconds(5));

        reload();
        shift("l");
        w.type(Keys.ENTER);
        web.awaitMoves(List.of("board:.B./WBB/.B."), Duration.ofSeconds(5));

        // with the site's storage full, keeping a second board fails alone: no page error, the first board stays
        String cross =
                String.valueOf(web.browser.js("return localStorage.getItem('parlour.store.boards-gone:save:cross');"));
        web.browser.js(String.join(
                "\n",
                "var chunk = 'x'.repeat(1 << 20), n = 0;",
                "while (chunk.length > 0) {",
                "  try { localStorage.setItem('filler-' + n, chunk); n++; }",
                "  catch (e) { chunk = chunk.substring(0, chunk.length >> 1); }",
                "}"));
        web.browser.drainConsole("before");
        shift("s");
        w.type("second", Keys.ENTER);
        w.settle();
        w.type(Keys.ENTER);
        List<String> severe = new ArrayList<>();
        for (Browser.Console c : web.browser.drainConsole("full")) if (c.severe()) severe.add(c.toString());
        assertThat(severe)
                .as("page errors with the storage full:\n" + String.join("\n", severe))
                .isEmpty();
        assertEquals(
                cross,
                String.valueOf(web.browser.js("return localStorage.getItem('parlour.store.boards-gone:save:cross');")));
        assertEquals(null, web.browser.js("return localStorage.getItem('parlour.store.boards-gone:save:second');"));
        web.browser.js(
                "for (var i = 0; localStorage.getItem('filler-' + i) !== null; i++) localStorage.removeItem('filler-' + i);");
    }
}
