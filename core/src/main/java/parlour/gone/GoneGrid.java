package parlour.gone;

import static parlour.words.Tr.t;

/**
 * A dense Gone configuration as the solver wants it: one byte a place (hole, black or white) in a flat
 * array with a one-place border of holes all round, so that neighbours never need a bounds check.
 */
public final class GoneGrid {
    public static final byte HOLE = 0, BLACK = 1, WHITE = 2;
    public final int width, height;
    /** {@code width + 2}: the distance between vertically neighbouring places in {@link #cells}. */
    public final int stride;
    /** {@code (width + 2) * (height + 2)} places, border included. */
    public final byte[] cells;

    public GoneGrid(int width, int height) {
        if (width < 0 || height < 0 || (double) (width + 2) * (height + 2) > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException(t("a board of {0}x{1} places is too large", width, height));
        }
        this.width = width;
        this.height = height;
        this.stride = width + 2;
        this.cells = new byte[stride * (height + 2)];
    }

    /** The index in {@link #cells} of place (x, y), 0 &lt;= x &lt; width, 0 &lt;= y &lt; height. */
    public int index(int x, int y) {
        return (y + 1) * stride + x + 1;
    }

    public byte get(int x, int y) {
        return cells[index(x, y)];
    }

    public void set(int x, int y, byte value) {
        cells[index(x, y)] = value;
    }

    /** A copy that can be changed (the solver's in-place run changes the one it is given). */
    public GoneGrid copy() {
        GoneGrid g = new GoneGrid(width, height);
        System.arraycopy(cells, 0, g.cells, 0, cells.length);
        return g;
    }

    /** The number of pebbles, black or white. */
    public int pebbles() {
        int n = 0;
        for (byte c : cells) if (c != HOLE) n++;
        return n;
    }
}
