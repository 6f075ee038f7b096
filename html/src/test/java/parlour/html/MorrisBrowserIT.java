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
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;
import parlour.morris.ai.MorrisTable;
import parlour.morris.ai.TableCodec;

/**
 * Six and Nine Men's Morris in the web widget, in headless Chromium: a placement by a real mouse click where
 * {@code parlour.pointOf} says the point is, the computer's answer, a placement by the arrow keys and Enter,
 * the frame times while the strong Nine Men's Morris player searches, and Six Men's Morris's perfect player
 * from the table the widget fetches from the site.
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

    @Test
    @Order(3)
    @SuppressWarnings("unchecked")
    void theStrongSixPlayerFetchesItsTableAndNeverLetsAValueSlip() throws IOException {
        Path file =
                Path.of(System.getProperty("parlour.site", "target/parlour-web"), "morris", TableCodec.fileName(true));
        TableCodec.Decoder decoder = new TableCodec.Decoder(Files.readAllBytes(file), true);
        decoder.step(Integer.MAX_VALUE);
        MorrisTable table = decoder.table();

        for (int first = 1; first <= 2; first++) {
            openGame("game=morris6&p1=ai:strong&p2=ai:easy&sound=off&first=" + first);
            browser.js(
                    "window.tableEvents = []; window.parlour.onEvent(function (e) { window.tableEvents.push(e); });");
            browser.js("window.parlour.frameTimes();");
            List<String> events = Browser.await(
                    Duration.ofSeconds(120),
                    () -> {
                        List<String> e = new ArrayList<>();
                        for (Object o : (List<Object>) browser.js("return window.tableEvents;"))
                            e.add(String.valueOf(o));
                        return e.contains("player 1 perfect play") ? e : null;
                    },
                    () -> "the table never loaded: " + browser.js("return window.tableEvents;"));
            List<Double> times = new ArrayList<>();
            for (Object o :
                    (List<Object>) browser.js("return Array.prototype.slice.call(window.parlour.frameTimes());"))
                times.add(((Number) o).doubleValue());
            boolean progress = false;
            for (String e : events) progress |= e.startsWith("player 1 searching; perfect table ");
            assertTrue(progress, "the loading was told with its share: " + events);
            System.out.println("[measure] web Six Men's Morris table (" + Files.size(file) + " bytes) fetched and "
                    + "decoded; frames meanwhile " + Widget.timesSummary(times));

            // the same game again from the start, all of it from the table: strong against the seed's greedy player
            assertEquals(null, browser.js("return window.parlour.newGame([], []);"));
            Map<String, Object> end = Browser.await(
                    Duration.ofSeconds(150),
                    () -> {
                        Map<String, Object> s = widget.stateMap();
                        return !"none".equals(String.valueOf(s.get("result"))) ? s : null;
                    },
                    () -> "the game never ended: " + widget.stateMap());
            List<String> moves = list(end, "moves");
            MorrisRules rules = new MorrisRules(MorrisBoard.SIX, true, false, 50);
            MorrisPosition p = MorrisPosition.start(rules, first);
            for (String m : moves) {
                MorrisPosition next = p.play(MorrisNotation.parse(p, m));
                if (p.toMove() == 1 && !next.isOver()) {
                    int before = Integer.signum(table.value(p)), after = -Integer.signum(table.value(next));
                    assertTrue(
                            after >= before,
                            "the strong player's " + m + " took " + p + " from " + before + " to " + after + " in "
                                    + moves);
                }
                p = next;
            }
            assertTrue(!"2".equals(String.valueOf(end.get("result"))), "the strong player lost: " + moves);
            // the table player's time a move (the easy player answers at once): its lookups, not a search
            double slowest = 0;
            boolean fromTable = false;
            for (Object o : (List<Object>) browser.js("return window.tableEvents;")) {
                String e = String.valueOf(o);
                if (e.equals("player 1 perfect play")) fromTable = true;
                if (fromTable && e.startsWith("computer thought "))
                    slowest = Math.max(slowest, Double.parseDouble(e.split(" ")[2]));
            }
            System.out.println("[measure] web Six Men's Morris strong (table) vs easy, first " + first + ": "
                    + moves.size() + " moves, result " + end.get("result") + "; slowest decision " + slowest + " ms");
        }
    }
}
