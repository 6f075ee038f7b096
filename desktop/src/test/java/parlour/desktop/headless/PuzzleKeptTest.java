package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.session.PuzzleCollection;
import parlour.shell.menu.MenuScreen;
import parlour.testing.State;
import parlour.ui.BaseScreen;
import parlour.ui.OptionRow;

/**
 * Issue #48: a language (or theme) chosen in the menu during a collection's puzzle keeps the puzzle. Back in the game
 * the same puzzle is on, at its place in the collection with its Next and Previous and its number shown, the wrong try
 * already made still counted; Next goes on from there.
 */
class PuzzleKeptTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    /** The first move of puzzle {@code number}'s line in the Dots collection, as its file gives it. */
    private static String answerOf(int number) throws IOException {
        String text = Files.readString(
                Path.of("../assets/src/main/static/" + PuzzleCollection.path("dots-endgames")), StandardCharsets.UTF_8);
        return PuzzleCollection.parse("dots-endgames", text)
                .puzzles
                .get(number - 1)
                .line
                .split(" ")[0];
    }

    @Test
    void aLanguageChosenInThePuzzleKeepsThePuzzleItsPlaceAndItsTries() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "p1", "human", "p2", "human", "sound", "off"));
        CompletableFuture<String> opened = new CompletableFuture<>();
        parlour.onGameThread(() -> {
            parlour.app().puzzle("collection:dots-endgames", opened::complete);
            return null;
        });
        parlour.advance(100);
        assertNull(opened.get(20, TimeUnit.SECONDS));
        parlour.keyWith(Keys.SHIFT_LEFT, Keys.N);
        State second = parlour.awaitState(now -> now.integer("puzzle.number") == 2, 5000);
        layOut();
        int setup = second.moves().size();
        // a wrong try: a line the puzzle's one answer is not; it is taken back
        String answer = answerOf(2);
        String wrong = second.strings("legal").get(0).equals(answer)
                ? second.strings("legal").get(1)
                : second.strings("legal").get(0);
        parlour.click(wrong);
        parlour.awaitState(
                now -> now.integer("puzzle.tries") == 1 && now.moves().size() == setup, 10000);

        parlour.key(Keys.ESCAPE);
        String problem = parlour.onGameThread(() -> {
            OptionRow row =
                    optionRow(((BaseScreen) parlour.app().getScreen()).stage().getRoot(), t("Language"));
            if (row == null) return "the menu has no Language row";
            row.stepOn();
            return parlour.app().getScreen() instanceof MenuScreen ? null : "the menu is gone";
        });
        assertNull(problem, problem);
        layOut();
        parlour.click("Back to the game");
        State back = parlour.awaitState(now -> now.has("puzzle.number"), 5000);
        assertEquals("dots-endgames", back.string("puzzle.collection"), back.toString());
        assertEquals(2, back.integer("puzzle.number"), back.toString());
        assertEquals(1, back.integer("puzzle.tries"), "the wrong try is still counted: " + back);
        assertEquals("playing", back.string("puzzle.status"), back.toString());
        assertEquals(setup, back.moves().size(), back.toString());
        layOut();
        String seen = parlour.screenText();
        assertThat(seen).as("the puzzle's place, in Polish: " + seen).containsPattern("2 z 30");
        assertTrue(
                parlour.onGameThread(() -> parlour.app().pointOf("Next puzzle") != null),
                "the collection's Next is back among the buttons: " + seen);
        parlour.keyWith(Keys.SHIFT_LEFT, Keys.N);
        parlour.awaitState(now -> now.integer("puzzle.number") == 3, 5000);
    }

    /** Lays the screen shown out: the headless backend has no window size of its own to lay a new screen out in. */
    private void layOut() throws Exception {
        parlour.onGameThread(() -> {
            parlour.app().resize(900, 640);
            parlour.app().render();
            return null;
        });
    }

    /** The option row among {@code a}'s descendants whose name is {@code name}, or null. */
    private static OptionRow optionRow(Actor a, String name) {
        if (a instanceof OptionRow && ((OptionRow) a).spokenName().startsWith(name + ": ")) return (OptionRow) a;
        if (!(a instanceof Group)) return null;
        for (Actor c : ((Group) a).getChildren()) {
            OptionRow found = optionRow(c, name);
            if (found != null) return found;
        }
        return null;
    }
}
