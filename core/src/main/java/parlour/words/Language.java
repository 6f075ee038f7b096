package parlour.words;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One language's texts, each keyed by its English text, read from a catalogue file of pairs of lines:
 *
 * <pre>
 * en: {0} of {1} lines are drawn
 * pl: Narysowano {0} z {1} linii
 * </pre>
 *
 * Blank lines and lines starting with # are comments. A text the catalogue lacks is shown in English.
 *
 * <p>The web build sends a shorter form of the same catalogue ({@link #shortForm}): each text on one line after its
 * English's {@link #key} in base 36 instead of under the English,
 *
 * <pre>
 * 1xk3q9s Narysowano {0} z {1} linii
 * </pre>
 */
public final class Language {
    /** The languages Parlour speaks, by their ISO 639-1 codes, and their own names (for the menu). */
    public static final String[] CODES = {"en", "pl"};

    public static final String[] NAMES = {"English", "Polski"};

    public static final Language ENGLISH =
            new Language("en", new HashMap<String, String>(), new HashMap<Integer, String>());

    public final String code;
    private final Map<String, String> texts;
    /** The texts of a catalogue in the short form, by their English's {@link #key}. */
    private final Map<Integer, String> byKey;

    private Language(String code, Map<String, String> texts, Map<Integer, String> byKey) {
        this.code = code;
        this.texts = texts;
        this.byKey = byKey;
    }

    /** {@code english} in this language, or as it is when the catalogue lacks it. */
    public String text(String english) {
        String t = texts.get(english);
        if (t == null && !byKey.isEmpty()) t = byKey.get(key(english));
        return t != null ? t : withoutContext(english);
    }

    /**
     * The short form's key of {@code english} (its context included): its hash, which the web build checks no two
     * texts of a language share ({@link #shortForm}).
     */
    public static int key(String english) {
        return english.hashCode();
    }

    /**
     * A text without its context: "[first move] Random" is "Random" in English, while the context tells this "Random"
     * (a choice of who moves first) from another one that other languages say differently.
     */
    static String withoutContext(String english) {
        if (!english.startsWith("[")) return english;
        int end = english.indexOf("] ");
        return end < 0 ? english : english.substring(end + 2);
    }

    /**
     * The catalogue parts of a language, each a file {@code i18n/CODE/PART.txt}: the shared texts, each game's, and
     * {@link #LATER}.
     */
    public static final String[] PARTS = {"shared", "dots", "morris", "arrows", "gone", "later"};

    /**
     * The part of the texts only the menu, the Save and Load dialogs and the desktop's command line say: a web page
     * fetches it with their code, after its first frame, so that its first download holds fewer words.
     */
    public static final String LATER = "later";

    /** The catalogue files of language {@code code}, {@code i18n/CODE/PART.txt}; none for English, the texts' own. */
    public static String[] files(String code) {
        return files(code, Arrays.asList(PARTS));
    }

    /**
     * The files of the catalogue parts {@code parts} of language {@code code} (a page showing one game needs the shared
     * part and that game's); none for English.
     */
    public static String[] files(String code, List<String> parts) {
        if (code.equals("en")) return new String[0];
        String[] files = new String[parts.size()];
        for (int i = 0; i < files.length; i++) files[i] = "i18n/" + code + "/" + parts.get(i) + ".txt";
        return files;
    }

    /** This language with {@code other}'s texts added (a text in both keeps this one's). */
    public Language with(Language other) {
        Map<String, String> all = new HashMap<>(other.texts);
        all.putAll(texts);
        Map<Integer, String> allByKey = new HashMap<>(other.byKey);
        allByKey.putAll(byKey);
        return new Language(code, all, allByKey);
    }

    /** Whether the catalogue has {@code english}. */
    public boolean has(String english) {
        return texts.containsKey(english) || byKey.containsKey(key(english));
    }

    /** The English texts the catalogue translates (none of one read in the short form, which has no English). */
    public Iterable<String> keys() {
        return texts.keySet();
    }

    /**
     * Which word form goes with {@code n}: English 0 for one, 1 for every other number; Polish 0 for one, 1 for 2 to 4
     * (but not 12 to 14) in the last digits, 2 for the rest ("1 pudełko, 2 pudełka, 5 pudełek, 22 pudełka").
     */
    public int form(long n) {
        long a = Math.abs(n);
        if (code.equals("pl")) {
            if (a == 1) return 0;
            long ten = a % 10, hundred = a % 100;
            return ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14) ? 1 : 2;
        }
        return a == 1 ? 0 : 1;
    }

    /** The code of a supported language that {@code wanted} asks for ("pl", "pl-PL", "PL"), or null. */
    public static String supported(String wanted) {
        if (wanted == null) return null;
        String w = wanted.trim().toLowerCase();
        if (w.length() > 2 && (w.charAt(2) == '-' || w.charAt(2) == '_')) w = w.substring(0, 2);
        for (String c : CODES) if (c.equals(w)) return c;
        return null;
    }

    /**
     * A language from its catalogue's text; {@code source} names the file in messages.
     *
     * @throws IllegalArgumentException naming the file and line of a pair that is broken
     */
    public static Language parse(String code, String text, String source) {
        Map<String, String> texts = new HashMap<>();
        Map<Integer, String> byKey = new HashMap<>();
        List<String> lines = lines(text);
        // the short form's first line is a key and its text; the translators' form has none
        boolean keyed = !lines.isEmpty() && shortKeyLength(lines.get(0)) > 0;
        String english = null;
        int englishLine = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.trim().isEmpty() || line.startsWith("#")) continue;
            if (keyed) {
                int end = shortKeyLength(line);
                if (end == 0) throw broken(source, i + 1, "a line that is not a key and its text");
                Integer key = Integer.valueOf(Integer.parseInt(line.substring(0, end), 36));
                if (byKey.containsKey(key)) throw broken(source, i + 1, "a key given twice");
                byKey.put(key, unescape(line.substring(end + 1)));
            } else if (line.startsWith("en: ")) {
                if (english != null) throw broken(source, englishLine, "an en: line without its " + code + ": line");
                english = unescape(line.substring(4));
                englishLine = i + 1;
            } else if (line.startsWith(code + ": ")) {
                if (english == null) throw broken(source, i + 1, "a " + code + ": line without an en: line before it");
                if (texts.containsKey(english)) throw broken(source, englishLine, "a text given twice");
                texts.put(english, unescape(line.substring(code.length() + 2)));
                english = null;
            } else {
                throw broken(source, i + 1, "a line that is neither en: nor " + code + ": nor a # comment");
            }
        }
        if (english != null) throw broken(source, englishLine, "an en: line without its " + code + ": line");
        return new Language(code, texts, byKey);
    }

    /**
     * The catalogue {@code text} of language {@code code} in the short form: its comments left out, each text on one
     * line after its English's key; {@code source} names the file in messages. {@code englishByKey} holds the keys of
     * the language's other files read so far, and gets this file's.
     *
     * @throws IllegalArgumentException naming the file and line of a pair that is broken, or the two texts that share a
     *     key (one of them then needs a context)
     */
    public static String shortForm(String code, String text, String source, Map<Integer, String> englishByKey) {
        parse(code, text, source);
        StringBuilder out = new StringBuilder();
        String english = null;
        for (String line : lines(text)) {
            if (line.startsWith("en: ")) {
                english = unescape(line.substring(4));
            } else if (line.startsWith(code + ": ")) {
                Integer key = Integer.valueOf(key(english));
                String other = englishByKey.put(key, english);
                if (other != null && !other.equals(english))
                    throw new IllegalArgumentException(source + ": \"" + english + "\" and \"" + other
                            + "\" have the same key: give one a context");
                out.append(Integer.toString(key(english), 36))
                        .append(' ')
                        .append(line.substring(code.length() + 2))
                        .append('\n');
            }
        }
        return out.toString();
    }

    /**
     * The length of the key (an int in base 36: a minus, then up to seven digits or letters) that starts {@code line}
     * before a space, or 0 if it starts with none.
     */
    private static int shortKeyLength(String line) {
        int n = line.startsWith("-") ? 1 : 0;
        while (n < line.length() && n <= 8) {
            char c = line.charAt(n);
            if (c == ' ') return n > 0 && line.charAt(n - 1) != '-' ? n : 0;
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'z')) return 0;
            n++;
        }
        return 0;
    }

    /** The text's lines, without their line ends (\n or \r\n). */
    private static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        int start = 0;
        while (start <= text.length()) {
            int end = text.indexOf('\n', start);
            if (end < 0) end = text.length();
            String line = text.substring(start, end);
            out.add(line.endsWith("\r") ? line.substring(0, line.length() - 1) : line);
            start = end + 1;
        }
        return out;
    }

    private static IllegalArgumentException broken(String source, int line, String what) {
        return new IllegalArgumentException(source + ", line " + line + ": " + what);
    }

    /** A line break is written \n in a catalogue. */
    private static String unescape(String s) {
        return s.replace("\\n", "\n");
    }
}
