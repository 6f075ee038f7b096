package parlour.match;

import java.util.ArrayList;
import java.util.List;

/** Small text helpers that the web build can take (no regular expressions there). */
public final class Text {
    /** The most characters of a player's or program's input that a message quotes. */
    public static final int QUOTE_MAX = 60;

    private Text() {}

    /**
     * {@code text} in single quotes for a message, cut to about {@link #QUOTE_MAX} characters with the cut
     * marked (such as {@code 'abc…' (70000 characters)}), and with control characters shown as '?', so that
     * no input, however long or odd, makes a message long or breaks its line.
     */
    public static String quote(String text) {
        if (text == null) return "''";
        String body = shorten(text);
        return "'" + body + "'" + (text.length() > QUOTE_MAX ? " (" + text.length() + " characters)" : "");
    }

    /** {@code text} cut like {@link #quote} but without the quotes and the length: for names a message shows. */
    public static String shorten(String text) {
        if (text == null) return "";
        int n = text.length();
        int keep = n <= QUOTE_MAX ? n : QUOTE_MAX - 1;
        // never cut a surrogate pair in half
        if (keep < n && keep > 0 && Character.isHighSurrogate(text.charAt(keep - 1))) keep--;
        StringBuilder sb = new StringBuilder(keep + 1);
        for (int i = 0; i < keep; i++) {
            char c = text.charAt(i);
            sb.append(isControl(c) ? '?' : c);
        }
        if (keep < n) sb.append('\u2026');
        return sb.toString();
    }

    /**
     * True for characters that must not reach a message or a protocol answer: C0 and C1 controls (such as
     * U+0085, next line), DEL, the Unicode line and paragraph separators, and the byte order mark.
     */
    public static boolean isControl(char c) {
        return c < ' ' || (c >= 127 && c <= 159) || c == '\u2028' || c == '\u2029' || c == '\uFEFF';
    }

    /**
     * Reads a number of seconds such as {@code 5} or {@code 0.25}: more than 0 and at most {@code max}.
     *
     * @throws IllegalArgumentException quoting the word and giving the range
     */
    public static double parseSeconds(String word, double max) {
        String w = word == null ? "" : word.trim();
        String range = "a number of seconds above 0 and at most " + plain(max);
        if (w.isEmpty() || w.length() > 20) throw new IllegalArgumentException(quote(w) + " is not " + range);
        double value = 0;
        double scale = 0;
        int digits = 0;
        for (int i = 0; i < w.length(); i++) {
            char c = w.charAt(i);
            if (c == '.' && scale == 0) {
                scale = 1;
            } else if (c >= '0' && c <= '9') {
                digits++;
                if (scale == 0) {
                    value = value * 10 + (c - '0');
                } else {
                    scale /= 10;
                    value += (c - '0') * scale;
                }
            } else {
                throw new IllegalArgumentException(quote(w) + " is not " + range);
            }
        }
        if (digits == 0) throw new IllegalArgumentException(quote(w) + " is not " + range);
        if (!(value > 0) || value > max) throw new IllegalArgumentException(quote(w) + " is out of range: it must be " + range);
        return value;
    }

    /** A whole number without a fraction, or the number as Java writes it. */
    private static String plain(double v) {
        return v == Math.floor(v) && Math.abs(v) < 1e15 ? String.valueOf((int) Math.min(Integer.MAX_VALUE, v)) : String.valueOf(v);
    }

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
