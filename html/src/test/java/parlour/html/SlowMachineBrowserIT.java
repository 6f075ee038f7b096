package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 22's slow machine, in the browser: the page's CPU throttled four times (the DevTools protocol's
 * Emulation.setCPUThrottlingRate), an Arrows widget playing strong against strong with 1-minute clocks, ten games.
 * No computer loses on time, and while the games are played the page's main thread (the board's frames run on it)
 * is never held for more than 200 ms: a 20 ms timer of the page's own never ticks later than that. (Two boards at
 * once draw in one rendering step of the page: that holds it twice as long, about 200 ms here.)
 */
class SlowMachineBrowserIT {
    private static final int GAMES = 10;
    /** The board: 7x7 with 4 blocked keeps CI short; {@code -Dslow.size=8x8 -Dslow.blocked=8} is the default game's. */
    private static final String SIZE = System.getProperty("slow.size", "7x7");

    private static final String WIDGET = " class=w data-parlour-game=arrows data-size=" + SIZE + " data-blocked="
            + System.getProperty("slow.blocked", "4") + " data-clock=1"
            + " data-p1=ai:strong data-p2=ai:strong data-speed=instant data-sound=off></div>";

    private static Object async(WebSession s, String body) {
        return s.browser.driver.executeAsyncScript("var done = arguments[arguments.length - 1];" + body);
    }

    @Test
    @SuppressWarnings("unchecked")
    void withTheProcessorFourTimesSlowerTheStrongComputerNeverLosesOnTime() throws Exception {
        try (WebSession s = WebSession.start("slow-machine")) {
            if (s == null) return;
            // a page of the site itself, whose boards run on its own main thread
            Path site = Path.of(System.getProperty("parlour.site", "target/parlour-web"))
                    .toAbsolutePath();
            Files.writeString(
                    site.resolve("slow-machine-test.html"),
                    "<!doctype html><html><head><meta charset=utf-8><title>slow</title><style>.w{width:360px;"
                            + "height:300px;display:inline-block}</style></head><body><div id=a" + WIDGET + "<div id=b"
                            + WIDGET + "<script src=parlour.js></script></body></html>");
            s.browser.driver.get(s.server.url("slow-machine-test.html"));
            s.browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
            assertEquals(
                    "ready",
                    async(
                            s,
                            "Parlour.of('#a').ready"
                                    + ".then(function () { done('ready'); }, function (e) { done(e.message); });"));
            s.browser.driver.executeCdpCommand("Emulation.setCPUThrottlingRate", Map.of("rate", 4));
            // how long the page's main thread was held at a time, and when games were being played; the board
            // starts its next game as one ends, until it has played its share
            async(
                    s,
                    String.join(
                            "\n",
                            "window.tasks = []; window.overs = []; window.playing = {a: []};",
                            // the boards' frames share the page's main thread: a timer's late ticks are how long it was
                            // held
                            "var last = performance.now();",
                            "setInterval(function () { var now = performance.now();",
                            "  if (now - last > 50) window.tasks.push([last, now - last - 20]); last = now; }, 20);",
                            "['a'].forEach(function (id) {",
                            "  var w = Parlour.of('#' + id), spans = window.playing[id];",
                            "  var next = function () { spans.push([performance.now()]); w.newGame({}); };",
                            "  w.on('gameOver', function (e) {",
                            "    spans[spans.length - 1].push(performance.now());",
                            "    window.overs.push(id + ' ' + e.result + ': ' + e.reason);",
                            "    if (spans.length < " + GAMES + ") next(); });",
                            "  next(); });",
                            "done('started');"));
            long started = System.nanoTime();
            Browser.await(
                    Duration.ofSeconds(600),
                    () -> ((List<Object>) s.browser.js("return window.overs;")).size() >= GAMES ? Boolean.TRUE : null,
                    () -> "the games did not end: " + s.browser.js("return window.overs;"));
            s.browser.driver.executeCdpCommand("Emulation.setCPUThrottlingRate", Map.of("rate", 1));
            List<String> overs = new ArrayList<>();
            for (Object o : (List<Object>) s.browser.js("return window.overs;")) overs.add(String.valueOf(o));
            // the longest task while games were played (a new game's first half second, setting up its board, aside)
            double longest = 0, longestAny = 0;
            Map<String, List<List<Number>>> playing =
                    (Map<String, List<List<Number>>>) s.browser.js("return window.playing;");
            for (List<Number> task : (List<List<Number>>) s.browser.js("return window.tasks;")) {
                double at = task.get(0).doubleValue(), length = task.get(1).doubleValue();
                longestAny = Math.max(longestAny, length);
                boolean settingUp = false, played = false;
                for (List<List<Number>> spans : playing.values()) {
                    for (List<Number> span : spans) {
                        double from = span.get(0).doubleValue();
                        if (at >= from - 50 && at < from + 500) settingUp = true;
                        if (span.size() == 2 && at >= from && at < span.get(1).doubleValue()) played = true;
                    }
                }
                if (played && !settingUp) longest = Math.max(longest, length);
            }
            System.out.println(
                    "[measure] browser throttled 4x, Arrows " + SIZE + ", strong vs strong, 1-minute clocks, "
                            + GAMES + " games in "
                            + (System.nanoTime() - started) / 1_000_000_000
                            + " s: longest main-thread task while playing " + Math.round(longest) + " ms ("
                            + Math.round(longestAny) + " ms with new games' set-up); " + overs);
            assertEquals(GAMES, overs.size());
            assertTrue(
                    !((List<Object>) s.browser.js("return window.tasks;")).isEmpty(),
                    "the watch saw no tick late by 30 ms or more, which a page slowed four times has");
            assertTrue(overs.stream().noneMatch(o -> o.contains("on time")), "a loss on time: " + overs);
            assertTrue(longest <= 200, "the page froze for " + Math.round(longest) + " ms during a game");
        }
    }
}
