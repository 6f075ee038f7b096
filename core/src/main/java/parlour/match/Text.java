package parlour.match;

import java.util.ArrayList;
import java.util.List;

/** Small text helpers that the web build can take (no regular expressions there). */
public final class Text {
    private Text() {}

    /** The lines of {@code text}, split at \n with a trailing \r removed; a final empty line is kept. */
    public static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        int start = 0;
        while (true) {
            int nl = text.indexOf('\n', start);
            String line = nl < 0 ? text.substring(start) : text.substring(start, nl);
            if (line.endsWith("\r")) line = line.substring(0, line.length() - 1);
            out.add(line);
            if (nl < 0) return out;
            start = nl + 1;
        }
    }

    /** The words of {@code text}, split at runs of whitespace. */
    public static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        int start = -1;
        for (int k = 0; k <= text.length(); k++) {
            boolean space = k == text.length() || Character.isWhitespace(text.charAt(k));
            if (!space && start < 0) start = k;
            if (space && start >= 0) {
                out.add(text.substring(start, k));
                start = -1;
            }
        }
        return out;
    }
}
