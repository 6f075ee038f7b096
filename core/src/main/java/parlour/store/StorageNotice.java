package parlour.store;

import static parlour.words.Tr.t;

import java.util.List;

/**
 * Storage problems told in one notice instead of one dialog each: what failed, a line each, and what the player can
 * do about it where they play (the platform's advice: the browser's storage, or the folder on the desktop).
 */
public final class StorageNotice {
    private StorageNotice() {}

    /** The text of one notice for {@code problems} with the platform's {@code advice}, or null when there are none. */
    public static String text(List<String> problems, String advice) {
        if (problems.isEmpty()) return null;
        StringBuilder sb = new StringBuilder(t("Parlour could not use its storage:"));
        for (String p : problems) sb.append("\n\u2022 ").append(p);
        return sb.append("\n")
                .append(
                        t(
                                "The game goes on; what could not be read has its default, and what could not be kept is kept again at the next change."))
                .append(' ')
                .append(advice)
                .append(' ')
                .append(t("This notice comes back only if the problem changes."))
                .toString();
    }
}
