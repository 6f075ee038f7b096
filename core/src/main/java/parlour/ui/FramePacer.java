package parlour.ui;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;

/**
 * Why a still board costs next to nothing: a screen draws every frame while something moves and for a second after the
 * last touch or key (or movement), then only a few frames a second, which still catch a change nobody announced. Where
 * frames keep coming whether drawn or not (the browser's, which shows the last picture drawn), a board on which the
 * computer thinks or a clock runs is drawn as a still one (the search and the clock need the frames, not their
 * drawing), so is one whose movement just ended with nothing touched since, and once the code that compares looks has
 * come ({@link StillPacing}, fetched after the first frame), that decides which frames are drawn but those in which
 * something moves or that come right after a touch.
 */
final class FramePacer {
    /** How long the screen draws every frame after the last sign of movement, in seconds. */
    static final float SETTLING = 1f;
    /** How often a still screen draws, in seconds. */
    static final float STILL_STEP = 0.25f;

    /**
     * The judge each screen's own is made from ({@link Looks#forScreen}) while frames keep coming: four a second while
     * still, until the code that compares looks has come ({@link #useLooks}). Two kinds of judge, not one: GWT calls a
     * lone kind directly, which would bring that code into the first frame's.
     */
    private static Looks judges = new QuarterSeconds();

    private final UiContext context;
    /** The screen paced: its judge ({@link StillPacing}) reads its look. */
    final BaseScreen screen;
    /**
     * Seconds since the last touch, key or call ({@link #stir}); where frames keep coming, {@link #SETTLING} exactly
     * while something moves. The judge reads it ({@link StillPacing}).
     */
    float stillFor;
    /** Whether a computation takes its slices in the frames: with frames that keep coming, they may not slow down. */
    boolean working;
    /** Whether the screen is still; one not shown yet counts as still, so that showing it ({@link #stir}) tells the program. */
    private boolean still = true;
    /**
     * Whether frames keep coming while still (the browser's): then this pacer skips most of them. Learnt from the
     * program when the screen is shown.
     */
    private boolean framesKeepComing;
    /** This screen's judge, and the one it was made from. */
    private Looks looks, judgedBy;

    FramePacer(UiContext context, BaseScreen screen) {
        this.context = context;
        this.screen = screen;
    }

    /** Which frames of a screen whose frames keep coming are drawn. */
    interface Looks {
        /** A judge of the same kind for the frames of {@code pacer}'s screen. */
        Looks forScreen(FramePacer pacer);

        /** One frame of {@code delta} seconds, {@code still} or not: whether to draw it. */
        boolean draws(float delta, boolean still);
    }

    /** Every frame while something moves and for a second after, then four a second. */
    static final class QuarterSeconds implements Looks {
        private float sinceDrawn;

        @Override
        public Looks forScreen(FramePacer pacer) {
            return new QuarterSeconds();
        }

        @Override
        public boolean draws(float delta, boolean still) {
            sinceDrawn += delta;
            if (still && sinceDrawn < STILL_STEP) return false;
            // the first still frame is drawn: it may end a movement
            sinceDrawn = still ? 0 : STILL_STEP;
            return true;
        }
    }

    /** From now on, screens whose frames keep coming draw by judges made from {@code judge}. */
    static void useLooks(Looks judge) {
        judges = judge;
    }

    /** Something changed or will (a touch, a key, a call from the page): draw every frame again, for a second after. */
    void stir() {
        stillFor = 0;
        if (still) become(false);
        if (framesKeepComing) context.idle(false);
    }

    /**
     * One frame of {@code delta} seconds, in which something {@code moves} or not, and the game moves on by itself
     * ({@code busy}) or not: whether to draw it. Where frames keep coming, a movement's end is still at once (no second
     * after it unless touched since), and so is a busy screen with nothing moving: the computer's search or the clock
     * needs the frames, not their drawing.
     */
    boolean draws(float delta, boolean moves, boolean busy) {
        if (moves) {
            stir();
            if (framesKeepComing) stillFor = SETTLING;
        } else if (busy && !framesKeepComing) stir();
        else stillFor += delta;
        if (!still && stillFor > SETTLING) become(true);
        if (!framesKeepComing) return true;
        context.idle(still && !busy && !working);
        if (judgedBy != judges) {
            judgedBy = judges;
            looks = judges.forScreen(this);
        }
        return looks.draws(delta, still);
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
