package parlour.match;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the marks a page gives as JSON (the {@code marks} option, {@code setMarks}): an array of flat objects whose
 * values are strings. Only that much JSON, so that core needs no JSON library.
 */
public final class MarkJson {
    private final String text;
    /** Whether the text is the colours option's object (its refusals say so), else an array of marks. */
    private final boolean colours;

    private int at;

    private MarkJson(String text, boolean colours) {
        this.text = text;
        this.colours = colours;
    }

    /**
     * The objects of a JSON array, each as its names and string values in order.
     *
     * @throws IllegalArgumentException naming the character where the text stops being such an array
     */
    public static List<Map<String, String>> objects(String json) {
        MarkJson r = new MarkJson(json == null ? "" : json, false);
        List<Map<String, String>> out = new ArrayList<>();
        r.expect('[');
        if (!r.take(']')) {
            do out.add(r.object());
            while (r.take(','));
            r.expect(']');
        }
        r.space();
        if (r.at < r.text.length()) throw r.wrong(t("the array ends"));
        return out;
    }

    /**
     * A flat JSON object, its names and string values in order (the colours option).
     *
     * @throws IllegalArgumentException naming the character where the text stops being such an object
     */
    public static Map<String, String> object(String json) {
        MarkJson r = new MarkJson(json == null ? "" : json, true);
        r.space();
        Map<String, String> out = r.object();
        r.space();
        if (r.at < r.text.length()) throw r.wrong(t("the object ends"));
        return out;
    }

    private Map<String, String> object() {
        Map<String, String> o = new LinkedHashMap<>();
        expect('{');
        if (take('}')) return o;
        do {
            String name = string();
            expect(':');
            space();
            if (at < text.length() && text.charAt(at) != '"' && text.startsWith("null", at)) at += 4;
            else o.put(name, string());
        } while (take(','));
        expect('}');
        return o;
    }

    private String string() {
        space();
        if (at >= text.length() || text.charAt(at) != '"') throw wrong(t("a string in double quotes"));
        StringBuilder sb = new StringBuilder();
        for (at++; at < text.length(); at++) {
            char c = text.charAt(at);
            if (c == '"') {
                at++;
                return sb.toString();
            }
            if (c == '\\' && at + 1 < text.length()) {
                char e = text.charAt(++at);
                if (e == 'u' && at + 4 < text.length()) {
                    sb.append((char) Integer.parseInt(text.substring(at + 1, at + 5), 16));
                    at += 4;
                } else sb.append(e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r' : e);
            } else sb.append(c);
        }
        throw wrong(t("the string's closing quote"));
    }

    private void expect(char c) {
        if (!take(c)) throw wrong("'" + c + "'");
    }

    private boolean take(char c) {
        space();
        if (at < text.length() && text.charAt(at) == c) {
            at++;
            return true;
        }
        return false;
    }

    private void space() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) at++;
    }

    private IllegalArgumentException wrong(String expected) {
        if (colours)
            return new IllegalArgumentException(
                    at >= text.length()
                            ? t("not a JSON object of colours: it ends where {0} should come", expected)
                            : t("not a JSON object of colours: {0} should come at character {1}", expected, at + 1));
        return new IllegalArgumentException(
                at >= text.length()
                        ? t("not a JSON array of marks: it ends where {0} should come", expected)
                        : t("not a JSON array of marks: {0} should come at character {1}", expected, at + 1));
    }
}
