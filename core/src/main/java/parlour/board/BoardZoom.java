package parlour.board;

import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Action;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.Stage;

/**
 * The finger gestures that zoom and pan a board, one set for every game, working while its places lie closer than a
 * finger: two fingers pinch the board around themselves, one finger drags a zoomed board (unless it starts on what
 * the board drags itself), and a double tap on a place zooms in till places are a finger apart, and out again. It
 * listens in the capture phase, ahead of the board's own listener, which never sees a pinch's second finger, a pan
 * or a double tap. So that a double tap never plays, a press on the board waits: the board takes it as a tap once no
 * second tap came within {@link #DOUBLE_TAP_SECONDS}, and as the start of a drag once the finger moves. What zooming
 * means is the board's {@link Zoom.Lens}: the whole actor scaled ({@link ScaledBoard}) or a camera of its own.
 */
final class BoardZoom extends InputListener {
    private static final float SLOP = 12, DOUBLE_TAP_DISTANCE = 24;
    /** How long a tap on the board waits for a second one before the board takes it. */
    private static final float DOUBLE_TAP_SECONDS = 0.3f;

    private final Actor board;
    private final BoardView<?> view;
    private final Zoom.Lens lens;

    private final Vector2[] fingers = {new Vector2(), new Vector2()};
    private final boolean[] down = new boolean[2];
    private final Vector2 start = new Vector2(), tap = new Vector2(), work = new Vector2();
    private boolean pinching, panning, mayPan, doubleTap, spent;
    private float pinchDistance, pinchScale;

    /** The press on the board held back from it, while its finger is down: where (stage coordinates) and how. */
    private boolean holding;

    private final Vector2 heldAt = new Vector2();
    private int heldPointer, heldButton;
    /** A tap held back, waiting for a second one; seconds waited, counted by the frames (a test that steps time steps this too). */
    private boolean tapWaiting;

    private float waited;
    /** While the held press is given to the board: this listener lets it through. */
    private boolean replaying;

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
                if (tapWaiting) {
                    waited += delta;
                    if (waited >= DOUBLE_TAP_SECONDS) tapped();
                }
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
        if (replaying || !active() || pointer > 1) return false;
        fingers[pointer].set(frame(event));
        down[pointer] = true;
        if (down[0] && down[1]) {
            // the second finger: a pinch, which the board's own listener never sees
            pinching = true;
            panning = holding = false;
            pinchDistance = Math.max(1, fingers[0].dst(fingers[1]));
            pinchScale = lens.scale();
            event.getStage().cancelTouchFocusExcept(this, board);
            event.stop();
            return true;
        }
        start.set(fingers[pointer]);
        spent = false;
        String place = view.placeAt(x, y);
        doubleTap = tapWaiting
                && start.dst(tap) < DOUBLE_TAP_DISTANCE
                && (place == null ? tapPlace == null : place.equals(tapPlace));
        // a tap elsewhere before this press: the board takes it first
        if (tapWaiting && !doubleTap) tapped();
        tapWaiting = false;
        tapPlace = place;
        if (doubleTap) {
            event.stop();
            return true;
        }
        mayPan = lens.scale() > 1 && !view.dragsFrom(x, y);
        // a press on the board itself waits (what the board holds, a tool bar's button, takes its own at once)
        holding = event.getTarget() == board;
        if (holding) {
            heldAt.set(event.getStageX(), event.getStageY());
            heldPointer = pointer;
            heldButton = button;
            event.stop();
        }
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
            holding = false;
            event.getStage().cancelTouchFocusExcept(this, board);
        }
        if (panning) lens.pan(at.x - lastX, at.y - lastY);
        if (at.dst(start) > SLOP) {
            spent = true;
            // a drag of the board's own: it takes the press where it began, and the drag from here on
            if (holding) {
                holding = false;
                give(true, heldPointer);
            }
        }
        fingers[pointer].set(at);
    }

    @Override
    public void touchUp(InputEvent event, float x, float y, int pointer, int button) {
        if (replaying || pointer > 1 || !down[pointer]) return;
        down[pointer] = false;
        if (pinching || panning) {
            // a finger left on the glass after a pinch does nothing
            spent = true;
            holding = false;
            if (!down[0] && !down[1]) pinching = panning = false;
            return;
        }
        if (doubleTap) {
            if (lens.scale() > 1) lens.reset();
            else lens.zoomAt(Zoom.FINGER * 1.25f / lens.wholeSpacing(), start.x, start.y);
            return;
        }
        if (holding && !spent) {
            // a tap: the board takes it unless a second one comes soon
            holding = false;
            tapWaiting = true;
            waited = 0;
            tap.set(start);
        }
    }

    /**
     * The tap held back is the board's: pressed and lifted where it was, as its finger's, or a finger this listener
     * never follows where that finger is down again (a press elsewhere came first).
     */
    private void tapped() {
        tapWaiting = false;
        int pointer = down[heldPointer] ? SPARE_POINTER : heldPointer;
        give(true, pointer);
        give(false, pointer);
    }

    /** A finger's number no gesture uses, for a held tap given to the board while its own finger is down again. */
    private static final int SPARE_POINTER = 2;

    /** Gives the board the held press ({@code down}) or its lift, through the stage as a finger's own would come. */
    private void give(boolean down, int pointer) {
        Stage stage = board.getStage();
        if (stage == null) return;
        Vector2 screen = stage.stageToScreenCoordinates(work.set(heldAt));
        int x = Math.round(screen.x), y = Math.round(screen.y);
        replaying = true;
        try {
            if (down) stage.touchDown(x, y, pointer, heldButton);
            else stage.touchUp(x, y, pointer, heldButton);
        } finally {
            replaying = false;
        }
    }
}
