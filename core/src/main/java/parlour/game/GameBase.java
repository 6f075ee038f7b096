package parlour.game;

import java.util.Arrays;

/**
 * What every game is put together from besides its rules: its id, title, options and notation, its computer players, its
 * advice and its engine commands. The games hand them over here rather than each answering for them.
 */
public abstract class GameBase<P> implements GameDef<P> {
    private final String id;
    private final String title;
    private final OptionSpec[] options;
    private final Notation<P> notation;
    private final Players<P> players;
    private final Analyst<P> analyst;
    private final EngineExtension<P> engine;

    /**
     * @param id the game's id in save files, pages and the command line
     * @param title its marked title
     * @param options its own options, in menu order
     * @param notation how its moves are written and read
     * @param players its computer players
     * @param analyst its hints and analysis, or null
     * @param engine its engine-protocol commands beyond the shared ones, or null
     */
    protected GameBase(
            String id,
            String title,
            OptionSpec[] options,
            Notation<P> notation,
            Players<P> players,
            Analyst<P> analyst,
            EngineExtension<P> engine) {
        this.id = id;
        this.title = title;
        this.options = options;
        this.notation = notation;
        this.players = players;
        this.analyst = analyst;
        this.engine = engine;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final OptionSpec[] options() {
        return Arrays.copyOf(options, options.length);
    }

    @Override
    public final Notation<P> notation() {
        return notation;
    }

    @Override
    public final Players<P> players() {
        return players;
    }

    @Override
    public final Analyst<P> analyst() {
        return analyst;
    }

    @Override
    public final EngineExtension<P> engineExtension() {
        return engine;
    }
}
