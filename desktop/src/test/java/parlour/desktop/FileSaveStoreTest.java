package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Named saves on the desktop (seed 002, 7.3.3.1): files in a folder, newest first, any name the player types. */
class FileSaveStoreTest {
    @TempDir
    Path dir;

    @Test
    void givenTwoSaves_thenBothReadBack_newestFirst() throws Exception {
        FileSaveStore store = new FileSaveStore(dir.resolve("saves"));
        store.write("first game", "one");
        Files.setLastModifiedTime(store.file("first game"), FileTime.fromMillis(1000));
        store.write("second game", "two");
        assertEquals(List.of("second game", "first game"), store.names());
        assertEquals("one", store.read("first game"));
        assertEquals("two", store.read("second game"));
    }

    @Test
    void givenANameWithSlashes_thenItStaysInsideTheSavesFolder() {
        FileSaveStore store = new FileSaveStore(dir);
        store.write("../../etc/evil", "x");
        assertTrue(store.file("../../etc/evil").startsWith(dir));
        assertEquals("x", store.read("../../etc/evil"));
    }

    @Test
    void givenNoSuchSave_thenReadGivesNull_andDeleteRemovesOne() {
        FileSaveStore store = new FileSaveStore(dir);
        assertNull(store.read("missing"));
        store.write("gone", "x");
        store.delete("gone");
        assertThat(store.names()).isEmpty();
    }
}
