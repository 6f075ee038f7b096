package parlour.shell;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import parlour.match.Text;

/**
 * Keeps over-long page and command-line option values away from {@link LaunchOptions}, whose messages
 * quote a bad value whole (a 200,000-character size once blocked the page for half a minute).
 */
public final class OptionLimits {
    /** No option value is longer than this: the longest good one is a few characters. */
    public static final int MAX_VALUE = 64;

    private OptionLimits() {}

    /**
     * Removes names and values over {@link #MAX_VALUE} characters, or holding control characters, from {@code values}.
     *
     * @return one short message for each, naming {@code where}
     */
    public static List<String> dropLong(Map<String, String> values, String where) {
        List<String> problems = new ArrayList<>();
        for (Iterator<Map.Entry<String, String>> it = values.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, String> e = it.next();
            String name = e.getKey() == null ? "" : e.getKey();
            String value = e.getValue() == null ? "" : e.getValue();
            if (name.length() > MAX_VALUE) {
                problems.add(where + " option " + Text.quote(name) + ": unknown option");
                it.remove();
            } else if (value.length() > MAX_VALUE) {
                problems.add(where + " option '" + Text.shorten(name) + "': the value " + Text.quote(value)
                        + " is too long");
                it.remove();
            } else if (hasControl(name) || hasControl(value)) {
                problems.add(where + " option '" + Text.shorten(name) + "': the value " + Text.quote(value)
                        + " holds a control character");
                it.remove();
            }
        }
        return problems;
    }

    private static boolean hasControl(String s) {
        for (int i = 0; i < s.length(); i++) if (Text.isControl(s.charAt(i))) return true;
        return false;
    }
}
