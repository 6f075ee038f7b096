package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.badlogic.gdx.scenes.scene2d.ui.Button;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.platform.EntryStore;
import parlour.shell.page.ScriptControl;
import parlour.store.MemoryEntryStore;
import parlour.ui.BaseScreen;
import parlour.words.Tr;

/**
 * Issue 22 on the game screens: two windows (or tabs) on one store each keep their own Dots game; a reload of each
 * offers its own first and names the other; the other can be chosen and played on, and neither game is lost.
 */
class KeptInEveryWindowTest {
    private final Map<String, EntryStore> stores = new HashMap<>();
    private HeadlessParlour window;

    @AfterEach
    void stop() {
        if (window != null) window.stop();
    }

    private HeadlessParlour open(String instance) throws Exception {
        if (window != null) window.stop();
        window = HeadlessParlour.inWindow(
                HeadlessParlour.options("game", "dots", "size", "3x3", "p1", "human", "p2", "human"),
                name -> stores.computeIfAbsent(name, n -> new MemoryEntryStore()),
                instance);
        return window;
    }

    private void play(String... moves) throws Exception {
        for (String m : moves) assertNull(window.onGameThread(() -> ScriptControl.play(window.app(), m)), m);
    }

    private void press(String name) throws Exception {
        Button b = window.onGameThread(
                () -> ((BaseScreen) window.app().getScreen()).stage().getRoot().findActor(name));
        assertNotNull(b, "a button " + name + " on " + window.screenText());
        window.onGameThread(() -> {
            b.toggle();
            return null;
        });
    }

    /** The moves of the game on screen, as the page's getState gives them. */
    private List<String> moves() throws Exception {
        return window.state().moves();
    }

    @Test
    void twoWindowsKeepTwoGamesAndEachReloadOffersItsOwnFirst() throws Exception {
        open("1");
        play("a1-b1", "a2-b2", "a3-b3");
        open("2");
        // the second window is offered the first's game, but plays a new one: the first's stays kept
        assertThat(window.screenText()).as(window.screenText()).contains(Tr.t("Game kept."));
        assertThat(window.screenText()).as(window.screenText()).contains("It was kept in another window.");
        play("a1-a2");

        open("1");
        String offer = window.screenText();
        assertThat(offer)
                .as("the first window's own game is offered first: " + offer)
                .contains("Game kept. 3x3, 3 moves");
        // with two kept, the offer's button chooses among them
        assertThat(offer).as(offer).contains(Tr.t("Choose…"));
        press("Resume it");
        List<String> lines = List.of(window.dialogText().split("\n"));
        assertThat(window.dialogText())
                .as(window.dialogText())
                .contains("This window's: 3x3, 3 moves, 0-0: Player 1 against Player 2, just now");
        assertThat(window.dialogText()).as(window.dialogText()).contains("3x3, 1 move, 0-0: Player 1 against Player 2");
        assertThat(window.dialogText().indexOf("3 moves"))
                .as("its own first: " + lines)
                .isLessThan(window.dialogText().indexOf("1 move"));
        // choosing the other window's game plays it on here; this window's own is set aside, still kept
        press("Kept 2");
        assertEquals(List.of("a1-a2"), moves());
        play("c1-c2");

        open("3");
        String third = window.screenText();
        assertThat(third).as("the game played last is offered first: " + third).contains("Game kept. 3x3, 2 moves");
        press("Resume it");
        String all = window.dialogText();
        assertThat(all).as("both games are kept: " + all).contains("3x3, 2 moves");
        assertThat(all).as("both games are kept: " + all).contains("3x3, 3 moves");
    }
}
