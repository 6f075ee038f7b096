package parlour.game;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import parlour.match.Text;

/**
 * Helpers for what a player types in the move field and asks about the board: the words of a text with case,
 * spaces and punctuation forgiven, small numbers, and the one joiner of "a, b and c" and "a, b or c" lists every game says.
 * No regular expressions (the web build has none).
 */
public final class Typed {
    private Typed() {}

    /** The words of {@code text} in lower case, split at every character that is not an ASCII letter or digit. */
    public static List<String> words(String text) {
        return split(text, false);
    }

    /**
     * {@code text} in lower case with the Polish letters written without their marks (ą a, ć c, ę e, ł l, ń n, ó o,
     * ś s, ź z, ż z), so that a word is read the same typed with them or without ("północ" is "polnoc").
     */
    public static String plain(String text) {
        if (text == null) return "";
        String from = "ąćęłńóśźż", to = "acelnoszz";
        String lower = text.toLowerCase();
        StringBuilder sb = new StringBuilder(lower.length());
        for (int i = 0; i < lower.length(); i++) {
            char c = lower.charAt(i);
            int k = from.indexOf(c);
            sb.append(k >= 0 ? to.charAt(k) : c);
        }
        return sb.toString();
    }

    /** The words of {@code text} as {@link #words} reads them after {@link #plain}: "młynki" stays one word. */
    public static List<String> plainWords(String text) {
        return words(plain(text));
    }

    /**
     * The words of {@code text} as {@link #words} reads them, each also split where letters meet digits:
     * {@code "b3,4"} gives {@code b, 3, 4}, {@code "random-5"} gives {@code random, 5}.
     */
    public static List<String> pieces(String text) {
        return split(text, true);
    }

    private static List<String> split(String text, boolean atDigits) {
        List<String> out = new ArrayList<>();
        String t = text == null ? "" : text.toLowerCase();
        StringBuilder word = new StringBuilder();
        int kind = 0; // of the word's last character: 1 letter, 2 digit
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            int k = c >= 'a' && c <= 'z' ? 1 : c >= '0' && c <= '9' ? 2 : 0;
            if (word.length() > 0 && (k == 0 || atDigits && k != kind)) {
                out.add(word.toString());
                word.setLength(0);
            }
            if (k != 0) word.append(c);
            kind = k;
        }
        if (word.length() > 0) out.add(word.toString());
        return out;
    }

    /** What a player typed, trimmed and in quotes, for a refusal that names it. */
    public static String quoted(String text) {
        return Text.quote(text == null ? "" : text.trim());
    }

    /** The whole number a word of at most four digits writes, or -1. */
    public static int number(String word) {
        if (word.isEmpty() || word.length() > 4) return -1;
        int n = 0;
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c < '0' || c > '9') return -1;
            n = n * 10 + (c - '0');
        }
        return n;
    }

    /** "a", "a and b", "a, b and c" in the player's language; "" for none. */
    public static String and(List<String> items) {
        return list(items, mark("{0} and {1}"));
    }

    /** "a", "a or b", "a, b or c" in the player's language: one of the items; "" for none. */
    public static String or(List<String> items) {
        return list(items, mark("{0} or {1}"));
    }

    private static String list(List<String> items, String lastTwo) {
        if (items.size() < 2) return items.isEmpty() ? "" : items.get(0);
        return t(lastTwo, commas(items, items.size() - 1), items.get(items.size() - 1));
    }

    /** The first {@code n} items joined by commas. */
    public static String commas(List<String> items, int n) {
        return join(items.subList(0, n), ", ");
    }

    /** The items joined by {@code separator}. */
    public static String join(List<String> items, String separator) {
        StringBuilder sb = new StringBuilder();
        for (String s : items) sb.append(sb.length() == 0 ? "" : separator).append(s);
        return sb.toString();
    }

    /**
     * A refusal's reason as a sentence: with a capital, unless it begins with a place or move as the game writes it
     * ("a1 and e5 are not neighbours…", as the same refusal reached step by step says it: "A1" names nothing), and
     * with a full stop unless it ends a sentence already.
     */
    public static String sentence(String reason) {
        int end = 0;
        while (end < reason.length() && reason.charAt(end) != ' ') end++;
        boolean named = false;
        for (int i = 0; i < end; i++) named |= reason.charAt(i) >= '0' && reason.charAt(i) <= '9';
        String s = named ? reason : Character.toUpperCase(reason.charAt(0)) + reason.substring(1);
        char last = s.charAt(s.length() - 1);
        return last == '.' || last == '!' || last == '?' ? s : s + ".";
    }

    /** Whether the query's words (see {@link #words}) are exactly one of {@code forms}, each written as lower-case words. */
    public static boolean is(List<String> words, String... forms) {
        String joined = joinWords(words);
        for (String f : forms) if (joined.equals(f)) return true;
        return false;
    }

    /** The words joined by single spaces. */
    public static String joinWords(List<String> words) {
        return join(words, " ");
    }

    /**
     * Whether a query asks where the player to move can move: "moves", "where can I move", "legal moves" and the
     * like, and in Polish (without the letters' marks) "ruchy", "gdzie mogę", "możliwe ruchy".
     */
    public static boolean asksMoves(List<String> words) {
        return is(words, "ruchy", "moje ruchy", "gdzie moge", "co moge zrobic", "mozliwe ruchy", "dozwolone ruchy")
                || is(
                        words,
                        "moves",
                        "move",
                        "legal moves",
                        "my moves",
                        "where can i move",
                        "where can i go",
                        "what can i do",
                        "what can i play",
                        "options",
                        "choices");
    }

    /** The row a query names, as written: "row 3", "wiersz 3" or "rząd 3" gives "3"; null for another query. */
    public static String rowAsked(List<String> words) {
        return secondAfter(words, "row", "wiersz", "rzad");
    }

    /** The column a query names, as written: "column c", "col c", "kolumna c" or "kol c" gives "c"; null for another query. */
    public static String columnAsked(List<String> words) {
        return secondAfter(words, "column", "col", "kolumna", "kol");
    }

    /** The second of two words when the first is one of {@code first}, else null. */
    private static String secondAfter(List<String> words, String... first) {
        if (words.size() != 2) return null;
        for (String f : first) if (words.get(0).equals(f)) return words.get(1);
        return null;
    }

    /** Whether a query asks for the whole board: "", "board", "position" and the like. */
    public static boolean asksAll(List<String> words) {
        return words.isEmpty() || is(words, "board", "position", "all", "everything", "describe", "the board");
    }
}
