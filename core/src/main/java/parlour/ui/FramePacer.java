package parlour.ui;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;

/**
 * Why a board costs next to nothing when nothing changes: a screen draws every frame while something moves. Where
 * frames keep coming whether drawn or not (the browser's, which shows the last picture drawn), it draws the two frames
 * after a touch or key, and otherwise only a frame whose look changed ({@link StageLook}): looked at every frame for a
 * second after the last sign of movement, then four times a second, and drawn once a second all the same. A program
 * that stops its frames while still (the desktop's) draws each frame it gets: every one for that second, then four a
 * second.
 */
final class FramePacer {
    /** How long after the last sign of movement the screen counts as still, in seconds. */
    static final float SETTLING = 1f;
    /** How often a still screen is looked at (or drawn, where frames stop while still), in seconds. */
    static final float STILL_STEP = 0.25f;
    /** How often a screen whose look stays the same is drawn all the same, in seconds: a change no look sees. */
    static final float STILL_DRAW = 1f;
    /** Frames drawn after a touch or key whatever the look: what it changed shows in the next frame or the one after. */
    static final int STIRRED_FRAMES = 2;

    private final UiContext context;
    private float stillFor, sinceDrawn, sinceLooked;
    /** Frames still to draw after the last touch or key. */
    private int stirredFrames = STIRRED_FRAMES;
    /** The look of the last frame drawn. */
    private int drawnLook;

    private boolean still;
    /**
     * Whether frames keep coming when not drawn (the browser's): then this pacer skips those that would look the same.
     * Learnt from the program when the screen first becomes still; until then every frame is drawn.
     */
    private boolean framesKeepComing;

    FramePacer(UiContext context) {
        this.context = context;
    }

    /** Something changed or will: draw the next frames, and look at every frame again. */
    void stir() {
        stillFor = 0;
        stirredFrames = STIRRED_FRAMES;
        if (still) become(false);
    }

    /** What a screen would draw now, as a number ({@link StageLook}): the same number, the same picture. */
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
        if (!still && stillFor > SETTLING) become(true);
        if (!framesKeepComing) return drawn(0);
        if (stirredFrames > 0) {
            stirredFrames--;
            return drawn(look.now());
        }
        if (still && sinceLooked < STILL_STEP) return false;
        sinceLooked = 0;
        int now = look.now();
        if (now == drawnLook && sinceDrawn < STILL_DRAW) return false;
        return drawn(now);
    }

    private boolean drawn(int look) {
        drawnLook = look;
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
