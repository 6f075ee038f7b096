package parlour.arrows.view;

import parlour.arrows.ArrowsBoard;

/** Where an Arrows board's cells stand in the view, so that drawing, clicks and marks agree. */
final class ArrowsGeometry {
    private ArrowsBoard board;
    /** The bottom-left corner of the bottom-left cell, and a cell's side, in pixels. */
    private float originX, originY, step;

    ArrowsGeometry(ArrowsBoard board) {
        this.board = board;
    }

    /** The board shown from now on; a board of a new size is laid out again before it is drawn. */
    void show(ArrowsBoard shown) {
        board = shown;
    }

    /** Fits the board in {@code width} x {@code height}, with one spare cell round it for the compass of an edge cell. */
    void layout(float width, float height) {
        step = Math.max(4, Math.min(width / (board.cols + 1f), height / (board.rows + 1f)));
        originX = (width - step * board.cols) / 2;
        originY = (height - step * board.rows) / 2;
    }

    float step() {
        return step;
    }

    /** The left edge of column {@code x} (from 0). */
    float cellX(int x) {
        return originX + x * step;
    }

    /** The bottom edge of row {@code y} (from 0 at the top). */
    float cellY(int y) {
        return originY + (board.rows - 1 - y) * step;
    }

    /** The centre of a cell (an index into the board, row by row from the top left): {x, y}. */
    float[] centre(int cell) {
        return new float[] {cellX(cell % board.cols) + step / 2, cellY(cell / board.cols) + step / 2};
    }

    /** The cell under (x, y) as {column, row} from 0 at the top left, or null off the board. */
    int[] cellAt(float x, float y) {
        if (step <= 0) return null;
        int column = (int) Math.floor((x - originX) / step),
                row = board.rows - 1 - (int) Math.floor((y - originY) / step);
        if (column < 0 || row < 0 || column >= board.cols || row >= board.rows) return null;
        return new int[] {column, row};
    }
}
