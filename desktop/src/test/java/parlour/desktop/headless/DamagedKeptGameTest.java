package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.Input.Keys;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.store.MemoryEntryStore;
import parlour.ui.BaseScreen;
import parlour.ui.NoticeCard;

/**
 * A kept game that cannot be read (issue #48: it was dropped without a word, no Continue): the player is told which
 * one, where it is and what is wrong with it, on the storage notice, and it stays in storage as it was.
 */
class DamagedKeptGameTest {
    private static final String DAMAGED = "[Game \"Dots\"]\n[Size \"3x3\"]\nthis line is not a move\n";
    private final MemoryEntryStore store = new MemoryEntryStore();
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private String notice() throws Exception {
        return parlour.onGameThread(() -> {
            NoticeCard n = ((BaseScreen) parlour.app().getScreen()).notice();
            return n == null ? null : n.getTitleLabel().getText() + "\n" + n.text();
        });
    }

    private List<String> keptTexts() throws Exception {
        return parlour.onGameThread(() -> {
            List<String> out = new ArrayList<>();
            for (String k : store.keys()) if (k.startsWith("autosave.dots")) out.add(store.read(k));
            return out;
        });
    }

    @Test
    void aDamagedKeptGameIsNamedOnTheNoticeAndLeftInStorage() throws Exception {
        store.write("autosave.dots", DAMAGED);
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "3x3", "p2", "human"), name -> store);

        String notice = notice();
        assertThat(notice).as("the storage notice").isNotNull();
        assertThat(notice)
                .startsWith("Storage\n")
                .contains("The kept game autosave.dots in memory")
                .contains("could not be read and is left as it was")
                .contains("line 1: not a Parlour save file");
        assertThat(parlour.said())
                .anySatisfy(s -> assertThat(s).startsWith("Storage: ").contains("autosave.dots"));

        parlour.key(Keys.ENTER);
        assertThat(keptTexts())
                .as("the damaged game is still kept after a move of the new game")
                .anySatisfy(t -> assertThat(t).contains("this line is not a move"));
    }
}
