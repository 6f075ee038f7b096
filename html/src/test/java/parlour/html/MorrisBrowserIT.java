package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.Keys;
import parlour.morris.ai.MorrisTable;

/**
 * Six and Nine Men's Morris in the web widget, in headless Chromium: a placement by a real mouse click where
 * {@code parlour.pointOf} says the point is, the computer's answer, a placement by the arrow keys and Enter,
 * the frame times while the strong Nine Men's Morris player searches, and Six Men's Morris's perfect player
 * from the table the widget fetches from the site.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MorrisBrowserIT extends SessionTest {

    @SuppressWarnings("unchecked")
    private static List<String> list(Map<String, Object> state, String key) {
        List<String> out = new ArrayList<>();
        for (Object o : (List<Object>) state.get(key)) out.add(String.valueOf(o));
        return out;
    }

    private Map<String, Object> openGame(String query) {
        web.open("embed.html?" + query);
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
        assertThat(c2).as("pointOf(c2)").isNotNull();
        widget.clickCanvasAt(c2[0], c2[1]);
        Map<String, Object> s1 = awaitMoves(1, Duration.ofSeconds(10));
        assertEquals("c2", list(s1, "moves").get(0), s1.toString());
        Map<String, Object> s2 = awaitMoves(2, Duration.ofSeconds(15));
        String answer = list(s2, "moves").get(1);
        assertThat(list(s1, "legal"))
                .as("the computer placed on a free point: " + answer)
                .contains(answer);
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
        browser.awaitFrames(10);
        browser.js("window.parlour.frameTimes();");
        Map<String, Object> s = awaitMoves(8, Duration.ofSeconds(60));
        List<Double> times = new ArrayList<>();
        for (Object o : (List<Object>) browser.js("return Array.prototype.slice.call(window.parlour.frameTimes());")) {
            times.add(((Number) o).doubleValue());
        }
        assertThat(times).as("no frame times").isNotEmpty();
        System.out.println("[measure] web Nine Men's Morris strong vs medium, "
                + list(s, "moves").size() + " moves: frames " + Widget.timesSummary(times));
        assertThat(list(s, "moves").size()).isGreaterThanOrEqualTo(8);
    }

    @Test
    @Order(3)
    @SuppressWarnings("unchecked")
    void theStrongSixPlayerFetchesItsTableAndNeverLetsAValueSlip() throws IOException {
        MorrisTable table = SixTable.read();
        long bytes = Files.size(WebSession.builtSite().resolve(SixTable.PATH.substring(1)));
        for (int first = 1; first <= 2; first++) {
            // instant: the computers' moves follow each other without the animations' pauses, which test nothing here
            openGame("game=morris6&p1=ai:strong&p2=ai:easy&sound=off&speed=instant&first=" + first);
            SixTable.listen(browser);
            browser.js("window.parlour.frameTimes();");
            long asked = System.nanoTime();
            List<String> events = SixTable.awaitPerfectPlay(web, Duration.ofSeconds(120), "the table never loaded");
            double seconds = (System.nanoTime() - asked) / 1e9;
            List<Double> times = new ArrayList<>();
            for (Object o :
                    (List<Object>) browser.js("return Array.prototype.slice.call(window.parlour.frameTimes());"))
                times.add(((Number) o).doubleValue());
            boolean progress = false;
            for (String e : events) progress |= e.startsWith("player 1 searching; perfect table ");
            assertTrue(progress, "the loading was told with its share: " + events);
            System.out.println("[measure] web Six Men's Morris table (" + bytes + " bytes) fetched and decoded, "
                    + "perfect play " + Math.round(seconds * 10) / 10.0 + " s after the page was ready; frames "
                    + "meanwhile " + Widget.timesSummary(times));

            // the same game again from the start, all of it from the table: strong against the seed's greedy player
            Widget.State end = SixTable.playAgainToTheEnd(web);
            List<String> moves = end.strings("moves");
            SixTable.assertNoSlip(table, first, moves);
            assertThat(end.result()).as("the strong player lost: " + moves).isNotEqualTo("2");
            // the table player's time a move (the easy player answers at once): its lookups, not a search
            System.out.println("[measure] web Six Men's Morris strong (table) vs easy, first " + first + ": "
                    + moves.size() + " moves, result " + end.result() + "; slowest decision "
                    + SixTable.slowestFromTable(SixTable.events(browser)) + " ms");
        }
    }
}
