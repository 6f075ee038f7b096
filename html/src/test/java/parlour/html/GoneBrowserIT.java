package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * Gone in the web widget in headless Chromium: the editor by clicks (tools and places found through
 * parlour.pointOf) and by keys, the rounds by Step and Play to the verdict, also on a 256x256 board whose rounds
 * animate (their frame times are a benchmark's: {@link WebBench#goneRounds}).
 */
class GoneBrowserIT extends SessionTest {

    private void open(String query) {
        web.open("embed.html?" + query);
    }

    @SuppressWarnings("unchecked")
    private List<String> moves() {
        return new ArrayList<>((List<String>) widget.stateMap().get("moves"));
    }

    private List<String> awaitMoves(int n) {
        return Browser.await(
                Duration.ofSeconds(10),
                () -> moves().size() >= n ? moves() : null,
                () -> "no move " + n + ": " + widget.stateMap());
    }

    private void click(String what) {
        double[] p = widget.pointOf(what);
        assertThat(p).as("parlour.pointOf(" + what + ") is null").isNotNull();
        widget.clickCanvasAt(p[0], p[1]);
    }

    @Test
    void theEditorByMouseAndKeysThenTheRoundsToTheVerdict() {
        open("game=gone&size=8x8&p1=human&p2=human&sound=off");
        Map<String, Object> s = widget.stateMap();
        assertEquals("gone", s.get("game"));
        click("fill");
        assertEquals(List.of("fill"), awaitMoves(1));
        click("tool:White");
        click("w0,0");
        assertEquals("w0,0", awaitMoves(2).get(1));
        assertTrue(widget.canvasFocused(), "a click on the board gives it the keys");
        // the cursor is where the last click was (0,0): X is the hole brush, Right and Down move, Space paints
        widget.type("x", Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ARROW_DOWN, " ");
        assertEquals("h1,2", awaitMoves(3).get(2));
        widget.type("g");
        assertEquals("play", awaitMoves(4).get(3));
        widget.type("n");
        assertEquals("round", awaitMoves(5).get(4));
        widget.type("p");
        Browser.await(
                Duration.ofSeconds(30),
                () -> "tie".equals(widget.stateMap().get("result")) ? Boolean.TRUE : null,
                () -> "the rounds never ended: " + widget.stateMap());
        assertEquals(4 + 14, moves().size(), "14 rounds from a corner of a full 8x8 board");
        widget.type("u");
        Browser.await(
                Duration.ofSeconds(5),
                () -> moves().size() == 17 ? Boolean.TRUE : null,
                () -> "undo did not step back a round");
    }

    @Test
    void a256x256BoardAnimatesItsRounds() {
        open("game=gone&size=256x256&p1=human&p2=human&sound=off");
        // a black board with one white in the middle: 256 rounds of ripple out to the corners, at 30 a second
        browser.js("arguments[0].focus();", widget.canvas());
        widget.type("f", "w", " ", "g");
        awaitMoves(3);
        widget.type("+", "+", "+", "+", "p");
        // Play steps on by itself, round after round (their frame times are WebBench#goneRounds')
        Browser.await(
                Duration.ofSeconds(30),
                () -> moves().size() >= 3 + 5 ? Boolean.TRUE : null,
                () -> "the rounds did not run: " + widget.stateMap());
        Browser.await(
                Duration.ofSeconds(120),
                () -> widget.state().over() ? Boolean.TRUE : null,
                () -> "the rounds never ended: " + widget.stateMap());
        System.out.println("[measure] web gone 256x256 after its rounds: frames " + Widget.timesSummary(frameTimes()));
        assertThat(String.valueOf(widget.stateMap().get("status")))
                .as("the verdict: " + widget.stateMap())
                .startsWith("256 rounds, no black remains");
    }

    private List<Double> frameTimes() {
        @SuppressWarnings("unchecked")
        List<Number> raw = (List<Number>) browser.js("return Array.prototype.slice.call(window.parlour.frameTimes());");
        List<Double> times = new ArrayList<>();
        for (Number n : raw) times.add(n.doubleValue());
        return times;
    }
}
