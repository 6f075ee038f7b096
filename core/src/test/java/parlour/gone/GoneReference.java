package parlour.gone;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The seed's round-by-round simulation, kept as written (a map of coordinates to colours, whites
 * collected at the start of each round), to check the fast solver against.
 */
final class GoneReference {
    private final Map<Long, Boolean> white = new HashMap<>();
    private final boolean eight;

    GoneReference(boolean eight) {
        this.eight = eight;
    }

    void put(int x, int y, boolean isWhite) {
        if (x < 0 || y < 0) throw new IllegalArgumentException("invalid input");
        white.put(key(x, y), isWhite);
    }

    static GoneReference of(GoneGrid g, boolean eight) {
        GoneReference r = new GoneReference(eight);
        for (int y = 0; y < g.height; y++) {
            for (int x = 0; x < g.width; x++)
                if (g.get(x, y) != GoneGrid.HOLE) r.put(x, y, g.get(x, y) == GoneGrid.WHITE);
        }
        return r;
    }

    GoneResult roundsAndBlackPebbleRemains() {
        int rounds = 0;
        while (morePebblesToReplace()) {
            applyReplacementRulesOnce();
            rounds++;
        }
        return new GoneResult(rounds, white.containsValue(false));
    }

    private void applyReplacementRulesOnce() {
        List<Long> whites = new ArrayList<>();
        for (Map.Entry<Long, Boolean> e : white.entrySet()) if (e.getValue()) whites.add(e.getKey());
        for (long c : whites) for (long n : neighbours(c)) if (Boolean.FALSE.equals(white.get(n))) white.put(n, true);
    }

    private boolean morePebblesToReplace() {
        for (Map.Entry<Long, Boolean> e : white.entrySet()) {
            for (long n : neighbours(e.getKey())) {
                Boolean other = white.get(n);
                if (other != null && other != e.getValue()) return true;
            }
        }
        return false;
    }

    private List<Long> neighbours(long c) {
        int x = (int) (c >> 32), y = (int) c;
        List<Long> out = new ArrayList<>();
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                if (dx == 0 && dy == 0 || !eight && dx != 0 && dy != 0) continue;
                if (x + dx >= 0 && y + dy >= 0) out.add(key(x + dx, y + dy));
            }
        }
        return out;
    }

    private static long key(int x, int y) {
        return ((long) x << 32) | y;
    }
}
