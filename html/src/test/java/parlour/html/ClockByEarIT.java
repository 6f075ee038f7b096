package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * Issues 35 and 36: the Arrows clock heard by a player who cannot see it, with keys and the live regions alone (no
 * mouse, no pixels): {@code time} says both clocks, which stand until the first move; the person to move hears a
 * minute left as the clock starts, then 30 seconds, politely; {@code turn} ends with the clocks. An embed that names
 * no clock has none.
 */
class ClockByEarIT extends SessionTest {
    private static final Duration WAIT = Duration.ofSeconds(20);
    /** Player 1 at (2,2) pointing east (next cell (3,2)), player 2 at (9,9) pointing west, on a 10x10 board. */
    private static final String BOARD = "10%2010%202%202%20E%209%209%20W";

    /** The focus into the move field as a keyboard player puts it there: the board, then /. */
    private void openField() {
        widget.openMoveField(WAIT);
    }

    /** Types a line into the move field and waits for the first sentence after it containing {@code part}. */
    private String ask(Hearing heard, String line, String part) {
        int from = heard.all().size();
        widget.type(line, Keys.ENTER);
        return hear(heard, from, part, WAIT);
    }

    /** The first sentence heard after the first {@code from} that contains {@code part}, waiting for it. */
    private static String hear(Hearing heard, int from, String part, Duration wait) {
        return Browser.await(
                wait,
                () -> {
                    List<String> all = heard.all();
                    for (int i = from; i < all.size(); i++) if (all.get(i).contains(part)) return all.get(i);
                    return null;
                },
                () -> "never heard '" + part + "' after sentence " + from + "; heard: " + heard.all());
    }

    @Test
    void aOneMinuteGameIsHeardOnTimeAndWarnsAtAMinuteAndThirtySeconds() {
        try (PageTime time = PageTime.install(browser)) {
            aOneMinuteGame(time);
        }
    }

    private void aOneMinuteGame(PageTime time) {
        web.open("embed.html?game=arrows&board=" + BOARD + "&clock=1&p1=human&p2=ai:easy&first=1&sound=off");
        Hearing heard = Hearing.start(web);
        openField();
        // a clock that had started would have run for two seconds by now
        time.advance(2000);
        assertEquals(
                "Clocks: you have 1 minute; Computer (easy) has 1 minute. The clocks start at the first move.",
                ask(heard, "time", "Clocks"),
                "two seconds after the page loaded, no clock has run");

        int before = heard.all().size();
        ask(heard, "south", "Computer (easy)");
        String minute = hear(heard, before, "One minute left on your clock.", WAIT);
        assertThat(minute).as("said politely: " + minute).doesNotStartWith("!");
        String clocks = ask(heard, "clock", "Clocks");
        assertThat(clocks).as(clocks).startsWith("Clocks: you have ");
        assertThat(clocks).as(clocks).contains("Computer (easy) has ");
        assertThat(clocks).as(clocks).doesNotContain("start at the first move");
        assertThat(ask(heard, "turn", "Clocks")).as("turn ends with the clocks").contains(" Clocks: you have ");

        // half a minute on the player's clock: without the test's time it would take that long
        time.advance(30_000);
        String thirty = hear(heard, before, "30 seconds left on your clock.", Duration.ofSeconds(10));
        assertThat(thirty).as("said politely: " + thirty).doesNotStartWith("!");
        assertEquals(
                1,
                heard.all().stream().filter(s -> s.contains("One minute left")).count(),
                "each warning once: " + heard.all());
    }

    @Test
    void anEmbeddedArrowsThatNamesNoClockHasNone() {
        web.open("embed.html?game=arrows&p1=human&p2=ai:easy&first=1&sound=off");
        Hearing heard = Hearing.start(web);
        assertThat(widget.state().json()).as(widget.state().json()).contains("\"clock\":\"untimed\"");
        openField();
        assertEquals("This game has no clock.", ask(heard, "time", "clock"));
    }
}
