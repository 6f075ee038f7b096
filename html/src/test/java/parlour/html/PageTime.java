package parlour.html;

import java.time.Duration;
import java.util.Map;

/**
 * The page's time under the test's control, with nothing in the shipped scripts: before the page loads, a script the
 * test gives Chromium (CDP {@code Page.addScriptToEvaluateOnNewDocument}) makes every frame's {@code performance.now()}
 * (the game's clock, read in GWT's iframe) the real one plus a skew the top page holds, and {@link #advance} moves that
 * skew on a step an animation frame, as a player's screen would go through the time, instead of waiting for it. The
 * calendar ({@code Date}) is left alone: the game's clocks and pace do not read it.
 */
final class PageTime implements AutoCloseable {
    /**
     * The most a frame of the page lasts while the test moves its time on, its own real time included: under the
     * quarter second a frame may charge a clock, so that the clocks run as far as the time goes.
     */
    private static final int FRAME_MS = 240;
    /** The least the test moves the time on in a frame, so that it gets there on a slow machine too. */
    private static final int LEAST_MS = 40;

    private static final String SCRIPT = String.join(
            "\n",
            "(function () {",
            "  var perf = window.performance, real = perf.now.bind(perf), time;",
            "  try { time = window.top.__parlourTime; } catch (e) {}",
            "  if (!time) {",
            "    time = {skew: 0, owed: 0};",
            "    time.advance = function (ms) {",
            "      var running = time.owed > 0, last = real();",
            "      time.owed += ms;",
            "      if (running) return;",
            "      (function frame() {",
            "        var now = real(), by = Math.min(time.owed, Math.max(" + LEAST_MS + ", " + FRAME_MS
                    + " - (now - last)));",
            "        last = now;",
            "        time.skew += by;",
            "        time.owed -= by;",
            "        if (time.owed > 0) window.requestAnimationFrame(frame);",
            "      })();",
            "    };",
            "    if (window === window.top) window.__parlourTime = time;",
            "  }",
            "  perf.now = function () { return real() + time.skew; };",
            "})();");

    private final Browser browser;
    private final String script;

    private PageTime(Browser browser, String script) {
        this.browser = browser;
        this.script = script;
    }

    /** Gives the pages this tab opens from now on the test's time, until {@link #close}. */
    static PageTime install(Browser browser) {
        Map<String, Object> added =
                browser.driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", SCRIPT));
        return new PageTime(browser, (String) added.get("identifier"));
    }

    /**
     * Moves the page's time on by {@code millis}, a step an animation frame (each at most {@link #FRAME_MS} long), and
     * returns once it has; fails if the open page or its frame has not got the test's time.
     */
    void advance(double millis) {
        Object missing = browser.js(
                String.join(
                        "\n",
                        "if (!window.__parlourTime) return 'the page';",
                        "for (var i = 0; i < window.frames.length; i++) {",
                        "  try { if (!window.frames[i].performance.hasOwnProperty('now')) return 'its frame ' + i; }",
                        "  catch (e) { /* another origin's frame: not the game's */ }",
                        "}",
                        "window.__parlourTime.advance(arguments[0]);",
                        "return null;"),
                millis);
        if (missing != null) throw new AssertionError(missing + " did not get the test's time");
        Browser.await(
                Duration.ofSeconds(30),
                () -> Boolean.TRUE.equals(browser.js("return window.__parlourTime.owed === 0;")) ? Boolean.TRUE : null,
                () -> "the page's time did not move on by " + millis + " ms: "
                        + browser.js("return window.__parlourTime.owed;") + " ms still to go");
    }

    @Override
    public void close() {
        browser.driver.executeCdpCommand("Page.removeScriptToEvaluateOnNewDocument", Map.of("identifier", script));
    }
}
