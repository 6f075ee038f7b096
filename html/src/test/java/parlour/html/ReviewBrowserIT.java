package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * The move list in the web widget: opened with V, stepped through with the mouse and the keys, the board
 * showing each position and refusing moves there, and a move the solver proves wrong marked.
 */
class ReviewBrowserIT extends SessionTest {

    private void click(String what) {
        double[] p = web.widget.pointOf(what);
        assertNotNull(p, "nothing on the canvas answers to " + what);
        web.widget.clickCanvasAt(p[0], p[1]);
    }

    /** Whether an event starting with {@code prefix} came. */
    @SuppressWarnings("unchecked")
    private boolean heard(String prefix) {
        for (Object e : (List<Object>) web.browser.js("return window.reviewEvents;"))
            if (String.valueOf(e).startsWith(prefix)) return true;
        return false;
    }

    @SuppressWarnings("unchecked")
    private String awaitEvent(String prefix) {
        return Browser.await(
                Duration.ofSeconds(20),
                () -> {
                    for (Object e : (List<Object>) web.browser.js("return window.reviewEvents;")) {
                        if (String.valueOf(e).startsWith(prefix)) return String.valueOf(e);
                    }
                    return null;
                },
                () -> "no event starting " + prefix + ": " + web.browser.js("return window.reviewEvents;"));
    }

    @Test
    void theMoveListStepsThroughTheGameAndMarksTheMistake() throws IOException {
        web.open("embed.html?game=dots&size=2x2&p1=human&p2=human&sound=off");
        web.browser.js("window.reviewEvents = []; parlour.onEvent(function (e) { window.reviewEvents.push(e); });");
        // Given a game where the third line gives a box away
        for (String line : new String[] {"a1-b1", "a1-a2", "b1-b2"}) click(line);
        web.awaitMoves(List.of("a1-b1", "a1-a2", "b1-b2"), Duration.ofSeconds(5));
        // When the player opens the move list with V
        web.widget.type("v");
        // Then the solver marks that move
        awaitEvent("mistake 3 b1-b2 worth 0");
        awaitEvent("review checked 3 moves, 1 mistake");
        // When the player clicks Start and steps on with the Right key
        // (the window has just opened: its controls may still be moving into place, so a click that missed them is
        // made again where they are then)
        for (int tries = 0; tries < 3 && !heard("review 0 of 3"); tries++) {
            click("Review start");
            try {
                Browser.await(Duration.ofSeconds(2), () -> heard("review 0 of 3") ? true : null, () -> "not yet");
            } catch (AssertionError notYet) {
                // clicked again where the control is now
            }
        }
        awaitEvent("review 0 of 3");
        web.widget.type(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT);
        awaitEvent("review 2 of 3");
        // Then no line can be drawn on the earlier position
        click("b2-c2");
        Widget.State s = web.widget.state();
        assertEquals(List.of("a1-b1", "a1-a2", "b1-b2"), s.strings("moves"), s.json());
        web.widget.type(Keys.ARROW_RIGHT);
        awaitEvent("review 3 of 3");
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        ImageIO.write(web.widget.canvasShot(), "png", png);
        Browser.save(png.toByteArray(), web.shots.resolve("review-moves.png"));
    }
}
