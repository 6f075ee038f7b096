package parlour.ui;

import com.badlogic.gdx.Input.Keys;
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

    private final String[] values;
    private final Label value;
    private final Listener listener;
    private int index;

    public OptionRow(Skin skin, String name, String[] values, int index, Listener listener) {
        this.values = values;
        this.index = Math.max(0, Math.min(values.length - 1, index));
        this.listener = listener;
        Label nameLabel = new Label(name, skin);
        value = new Label(values[this.index], skin);
        value.setAlignment(Align.center);
        TextButton less = new TextButton("<", skin, "quiet");
        TextButton more = new TextButton(">", skin, "quiet");
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
        add(nameLabel).left().expandX().padRight(12);
        add(less).width(40).height(36);
        add(value).minWidth(190).padLeft(6).padRight(6);
        add(more).width(40).height(36);
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
