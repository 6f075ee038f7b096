package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.match.Text;
import parlour.shell.launch.GameEntry;
import parlour.shell.screen.GameScreen;
import parlour.ui.BaseScreen;
import parlour.ui.ShortenedLabel;

/**
 * Keys on the labels only where there is a keyboard: on a touch-only screen the game's buttons, the result's
 * Rematch and its line, and the menu's buttons say their plain words ("Restart", not "Restart (R)").
 */
class TouchLabelsTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private static Map<String, String> nim() {
        return HeadlessParlour.options("game", "nim", "heaps", "7", "p1", "human", "p2", "ai:perfect");
    }

    /** A window wide enough for buttons with their keys, where there is a keyboard. */
    private void wide() throws Exception {
        parlour.onGameThread(() -> {
            parlour.app().resize(1600, 1000);
            parlour.app().render();
            return null;
        });
    }

    /** Takes the whole heap, which ends the game: the result shows with its Rematch button. */
    private void win() throws Exception {
        GameScreen<?> screen = parlour.gameScreen();
        parlour.onGameThread(() -> screen.boardInput().offer(Arrays.asList("a", "7")));
        parlour.awaitState(now -> now.result().equals("1"), 2000);
    }

    @Test
    void aTouchOnlyScreenShowsPlainLabels() throws Exception {
        parlour = HeadlessParlour.touchOnly(nim());
        wide();
        String game = parlour.screenText();
        assertThat(game).as(game).contains("Restart\n");
        assertThat(game).as(game).contains("Undo\n");
        assertThat(game).as("no keys on a touch screen's buttons:\n" + game).doesNotContain("(R)");
        assertThat(game).as("no keys on a touch screen's buttons:\n" + game).doesNotContain("(U)");
        win();
        String result = parlour.screenText();
        assertThat(result).as(result).contains("Rematch\n");
        assertThat(result).as(result).contains("Restart for another game");
        assertThat(result).as("the status names no key either:\n" + result).contains("Press Restart to play again");
        assertThat(result).as("no keys on the result:\n" + result).doesNotContain("(J)");
        assertThat(result).as("no keys on the result:\n" + result).doesNotContain("(R)");
        parlour.key(Keys.ESCAPE);
        String menu = parlour.screenText();
        assertThat(menu).as(menu).contains("Back to the game\n");
        assertThat(menu).as(menu).contains("Help\n");
        assertThat(menu).as("no keys on the menu's buttons:\n" + menu).doesNotContain("(Esc)");
        assertThat(menu).as("no keys on the menu's buttons:\n" + menu).doesNotContain("(H)");
    }

    /** Where a touch-only screen's buttons are icons, the result names no Restart button: none shows that word. */
    @Test
    void aTouchOnlyPhoneWithIconsNamesNoRestartButton() throws Exception {
        parlour = HeadlessParlour.touchOnly(nim());
        parlour.onGameThread(() -> {
            parlour.app().resize(360, 640);
            parlour.app().render();
            return null;
        });
        assertThat(parlour.screenText())
                .as("the buttons are icons:\n" + parlour.screenText())
                .doesNotContain("Restart\n");
        win();
        String result = parlour.screenText();
        assertThat(result).as(result).contains("A rematch with the sides swapped:");
        assertThat(result).as(result).contains("Rematch\n");
        assertThat(result).as(result).doesNotContain("Restart for another game");
    }

    /**
     * Issue 48, item 9: on a touch screen with no keyboard, how to move names taps and the buttons, not clicks and keys:
     * Gone's editor, its running rounds, and the first turn of the other games (in Polish too), shown and said.
     */
    @Test
    void aTouchOnlyScreenSaysHowToMoveByTaps() throws Exception {
        parlour = HeadlessParlour.touchOnly(HeadlessParlour.options("game", "gone", "size", "8x8"));
        String editor = parlour.state().status();
        assertThat(editor)
                .isEqualTo("A tap paints a pebble with the tool chosen: Black, White or Hole. Go runs the rounds.");
        assertThat(parlour.said()).as("said as the game starts").anyMatch(s -> s.endsWith(editor));
        String board = parlour.screenText();
        assertThat(board)
                .as(board)
                .contains("8x8, 4 neighbours. Brush: black. Go runs the rounds.")
                .doesNotContain("Cursor");
        parlour.key(Keys.G);
        assertThat(parlour.awaitStatus("Paused", 2000).status())
                .isEqualTo("Paused: Play runs the rounds, Step plays one.");
        parlour.key(Keys.P);
        String running = parlour.awaitStatus("The rounds run", 2000).status();
        assertThat(running).as(running).endsWith("Pause stops them.").doesNotContain("P pauses");
        parlour.stop();

        parlour = HeadlessParlour.touchOnly(
                HeadlessParlour.options("game", "gone", "size", "8x8", "mode", "challenge", "k", "2"));
        assertThat(parlour.state().status())
                .isEqualTo("A tap paints a pebble with the tool chosen: Black or Hole. Then Go: each player places 2"
                        + " seeds on the black.");
        assertThat(parlour.screenText()).contains("Brush: black. Then Go: each player places 2 seeds.");
        parlour.stop();

        String[][] firstTurns = {
            {"dots", "Tap between two dots to draw a line there."},
            {"morris6", "Tap an empty point to place a piece; later tap a piece, then where it goes."},
            {"arrows", "Tap one of the cells around your next cell to point your new arrow there."}
        };
        for (String[] game : firstTurns) {
            parlour = HeadlessParlour.touchOnly(
                    HeadlessParlour.options("game", game[0], "p1", "human", "p2", "human", "sound", "off"));
            assertThat(parlour.state().status()).as(game[0]).endsWith(game[1]).doesNotContain("Click", "Enter");
            parlour.stop();
        }
        parlour = HeadlessParlour.touchOnly(
                HeadlessParlour.options("game", "dots", "p1", "human", "p2", "human", "lang", "pl"));
        assertThat(parlour.state().status()).endsWith("Dotknij między dwiema kropkami, by narysować tam kreskę.");
    }

    /**
     * Issue 48, item 9: a phone opens its keyboard only for a text box of the page, so a tap on the Save dialog's name
     * field gives the page's copy of that field the focus, and what is typed there comes into the drawn field.
     */
    @Test
    void aTappedFieldOnATouchScreenAsksForThePagesTextBox() throws Exception {
        parlour = HeadlessParlour.touchOnly(
                HeadlessParlour.options("game", "dots", "size", "2x2", "p1", "human", "p2", "human"));
        parlour.key(Keys.S);
        TextField field =
                parlour.await(() -> firstField(parlour), f -> f != null, 2000, f -> "no text field in the Save dialog");
        float[] at = parlour.onGameThread(() -> {
            Vector2 p = field.localToStageCoordinates(new Vector2(field.getWidth() / 2, field.getHeight() / 2));
            return new float[] {p.x, field.getStage().getHeight() - p.y};
        });
        parlour.clickAt(at[0], at[1]);
        List<Integer> asked = parlour.onGameThread(() -> new ArrayList<>(parlour.typedInto));
        assertThat(asked).as("the page's copies asked to take the focus").hasSize(1);
        int index = asked.get(0);
        parlour.onGameThread(() -> {
            parlour.pageControlsListener.typed(index, "Evening game");
            return null;
        });
        assertThat(parlour.onGameThread(field::getText)).isEqualTo("Evening game");
    }

    /** The first text field on the screen's stage, or null. */
    private static TextField firstField(HeadlessParlour parlour) {
        List<Actor> all = new ArrayList<>();
        all.add(((BaseScreen) parlour.app().getScreen()).stage().getRoot());
        for (int i = 0; i < all.size(); i++) {
            Actor a = all.get(i);
            if (a instanceof TextField && a.isVisible()) return (TextField) a;
            if (a instanceof com.badlogic.gdx.scenes.scene2d.Group)
                for (Actor c : ((com.badlogic.gdx.scenes.scene2d.Group) a).getChildren()) all.add(c);
        }
        return null;
    }

    @Test
    void withAKeyboardTheLabelsShowTheirKeys() throws Exception {
        parlour = new HeadlessParlour(nim());
        wide();
        String game = parlour.screenText();
        assertThat(game).as(game).contains("Restart (R)");
        assertThat(game).as(game).contains("Undo (U)");
        win();
        String result = parlour.screenText();
        assertThat(result).as(result).contains("Rematch (J)");
        assertThat(result).as(result).contains("Restart (R) for another game");
        parlour.key(Keys.ESCAPE);
        String menu = parlour.screenText();
        assertThat(menu).as(menu).contains("Back to the game (Esc)");
        assertThat(menu).as(menu).contains("Help (H)");
    }

    /**
     * With a keyboard, in Polish, whose words are the longest, at every host size: a game button shows its key in its
     * words ("Ponów (Ctrl+Y)") at their full size, or says its words and key above it while the mouse is over it (issue
     * #35 found four buttons at 1280 px without a key, and icons never had one).
     */
    @Test
    void withAKeyboardEveryButtonSaysItsKey() throws Exception {
        try (FitHarness fit = new FitHarness("pl")) {
            for (GameEntry<?> game : HeadlessParlour.CATALOGUE.games()) {
                fit.startGame(game.id());
                fit.checkEverySize(game.id(), TouchLabelsTest::keylessButtons);
            }
            fit.assertNoProblems();
        }
    }

    /** The game's buttons on the stage that say their key neither in their words nor in a tip while pointed at. */
    private static List<String> keylessButtons(Stage stage) {
        List<String> problems = new ArrayList<>();
        for (LayoutCheck.Part part : LayoutCheck.parts(stage.getRoot())) {
            if (!(part.actor instanceof TextButton) || part.actor.getName() == null) continue;
            TextButton b = (TextButton) part.actor;
            String name = b.getName();
            if (!name.endsWith(")") || !(b.getLabel() instanceof ShortenedLabel)) continue;
            String key = name.substring(name.lastIndexOf('(') + 1, name.length() - 1);
            ShortenedLabel words = (ShortenedLabel) b.getLabel();
            boolean worded = words.getParent() != null;
            if (worded && words.getText().toString().endsWith(key + ")") && words.drawnScale() == 1) continue;
            pointAt(b, InputEvent.Type.enter);
            Label tip = stage.getRoot().findActor("key tip") == null
                    ? null
                    : (Label) ((Table) stage.getRoot().findActor("key tip"))
                            .getChildren()
                            .first();
            if (tip == null || !tip.getText().toString().endsWith(key + ")"))
                problems.add(name + " says no key: it shows "
                        + (worded ? Text.quote(words.getText().toString()) : "an icon") + " and its tip "
                        + (tip == null
                                ? "is not there"
                                : Text.quote(tip.getText().toString())));
            pointAt(b, InputEvent.Type.exit);
            if (stage.getRoot().findActor("key tip") != null) problems.add(name + "'s tip stays when the mouse leaves");
        }
        return problems;
    }

    /** The mouse (pointer -1) moving onto or off {@code b} from or to nothing. */
    private static void pointAt(Actor b, InputEvent.Type type) {
        InputEvent e = new InputEvent();
        e.setType(type);
        e.setStage(b.getStage());
        e.setPointer(-1);
        b.fire(e);
    }
}
