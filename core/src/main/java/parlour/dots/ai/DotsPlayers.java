package parlour.dots.ai;

import static parlour.words.Tr.t;

import java.util.Random;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.match.Text;
import parlour.match.Thinker;

/** The Dots and Boxes computer players by level name: the one place seats, menus and the engine ask for one. */
public final class DotsPlayers {
    private DotsPlayers() {}

    /**
     * A computer player choosing the next line for the side to move in {@code position}, taking the level's
     * usual time ({@link #thinkMillis}).
     *
     * @throws IllegalArgumentException for a level not in the game's levels, naming the known ones
     */
    public static Thinker create(String level, DotsPosition position, Random random) {
        return create(level, position, random, thinkMillis(level));
    }

    /**
     * A computer player that takes at most about {@code maxMillis} of wall-clock time from its first
     * {@code think} call (levels that answer at once ignore it).
     *
     * @throws IllegalArgumentException for a level not in the game's levels, naming the known ones
     */
    public static Thinker create(String level, DotsPosition position, Random random, double maxMillis) {
        if ("easy".equals(level)) return new SeedPlayer(position, random);
        if ("medium".equals(level)) return new MediumPlayer(position, random);
        if ("strong".equals(level)) return new StrongPlayer(position, random, maxMillis);
        throw unknown(level);
    }

    /** The wall-clock time a level takes for a move at most: 0 for levels that answer at once. */
    public static double thinkMillis(String level) {
        if ("easy".equals(level) || "medium".equals(level)) return 0;
        if ("strong".equals(level)) return 950;
        throw unknown(level);
    }

    /**
     * How long a level tries to solve a position exactly before it falls back on judging it (0 for levels
     * that never solve): a position the solver settles within this time gets a perfect line.
     */
    public static double solveMillis(String level) {
        if ("strong".equals(level)) return thinkMillis(level) - StrongPlayer.FALLBACK_MILLIS;
        thinkMillis(level);
        return 0;
    }

    private static IllegalArgumentException unknown(String level) {
        return new IllegalArgumentException(t(
                "unknown level {0}: the levels are {1}",
                Text.quote(level), Text.join(DotsGame.RULES.players().levels())));
    }
}
