package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The computer's newest arrow stays marked on the Arrows board after its animation, read from the canvas's pixels
 * in headless Chromium: a ring in the cursor's colour (the high contrast theme's green, 009E73) around its counter,
 * which the board did not show before the computer moved.
 */
class ArrowsMarksBrowserIT {
    private static final Duration WAIT = Duration.ofSeconds(20);

    @Test
    void theComputersNewestArrowIsRinged() throws Exception {
        try (WebSession web = WebSession.start()) {
            web.open("embed.html?game=arrows&p1=human&p2=ai:easy&first=1&size=7x7&blocked=0&clock=untimed"
                    + "&theme=contrast&sound=off");
            web.widget.restPointer();
            web.browser.awaitFrames(60); // the board's opening, shorter than a second, is over
            int before = green(web.widget.canvasShot());

            // a move of the human that does not lose at once, then the computer's answer
            Object why = web.browser.js("var l = JSON.parse(parlour.state()).legal;"
                    + "for (var k = 0; k < l.length; k++) { if (parlour.play(l[k]) != null) continue;"
                    + "  var t = JSON.parse(parlour.state()); if (t.result === 'none') return null; parlour.undo(); }"
                    + "return 'no move';");
            assertEquals(null, why);
            Browser.await(
                    Duration.ofSeconds(20),
                    () -> web.widget.state().moves().size() >= 2 ? Boolean.TRUE : null,
                    () -> "the computer never answered: " + web.widget.state().json());
            web.widget.restPointer();
            // the ring comes when the arrow's move has been drawn to its end
            int[] after = {before};
            Browser.await(
                    WAIT,
                    () -> (after[0] = green(web.widget.canvasShot())) - before > 120 ? Boolean.TRUE : null,
                    () -> "a ring of the cursor's green marks the computer's move: " + before + " green pixels before, "
                            + after[0] + " after");
        }
    }

    /** Pixels close to the cursor's green. */
    private static int green(BufferedImage img) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int rgb = img.getRGB(x, y), r = (rgb >> 16) & 255, g = (rgb >> 8) & 255, b = rgb & 255;
                if (Math.abs(r - 0x00) < 40 && Math.abs(g - 0x9E) < 40 && Math.abs(b - 0x73) < 40) n++;
            }
        }
        return n;
    }
}
