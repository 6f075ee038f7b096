package parlour.desktop;

import static parlour.words.Tr.t;

import parlour.match.Text;

/** The desktop's --window option, checked before any window is made (0x0 or 100000x100000 used to crash). */
public final class WindowSize {
    public static final int MIN_WIDTH = 320;
    public static final int MIN_HEIGHT = 240;
    public static final int MAX = 8192;

    private WindowSize() {}

    /**
     * Reads {@code WIDTHxHEIGHT} in pixels, from 320x240 to 8192x8192.
     *
     * @return {width, height}
     * @throws IllegalArgumentException with a message for the command line
     */
    public static int[] parse(String value) {
        String v = value == null ? "" : value.trim().toLowerCase();
        int x = v.indexOf('x');
        String usage = t(
                "{0} needs WIDTHxHEIGHT in pixels, from {1}x{2} to {3}x{3} (like 1100x760), not {4}",
                "--window", MIN_WIDTH, MIN_HEIGHT, MAX, Text.quote(value));
        if (x <= 0) throw new IllegalArgumentException(usage);
        int w = number(v.substring(0, x), usage);
        int h = number(v.substring(x + 1), usage);
        if (w < MIN_WIDTH || h < MIN_HEIGHT || w > MAX || h > MAX) throw new IllegalArgumentException(usage);
        return new int[] {w, h};
    }

    private static int number(String s, String usage) {
        if (s.isEmpty() || s.length() > 5) throw new IllegalArgumentException(usage);
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') throw new IllegalArgumentException(usage);
            n = n * 10 + (c - '0');
        }
        return n;
    }
}
