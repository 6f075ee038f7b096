package parlour.ui;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import com.badlogic.gdx.scenes.scene2d.ui.Image;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;

/**
 * Why a still screen need not be drawn to catch a change nobody announced: a number made from what its shown actors
 * would draw (place, size, turn, colour, text, state); two frames with the same number look the same.
 */
final class StageLook {
    private StageLook() {}

    /** The look of {@code root} and every shown actor in it. */
    static int of(Actor root) {
        return add(17, root);
    }

    private static int add(int h, Actor a) {
        h = mix(h, a.isVisible() ? 1 : 0);
        if (!a.isVisible()) return h;
        h = mix(h, Float.floatToIntBits(a.getX()));
        h = mix(h, Float.floatToIntBits(a.getY()));
        h = mix(h, Float.floatToIntBits(a.getWidth()));
        h = mix(h, Float.floatToIntBits(a.getHeight()));
        h = mix(h, Float.floatToIntBits(a.getRotation()));
        h = mix(h, Float.floatToIntBits(a.getScaleX()));
        h = mix(h, Float.floatToIntBits(a.getScaleY()));
        h = mix(h, a.getColor().toIntBits());
        if (a instanceof Label) h = text(h, ((Label) a).getText());
        if (a instanceof TextField) {
            TextField f = (TextField) a;
            h = text(h, f.getText());
            h = mix(h, f.getCursorPosition());
            h = mix(h, f.getSelectionStart());
            h = mix(h, f.getSelection().length());
        }
        if (a instanceof Button) {
            Button b = (Button) a;
            h = mix(
                    h,
                    (b.isChecked() ? 1 : 0)
                            | (b.isPressed() ? 2 : 0)
                            | (b.isOver() ? 4 : 0)
                            | (b.isDisabled() ? 8 : 0));
        }
        if (a instanceof Image) h = mix(h, System.identityHashCode(((Image) a).getDrawable()));
        if (a instanceof ScrollPane) {
            h = mix(h, Float.floatToIntBits(((ScrollPane) a).getVisualScrollX()));
            h = mix(h, Float.floatToIntBits(((ScrollPane) a).getVisualScrollY()));
        }
        if (a instanceof Group) {
            h = mix(h, ((Group) a).getChildren().size);
            for (Actor child : ((Group) a).getChildren()) h = add(h, child);
        }
        return h;
    }

    private static int text(int h, CharSequence text) {
        h = mix(h, text.length());
        for (int i = 0; i < text.length(); i++) h = 31 * h + text.charAt(i);
        return h;
    }

    private static int mix(int h, int v) {
        return (h ^ v) * 0x01000193;
    }
}
