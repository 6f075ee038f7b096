package parlour.ui;

import com.badlogic.gdx.graphics.Color;

/**
 * WCAG's contrast between two colours, the rule every theme keeps (text 4.5:1, marks and lines 3:1), and the nearest
 * colour that keeps it where a page's own colour does not.
 */
public final class Contrast {
    /** Text (and dim text, error text, button words) against what it is written on. */
    public static final double TEXT = 4.5;
    /** Large shapes (the players' marks and lines, the cursor, the dots) against the board. */
    public static final double SHAPES = 3;

    private Contrast() {}

    /** The contrast ratio of {@code a} and {@code b}, from 1 (none) to 21 (black on white). */
    public static double ratio(Color a, Color b) {
        double la = luminance(a), lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /** The ratio to two decimals, as a message says it: 4.48. */
    public static double rounded(double ratio) {
        return Math.floor(ratio * 100) / 100.0;
    }

    /** Whether a colour is dark: light text and marks stand out on it more than dark ones. */
    public static boolean dark(Color c) {
        return luminance(c) < 0.18;
    }

    /**
     * {@code fore} itself when it keeps {@code needed} against {@code back}, else the least mix of it towards black or
     * white (the one that reaches {@code needed}, else the one that gets closest) that does: the page's hue, lighter
     * or darker.
     */
    public static Color nearestPassing(Color fore, Color back, double needed) {
        if (ratio(fore, back) >= needed) return fore;
        Color towardsWhite = reaching(fore, back, Color.WHITE, needed);
        Color towardsBlack = reaching(fore, back, Color.BLACK, needed);
        boolean whitePasses = ratio(towardsWhite, back) >= needed, blackPasses = ratio(towardsBlack, back) >= needed;
        if (whitePasses && blackPasses)
            return distance(fore, towardsWhite) <= distance(fore, towardsBlack) ? towardsWhite : towardsBlack;
        if (whitePasses) return towardsWhite;
        if (blackPasses) return towardsBlack;
        return ratio(towardsWhite, back) >= ratio(towardsBlack, back) ? towardsWhite : towardsBlack;
    }

    /**
     * {@code a} mixed with {@code share} of {@code b} (0 keeps {@code a}, 1 gives {@code b}), on whole 8-bit channels
     * as a theme keeps its colours.
     */
    public static Color mix(Color a, Color b, double share) {
        float s = (float) share;
        return whole(new Color(a.r + (b.r - a.r) * s, a.g + (b.g - a.g) * s, a.b + (b.b - a.b) * s, 1));
    }

    /** The least mix of {@code fore} towards {@code end} that keeps {@code needed} against {@code back} (or {@code end}). */
    private static Color reaching(Color fore, Color back, Color end, double needed) {
        if (ratio(end, back) < needed) return end;
        double low = 0, high = 1;
        for (int i = 0; i < 20; i++) {
            double mid = (low + high) / 2;
            if (ratio(mix(fore, end, mid), back) >= needed) high = mid;
            else low = mid;
        }
        // rounded to whole 8-bit channels, as a CSS colour says it; one step further where rounding lost the ratio
        Color c = mix(fore, end, high);
        for (int step = 1; ratio(c, back) < needed && step < 256; step++)
            c = mix(fore, end, Math.min(1, high + step / 255.0));
        return c;
    }

    /** {@code c} on whole 8-bit channels. */
    private static Color whole(Color c) {
        return new Color(byteOf(c.r) / 255f, byteOf(c.g) / 255f, byteOf(c.b) / 255f, 1);
    }

    private static int byteOf(float v) {
        return Math.max(0, Math.min(255, Math.round(v * 255)));
    }

    private static double distance(Color a, Color b) {
        return Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b);
    }

    private static double luminance(Color c) {
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
    }

    private static double channel(float v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }

    /** {@code c} as a CSS colour: #1b2a80. */
    public static String css(Color c) {
        String hex = "0123456789abcdef";
        StringBuilder sb = new StringBuilder("#");
        for (float v : new float[] {c.r, c.g, c.b}) {
            int b = byteOf(v);
            sb.append(hex.charAt(b >> 4)).append(hex.charAt(b & 15));
        }
        return sb.toString();
    }
}
