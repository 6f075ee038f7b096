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

    private final String[] levels;
    private final String defaultLevel;
    private final Factory<P> factory;
    private final Timing timing;

    public LevelPlayers(String[] levels, String defaultLevel, Factory<P> factory, Timing timing) {
        if (!Arrays.asList(levels).contains(defaultLevel))
            throw new IllegalArgumentException("the default level is not a level: " + defaultLevel);
        this.levels = Arrays.copyOf(levels, levels.length);
        this.defaultLevel = defaultLevel;
        this.factory = factory;
        this.timing = timing;
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
}
