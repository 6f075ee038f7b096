package parlour.ui;

import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.util.ArrayList;
import java.util.List;
import parlour.platform.ControlMirror;

/**
 * A screen's controls repeated in the page for screen readers ({@link ControlMirror}) and what a focused control is
 * called, kept apart from the screen's layout and keys: which copies stand, when they are shown again, and what a copy
 * pressed, typed into or focused does to the drawn control.
 */
final class ControlCopies implements ControlMirror.Listener {
    /** Where the controls are repeated (null: nowhere), and the drawn focus the copies follow. */
    private final ControlMirror mirror;

    private final FocusNavigator focus;
    /** The screen, which draws at once what a copy changed. */
    private final BaseScreen screen;
    /** The drawn controls the copies stand for, in order, and the names last repeated. */
    private final List<Actor> mirrored = new ArrayList<>();

    private String mirroredNames = null;
    private float sinceMirrored;
    /** Between show and hide: only the screen on show puts its controls in the page. */
    private boolean onShow;
    /** While the page's focus is on a copy of a control: what had the drawn focus before, given back after. */
    private Actor focusBeforeCopies;

    ControlCopies(ControlMirror mirror, FocusNavigator focus, BaseScreen screen) {
        this.mirror = mirror;
        this.focus = focus;
        this.screen = screen;
    }

    /** Repeats the shown controls (the focus navigator's: the open dialog's, else the screen's), when they changed. */
    void update() {
        sinceMirrored = 0;
        if (mirror == null || !onShow) return;
        List<Actor> actors = new ArrayList<>();
        List<ControlMirror.Control> controls = new ArrayList<>();
        StringBuilder names = new StringBuilder();
        for (Actor a : focus.items()) {
            String name = controlName(a);
            if (name == null || !FocusNavigator.shown(a)) continue;
            boolean off = FocusNavigator.disabled(a);
            actors.add(a);
            // an option row's copy is adjustable: its label names it, its value apart
            OptionRow row = a instanceof OptionRow ? (OptionRow) a : null;
            controls.add(
                    row != null
                            ? new ControlMirror.Control(row.label(), off, null, row.value(), row.index(), row.count())
                            : new ControlMirror.Control(
                                    name, off, a instanceof TextField ? ((TextField) a).getText() : null, null, 0, 0));
            names.append(a instanceof TextField ? "field " : off ? "off " : "button ")
                    .append(name)
                    .append('\n');
        }
        if (names.toString().equals(mirroredNames)) return;
        mirroredNames = names.toString();
        mirrored.clear();
        mirrored.addAll(actors);
        mirror.show(controls, this);
    }

    /** The screen is shown (again): it puts its own controls in the page. */
    void screenShown() {
        onShow = true;
        mirroredNames = null;
        update();
    }

    /** The screen is hidden: a text it put beside its controls (its open help) goes with it. */
    void screenHidden() {
        onShow = false;
        if (mirror != null) mirror.showText(null, null);
    }

    /** A dialog opened: the page's focus goes back to the canvas. */
    void dialogOpened() {
        if (mirror != null) mirror.dialogOpened();
    }

    /** A text field was tapped on a touch screen: the page's copy of it takes the focus, which opens the keyboard. */
    void typeInto(TextField field) {
        if (mirror == null) return;
        update();
        int index = mirrored.indexOf(field);
        if (index >= 0) mirror.typeInto(index);
    }

    /** A frame passed: buttons change their words and turn on and off between focus orders, so the copies follow a few times a second. */
    void frame(float delta) {
        sinceMirrored += delta;
        if (mirror != null && sinceMirrored > 0.25f) update();
    }

    @Override
    public void press(int index) {
        adjust(index, -1);
    }

    @Override
    public void adjust(int index, int value) {
        if (index < 0 || index >= mirrored.size() || !FocusNavigator.usable(mirrored.get(index))) return;
        Actor a = mirrored.get(index);
        focus.focus(a);
        if (a instanceof OptionRow) {
            OptionRow row = (OptionRow) a;
            row.choose(value < 0 ? row.index() + 1 : value);
            // at once: the copy's new value (the page's focus on it hears it), and the drawn row
            screen.stir();
            update();
        } else if (value < 0) focus.activate();
    }

    @Override
    public void typed(int index, String text) {
        if (index < 0 || index >= mirrored.size() || !(mirrored.get(index) instanceof TextField)) return;
        TextField field = (TextField) mirrored.get(index);
        field.setText(text);
        field.setCursorPosition(text.length());
    }

    @Override
    public void focused(int index) {
        if (index >= 0 && index < mirrored.size() && focus.items().contains(mirrored.get(index))) {
            // the drawn ring follows the page's focus over the copies, for the eyes of a keyboard player
            if (focusBeforeCopies == null) focusBeforeCopies = focus.focused();
            focus.focus(mirrored.get(index));
            focus.setRingVisible(true);
        } else if (index < 0 && focusBeforeCopies != null) {
            if (focus.items().contains(focusBeforeCopies)) {
                focus.focus(focusBeforeCopies);
                focus.setRingVisible(false);
            }
            focusBeforeCopies = null;
        }
    }

    /** What is said of a focused control: its name and state; null for what is not a control. */
    static String spoken(Actor a) {
        String name = controlName(a);
        if (name == null) return null;
        // a field's short text is said too (the name a Save dialog suggests, a move typed before); a long one (a link,
        // a whole save) is not read out letter by letter: a listener reads it in the page's copy of the field
        if (a instanceof TextField) {
            String text = ((TextField) a).getText();
            return text.isEmpty() || text.length() > 80
                    ? t("{0}, text field", name)
                    : t("{0}, text field: {1}", name, text);
        }
        if (a instanceof OptionRow) return t("{0}, adjustable, Left and Right change it", name);
        if (a instanceof Button)
            return FocusNavigator.disabled(a) ? t("{0}, button, unavailable", name) : t("{0}, button", name);
        return name;
    }

    /** What a control is called for a screen reader: its words (or name) as shown; null for what is not a control. */
    private static String controlName(Actor a) {
        // a name in the player's language, where the control keeps one, wins over its English name for scripts
        if (a.getUserObject() instanceof String) return (String) a.getUserObject();
        if (a instanceof OptionRow) return ((OptionRow) a).spokenName();
        if (a instanceof TextButton && !(((TextButton) a).getLabel() instanceof ShortenedLabel))
            return String.valueOf(((TextButton) a).getText());
        if (a.getName() != null && !a.getName().isEmpty()) return a.getName();
        if (a instanceof TextButton) return String.valueOf(((TextButton) a).getText());
        if (a instanceof TextField) {
            String hint = ((TextField) a).getMessageText();
            return hint == null || hint.isEmpty() ? t("Text") : hint;
        }
        return null;
    }
}
