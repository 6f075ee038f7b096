package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;
import parlour.morris.ai.MorrisTable;
import parlour.morris.ai.TableCodec;

/**
 * The Six Men's Morris table (flying on) as the browser tests check it: its download awaited through the widget's
 * events, and a game played from it checked move by move against the same table read here.
 */
final class SixTable {
    /** The table's path on the site. */
    static final String PATH = "/morris/" + TableCodec.fileName(true);

    private SixTable() {}

    /** The table the built site serves, decoded. */
    static MorrisTable read() throws IOException {
        Path file = WebSession.builtSite().resolve(PATH.substring(1));
        TableCodec.Decoder decoder = new TableCodec.Decoder(Files.readAllBytes(file), true);
        decoder.step(Integer.MAX_VALUE);
        return decoder.table();
    }

    /** Starts collecting the widget's events in the page ({@code window.tableEvents}). */
    static void listen(Browser browser) {
        browser.js("window.tableEvents = []; window.parlour.onEvent(function (e) { window.tableEvents.push(e); });");
    }

    /** The events collected since {@link #listen}. */
    @SuppressWarnings("unchecked")
    static List<String> events(Browser browser) {
        List<String> out = new ArrayList<>();
        for (Object o : (List<Object>) browser.js("return window.tableEvents;")) out.add(String.valueOf(o));
        return out;
    }

    /**
     * Waits until player 1 says it plays from the table; returns the events so far. The strong player says what it
     * plays by as it thinks: a game over before the table is in is started again.
     */
    static List<String> awaitPerfectPlay(WebSession web, Duration timeout, String what) {
        return Browser.await(
                timeout,
                () -> {
                    List<String> e = events(web.browser);
                    if (e.contains("player 1 perfect play")) return e;
                    if (web.widget.state().over()) web.browser.js("window.parlour.newGame([], []);");
                    return null;
                },
                () -> what + ": " + events(web.browser));
    }

    /** Starts the game again and waits for its end: its last state. */
    static Widget.State playAgainToTheEnd(WebSession web) {
        Object why = web.browser.js(
                "var why = 'no answer'; window.parlour.newGame([], [], function (w) { why = w; }); return why;");
        assertThat(why).as("newGame refused: " + why).isNull();
        return web.awaitState(Duration.ofSeconds(150), Widget.State::over, "the game's end");
    }

    /** Fails where player 1 (the table's player) moved to a position the table values lower for it. */
    static void assertNoSlip(MorrisTable table, int first, List<String> moves) {
        MorrisPosition p = MorrisPosition.start(new MorrisRules(MorrisBoard.SIX, true, false, 50), first);
        for (String m : moves) {
            MorrisPosition next = p.play(MorrisNotation.parse(p, m));
            if (p.toMove() == 1 && !next.isOver()) {
                int before = Integer.signum(table.value(p)), after = -Integer.signum(table.value(next));
                assertThat(after)
                        .as("the strong player's " + m + " took " + p + " from " + before + " to " + after + " in "
                                + moves)
                        .isGreaterThanOrEqualTo(before);
            }
            p = next;
        }
    }

    /** The longest decision player 1 took once it played from the table (ms), from the "computer thought" events. */
    static double slowestFromTable(List<String> events) {
        double slowest = 0;
        boolean fromTable = false;
        for (String e : events) {
            if (e.equals("player 1 perfect play")) fromTable = true;
            if (fromTable && e.startsWith("computer thought "))
                slowest = Math.max(slowest, Double.parseDouble(e.split(" ")[2]));
        }
        return slowest;
    }
}
