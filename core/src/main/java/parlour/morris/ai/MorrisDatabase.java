package parlour.morris.ai;

import parlour.morris.MorrisRules;

/**
 * Where the players find the Six Men's Morris database. A launcher that has it (the desktop, from its jar)
 * installs a {@link Source}; without one (the web widget) the strong player searches instead.
 */
public final class MorrisDatabase {
    /** Gives the table for a flying rule once it is loaded; until then null (and it may start loading). */
    public interface Source {
        MorrisTable table(boolean flying);
    }

    private static Source source;

    private MorrisDatabase() {}

    public static synchronized void install(Source s) { source = s; }

    /** The loaded table that covers {@code rules}, or null. */
    public static synchronized MorrisTable tableFor(MorrisRules rules) {
        if (source == null) return null;
        MorrisTable t = source.table(rules.flying);
        return t != null && t.covers(rules) ? t : null;
    }
}
