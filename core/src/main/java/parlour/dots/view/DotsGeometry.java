package parlour.dots.view;

import parlour.dots.DotsPosition;

/** Where the dots and lines of a Dots board lie in the view, and which dot or line a point is on. */
final class DotsGeometry {
    private float originX, originY, step;

    /** Centres a board of {@code cols} by {@code rows} boxes in a width by height area, at least {@code minMargin} in. */
    void fit(float width, float height, int cols, int rows, float minMargin) {
        float margin = Math.max(minMargin, Math.min(width, height) * 0.06f);
        step = Math.min((width - 2 * margin) / cols, (height - 2 * margin) / rows);
        step = Math.max(step, 4);
        originX = (width - step * cols) / 2;
        originY = (height - step * rows) / 2;
    }

    boolean isFitted() {
        return step != 0;
    }

    /** Local x of dot column {@code x}. */
    float dotX(int x) {
        return originX + x * step;
    }

    float dotY(int y) {
        return originY + y * step;
    }

    /** The distance between neighbouring dots. */
    float step() {
        return step;
    }

    /** Local {x, y} of the middle of a line. */
    float[] lineCentre(DotsPosition board, int line) {
        int[] d = board.firstDot(line);
        float x = dotX(d[0]) + (board.isHorizontal(line) ? step / 2 : 0);
        float y = dotY(d[1]) + (board.isHorizontal(line) ? 0 : step / 2);
        return new float[] {x, y};
    }

    /** The line whose centre is nearest to (x, y) in local coordinates, if the point is near enough, or -1. */
    int lineAt(DotsPosition board, float x, float y) {
        float gx = (x - originX) / step, gy = (y - originY) / step;
        int best = -1;
        float bestD = 0.42f;
        int hx = (int) Math.floor(gx), hy = Math.round(gy);
        if (hx >= 0 && hx < board.cols() && hy >= 0 && hy <= board.rows()) {
            float d = Math.abs(gy - hy) + Math.max(0, Math.abs(gx - hx - 0.5f) - 0.3f);
            if (d < bestD) {
                bestD = d;
                best = board.h(hx, hy);
            }
        }
        int vx = Math.round(gx), vy = (int) Math.floor(gy);
        if (vx >= 0 && vx <= board.cols() && vy >= 0 && vy < board.rows()) {
            float d = Math.abs(gx - vx) + Math.max(0, Math.abs(gy - vy - 0.5f) - 0.3f);
            if (d < bestD) best = board.v(vx, vy);
        }
        return best;
    }

    /** The dot under (x, y) as {x, y}, or null if the point is not close to a dot. */
    int[] dotAt(DotsPosition board, float x, float y) {
        float gx = (x - originX) / step, gy = (y - originY) / step;
        int dx = Math.round(gx), dy = Math.round(gy);
        if (!board.onBoard(dx, dy)) return null;
        float r = Math.max(0.16f, Math.min(0.24f, 14f / step));
        if (Math.abs(gx - dx) > r || Math.abs(gy - dy) > r) return null;
        return new int[] {dx, dy};
    }
}
