package parlour.morris.view;

import parlour.morris.MorrisBoard;

/** Where the board's points and each player's pieces in hand stand in the view, so that drawing and clicks agree. */
final class MorrisGeometry {
    private final MorrisBoard board;
    /** The board square's bottom-left corner and side, the distance between grid lines and a piece's size, in pixels. */
    private float originX, originY, side, step, piece;

    MorrisGeometry(MorrisBoard board) {
        this.board = board;
    }

    boolean isLaidOut() {
        return step != 0;
    }

    float originX() {
        return originX;
    }

    float originY() {
        return originY;
    }

    float step() {
        return step;
    }

    float piece() {
        return piece;
    }

    void layout(float w, float h) {
        float margin = Math.max(10, Math.min(w, h) * 0.04f);
        // the board square with a column for each player's pieces in hand on either side
        side = Math.max(40, Math.min(h - 2 * margin, (w - 2 * margin) / 1.44f));
        step = side / (board.grid - 1);
        piece = Math.min(step * 0.5f, side * 0.11f);
        originX = (w - side) / 2;
        originY = (h - side) / 2;
    }

    float pointX(int p) {
        return originX + board.col(p) * step;
    }

    float pointY(int p) {
        return originY + board.row(p) * step;
    }

    /** The point under (x, y) in local coordinates, or -1. */
    int pointAt(float x, float y) {
        float reach = Math.max(step * 0.4f, piece * 0.6f);
        int best = -1;
        float bestD = reach * reach;
        for (int p = 0; p < board.points; p++) {
            float dx = x - pointX(p), dy = y - pointY(p), d = dx * dx + dy * dy;
            if (d <= bestD) {
                bestD = d;
                best = p;
            }
        }
        return best;
    }

    /** Where the {@code index}-th piece (from the bottom) of a player's hand stands: {x, y}. */
    float[] handSlot(int player, int index) {
        float x = player == 1 ? originX - side * 0.22f + piece * 0.1f : originX + side * 1.22f - piece * 0.1f;
        float spacing = Math.min(piece * 1.1f, (side - piece) / Math.max(1, board.pieces - 1));
        return new float[] {x, originY + piece / 2 + index * spacing};
    }
}
