package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.nio.file.FileSystem;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import parlour.desktop.FileEntryStore;
import parlour.desktop.FileSaveStore;
import parlour.desktop.SmallDisk;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;
import parlour.ui.FocusNavigator;
import parlour.ui.NoticeCard;

/**
 * The desktop on a full disk (FullDiskTest's in-memory file system with a size limit, filled up) as the player meets
 * it: a move's autosave fails, which the storage card tells, and then a named save fails, which the Could not save
 * dialog tells. The dialog must not cover the card's Close, nor the card the dialog's OK: both are what a click on
 * them hits, at any window size, and each works; the keyboard works the dialog with the card still there, and Tab
 * reaches the card's Close as well.
 */
class FullDiskScreenTest {
    private final FileSystem fs = SmallDisk.make();
    private final Path home = fs.getPath("/home/player/.parlour");
    private HeadlessParlour parlour;

    @AfterEach
    void stop() throws Exception {
        if (parlour != null) parlour.stop();
        fs.close();
    }

    /** A game of Dots whose settings and saves are files on the disk, filled once it has started; then a move. */
    @BeforeEach
    void aMoveOnAFullDisk() throws Exception {
        parlour = HeadlessParlour.withSaves(
                HeadlessParlour.options("game", "dots", "size", "3x3", "p2", "human"),
                name -> new FileEntryStore(home.resolve("store").resolve(name)),
                new FileSaveStore(home.resolve("saves")));
        SmallDisk.fill(fs);
        parlour.click("a1-b1");
        parlour.awaitState(now -> "a1-b1".equals(now.lastMove()), 2000);
        assertThat(card()).as("the storage card tells of the autosave").contains("Could not keep the game");
    }

    /** Saves under the name offered (S, then Enter), which fails: the Could not save dialog opens. */
    private void saveFails() throws Exception {
        parlour.key(Keys.S);
        parlour.key(Keys.ENTER);
        String dialog = parlour.dialogText();
        assertThat(dialog).as(dialog).startsWith("Could not save\n").contains("out of disk space");
    }

    /** The storage card's words, or null when it is gone. */
    private String card() throws Exception {
        return parlour.onGameThread(() -> {
            NoticeCard n = screen().notice();
            return n == null ? null : n.text();
        });
    }

    private BaseScreen screen() {
        return (BaseScreen) parlour.app().getScreen();
    }

    private boolean dialogOpen() throws Exception {
        return parlour.onGameThread(() -> screen().dialogShown());
    }

    /** The card's Close. */
    private Actor close() {
        return screen().notice().findActor("Close notice");
    }

    /** The dialog open on top. */
    private Dialog dialog() {
        Dialog top = null;
        for (Actor a : screen().stage().getActors()) if (a instanceof Dialog) top = (Dialog) a;
        if (top == null) throw new AssertionError("no dialog is open");
        return top;
    }

    /** The open dialog's OK. */
    private Actor ok() {
        for (LayoutCheck.Part p : LayoutCheck.parts(dialog()))
            if (p.actor instanceof TextButton && "OK".contentEquals(((TextButton) p.actor).getText())) return p.actor;
        throw new AssertionError("the dialog has no OK");
    }

    /** The words of the control the keyboard's focus is on, or null. */
    private String focused() {
        for (Actor a : screen().stage().getActors()) {
            if (!(a instanceof FocusNavigator)) continue;
            Actor f = ((FocusNavigator) a).focused();
            return f instanceof TextButton ? ((TextButton) f).getText().toString() : String.valueOf(f);
        }
        return null;
    }

    /** An actor's box on the stage. */
    private static Rectangle box(Actor a) {
        Vector2 at = a.localToStageCoordinates(new Vector2(0, 0));
        return new Rectangle(at.x, at.y, a.getWidth(), a.getHeight());
    }

    /** Null if a click at the middle of {@code a} reaches it, else what it reaches instead. */
    private static String coveredBy(Actor a) {
        Stage stage = a.getStage();
        Rectangle b = box(a);
        Actor hit = stage.hit(b.x + b.width / 2, b.y + b.height / 2, true);
        if (hit != null && hit.isDescendantOf(a)) return null;
        return a.getName() + " at " + b + " is covered: a click there reaches " + describe(hit);
    }

    private static String describe(Actor hit) {
        if (hit == null) return "nothing";
        Actor window = hit;
        while (window.getParent() != null
                && window.getParent() != hit.getStage().getRoot()) window = window.getParent();
        String what = hit instanceof Label ? "the words \"" + ((Label) hit).getText() + "\"" : hit.toString();
        return what + " of " + window.getClass().getSimpleName() + " at " + box(window);
    }

    /** Where a player clicks the middle of {@code a}: x and y from the stage's top left. */
    private float[] middle(Actor a) {
        Rectangle b = box(a);
        return new float[] {b.x + b.width / 2, a.getStage().getHeight() - (b.y + b.height / 2)};
    }

    @Test
    void theCouldNotSaveDialogLeavesTheCardsCloseInReachAndBothWork() throws Exception {
        saveFails();
        assertThat(parlour.onGameThread(() -> coveredBy(close())))
                .as("the card's Close with the dialog open")
                .isNull();
        assertThat(parlour.onGameThread(() -> coveredBy(ok())))
                .as("the dialog's OK with the card showing")
                .isNull();
        // a click on the dialog's words brings a window to the front: the card's Close stays in reach all the same
        float[] words = parlour.onGameThread(() -> {
            Rectangle d = box(dialog());
            return new float[] {d.x + 30, screen().stage().getHeight() - (d.y + d.height - 50)};
        });
        parlour.clickAt(words[0], words[1]);
        assertThat(parlour.onGameThread(() -> coveredBy(close())))
                .as("the card's Close after a click on the dialog")
                .isNull();
        float[] close = parlour.onGameThread(() -> middle(close()));
        parlour.clickAt(close[0], close[1]);
        assertThat(card()).as("a click on the card's Close closes the card").isNull();
        assertThat(dialogOpen()).as("and leaves the dialog open").isTrue();
        float[] ok = parlour.onGameThread(() -> middle(ok()));
        parlour.clickAt(ok[0], ok[1]);
        assertThat(dialogOpen()).as("a click on OK closes the dialog").isFalse();
    }

    @Test
    void theKeyboardWorksTheDialogWithTheCardShowing() throws Exception {
        saveFails();
        String focused = parlour.onGameThread(this::focused);
        assertThat(focused).as("the keyboard's focus is on the dialog's OK").isEqualTo("OK");
        // issue #48: Tab reaches the card's Close too, last in its round, and Enter on it closes the card alone
        parlour.key(Keys.TAB);
        assertThat(parlour.onGameThread(this::focused))
                .as("Tab from the dialog's OK goes to the card's Close")
                .isEqualTo("Close");
        assertThat(parlour.said())
                .as("Close is said with the card's title")
                .last()
                .asString()
                .contains("Close");
        parlour.key(Keys.ENTER);
        assertThat(card()).as("Enter on the card's Close closes the card").isNull();
        assertThat(dialogOpen()).as("and leaves the dialog open").isTrue();
        assertThat(parlour.onGameThread(this::focused))
                .as("the focus goes back to the dialog's OK")
                .isEqualTo("OK");
        parlour.key(Keys.ENTER);
        assertThat(dialogOpen()).as("Enter presses OK: the dialog closes").isFalse();
    }

    @Test
    void theKeyboardWorksTheDialogWhileTheCardStays() throws Exception {
        saveFails();
        parlour.key(Keys.ENTER);
        assertThat(dialogOpen()).as("Enter presses OK: the dialog closes").isFalse();
        assertThat(card()).as("the card stays until closed").isNotNull();
        // the keys play on the board again, the card still there (its cursor is on the line clicked: one along)
        parlour.key(Keys.RIGHT);
        parlour.key(Keys.ENTER);
        assertThat(parlour.state().moves())
                .as("Enter plays at the board's cursor")
                .hasSize(2);
    }

    @Test
    void atEveryWindowSizeNeitherCoversTheOther() throws Exception {
        saveFails();
        for (int[] size : new int[][] {{900, 640}, {1280, 800}, {720, 420}, {420, 380}, {360, 640}, {320, 240}}) {
            String at = size[0] + "x" + size[1];
            String problem = parlour.onGameThread(() -> {
                parlour.app().resize(size[0], size[1]);
                parlour.app().render();
                Stage stage = screen().stage();
                Rectangle whole = new Rectangle(0, 0, stage.getWidth(), stage.getHeight());
                NoticeCard card = screen().notice();
                if (card == null) return "the card is gone";
                Rectangle dialog = box(dialog());
                for (Actor a : new Actor[] {close(), ok()}) {
                    if (!whole.contains(box(a))) return a + " at " + box(a) + " is not on the stage " + whole;
                    String covered = coveredBy(a);
                    if (covered != null) return covered;
                }
                if (box(card).overlaps(dialog)) return "the card " + box(card) + " lies over the dialog " + dialog;
                return null;
            });
            assertThat(problem).as(at + ": " + problem).isNull();
        }
    }
}
