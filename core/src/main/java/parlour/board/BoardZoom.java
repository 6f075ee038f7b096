package parlour.board;

import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Action;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;

/**
 * The finger gestures that zoom and pan a board, one set for every game, working while its places lie closer than a
 * finger: two fingers pinch the board around themselves, one finger drags a zoomed board (unless it starts on what
 * the board drags itself), and a double tap on a place zooms in till places are a finger apart, and out again. It
 * listens in the capture phase, ahead of the board's own listener, which never sees a pinch's second finger, a pan
 * or a double tap's second tap. What zooming means is the board's {@link Zoom.Lens}: the whole actor scaled
 * ({@link ScaledBoard}) or a camera of its own.
 */
final class BoardZoom extends InputListener {
    private static final float SLOP = 12, DOUBLE_TAP_DISTANCE = 24;
    private static final float DOUBLE_TAP_SECONDS = 0.4f;
    private final Actor board;
    private final BoardView<?> view;
    private final Zoom.Lens lens;

    private final Vector2[] fingers = {new Vector2(), new Vector2()};
    private final boolean[] down = new boolean[2];
    private final Vector2 start = new Vector2(), tap = new Vector2(), work = new Vector2();
    private boolean pinching, panning, mayPan, doubleTap, spent;
    private float pinchDistance, pinchScale;
    /** Seconds since the last single tap, counted by the frames (so a test that steps time steps this too). */
    private float sinceTap = DOUBLE_TAP_SECONDS;

    private String tapPlace;

    /** Gestures on {@code board}, {@code view}'s actor, zooming through {@code lens}. */
    BoardZoom(Actor board, BoardView<?> view, Zoom.Lens lens) {
        this.board = board;
        this.view = view;
        this.lens = lens;
        board.addCaptureListener(this);
        board.addAction(new Action() {
            @Override
            public boolean act(float delta) {
                sinceTap = Math.min(DOUBLE_TAP_SECONDS, sinceTap + delta);
                return false;
            }
        });
    }

    /** Whether the gestures work: while the whole board shows places closer than {@link Zoom#FINGER}. */
    boolean active() {
        return lens.wholeSpacing() > 0 && lens.wholeSpacing() < Zoom.FINGER;
    }

    /** A stage point as a point of the board's frame. */
    private Vector2 frame(InputEvent event) {
        work.set(event.getStageX(), event.getStageY());
        if (board.getParent() != null) board.getParent().stageToLocalCoordinates(work);
        return work.sub(board.getX(), board.getY());
    }

    @Override
    public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
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
        doubleTap = sinceTap < DOUBLE_TAP_SECONDS
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
            sinceTap = DOUBLE_TAP_SECONDS;
            if (lens.scale() > 1) lens.reset();
            else lens.zoomAt(Zoom.FINGER * 1.25f / lens.wholeSpacing(), start.x, start.y);
            return;
        }
        sinceTap = 0;
        tap.set(start);
    }
}
