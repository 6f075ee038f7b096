package parlour.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlour.match.SavedGame;
import parlour.platform.EntrySaveStore;
import parlour.platform.EntryStore;
import parlour.platform.StoreException;
import parlour.ui.Theme;

/**
 * Reliability findings 2 and 3: each setting, the autosave and each save is its own entry, so a full
 * storage fails one write with a message and loses nothing, and a damaged value loses only itself.
 */
class SettingsStorageTest {
    private static String text(char c, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(c);
        return sb.toString();
    }

    @Test
    void aFullStorageFailsTheAutosaveWithAMessageAndKeepsTheOldOneAndTheSettings() {
        MemoryEntryStore store = new MemoryEntryStore();
        Settings s = new Settings(store);
        assertNull(s.setTheme("classic"));
        assertNull(s.setSpeedIndex(2));
        assertNull(s.setAutosave("dots", "game after move 1"));
        store.capacity(200);
        String message = s.setAutosave("dots", text('m', 500));
        assertNotNull(message, "the failed autosave is reported");
        assertThat(message).as(message).contains("full");
        assertThat(s.takeProblems()).as("and queued for the screen").contains(message);

        Settings after = new Settings(store);
        assertEquals("game after move 1", after.autosave("dots"), "the last good autosave is kept");
        assertEquals(Theme.CLASSIC.id, after.themeId());
        assertEquals(2, after.speedIndex());
        assertThat(after.takeProblems()).isEmpty();
    }

    @Test
    void aFullStorageOverTenMovesIsToldOnceInOneNoticeAndAgainAfterItRecovers() {
        MemoryEntryStore store = new MemoryEntryStore();
        Settings s = new Settings(store);
        store.capacity(200);
        List<String> told = new ArrayList<>();
        for (int move = 1; move <= 10; move++) {
            s.setAutosave("dots", "game after move " + move + " " + text('m', 300));
            String notice = StorageNotice.text(s.takeProblems(), "To keep it, free some space.");
            if (notice != null) told.add(notice);
        }
        assertEquals(1, told.size(), "one notice for ten failed autosaves: " + told);
        assertThat(told.get(0)).as(told.get(0)).contains("Could not keep the game in progress: The storage is full.");
        assertThat(told.get(0)).as(told.get(0)).contains("free some space");
        store.capacity(100000);
        assertNull(s.setAutosave("dots", "game after move 11"));
        store.capacity(20);
        s.setAutosave("dots", "game after move 12 " + text('m', 300));
        assertEquals(1, s.takeProblems().size(), "full again after a success: told again");
    }

    @Test
    void anAutosaveTooLongToReadBackIsNotWrittenAndTheLastOneStays() {
        MemoryEntryStore store = new MemoryEntryStore();
        Settings s = new Settings(store);
        assertNull(s.setAutosave("gone", "game after move 1"));
        String message = s.setAutosave("gone", text('m', SavedGame.MAX_CHARS + 1));
        assertNotNull(message, "the refused autosave is reported");
        assertThat(message).as(message).contains("over the 4 MB a save may hold");
        assertThat(message).as(message).contains("The version kept last stays");
        assertThat(s.takeProblems()).as("and queued for the screen").contains(message);
        assertEquals("game after move 1", s.autosave("gone"), "this run still offers the last good one");
        assertEquals("game after move 1", new Settings(store).autosave("gone"), "and so does the next");
    }

    @Test
    void anUnreadableSpeedLosesOnlyItselfAndThePlayerIsTold() {
        MemoryEntryStore store = new MemoryEntryStore();
        Settings s = new Settings(store);
        s.setTheme("classic");
        s.setSound(false);
        s.setAutosave("dots", "the unfinished game");
        store.write("speed", "fast!!");
        store.write("sound", "perhaps");

        Settings after = new Settings(store);
        assertEquals(1, after.speedIndex(), "the default speed");
        assertEquals(Theme.CLASSIC.id, after.themeId(), "the theme survives");
        assertEquals("the unfinished game", after.autosave("dots"), "the game survives");
        assertTrue(after.sound(), "an unreadable sound setting means on");
        List<String> problems = after.takeProblems();
        assertEquals(2, problems.size(), problems.toString());
        assertThat(problems.get(0)).as(problems.toString()).contains("animation speed");
        assertThat(after.takeProblems()).as("each problem is told once").isEmpty();
    }

    @Test
    void aReadFailureOfOneEntryIsReportedAndTheRestStillLoads() {
        MemoryEntryStore backing = new MemoryEntryStore();
        backing.write("theme", "classic");
        backing.write("autosave.dots", "game");
        EntryStore broken = new Delegating(backing) {
            @Override
            public String read(String key) {
                if (key.equals("autosave.dots")) throw new StoreException("cannot read autosave: I/O error");
                return super.read(key);
            }
        };
        Settings s = new Settings(broken);
        assertNull(s.autosave("dots"));
        assertEquals(Theme.CLASSIC.id, s.themeId());
        assertThat(s.takeProblems().get(0)).contains("unfinished game");
        assertEquals("game", backing.read("autosave.dots"), "the unreadable entry is left alone");
    }

    @Test
    void aFullStorageFailsOneNamedSaveAndKeepsEveryOther() {
        MemoryEntryStore store = new MemoryEntryStore();
        EntrySaveStore saves = new EntrySaveStore(store);
        Settings settings = new Settings(store);
        settings.setTheme("classic");
        saves.write("Alpha", text('a', 100));
        saves.write("Beta", text('b', 100));
        saves.write("Gamma", text('c', 100));
        store.capacity(500);
        StoreException e = assertThrows(StoreException.class, () -> saves.write("Delta", text('d', 300)));
        assertThat(e.getMessage()).contains("full");
        assertFalse(saves.exists("Delta"), "the failed save does not appear");
        assertEquals(List.of("Gamma", "Beta", "Alpha"), saves.names());
        assertEquals(text('b', 100), saves.read("Beta"), "the older save is untouched");
        assertEquals(Theme.CLASSIC.id, new Settings(store).themeId());
    }

    @Test
    void aSaveWhoseOrderCouldNotBeWrittenIsStillListed() {
        MemoryEntryStore store = new MemoryEntryStore();
        EntrySaveStore saves = new EntrySaveStore(store);
        saves.write("Alpha", "a");
        store.capacity(store.keys().toString().length() + 60);
        saves.write("Beta", text('b', 20));
        assertThat(saves.names()).as(saves.names().toString()).contains("Beta");
        assertThat(saves.names()).as(saves.names().toString()).contains("Alpha");
    }

    @Test
    void namedSavesAndSettingsNeverShareAnEntry() {
        MemoryEntryStore store = new MemoryEntryStore();
        EntrySaveStore saves = new EntrySaveStore(store);
        Settings s = new Settings(store);
        saves.write("theme", "a save called theme");
        s.setTheme("classic");
        assertEquals("a save called theme", saves.read("theme"));
        assertEquals(Theme.CLASSIC.id, new Settings(store).themeId());
        s.setAutosave("dots", "x");
        assertEquals(List.of("theme"), saves.names(), "the autosave is not a named save");
    }

    /** Passes everything to another store; tests override one method to fail. */
    private static class Delegating implements EntryStore {
        private final EntryStore inner;

        Delegating(EntryStore inner) {
            this.inner = inner;
        }

        @Override
        public String read(String key) {
            return inner.read(key);
        }

        @Override
        public void write(String key, String text) {
            inner.write(key, text);
        }

        @Override
        public void remove(String key) {
            inner.remove(key);
        }

        @Override
        public List<String> keys() {
            return inner.keys();
        }

        @Override
        public String location() {
            return inner.location();
        }
    }
}
