package parlour.morris.view;

import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;

/** Follows the mouse over the board: the point hovered, a click on a point, or a piece dragged from one point to another. */
final class MorrisPointer extends InputListener {
    private final MorrisView view;
    private final MorrisGeometry geometry;
    private final MorrisCursor cursor;
    private int hoverPoint = -1, pressPoint = -1;
    private boolean dragging;
    private float dragX, dragY;

    MorrisPointer(MorrisView view, MorrisGeometry geometry, MorrisCursor cursor) {
        this.view = view;
        this.geometry = geometry;
        this.cursor = cursor;
    }

    int hoverPoint() {
        return hoverPoint;
    }

    /** The point whose piece is being dragged, or -1. */
    int draggedPoint() {
        return dragging ? pressPoint : -1;
    }

    float dragX() {
        return dragX;
    }

    float dragY() {
        return dragY;
    }

    @Override
    public boolean mouseMoved(InputEvent event, float x, float y) {
        hoverPoint = view.pointAt(x, y);
        return false;
    }

    @Override
    public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
        cursor.hide();
        pressPoint = view.pointAt(x, y);
        dragging = false;
        return true;
    }

    @Override
    public void touchDragged(InputEvent event, float x, float y, int pointer) {
        if (pressPoint >= 0
                && view.canDrag(pressPoint)
                && Math.abs(x - geometry.pointX(pressPoint)) + Math.abs(y - geometry.pointY(pressPoint))
                        > geometry.piece() * 0.4f) {
            dragging = true;
        }
        dragX = x;
        dragY = y;
    }

    @Override
    public void touchUp(InputEvent event, float x, float y, int pointer, int button) {
        int up = view.pointAt(x, y);
        if (dragging) {
            if (up >= 0 && up != pressPoint) view.dropOn(pressPoint, up);
        } else if (up >= 0 && up == pressPoint) {
            view.click(up);
        }
        pressPoint = -1;
        dragging = false;
    }
}
