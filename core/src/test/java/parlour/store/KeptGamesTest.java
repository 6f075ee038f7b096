package parlour.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 22: two windows or tabs on one store each keep their own game in progress; every kept game is offered, the
 * window's own first, then the one played last; up to ten of a kind are kept; a game taken over moves, none is lost.
 */
class KeptGamesTest {
    private final MemoryEntryStore store = new MemoryEntryStore();
    private long now = 1_000_000;
    private final KeptGame.Clock clock = () -> now;

    private Settings window(String instance) {
        return new Settings(store, instance, clock);
    }

    private static List<String> texts(List<KeptGame> kept) {
        List<String> out = new ArrayList<>();
        for (KeptGame k : kept) out.add(k.instance + ":" + k.text);
        return out;
    }

    @Test
    void twoWindowsKeepTwoGamesAndEachFindsItsOwnFirst() {
        Settings first = window("1"), second = window("2");
        assertNull(first.setAutosave("dots", "three moves"));
        now += 60_000;
        assertNull(second.setAutosave("dots", "one move"));
        now += 60_000;
        // the first window plays on: its game is the newer now, and the second's is untouched
        assertNull(first.setAutosave("dots", "four moves"));

        assertEquals("four moves", window("1").autosave("dots"), "a reload of the first finds its own");
        assertEquals("one move", window("2").autosave("dots"), "a reload of the second finds its own");
        assertEquals(List.of("1:four moves", "2:one move"), texts(window("1").keptGames("dots")));
        assertEquals(List.of("2:one move", "1:four moves"), texts(window("2").keptGames("dots")));
        assertEquals(
                List.of("1:four moves", "2:one move"), texts(window("3").keptGames("dots")), "a third: newest first");
        assertTrue(window("1").keptGames("dots").get(0).own);
        assertFalse(window("3").keptGames("dots").get(0).own);
        assertEquals(List.of(), window("1").keptGames("morris6"), "another game's kind is not offered");
    }

    @Test
    void aGameTakenOverMovesToTheNewWindowAndTheOthersStay() {
        window("1").setAutosave("gone", "first");
        now += 1000;
        window("2").setAutosave("gone", "second");
        Settings third = window("3");
        KeptGame theSecond = third.keptGames("gone").get(0);
        assertEquals("second", theSecond.text);
        assertNull(third.adopt("gone", theSecond));
        assertEquals(List.of("3:second", "1:first"), texts(window("3").keptGames("gone")));
        assertNull(window("2").autosave("gone"), "it is not kept twice");
    }

    @Test
    void beyondTenTheOldestIsLetGoButNeverTheOneJustKept() {
        window("1").setAutosave("dots", "oldest");
        for (int i = 2; i <= 11; i++) {
            now += 1000;
            window(String.valueOf(i)).setAutosave("dots", "game " + i);
        }
        List<KeptGame> kept = window("12").keptGames("dots");
        assertEquals(Settings.MOST_KEPT, kept.size(), texts(kept).toString());
        assertEquals("11:game 11", texts(kept).get(0), "newest first");
        assertThat(texts(kept)).as("the oldest went: " + texts(kept)).doesNotContain("1:oldest");
        // a window whose game went keeps it again at its next move, and the oldest other goes then
        now += 1000;
        window("1").setAutosave("dots", "oldest, played on");
        kept = window("12").keptGames("dots");
        assertEquals("1:oldest, played on", texts(kept).get(0));
        assertThat(texts(kept)).as(texts(kept).toString()).doesNotContain("2:game 2");
    }

    @Test
    void aGameKeptBeforeThereWereWindowsIsTheFirstWindowsAndReadsAsASave() {
        store.write("autosave.dots", "[Parlour \"1\"]\n");
        assertEquals("[Parlour \"1\"]\n", window("1").autosave("dots"));
        KeptGame old = window("2").keptGames("dots").get(0);
        assertEquals(0, old.keptAt, "no time is known");
        window("2").setAutosave("dots", "[Parlour \"1\"]\n[Game \"dots\"]\n");
        // what is stored stays a save text as it stands: its time is a comment line
        assertThat(store.read("autosave.dots.2"))
                .as(store.read("autosave.dots.2"))
                .startsWith("; kept at " + now + "\n[Parlour");
    }

    @Test
    void aFinishedGameLeavesOnlyItsOwnSlot() {
        window("1").setAutosave("arrows", "one");
        window("2").setAutosave("arrows", "two");
        window("2").setAutosave("arrows", null);
        assertEquals(List.of("1:one"), texts(window("2").keptGames("arrows")));
    }
}
