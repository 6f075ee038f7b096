package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The web widget knows a touch screen: with Chromium emulating one (a coarse pointer and no fine one) the game's
 * words name no keys ("Press Restart to play again"), and with a mouse they do ("Restart (R)"); a board whose cells
 * are closer than a finger zooms under two fingers.
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

    /** Issue 48, item 9: a touch screen is told to tap, not to click or press keys, in Polish too. */
    @Test
    void aTouchScreenIsToldToTap() throws Exception {
        try (WebSession web = touchScreen()) {
            web.browser.driver.executeCdpCommand(
                    "Emulation.setDeviceMetricsOverride",
                    Map.of("width", 320, "height", 568, "deviceScaleFactor", 1, "mobile", true));
            web.open("embed.html?game=gone&size=8x8&sound=off&lang=pl");
            assertEquals(
                    "Dotknięcie maluje kamyk wybranym narzędziem: Czarny, Biały albo Dziura. Start uruchamia rundy.",
                    web.awaitStatus("Dotknięcie", Duration.ofSeconds(5)).status());
            // as a Polish phone shows it, for the eyes: target/screenshots/touch-320x568-gone-pl.png
            web.browser.awaitFrames(18);
            ImageIO.write(
                    web.widget.canvasShot(),
                    "png",
                    web.shots.resolve("touch-320x568-gone-pl.png").toFile());
            web.open("embed.html?game=dots&size=3x3&p1=human&p2=human&sound=off");
            String dots = web.awaitStatus("Tap", Duration.ofSeconds(5)).status();
            assertEquals(true, dots.endsWith("Tap between two dots to draw a line there."), dots);
        }
    }

    /**
     * Issue 48, item 9: a phone opens its keyboard only for a text box of the page, so a tap on the Save dialog's name
     * field gives the page's copy of that field the focus; typed into, it names the save.
     */
    @Test
    void aTapOnTheSaveDialogsNameFieldGivesThePagesTextBoxTheFocus() throws Exception {
        try (WebSession web = touchScreen()) {
            web.open("embed.html?game=dots&size=2x2&p1=human&p2=human&sound=off");
            web.awaitState(Duration.ofSeconds(10), st -> "dots".equals(st.game()), "the game");
            tap(web, web.widget.pointOf("Save"));
            double[] field = Browser.await(
                    Duration.ofSeconds(5), () -> web.widget.pointOf("save name"), () -> "the Save dialog did not open");
            tap(web, field);
            Object focused = Browser.await(
                    Duration.ofSeconds(5),
                    () -> web.browser.js("var e = document.activeElement;"
                            + " return e.tagName === 'INPUT' && e.closest('.parlour-controls') ? e.getAttribute('aria-label')"
                            + " : null;"),
                    () -> "the tap left the page's focus on "
                            + web.browser.js("return document.activeElement.tagName;"));
            assertEquals("Save game", focused, "the page's text box that took the focus");
            // the phone's keyboard types into it, and the dialog's Save (by its copy) keeps the game under that name
            web.browser.js("var e = document.activeElement; e.value = 'Evening game';"
                    + " e.dispatchEvent(new Event('input', {bubbles: true}));");
            web.browser.js("var b = Array.prototype.filter.call(document.querySelectorAll('.parlour-controls button'),"
                    + " function (x) { return x.textContent.indexOf('Save') === 0; }); b[b.length - 1].click();");
            web.awaitStatus("Saved as \"Evening game\".", Duration.ofSeconds(5));
        }
    }

    /**
     * Issue 48, item 9: the widget alone on a phone's page (embed.html opened by itself, a page that cannot scroll)
     * opens on its menu, taller than the screen; the first swipe up over it scrolls the menu (it did nothing until a
     * tap had given the widget the focus).
     */
    @Test
    void theFirstSwipeOverAFreshMenuFillingThePageScrollsTheMenu() throws Exception {
        try (WebSession web = touchScreen()) {
            web.browser.driver.executeCdpCommand(
                    "Emulation.setDeviceMetricsOverride",
                    Map.of("width", 320, "height", 568, "deviceScaleFactor", 1, "mobile", true));
            web.open("embed.html?sound=off&lang=pl");
            // the cards grown to their pictures (the menu fetches every game's code once it shows)
            web.widget.awaitEveryGamesCard(Duration.ofSeconds(60));
            double[] before = Browser.await(
                    Duration.ofSeconds(10), () -> web.widget.pointOf("Play Gone"), () -> "no Play Gone on the menu");
            // the focus is the page's, not the widget's: nothing has tapped it yet
            web.browser.js("document.activeElement && document.activeElement.blur();");
            List<?> corner = (List<?>) web.browser.js(
                    "var r = document.querySelector('canvas').getBoundingClientRect(); return [r.left, r.top];");
            int x = 160, top = ((Number) corner.get(1)).intValue();
            touch(web, "touchStart", x, top + 450);
            for (int y = 430; y >= 150; y -= 20) touch(web, "touchMove", x, top + y);
            touch(web, "touchEnd", x, top + 150);
            Browser.await(
                    Duration.ofSeconds(5),
                    () -> {
                        double[] now = web.widget.pointOf("Play Gone");
                        return now != null && now[1] < before[1] - 100 ? now : null;
                    },
                    () -> "the swipe did not scroll the menu: Play Gone at " + before[1] + " before, "
                            + web.widget.pointOf("Play Gone")[1] + " after");
        }
    }

    /** A browser of its own as a phone's: a touch screen of one finger (a coarse pointer and no fine one). */
    private static WebSession touchScreen() throws IOException {
        WebSession web = WebSession.start();
        web.browser.driver.executeCdpCommand(
                "Emulation.setTouchEmulationEnabled", Map.of("enabled", true, "maxTouchPoints", 1));
        return web;
    }

    /** A finger's tap at (x, y) of the canvas, in its logical pixels. */
    private static void tap(WebSession web, double[] at) {
        assertEquals(2, at == null ? 0 : at.length, "a place to tap");
        List<?> corner = (List<?>) web.browser.js(
                "var r = document.querySelector('canvas').getBoundingClientRect();" + " return [r.left, r.top];");
        int x = (int) Math.round(at[0] + ((Number) corner.get(0)).doubleValue()),
                y = (int) Math.round(at[1] + ((Number) corner.get(1)).doubleValue());
        touch(web, "touchStart", x, y);
        touch(web, "touchEnd", x, y);
    }

    /**
     * Issue #35 on a phone: an Arrows board of 10x10 in 360x640 has cells closer than a finger; two fingers spread
     * over it zoom it, and a tap then plays the compass cell under the finger.
     */
    @Test
    @SuppressWarnings("unchecked")
    void aPinchZoomsAPhonesArrowsBoardAndATapPlaysTheCellUnderTheFinger() throws Exception {
        // a browser of its own: the two fingers' touches stay with it, not with other tests' pages
        try (WebSession web = WebSession.start();
                HostPage host = new HostPage(web)) {
            web.browser.driver.executeCdpCommand(
                    "Emulation.setTouchEmulationEnabled", Map.of("enabled", true, "maxTouchPoints", 2));
            host.open(
                    "pinch.html",
                    "",
                    "<div id=z style=\"width:360px;height:640px\" data-parlour-game=arrows"
                            // 10x10 with the mover's next cell on 4,5, so that east is safe and its whole compass in
                            // view however far the fingers zoom (a random board put it anywhere)
                            + " data-board=\"10 10 4 4 S 7 7 N\""
                            + " data-p1=human data-p2=human data-clock=untimed data-sound=off></div>");
            assertEquals(Boolean.TRUE, host.async("Parlour.of('#z').ready.then(function () { done(true); });"));
            WebElement frame = web.browser.driver.findElement(By.cssSelector("#z iframe"));
            List<Number> before = compassEastAndWest(web, frame);
            int
                    midX =
                            (int) Math.round(
                                    (before.get(0).doubleValue() + before.get(2).doubleValue()) / 2),
                    midY = (int) Math.round(before.get(1).doubleValue());
            // a first tap gives the widget the board
            touch(web, "touchStart", midX, midY);
            touch(web, "touchEnd", midX, midY);
            Browser.await(
                    Duration.ofSeconds(5),
                    () -> "IFRAME".equals(web.browser.js("return document.activeElement.tagName;")) ? true : null,
                    () -> "a tap did not give the widget the focus");
            List<Map<String, Object>> fingers = new ArrayList<>();
            fingers.add(Map.of("x", midX - 15, "y", midY, "id", 0));
            web.browser.driver.executeCdpCommand(
                    "Input.dispatchTouchEvent", Map.of("type", "touchStart", "touchPoints", fingers));
            fingers.add(Map.of("x", midX + 15, "y", midY, "id", 1));
            web.browser.driver.executeCdpCommand(
                    "Input.dispatchTouchEvent", Map.of("type", "touchStart", "touchPoints", fingers));
            for (int d = 25; d <= 75; d += 10) {
                web.browser.driver.executeCdpCommand(
                        "Input.dispatchTouchEvent",
                        Map.of(
                                "type",
                                "touchMove",
                                "touchPoints",
                                List.of(
                                        Map.of("x", midX - d, "y", midY, "id", 0),
                                        Map.of("x", midX + d, "y", midY, "id", 1))));
            }
            web.browser.driver.executeCdpCommand(
                    "Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
            List<Number> east = Browser.await(
                    Duration.ofSeconds(5),
                    () -> {
                        List<Number> now = compassEastAndWest(web, frame);
                        return now.get(0).doubleValue() - midX >= 36 ? now : null;
                    },
                    () -> "the pinch did not zoom: east of the next cell still at " + compassEastAndWest(web, frame)
                            + ", before " + before);
            int eastX = (int) Math.round(east.get(0).doubleValue()),
                    eastY = (int) Math.round(east.get(1).doubleValue());
            touch(web, "touchStart", eastX, eastY);
            touch(web, "touchEnd", eastX, eastY);
            List<Object> moves = Browser.await(
                    Duration.ofSeconds(5),
                    () -> {
                        List<Object> m = (List<Object>)
                                host.async("Parlour.of('#z').getState().then(function (s) { done(s.moves); });");
                        return m.isEmpty() ? null : m;
                    },
                    () -> "a tap on the zoomed board played nothing");
            assertEquals(List.of("2"), moves, "the tap played east, the cell under the finger");
        }
    }

    /** The middles of the compass's east and west cells around the mover's next cell, from the host page's top-left. */
    @SuppressWarnings("unchecked")
    private static List<Number> compassEastAndWest(WebSession web, WebElement frame) {
        List<Number> outer = (List<Number>)
                web.browser.js("var r = arguments[0].getBoundingClientRect(); return [r.left, r.top];", frame);
        web.browser.driver.switchTo().frame(frame);
        try {
            return (List<Number>) web.browser.js(
                    "var c = document.querySelector('canvas.parlour-canvas').getBoundingClientRect(),"
                            + " e = parlour.pointOf('E'), w = parlour.pointOf('W');"
                            + "return [c.left + arguments[0] + e[0], c.top + arguments[1] + e[1],"
                            + " c.left + arguments[0] + w[0], c.top + arguments[1] + w[1]];",
                    outer.get(0),
                    outer.get(1));
        } finally {
            web.browser.driver.switchTo().defaultContent();
        }
    }

    private static void touch(WebSession web, String type, int x, int y) {
        Map<String, Object> e = new HashMap<>();
        e.put("type", type);
        e.put("touchPoints", type.equals("touchEnd") ? List.of() : List.of(Map.of("x", x, "y", y)));
        web.browser.driver.executeCdpCommand("Input.dispatchTouchEvent", e);
    }
}
