package parlour.arrows.ai;

import java.util.Random;
import parlour.arrows.ArrowsPosition;
import parlour.match.Text;
import parlour.match.Thinker;

/** The computer levels: easy (a noisy one-move look at the territory), medium (a 2-ply search), strong (deep search). */
public final class ArrowsPlayers {
    private ArrowsPlayers() {}

    public static double thinkMillis(String level) {
        if (level.equals("strong")) return 2000;
        if (level.equals("medium")) return 300;
        if (level.equals("easy")) return 0;
        throw new IllegalArgumentException("unknown level " + Text.quote(level));
    }

    public static Thinker create(String level, ArrowsPosition p, Random random, double maxMillis) {
        if (level.equals("easy")) return new EasyPlayer(p, random);
        if (level.equals("medium"))
            return new SearchPlayer(p, random, Math.min(maxMillis, thinkMillis(level)), 2, false);
        if (level.equals("strong")) return new SearchPlayer(p, random, maxMillis, Search.MAX_PLY - 2, true);
        throw new IllegalArgumentException("unknown level " + Text.quote(level));
    }

    /**
     * The move when there is nothing to search: a win at once, any move when the opponent is already stuck,
     * the only safe move, or (with no safe move) a move that at least does not point at a taken cell. -1 otherwise.
     */
    static int obvious(SearchBoard b, Random random) {
        int s = b.target[b.side], o = b.target[b.side ^ 1];
        if (b.adjacent(s, o)) return b.directionTo(s, o);
        int[] safe = new int[8];
        int n = b.safeMoves(safe, 0);
        if (b.occupied[o] != 0) return n > 0 ? safe[0] : anyOpen(b, s, random);
        if (n == 1) return safe[0];
        if (n == 0) return anyOpen(b, s, random);
        return -1;
    }

    private static int anyOpen(SearchBoard b, int s, Random random) {
        int start = random.nextInt(8);
        for (int i = 0; i < 8; i++) {
            int d = (start + i) % 8;
            if (b.occupied[s + b.delta[d]] == 0) return d;
        }
        return start;
    }
}
