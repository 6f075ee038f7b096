package parlour.testing;

import com.badlogic.gdx.utils.JsonReader;
import com.badlogic.gdx.utils.JsonValue;
import com.badlogic.gdx.utils.JsonWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The game's state as a page's script reads it: the JSON text checked for what a strict parser refuses, parsed, and
 * its fields read by name ("result", "options.size", "analysis.0.move"), so tests assert on values, not on spelling.
 */
public final class State {
    private final String text;
    private final JsonValue root;

    private State(String text, JsonValue root) {
        this.text = text;
        this.root = root;
    }

    /** Parses {@code json}; fails where a strict JSON parser (a browser's JSON.parse) would. */
    public static State of(String json) {
        checkStrict(json);
        JsonValue root = new JsonReader().parse(json);
        if (root == null || !root.isObject()) throw new AssertionError("the state is no JSON object: " + json);
        return new State(json, root);
    }

    /** The moves played, in order. */
    public List<String> moves() {
        return strings("moves");
    }

    /** The last move played, or null before the first. */
    public String lastMove() {
        List<String> moves = moves();
        return moves.isEmpty() ? null : moves.get(moves.size() - 1);
    }

    /** Whether the moves played begin with {@code first} and go on past it. */
    public boolean movesGoOnFrom(String... first) {
        List<String> moves = moves();
        if (moves.size() <= first.length) return false;
        for (int i = 0; i < first.length; i++) if (!moves.get(i).equals(first[i])) return false;
        return true;
    }

    /** The player to move (0: nobody, as in the automaton's rounds). */
    public int toMove() {
        return integer("toMove");
    }

    /** "none" while the game goes on, else the winner's number or the game's word for a draw. */
    public String result() {
        return string("result");
    }

    public boolean over() {
        return !result().equals("none");
    }

    /** The status line's text. */
    public String status() {
        return string("status");
    }

    /** The hint shown, or null. */
    public String hint() {
        return string("hint");
    }

    /** The string at {@code path} (null for a JSON null); a number or a boolean as its text. */
    public String string(String path) {
        JsonValue v = at(path);
        return v.isNull() ? null : v.asString();
    }

    public int integer(String path) {
        JsonValue v = at(path);
        if (!v.isLong()) throw new AssertionError(path + " is no whole number: " + text);
        return v.asInt();
    }

    public boolean bool(String path) {
        JsonValue v = at(path);
        if (!v.isBoolean()) throw new AssertionError(path + " is no boolean: " + text);
        return v.asBoolean();
    }

    /** The array at {@code path} as strings. */
    public List<String> strings(String path) {
        List<String> out = new ArrayList<>();
        for (JsonValue v = array(path).child; v != null; v = v.next) out.add(v.asString());
        return out;
    }

    /** The array at {@code path} as whole numbers. */
    public List<Integer> integers(String path) {
        List<Integer> out = new ArrayList<>();
        for (JsonValue v = array(path).child; v != null; v = v.next) {
            if (!v.isLong()) throw new AssertionError(path + " holds " + v + ", no whole number: " + text);
            out.add(v.asInt());
        }
        return out;
    }

    /** Whether the state has a field at {@code path} (one that may be null). */
    public boolean has(String path) {
        return find(path) != null;
    }

    /** The state's fields but {@code left} (such as the frame count), as JSON: what must match when only they change. */
    public String without(String... left) {
        JsonValue copy = new JsonReader().parse(text);
        for (String field : left) copy.remove(field);
        return copy.toJson(JsonWriter.OutputType.json);
    }

    /** The JSON text as the game wrote it. */
    public String text() {
        return text;
    }

    @Override
    public String toString() {
        return text;
    }

    private JsonValue array(String path) {
        JsonValue v = at(path);
        if (!v.isArray()) throw new AssertionError(path + " is no array: " + text);
        return v;
    }

    private JsonValue at(String path) {
        JsonValue v = find(path);
        if (v == null) throw new AssertionError("the state has no " + path + ": " + text);
        return v;
    }

    private JsonValue find(String path) {
        JsonValue v = root;
        for (String step : path.split("\\.")) {
            if (v == null) return null;
            v = v.isArray() ? v.get(Integer.parseInt(step)) : v.get(step);
        }
        return v;
    }

    /**
     * Fails on what libGDX's lenient reader would let through and JSON.parse would not: a raw control character or a
     * bad escape in a string, a surrogate without its pair, a bare word that is not a number, true, false or null.
     */
    private static void checkStrict(String json) {
        int i = 0;
        while (i < json.length()) {
            char c = json.charAt(i);
            if (c == '"') i = afterString(json, i + 1);
            else if (Character.isLetterOrDigit(c) || c == '-') {
                int end = i;
                while (end < json.length() && "{}[],: \n\r\t\"".indexOf(json.charAt(end)) < 0) end++;
                String word = json.substring(i, end);
                if (!word.matches("true|false|null|-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?"))
                    throw new AssertionError("not JSON: the bare word " + word + " in " + json);
                i = end;
            } else if ("{}[],: \n\r\t".indexOf(c) >= 0) i++;
            else throw new AssertionError("not JSON: " + c + " at " + i + " in " + json);
        }
    }

    /** The index after the string whose text starts at {@code i}. */
    private static int afterString(String json, int i) {
        while (i < json.length()) {
            char c = json.charAt(i);
            if (c == '"') return i + 1;
            if (c < 0x20) throw new AssertionError("not JSON: a raw control character " + (int) c + " in " + json);
            if (Character.isHighSurrogate(c)
                    && (i + 1 == json.length() || !Character.isLowSurrogate(json.charAt(i + 1))))
                throw new AssertionError("not JSON: a lone surrogate at " + i + " in " + json);
            if (Character.isLowSurrogate(c) && !Character.isHighSurrogate(json.charAt(i - 1)))
                throw new AssertionError("not JSON: a lone surrogate at " + i + " in " + json);
            if (c == '\\') {
                char e = i + 1 < json.length() ? json.charAt(i + 1) : ' ';
                if (e == 'u') {
                    if (i + 6 > json.length() || !json.substring(i + 2, i + 6).matches("[0-9a-fA-F]{4}"))
                        throw new AssertionError("not JSON: a bad \\u escape at " + i + " in " + json);
                    i += 6;
                    continue;
                }
                if ("\"\\/bfnrt".indexOf(e) < 0)
                    throw new AssertionError("not JSON: the escape \\" + e + " at " + i + " in " + json);
                i += 2;
                continue;
            }
            i++;
        }
        throw new AssertionError("not JSON: a string not closed in " + json);
    }
}
