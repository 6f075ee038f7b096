package parlour.morris.ai;

import parlour.morris.MorrisRules;

/**
 * Where the players and the engine's {@code solve} find the Six Men's Morris database: the launcher that has it
 * (the desktop, from its jar) hands in a {@link Source}; without one ({@link #NONE}, the web widget) the strong
 * player searches instead.
 */
public final class MorrisDatabase {
    /** Gives the table for a flying rule once it is loaded; until then null (and it may start loading). */
    public interface Source {
        MorrisTable table(boolean flying);
    }

    /** No database: every level searches. */
    public static final MorrisDatabase NONE = new MorrisDatabase(null);

    private final Source source;

    /** @param source the tables, or null for none */
    public MorrisDatabase(Source source) {
        this.source = source;
    }

    /** The loaded table that covers {@code rules}, or null. */
    public MorrisTable tableFor(MorrisRules rules) {
        if (source == null) return null;
        MorrisTable t = source.table(rules.flying);
        return t != null && t.covers(rules) ? t : null;
    }
}
