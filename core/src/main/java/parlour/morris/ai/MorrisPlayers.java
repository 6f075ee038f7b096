package parlour.morris.ai;

import parlour.game.LevelNote;
import parlour.game.LevelTable;
import parlour.game.Players;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisPosition;

/** The Morris computer players: the table seats, menus and the engine take one from by level. */
public final class MorrisPlayers {
    /** Plies the medium player looks ahead. */
    static final int MEDIUM_DEPTH = 3;

    static final double STRONG_MILLIS = 900;

    private MorrisPlayers() {}

    /**
     * A row for each level the rules name: its player and the longest it thinks (easy and medium answer at once). The
     * strong level plays from {@code database}'s table of a board once it has loaded (and says so), else it searches,
     * with the database's table of three men a side where it has one.
     */
    public static Players<MorrisPosition> levels(MorrisDatabase database) {
        return new LevelTable<MorrisPosition>(
                MorrisGame.SIX.players(),
                LevelTable.level("easy", 0, (p, random, maxMillis) -> new SeedPlayer(p, random)),
                LevelTable.level(
                        "medium", 0, (p, random, maxMillis) -> new SearchPlayer(p, random, MEDIUM_DEPTH, 10_000, 14)),
                LevelTable.level("strong", STRONG_MILLIS, (p, random, maxMillis) -> {
                    MorrisTable table = database.tableFor(p.rules);
                    if (table != null) return new TablePlayer(p, table, random);
                    return new SearchPlayer(p, random, 64, maxMillis, 18, database.endingsFor(p));
                })) {
            @Override
            public LevelNote note(String level, MorrisPosition p) {
                return "strong".equals(level) ? database.note(p.rules) : null;
            }
        };
    }

    /** The levels with no database: the strong level searches. */
    public static final Players<MorrisPosition> SEARCHING = levels(MorrisDatabase.NONE);

    /** The easy player's (the seed's) value of moving a piece from {@code from} (or placing one) to {@code to}. */
    public static int seedValue(MorrisPosition p, int from, int to) {
        return SeedPlayer.value(p, from, to);
    }
}
