package parlour.gone.view;

import parlour.board.Zoom;
import parlour.gone.GoneBoard;
import parlour.gone.GonePosition;

/**
 * Where Gone's boards lie in the view (local coordinates, y up): the panels' areas below the tool bar and the
 * info line, one board or two side by side (a challenge's seeds and rounds), scaled to fit, then zoomed and panned by
 * the player.
 */
final class GoneCamera implements Zoom.Lens {
    /** The gap around and between the panels. */
    static final float GAP = 10;

    private float zoom = 1, panX, panY;
    private float width, height;
    /** The room above the panels, for the tool bar and the lines of words. */
    private float top;

    private GoneBoard board;
    private int panels = 1;

    /** Follows the view's size, the room its tools and words take above the panels, and the position shown. */
    void frame(float viewWidth, float viewHeight, float room, GonePosition p) {
        width = viewWidth;
        height = viewHeight;
        top = room;
        board = p.board;
        panels = panels(p);
    }

    /** The boards {@code p} shows: a challenge's two once its board is edited, one while it is and in the editor. */
    static int panels(GonePosition p) {
        return p.challenge && p.phase != GonePosition.EDIT ? 2 : 1;
    }

    @Override
    public float scale() {
        return zoom;
    }

    @Override
    public float wholeSpacing() {
        return board == null ? 0 : cell() / zoom;
    }

    /** Back to the whole board, unzoomed. */
    @Override
    public void reset() {
        zoom = 1;
        panX = panY = 0;
    }

    @Override
    public void pan(float dx, float dy) {
        panX += dx;
        panY += dy;
        fill();
    }

    /** Keeps a zoomed board over its whole panel where it is larger than the panel, and centred where it is not. */
    private void fill() {
        float[] a = area(0);
        float c = cell(), x = Math.max(0, board.width * c - a[2]) / 2, y = Math.max(0, board.height * c - a[3]) / 2;
        panX = Math.max(-x, Math.min(x, panX));
        panY = Math.max(-y, Math.min(y, panY));
    }

    /** {left, bottom, width, height} of panel {@code i}'s area. */
    float[] area(int i) {
        float w = (width - GAP * (panels + 1)) / panels;
        return new float[] {GAP + i * (w + GAP), GAP, Math.max(1, w), Math.max(1, height - top - GAP)};
    }

    /** The side of a place in pixels. */
    float cell() {
        float[] a = area(0);
        return Math.min(a[2] / Math.max(1, board.width), a[3] / Math.max(1, board.height)) * zoom;
    }

    /** {left, top} of panel {@code i}'s board. */
    float[] origin(int i) {
        float[] a = area(i);
        float c = cell();
        return new float[] {a[0] + a[2] / 2 - board.width * c / 2 + panX, a[1] + a[3] / 2 + board.height * c / 2 + panY
        };
    }

    /** {panel, x, y} of the place under a local point, or null. */
    int[] cellAt(float lx, float ly) {
        for (int i = 0; i < panels; i++) {
            float[] a = area(i);
            if (lx < a[0] || lx >= a[0] + a[2] || ly < a[1] || ly >= a[1] + a[3]) continue;
            float[] o = origin(i);
            int x = (int) Math.floor((lx - o[0]) / cell()), y = (int) Math.floor((o[1] - ly) / cell());
            return board.inside(x, y) ? new int[] {i, x, y} : null;
        }
        return null;
    }

    /**
     * Zooms by {@code factor} (1x to 64x) keeping the place under the local point (x, y) where it is: about the middle
     * of the panel it lies in (a challenge's two boards zoom and pan as one), as far as the board fills its panel.
     */
    @Override
    public void zoomAt(float factor, float x, float y) {
        float next = Math.max(1, Math.min(64, zoom * factor));
        float f = next / zoom;
        float[] a = area(panels > 1 && x > width / 2 ? 1 : 0);
        float cx = a[0] + a[2] / 2, cy = a[1] + a[3] / 2;
        panX = (panX - (x - cx)) * f + (x - cx);
        panY = (panY - (y - cy)) * f + (y - cy);
        zoom = next;
        fill();
    }

    /** Pans so that place (x, y) of the first board is in view. */
    void follow(int x, int y) {
        float[] a = area(0), o = origin(0);
        float c = cell();
        float px = o[0] + x * c, py = o[1] - (y + 1) * c;
        if (px < a[0]) panX += a[0] - px;
        if (px + c > a[0] + a[2]) panX -= px + c - a[0] - a[2];
        if (py < a[1]) panY += a[1] - py;
        if (py + c > a[1] + a[3]) panY -= py + c - a[1] - a[3];
    }
}
