package parlour.arrows;

import static parlour.words.Tr.t;

import java.util.Arrays;
import java.util.List;
import parlour.match.Text;

/**
 * A starting board, as the seed's board file describes it: the size, the first and the second player's
 * pieces with their directions, and the cells blocked from the start (kept in file order, so that a
 * board read from a file is written back byte for byte). Coordinates are 1-based, x from the left, y from the top.
 */
public final class ArrowsBoard {
    public static final int MIN = 4, MAX = 10;
    public final int cols, rows;
    /** The first player's piece (the board file's second pair) and the second player's: x, y, direction. */
    public final int x1, y1, d1, x2, y2, d2;

    private final int[] blocked;
    private final boolean[] blockedCell;

    private ArrowsBoard(int cols, int rows, int x1, int y1, int d1, int x2, int y2, int d2, int[] blocked) {
        this.cols = cols;
        this.rows = rows;
        this.x1 = x1;
        this.y1 = y1;
        this.d1 = d1;
        this.x2 = x2;
        this.y2 = y2;
        this.d2 = d2;
        this.blocked = blocked;
        blockedCell = new boolean[cols * rows];
        for (int i = 0; i < blocked.length; i += 2) blockedCell[(blocked[i + 1] - 1) * cols + blocked[i] - 1] = true;
    }

    /**
     * The board the pairs describe, in the board file's order (M N, X1 Y1, X2 Y2, D1 D2, then blocked X Y).
     *
     * @throws IllegalArgumentException "SOURCE: pair K ...: what is wrong"
     */
    public static ArrowsBoard of(int[] v, String source) {
        return of(v, source, null);
    }

    /**
     * The board the pairs describe, each error naming the pair where {@code places} is null, else
     * {@code places[k - 1]} for pair k (the text format names the line it came from).
     *
     * @throws IllegalArgumentException "SOURCE: pair K ...: what is wrong" or "SOURCE: line L ...: what is wrong"
     */
    static ArrowsBoard of(int[] v, String source, String[] places) {
        int pairs = v.length / 2;
        if (pairs < 4) {
            throw new IllegalArgumentException(t(
                    "{0}: pair {1} is missing: a board needs at least 4 pairs (size, first piece, second piece,"
                            + " directions)",
                    source, pairs + 1));
        }
        int m = v[0], n = v[1];
        if (m < MIN || m > MAX || n < MIN || n > MAX) {
            throw new IllegalArgumentException(
                    t("{0} ({1}, {2}): the size must be from 4 to 10 each way", where(source, places, 1), m, n));
        }
        for (int k = 2; k <= 3; k++) {
            int x = v[2 * k - 2], y = v[2 * k - 1];
            if (x < 1 || x > m || y < 1 || y > n) {
                String at = where(source, places, k);
                throw new IllegalArgumentException(
                        k == 2
                                ? t("{0} ({1}, {2}): the first player's piece is off the {3}x{4} board", at, x, y, m, n)
                                : t(
                                        "{0} ({1}, {2}): the second player's piece is off the {3}x{4} board",
                                        at, x, y, m, n));
            }
        }
        if (v[2] == v[4] && v[3] == v[5]) {
            throw new IllegalArgumentException(
                    t("{0} ({1}, {2}): both pieces are on the same cell", where(source, places, 3), v[4], v[5]));
        }
        if (v[6] < 0 || v[6] > 7 || v[7] < 0 || v[7] > 7) {
            throw new IllegalArgumentException(
                    t("{0} ({1}, {2}): directions must be from 0 to 7", where(source, places, 4), v[6], v[7]));
        }
        boolean[] seen = new boolean[m * n];
        seen[(v[3] - 1) * m + v[2] - 1] = true;
        seen[(v[5] - 1) * m + v[4] - 1] = true;
        for (int k = 5; k <= pairs; k++) {
            int x = v[2 * k - 2], y = v[2 * k - 1];
            String at = where(source, places, k);
            if (x < 1 || x > m || y < 1 || y > n)
                throw new IllegalArgumentException(
                        t("{0} ({1}, {2}): the blocked cell is off the {3}x{4} board", at, x, y, m, n));
            if (seen[(y - 1) * m + x - 1])
                throw new IllegalArgumentException(
                        t("{0} ({1}, {2}): the cell is already taken by a piece or an earlier blocked cell", at, x, y));
            seen[(y - 1) * m + x - 1] = true;
        }
        return new ArrowsBoard(m, n, v[2], v[3], v[6], v[4], v[5], v[7], Arrays.copyOfRange(v, 8, pairs * 2));
    }

    /** "board.bin: pair 3" or "board.txt: line 4": the file and the place in it (a line's place given in words). */
    private static String where(String source, String[] places, int k) {
        return source + ": " + (places == null ? t("pair {0}", k) : places[k - 1]);
    }

    /** The board in the setup command's words: {@code M N X1 Y1 D1 X2 Y2 D2 [X Y ...]}, the value of the board option. */
    public String setupText() {
        StringBuilder sb = new StringBuilder();
        sb.append(cols)
                .append(' ')
                .append(rows)
                .append(' ')
                .append(x1)
                .append(' ')
                .append(y1)
                .append(' ')
                .append(d1)
                .append(' ')
                .append(x2)
                .append(' ')
                .append(y2)
                .append(' ')
                .append(d2);
        for (int b : blocked) sb.append(' ').append(b);
        return sb.toString();
    }

    /**
     * A board in the setup command's words.
     *
     * @throws IllegalArgumentException naming {@code source} and what is wrong
     */
    public static ArrowsBoard parseSetup(List<String> words, String source) {
        if (words.size() < 8 || words.size() % 2 != 0 || words.size() > 2 * MAX * MAX + 8) {
            throw new IllegalArgumentException(t(
                    "{0}: write M N X1 Y1 D1 X2 Y2 D2 and then blocked cells as X Y pairs, like 8 8 2 2 3 7 7 7",
                    source));
        }
        int[] v = new int[words.size()];
        for (int i = 0; i < v.length; i++) {
            String w = words.get(i);
            int d = i == 4 || i == 7 ? Direction.parse(w) : -1;
            v[i] = d >= 0 ? d : BoardNumbers.number(w, t("{0}: {1} is not a number", source, Text.quote(w)));
        }
        // the file's order: size, piece 1, piece 2, directions, blocked
        int[] f = new int[v.length];
        f[0] = v[0];
        f[1] = v[1];
        f[2] = v[2];
        f[3] = v[3];
        f[4] = v[5];
        f[5] = v[6];
        f[6] = v[4];
        f[7] = v[7];
        System.arraycopy(v, 8, f, 8, v.length - 8);
        return of(f, source);
    }

    /** The pairs in the board file's order. */
    public int[] pairs() {
        int[] v = new int[8 + blocked.length];
        v[0] = cols;
        v[1] = rows;
        v[2] = x1;
        v[3] = y1;
        v[4] = x2;
        v[5] = y2;
        v[6] = d1;
        v[7] = d2;
        System.arraycopy(blocked, 0, v, 8, blocked.length);
        return v;
    }

    public boolean isBlocked(int x, int y) {
        return blockedCell[(y - 1) * cols + x - 1];
    }

    public int blockedCount() {
        return blocked.length / 2;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ArrowsBoard && Arrays.equals(pairs(), ((ArrowsBoard) o).pairs());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(pairs());
    }

    @Override
    public String toString() {
        return setupText();
    }
}
