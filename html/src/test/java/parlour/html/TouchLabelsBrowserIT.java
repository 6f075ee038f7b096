package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The web widget knows a touch screen: with Chromium emulating one (a coarse pointer and no fine one) the game's
 * words name no keys ("Press Restart to play again"), and with a mouse they do ("Restart (R)").
 */
class TouchLabelsBrowserIT {
    /** Plays a 1x1 game to its end: the status then offers Restart, with its key or without. */
    private static String restartStatus(WebSession web, boolean touch) {
        web.browser.driver.executeCdpCommand(
                "Emulation.setTouchEmulationEnabled",
                touch ? Map.of("enabled", true, "maxTouchPoints", 1) : Map.of("enabled", false));
        web.open("embed.html?game=dots&size=1x1&p1=human&p2=human&sound=off");
        assertEquals(
                touch,
                web.browser.js(
                        "return matchMedia('(pointer: coarse)').matches && !matchMedia('(any-pointer: fine)').matches;"),
                "the browser's pointer as emulated");
        for (String line : new String[] {"a1-b1", "a2-b2", "a1-a2", "b1-b2"})
            assertEquals("", String.valueOf(web.browser.js("return parlour.play(arguments[0]) || '';", line)));
        return web.awaitStatus("to play again.", Duration.ofSeconds(5)).status();
    }

    @Test
    void aTouchScreenIsToldNoKeysAndAMouseIs() throws Exception {
        try (WebSession web = WebSession.start()) {
            String touch = restartStatus(web, true);
            assertEquals(true, touch.contains("Press Restart to play again."), touch);
            String mouse = restartStatus(web, false);
            assertEquals(true, mouse.contains("Press Restart (R) to play again."), mouse);
        }
    }
}
