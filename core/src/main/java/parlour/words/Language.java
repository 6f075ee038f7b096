package parlour.words;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

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
 * <p>The web build sends a shorter form of the same catalogue ({@link #shortForm}): a first line of = and the texts'
 * keys ({@link #key}: a number for each English text) in ascending order, each in base 36 as its difference from the
 * one before, and then the texts in that order, one a line,
 *
 * <pre>
 * =1k3q,2x9,mz0
 * Narysowano {0} z {1} linii
 * …
 * </pre>
 */
public final class Language {
    /** The languages Parlour speaks, by their ISO 639-1 codes, and their own names (for the menu). */
    public static final String[] CODES = {"en", "pl"};

    public static final String[] NAMES = {"English", "Polski"};

    public static final Language ENGLISH = new Language("en", new HashMap<String, String>());

    public final String code;
    /** The texts by their English, or (read in the short form) by = and their English's {@link #key}. */
    private final Map<String, String> texts;

    private Language(String code, Map<String, String> texts) {
        this.code = code;
        this.texts = texts;
    }

    /** {@code english} in this language, or as it is when the catalogue lacks it. */
    public String text(String english) {
        String t = texts.get(english);
        if (t == null && !texts.isEmpty()) t = texts.get("=" + key(english));
        return t != null ? t : withoutContext(english);
    }

    /**
     * The short form's key of {@code english} (its context included): the low 25 bits of its hash, which the web build
     * checks no two texts of a language share ({@link #shortForm}); every text the code says is in the catalogue
     * (PolishCatalogueTest), so a key is only ever asked for a text that has it.
     */
    public static int key(String english) {
        return english.hashCode() & 0x1ffffff;
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
     * The part of the texts every page says (a language's catalogue files, {@code i18n/CODE/PART.txt}, are this one,
     * each game's part, as the app's catalogue lists them, and {@link #LATER}).
     */
    public static final String SHARED = "shared";

    /**
     * The part of the texts only the menu, the Save and Load dialogs, the move list, the chooser of kept games, the help
     * window, the result banner, the friend links and the desktop's command line say: a web page fetches it with their
     * code, after its first frame, so that its first download holds fewer words.
     */
    public static final String LATER = "later";

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
        return new Language(code, all);
    }

    /** Whether the catalogue has {@code english}. */
    public boolean has(String english) {
        return texts.containsKey(english) || texts.containsKey("=" + key(english));
    }

    /** The English texts the catalogue translates (of one read in the short form, which has no English: its keys). */
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
        List<String> lines = lines(text);
        if (isKeyLine(lines.get(0))) return keyed(code, lines, source);
        String english = null;
        int englishLine = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.trim().isEmpty() || line.startsWith("#")) continue;
            if (line.startsWith("en: ")) {
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
        return new Language(code, texts);
    }

    /** Whether {@code line} is the short form's first, its keys: = and then base-36 digits and letters, and commas. */
    private static boolean isKeyLine(String line) {
        if (!line.startsWith("=")) return false;
        for (int i = 1; i < line.length(); i++) {
            char c = line.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c == ',')) return false;
        }
        return true;
    }

    /** A language from the {@code lines} of a catalogue in the short form. */
    private static Language keyed(String code, List<String> lines, String source) {
        Map<String, String> byKey = new HashMap<>();
        String keys = lines.get(0);
        int key = 0, texts = 0, from = 1;
        while (from <= keys.length()) {
            int comma = keys.indexOf(',', from);
            if (comma < 0) comma = keys.length();
            String gap = keys.substring(from, comma);
            if (gap.isEmpty()) throw broken(source, 1, "an empty key after " + texts + " keys");
            texts++;
            try {
                key += Integer.parseInt(gap, 36);
            } catch (NumberFormatException e) {
                throw broken(source, 1, "key " + texts + ", " + gap + ", is too large");
            }
            if (texts >= lines.size() || lines.get(texts).isEmpty())
                throw broken(source, texts + 1, "key " + texts + " has no text");
            if (byKey.put("=" + key, unescape(lines.get(texts))) != null)
                throw broken(source, 1, "key " + texts + " given twice");
            from = comma + 1;
        }
        for (int i = texts + 1; i < lines.size(); i++)
            if (!lines.get(i).isEmpty()) throw broken(source, i + 1, "a text without its key");
        return new Language(code, byKey);
    }

    /**
     * The catalogue {@code text} of language {@code code} in the short form, its comments and English left out;
     * {@code source} names the file in messages. {@code englishByKey} holds the keys of the language's other files
     * read so far, and gets this file's.
     *
     * @throws IllegalArgumentException naming the file and line of a pair that is broken, or the two texts that share a
     *     key (one of them then needs a context)
     */
    public static String shortForm(String code, String text, String source, Map<Integer, String> englishByKey) {
        parse(code, text, source);
        TreeMap<Integer, String> byKey = new TreeMap<>();
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
                byKey.put(key, line.substring(code.length() + 2));
            }
        }
        StringBuilder keys = new StringBuilder("="), texts = new StringBuilder();
        int before = 0;
        for (Map.Entry<Integer, String> e : byKey.entrySet()) {
            if (keys.length() > 1) keys.append(',');
            keys.append(Integer.toString(e.getKey().intValue() - before, 36));
            before = e.getKey().intValue();
            texts.append('\n').append(e.getValue());
        }
        return keys.append(texts).append('\n').toString();
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
