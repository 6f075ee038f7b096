package parlour.gone;

import java.util.Arrays;

/**
 * A Gone configuration as a list of pebbles, for lists whose coordinates spread too far for a dense
 * grid: the same layered breadth-first search as {@link GoneSolver}, with neighbours found in a hash table,
 * so still linear in the number of pebbles.
 */
public final class GoneSparse {
    private int[] xs = new int[16], ys = new int[16];
    private byte[] colours = new byte[16];
    private int size;

    /** Adds a pebble (no two may share a place: see {@link #indexOf}). */
    public void add(int x, int y, byte colour) {
        if (size == xs.length) {
            xs = Arrays.copyOf(xs, size * 2);
            ys = Arrays.copyOf(ys, size * 2);
            colours = Arrays.copyOf(colours, size * 2);
        }
        xs[size] = x;
        ys[size] = y;
        colours[size++] = colour;
    }

    public int size() {
        return size;
    }

    public int x(int i) {
        return xs[i];
    }

    public int y(int i) {
        return ys[i];
    }

    public byte colour(int i) {
        return colours[i];
    }

    private int[] table;

    /**
     * Builds the hash table of places.
     *
     * @return the index of the first pebble that shares its place with an earlier one, or -1
     */
    public int index() {
        int cap = 4;
        while (cap < size * 2) cap *= 2;
        table = new int[cap];
        Arrays.fill(table, -1);
        for (int i = 0; i < size; i++) {
            int h = slot(xs[i], ys[i], cap - 1);
            while (table[h] >= 0) {
                int o = table[h];
                if (xs[o] == xs[i] && ys[o] == ys[i]) return i;
                h = (h + 1) & (cap - 1);
            }
            table[h] = i;
        }
        return -1;
    }

    /** Solves the configuration (building the table first if {@link #index} was not called). */
    public GoneResult solve(boolean eight) {
        if (table == null) index();
        byte[] c = Arrays.copyOf(colours, size);
        int[] queue = new int[size];
        int tail = 0, blacks = 0;
        for (int i = 0; i < size; i++) {
            if (c[i] == GoneGrid.WHITE) queue[tail++] = i;
            else blacks++;
        }
        int whites = tail, head = 0, rounds = 0;
        while (head < tail) {
            int end = tail;
            for (; head < end; head++) {
                int i = queue[head];
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        if (dx == 0 && dy == 0 || !eight && dx != 0 && dy != 0) continue;
                        int j = find(xs[i] + dx, ys[i] + dy);
                        if (j >= 0 && c[j] == GoneGrid.BLACK) {
                            c[j] = GoneGrid.WHITE;
                            queue[tail++] = j;
                        }
                    }
                }
            }
            if (tail > end) rounds++;
        }
        return new GoneResult(rounds, tail - whites < blacks);
    }

    /** The pebble at (x, y), or -1. */
    private int find(int x, int y) {
        if (x < 0 || y < 0) return -1;
        int mask = table.length - 1;
        for (int h = slot(x, y, mask); ; h = (h + 1) & mask) {
            int i = table[h];
            if (i < 0) return -1;
            if (xs[i] == x && ys[i] == y) return i;
        }
    }

    private static int slot(int x, int y, int mask) {
        int h = x * 0x9E3779B1 + y * 0x85EBCA6B;
        h ^= h >>> 15;
        h *= 0x2C1B3C6D;
        h ^= h >>> 13;
        return h & mask;
    }

    /** Whether the pebbles fit a dense grid of reasonable size (at most 4 places a pebble, or 4 million, and a grid file's side). */
    public boolean fitsGrid(int maxX, int maxY) {
        // no wider or taller than a grid file may be, so that the grid written back reads back
        if (maxX >= GoneFormat.MAX_SIDE || maxY >= GoneFormat.MAX_SIDE) return false;
        double area = ((double) maxX + 3) * ((double) maxY + 3);
        return area <= Math.max(4.0 * size, 1 << 22);
    }

    /** The pebbles as a dense grid whose size is given by the largest coordinates. */
    public GoneGrid toGrid() {
        int maxX = -1, maxY = -1;
        for (int i = 0; i < size; i++) {
            maxX = Math.max(maxX, xs[i]);
            maxY = Math.max(maxY, ys[i]);
        }
        GoneGrid g = new GoneGrid(maxX + 1, maxY + 1);
        for (int i = 0; i < size; i++) g.set(xs[i], ys[i], colours[i]);
        return g;
    }
}
