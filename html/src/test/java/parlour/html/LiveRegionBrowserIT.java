package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The web widget speaks to screen readers: its aria-live regions beside the canvas say the player's move, the
 * computer's reply and whose turn follows (politely), a refused move (assertively) and the result, as a whole
 * 1x1 Dots game is played by clicks in headless Chromium and only the live regions are read.
 */
class LiveRegionBrowserIT {
    private static String text(WebSession s, String live) {
        Object t = s.browser.js(
                "var r = document.querySelector('.parlour-live-' + arguments[0]); return r ? r.textContent : null;",
                live);
        return t == null ? null : String.valueOf(t);
    }

    private static String await(WebSession s, String live, String part) {
        return Browser.await(
                Duration.ofSeconds(20),
                () -> {
                    String t = text(s, live);
                    return t != null && t.contains(part) ? t : null;
                },
                () -> "the " + live + " region never said '" + part + "': " + text(s, live));
    }

    @Test
    void aWholeGameIsHeardThroughTheLiveRegions() throws Exception {
        try (WebSession s = WebSession.start()) {
            s.open("embed.html?game=dots&size=1x1&p1=human&p2=ai:easy&first=1&sound=off");
            assertEquals(
                    "status",
                    s.browser.js("return document.querySelector('.parlour-live-polite').getAttribute('role');"));
            assertEquals(
                    "assertive",
                    s.browser.js(
                            "return document.querySelector('.parlour-live-assertive').getAttribute('aria-live');"));
            await(s, "polite", "Dots and Boxes. Your move.");
            double[] p = s.widget.pointOf("a1-b1");
            s.widget.clickCanvasAt(p[0], p[1]);
            await(s, "polite", "You draw the line from a1 to b1.");
            String reply = await(s, "polite", "Computer (easy) draws the line from ");
            assertThat(reply).as(reply).endsWith(". Your move.");
            s.widget.clickCanvasAt(p[0], p[1]);
            await(s, "assertive", "already");
            for (String line : new String[] {"a1-a2", "b1-b2", "a2-b2"}) {
                if (reply.contains(line.replace("-", " to "))) continue;
                double[] q = s.widget.pointOf(line);
                s.widget.clickCanvasAt(q[0], q[1]);
                break;
            }
            await(s, "polite", "Computer (easy) wins 1 to 0.");
        }
    }
}
