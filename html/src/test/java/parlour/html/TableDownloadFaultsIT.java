package parlour.html;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import parlour.morris.ai.MorrisTable;

/**
 * Issue 22's downloads: the Six Men's Morris table answered with a server error, cut half-way under a 200, or with a
 * byte flipped, once and then correctly. Each time the player is told why, the table is fetched again, never used
 * broken (the strong player searches meanwhile), and once in, the strong player plays from it without a slip.
 */
class TableDownloadFaultsIT extends SessionTest {
    private MorrisTable table;

    @BeforeAll
    void readTable() throws Exception {
        table = SixTable.read();
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
        SixTable.assertNoSlip(table, 1, SixTable.playAgainToTheEnd(web).strings("moves"));
    }

    /** Opens strong against easy with the table's first download broken {@code way}; waits for perfect play. */
    private void loadsAfter(String way, String told) {
        server.failNext(SixTable.PATH, way);
        browser.drainConsole("before " + way);
        // instant: the computers' moves follow each other without the animations' pauses, which test nothing here
        web.open("embed.html?game=morris6&p1=ai:strong&p2=ai:easy&sound=off&speed=instant&first=1");
        SixTable.listen(browser);
        SixTable.awaitPerfectPlay(web, Duration.ofSeconds(150), "the table never loaded after a " + way);
        // the page's console is told why, and the player too (the side panel's notice and, while the strong player
        // thinks, its status line): the table's reason, and that it is tried again
        List<String> console = browser.drainConsole(way).stream()
                .map(c -> c.entry.getMessage())
                .collect(Collectors.toList());
        assertTrue(
                console.stream().anyMatch(c -> c.contains("was not loaded: ") && c.contains(told)),
                "the page was told why (" + told + "): " + console);
        System.out.println("[measure] table download broken (" + way + ") then whole; requests "
                + server.requests().stream().filter(r -> r.contains(".mtb")).collect(Collectors.toList()));
    }
}
