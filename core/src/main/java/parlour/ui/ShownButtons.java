package parlour.ui;

import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.util.ArrayList;
import java.util.List;

/** How scripts and tests find a screen's controls: its named buttons on show and where each one's middle is. */
final class ShownButtons {
    private ShownButtons() {}

    /**
     * Where a click presses the shown button whose name starts with {@code label} (ignoring case), in logical pixels
     * from the stage's top-left corner, or null.
     */
    static float[] pointOf(Stage stage, String label) {
        String wanted = label.trim().toLowerCase();
        if (wanted.isEmpty()) return null;
        for (Button b : of(stage)) {
            if (b.getName().toLowerCase().startsWith(wanted)) return centreOf(stage, b);
        }
        // else a text field by its name ("save name"), as a page's script taps it
        Actor field = stage.getRoot().findActor(wanted);
        return field instanceof TextField && field.isVisible() ? centreOf(stage, field) : null;
    }

    /** Each shown button's name and middle, as in "Undo (U) at 812,300". */
    static List<String> places(Stage stage) {
        List<String> out = new ArrayList<>();
        for (Button b : of(stage)) {
            float[] c = centreOf(stage, b);
            out.add(b.getName() + " at " + Math.round(c[0]) + "," + Math.round(c[1]));
        }
        return out;
    }

    /** The middle of an actor in logical pixels from the stage's top-left corner. */
    private static float[] centreOf(Stage stage, Actor a) {
        Vector2 c = a.localToStageCoordinates(new Vector2(a.getWidth() / 2, a.getHeight() / 2));
        return new float[] {c.x, stage.getHeight() - c.y};
    }

    /** The named buttons on the stage now, in the order of its tree. */
    private static List<Button> of(Stage stage) {
        List<Button> out = new ArrayList<>();
        collect(stage.getRoot(), out);
        return out;
    }

    private static void collect(Group group, List<Button> out) {
        if (!group.isVisible()) return;
        for (Actor a : group.getChildren()) {
            if (!a.isVisible()) continue;
            if (a instanceof Button && a.getName() != null && !a.getName().isEmpty()) out.add((Button) a);
            else if (a instanceof Group) collect((Group) a, out);
        }
    }
}
