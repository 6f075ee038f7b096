package parlour.morris.view;

import parlour.morris.MorrisBoard;

/** The keyboard cursor: the point the arrow keys have reached along the board's lines, and whether it is shown. */
final class MorrisCursor {
    private final MorrisBoard board;
    private int point;
    private boolean shown;

    MorrisCursor(MorrisBoard board) {
        this.board = board;
    }

    int point() {
        return point;
    }

    boolean isShown() {
        return shown;
    }

    void show() {
        shown = true;
    }

    void hide() {
        shown = false;
    }

    /** An arrow key: the first press only shows the cursor where it was, later ones move it. */
    void move(int dx, int dy) {
        if (shown) point = toward(point, dx, dy);
        shown = true;
    }

    /** The point the cursor goes to from {@code p} in a direction: along a line if one leads there, else the nearest that way. */
    private int toward(int p, int dx, int dy) {
        int best = -1;
        float bestScore = Float.MAX_VALUE;
        for (int q = 0; q < board.points; q++) {
            int ax = board.col(q) - board.col(p), ay = board.row(q) - board.row(p);
            int along = ax * dx + ay * dy, across = Math.abs(ax * dy) + Math.abs(ay * dx);
            if (along <= 0) continue;
            boolean onLine = (board.neighbours(p) & 1 << q) != 0;
            float score = (onLine ? 0 : 100) + along + 3 * across;
            if (score < bestScore) {
                bestScore = score;
                best = q;
            }
        }
        return best < 0 ? p : best;
    }
}
