package parlour.ui;

import java.util.function.IntSupplier;

/**
 * Why a still web board is drawn about once a second, not four times: once a screen has been still for a second (no
 * touch, key or movement), of the frames that keep coming it draws only one whose look changed ({@link StageLook}),
 * looked at four times a second (every frame while the computer thinks or a clock runs, so a clock's next second is
 * drawn when it comes), and one a second all the same. Its code comes with the dialogs', after the first
 * frame (the web launcher calls {@link parlour.app.Later#drawOnlyNewLooks}).
 */
public final class StillPacing implements FramePacer.Looks {
    /** How often a screen whose look stays the same is drawn all the same, in seconds: a change no look sees. */
    static final float STILL_DRAW = 1f;

    private final IntSupplier look;
    private float sinceDrawn, sinceLooked;
    /** The look of the last frame drawn while still; unknown after a frame drawn while not. */
    private int drawnLook;

    private boolean lookKnown;

    StillPacing(IntSupplier look) {
        this.look = look;
    }

    /** From now on, every screen whose frames keep coming draws only the still frames that look new (and one a second). */
    public static void drawOnlyNewLooks() {
        FramePacer.useLooks(new StillPacing(null));
    }

    @Override
    public FramePacer.Looks forScreen(BaseScreen screen) {
        return new StillPacing(screen::stillLook);
    }

    @Override
    public boolean draws(float delta, boolean still, boolean busy) {
        sinceDrawn += delta;
        sinceLooked += delta;
        if (!still) {
            lookKnown = false;
            sinceDrawn = 0;
            return true;
        }
        // a busy screen (a clock running) is looked at every frame: its next second is drawn when it comes
        if (!busy) {
            if (sinceLooked < FramePacer.STILL_STEP) return false;
            sinceLooked = 0;
        }
        int now = look.getAsInt();
        if (lookKnown && now == drawnLook && sinceDrawn < STILL_DRAW) return false;
        drawnLook = now;
        lookKnown = true;
        sinceDrawn = 0;
        return true;
    }
}
