package parlour.ui;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Align;

/**
 * One option with a fixed list of values: a name, the value, and buttons to step through them. With
 * the keyboard focus on it, Left and Right step the value and Enter moves to the next one.
 */
public final class OptionRow extends Table implements Focusable {
    /** Hears the new value's index. */
    public interface Listener {
        void changed(int index);
    }

    /** The steppers' least width, and the value's where there is room. */
    private static final float STEP = 40, VALUE = 190;

    private final String[] values;
    private final Label name;
    private final Label value;
    private final TextButton less;
    private final TextButton more;
    private final Listener listener;
    /** A stepper's width and height: the skin's least for a button (a finger's on a touch screen), no narrower than {@link #STEP}. */
    private final float stepW, stepH;

    private int index;

    /** What a screen reader calls the row: its name and value, "Theme: High contrast". */
    public String spokenName() {
        return name.getText() + ": " + values[index];
    }

    /** The row's name alone, "Theme". */
    public String label() {
        return String.valueOf(name.getText());
    }

    /** How many values the row steps through. */
    public int count() {
        return values.length;
    }

    /** The next value, as the > button gives it. */
    public void stepOn() {
        step(1);
    }

    /** Value {@code i}, the first after the last, as stepping to it would give it (the page's copy of the row). */
    public void choose(int i) {
        int before = index;
        setIndex(i % values.length);
        if (index != before) listener.changed(index);
    }

    public OptionRow(Skin skin, String name, String[] values, int index, Listener listener) {
        this.values = values;
        this.index = Math.max(0, Math.min(values.length - 1, index));
        this.listener = listener;
        this.name = new Label(name, skin);
        value = new Label(values[this.index], skin);
        value.setAlignment(Align.center);
        less = new TextButton("<", skin, "quiet");
        more = new TextButton(">", skin, "quiet");
        stepH = less.getStyle().up.getMinHeight();
        stepW = Math.max(STEP, less.getStyle().up.getMinWidth());
        less.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                step(-1);
            }
        });
        more.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                step(1);
            }
        });
        pad(2);
        arrange(false, VALUE);
    }

    /**
     * Lays the row out for {@code width}: the name beside the value where both fit, else the name on a line of its
     * own above the value, which narrows as far as the longest value allows (a phone held upright).
     */
    public void fitWidth(float width) {
        float steppers = 2 * stepW + 12 + 4;
        float widest = 0;
        for (String v : values) widest = Math.max(widest, new GlyphLayout(value.getStyle().font, v).width);
        float valueW = Math.max(widest, Math.min(VALUE, width - steppers));
        arrange(name.getPrefWidth() + 12 + steppers + valueW > width, valueW);
    }

    private void arrange(boolean stacked, float valueW) {
        clearChildren();
        if (stacked) {
            add(name).left().colspan(3).row();
            add(less).width(stepW).height(stepH);
            add(value).minWidth(valueW).expandX().padLeft(6).padRight(6);
        } else {
            add(name).left().expandX().padRight(12);
            add(less).width(stepW).height(stepH);
            add(value).minWidth(valueW).padLeft(6).padRight(6);
        }
        add(more).width(stepW).height(stepH);
    }

    /** Fits every option row among {@code table}'s children to {@code width}. */
    public static void fitRows(Table table, float width) {
        for (Actor a : table.getChildren()) if (a instanceof OptionRow) ((OptionRow) a).fitWidth(width);
    }

    public int index() {
        return index;
    }

    public String value() {
        return values[index];
    }

    public void setIndex(int i) {
        index = Math.max(0, Math.min(values.length - 1, i));
        value.setText(values[index]);
    }

    private void step(int dir) {
        setIndex((index + dir + values.length) % values.length);
        listener.changed(index);
    }

    @Override
    public boolean focusKeyDown(int keycode) {
        if (keycode == Keys.LEFT) {
            step(-1);
            return true;
        }
        if (keycode == Keys.RIGHT || keycode == Keys.ENTER || keycode == Keys.SPACE || keycode == Keys.NUMPAD_ENTER) {
            step(1);
            return true;
        }
        return false;
    }
}
