package parlour.ui;

import static parlour.words.Tr.refusal;

import com.badlogic.gdx.graphics.Color;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.words.Refusal;

/**
 * A theme made from a page's own palette (the colours option: board, lines, p1, p2, accent as CSS colours), held to
 * the contrast the built-in themes keep: a colour that falls short is replaced by the nearest one that does not, and
 * the shortfall is told.
 */
public final class PageColours {
    /** The colours a page may give, each with the built-in default theme's in its place when left out. */
    public static final String[] NAMES = {"board", "lines", "p1", "p2", "accent"};

    private static final String[] DEFAULTS = {"#f6f3ea", "#1b1b1b", "#0061a8", "#d55e00", "#2f3a4a"};

    /** A page's colour that fell short against the board, and the one used instead. */
    public static final class Shortfall {
        /** The colour's name (lines, p1, p2, accent). */
        public final String name;
        /** Its contrast with the board, rounded down to two decimals. */
        public final double ratio;

        public final double needed;
        /** The colour used instead, as CSS: #1b2a80. */
        public final String used;

        Shortfall(String name, double ratio, double needed, String used) {
            this.name = name;
            this.ratio = ratio;
            this.needed = needed;
            this.used = used;
        }
    }

    public final Theme theme;
    /** The page's colours as given (CSS), by name. */
    public final Map<String, String> given;

    public final List<Shortfall> shortfalls = new ArrayList<>();

    /**
     * The theme of {@code given} (names from {@link #NAMES}, values CSS colours: #rgb, #rrggbb, rgb(r, g, b)).
     *
     * @throws IllegalArgumentException (a refusal) naming an unknown colour name or a value that is not a colour
     */
    public static PageColours of(Map<String, String> given) {
        return new PageColours(given);
    }

    private PageColours(Map<String, String> given) {
        this.given = new LinkedHashMap<>(given);
        Color[] c = new Color[NAMES.length];
        for (int i = 0; i < NAMES.length; i++) c[i] = parse(DEFAULTS[i]);
        for (Map.Entry<String, String> e : given.entrySet()) {
            int at = indexOf(e.getKey());
            if (at < 0) throw refusal("no colour {0} (the colours are {1})", e.getKey(), String.join(", ", NAMES));
            try {
                c[at] = parse(e.getValue() == null ? "" : e.getValue().trim());
            } catch (IllegalArgumentException bad) {
                throw refusal("{0}: {1}", e.getKey(), Refusal.reasonOf(bad));
            }
        }
        Color board = c[0];
        Color lines = kept("lines", c[1], board, Contrast.TEXT);
        Color p1 = kept("p1", c[2], board, Contrast.SHAPES);
        Color p2 = kept("p2", c[3], board, Contrast.SHAPES);
        boolean dark = Contrast.dark(board);
        // the side panel, a shade off the board away from the text (as the built-in themes' are)
        Color panel = Contrast.mix(board, Contrast.dark(lines) ? Color.WHITE : Color.BLACK, 0.04);
        // the buttons' face: an enabled button stands out from a disabled one, which shows the board or the panel
        Color accent = onBoth(kept("accent", c[4], board, Contrast.SHAPES), board, panel, Contrast.SHAPES);
        // the page's pairs are held against the board; the panel, a shade off it, holds them too
        Color text = onBoth(lines, board, panel, Contrast.TEXT);
        Color muted = onBoth(Contrast.mix(text, board, 0.35), board, panel, Contrast.TEXT);
        Color error = onBoth(parse(dark ? "#ff6b6b" : "#b00020"), board, panel, Contrast.TEXT);
        Color buttonText =
                Contrast.ratio(Color.WHITE, accent) >= Contrast.ratio(Color.BLACK, accent) ? Color.WHITE : Color.BLACK;
        theme = new Theme(
                "page",
                // not shown: the menu's theme choice offers the built-in themes
                "page",
                hex(board),
                hex(text),
                hex(muted),
                hex(text),
                hex(Contrast.mix(text, board, 0.85)),
                hex(Contrast.mix(text, board, 0.5)),
                hex(accent),
                hex(text),
                hex(panel),
                hex(accent),
                hex(Contrast.mix(accent, buttonText, 0.15)),
                hex(Contrast.mix(accent, Color.BLACK, 0.3)),
                hex(buttonText),
                hex(error),
                hex(p1),
                hex(Contrast.mix(p1, board, 0.75)),
                hex(p1),
                hex(p2),
                hex(Contrast.mix(p2, board, 0.75)),
                hex(p2));
    }

    private static int indexOf(String name) {
        for (int i = 0; i < NAMES.length; i++) if (NAMES[i].equals(name)) return i;
        return -1;
    }

    /** {@code fore}, or the nearest colour that keeps {@code needed} against the board (the shortfall told). */
    private Color kept(String name, Color fore, Color board, double needed) {
        Color passing = Contrast.nearestPassing(fore, board, needed);
        if (passing != fore)
            shortfalls.add(
                    new Shortfall(name, Contrast.rounded(Contrast.ratio(fore, board)), needed, Contrast.css(passing)));
        return passing;
    }

    /** {@code fore}, or the nearest colour that keeps {@code needed} on the board and on the panel both. */
    private static Color onBoth(Color fore, Color board, Color panel, double needed) {
        Color c = fore;
        for (int i = 0; i < 3 && !onBothAlready(c, board, panel, needed); i++)
            c = Contrast.nearestPassing(Contrast.nearestPassing(c, board, needed), panel, needed);
        if (onBothAlready(c, board, panel, needed)) return c;
        // the two pull apart on a mid-grey board: black or white, whichever stands out more from both
        double black = Math.min(Contrast.ratio(Color.BLACK, board), Contrast.ratio(Color.BLACK, panel));
        double white = Math.min(Contrast.ratio(Color.WHITE, board), Contrast.ratio(Color.WHITE, panel));
        return black >= white ? Color.BLACK : Color.WHITE;
    }

    private static boolean onBothAlready(Color c, Color board, Color panel, double needed) {
        return Contrast.ratio(c, board) >= needed && Contrast.ratio(c, panel) >= needed;
    }

    private static String hex(Color c) {
        return Contrast.css(c).substring(1);
    }

    /**
     * A CSS colour: #rgb, #rrggbb or rgb(r, g, b) (commas or spaces between the numbers, 0 to 255).
     *
     * @throws IllegalArgumentException (a refusal) saying which forms are read
     */
    public static Color parse(String css) {
        String v = css.trim().toLowerCase();
        int[] rgb = null;
        if (v.startsWith("#") && (v.length() == 4 || v.length() == 7)) {
            rgb = new int[3];
            boolean shortForm = v.length() == 4;
            for (int i = 0; i < 3 && rgb != null; i++) {
                int hi = Character.digit(v.charAt(shortForm ? 1 + i : 1 + 2 * i), 16);
                int lo = Character.digit(v.charAt(shortForm ? 1 + i : 2 + 2 * i), 16);
                if (hi < 0 || lo < 0) rgb = null;
                else rgb[i] = hi * 16 + lo;
            }
        } else if (v.startsWith("rgb(") && v.endsWith(")")) {
            rgb = numbers(v.substring(4, v.length() - 1).replace(',', ' '));
        }
        if (rgb == null) throw refusal("{0} is not a colour (give #rrggbb, #rgb or rgb(r, g, b))", css);
        return new Color(rgb[0] / 255f, rgb[1] / 255f, rgb[2] / 255f, 1);
    }

    /** Three whole numbers from 0 to 255 between spaces, or null. */
    private static int[] numbers(String text) {
        int[] out = new int[3];
        int count = 0, at = 0;
        while (at < text.length()) {
            if (text.charAt(at) == ' ') {
                at++;
                continue;
            }
            int end = text.indexOf(' ', at);
            if (end < 0) end = text.length();
            if (count == 3) return null;
            try {
                out[count] = Integer.parseInt(text.substring(at, end));
            } catch (NumberFormatException e) {
                return null;
            }
            if (out[count] < 0 || out[count] > 255) return null;
            count++;
            at = end;
        }
        return count == 3 ? out : null;
    }
}
