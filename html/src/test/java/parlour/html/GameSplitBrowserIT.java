package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.Keys;

/**
 * The script split by game: a Dots widget fetches no other game's code; its menu opens Six Men's Morris, whose code
 * comes then and plays; a Morris fragment the browser may not fetch (blocked by the DevTools protocol) gives a message
 * and a Try again that works once the network lets it through.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GameSplitBrowserIT {
    private static final String DOTS = "embed.html?game=dots&size=3x3&p1=human&p2=human&sound=off&debug=1";
    /** The compiler's code-splitting fragments: deferredjs/PERMUTATION/N.cache.js. */
    private static final String FRAGMENTS = "return (function () { var out = [], wins = [window];"
            + " for (var i = 0; i < window.frames.length; i++) wins.push(window.frames[i]);"
            + " wins.forEach(function (w) { w.performance.getEntriesByType('resource').forEach(function (e) {"
            + " if (e.name.indexOf('/deferredjs/') >= 0) out.push(e.name.replace(/^.*\\/deferredjs\\/[^/]*\\//, ''));"
            + " }); }); return out; })();";

    private Path shots;
    private StaticSite server;
    private String skipReason;

    @BeforeAll
    void serve() throws IOException {
        skipReason = Browser.missing();
        if (skipReason != null) {
            if ("true".equalsIgnoreCase(System.getenv("CI")))
                fail(skipReason + " (CI=true, so this fails instead of skipping)");
            System.out.println("[split] SKIPPED: " + skipReason);
            return;
        }
        Path site = Path.of(System.getProperty("parlour.site", "target/parlour-web"))
                .toAbsolutePath();
        shots = Path.of(System.getProperty("parlour.shots", "target/screenshots"))
                .toAbsolutePath()
                .resolve("split");
        server = StaticSite.serve(site);
    }

    @AfterAll
    void stop() {
        if (server != null) server.close();
    }

    @Test
    void aDotsWidgetsMenuOpensMorrisWhoseCodeComesThen() throws IOException {
        assumeTrue(skipReason == null, skipReason);
        try (Browser browser = Browser.start(shots, 1)) {
            Widget widget = startDots(browser);
            List<String> withDots = fragments(browser);
            System.out.println("[split] a Dots page fetched the fragments " + withDots);
            press(browser, widget, "Menu");
            awaitScreen(browser, "menu");
            assertEquals(withDots, fragments(browser), "the menu alone fetches no game's code");
            press(browser, widget, "Play Six Men's Morris");
            List<String> withMorris = awaitMoreFragments(browser, withDots);
            System.out.println("[split] opening Six Men's Morris fetched "
                    + withMorris.subList(withDots.size(), withMorris.size()));
            playMorris(browser, widget);
        }
    }

    @Test
    void aBlockedFragmentIsToldAndTriedAgain() throws IOException {
        assumeTrue(skipReason == null, skipReason);
        try (Browser browser = Browser.start(shots, 1)) {
            Widget widget = startDots(browser);
            List<String> withDots = fragments(browser);
            press(browser, widget, "Menu");
            awaitScreen(browser, "menu");
            browser.driver.executeCdpCommand("Network.enable", Map.of());
            browser.driver.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of("*/deferredjs/*")));
            press(browser, widget, "Play Six Men's Morris");
            Browser.await(
                    Duration.ofSeconds(30),
                    () -> widget.pointOf("Try again") != null ? Boolean.TRUE : null,
                    () -> "a blocked fragment gave no Try again; state " + raw(browser));
            assertTrue(raw(browser).contains("\"screen\":\"menu\""), "the menu stays: " + raw(browser));
            browser.driver.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of()));
            press(browser, widget, "Try again");
            awaitMoreFragments(browser, withDots);
            playMorris(browser, widget);
        }
    }

    private Widget startDots(Browser browser) {
        browser.driver.get(server.url(DOTS));
        Widget widget = new Widget(browser);
        widget.awaitCanvas(Duration.ofSeconds(60));
        widget.awaitApi(Duration.ofSeconds(60));
        awaitScreen(browser, "\"game\":\"dots\"");
        assertFalse(fragments(browser).isEmpty(), "the Dots page's code came in fragments: " + fragments(browser));
        return widget;
    }

    /**
     * Once Morris's code came the menu shows its full card with the focus on its Play (below the fold): Enter starts
     * a game, and a move plays.
     */
    private static void playMorris(Browser browser, Widget widget) {
        Browser.await(
                Duration.ofSeconds(30),
                () -> {
                    widget.type(Keys.ENTER);
                    Browser.sleep(300);
                    return raw(browser).contains("\"game\":\"morris6\"") ? Boolean.TRUE : null;
                },
                () -> "Six Men's Morris never started; state " + raw(browser));
        Browser.await(
                Duration.ofSeconds(30),
                () -> widget.state().legal().isEmpty() ? null : Boolean.TRUE,
                () -> "Six Men's Morris has no legal moves: " + raw(browser));
        String move = widget.state().legal().get(0);
        Object refused = browser.js("return window.parlour.play(arguments[0]);", move);
        assertEquals(null, refused, "the first legal move " + move + " plays");
        assertTrue(widget.state().moves().size() >= 1, "the move is on the record: " + raw(browser));
    }

    private static void press(Browser browser, Widget widget, String button) {
        double[] p = Browser.await(
                Duration.ofSeconds(30),
                () -> widget.pointOf(button),
                () -> "no button " + button + " on screen; state " + raw(browser));
        widget.clickCanvasAt(p[0], p[1]);
    }

    private static void awaitScreen(Browser browser, String part) {
        Browser.await(
                Duration.ofSeconds(30),
                () -> raw(browser).contains(part) ? Boolean.TRUE : null,
                () -> "the widget never showed " + part + "; state " + raw(browser));
    }

    /** parlour.state() as it is: the menu's has no game's fields. */
    private static String raw(Browser browser) {
        return String.valueOf(browser.js("return window.parlour.state();"));
    }

    @SuppressWarnings("unchecked")
    private static List<String> fragments(Browser browser) {
        return new ArrayList<>((List<String>) browser.js(FRAGMENTS));
    }

    private static List<String> awaitMoreFragments(Browser browser, List<String> before) {
        List<String> now = Browser.await(
                Duration.ofSeconds(30),
                () -> {
                    List<String> f = fragments(browser);
                    return f.size() > before.size() ? f : null;
                },
                () -> "no more of the script's fragments came after " + before);
        assertNotNull(now);
        return now;
    }
}
