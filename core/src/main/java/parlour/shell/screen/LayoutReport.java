package parlour.shell.screen;

import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import java.util.List;
import parlour.platform.Platform;

/**
 * Tells the platform where the board and the buttons are ("layout control Undo (U) at 812,300"), for
 * scripts and tests that click real controls, again whenever any of them moved.
 */
final class LayoutReport {
    private final Platform platform;
    private final Vector2 probe = new Vector2();
    private String last = "";
    private float signature;

    LayoutReport(Platform platform) {
        this.platform = platform;
    }

    /** Raises the events if they differ from those raised last. */
    void report(List<String> events) {
        String text = events.toString();
        if (text.equals(last)) return;
        last = text;
        for (String e : events) platform.gameEvent(e);
    }

    /** Whether any of {@code actors} moved (or appeared or vanished) since the last call. */
    boolean moved(List<? extends Actor> actors) {
        float s = 0;
        for (Actor a : actors) {
            Vector2 c = a.localToStageCoordinates(probe.set(0, 0));
            s = s * 31 + c.x * 7 + c.y + (a.isVisible() ? 1 : 0);
        }
        if (s == signature) return false;
        signature = s;
        return true;
    }
}
