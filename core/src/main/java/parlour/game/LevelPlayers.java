package parlour.game;

import java.util.Arrays;
import java.util.Random;
import parlour.match.Thinker;

/** Players made from a game's level list and its factory functions, so a game's AI package stays plain statics. */
public final class LevelPlayers<P> implements Players<P> {
    /** Makes the computer player of a level. */
    public interface Factory<P> {
        Thinker create(String level, P position, Random random, double maxMillis);
    }

    /** The think time of a level. */
    public interface Timing {
        double thinkMillis(String level);
    }

    /** What a level plays by ({@link Players#note}). */
    public interface Notes<P> {
        LevelNote note(String level, P position);
    }

    private final String[] levels;
    private final String defaultLevel;
    private final Factory<P> factory;
    private final Timing timing;
    private final Notes<P> notes;

    public LevelPlayers(String[] levels, String defaultLevel, Factory<P> factory, Timing timing) {
        this(levels, defaultLevel, factory, timing, null);
    }

    /** The levels and the default level of {@code names} (a game's rules name them), played by these factories. */
    public LevelPlayers(Players<P> names, Factory<P> factory, Timing timing) {
        this(names, factory, timing, null);
    }

    /** @param notes what a level plays by, or null for nothing to say */
    public LevelPlayers(Players<P> names, Factory<P> factory, Timing timing, Notes<P> notes) {
        this(names.levels(), names.defaultLevel(), factory, timing, notes);
    }

    /** @param notes what a level plays by, or null for nothing to say */
    public LevelPlayers(String[] levels, String defaultLevel, Factory<P> factory, Timing timing, Notes<P> notes) {
        if (!Arrays.asList(levels).contains(defaultLevel))
            throw new IllegalArgumentException("the default level is not a level: " + defaultLevel);
        this.levels = Arrays.copyOf(levels, levels.length);
        this.defaultLevel = defaultLevel;
        this.factory = factory;
        this.timing = timing;
        this.notes = notes;
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
        return factory.create(level, position, random, maxMillis);
    }

    @Override
    public double thinkMillis(String level) {
        return timing.thinkMillis(level);
    }

    @Override
    public LevelNote note(String level, P position) {
        return notes == null ? null : notes.note(level, position);
    }
}
