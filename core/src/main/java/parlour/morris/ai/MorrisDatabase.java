package parlour.morris.ai;

import static parlour.words.Tr.t;

import parlour.game.LevelNote;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisPosition;
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

        /** The share of the table loaded so far, 0 to 1. */
        default double progress(boolean flying) {
            return 0;
        }

        /** Why the table could not be had ("it is not in the jar"), or null while it is loading or loaded. */
        default String failure(boolean flying) {
            return null;
        }

        /** Nine Men's Morris's endings, once solved; null until then (asking may start it) or for none. */
        default MorrisEndings endings() {
            return null;
        }
    }

    /** No database: every level searches. */
    public static final MorrisDatabase NONE = new MorrisDatabase(null);

    private final Source source;

    /** @param source the tables, or null for none */
    public MorrisDatabase(Source source) {
        this.source = source;
    }

    /**
     * What the strong player under {@code rules} plays by: "perfect play" from the table, or a search while the
     * table loads (with the share loaded) or after it failed; null where no table could cover the rules. Asking
     * starts the loading.
     */
    public LevelNote note(MorrisRules rules) {
        if (!couldCover(rules)) return null;
        if (tableFor(rules) != null) return new LevelNote(t("perfect play"), -1);
        String failure = source.failure(rules.flying);
        if (failure != null) return new LevelNote(t("searching; the perfect table did not load ({0})", failure), -1);
        double share = source.progress(rules.flying);
        return new LevelNote(t("searching; perfect table {0}%", (int) Math.floor(share * 100)), (float) share);
    }

    /** The loaded table that covers {@code rules}, or null. */
    public MorrisTable tableFor(MorrisRules rules) {
        if (!couldCover(rules)) return null;
        MorrisTable t = source.table(rules.flying);
        return t != null && t.covers(rules) ? t : null;
    }

    /**
     * The solved endings (three men a side, four against three) that the strong player searches into from {@code p},
     * or null: Nine Men's Morris with flying, once every man is placed and at most nine are left (asking starts the
     * solving).
     */
    public MorrisEndings endingsFor(MorrisPosition p) {
        if (source == null || p.rules.board != MorrisBoard.NINE || !p.rules.flying) return null;
        if (p.hand(1) + p.hand(2) > 0 || Integer.bitCount(p.men(1)) + Integer.bitCount(p.men(2)) > 9) return null;
        return source.endings();
    }

    /** Whether a table of the source could answer for {@code rules}: Six Men's Morris, one piece a mill. */
    private boolean couldCover(MorrisRules rules) {
        return source != null && rules.board == MorrisBoard.SIX && !rules.doubleRemoves;
    }
}
