package parlour.ui;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.NinePatch;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.util.ArrayList;
import java.util.List;

/**
 * Keyboard focus for a stage: Tab and Shift+Tab (and the arrow keys, where the focused widget does not
 * use them) move a visible focus ring over the controls; Enter or Space acts on the focused one. It
 * draws the ring itself, so it is added to the stage as the topmost actor.
 */
public final class FocusNavigator extends Actor {
    /** Told what the keyboard did, so that a player who listens hears it. */
    public interface Listener {
        /** Tab, Shift+Tab or an arrow key brought the focus to {@code to}. */
        void focusMoved(Actor to);

        /** The focused widget took {@code keycode} itself (an option row's value, the board's cursor). */
        void keyTaken(Actor by, int keycode);
    }

    private final List<Actor> items = new ArrayList<>();
    private Listener listener;
    private final NinePatch frame;
    private final Vector2 tmp = new Vector2();
    private Actor focused;
    private boolean ringVisible;

    public FocusNavigator(Assets assets, Color color) {
        frame = new NinePatch(assets.outline("frame"), color);
        setTouchable(Touchable.disabled);
    }

    /** Sets the focus order; keeps the focused item if it is still there. */
    public void setItems(List<? extends Actor> order) {
        items.clear();
        items.addAll(order);
        if (!items.contains(focused)) focused = items.isEmpty() ? null : items.get(0);
    }

    public void setListener(Listener listener) {
        this.listener = listener;
    }

    /** The focus order. */
    public List<Actor> items() {
        return items;
    }

    public Actor focused() {
        return focused;
    }

    public void focus(Actor a) {
        focused = a;
        if (getStage() != null) {
            if (a instanceof TextField) getStage().setKeyboardFocus(a);
            else if (getStage().getKeyboardFocus() instanceof TextField)
                getStage().setKeyboardFocus(null);
        }
    }

    /** Whether the ring shows: the keyboard (or a screen reader's copy of a control) moved the focus last. */
    public boolean ringVisible() {
        return ringVisible;
    }

    /** Shows or hides the ring: it appears on keyboard use and hides when the mouse is used. */
    public void setRingVisible(boolean visible) {
        ringVisible = visible;
    }

    /** Scrolls every enclosing scroll pane, nearest first (a list in a scrolling dialog), so that {@code a} is in view. */
    private void revealInScrollPane(Actor a) {
        if (a == null) return;
        for (Actor p = a.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane) {
                ScrollPane pane = (ScrollPane) p;
                if (pane.getActor() == null) return;
                pane.validate();
                tmp.set(0, 0);
                a.localToAscendantCoordinates(pane.getActor(), tmp);
                pane.scrollTo(tmp.x, tmp.y, a.getWidth(), a.getHeight());
                pane.updateVisualScroll();
            }
        }
    }

    /** Whether the focus is on the last usable item (the first when {@code backwards}). */
    public boolean atEdge(boolean backwards) {
        int i = items.indexOf(focused);
        if (i < 0) return true;
        for (int k = backwards ? i - 1 : i + 1; k >= 0 && k < items.size(); k += backwards ? -1 : 1) {
            if (usable(items.get(k))) return false;
        }
        return true;
    }

    /** Handles a key for the focused widget or for navigation; returns true if used. */
    public boolean keyDown(int keycode, boolean shift) {
        if (focused != null && !usable(focused)) move(1);
        if (keycode == Keys.TAB) {
            ringVisible = true;
            move(shift ? -1 : 1);
            return true;
        }
        if (focused instanceof Focusable && ((Focusable) focused).focusKeyDown(keycode)) {
            ringVisible = true;
            if (listener != null) listener.keyTaken(focused, keycode);
            return true;
        }
        switch (keycode) {
            case Keys.DOWN:
            case Keys.RIGHT:
                ringVisible = true;
                move(1);
                return true;
            case Keys.UP:
            case Keys.LEFT:
                ringVisible = true;
                move(-1);
                return true;
            case Keys.ENTER:
            case Keys.NUMPAD_ENTER:
            case Keys.SPACE:
                ringVisible = true;
                return activate();
            default:
                return false;
        }
    }

    /** Presses the focused button, as a click would. */
    public boolean activate() {
        if (focused instanceof Button) {
            Button b = (Button) focused;
            if (b.isDisabled()) return true;
            b.toggle();
            return true;
        }
        return false;
    }

    private void move(int dir) {
        if (items.isEmpty()) return;
        int i = items.indexOf(focused);
        for (int k = 0; k < items.size(); k++) {
            i = (i + dir + items.size()) % items.size();
            if (usable(items.get(i))) {
                focus(items.get(i));
                revealInScrollPane(items.get(i));
                if (listener != null) listener.focusMoved(items.get(i));
                return;
            }
        }
    }

    /** Whether {@code a} is on the stage, shown and enabled: one Tab can reach it. */
    static boolean usable(Actor a) {
        return shown(a) && !disabled(a);
    }

    /** Whether {@code a} is on the stage and shown, with every group around it. */
    static boolean shown(Actor a) {
        if (a.getStage() == null || !a.isVisible()) return false;
        for (Actor p = a.getParent(); p != null; p = p.getParent()) if (!p.isVisible()) return false;
        return true;
    }

    /** Whether {@code a} is a button turned off for now. */
    static boolean disabled(Actor a) {
        return a instanceof Button && ((Button) a).isDisabled();
    }

    @Override
    public void act(float delta) {
        super.act(delta);
        stayAboveFocused();
    }

    /**
     * Draws just above the focused control's own layer (its window, or the screen's table), not over
     * everything: the help window and dialogs above the board stay clear of the board's ring.
     */
    private void stayAboveFocused() {
        if (getStage() == null) return;
        Actor layer = focused;
        while (layer != null
                && layer.getParent() != null
                && layer.getParent() != getStage().getRoot()) layer = layer.getParent();
        if (layer == null || layer.getParent() == null) {
            toFront();
            return;
        }
        int wanted = layer.getZIndex() + (getZIndex() < layer.getZIndex() ? 0 : 1);
        if (getZIndex() != wanted) setZIndex(wanted);
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
        if (!ringVisible || focused == null || !usable(focused)) return;
        // the control's frame as laid out, also while it is drawn zoomed (a board's scale)
        tmp.set(focused.getX(), focused.getY());
        if (focused.getParent() != null) focused.getParent().localToStageCoordinates(tmp);
        // just outside the control, but never off the stage: a board filling the canvas gets its ring on the canvas's
        // edge
        float pad = 4;
        float x0 = Math.max(1, tmp.x - pad), y0 = Math.max(1, tmp.y - pad);
        float x1 = Math.min(getStage().getWidth() - 1, tmp.x + focused.getWidth() + pad);
        float y1 = Math.min(getStage().getHeight() - 1, tmp.y + focused.getHeight() + pad);
        if (x1 > x0 && y1 > y0) frame.draw(batch, x0, y0, x1 - x0, y1 - y0);
    }
}
