package parlour.ui;

import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
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
 * focus while it is open. {@link BaseScreen#open} shows it; Esc or any button closes it.
 */
public class Dialog extends Window {
    private final Table content = new Table();
    private final Table buttons = new Table();
    private final List<Actor> focusOrder = new ArrayList<>();
    private final Skin skin;
    BaseScreen owner;

    public Dialog(String title, Skin skin) {
        super(title, skin);
        this.skin = skin;
        setModal(true);
        setMovable(false);
        content.defaults().left().pad(4);
        add(content).grow().row();
        add(buttons).right().padTop(10);
    }

    public Dialog text(String message) {
        Label l = new Label(message, skin);
        l.setWrap(true);
        content.add(l).width(420).row();
        return this;
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
        buttons.add(b).padLeft(8).minWidth(96);
        focusOrder.add(b);
        return b;
    }

    /** What a dialog button does; returning false keeps the dialog open (e.g. to show a problem). */
    public interface Action {
        boolean run();
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

    public void close() {
        if (owner != null) owner.closeDialog(this);
    }
}
