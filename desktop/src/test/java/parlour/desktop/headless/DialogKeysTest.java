package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.testing.State;
import parlour.ui.BaseScreen;

/**
 * Every dialog of the game screen can be used and closed by the keyboard alone (a player who never
 * touches the mouse): Load by arrows and Enter, Save by typing and Enter, Esc closes, and a save of an
 * existing name asks before it replaces it.
 */
class DialogKeysTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private boolean dialogOpen() throws Exception {
        return parlour.onGameThread(() -> ((BaseScreen) parlour.app().getScreen()).dialogShown());
    }

    @Test
    void loadIsUsedByArrowsAndEnterAndEscCloses() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "dots", "size", "2x2", "p2", "human"));
        parlour.saves.write("first", "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"2x2\"]\n\na1-b1\n");
        parlour.saves.write("second", "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"2x2\"]\n\na1-b1 a1-a2\n");
        parlour.key(Keys.L);
        assertTrue(dialogOpen(), "L opens Load");
        parlour.key(Keys.ESCAPE);
        assertFalse(dialogOpen(), "Esc closes it");
        parlour.key(Keys.L);
        parlour.key(Keys.DOWN);
        parlour.key(Keys.ENTER);
        parlour.awaitMoves(3000, "a1-b1", "a1-a2");
        assertFalse(dialogOpen());
        // and a player who listens hears that it was loaded, after the game's start (#48 item 10)
        parlour.awaitSaid("Loaded save \"second\".");
    }

    @Test
    void loadListsOnlyThisGamesSaves() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "dots", "size", "2x2", "p2", "human"));
        parlour.saves.write("a morris game", "[Parlour \"1\"]\n[Game \"morris6\"]\n\na1 b2\n");
        parlour.saves.write("a dots game", "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"2x2\"]\n\na1-b1\n");
        parlour.key(Keys.L);
        assertThat(parlour.onGameThread(() -> parlour.app().pointOf("save a morris game")))
                .as("another game's save is not offered")
                .isNull();
        parlour.key(Keys.ENTER);
        assertEquals("dots", parlour.awaitMoves(3000, "a1-b1").string("game"));
    }

    @Test
    void aSaveIsOfferedAReadableNameAndKeepsItsDate() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "dots", "size", "2x2", "p2", "ai:easy"));
        parlour.key(Keys.S);
        parlour.key(Keys.ENTER);
        List<String> names = parlour.saves.names();
        assertEquals("[Dots and Boxes 2x2, 0 moves, you against computer (easy)]", names.toString());
        String text = parlour.saves.read(names.get(0));
        assertTrue(text.matches("(?s).*\\[Date \"20\\d\\d-\\d\\d-\\d\\d \\d\\d:\\d\\d\"\\].*"), text);
        parlour.key(Keys.L);
        String label = parlour.onGameThread(() -> {
            Actor b = ((BaseScreen) parlour.app().getScreen()).stage().getRoot().findActor("save " + names.get(0));
            return ((TextButton) b).getText().toString();
        });
        assertTrue(label.matches(".* 20\\d\\d-\\d\\d-\\d\\d \\d\\d:\\d\\d"), "the Load list shows the date: " + label);
    }

    @Test
    void saveTakesATypedNameWithSpacesAndAsksBeforeReplacing() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "dots", "size", "2x2", "p2", "human"));
        parlour.key(Keys.S);
        assertTrue(dialogOpen());
        parlour.type("web save one");
        parlour.key(Keys.ENTER);
        assertEquals("[web save one]", parlour.saves.names().toString());
        assertFalse(dialogOpen());
        parlour.key(Keys.S);
        parlour.type("web save one");
        parlour.key(Keys.ENTER);
        assertTrue(dialogOpen(), "saving under a name in use asks first");
        String before = parlour.saves.read("web save one");
        parlour.key(Keys.ESCAPE);
        assertEquals(before, parlour.saves.read("web save one"), "Esc keeps the old save");
        parlour.key(Keys.ESCAPE);
        assertFalse(dialogOpen(), "Esc closes every dialog in turn");
    }

    @Test
    void aMessageClosesWithEnter() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "dots", "size", "2x2", "p2", "human"));
        parlour.saves.write("broken", "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"2x2\"]\n\nz9-z8\n");
        parlour.key(Keys.L);
        parlour.key(Keys.ENTER);
        assertTrue(dialogOpen(), "the damaged save gives a message");
        parlour.key(Keys.ENTER);
        assertFalse(dialogOpen(), "Enter closes the message");
    }

    @Test
    void aGameTypedIntoImportLoadsByKeysAlone() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "dots", "size", "2x2", "p2", "human"));
        parlour.saves.write("kept", "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"2x2\"]\n\na1-b1\n");
        // Load, past the one save to Import text, then a game typed by hand with spaces and line breaks
        parlour.key(Keys.L);
        parlour.key(Keys.DOWN);
        parlour.key(Keys.ENTER);
        parlour.type("[Parlour \"1\"]\r[Game \"dots\"]\r[Size \"2x2\"]\r\ra1-b1 b1-c1\ra1-a2");
        parlour.key(Keys.TAB);
        parlour.key(Keys.ENTER);
        parlour.awaitMoves(3000, "a1-b1", "b1-c1", "a1-a2");
    }

    @Test
    void escFromTheMenuReturnsToTheSameGame() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "dots", "size", "2x2", "p2", "human"));
        parlour.key(Keys.ENTER);
        State before = parlour.awaitState(now -> !now.moves().isEmpty(), 3000);
        parlour.key(Keys.ESCAPE);
        assertEquals("menu", parlour.state().string("screen"), "Esc opens the menu");
        assertThat(parlour.onGameThread(() -> parlour.app().pointOf("Back to the game")))
                .as("the menu offers the way back")
                .isNotNull();
        parlour.key(Keys.ESCAPE);
        assertEquals(
                before.without("frames", "status"),
                parlour.state().without("frames", "status"),
                "Esc in the menu returns to the game as it was");
    }
}
