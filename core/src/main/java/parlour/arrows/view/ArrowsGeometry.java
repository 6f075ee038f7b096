package parlour.arrows.view;

import parlour.arrows.ArrowsBoard;
import parlour.board.Zoom;

/**
 * Where an Arrows board's cells stand in the view, so that drawing, clicks and marks agree; and the board's zoom on a
 * touch screen (its {@link Zoom.Lens}), inside the room below the Edit board tool, which stays as it is. A zoomed
 * board keeps that room filled and the mover's compass in view.
 */
final class ArrowsGeometry implements Zoom.Lens {
    private ArrowsBoard board;
    /** The room the board has, from the view's bottom left; the side of a cell with the whole board shown. */
    private float width, height, whole = 4;
    /** The zoom a finger gave, and how far the zoomed board is moved from the middle of the room. */
    private float zoom = 1, panX, panY;
    /** The cell whose compass (it and the cells round it) stays in view as the board zooms, or -1. */
    private int kept = -1;

    ArrowsGeometry(ArrowsBoard board) {
        this.board = board;
    }

    /** The board shown from now on; a board of a new size is laid out again before it is drawn. */
    void show(ArrowsBoard shown) {
        board = shown;
    }

    /**
     * Fits the board in {@code width} x {@code height}, with one spare cell's width round it (half a cell each side) for
     * the compass of an edge cell.
     */
    void layout(float width, float height) {
        this.width = width;
        this.height = height;
        whole = Math.max(4, Math.min(width / (board.cols + 1f), height / (board.rows + 1f)));
        // a board whose cells are a finger's size shows whole (the gestures stop there)
        if (whole >= Zoom.FINGER) reset();
        keep(kept);
    }

    float step() {
        return whole * zoom;
    }

    /** The left edge of column {@code x} (from 0). */
    float cellX(int x) {
        return (width - step() * board.cols) / 2 + panX + x * step();
    }

    /** The bottom edge of row {@code y} (from 0 at the top). */
    float cellY(int y) {
        return (height - step() * board.rows) / 2 + panY + (board.rows - 1 - y) * step();
    }

    /** The centre of a cell (an index into the board, row by row from the top left): {x, y}. */
    float[] centre(int cell) {
        return new float[] {cellX(cell % board.cols) + step() / 2, cellY(cell / board.cols) + step() / 2};
    }

    /** The cell under (x, y) as {column, row} from 0 at the top left, or null off the board or outside the room. */
    int[] cellAt(float x, float y) {
        if (x < 0 || y < 0 || x > width || y > height) return null;
        int column = (int) Math.floor((x - cellX(0)) / step()),
                row = (int) Math.floor((cellY(0) + step() - y) / step());
        if (column < 0 || row < 0 || column >= board.cols || row >= board.rows) return null;
        return new int[] {column, row};
    }

    /** The room's height: the zoomed board is drawn only below it. */
    float height() {
        return height;
    }

    // ---- the zoom ----

    @Override
    public float scale() {
        return zoom;
    }

    @Override
    public float wholeSpacing() {
        return whole;
    }

    /** Never below the whole board, nor above cells three fingers wide, keeping the point's place under it. */
    @Override
    public void zoomAt(float factor, float x, float y) {
        float u = (x - cellX(0)) / step(), v = (y - cellY(board.rows - 1)) / step();
        zoom = Math.max(1, Math.min(Math.max(2, 3 * Zoom.FINGER / whole), zoom * factor));
        panX += x - u * step() - cellX(0);
        panY += y - v * step() - cellY(board.rows - 1);
        keep(kept);
    }

    @Override
    public void pan(float dx, float dy) {
        panX += dx;
        panY += dy;
        fill();
    }

    @Override
    public void reset() {
        zoom = 1;
        panX = panY = 0;
    }

    /**
     * Keeps {@code cell}'s compass in view from now on, as the board zooms: pans a zoomed board that far, if need be;
     * -1 for none (the game is over).
     */
    void keep(int cell) {
        kept = cell;
        if (cell >= 0 && zoom > 1) {
            float[] c = centre(cell);
            float reach = 1.5f * step();
            panX += Math.max(0, reach - c[0]) - Math.max(0, c[0] + reach - width);
            panY += Math.max(0, reach - c[1]) - Math.max(0, c[1] + reach - height);
        }
        fill();
    }

    /**
     * Keeps the room filled by a zoomed board and the half cell round it (where an edge cell's compass points off the
     * board) where they are larger, centred where they are not.
     */
    private void fill() {
        float x = Math.max(0, step() * (board.cols + 1) - width) / 2,
                y = Math.max(0, step() * (board.rows + 1) - height) / 2;
        panX = Math.max(-x, Math.min(x, panX));
        panY = Math.max(-y, Math.min(y, panY));
    }
}
