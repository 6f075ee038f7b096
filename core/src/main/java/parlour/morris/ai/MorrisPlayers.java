package parlour.morris.ai;

import static parlour.words.Tr.t;

import java.util.Random;
import parlour.game.LevelNote;
import parlour.match.Text;
import parlour.match.Thinker;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisPosition;

/** The Morris computer players by level name: the one place seats, menus and the engine ask for one. */
public final class MorrisPlayers {
    /** Plies the medium player looks ahead. */
    static final int MEDIUM_DEPTH = 3;

    static final double STRONG_MILLIS = 900;

    private MorrisPlayers() {}

    /** A player with no database: the strong level searches. @throws IllegalArgumentException for an unknown level */
    public static Thinker create(String level, MorrisPosition p, Random random, double maxMillis) {
        return create(level, p, random, maxMillis, MorrisDatabase.NONE);
    }

    /** @throws IllegalArgumentException for an unknown level, naming the known ones */
    public static Thinker create(
            String level, MorrisPosition p, Random random, double maxMillis, MorrisDatabase database) {
        if ("easy".equals(level)) return new SeedPlayer(p, random);
        if ("medium".equals(level)) return new SearchPlayer(p, random, MEDIUM_DEPTH, 10_000, 14);
        if ("strong".equals(level)) {
            MorrisTable table = database.tableFor(p.rules);
            if (table != null) return new TablePlayer(p, table, random);
            return new SearchPlayer(p, random, 64, maxMillis, 18);
        }
        throw unknown(level);
    }

    /** What a level plays by: the strong level in Six Men's Morris plays from the table once it has loaded. */
    public static LevelNote note(String level, MorrisPosition p, MorrisDatabase database) {
        return "strong".equals(level) ? database.note(p.rules) : null;
    }

    public static double thinkMillis(String level) {
        if ("easy".equals(level) || "medium".equals(level)) return 0;
        if ("strong".equals(level)) return STRONG_MILLIS;
        throw unknown(level);
    }

    /** The easy player's (the seed's) value of moving a piece from {@code from} (or placing one) to {@code to}. */
    public static int seedValue(MorrisPosition p, int from, int to) {
        return SeedPlayer.value(p, from, to);
    }

    private static IllegalArgumentException unknown(String level) {
        return new IllegalArgumentException(t(
                "unknown level '{0}': the levels are {1}",
                level, Text.join(MorrisGame.SIX.players().levels())));
    }
}
