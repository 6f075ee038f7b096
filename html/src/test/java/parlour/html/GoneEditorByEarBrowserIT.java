package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * Issue 48's third and fourth items as a screen reader meets them in the page: Gone's editor tools are among the
 * page's copies of the controls and pressing one uses the tool; a brush's key is heard in the live region; Arrows'
 * direction letters are heard before Enter.
 */
class GoneEditorByEarBrowserIT extends SessionTest {
    private static final Duration WAIT = Duration.ofSeconds(20);

    /** The names of the page's copies of the widget's controls (its hidden button bar). */
    @SuppressWarnings("unchecked")
    private List<String> pageButtons() {
        return (List<String>) browser.js("return [].slice.call(document.querySelectorAll('.parlour-controls button'))"
                + ".map(function (b) { return b.textContent; });");
    }

    @Test
    void goneEditorsToolsAreThePagesButtonsAndABrushKeyIsHeard() {
        web.open("embed.html?game=gone&size=8x8&sound=off");
        List<String> buttons = Browser.await(
                WAIT,
                () -> pageButtons().contains("Black (B)") ? pageButtons() : null,
                () -> "the page's buttons lack Gone's tools: " + pageButtons());
        assertThat(buttons)
                .as("the page's copies of the controls")
                .contains("Black (B)", "White (W)", "Hole (X)", "Random (D)", "Clear (C)", "Fill (F)", "Go (G)");
        Hearing heard = Hearing.start(web);
        browser.js("arguments[0].focus();", widget.canvas());
        int before = heard.all().size();
        widget.type("x");
        heard.await(before, "Brush: Hole.", WAIT);
        // the page's Clear is the tool, as a screen reader presses it: the board is cleared
        Object pressed = browser.js(
                "var b = [].slice.call(document.querySelectorAll('.parlour-controls button'))"
                        + ".filter(function (b) { return b.textContent === 'Clear (C)'; })[0]; b.focus(); b.click(); return true;");
        assertEquals(Boolean.TRUE, pressed);
        Browser.await(
                WAIT,
                () -> widget.state().moves().equals(List.of("clear")) ? Boolean.TRUE : null,
                () -> "the page's Clear did not clear the board: "
                        + widget.state().moves());
    }

    @Test
    void arrowsDirectionLettersAreHeardBeforeEnter() {
        web.open("embed.html?game=arrows&board=5%205%201%201%20E%205%205%20W&p1=human&p2=human&sound=off");
        Hearing heard = Hearing.start(web);
        browser.js("arguments[0].focus();", widget.awaitCanvas(WAIT));
        int before = heard.all().size();
        widget.type("c");
        heard.await(before, "Pointing south-east at column 3, row 2: playable, Enter plays it.", WAIT);
        widget.type("q");
        heard.await(before, "Pointing north-west loses: it points off the board.", WAIT);
        widget.type(Keys.ARROW_UP);
        int up = heard.await(before, "Pointing north loses", WAIT);
        assertThat(heard.all().get(up)).as("said politely").doesNotStartWith("!");
        assertEquals(List.of(), widget.state().moves(), "choosing directions played nothing");
    }
}
