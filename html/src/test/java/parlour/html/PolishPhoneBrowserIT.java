package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * Issue 48: a Polish phone of 320x568 with a finger and no mouse. The menu shows every game's card with its picture,
 * and each game takes its first move by a tap on the board, as the player sees it. Each screen is kept for the eyes as
 * target/screenshots/phone-320x568-pl-*.png (the note shows them).
 */
class PolishPhoneBrowserIT {
    private static final Duration WAIT = Duration.ofSeconds(30);

    @Test
    void aPolishPhoneShowsEveryCardAndPlaysEveryGameByATap() throws Exception {
        try (WebSession web = WebSession.start()) {
            web.browser.driver.executeCdpCommand(
                    "Emulation.setTouchEmulationEnabled", Map.of("enabled", true, "maxTouchPoints", 1));
            web.browser.driver.executeCdpCommand(
                    "Emulation.setDeviceMetricsOverride",
                    Map.of("width", 320, "height", 568, "deviceScaleFactor", 1, "mobile", true));
            web.open("embed.html?sound=off&lang=pl");
            web.widget.awaitEveryGamesCard(WAIT);
            web.browser.awaitFrames(18);
            shoot(web, "menu");
            // the first game by a tap on its card's Play, the others by the page
            tap(web, web.widget.pointOf("Play Dots and Boxes"));
            for (String game : new String[] {"dots", "morris6", "morris9", "arrows", "gone"}) {
                if (!game.equals("dots")) web.browser.js("window.parlour.newGame(['game'], [arguments[0]]);", game);
                Browser.await(
                        WAIT,
                        () -> String.valueOf(web.browser.js("return window.parlour.state();"))
                                        .contains("\"game\":\"" + game + "\"")
                                ? Boolean.TRUE
                                : null,
                        () -> game + " never came on screen");
                // the computer may move first (who starts can change from game to game): a human's turn
                Widget.State start = web.awaitState(
                        WAIT,
                        st -> game.equals(st.game())
                                && humansTurn(st)
                                && !st.legal().isEmpty(),
                        game + " on screen with a move for the human to play");
                int before = start.moves().size();
                String move = start.legal().get(0);
                double[] at = web.widget.pointOf(move);
                assertThat(at)
                        .as(game + ": the board shows where " + move + " is played")
                        .isNotNull();
                tap(web, at);
                Widget.State after = web.awaitState(
                        WAIT, st -> st.moves().size() > before, game + ": a tap at " + at[0] + "," + at[1] + " plays");
                assertThat(after.moves().get(before))
                        .as(game + ": the tap played the move under the finger")
                        .isEqualTo(move);
                web.browser.awaitFrames(18);
                shoot(web, game);
            }
        }
    }

    /** Whether the side to move is a human's, the computer idle and the game not over. */
    private static boolean humansTurn(Widget.State st) {
        Object players = st.fields().get("players");
        return players instanceof List
                && st.toMove() >= 1
                && "human".equals(String.valueOf(((List<?>) players).get(st.toMove() - 1)))
                && !st.thinking()
                && !st.over();
    }

    private static void shoot(WebSession web, String what) throws Exception {
        ImageIO.write(
                web.widget.canvasShot(),
                "png",
                web.shots.resolve("phone-320x568-pl-" + what + ".png").toFile());
    }

    /** A finger's tap at (x, y) of the canvas, in its logical pixels. */
    private static void tap(WebSession web, double[] at) {
        List<?> corner = (List<?>) web.browser.js(
                "var r = document.querySelector('canvas').getBoundingClientRect(); return [r.left, r.top];");
        int x = (int) Math.round(at[0] + ((Number) corner.get(0)).doubleValue()),
                y = (int) Math.round(at[1] + ((Number) corner.get(1)).doubleValue());
        for (String type : new String[] {"touchStart", "touchEnd"}) {
            Map<String, Object> e = new HashMap<>();
            e.put("type", type);
            e.put("touchPoints", type.equals("touchEnd") ? List.of() : List.of(Map.of("x", x, "y", y)));
            web.browser.driver.executeCdpCommand("Input.dispatchTouchEvent", e);
        }
    }
}
