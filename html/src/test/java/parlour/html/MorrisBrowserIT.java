package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.Keys;

/**
 * Six and Nine Men's Morris in the web widget, in headless Chromium: a placement by a real mouse click where
 * {@code parlour.pointOf} says the point is, the computer's answer, a placement by the arrow keys and Enter,
 * and the frame times while the strong player (searching: the web has no database) thinks.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MorrisBrowserIT {
    private StaticSite server;
    private Browser browser;
    private Widget widget;
    private String skipReason;

    @BeforeAll
    void start() throws IOException {
        skipReason = Browser.missing();
        if (skipReason != null) {
            if ("true".equalsIgnoreCase(System.getenv("CI")))
                fail(skipReason + " (CI=true, so this fails instead of skipping)");
            System.out.println("[web] SKIPPED: " + skipReason);
            return;
        }
        Path site = Path.of(System.getProperty("parlour.site", "target/parlour-web"))
                .toAbsolutePath();
        Path shots = Path.of(System.getProperty("parlour.shots", "target/screenshots"))
                .toAbsolutePath();
        assertTrue(Files.isRegularFile(site.resolve("embed.html")), "the built site has no embed.html at " + site);
        Files.createDirectories(shots);
        server = StaticSite.serve(site);
        browser = Browser.start(shots);
        widget = new Widget(browser);
    }

    @BeforeEach
    void needBrowser() {
        assumeTrue(skipReason == null, skipReason);
    }

    @AfterAll
    void stop() {
        try {
            if (browser != null) browser.close();
        } finally {
            if (server != null) server.close();
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> list(Map<String, Object> state, String key) {
        List<String> out = new ArrayList<>();
        for (Object o : (List<Object>) state.get(key)) out.add(String.valueOf(o));
        return out;
    }

    private Map<String, Object> openGame(String query) {
        browser.clearSiteData(server.url("").replaceAll("/$", ""));
        browser.driver.get(server.url("embed.html?" + query));
        widget.awaitCanvas(Duration.ofSeconds(60));
        widget.awaitApi(Duration.ofSeconds(30));
        return Browser.await(
                Duration.ofSeconds(30),
                () -> {
                    Map<String, Object> s = widget.stateMap();
                    return s.get("frames") instanceof Number && ((Number) s.get("frames")).longValue() > 2 ? s : null;
                },
                () -> "the widget never drew: " + widget.stateMap());
    }

    private Map<String, Object> awaitMoves(int n, Duration timeout) {
        return Browser.await(
                timeout,
                () -> {
                    Map<String, Object> s = widget.stateMap();
                    return list(s, "moves").size() >= n ? s : null;
                },
                () -> "never " + n + " moves: " + widget.stateMap());
    }

    @Test
    @Order(1)
    void aClickPlacesAPieceTheComputerAnswersAndKeysPlaceAnother() {
        Map<String, Object> s0 = openGame("game=morris6&p1=human&p2=ai:easy&first=1&sound=off");
        assertEquals("morris6", s0.get("game"), s0.toString());
        assertEquals(16, list(s0, "legal").size(), "an empty Six Men's Morris board has 16 points to place on: " + s0);
        // a click where the page says c2 is
        double[] c2 = widget.pointOf("c2");
        assertTrue(c2 != null, "pointOf(c2)");
        widget.clickCanvasAt(c2[0], c2[1]);
        Map<String, Object> s1 = awaitMoves(1, Duration.ofSeconds(10));
        assertEquals("c2", list(s1, "moves").get(0), s1.toString());
        Map<String, Object> s2 = awaitMoves(2, Duration.ofSeconds(15));
        String answer = list(s2, "moves").get(1);
        assertTrue(list(s1, "legal").contains(answer), "the computer placed on a free point: " + answer);
        // the keyboard: the first arrow shows the cursor on a1; Right goes along the bottom line to c1, then e1
        String[] path = {"a1", "c1", "e1"};
        int target = 0;
        while (list(s2, "moves").contains(path[target])) target++;
        widget.restPointer();
        browser.js("arguments[0].focus();", widget.canvas());
        widget.type(Keys.ARROW_RIGHT);
        for (int i = 0; i < target; i++) widget.type(Keys.ARROW_RIGHT);
        widget.type(Keys.ENTER);
        Map<String, Object> s3 = awaitMoves(3, Duration.ofSeconds(10));
        assertEquals(path[target], list(s3, "moves").get(2), "Enter places at the cursor: " + s3);
    }

    @Test
    @Order(2)
    @SuppressWarnings("unchecked")
    void theStrongPlayerSearchesWithoutFreezingTheAnimation() {
        openGame("game=morris9&p1=ai:strong&p2=ai:medium&first=1&sound=off");
        Browser.sleep(200);
        browser.js("window.parlour.frameTimes();");
        Map<String, Object> s = awaitMoves(8, Duration.ofSeconds(60));
        List<Double> times = new ArrayList<>();
        for (Object o : (List<Object>) browser.js("return Array.prototype.slice.call(window.parlour.frameTimes());")) {
            times.add(((Number) o).doubleValue());
        }
        assertTrue(!times.isEmpty(), "no frame times");
        System.out.println("[measure] web Nine Men's Morris strong vs medium, "
                + list(s, "moves").size() + " moves: frames " + Widget.timesSummary(times));
        assertTrue(list(s, "moves").size() >= 8);
    }
}
