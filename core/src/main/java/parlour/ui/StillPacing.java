package parlour.ui;

import java.util.function.IntUnaryOperator;

/**
 * Why a web board is drawn only when it changes: of the frames that keep coming, it draws every one while something
 * moves and for a quarter of a second after a touch, a key or a call, and otherwise only one whose look changed
 * ({@link StageLook}), the frame it changes (a clock's next second, a text that came, a cursor's blink), and one a second
 * all the same. Where the browser draws in software (no graphics card: each picture costs the processor tens of
 * milliseconds), at most thirty pictures a second. Its code comes with the dialogs', after the first frame (the web
 * launcher calls {@link parlour.app.Later#drawOnlyNewLooks}).
 */
public final class StillPacing implements FramePacer.Looks {
    /** How often a screen whose look stays the same is drawn all the same, in seconds: a change no look sees. */
    static final float STILL_DRAW = 1f;
    /**
     * How long every frame is drawn after a touch, a key or a call, in seconds: what answers it at once and no look
     * sees (a button under the pointer, a line the pointer is on) is drawn in the frames right after it.
     */
    static final float TOUCHED = 0.25f;
    /** The shortest time between two pictures where the browser draws in software, in seconds: 30 a second. */
    static final float SOFTWARE_GAP = 1 / 30f;
    /** How much sooner than its gap a picture may come: the frames of a 60 Hz screen are 16.7 ms apart, give or take. */
    private static final float GAP_SLACK = 0.004f;

    /** The screen's look at a time of this judge's clock, in milliseconds. */
    private final IntUnaryOperator look;

    private final FramePacer pacer;
    /** The shortest time between two pictures, in seconds; 0: none. */
    private final float gap;
    /** Seconds of frames this judge has seen: its clock. */
    private double clock;

    private float sinceDrawn;
    /** The look of the last frame drawn by its look; unknown after a frame drawn for itself. */
    private int drawnLook;

    private boolean lookKnown;
    /** Whether a picture was wanted sooner than its gap allowed: the next frame the gap allows draws it. */
    private boolean owed;

    StillPacing(IntUnaryOperator look, FramePacer pacer, float gap) {
        this.look = look;
        this.pacer = pacer;
        this.gap = gap;
    }

    /**
     * From now on, every screen whose frames keep coming draws only the frames that look new, once still; {@code
     * software}: the browser draws in software, so at most {@link #SOFTWARE_GAP} pictures a second.
     */
    public static void drawOnlyNewLooks(boolean software) {
        FramePacer.useLooks(new StillPacing(null, null, software ? SOFTWARE_GAP : 0));
    }

    @Override
    public FramePacer.Looks forScreen(FramePacer pacer) {
        return new StillPacing(pacer.screen::stillLook, pacer, gap);
    }

    @Override
    public boolean draws(float delta, boolean still) {
        clock += delta;
        sinceDrawn += delta;
        if (!wanted(still) && !owed) return false;
        owed = sinceDrawn < gap - GAP_SLACK;
        if (owed) return false;
        sinceDrawn = 0;
        return true;
    }

    /** Whether this frame needs a picture: every frame while something moves or just after a touch, else a new look. */
    private boolean wanted(boolean still) {
        // while something moves, the pacer holds its time since a touch at SETTLING
        if (!still && (pacer.stillFor < TOUCHED || pacer.stillFor == FramePacer.SETTLING)) {
            lookKnown = false;
            return true;
        }
        int now = look.applyAsInt((int) (clock * 1000));
        if (lookKnown && now == drawnLook && sinceDrawn < STILL_DRAW) return false;
        drawnLook = now;
        lookKnown = true;
        return true;
    }
}
