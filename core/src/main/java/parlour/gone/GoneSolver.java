package parlour.gone;

import java.util.Arrays;

/**
 * Solves Gone in time linear in the number of places, whatever the number of rounds: a breadth-first
 * search from all the white pebbles at once, layer by layer, where layer r is the black pebbles that
 * turn in round r. The rounds are the number of layers; a black pebble the search never reaches remains.
 */
public final class GoneSolver {
    /** A pebble that never turns, in {@link #distances}. */
    public static final int NEVER = Integer.MAX_VALUE;

    private GoneSolver() {}

    /** Solves a copy of {@code grid}. */
    public static GoneResult solve(GoneGrid grid, boolean eight) {
        return solveInPlace(grid.copy(), eight);
    }

    /** Solves {@code grid}, leaving every pebble that turns white in it (the fastest, for large files). */
    public static GoneResult solveInPlace(GoneGrid grid, boolean eight) {
        return run(grid.cells, grid.stride, eight, null);
    }

    /**
     * The round in which each place turns white, indexed like {@link GoneGrid#cells}: 0 for the white
     * pebbles, {@link #NEVER} for black pebbles that remain, -1 for holes. The result goes in {@code out[0]}.
     */
    public static int[] distances(GoneGrid grid, boolean eight, GoneResult[] out) {
        byte[] cells = Arrays.copyOf(grid.cells, grid.cells.length);
        int[] dist = new int[cells.length];
        for (int i = 0; i < cells.length; i++)
            dist[i] = cells[i] == GoneGrid.HOLE ? -1 : cells[i] == GoneGrid.WHITE ? 0 : NEVER;
        GoneResult r = run(cells, grid.stride, eight, dist);
        if (out != null) out[0] = r;
        return dist;
    }

    private static GoneResult run(byte[] c, int stride, boolean eight, int[] dist) {
        int blacks = 0, pebbles = 0, tail = 0;
        for (byte b : c) {
            // holes are 0, black 1, white 2: one pass counts both kinds
            pebbles += b == GoneGrid.HOLE ? 0 : 1;
            blacks += b & 1;
        }
        int[] queue = new int[pebbles];
        for (int i = 0; i < c.length; i++) if (c[i] == GoneGrid.WHITE) queue[tail++] = i;
        int whites = tail;
        int head = 0, rounds = 0;
        byte black = GoneGrid.BLACK, white = GoneGrid.WHITE;
        // the neighbours' offsets in the padded grid (the border is holes, so no offset leaves it)
        int[] steps = eight
                ? new int[] {-1, 1, -stride - 1, -stride, -stride + 1, stride - 1, stride, stride + 1}
                : new int[] {-1, 1, -stride, stride};
        while (head < tail) {
            int end = tail;
            int round = rounds + 1;
            for (; head < end; head++) {
                int i = queue[head];
                for (int step : steps) {
                    int j = i + step;
                    if (c[j] == black) {
                        c[j] = white;
                        queue[tail++] = j;
                    }
                }
            }
            if (dist != null) for (int q = end; q < tail; q++) dist[queue[q]] = round;
            if (tail > end) rounds++;
        }
        return new GoneResult(rounds, tail - whites < blacks);
    }
}
