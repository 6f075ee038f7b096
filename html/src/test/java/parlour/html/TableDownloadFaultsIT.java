package parlour.html;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;
import parlour.morris.ai.MorrisTable;
import parlour.morris.ai.TableCodec;

/**
 * Issue 22's downloads: the Six Men's Morris table answered with a server error, cut half-way under a 200, or with a
 * byte flipped, once and then correctly. Each time the player is told why, the table is fetched again, never used
 * broken (the strong player searches meanwhile), and once in, the strong player plays from it without a slip.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TableDownloadFaultsIT {
    private static final String TABLE = "/morris/" + TableCodec.fileName(true);
    private WebSession web;
    private StaticSite server;
    private Browser browser;
    private Widget widget;
    private MorrisTable table;

    @BeforeAll
    void start() throws Exception {
        web = WebSession.start("table-faults");
        assumeTrue(web != null, "no browser here");
        Path site = Path.of(System.getProperty("parlour.site", "target/parlour-web"))
                .toAbsolutePath();
        TableCodec.Decoder decoder = new TableCodec.Decoder(Files.readAllBytes(site.resolve(TABLE.substring(1))), true);
        decoder.step(Integer.MAX_VALUE);
        table = decoder.table();
        server = web.server;
        browser = web.browser;
        widget = web.widget;
    }

    @AfterAll
    void stop() {
        if (web != null) web.close();
    }

    @Test
    void aServerErrorIsToldAndTheTableFetchedAgain() {
        loadsAfter("500", "the server answered 500; trying again in 2 s");
    }

    @Test
    void aTableCutShortUnderA200IsRefusedAndFetchedAgain() {
        loadsAfter("cut", "the file is cut short or damaged; trying again in 2 s");
    }

    @Test
    void aTableWithAFlippedByteIsRefusedAndFetchedAgainAndThePlayIsPerfect() {
        // a changed byte throws the decoding off: the values' check sum, or the file's end coming early, tells
        loadsAfter("flip", "damaged; trying again in 2 s");
        // the same game from the start, all of it from the table: the strong player never lets the value slip
        browser.js("return window.parlour.newGame([], []);");
        Map<String, Object> end = Browser.await(
                Duration.ofSeconds(150),
                () -> {
                    Map<String, Object> s = widget.stateMap();
                    return !"none".equals(String.valueOf(s.get("result"))) ? s : null;
                },
                () -> "the game never ended: " + widget.stateMap());
        MorrisPosition p = MorrisPosition.start(new MorrisRules(MorrisBoard.SIX, true, false, 50), 1);
        @SuppressWarnings("unchecked")
        List<Object> moves = (List<Object>) end.get("moves");
        for (Object o : moves) {
            MorrisPosition next = p.play(MorrisNotation.parse(p, String.valueOf(o)));
            if (p.toMove() == 1 && !next.isOver()) {
                int before = Integer.signum(table.value(p)), after = -Integer.signum(table.value(next));
                assertTrue(after >= before, "the strong player's " + o + " let the value slip in " + moves);
            }
            p = next;
        }
    }

    /** Opens strong against easy with the table's first download broken {@code way}; waits for perfect play. */
    @SuppressWarnings("unchecked")
    private void loadsAfter(String way, String told) {
        server.failNext(TABLE, way);
        browser.clearSiteData(server.url("").replaceAll("/$", ""));
        browser.drainConsole("before " + way);
        browser.driver.get(server.url("embed.html?game=morris6&p1=ai:strong&p2=ai:easy&sound=off&first=1"));
        widget.awaitCanvas(Duration.ofSeconds(60));
        widget.awaitApi(Duration.ofSeconds(30));
        browser.js("window.tableEvents = []; window.parlour.onEvent(function (e) { window.tableEvents.push(e); });");
        List<String> events = Browser.await(
                Duration.ofSeconds(150),
                () -> {
                    List<String> e = new ArrayList<>();
                    for (Object o : (List<Object>) browser.js("return window.tableEvents;")) e.add(String.valueOf(o));
                    if (e.contains("player 1 perfect play")) return e;
                    // the strong player says what it plays by as it thinks: a game over before the table is in, another
                    if (!"none".equals(String.valueOf(widget.stateMap().get("result"))))
                        browser.js("window.parlour.newGame([], []);");
                    return null;
                },
                () -> "the table never loaded after a " + way + ": " + browser.js("return window.tableEvents;"));
        // the page's console is told why, and the player too (the side panel's notice and, while the strong player
        // thinks, its status line): the table's reason, and that it is tried again
        List<String> console = browser.drainConsole(way).stream()
                .map(c -> c.entry.getMessage())
                .collect(Collectors.toList());
        assertTrue(
                console.stream().anyMatch(c -> c.contains("was not loaded: ") && c.contains(told)),
                "the page was told why (" + told + "): " + console);
        System.out.println("[measure] table download broken (" + way + ") then whole; requests "
                + server.requests().stream()
                        .filter(r -> r.contains(".mtb"))
                        .collect(java.util.stream.Collectors.toList()));
    }
}
