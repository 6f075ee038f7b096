package parlour.gone;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The soak's slow reference for Gone's rounds and edits: a board as rows of letters ('B', 'W', '.'), the
 * automaton stepped one round at a time (every black pebble with a white neighbour turns, all at once),
 * and the editor's moves applied by hand. It shares no code with the solver, the runs or the game.
 */
final class GoneRounds {
    private GoneRounds() {}

    /** The board as rows of letters, with each seed a white pebble. */
    static char[][] letters(GoneBoard b, int[] seeds) {
        char[][] g = new char[b.height][b.width];
        for (int y = 0; y < b.height; y++) {
            for (int x = 0; x < b.width; x++)
                g[y][x] = b.get(x, y) == GoneGrid.BLACK ? 'B' : b.get(x, y) == GoneGrid.WHITE ? 'W' : '.';
        }
        if (seeds != null) for (int s : seeds) g[s / b.width][s % b.width] = 'W';
        return g;
    }

    /** Every round's board from the start until nothing changes: the first is the start, the last the end. */
    static List<char[][]> rounds(char[][] start, boolean eight) {
        List<char[][]> out = new ArrayList<>();
        out.add(start);
        while (true) {
            char[][] g = out.get(out.size() - 1), next = new char[g.length][];
            boolean changed = false;
            for (int y = 0; y < g.length; y++) {
                next[y] = Arrays.copyOf(g[y], g[y].length);
                for (int x = 0; x < g[y].length; x++) {
                    if (g[y][x] != 'B') continue;
                    for (int dy = -1; dy <= 1; dy++) {
                        for (int dx = -1; dx <= 1; dx++) {
                            if ((dx != 0 || dy != 0) && (eight || dx == 0 || dy == 0) && at(g, x + dx, y + dy) == 'W')
                                next[y][x] = 'W';
                        }
                    }
                    changed |= next[y][x] == 'W';
                }
            }
            if (!changed) return out;
            out.add(next);
        }
    }

    private static char at(char[][] g, int x, int y) {
        return y < 0 || y >= g.length || x < 0 || x >= g[y].length ? '.' : g[y][x];
    }

    static boolean blackLeft(char[][] g) {
        for (char[] row : g) for (char c : row) if (c == 'B') return true;
        return false;
    }

    /** The board a paint, clear, fill or board import leaves, or null for a move this reference does not redo (random-N, play). */
    static char[][] edited(char[][] g, String move) {
        int h = g.length, w = h == 0 ? 0 : g[0].length;
        if (move.equals("clear") || move.equals("fill")) {
            char[][] out = new char[h][w];
            for (char[] row : out) Arrays.fill(row, move.equals("fill") ? 'B' : '.');
            return out;
        }
        if (move.startsWith("board:")) {
            String[] rows = move.substring(6).split("/", -1);
            int last = rows.length, width = 0;
            while (last > 0 && rows[last - 1].isEmpty()) last--;
            for (int y = 0; y < last; y++) width = Math.max(width, rows[y].length());
            char[][] out = new char[last][width];
            for (int y = 0; y < last; y++)
                for (int x = 0; x < width; x++) out[y][x] = x < rows[y].length() ? rows[y].charAt(x) : '.';
            return out;
        }
        char c = move.charAt(0);
        if (c != 'b' && c != 'w' && c != 'h') return null;
        String[] xy = move.substring(1).split(",");
        char[][] out = new char[h][];
        for (int y = 0; y < h; y++) out[y] = Arrays.copyOf(g[y], w);
        out[Integer.parseInt(xy[1])][Integer.parseInt(xy[0])] = c == 'b' ? 'B' : c == 'w' ? 'W' : '.';
        return out;
    }

    static boolean same(char[][] a, char[][] b) {
        if (a.length != b.length) return false;
        for (int y = 0; y < a.length; y++) if (!Arrays.equals(a[y], b[y])) return false;
        return true;
    }
}
