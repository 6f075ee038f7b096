package parlour.game;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import parlour.match.Text;
import parlour.match.Thinker;

/**
 * A game's computer players as one table: a row for each level its rules name, with the longest the level thinks and
 * how its player is made, so that a level is looked up in one place and a table that misses a level fails when made.
 * With no rows it holds the level names alone, for a game put together without its computer. A game whose levels say
 * what they play by overrides {@link #note} (a subclass, not a function handed in: the web compiler would call the one
 * game's function directly from every game's code and put that game in every page).
 */
public class LevelTable<P> implements Players<P> {
    /** Makes a level's computer player for the side to move in {@code position}, taking about {@code maxMillis}. */
    public interface Maker<P> {
        Thinker make(P position, Random random, double maxMillis);
    }

    /** One level's row. */
    public static final class Row<P> {
        final String level;
        final double thinkMillis;
        final Maker<P> maker;

        private Row(String level, double thinkMillis, Maker<P> maker) {
            this.level = level;
            this.thinkMillis = thinkMillis;
            this.maker = maker;
        }
    }

    private final String[] levels;
    private final String defaultLevel;
    private final List<Row<P>> rows;

    /** The level names alone: {@code levels}, weakest first, and the one seats take unless told. */
    public LevelTable(String[] levels, String defaultLevel) {
        this(levels, defaultLevel, new ArrayList<Row<P>>());
    }

    /** The levels {@code names} (the rules) name, played by {@code rows}, one for each of them. */
    @SafeVarargs
    public LevelTable(Players<P> names, Row<P>... rows) {
        this(names.levels(), names.defaultLevel(), Arrays.asList(rows));
        List<String> named = Arrays.asList(levels);
        for (String level : levels) row(level);
        for (Row<P> r : rows)
            if (!named.contains(r.level)) throw new IllegalArgumentException("the rules name no level " + r.level);
    }

    private LevelTable(String[] levels, String defaultLevel, List<Row<P>> rows) {
        if (!Arrays.asList(levels).contains(defaultLevel))
            throw new IllegalArgumentException("the default level is not a level: " + defaultLevel);
        this.levels = Arrays.copyOf(levels, levels.length);
        this.defaultLevel = defaultLevel;
        this.rows = rows;
    }

    /** A row of the table: {@code level} takes at most {@code thinkMillis} a move (0: it answers at once). */
    public static <P> Row<P> level(String level, double thinkMillis, Maker<P> maker) {
        return new Row<>(level, thinkMillis, maker);
    }

    @Override
    public String[] levels() {
        return Arrays.copyOf(levels, levels.length);
    }

    @Override
    public String defaultLevel() {
        return defaultLevel;
    }

    @Override
    public Thinker computer(String level, P position, Random random, double maxMillis) {
        return row(level).maker.make(position, random, maxMillis);
    }

    @Override
    public double thinkMillis(String level) {
        return row(level).thinkMillis;
    }

    /** Nothing to say of any level; see the class comment. */
    @Override
    public LevelNote note(String level, P position) {
        return null;
    }

    private Row<P> row(String level) {
        if (rows.isEmpty()) throw new IllegalStateException("this game was put together without its computer players");
        for (Row<P> r : rows) if (r.level.equals(level)) return r;
        if (Arrays.asList(levels).contains(level)) throw new IllegalStateException("the table has no row for " + level);
        throw new IllegalArgumentException(
                t("unknown level {0}: the levels are {1}", Text.quote(level), Text.join(levels)));
    }
}
