package parlour.ui;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;

/**
 * Why a still board costs next to nothing: a screen draws every frame while something moves and for a second after the
 * last touch, key or movement. Then, where frames keep coming (the browser's), it looks four times a second for a
 * change nobody announced and draws only when the screen's look changed, or once a second all the same; a program that
 * stops its frames while still (the desktop's) draws each one it asks for, four a second.
 */
final class FramePacer {
    /** How long the screen draws every frame after the last sign of movement, in seconds. */
    static final float SETTLING = 1f;
    /** How often a still screen is looked at (or drawn, where frames stop while still), in seconds. */
    static final float STILL_STEP = 0.25f;
    /** How often a still screen whose look stays the same is drawn all the same, in seconds: a change no look sees. */
    static final float STILL_DRAW = 1f;

    private final UiContext context;
    private float stillFor, sinceDrawn, sinceLooked;
    /** The look of the last frame drawn while still; only compared once still. */
    private int drawnLook;

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

    /** What a still screen would draw now, as a number ({@link StageLook}): the same number, the same picture. */
    interface Look {
        int now();
    }

    /**
     * One frame of {@code delta} seconds, in which something {@code moves} or not, of a screen that {@code look}s as it
     * does: whether to draw it.
     */
    boolean draws(float delta, boolean moves, Look look) {
        if (moves) stir();
        else stillFor += delta;
        sinceDrawn += delta;
        sinceLooked += delta;
        boolean settled = !still && stillFor > SETTLING;
        if (settled) become(true);
        if (!still || !framesKeepComing) {
            sinceDrawn = 0;
            return true;
        }
        if (!settled && sinceLooked < STILL_STEP) return false;
        sinceLooked = 0;
        int now = look.now();
        if (!settled && now == drawnLook && sinceDrawn < STILL_DRAW) return false;
        drawnLook = now;
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
