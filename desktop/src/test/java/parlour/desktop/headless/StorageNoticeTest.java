package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.scenes.scene2d.Actor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlour.desktop.FileEntryStore;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;
import parlour.ui.NoticeCard;

/**
 * Storage that fails at every read and write (its folder is a plain file, as with PARLOUR_HOME naming one): one
 * notice card, not one a problem or a move, never a dialog; the board plays on under it.
 */
class StorageNoticeTest {
    @TempDir
    Path dir;

    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private int dialogs() throws Exception {
        return parlour.onGameThread(() -> {
            int n = 0;
            for (Actor a : ((BaseScreen) parlour.app().getScreen()).stage().getActors()) {
                if (a instanceof Dialog) n++;
            }
            return n;
        });
    }

    /** The notice card's title and text, or null when none shows. */
    private String notice() throws Exception {
        return parlour.onGameThread(() -> {
            NoticeCard n = ((BaseScreen) parlour.app().getScreen()).notice();
            return n == null ? null : n.getTitleLabel().getText() + "\n" + n.text();
        });
    }

    private long toldOfStorage() throws Exception {
        return parlour.said().stream().filter(s -> s.startsWith("Storage: ")).count();
    }

    @Test
    void aStorageFolderThatIsAFileGivesOneNoticeAndTenFailedAutosavesNoMore() throws Exception {
        Path file = dir.resolve("home");
        Files.write(file, new byte[] {1});
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "3x3", "p2", "human"),
                name -> new FileEntryStore(file.resolve(".parlour").resolve(name)));
        assertEquals(0, dialogs(), "no dialog: the game goes on");
        String notice = notice();
        assertThat(notice)
                .as("one card for every setting that could not be read, with the desktop's advice: " + notice)
                .isNotNull();
        assertThat(notice)
                .as("one card for every setting that could not be read, with the desktop's advice: " + notice)
                .startsWith("Storage\nParlour could not use its storage:");
        assertThat(notice)
                .as("one card for every setting that could not be read, with the desktop's advice: " + notice)
                .contains("could not be read");
        assertThat(notice)
                .as("one card for every setting that could not be read, with the desktop's advice: " + notice)
                .contains("PARLOUR_HOME");
        System.out.println("[storage notice] " + notice.replace('\n', ' '));
        assertEquals(1, toldOfStorage(), "said once");

        String[] lines = {"a1-b1", "b1-c1", "c1-d1", "a2-b2", "b2-c2", "c2-d2", "a3-b3", "b3-c3", "c3-d3", "a4-b4"};
        for (int i = 0; i < lines.length; i++) {
            parlour.click(lines[i]);
            String line = lines[i];
            parlour.awaitState(now -> line.equals(now.lastMove()), 2000);
            if (i == 0) {
                assertEquals(0, dialogs(), "the first autosave that fails opens no dialog");
                assertThat(notice()).as(notice()).contains("Could not keep the game in progress");
                assertThat(notice())
                        .as("the card still lists the first problems")
                        .contains("could not be read");
            }
        }
        assertEquals(Arrays.asList(lines), parlour.state().moves(), "every click played");
        assertEquals(2, toldOfStorage(), "the same failure nine times more is not told again");
    }
}
