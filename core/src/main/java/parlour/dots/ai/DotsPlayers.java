package parlour.dots.ai;

import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.game.LevelTable;
import parlour.game.Players;

/** The Dots and Boxes computer players: the table seats, menus and the engine take one from by level. */
public final class DotsPlayers {
    private DotsPlayers() {}

    /** A row for each level the rules name: its player and the longest it thinks (easy and medium answer at once). */
    public static final Players<DotsPosition> LEVELS = new LevelTable<DotsPosition>(
            DotsGame.RULES.players(),
            LevelTable.level("easy", 0, (p, random, maxMillis) -> new SeedPlayer(p, random)),
            LevelTable.level("medium", 0, (p, random, maxMillis) -> new MediumPlayer(p, random)),
            LevelTable.level("strong", 950, StrongPlayer::new));

    /**
     * How long a level tries to solve a position exactly before it falls back on judging it (0 for levels
     * that never solve): a position the solver settles within this time gets a perfect line.
     *
     * @throws IllegalArgumentException for a level not in the game's levels, naming the known ones
     */
    public static double solveMillis(String level) {
        double think = LEVELS.thinkMillis(level);
        return "strong".equals(level) ? think - StrongPlayer.FALLBACK_MILLIS : 0;
    }
}
