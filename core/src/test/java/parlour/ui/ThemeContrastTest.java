package parlour.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.graphics.Color;
import org.junit.jupiter.api.Test;

/**
 * Every theme stays legible: text, dim text, error text and button words against what they are written on at
 * least WCAG's 4.5:1, and the players' marks, the cursor and the dots against the board at least 3:1, the
 * contrast of large shapes.
 */
class ThemeContrastTest {
    @Test
    void everyThemeKeepsItsTextAndPiecesLegible() {
        for (Theme t : Theme.ALL) {
            for (Color ground : new Color[] {t.background, t.panel}) {
                atLeast(4.5, t.text, ground, t.id + " text");
                atLeast(4.5, t.mutedText, ground, t.id + " dim text");
                atLeast(4.5, t.error, ground, t.id + " error text");
            }
            atLeast(4.5, t.buttonText, t.button, t.id + " button words");
            atLeast(3, t.mark(1), t.background, t.id + " player 1's mark");
            atLeast(3, t.mark(2), t.background, t.id + " player 2's mark");
            atLeast(3, t.line(1), t.background, t.id + " player 1's line");
            atLeast(3, t.line(2), t.background, t.id + " player 2's line");
            atLeast(3, t.cursor, t.background, t.id + " cursor");
            atLeast(3, t.dot, t.background, t.id + " dots");
        }
    }

    private static void atLeast(double ratio, Color fore, Color back, String what) {
        double a = luminance(fore), b = luminance(back);
        double contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        assertTrue(contrast >= ratio, what + ": " + Math.round(contrast * 100) / 100.0 + ":1, below " + ratio);
    }

    private static double luminance(Color c) {
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
    }

    private static double channel(float v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}
