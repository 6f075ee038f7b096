package parlour.board;

import com.badlogic.gdx.Input.Buttons;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.utils.TimeUtils;

/**
 * The gestures that zoom and pan a board, one set for every game: on a touch screen whose places lie closer than a
 * finger, two fingers pinch the board around themselves, one finger drags a zoomed board (unless it starts on what
 * the board drags itself), and a double tap on a place zooms in till places are a finger apart, and out again; with
 * a mouse, where the board asks for it, the middle button pans and the wheel zooms. It listens in the capture phase,
 * ahead of the board's own listener, which never sees a pinch's second finger, a pan or a double tap's second tap.
 * What zooming means is the board's {@link Lens}: the whole actor scaled ({@link ScaledBoard}) or a camera of its own.
 */
public final class BoardZoom extends InputListener {
    /** The least distance between neighbouring places a finger hits reliably, in CSS pixels (stage units on the web). */
    public static final float FINGER = 36;

    /** How a board zooms; points are in its frame: the actor's coordinates as laid out, before any zoom. */
    public interface Lens {
        /** The zoom: 1 while the whole board shows. */
        float scale();

        /** The distance between neighbouring places while the whole board shows. */
        float wholeSpacing();

        /** Zooms by {@code factor} keeping the board's place under (x, y) there, within the lens's bounds. */
        void zoomAt(float factor, float x, float y);

        void pan(float dx, float dy);

        /** Back to the whole board. */
        void reset();
    }

    private static final float SLOP = 12, DOUBLE_TAP_DISTANCE = 24;
    private static final long DOUBLE_TAP_MILLIS = 400;
    private final Actor board;
    private final BoardView<?> view;
    private final Lens lens;
    private final boolean mouse;
    private boolean touch;

    private final Vector2[] fingers = {new Vector2(), new Vector2()};
    private final boolean[] down = new boolean[2];
    private final Vector2 start = new Vector2(), tap = new Vector2(), work = new Vector2();
    private boolean pinching, panning, mayPan, doubleTap, spent;
    private float pinchDistance, pinchScale;
    private long tapMillis = -DOUBLE_TAP_MILLIS;
    private String tapPlace;

    /**
     * Gestures on {@code board}, {@code view}'s actor, zooming through {@code lens}; {@code mouse}: the middle button
     * pans and the wheel zooms on any screen.
     */
    public BoardZoom(Actor board, BoardView<?> view, Lens lens, boolean mouse) {
        this.board = board;
        this.view = view;
        this.lens = lens;
        this.mouse = mouse;
        board.addCaptureListener(this);
    }

    /** Turns the finger gestures on for a touch-only screen. */
    public void setTouch(boolean touchOnly) {
        touch = touchOnly;
    }

    /** Whether the finger gestures work: a touch screen, and places closer than {@link #FINGER} on the whole board. */
    public boolean active() {
        return touch && lens.wholeSpacing() > 0 && lens.wholeSpacing() < FINGER;
    }

    /** A stage point as a point of the board's frame. */
    private Vector2 frame(InputEvent event) {
        work.set(event.getStageX(), event.getStageY());
        if (board.getParent() != null) board.getParent().stageToLocalCoordinates(work);
        return work.sub(board.getX(), board.getY());
    }

    @Override
    public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
        if (mouse && button == Buttons.MIDDLE) {
            panning = true;
            down[0] = true;
            fingers[0].set(frame(event));
            event.stop();
            return true;
        }
        if (!active() || pointer > 1) return false;
        fingers[pointer].set(frame(event));
        down[pointer] = true;
        if (down[0] && down[1]) {
            // the second finger: a pinch, which the board's own listener never sees
            pinching = true;
            panning = false;
            pinchDistance = Math.max(1, fingers[0].dst(fingers[1]));
            pinchScale = lens.scale();
            event.getStage().cancelTouchFocusExcept(this, board);
            event.stop();
            return true;
        }
        start.set(fingers[pointer]);
        spent = false;
        String place = view.placeAt(x, y);
        doubleTap = TimeUtils.millis() - tapMillis < DOUBLE_TAP_MILLIS
                && start.dst(tap) < DOUBLE_TAP_DISTANCE
                && (place == null ? tapPlace == null : place.equals(tapPlace));
        tapPlace = place;
        if (doubleTap) {
            event.stop();
            return true;
        }
        mayPan = lens.scale() > 1 && !view.dragsFrom(x, y);
        return true;
    }

    @Override
    public void touchDragged(InputEvent event, float x, float y, int pointer) {
        if (pointer > 1 || !down[pointer]) return;
        Vector2 at = frame(event);
        float lastX = fingers[pointer].x, lastY = fingers[pointer].y;
        if (pinching) {
            float midX = (fingers[0].x + fingers[1].x) / 2, midY = (fingers[0].y + fingers[1].y) / 2;
            fingers[pointer].set(at);
            if (!down[0] || !down[1]) return;
            float wanted = pinchScale * fingers[0].dst(fingers[1]) / pinchDistance;
            lens.zoomAt(wanted / lens.scale(), midX, midY);
            lens.pan((fingers[0].x + fingers[1].x) / 2 - midX, (fingers[0].y + fingers[1].y) / 2 - midY);
            return;
        }
        if (!panning && mayPan && at.dst(start) > SLOP) {
            panning = true;
            event.getStage().cancelTouchFocusExcept(this, board);
        }
        if (panning) lens.pan(at.x - lastX, at.y - lastY);
        if (at.dst(start) > SLOP) spent = true;
        fingers[pointer].set(at);
    }

    @Override
    public void touchUp(InputEvent event, float x, float y, int pointer, int button) {
        if (pointer > 1 || !down[pointer]) return;
        down[pointer] = false;
        if (pinching || panning) {
            // a finger left on the glass after a pinch does nothing
            spent = true;
            if (!down[0] && !down[1]) pinching = panning = false;
            return;
        }
        if (spent) return;
        if (doubleTap) {
            tapMillis = -DOUBLE_TAP_MILLIS;
            if (lens.scale() > 1) lens.reset();
            else lens.zoomAt(FINGER * 1.25f / lens.wholeSpacing(), start.x, start.y);
            return;
        }
        tapMillis = TimeUtils.millis();
        tap.set(start);
    }

    @Override
    public boolean scrolled(InputEvent event, float x, float y, float amountX, float amountY) {
        if (!mouse) return false;
        Vector2 at = frame(event);
        lens.zoomAt(amountY < 0 ? 2 : 0.5f, at.x, at.y);
        return true;
    }
}
