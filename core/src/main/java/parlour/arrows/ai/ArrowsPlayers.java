package parlour.arrows.ai;

import java.util.Random;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.game.LevelTable;
import parlour.game.Players;

/**
 * The Arrows computer players, by level: easy (a noisy one-move look at the territory), medium (a 2-ply search),
 * strong (deep search); and the moves every level sees without searching.
 */
public final class ArrowsPlayers {
    private ArrowsPlayers() {}

    private static final double MEDIUM_MILLIS = 300;

    /** A row for each level the rules name: its player and the longest it thinks. */
    public static final Players<ArrowsPosition> LEVELS = new LevelTable<ArrowsPosition>(
            ArrowsGame.RULES.players(),
            LevelTable.level("easy", 0, (p, random, maxMillis) -> new EasyPlayer(p, random)),
            LevelTable.level(
                    "medium",
                    MEDIUM_MILLIS,
                    (p, random, maxMillis) ->
                            new SearchPlayer(p, random, Math.min(maxMillis, MEDIUM_MILLIS), 2, false)),
            LevelTable.level(
                    "strong",
                    2000,
                    (p, random, maxMillis) -> new SearchPlayer(p, random, maxMillis, Search.MAX_PLY - 2, true)));

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
