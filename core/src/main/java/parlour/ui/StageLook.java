package parlour.ui;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;

/**
 * Why a still screen need not be drawn to catch a change nobody announced: a number made from what its shown actors
 * would draw (place, size, colour, text, scrolling); two frames with the same number look the same. What else changes
 * comes with a touch or a key (drawn for itself), an action (drawn while it runs) or is drawn within a second.
 */
final class StageLook {
    private StageLook() {}

    /** The look of {@code root} and every shown actor in it. */
    static int of(Actor root) {
        return add(17, root);
    }

    private static int add(int h, Actor a) {
        if (!a.isVisible()) return mix(h, 1);
        // to an eighth of a pixel: finer differences do not show
        h = mix(h, eighths(a.getX()) + 4099 * eighths(a.getY()));
        h = mix(h, eighths(a.getWidth()) + 4099 * eighths(a.getHeight()));
        h = mix(h, a.getColor().toIntBits());
        if (a instanceof Label) h = mix(h, ((Label) a).getText().hashCode());
        // a pane scrolls smoothly in its own frames, and moves what it shows only when drawn
        if (a instanceof ScrollPane) h = mix(h, eighths(((ScrollPane) a).getVisualScrollY()));
        if (a instanceof Group) for (Actor child : ((Group) a).getChildren()) h = add(h, child);
        return h;
    }

    private static int eighths(float v) {
        return (int) (v * 8);
    }

    private static int mix(int h, int v) {
        return (h ^ v) * 0x01000193;
    }
}
