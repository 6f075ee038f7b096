package parlour.gone;

import java.util.Arrays;

/**
 * The board a game of Gone is played on: width x height places, each a hole, a black or a white
 * pebble. Immutable; a change copies only the row it touches, so that a long history of edits on a
 * 512x512 board stays small.
 */
public final class GoneBoard {
    public final int width, height;
    private final byte[][] rows;

    private GoneBoard(int width, int height, byte[][] rows) {
        this.width = width;
        this.height = height;
        this.rows = rows;
    }

    /** A board of one kind of place everywhere ({@link GoneGrid#HOLE}, {@link GoneGrid#BLACK}...). */
    public static GoneBoard filled(int width, int height, byte value) {
        byte[][] rows = new byte[height][];
        for (int y = 0; y < height; y++) {
            rows[y] = new byte[width];
            Arrays.fill(rows[y], value);
        }
        return new GoneBoard(width, height, rows);
    }

    /**
     * A random board from {@code seed} (the same seed always gives the same board): about 15% holes, the
     * rest black, and for an editor board a white pebble in every 150 places or so (one at least).
     */
    public static GoneBoard random(int width, int height, int seed, boolean withWhites) {
        byte[][] rows = new byte[height][];
        int s = seed * 0x9E3779B1 + 0x7F4A7C15;
        int whites = 0;
        for (int y = 0; y < height; y++) {
            rows[y] = new byte[width];
            for (int x = 0; x < width; x++) {
                s ^= s << 13;
                s ^= s >>> 17;
                s ^= s << 5;
                int d = (s >>> 8) % 1000;
                rows[y][x] = d < 150 ? GoneGrid.HOLE : withWhites && d < 157 ? GoneGrid.WHITE : GoneGrid.BLACK;
                if (rows[y][x] == GoneGrid.WHITE) whites++;
            }
        }
        if (withWhites && whites == 0 && width > 0 && height > 0) rows[height / 2][width / 2] = GoneGrid.WHITE;
        return new GoneBoard(width, height, rows);
    }

    public static GoneBoard of(GoneGrid g) {
        byte[][] rows = new byte[g.height][];
        for (int y = 0; y < g.height; y++)
            rows[y] = Arrays.copyOfRange(g.cells, g.index(0, y), g.index(0, y) + g.width);
        return new GoneBoard(g.width, g.height, rows);
    }

    public byte get(int x, int y) {
        return rows[y][x];
    }

    public boolean inside(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    /** This board with place (x, y) set to {@code value}. */
    public GoneBoard with(int x, int y, byte value) {
        byte[][] r = Arrays.copyOf(rows, height);
        r[y] = Arrays.copyOf(rows[y], width);
        r[y][x] = value;
        return new GoneBoard(width, height, r);
    }

    /** This board with every white pebble black (a challenge board). */
    public GoneBoard withoutWhites() {
        byte[][] r = new byte[height][];
        for (int y = 0; y < height; y++) {
            r[y] = Arrays.copyOf(rows[y], width);
            for (int x = 0; x < width; x++) if (r[y][x] == GoneGrid.WHITE) r[y][x] = GoneGrid.BLACK;
        }
        return new GoneBoard(width, height, r);
    }

    public int count(byte value) {
        int n = 0;
        for (byte[] row : rows) for (byte b : row) if (b == value) n++;
        return n;
    }

    /** The board as a solver grid, with white pebbles added at {@code seeds} (place indices y * width + x; may be null). */
    public GoneGrid toGrid(int[] seeds) {
        GoneGrid g = new GoneGrid(width, height);
        for (int y = 0; y < height; y++) System.arraycopy(rows[y], 0, g.cells, g.index(0, y), width);
        if (seeds != null) for (int s : seeds) g.set(s % width, s / width, GoneGrid.WHITE);
        return g;
    }

    /** The grid format with rows separated by {@code separator} ('/' in moves and the protocol, '\n' in files). */
    public String gridText(char separator) {
        StringBuilder sb = new StringBuilder(height * (width + 1));
        for (int y = 0; y < height; y++) {
            if (y > 0) sb.append(separator);
            for (int x = 0; x < width; x++) sb.append(letter(rows[y][x]));
        }
        return sb.toString();
    }

    public static char letter(byte b) {
        return b == GoneGrid.BLACK ? 'B' : b == GoneGrid.WHITE ? 'W' : '.';
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) return true;
        if (!(o instanceof GoneBoard)) return false;
        GoneBoard b = (GoneBoard) o;
        if (b.width != width || b.height != height) return false;
        for (int y = 0; y < height; y++) if (rows[y] != b.rows[y] && !Arrays.equals(rows[y], b.rows[y])) return false;
        return true;
    }

    @Override
    public int hashCode() {
        int h = width * 31 + height;
        for (byte[] row : rows) h = h * 31 + Arrays.hashCode(row);
        return h;
    }
}
