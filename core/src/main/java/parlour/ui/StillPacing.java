package parlour.ui;

import java.util.function.IntUnaryOperator;

/**
 * Why a web board is drawn only when it changes: of the frames that keep coming, it draws every one while something
 * moves and for a quarter of a second after a touch, a key or a call, and otherwise only one whose look changed
 * ({@link StageLook}), the frame it changes (a clock's next second, a text that came, a cursor's blink), and one a second
 * all the same. Its code comes with the dialogs', after the first frame (the web launcher calls
 * {@link parlour.app.Later#drawOnlyNewLooks}).
 */
public final class StillPacing implements FramePacer.Looks {
    /** How often a screen whose look stays the same is drawn all the same, in seconds: a change no look sees. */
    static final float STILL_DRAW = 1f;
    /**
     * How long every frame is drawn after a touch, a key or a call, in seconds: what answers it at once and no look
     * sees (a button under the pointer, a line the pointer is on) is drawn in the frames right after it.
     */
    static final float TOUCHED = 0.25f;

    /** The screen's look at a time of this judge's clock, in milliseconds. */
    private final IntUnaryOperator look;

    private final FramePacer pacer;
    /** Seconds of frames this judge has seen: its clock. */
    private double clock;

    private float sinceDrawn;
    /** The look of the last frame drawn by its look; unknown after a frame drawn for itself. */
    private int drawnLook;

    private boolean lookKnown;

    StillPacing(IntUnaryOperator look, FramePacer pacer) {
        this.look = look;
        this.pacer = pacer;
    }

    /** From now on, every screen whose frames keep coming draws only the frames that look new, once still. */
    public static void drawOnlyNewLooks() {
        FramePacer.useLooks(new StillPacing(null, null));
    }

    @Override
    public FramePacer.Looks forScreen(FramePacer pacer) {
        return new StillPacing(pacer.screen::stillLook, pacer);
    }

    @Override
    public boolean draws(float delta, boolean still) {
        clock += delta;
        sinceDrawn += delta;
        // while something moves, the pacer holds its time since a touch at SETTLING
        if (!still && (pacer.stillFor < TOUCHED || pacer.stillFor == FramePacer.SETTLING)) {
            lookKnown = false;
            sinceDrawn = 0;
            return true;
        }
        int now = look.applyAsInt((int) (clock * 1000));
        if (lookKnown && now == drawnLook && sinceDrawn < STILL_DRAW) return false;
        drawnLook = now;
        lookKnown = true;
        sinceDrawn = 0;
        return true;
    }
}
