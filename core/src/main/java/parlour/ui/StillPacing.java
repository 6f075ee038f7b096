package parlour.ui;

import java.util.function.IntSupplier;

/**
 * Why a still web board is drawn about once a second, not four times: of the frames that keep coming, a screen draws
 * the two after a touch or key, and otherwise only one whose look changed ({@link StageLook}), looked at every frame
 * for a second after the last sign of movement, then four times a second, and drawn once a second all the same. Its
 * code comes with the dialogs', after the first frame (the web launcher calls {@link #drawOnlyNewLooks}).
 */
public final class StillPacing implements FramePacer.Looks {
    /** How often a screen whose look stays the same is drawn all the same, in seconds: a change no look sees. */
    static final float STILL_DRAW = 1f;
    /** Frames drawn after a touch or key whatever the look: what it changed shows in the next frame or the one after. */
    static final int STIRRED_FRAMES = 2;

    private final IntSupplier look;
    private float sinceDrawn, sinceLooked;
    private int stirs = -1, stirredFrames, drawnLook;

    StillPacing(IntSupplier look) {
        this.look = look;
    }

    /** From now on, every screen whose frames keep coming draws only the frames that look new (and one a second). */
    public static void drawOnlyNewLooks() {
        FramePacer.useLooks(new StillPacing(null));
    }

    @Override
    public FramePacer.Looks forScreen(BaseScreen screen) {
        return new StillPacing(screen::stillLook);
    }

    @Override
    public boolean draws(float delta, boolean still, int stirs) {
        sinceDrawn += delta;
        sinceLooked += delta;
        if (stirs != this.stirs) {
            this.stirs = stirs;
            stirredFrames = STIRRED_FRAMES;
        }
        if (stirredFrames > 0) {
            stirredFrames--;
            return drawn(look.getAsInt());
        }
        if (still && sinceLooked < FramePacer.STILL_STEP) return false;
        sinceLooked = 0;
        int now = look.getAsInt();
        if (now == drawnLook && sinceDrawn < STILL_DRAW) return false;
        return drawn(now);
    }

    private boolean drawn(int now) {
        drawnLook = now;
        sinceDrawn = 0;
        return true;
    }
}
