package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.Stage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.menu.MenuScreen;
import parlour.testing.State;
import parlour.ui.BaseScreen;
import parlour.ui.FocusNavigator;
import parlour.ui.OptionRow;

/**
 * The menu opened from a game starts on that game (issue #35 found it on Dots): the keyboard's focus on the game's
 * Play, its card scrolled into the window (heading and all where it fits), and its heading said before the row; a
 * language or theme chosen in it keeps the game behind it, made anew in them.
 */
class MenuOpensOnTheGameTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    @Test
    void theMenuOpenedFromArrowsStartsOnArrowsPlay() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "arrows", "p1", "human", "p2", "human"));
        // a short window: Arrows' card, the last game's, lies below it until the menu scrolls
        parlour.onGameThread(() -> {
            parlour.app().resize(480, 360);
            parlour.app().render();
            return null;
        });
        parlour.key(Keys.ESCAPE);
        String problem = parlour.onGameThread(() -> {
            if (!(parlour.app().getScreen() instanceof MenuScreen)) return "Esc did not open the menu";
            // the headless backend has no window size of its own to lay the new screen out in
            parlour.app().resize(480, 360);
            parlour.app().render();
            Stage stage = ((BaseScreen) parlour.app().getScreen()).stage();
            Actor play = stage.getRoot().findActor("Play Arrows");
            if (play == null) return "the menu has no Play Arrows";
            Group card = play.getParent();
            Actor focused = focusOf(stage);
            if (focused != play) return "the focus is not on Play Arrows: " + focused;
            List<String> outside = new ArrayList<>();
            // the Play that has the focus in the window, and the card's heading too where the card is not taller
            boolean fits = card.getHeight() <= stage.getHeight();
            for (Actor shown : fits ? new Actor[] {card.getChildren().get(0), focused} : new Actor[] {focused}) {
                Vector2 bottom = shown.localToStageCoordinates(new Vector2());
                Vector2 top = shown.localToStageCoordinates(new Vector2(0, shown.getHeight()));
                if (bottom.y < 0 || top.y > stage.getHeight()) outside.add(shown + " at " + bottom.y + ".." + top.y);
            }
            return outside.isEmpty() ? null : "outside the window: " + outside;
        });
        assertNull(problem, problem);
        List<String> said = parlour.said();
        assertThat(said.get(said.size() - 1))
                .as("the menu says Arrows' heading, then its Play: " + said)
                .isEqualTo("Parlour menu. Arrows. Play Arrows, button");
    }

    @Test
    void aLanguageOrThemeChosenInTheMenuKeepsTheGameBehindIt() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "3x3", "p1", "human", "p2", "human"));
        assertNull(parlour.onGameThread(() -> parlour.app().play("a1-b1")));
        parlour.awaitMoves(3000, "a1-b1");
        parlour.key(Keys.ESCAPE);
        for (String option : new String[] {"Language", "Theme"}) {
            String problem = parlour.onGameThread(() -> {
                OptionRow row = optionRow(
                        ((BaseScreen) parlour.app().getScreen()).stage().getRoot(), t(option));
                if (row == null) return "the menu has no " + option + " row";
                row.stepOn();
                if (!(parlour.app().getScreen() instanceof MenuScreen)) return "the menu is gone after " + option;
                if (!"dots".equals(parlour.app().gameBehindMenu())) return option + " dropped the game behind the menu";
                return parlour.app().pointOf("Back to the game") == null ? "no Back to the game after " + option : null;
            });
            assertNull(problem, problem);
        }
        // the headless backend has no window size of its own to lay the new menu out in
        parlour.onGameThread(() -> {
            parlour.app().resize(900, 640);
            parlour.app().render();
            return null;
        });
        parlour.click("Back to the game");
        State back = parlour.awaitMoves(3000, "a1-b1");
        assertThat(back.status())
                .as("the game speaks the language chosen: " + back)
                .startsWith("Ruch: Gracz 2");
        assertTrue(parlour.gameScreen().skin() == parlour.app().skin(), "the game is drawn in the theme chosen");
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

    /** The control the keyboard's focus is on. */
    private static Actor focusOf(Stage stage) {
        for (Actor a : stage.getActors()) if (a instanceof FocusNavigator) return ((FocusNavigator) a).focused();
        return null;
    }
}
