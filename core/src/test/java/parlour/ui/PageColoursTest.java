package parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.graphics.Color;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A page's own palette becomes a theme that keeps the built-in themes' contrast: its colours as given where they
 * stand out from the board, else the nearest ones that do, each shortfall named with its ratio.
 */
class PageColoursTest {
    private static Map<String, String> colours(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
        return m;
    }

    @Test
    void givenAPaletteThatStandsOut_thenItsColoursAreTheThemesAsGiven() {
        PageColours page = PageColours.of(colours(
                "board", "#fffdf5", "lines", "#202020", "p1", "rgb(0, 90, 160)", "p2", "#b03", "accent", "#2a6f2a"));
        assertThat(page.shortfalls).isEmpty();
        Theme t = page.theme;
        assertEquals("#fffdf5", Contrast.css(t.background));
        assertEquals("#202020", Contrast.css(t.text));
        assertEquals("#005aa0", Contrast.css(t.line(1)));
        assertEquals("#bb0033", Contrast.css(t.mark(2)));
        assertEquals("#2a6f2a", Contrast.css(t.cursor));
        ThemeContrastTest.assertLegible(t);
    }

    @Test
    void givenAPoorPair_thenTheNearestPassingColourIsUsedAndTheShortfallNamesItsRatio() {
        // a pale yellow player on a white board: 1.06:1
        PageColours page = PageColours.of(colours("board", "#ffffff", "p2", "#ffff66"));
        assertEquals(1, page.shortfalls.size());
        PageColours.Shortfall s = page.shortfalls.get(0);
        assertEquals("p2", s.name);
        assertEquals(1.06, s.ratio, 0.001);
        assertEquals(3, s.needed, 0);
        Color used = page.theme.line(2);
        assertEquals(s.used, Contrast.css(used));
        assertThat(Contrast.ratio(used, Color.WHITE)).isGreaterThanOrEqualTo(3);
        // the nearest: one step (1/255 of the way) less towards black would fall short again
        Color lighter = new Color(used.r + 1 / 255f, used.g + 1 / 255f, used.b + 1 / 255f, 1);
        assertThat(Contrast.ratio(lighter, Color.WHITE))
                .as(Contrast.css(lighter))
                .isLessThan(3.03);
        // the page's hue is kept: still more red and green than blue
        assertTrue(used.r > used.b && used.g > used.b, s.used);
        ThemeContrastTest.assertLegible(page.theme);
    }

    @Test
    void givenADarkBoardAndDefaultDarkLines_thenTheLinesTurnLightAndEveryRuleHolds() {
        PageColours page = PageColours.of(colours("board", "#10151c"));
        assertEquals("lines", page.shortfalls.get(0).name);
        assertEquals(4.5, page.shortfalls.get(0).needed, 0);
        assertTrue(!Contrast.dark(page.theme.text), Contrast.css(page.theme.text));
        ThemeContrastTest.assertLegible(page.theme);
    }

    @Test
    void givenManyPalettes_thenEachThemeKeepsTheBuiltInThemesRules() {
        String[] boards = {"#000000", "#ffffff", "#777777", "#3366cc", "#ffcc00", "#204020", "#f0e0ff"};
        String[] others = {"#777777", "#808080", "#3366cc", "#ffcc00", "#ff0000", "#00ff00", "#000000", "#ffffff"};
        for (String board : boards)
            for (String lines : others)
                for (String player : others) {
                    PageColours page = PageColours.of(
                            colours("board", board, "lines", lines, "p1", player, "p2", lines, "accent", player));
                    ThemeContrastTest.assertLegible(page.theme);
                }
    }

    @Test
    void givenAColourThatIsNot_thenTheRefusalNamesItAndTheFormsRead() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> PageColours.of(colours("p1", "blue")));
        assertEquals("p1: blue is not a colour (give #rrggbb, #rgb or rgb(r, g, b))", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> PageColours.of(colours("border", "#fff")));
        assertEquals("no colour border (the colours are board, lines, p1, p2, accent)", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PageColours.parse("rgb(1, 2, 300)"));
        assertThrows(IllegalArgumentException.class, () -> PageColours.parse("#12345g"));
        assertEquals("#0a0b0c", Contrast.css(PageColours.parse("rgb(10 11 12)")));
    }
}
