package parlour.shell.launch;

import static parlour.words.Tr.said;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import parlour.match.Text;
import parlour.ui.PageColours;
import parlour.words.Said;

/**
 * Keeps over-long page and command-line option values away from {@link LaunchOptions}, whose messages
 * quote a bad value whole (a 200,000-character size once blocked the page for half a minute).
 */
public final class OptionLimits {
    /** No option name, nor any value but those below, is longer than this: the longest good one is a few characters. */
    public static final int MAX_VALUE = 64;
    /** The marks option's JSON is longer: a few dozen marks. */
    public static final int MAX_MARKS_VALUE = 2048;
    /**
     * The colours option's JSON: five colours, each a name and a CSS value (such as {@code "accent": "rgb(255, 255,
     * 255)"}) in up to 64 characters with room for spaces.
     */
    public static final int MAX_COLOURS_VALUE = PageColours.NAMES.length * 64;

    private OptionLimits() {}

    /**
     * Removes names over {@link #MAX_VALUE} characters, values longer than their option's {@link #longest}, and names
     * and values holding control characters, from {@code values}.
     *
     * @return one short message for each, naming {@code where}
     */
    public static List<String> dropLong(Map<String, String> values, String where) {
        List<String> english = new ArrayList<>();
        for (Said s : dropLongSaid(values, where)) english.add(s.english());
        return english;
    }

    /** As {@link #dropLong}, each message to be said in the player's language. */
    public static List<Said> dropLongSaid(Map<String, String> values, String where) {
        List<Said> problems = new ArrayList<>();
        for (Iterator<Map.Entry<String, String>> it = values.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, String> e = it.next();
            String name = e.getKey() == null ? "" : e.getKey();
            String value = e.getValue() == null ? "" : e.getValue();
            if (name.length() > MAX_VALUE) {
                problems.add(said("{0} option {1}: unknown option", where, Text.quote(name)));
                it.remove();
            } else if (value.length() > longest(name)) {
                problems.add(said(
                        "{0} option '{1}': the value {2} is too long", where, Text.shorten(name), Text.quote(value)));
                it.remove();
            } else if (hasControl(name) || hasControl(value)) {
                problems.add(said(
                        "{0} option '{1}': the value {2} holds a control character",
                        where, Text.shorten(name), Text.quote(value)));
                it.remove();
            }
        }
        return problems;
    }

    /** The longest value option {@code name} may have: what its meaning needs (see the limits above). */
    public static int longest(String name) {
        if (name.equals("marks")) return MAX_MARKS_VALUE;
        if (name.equals("colours")) return MAX_COLOURS_VALUE;
        return MAX_VALUE;
    }

    private static boolean hasControl(String s) {
        for (int i = 0; i < s.length(); i++) if (Text.isControl(s.charAt(i))) return true;
        return false;
    }
}
