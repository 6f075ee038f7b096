package parlour.store;

import static parlour.words.Tr.t;

import java.util.List;

/**
 * Storage problems told in one notice instead of one dialog each: what failed, a line each (the first few, then
 * how many more), and what the player can do about it.
 */
public final class StorageNotice {
    /** The most problems listed one by one; the rest are counted. */
    static final int LISTED = 4;

    private StorageNotice() {}

    /** The text of one dialog for {@code problems}, or null when there are none. */
    public static String text(List<String> problems) {
        if (problems.isEmpty()) return null;
        StringBuilder sb = new StringBuilder(t("Parlour could not use its storage:"));
        for (int i = 0; i < problems.size() && i < LISTED; i++)
            sb.append("\n\n\u2022 ").append(problems.get(i));
        if (problems.size() > LISTED)
            sb.append("\n\n\u2022 ").append(t("and {0} more like these.", problems.size() - LISTED));
        sb.append("\n\n")
                .append(
                        t(
                                "The game goes on; what could not be read has its default, and what could not be kept is kept again at the next change. To keep it, free some space (or the browser's storage for this site), or make the storage folder writable (PARLOUR_HOME names it). This notice comes back only if the problem changes."));
        return sb.toString();
    }
}
