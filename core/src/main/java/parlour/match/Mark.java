package parlour.match;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A teacher's mark on the board, in the game's own names for its points and cells: an arrow, a ring, a line, a filled
 * box or cell, or a short label. Plain data shared by every game; a game's {@code Notation} checks the places exist.
 */
public final class Mark {
    public static final String ARROW = "arrow", RING = "ring", LINE = "line", FILL = "fill", LABEL = "label";
    public static final String[] KINDS = {ARROW, RING, LINE, FILL, LABEL};
    /** The named colours, each drawn in a shade the theme chooses; {@code #rrggbb} is taken as given. */
    public static final String[] COLOURS = {"green", "red", "blue", "yellow"};
    /** The longest label. */
    public static final int MAX_TEXT = 12;

    public final String kind;
    /** The place: a point or cell, a line's two ends joined by {@code -}, a box or cell to fill. */
    public final String at;
    /** Where an arrow points; null for the other kinds. */
    public final String to;
    /** A colour name or {@code #rrggbb}; null for the default (green). */
    public final String colour;
    /** A label's text; null for the other kinds. */
    public final String text;

    public Mark(String kind, String at, String to, String colour, String text) {
        this.kind = kind;
        this.at = at;
        this.to = to;
        this.colour = colour;
        this.text = text;
    }

    /**
     * A mark from its fields as a page gives them (kind, at, to, colour, text), its form checked but not its places.
     *
     * @throws IllegalArgumentException saying what is wrong, in the player's language
     */
    public static Mark of(Map<String, String> fields) {
        for (String key : fields.keySet()) {
            if (!key.equals("kind")
                    && !key.equals("at")
                    && !key.equals("to")
                    && !key.equals("colour")
                    && !key.equals("text"))
                throw new IllegalArgumentException(
                        t("{0} is not a field of a mark (kind, at, to, colour, text)", Text.quote(key)));
        }
        String kind = fields.get("kind"), at = fields.get("at"), to = fields.get("to");
        if (kind == null) throw new IllegalArgumentException(t("it has no kind (arrow, ring, line, fill or label)"));
        if (indexOf(KINDS, kind) < 0)
            throw new IllegalArgumentException(
                    t("{0} is not a kind of mark (arrow, ring, line, fill or label)", Text.quote(kind)));
        if (at == null || at.trim().isEmpty()) throw new IllegalArgumentException(t("it has no place (at)"));
        if (kind.equals(ARROW) == (to == null))
            throw new IllegalArgumentException(
                    kind.equals(ARROW) ? t("an arrow needs where it points (to)") : t("only an arrow has a to"));
        if (kind.equals(LINE) && at.indexOf('-') <= 0)
            throw new IllegalArgumentException(t("a line names its two ends, like a1-b1"));
        String text = fields.get("text");
        if (kind.equals(LABEL) != (text != null))
            throw new IllegalArgumentException(
                    kind.equals(LABEL) ? t("a label needs its text") : t("only a label has a text"));
        if (text != null
                && (text.trim().isEmpty() || text.length() > MAX_TEXT || text.indexOf(';') >= 0 || hasControl(text)))
            throw new IllegalArgumentException(
                    t("a label's text is 1 to {0} characters, without ; (not {1})", MAX_TEXT, Text.quote(text)));
        String colour = fields.get("colour");
        if (colour != null && indexOf(COLOURS, colour) < 0 && !isHex(colour))
            throw new IllegalArgumentException(
                    t("{0} is not a colour (green, red, blue, yellow or #rrggbb)", Text.quote(colour)));
        return new Mark(kind, at.trim(), to == null ? null : to.trim(), colour, text == null ? null : text.trim());
    }

    /** The same mark with its places as the game writes them. */
    public Mark placed(String at, String to) {
        return new Mark(kind, at, to, colour, text);
    }

    /** The mark's fields as a page gives them. */
    public Map<String, String> fields() {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("kind", kind);
        f.put("at", at);
        if (to != null) f.put("to", to);
        if (colour != null) f.put("colour", colour);
        if (text != null) f.put("text", text);
        return f;
    }

    /** Short, for messages: "ring c2", "arrow a1 to c3". */
    public String summary() {
        return kind + " " + at + (to == null ? "" : " " + to);
    }

    /**
     * The marks in a save's Marks tag: each {@code kind at [to] [colour] [| text]}, separated by {@code ;}, such as
     * {@code arrow a1 c3 red; ring b2; label c3 | A}.
     */
    public static String toTag(List<Mark> marks) {
        StringBuilder sb = new StringBuilder();
        for (Mark m : marks) {
            sb.append(sb.length() == 0 ? "" : "; ").append(m.kind).append(' ').append(m.at);
            if (m.to != null) sb.append(' ').append(m.to);
            if (m.colour != null) sb.append(' ').append(m.colour);
            if (m.text != null) sb.append(" | ").append(m.text);
        }
        return sb.toString();
    }

    /**
     * The marks a Marks tag holds, their form checked but not their places.
     *
     * @throws IllegalArgumentException naming the mark (by number and text) and what is wrong
     */
    public static List<Mark> fromTag(String tag) {
        List<Mark> out = new ArrayList<>();
        int start = 0;
        while (start <= tag.length()) {
            int end = tag.indexOf(';', start);
            if (end < 0) end = tag.length();
            String one = tag.substring(start, end).trim();
            start = end + 1;
            if (one.isEmpty()) continue;
            try {
                out.add(of(tagFields(one)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(
                        t("mark {0} ({1}): {2}", out.size() + 1, Text.quote(one), e.getMessage()));
            }
        }
        return out;
    }

    private static Map<String, String> tagFields(String one) {
        Map<String, String> f = new LinkedHashMap<>();
        int bar = one.indexOf('|');
        if (bar >= 0) f.put("text", one.substring(bar + 1).trim());
        List<String> words = Text.words(bar < 0 ? one : one.substring(0, bar));
        if (!words.isEmpty()) f.put("kind", words.get(0));
        if (words.size() > 1) f.put("at", words.get(1));
        int next = 2;
        if (ARROW.equals(f.get("kind")) && words.size() > next) f.put("to", words.get(next++));
        if (words.size() > next) f.put("colour", words.get(next++));
        if (words.size() > next)
            throw new IllegalArgumentException(t("{0} is one word too many", Text.quote(words.get(next))));
        return f;
    }

    private static boolean isHex(String c) {
        if (c.length() != 7 || c.charAt(0) != '#') return false;
        for (int i = 1; i < 7; i++) if (Character.digit(c.charAt(i), 16) < 0) return false;
        return true;
    }

    private static boolean hasControl(String s) {
        for (int i = 0; i < s.length(); i++) if (Text.isControl(s.charAt(i))) return true;
        return false;
    }

    private static int indexOf(String[] items, String item) {
        for (int i = 0; i < items.length; i++) if (items[i].equals(item)) return i;
        return -1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Mark && fields().equals(((Mark) o).fields());
    }

    @Override
    public int hashCode() {
        return fields().hashCode();
    }

    @Override
    public String toString() {
        return toTag(Collections.singletonList(this));
    }
}
