package parlour.match;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;

/** Small text helpers that the web build can take (no regular expressions there): quoting, lists, counts, numbers. */
public final class Text {
    /** The most characters of a player's or program's input that a message quotes. */
    public static final int QUOTE_MAX = 60;

    private Text() {}

    /**
     * {@code text} in quotes for a message (single quotes in English, „ ” in Polish), cut to about
     * {@link #QUOTE_MAX} characters with the cut marked (such as {@code 'abc…' (70000 characters)}), and with
     * control and bidirectional-override characters shown escaped ({@code \u202E}), so that no input, however
     * long or odd, makes a message long, breaks its line or turns the text around it, and two inputs that differ
     * read differently.
     */
    public static String quote(String text) {
        if (text == null) return t("[quoted] '{0}'", "");
        boolean[] cut = {false};
        String quoted = t("[quoted] '{0}'", shorten(text, cut));
        return cut[0] ? t("{0} ({1} {1|character|characters})", quoted, text.length()) : quoted;
    }

    /** {@code text} cut and escaped like {@link #quote} but without the quotes and the length: for names a message shows. */
    public static String shorten(String text) {
        return text == null ? "" : shorten(text, new boolean[1]);
    }

    /** {@code text} cut and escaped; {@code cut[0]} tells whether it was cut. */
    private static String shorten(String text, boolean[] cut) {
        StringBuilder sb = new StringBuilder(Math.min(text.length(), QUOTE_MAX) + 1);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String shown = isControl(c) || isBidi(c) ? "\\u" + hex4(c) : String.valueOf(c);
            // the rest, with the mark of the cut, must fit; never cut a surrogate pair in half
            boolean last = i == text.length() - 1;
            int room = QUOTE_MAX - (last ? 0 : 1);
            if (sb.length() + shown.length() > room
                    || !last && Character.isHighSurrogate(c) && sb.length() + 2 > room) {
                cut[0] = true;
                return sb.append('\u2026').toString();
            }
            sb.append(shown);
        }
        return sb.toString();
    }

    /** True for the characters that reorder the text around them: bidirectional marks, embeddings, overrides and isolates. */
    public static boolean isBidi(char c) {
        return c == '\u061C'
                || c == '\u200E'
                || c == '\u200F'
                || (c >= '\u202A' && c <= '\u202E')
                || (c >= '\u2066' && c <= '\u2069');
    }

    private static String hex4(char c) {
        String h = Integer.toHexString(c).toUpperCase();
        return "0000".substring(h.length()) + h;
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
        if (!(value > 0) || value > max)
            throw new IllegalArgumentException(quote(w) + " is out of range: it must be " + range);
        return value;
    }

    /** A whole number without a fraction, or the number as Java writes it. */
    private static String plain(double v) {
        return v == Math.floor(v) && Math.abs(v) < 1e15
                ? String.valueOf((int) Math.min(Integer.MAX_VALUE, v))
                : String.valueOf(v);
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

    /** "a, b, c". */
    public static String join(String[] items) {
        StringBuilder sb = new StringBuilder();
        for (String s : items) sb.append(sb.length() == 0 ? "" : ", ").append(s);
        return sb.toString();
    }

    /** "1 move", "2 moves". */
    public static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /**
     * A whole number of at most three digits.
     *
     * @throws IllegalArgumentException with {@code problem} when it is not one
     */
    public static int smallNumber(String s, String problem) {
        if (s.isEmpty() || s.length() > 3) throw new IllegalArgumentException(problem);
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') throw new IllegalArgumentException(problem);
            n = n * 10 + (c - '0');
        }
        return n;
    }
}
