package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlour.platform.EntryStore;

/**
 * Where a Linux player finds their files (issue #48): settings under $XDG_CONFIG_HOME/parlour, games under
 * $XDG_DATA_HOME/parlour, both from $HOME; everything under $PARLOUR_HOME when set; 1.0.0's ~/.parlour copied once.
 */
class DesktopFoldersTest {
    @TempDir
    Path dir;

    private Map<String, String> env(String... pairs) {
        Map<String, String> env = new HashMap<>();
        for (int i = 0; i < pairs.length; i += 2) env.put(pairs[i], pairs[i + 1]);
        return env;
    }

    private static String read(Path file) throws Exception {
        return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    }

    private static void write(Path file, String text) throws Exception {
        Files.createDirectories(file.getParent());
        Files.write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void settingsGoToTheConfigFolderAndGamesToTheDataFolderOfHome() throws Exception {
        Path home = dir.resolve("home");
        DesktopFolders folders = DesktopFolders.of(env("HOME", home.toString()), "/not/java/home");

        EntryStore store = folders.store("parlour");
        store.write("theme", "dark");
        store.write("autosave.dots", "a game");
        folders.store("boards-arrows").write("my board", "a board");

        assertThat(read(home.resolve(".config/parlour/store/parlour/theme.txt")))
                .isEqualTo("dark");
        assertThat(read(home.resolve(".local/share/parlour/store/parlour/autosave.dots.txt")))
                .isEqualTo("a game");
        assertThat(read(home.resolve(".local/share/parlour/store/boards-arrows/my board.txt")))
                .isEqualTo("a board");
        assertThat(folders.saves()).isEqualTo(home.resolve(".local/share/parlour/saves"));
        assertThat(store.keys()).containsExactlyInAnyOrder("theme", "autosave.dots");
        assertThat(store.read("theme")).isEqualTo("dark");
        store.remove("autosave.dots");
        assertThat(store.keys()).containsExactly("theme");
        assertThat(Files.exists(dir.resolve("not"))).isFalse();
    }

    @Test
    void theXdgFoldersAreFollowedWhenAbsoluteAndJavasHomeServesOnlyWithoutHome() throws Exception {
        Path config = dir.resolve("cfg"), data = dir.resolve("dat");
        DesktopFolders folders = DesktopFolders.of(
                env(
                        "HOME",
                        dir.resolve("home").toString(),
                        "XDG_CONFIG_HOME",
                        config.toString(),
                        "XDG_DATA_HOME",
                        data.toString()),
                "/not/java/home");
        folders.store("parlour").write("sound", "off");
        assertThat(read(config.resolve("parlour/store/parlour/sound.txt"))).isEqualTo("off");
        assertThat(folders.saves()).isEqualTo(data.resolve("parlour/saves"));

        DesktopFolders relative =
                DesktopFolders.of(env("HOME", "/h", "XDG_DATA_HOME", "relative/data"), "/not/java/home");
        assertThat(relative.saves())
                .as("a relative XDG path is ignored, as the specification says")
                .isEqualTo(Path.of("/h/.local/share/parlour/saves"));

        DesktopFolders noHome =
                DesktopFolders.of(env(), dir.resolve("java-home").toString());
        assertThat(noHome.saves()).isEqualTo(dir.resolve("java-home/.local/share/parlour/saves"));
    }

    @Test
    void parlourHomeKeepsEverythingInOneFolderAsBefore() throws Exception {
        Path home = dir.resolve("ph");
        DesktopFolders folders = DesktopFolders.of(
                env("PARLOUR_HOME", home.toString(), "HOME", dir.toString(), "XDG_CONFIG_HOME", dir.toString()),
                "/not/java/home");
        folders.store("parlour").write("theme", "light");
        folders.store("parlour").write("autosave.gone", "g");
        assertThat(read(home.resolve("store/parlour/theme.txt"))).isEqualTo("light");
        assertThat(read(home.resolve("store/parlour/autosave.gone.txt"))).isEqualTo("g");
        assertThat(folders.saves()).isEqualTo(home.resolve("saves"));
        assertThat(folders.copyOldFolder())
                .as("no old folder is read under PARLOUR_HOME")
                .isNull();
    }

    @Test
    void theOldFolderIsCopiedOnceKeepingWhatIsAlreadyInTheNewFolders() throws Exception {
        Path home = dir.resolve("home"), old = home.resolve(".parlour");
        write(old.resolve("saves/Sunday.parlour"), "a save");
        write(old.resolve("store/parlour/theme.txt"), "dark");
        write(old.resolve("store/parlour/speed.txt"), "2");
        write(old.resolve("store/parlour/autosave.dots.txt"), "old game");
        write(old.resolve("store/boards-arrows/spiral.txt"), "a board");
        write(old.resolve("instances/1.lock"), "");
        DesktopFolders folders = DesktopFolders.of(env("HOME", home.toString()), "/x");
        folders.store("parlour").write("speed", "3");

        String told = folders.copyOldFolder();

        assertThat(told).contains(".parlour").isNotNull();
        assertThat(told)
                .contains(home.resolve(".config/parlour").toString())
                .contains(home.resolve(".local/share/parlour").toString());
        assertThat(read(home.resolve(".local/share/parlour/saves/Sunday.parlour")))
                .isEqualTo("a save");
        assertThat(read(home.resolve(".config/parlour/store/parlour/theme.txt")))
                .isEqualTo("dark");
        assertThat(read(home.resolve(".config/parlour/store/parlour/speed.txt")))
                .as("a setting already made in the new folder stays")
                .isEqualTo("3");
        assertThat(read(home.resolve(".local/share/parlour/store/parlour/autosave.dots.txt")))
                .isEqualTo("old game");
        assertThat(read(home.resolve(".local/share/parlour/store/boards-arrows/spiral.txt")))
                .isEqualTo("a board");
        assertThat(read(old.resolve("saves/Sunday.parlour")))
                .as("the old folder is left as it was")
                .isEqualTo("a save");
        assertThat(read(old.resolve(DesktopFolders.MOVED_NOTE)))
                .contains(home.resolve(".local/share/parlour").toString());

        Files.delete(home.resolve(".config/parlour/store/parlour/theme.txt"));
        assertThat(folders.copyOldFolder()).as("copied once only").isNull();
        assertThat(Files.exists(home.resolve(".config/parlour/store/parlour/theme.txt")))
                .isFalse();
    }
}
