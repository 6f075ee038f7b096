package parlour.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;

/**
 * Where a screen's keys go, apart from what the screen shows: one of these before the stage (every key, touch and
 * movement stirs the screen's frames; a text field takes what is typed, but Tab and Esc move on or close the dialog
 * first, and a shortcut's letter is never also typed as text) and one after it (the open dialog, where Esc closes it,
 * then the screen's shortcuts, then the focus navigator).
 */
final class ScreenKeys extends InputAdapter {
    private final BaseScreen screen;
    /** Whether this one comes before the stage. */
    private final boolean beforeStage;

    private ScreenKeys(BaseScreen screen, boolean beforeStage) {
        this.screen = screen;
        this.beforeStage = beforeStage;
    }

    /** The screen's input: keys before the stage, the stage, keys after it. */
    static InputMultiplexer of(BaseScreen screen) {
        return new InputMultiplexer(new ScreenKeys(screen, true), screen.stage, new ScreenKeys(screen, false));
    }

    @Override
    public boolean keyDown(int keycode) {
        boolean inField = screen.stage.getKeyboardFocus() instanceof TextField;
        if (!beforeStage) return !inField && navigate(keycode);
        screen.stir();
        // a shortcut's letter must not also be typed into a text field its key just opened
        screen.swallowTyped = false;
        // a text field takes every key it gets, Tab and Esc too: those move on or close the dialog first
        if (inField && (keycode == Keys.TAB || keycode == Keys.ESCAPE)) {
            screen.swallowTyped = true;
            return navigate(keycode);
        }
        return false;
    }

    @Override
    public boolean keyUp(int keycode) {
        return stirred();
    }

    @Override
    public boolean touchDown(int x, int y, int pointer, int button) {
        return stirred();
    }

    @Override
    public boolean touchUp(int x, int y, int pointer, int button) {
        return stirred();
    }

    @Override
    public boolean touchDragged(int x, int y, int pointer) {
        return stirred();
    }

    @Override
    public boolean mouseMoved(int x, int y) {
        return stirred();
    }

    @Override
    public boolean scrolled(float amountX, float amountY) {
        return stirred();
    }

    @Override
    public boolean keyTyped(char character) {
        if (!beforeStage) return false;
        screen.stir();
        boolean swallow = screen.swallowTyped;
        screen.swallowTyped = false;
        // a browser types the letter of Ctrl+A, Ctrl+C, Ctrl+V: a shortcut is not text
        return swallow || ctrlDown() && character >= ' ';
    }

    /** Before the stage, any input stirs the screen's frames; it is left to the stage and the screen all the same. */
    private boolean stirred() {
        if (beforeStage) screen.stir();
        return false;
    }

    /** A key for the open dialog (Esc closes it), the screen's shortcuts, or the focus navigator. */
    private boolean navigate(int keycode) {
        boolean shift = Gdx.input.isKeyPressed(Keys.SHIFT_LEFT) || Gdx.input.isKeyPressed(Keys.SHIFT_RIGHT);
        Dialog dialog = screen.topDialog();
        if (dialog != null) {
            if (keycode == Keys.ESCAPE) {
                dialog.close();
                return true;
            }
            return screen.focus.keyDown(keycode, shift);
        }
        // the page takes this Tab on to its next element: the drawn focus stays where it is
        if (keycode == Keys.TAB && screen.tabLeavesHere(shift)) return false;
        if (screen.shortcut(keycode, ctrlDown(), shift)) {
            screen.swallowTyped = true;
            return true;
        }
        return screen.focus.keyDown(keycode, shift);
    }

    private static boolean ctrlDown() {
        return Gdx.input.isKeyPressed(Keys.CONTROL_LEFT)
                || Gdx.input.isKeyPressed(Keys.CONTROL_RIGHT)
                || Gdx.input.isKeyPressed(Keys.SYM);
    }
}
