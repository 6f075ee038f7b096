package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.page.ScriptControl;
import parlour.shell.screen.GameScreen;

/**
 * The page's newGame naming another game (issue 45, item 9): the players stay as they were, and a game the page
 * started with comes back with the page's own options for it (its size), not the game's defaults.
 */
class PageNewGameTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() throws Exception {
        if (parlour != null) parlour.stop();
    }

    @Test
    void switchingGameKeepsThePlayersAndThePagesOwnOptionsForThatGame() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "3x3", "p1", "human", "p2", "human", "sound", "off"));
        assertEquals("dots 3x3 human human", onScreen());
        assertNull(newGame(Map.of("game", "morris6")));
        assertEquals("morris6 - human human", onScreen(), "two people still play");
        assertNull(newGame(Map.of("game", "dots")));
        assertEquals("dots 3x3 human human", onScreen(), "the page's Dots board is back");
        assertNull(newGame(Map.of("game", "arrows")));
        assertNull(newGame(Map.of("game", "dots", "size", "4x4")));
        assertEquals("dots 4x4 human human", onScreen(), "a size given wins");
    }

    @Test
    void aComputerKeepsItsLevelWhereTheNextGameHasIt() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "morris6", "p1", "human", "p2", "ai:easy", "sound", "off"));
        assertNull(newGame(Map.of("game", "dots")));
        assertEquals("dots 7x7 human ai:easy", onScreen(), "the game's own default size, the page's players");
    }

    /** The game on screen: its id, its size (or -), its two seats. */
    private String onScreen() throws Exception {
        return parlour.onGameThread(() -> {
            GameScreen<?> g = (GameScreen<?>) parlour.app().getScreen();
            String size = options(g).get("size");
            return g.entry().id() + " " + (size == null ? "-" : size) + " "
                    + g.match().seat(1) + " " + g.match().seat(2);
        });
    }

    private static <P> Map<String, String> options(GameScreen<P> g) {
        return g.entry().def.optionsOf(g.match().start());
    }

    private String newGame(Map<String, String> options) throws Exception {
        return parlour.onGameThread(() -> {
            String[] answer = {"no answer"};
            ScriptControl.newGame(parlour.app(), options, why -> answer[0] = why);
            return answer[0];
        });
    }
}
