package parlour.words;

/**
 * Every text a player reads, in the language chosen: {@code t("You win {0} to {1}", 5, 4)}. The English text is
 * the key (the code stays readable, and a text not yet translated still reads as English); a {@link Language}
 * holds the other languages' texts. One language at a time per running program (each web widget is its own).
 *
 * <p>A text that means different things in different places starts with its context in brackets, which English
 * leaves out: {@code t("[first move] Random")} is "Random" in English and "Losowo" in Polish.
 *
 * <p>Placeholders: {@code {0}} is the first argument; {@code {0|box|boxes}} chooses a word form by the number in the
 * first argument (English: one, other; Polish: one, few, many, as {@link Language#form} counts them).
 */
public final class Tr {
    private static Language current = Language.ENGLISH;

    private Tr() {}

    /** Uses {@code language} from now on. */
    public static void use(Language language) {
        current = language;
    }

    /** The language in use. */
    public static Language language() {
        return current;
    }

    /** {@code english} in the language in use, its placeholders filled from {@code args}. */
    public static String t(String english, Object... args) {
        return format(current, current.text(english), args);
    }

    /**
     * Marks a text kept as it is and said later through {@link #t} (a button's label in a table of constants): the
     * catalogue test finds it here, so that its translation is checked like any other.
     */
    public static String mark(String english) {
        return english;
    }

    /** {@code english} and its arguments, to be said later in the language in use then (see {@link Said}). */
    public static Said said(String english, Object... args) {
        return new Said(english, args);
    }

    /** A refusal whose reason is said in the language in use when it is read (see {@link Refusal}). */
    public static Refusal refusal(String english, Object... args) {
        return new Refusal(new Said(english, args));
    }

    /** A pattern with its placeholders filled, word forms chosen by {@code language}'s counting. */
    static String format(Language language, String pattern, Object... args) {
        if (pattern.indexOf('{') < 0) return pattern;
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            int close = c == '{' ? pattern.indexOf('}', i) : -1;
            if (close < 0) {
                sb.append(c);
                i++;
                continue;
            }
            String inside = pattern.substring(i + 1, close);
            int bar = inside.indexOf('|');
            int index = digits(bar < 0 ? inside : inside.substring(0, bar));
            if (index < 0 || index >= args.length) {
                sb.append(pattern, i, close + 1);
            } else if (bar < 0) {
                sb.append(args[index]);
            } else {
                sb.append(choose(language, inside.substring(bar + 1), args[index]));
            }
            i = close + 1;
        }
        return sb.toString();
    }

    /** The form of "box|boxes" (or Polish "pudełko|pudełka|pudełek") that goes with the number {@code n}. */
    private static String choose(Language language, String forms, Object n) {
        long count = n instanceof Number ? ((Number) n).longValue() : 0;
        int form = language.form(count);
        int start = 0;
        for (int k = 0; k < form; k++) {
            int bar = forms.indexOf('|', start);
            if (bar < 0) break;
            start = bar + 1;
        }
        int end = forms.indexOf('|', start);
        return forms.substring(start, end < 0 ? forms.length() : end);
    }

    /** The number a placeholder names, or -1. */
    private static int digits(String s) {
        if (s.isEmpty() || s.length() > 2) return -1;
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') return -1;
            n = n * 10 + (c - '0');
        }
        return n;
    }
}
