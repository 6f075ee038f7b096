package parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.graphics.Color;
import org.junit.jupiter.api.Test;

/**
 * Every theme stays legible: text, dim text, error text and button words against what they are written on at
 * least WCAG's 4.5:1, and the players' marks, the cursor, the dots and an enabled button's face against a disabled
 * one's (the ground, which it shows) at least 3:1, the contrast of large shapes.
 */
class ThemeContrastTest {
    @Test
    void everyThemeKeepsItsTextAndPiecesLegible() {
        for (Theme t : Theme.ALL) assertLegible(t);
    }

    /** The rules every theme keeps, the page's own colours' too. */
    static void assertLegible(Theme t) {
        for (Color ground : new Color[] {t.background, t.panel}) {
            atLeast(4.5, t.text, ground, t.id + " text");
            atLeast(4.5, t.mutedText, ground, t.id + " dim text");
            atLeast(4.5, t.error, ground, t.id + " error text");
            // a disabled button shows the ground through its outline: an enabled one's face stands 3:1 apart from it
            atLeast(3, t.button, ground, t.id + " an enabled button's face against a disabled one's");
        }
        atLeast(4.5, t.buttonText, t.button, t.id + " button words");
        atLeast(3, t.mark(1), t.background, t.id + " player 1's mark");
        atLeast(3, t.mark(2), t.background, t.id + " player 2's mark");
        atLeast(3, t.line(1), t.background, t.id + " player 1's line");
        atLeast(3, t.line(2), t.background, t.id + " player 2's line");
        atLeast(3, t.cursor, t.background, t.id + " cursor");
        atLeast(3, t.dot, t.background, t.id + " dots");
    }

    private static void atLeast(double ratio, Color fore, Color back, String what) {
        double contrast = Contrast.ratio(fore, back);
        assertThat(contrast)
                .as(what + ": " + Math.round(contrast * 100) / 100.0 + ":1, below " + ratio)
                .isGreaterThanOrEqualTo(ratio);
    }

    @Test
    void theContrastIsWcagsFromOneToTwentyOne() {
        assertEquals(21, Contrast.ratio(Color.BLACK, Color.WHITE), 0.01);
        assertEquals(1, Contrast.ratio(Color.WHITE, Color.WHITE), 0.001);
        // #767676 on white is the lightest grey that passes for text: 4.54
        assertEquals(4.54, Contrast.ratio(Color.valueOf("767676"), Color.WHITE), 0.01);
    }
}
