package parlour.ui;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;

/**
 * Why a still board costs next to nothing: a screen draws every frame while something moves and for a second after the
 * last touch, key or movement, then only a few frames a second, which still catch a change nobody announced.
 */
final class FramePacer {
    /** How long the screen draws every frame after the last sign of movement, in seconds. */
    static final float SETTLING = 1f;
    /** How often a still screen draws, in seconds. */
    static final float STILL_STEP = 0.25f;

    private final UiContext context;
    private float stillFor, sinceDrawn;
    private boolean still;
    /** Whether frames keep coming while still (the browser's): then this pacer skips most of them. */
    private boolean framesKeepComing = true;

    FramePacer(UiContext context) {
        this.context = context;
    }

    /** Something changed or will: draw every frame again. */
    void stir() {
        stillFor = 0;
        if (still) become(false);
    }

    /** One frame of {@code delta} seconds, in which something {@code moves} or not: whether to draw it. */
    boolean draws(float delta, boolean moves) {
        if (moves) stir();
        else stillFor += delta;
        sinceDrawn += delta;
        if (!still && stillFor > SETTLING) become(true);
        if (still && framesKeepComing && sinceDrawn < STILL_STEP) return false;
        sinceDrawn = 0;
        return true;
    }

    private void become(boolean still) {
        this.still = still;
        framesKeepComing = context.still(still);
    }

    /** Whether {@code a} or an actor in it has an action running (a fade, a slide, a pulse of the score). */
    static boolean acting(Actor a) {
        if (a.hasActions()) return true;
        if (a instanceof Group) for (Actor child : ((Group) a).getChildren()) if (acting(child)) return true;
        return false;
    }
}
