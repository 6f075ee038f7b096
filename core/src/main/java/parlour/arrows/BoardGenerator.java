package parlour.arrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random fair boards: blocked cells and the two pieces placed symmetrically under a half turn (the second
 * piece points the opposite way), with both next cells free, apart, and with room to go on.
 */
public final class BoardGenerator {
    private BoardGenerator() {}

    /** The most blocked cells a board of this size gets (a third of it). */
    public static int maxBlocked(int cols, int rows) {
        return cols * rows / 3;
    }

    public static ArrowsBoard generate(int cols, int rows, int blocked, Random random) {
        int want = Math.min(blocked, maxBlocked(cols, rows));
        for (int attempt = 0; ; attempt++) {
            if (attempt > 200) want = want * 3 / 4;
            ArrowsBoard b = attempt(cols, rows, want, random);
            if (b != null) return b;
        }
    }

    private static ArrowsBoard attempt(int cols, int rows, int want, Random random) {
        int n = cols * rows;
        boolean[] taken = new boolean[n];
        List<Integer> pairs = new ArrayList<>();
        int placed = 0, guard = 0;
        while (placed < want && guard++ < 1000) {
            int c = random.nextInt(n), m = n - 1 - c;
            if (taken[c] || (c == m && (want - placed) % 2 == 0) || (c != m && want - placed < 2)) continue;
            for (int cell : c == m ? new int[] {c} : new int[] {c, m}) {
                taken[cell] = true;
                pairs.add(cell % cols + 1);
                pairs.add(cell / cols + 1);
                placed++;
            }
        }
        int a = random.nextInt(n), b = n - 1 - a;
        if (a == b || taken[a] || taken[b]) return null;
        int d = random.nextInt(8);
        int ta = step(a, d, cols, rows), tb = step(b, (d + 4) % 8, cols, rows);
        if (ta < 0 || tb < 0 || taken[ta] || taken[tb] || ta == b || tb == a || ta == tb) return null;
        int dx = Math.abs(ta % cols - tb % cols), dy = Math.abs(ta / cols - tb / cols);
        if (Math.max(dx, dy) < 2) return null;
        taken[a] = taken[b] = true;
        if (freeAround(ta, taken, cols, rows) < 3) return null;
        int[] v = new int[8 + pairs.size()];
        v[0] = cols;
        v[1] = rows;
        v[2] = a % cols + 1;
        v[3] = a / cols + 1;
        v[4] = b % cols + 1;
        v[5] = b / cols + 1;
        v[6] = d;
        v[7] = (d + 4) % 8;
        for (int i = 0; i < pairs.size(); i++) v[8 + i] = pairs.get(i);
        return ArrowsBoard.of(v, "generator");
    }

    private static int step(int cell, int d, int cols, int rows) {
        int x = cell % cols + Direction.DX[d], y = cell / cols + Direction.DY[d];
        return x < 0 || y < 0 || x >= cols || y >= rows ? -1 : y * cols + x;
    }

    private static int freeAround(int cell, boolean[] taken, int cols, int rows) {
        int free = 0;
        for (int d = 0; d < 8; d++) {
            int t = step(cell, d, cols, rows);
            if (t >= 0 && !taken[t]) free++;
        }
        return free;
    }
}
