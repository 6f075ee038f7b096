package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.FileSystem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.platform.StoreException;
import parlour.store.Settings;
import parlour.ui.Theme;

/**
 * Reliability finding 3 on a disk that fills up (an in-memory file system with a size limit): the
 * autosave and a named save fail with a message, nothing written earlier is lost, no temporary file stays.
 */
class FullDiskTest {
    private final FileSystem fs = SmallDisk.make();
    private final Path home = fs.getPath("/home/player/.parlour");

    @AfterEach
    void close() throws Exception {
        fs.close();
    }

    private static String text(char c, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(c);
        return sb.toString();
    }

    private List<String> files(Path folder) throws Exception {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }

    @Test
    void anAutosaveOnAFullDiskFailsWithAMessageAndTheLastGoodOneAndTheSettingsStay() throws Exception {
        FileEntryStore store = new FileEntryStore(home.resolve("store/parlour"));
        Settings settings = new Settings(store);
        assertNull(settings.setTheme("classic"));
        assertNull(settings.setSpeedIndex(3));
        assertNull(settings.setAutosave("dots", "[Parlour \"1\"] game after move 4"));
        SmallDisk.fill(fs);
        String message = settings.setAutosave("dots", text('m', 4000));
        assertNotNull(message, "the player is told");
        assertThat(message).as(message).contains("cannot write");

        Settings next = new Settings(new FileEntryStore(home.resolve("store/parlour")));
        assertEquals("[Parlour \"1\"] game after move 4", next.autosave("dots"));
        assertEquals(Theme.CLASSIC.id, next.themeId());
        assertEquals(3, next.speedIndex());
        assertEquals(
                List.of("autosave.dots.txt", "speed.txt", "theme.txt"),
                files(home.resolve("store/parlour")),
                "no temporary file is left");
    }

    @Test
    void settingsThatCannotBeKeptForOneCauseAreToldOnce() throws Exception {
        FileEntryStore store = new FileEntryStore(home.resolve("store/parlour"));
        Settings settings = new Settings(store);
        assertNull(settings.setTheme("classic"));
        SmallDisk.fill(fs);
        for (String choice : List.of("dots.size", "dots.p1", "dots.p2", "dots.first"))
            assertNotNull(settings.put(choice, text('x', 3000)), choice + " could not be kept");
        List<String> problems = settings.takeProblems();
        // one line for the folder that is full, not one per menu choice (issue #48: four lines for one cause)
        assertThat(problems).as(String.join("\n", problems)).hasSize(1);
        assertThat(problems.get(0)).contains("cannot write in " + home.resolve("store/parlour"));
    }

    @Test
    void aFileWhereTheFolderShouldBeIsNamedAsTheCause() throws Exception {
        Files.createDirectories(home);
        Files.writeString(home.resolve("store"), "not a folder");
        Settings settings = new Settings(new FileEntryStore(home.resolve("store/parlour")));
        for (String choice : List.of("dots.size", "dots.p1")) assertNotNull(settings.put(choice, "5x5"));
        List<String> problems = settings.takeProblems();
        assertThat(problems).as(String.join("\n", problems)).hasSize(1);
        assertThat(problems.get(0)).contains(home.resolve("store") + " is a file, not a folder");
    }

    @Test
    void aNamedSaveOnAFullDiskFailsAndEveryEarlierSaveStays() throws Exception {
        FileSaveStore saves = new FileSaveStore(home.resolve("saves"));
        saves.write("Beta", "beta game");
        saves.write("Gamma", "gamma game");
        SmallDisk.fill(fs);
        StoreException e = assertThrows(StoreException.class, () -> saves.write("Delta", text('d', 8000)));
        assertThat(e.getMessage()).as(e.getMessage()).contains("Delta");
        e = assertThrows(StoreException.class, () -> saves.write("Beta", text('b', 8000)));
        assertEquals("beta game", saves.read("Beta"), "a failed overwrite keeps the old save");
        assertEquals("gamma game", saves.read("Gamma"));
        assertFalse(saves.exists("Delta"));
        assertEquals(
                List.of("Beta.parlour", "Gamma.parlour"),
                files(home.resolve("saves")),
                "no empty NAME.parlour.tmp is left");
    }

    @Test
    void namesThatOnceMappedToOneFileGetFilesOfTheirOwn() {
        FileSaveStore saves = new FileSaveStore(home.resolve("saves"));
        saves.write("a/b", "slash");
        assertFalse(saves.exists("a_b"), "a_b is not taken by a/b");
        saves.write("a_b", "underscore");
        assertEquals("slash", saves.read("a/b"));
        assertEquals("underscore", saves.read("a_b"));
        assertNotEquals(saves.file("a/b"), saves.file("a_b"));
        assertTrue(saves.exists("a/b"));
        assertEquals(2, saves.names().size());
        assertThat(saves.names()).as(saves.names().toString()).contains("a/b");
        assertThat(saves.names()).as(saves.names().toString()).contains("a_b");
        for (String odd : new String[] {"..", ".hidden", "con:", "50% off", "\u00e9t\u00e9 \u2603", " spaced "}) {
            saves.write(odd, odd);
            assertEquals(odd, saves.read(odd));
            assertThat(saves.names()).as(odd).contains(odd);
            assertThat(saves.file(odd).getParent()).as(odd).isEqualTo(home.resolve("saves"));
        }
    }

    @Test
    void aSaveOverTheLimitIsNotReadWholeAndIsReportedAsTooLong(@TempDir Path dir) throws Exception {
        FileSaveStore saves = new FileSaveStore(dir);
        byte[] big = new byte[SavedGame.MAX_CHARS + (1 << 20)];
        Arrays.fill(big, (byte) 'x');
        Files.write(saves.file("huge"), big);
        String text = saves.read("huge");
        assertEquals(SavedGame.MAX_CHARS + 1, text.length(), "read stops just past the limit");
        SaveFormatException tooLong =
                assertThrows(SaveFormatException.class, () -> SavedGame.read(text, "save \"huge\""));
        assertThat(tooLong.getMessage()).as(tooLong.getMessage()).contains("over 4 MB");
    }
}
