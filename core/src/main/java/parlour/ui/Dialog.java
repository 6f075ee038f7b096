package parlour.ui;

import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Cell;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.scenes.scene2d.ui.Window;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import java.util.ArrayList;
import java.util.List;

/**
 * A modal window with a message, optional content and buttons, whose controls take the keyboard
 * focus while it is open. {@link BaseScreen#open} shows it; Esc or any button closes it. It fits the
 * stage ({@link #fit}): its texts wrap to the width there is, its buttons take as many rows as they need,
 * and content taller than the stage scrolls.
 */
public class Dialog extends Window {
    /** The room kept around a dialog. */
    static final float MARGIN = 8;
    /** A text's width where the stage is wide (wider in a wide dialog), and the widths of a dialog. */
    private static final float TEXT = 420, WIDE_TEXT = 520, WIDE = 560, NARROWEST = 360;

    private final Table content = new Table();
    private final Table buttons = new Table();
    private final List<TextButton> buttonList = new ArrayList<>();
    private final List<Cell<Label>> texts = new ArrayList<>();
    private final List<Actor> focusOrder = new ArrayList<>();
    private final Skin skin;
    private boolean wide;
    BaseScreen owner;

    public Dialog(String title, Skin skin) {
        super(title, skin);
        this.skin = skin;
        setModal(true);
        setMovable(false);
        content.defaults().left().pad(4);
        ScrollPane scroll = new ScrollPane(content, skin);
        scroll.setScrollingDisabled(true, false);
        scroll.setFadeScrollBars(true);
        add(scroll).grow().row();
        add(buttons).right().padTop(10);
    }

    /** A wrapped text, as wide as the stage allows. */
    public Dialog text(String message) {
        Label l = new Label(message, skin);
        l.setWrap(true);
        texts.add(content.add(l).width(TEXT));
        content.row();
        return this;
    }

    /** Makes the dialog as wide as a long text or list wants where the stage allows it. */
    public Dialog wide() {
        wide = true;
        return this;
    }

    /** Sizes the dialog to its content within a stage of this size (less a margin) and centres it on the stage. */
    public void fit(float stageWidth, float stageHeight) {
        fit(0, 0, stageWidth, stageHeight);
    }

    /**
     * Sizes the dialog to its content within the room at ({@code x}, {@code y}), {@code width} by {@code height} on the
     * stage (less a margin), and centres it there: the stage below a notice card.
     */
    void fit(float x, float y, float width, float height) {
        float maxW = width - 2 * MARGIN, maxH = height - 2 * MARGIN;
        float inside = maxW - getPadLeft() - getPadRight();
        float textW = Math.max(0, Math.min(wide ? WIDE_TEXT : TEXT, inside - 8));
        for (Cell<Label> c : texts) c.width(textW);
        arrangeButtons(inside);
        invalidateHierarchy();
        pack();
        float w = wide ? Math.min(WIDE, maxW) : Math.min(Math.max(getWidth(), NARROWEST), maxW);
        setSize(w, Math.min(getPrefHeight(), maxH));
        // a wrapped text is taller once narrower: measure again at the width set
        validate();
        setHeight(Math.min(getPrefHeight(), maxH));
        setPosition(Math.round(x + (width - getWidth()) / 2), Math.round(y + (height - getHeight()) / 2));
        validate();
    }

    /** The buttons right-aligned in rows no wider than {@code width}. */
    private void arrangeButtons(float width) {
        buttons.clearChildren();
        Table line = null;
        float used = 0;
        for (TextButton b : buttonList) {
            float w = Math.max(b.getPrefWidth(), 96) + 8;
            if (line == null || used + w > width && used > 0) {
                line = new Table();
                buttons.add(line).right().padTop(buttons.getRows() == 0 ? 0 : 6).row();
                used = 0;
            }
            line.add(b).padLeft(8).minWidth(96);
            used += w;
        }
    }

    /** Adds a widget to the content; focusable widgets join the focus order. */
    public Dialog content(Actor a, boolean focusable) {
        content.add(a).growX().row();
        if (focusable) focusOrder.add(a);
        return this;
    }

    public Table contentTable() {
        return content;
    }

    public void addFocusable(Actor a) {
        focusOrder.add(a);
    }

    /** Adds a button that runs {@code action} (may be null) and then closes the dialog unless the action returns false. */
    public TextButton button(String text, final Action action) {
        TextButton b = new TextButton(text, skin);
        b.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                if (action == null || action.run()) close();
            }
        });
        buttonList.add(b);
        arrangeButtons(Float.MAX_VALUE);
        focusOrder.add(b);
        return b;
    }

    /** What a dialog button does; returning false keeps the dialog open (e.g. to show a problem). */
    public interface Action {
        boolean run();
    }

    /** The action of a button that does {@code then} and closes the dialog. */
    public static Action closing(final Runnable then) {
        return () -> {
            then.run();
            return true;
        };
    }

    /** Enter typed in {@code field} presses {@code button}. */
    public void pressOnEnter(TextField field, final TextButton button) {
        field.setTextFieldListener(new TextField.TextFieldListener() {
            @Override
            public void keyTyped(TextField f, char c) {
                if (c == '\r' || c == '\n') button.toggle();
            }
        });
    }

    List<Actor> focusOrder() {
        return focusOrder;
    }

    /**
     * A modal window takes the stage's keyboard focus when nothing has it and then swallows every key; the
     * screen's focus navigator must get them (Tab, arrows, Enter, Esc), so the focus is given back.
     */
    @Override
    public void draw(Batch batch, float parentAlpha) {
        super.draw(batch, parentAlpha);
        if (getStage() != null && getStage().getKeyboardFocus() == this)
            getStage().setKeyboardFocus(null);
    }

    /** A window comes to the front when pressed: a notice card stays above it all the same, its Close in reach. */
    @Override
    public void toFront() {
        super.toFront();
        if (owner != null) owner.noticeToFront();
    }

    public void close() {
        if (owner != null) owner.closeDialog(this);
    }
}
