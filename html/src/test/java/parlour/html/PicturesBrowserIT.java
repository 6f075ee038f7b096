package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.interactions.Actions;

/**
 * The README's picture of each game in the web widget, taken here so that it shows the game as it is built: each
 * game a few moves in (the same moves every run), saved as {@code web-<game>.png} beside the other screenshots, for
 * {@code scripts/update-pictures.sh} to copy into {@code docs/}. Each picture must show a board: many colours, not an
 * empty or half-drawn canvas.
 */
class PicturesBrowserIT {
    /** Game, options, and how many moves in the picture is taken. */
    private static final String[][] GAMES = {
        {"dots", "size=4x4", "14"},
        {"morris9", "", "12"},
        {"arrows", "size=7x7&clock=untimed&blocked=0", "6"},
        {"gone", "size=16x16", "0"}
    };

    @Test
    void eachGameAFewMovesIn() throws Exception {
        try (WebSession web = WebSession.start()) {
            web.browser.driver.manage().window().setSize(new Dimension(960, 640));
            for (String[] g : GAMES) {
                web.open("embed.html?game=" + g[0] + "&p1=human&p2=human&first=1&sound=off"
                        + (g[1].isEmpty() ? "" : "&" + g[1]));
                int moves = Integer.parseInt(g[2]);
                for (int i = 0; i < moves; i++) {
                    // the same legal move each run (a fixed stride through the list), skipping those after which
                    // no reply keeps the game going (an Arrows arrow pointing into a wall loses at the mover's next
                    // turn)
                    Object why = web.browser.js(
                            "function st() { return JSON.parse(parlour.state()); }"
                                    + "function goesOn(deep) { var t = st(); if (t.result !== 'none') return false;"
                                    + "  if (!deep) return t.legal.length > 0;"
                                    + "  for (var r = 0; r < t.legal.length; r++) { parlour.play(t.legal[r]);"
                                    + "    var ok = goesOn(false); parlour.undo(); if (ok) return true; }"
                                    + "  return false; }"
                                    + "var l = st().legal;"
                                    + "for (var k = 0; k < l.length; k++) {"
                                    + "  if (parlour.play(l[(arguments[0] * 7 + 3 + k) % l.length]) != null) continue;"
                                    + "  if (goesOn(true)) return null;"
                                    + "  parlour.undo();"
                                    + "}"
                                    + "return 'no move keeps the game going';",
                            i);
                    assertEquals(null, why, g[0] + " move " + (i + 1));
                }
                assertEquals(moves, web.widget.state().moves().size(), g[0]);
                // the pointer rests in the empty corner, where it shows no tooltip or hover
                new Actions(web.browser.driver).moveToLocation(940, 480).perform();
                web.browser.awaitFrames(90); // the last move's animation over
                BufferedImage shot = web.browser.pageShot(web.shots.resolve("web-" + g[0] + ".png"));
                assertThat(colours(shot))
                        .as(g[0] + "'s picture shows only " + colours(shot) + " colours")
                        .isGreaterThan(60);
            }
        }
    }

    /** How many different colours the picture has, counted on a coarse grid. */
    private static int colours(BufferedImage img) {
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 3)
            for (int x = 0; x < img.getWidth(); x += 3) seen.add(img.getRGB(x, y) & 0xF8F8F8);
        return seen.size();
    }
}
