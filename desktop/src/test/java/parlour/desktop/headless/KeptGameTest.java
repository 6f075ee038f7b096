package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.match.SavedGame;
import parlour.match.Text;
import parlour.store.MemoryEntryStore;
import parlour.testing.State;

/**
 * What a reload or a kill finds in storage: the running clock kept once a second and at a pause, and the game
 * a Restart or an undo to the start replaced, still there to be offered. The store outlives each app, as files do.
 */
class KeptGameTest {
    private final MemoryEntryStore store = new MemoryEntryStore();
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    /** What a kill would leave: the stored autosave, read while the game goes on. */
    private String stored(String game) throws Exception {
        return parlour.onGameThread(() -> store.read("autosave." + game));
    }

    /** Player 2's clock in the stored autosave: the last entry of its Clocks tag. */
    private static long storedClock2(String text) throws Exception {
        List<String> entries = Text.words(SavedGame.read(text, "autosave").tag("Clocks"));
        String last = entries.get(entries.size() - 1);
        return Long.parseLong(last.substring(last.indexOf('/') + 1));
    }

    private long liveClock2() throws Exception {
        return clock2(parlour.state());
    }

    private static long clock2(State s) {
        return s.integers("clocks").get(1);
    }

    @Test
    void aKillOrAReloadMidThinkGivesBackAtMostASecondOfTheClock() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "arrows", "p2", "human", "board", "5 5 1 1 E 5 5 W", "clock", "1"),
                name -> store);
        parlour.key(Keys.D);
        parlour.key(Keys.ENTER);
        parlour.awaitState(now -> now.toMove() == 2, 5000);
        long worst = 0;
        for (int probe = 0; probe < 12; probe++) {
            parlour.advance(290);
            long kept = storedClock2(stored("arrows")), live = liveClock2();
            worst = Math.max(worst, kept - live);
            assertThat(kept - live)
                    .as("a kill now would give back " + (kept - live) + " ms")
                    .isLessThanOrEqualTo(1050);
        }
        long live = liveClock2();
        assertThat(live).as("player 2's clock ran: " + live).isLessThanOrEqualTo(60000 - 3000);
        // the window loses focus or the page is hidden: the clock is kept at once
        // the clock read in the same frame as the pause: under load the test thread may be late by a tick or two
        State atPause = State.of(parlour.onGameThread(() -> {
            parlour.app().pause();
            return parlour.app().stateJson();
        }));
        long paused = storedClock2(stored("arrows")), running = clock2(atPause);
        assertThat(paused - running)
                .as("kept at the pause: " + paused + ", running " + running)
                .isLessThanOrEqualTo(50);
        System.out.printf(
                "[kept clock] running clock 2 at %d ms; at most %d ms behind in storage; %d ms at the pause%n",
                live, worst, paused);
        parlour.stop();

        // a reload: the kept game resumes with the clock it was kept with, not the one it had at the move
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "arrows", "p2", "human", "board", "5 5 1 1 E 5 5 W", "clock", "1"),
                name -> store);
        assertThat(parlour.screenText()).as(parlour.screenText()).contains("Game kept. ");
        parlour.click("Resume it");
        parlour.awaitMoves(5000, "2");
        long resumed = liveClock2();
        assertThat(resumed)
                .as("resumed with " + resumed + " ms, kept " + paused)
                .isLessThanOrEqualTo(paused);
        assertThat(resumed)
                .as("resumed with " + resumed + " ms, kept " + paused)
                .isGreaterThan(paused - 1000);
        System.out.printf("[kept clock] reloaded: clock 2 at %d ms (%.1f s)%n", resumed, resumed / 1000.0);
    }

    @Test
    void theGameARestartReplacedIsOfferedAfterAReloadUntilDeclined() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "3x3", "p2", "human"), name -> store);
        parlour.click("a1-b1");
        parlour.click("a3-b3");
        parlour.awaitMoves(5000, "a1-b1", "a3-b3");
        parlour.key(Keys.R);
        parlour.awaitMoves(5000);
        assertEquals(
                List.of("a1-b1", "a3-b3"),
                SavedGame.read(stored("dots"), "autosave").moves(),
                "kept after Restart");
        parlour.stop();

        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "3x3", "p2", "human"), name -> store);
        assertTrue(parlour.screenText().matches("(?s).*Game kept\\. .*2 moves, 0-0\\..*"), parlour.screenText());
        // an undo back to the start keeps it too
        parlour.click("b1-c1");
        parlour.awaitMoves(5000, "b1-c1");
        parlour.key(Keys.U);
        parlour.awaitMoves(5000);
        assertEquals(
                List.of("b1-c1"), SavedGame.read(stored("dots"), "autosave").moves(), "kept after undo to move 0");
        parlour.stop();

        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "3x3", "p2", "human"), name -> store);
        assertTrue(parlour.screenText().matches("(?s).*Game kept\\. .*1 move, 0-0\\..*"), parlour.screenText());
        parlour.click("Dismiss");
        assertNull(stored("dots"), "declined: gone from storage");
    }

    @Test
    void aKillWhileAMillWaitsForItsRemovalKeepsThePlacement() throws Exception {
        Map<String, String> options =
                HeadlessParlour.options("game", "morris6", "p1", "human", "p2", "human", "first", "1");
        parlour = new HeadlessParlour(options, name -> store);
        for (String p : new String[] {"a1", "b2", "c1", "d2", "e1"}) parlour.click(p);
        assertEquals(List.of("a1", "b2", "c1", "d2"), parlour.state().moves(), "the mill waits for its removal");
        SavedGame kept = SavedGame.read(stored("morris6"), "autosave");
        assertEquals(List.of("a1", "b2", "c1", "d2"), kept.moves());
        assertEquals("e1", kept.tag("Pending"), "what a kill now leaves holds the placement");
        parlour.stop();

        parlour = new HeadlessParlour(options, name -> store);
        parlour.click("Resume it");
        assertEquals(List.of("a1", "b2", "c1", "d2"), parlour.state().moves());
        parlour.onGameThread(() -> {
            parlour.app().resize(900, 640); // the headless backend gives a new screen no size of its own
            return null;
        });
        // the placement waits again: the next click removes a piece (without it, b2 would be refused as taken)
        parlour.click("xb2");
        parlour.awaitMoves(2000, "a1", "b2", "c1", "d2", "e1xb2");
        assertNull(
                SavedGame.read(stored("morris6"), "autosave").tag("Pending"), "nothing waits once the move is whole");
    }
}
