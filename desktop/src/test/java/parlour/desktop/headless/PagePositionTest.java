package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.page.ScriptControl;
import parlour.shell.screen.GameScreen;

/**
 * The page's setPosition with a save of another game than the one on screen: that game is shown; a damaged save of it
 * is refused with the line at fault, and the game on screen stays. A page that shows a position of its own (a share
 * link's, the position option) announces the start once, of the game shown.
 */
class PagePositionTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() throws Exception {
        if (parlour != null) parlour.stop();
    }

    @Test
    void aSaveOfAnotherGameShowsThatGameAndADamagedOneLeavesTheGameOnScreen() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "morris6", "p1", "human", "p2", "human", "sound", "off"));
        assertNull(parlour.onGameThread(() -> ScriptControl.play(parlour.app(), "a1")));
        String morris = parlour.onGameThread(() -> ScriptControl.position(parlour.app()));
        assertNull(newGame(Map.of("game", "dots", "size", "2x2")));
        assertNull(parlour.onGameThread(() -> ScriptControl.play(parlour.app(), "a1-b1")));

        // a move no Morris board takes, on the last line
        String damaged = morris.trim() + " zz9";
        String line = "line " + damaged.split("\n").length + ":";
        String refused = setPosition(damaged);
        assertThat(refused).as("the damaged save's " + line + " " + refused).isNotNull();
        assertThat(refused).as("the damaged save's " + line + " " + refused).contains(line);
        assertEquals("dots", gameOnScreen(), "the game in progress stays");
        assertEquals(1, parlour.gameScreen().match().moveCount(), "with its move");

        assertNull(setPosition(morris), "a Morris save on a Dots board");
        assertEquals("morris6", gameOnScreen());
        assertEquals(morris, parlour.onGameThread(() -> ScriptControl.position(parlour.app())), "the save shown");
    }

    /** Issue #35: the start was said of the game opened first ("Twój ruch."), then of the position ("Ruch: Gracz 2."). */
    @Test
    void aPagesPositionIsAnnouncedOnceAsShown() throws Exception {
        parlour = HeadlessParlour.positionFollows(
                HeadlessParlour.options("game", "morris6", "sound", "off", "lang", "pl"));
        assertEquals(List.of(), said(), "the game opened first, the position to come");
        String twoPeople = "[Parlour \"1\"]\n[Game \"morris6\"]\n[Player1 \"human\"]\n[Player2 \"human\"]\n\na1\n";
        assertNull(setPosition(twoPeople));
        assertEquals(List.of("Młynek sześciopionkowy. Ruch: Gracz 2."), said());
    }

    @Test
    void aRefusedPositionLeavesTheStartOfTheGameOnScreenSaidOnce() throws Exception {
        parlour =
                HeadlessParlour.positionFollows(HeadlessParlour.options("game", "dots", "size", "2x2", "sound", "off"));
        assertEquals(List.of(), said());
        String morris = "[Parlour \"1\"]\n[Game \"morris6\"]\n[Player1 \"human\"]\n[Player2 \"human\"]\n\na1 zz9\n";
        assertThat(setPosition(morris)).as("the damaged position is refused").contains("line 6:");
        assertEquals(List.of("Dots and Boxes. Your move."), said());
        // a position the page's script sets later is said as it comes
        assertNull(setPosition(morris.replace(" zz9", "")));
        assertEquals(Arrays.asList("Dots and Boxes. Your move.", "Six Men's Morris. Player 2 to move."), said());
    }

    private List<String> said() throws Exception {
        return parlour.said();
    }

    private String setPosition(String text) throws Exception {
        return parlour.onGameThread(() -> {
            String[] answer = {"no answer"};
            ScriptControl.setPosition(parlour.app(), text, why -> answer[0] = why);
            return answer[0];
        });
    }

    private String newGame(Map<String, String> options) throws Exception {
        return parlour.onGameThread(() -> {
            String[] answer = {"no answer"};
            ScriptControl.newGame(parlour.app(), options, why -> answer[0] = why);
            return answer[0];
        });
    }

    private String gameOnScreen() throws Exception {
        return parlour.onGameThread(() -> parlour.app().getScreen() instanceof GameScreen
                ? ((GameScreen<?>) parlour.app().getScreen()).entry().id()
                : String.valueOf(parlour.app().getScreen()));
    }
}
