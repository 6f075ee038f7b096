package parlour.store;

import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import parlour.platform.TimeSource;

/**
 * One unfinished game kept by one window, tab or process, with when it was kept last, so that several running at
 * once each keep their own and the player can be offered all of them, newest first.
 */
public final class KeptGame {
    /** The slot (run) that kept it. */
    public final String instance;
    /** Whether it is this run's own. */
    public final boolean own;
    /** When it was kept last, in milliseconds since 1970; 0 when not known (kept before games had a time). */
    public final long keptAt;
    /** The game in the save format. */
    public final String text;

    KeptGame(String instance, boolean own, long keptAt, String text) {
        this.instance = instance;
        this.own = own;
        this.keptAt = keptAt;
        this.text = text;
    }

    /** Tells the time, so that tests can set it. */
    public interface Clock {
        long now();
    }

    public static final Clock SYSTEM_CLOCK = new Clock() {
        @Override
        public long now() {
            return TimeSource.REAL.wallMillis();
        }
    };

    /** The first line of a kept game: a save comment, so the stored text is still a save as it stands. */
    private static final String STAMP = "; kept at ";

    static String stamped(long now, String saveText) {
        return STAMP + now + "\n" + saveText;
    }

    /** The time a stored text was kept at, or 0. */
    static long stampOf(String stored) {
        if (!stored.startsWith(STAMP)) return 0;
        int end = stored.indexOf('\n');
        if (end < 0) return 0;
        try {
            return Long.parseLong(stored.substring(STAMP.length(), end).trim());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** The save text of a stored one, without its time. */
    static String saveText(String stored) {
        if (!stored.startsWith(STAMP)) return stored;
        int end = stored.indexOf('\n');
        return end < 0 ? "" : stored.substring(end + 1);
    }

    /** This run's own first, then the one kept last first. */
    static void sort(List<KeptGame> games) {
        Collections.sort(games, new Comparator<KeptGame>() {
            @Override
            public int compare(KeptGame a, KeptGame b) {
                if (a.own != b.own) return a.own ? -1 : 1;
                return Long.compare(b.keptAt, a.keptAt);
            }
        });
    }
}
