package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import parlour.testing.MenuTabs;
import parlour.testing.Pixels;

/**
 * Issue "Theme switch garbles text": switching the theme live in the menu (Tab to the Theme option,
 * Right arrow, in a real browser) must draw the same text as a start in that theme, and switching back
 * must give the very picture the menu had before.
 */
class ThemeSwitchIT extends SessionTest {
    /** Tab presses from the initially focused Play button to the Theme option. */
    private static final int TABS_TO_THEME = MenuTabs.toTheme();
    /** Pixels (share of the canvas) allowed to differ between two pictures of the same menu. */
    private static final double SAME = 0.001;

    private Path shots;

    @BeforeAll
    void start() throws IOException {
        shots = web.shots;
    }

    @Test
    void liveThemeSwitchKeepsTheText() {
        // Given the menu in its default theme, the keyboard focus on the Theme option
        BufferedImage contrastAtStart = menuOnThemeOption("embed.html?sound=off");

        // When the player presses Right there: the theme changes live
        widget.type(Keys.ARROW_RIGHT);
        BufferedImage classicLive = awaitOtherBackground(contrastAtStart);
        WebLoadIT.savePng(classicLive, shots.resolve("web-theme-classic-live.png"));

        // And Left: back to the first theme
        widget.type(Keys.ARROW_LEFT);
        BufferedImage contrastAgain = awaitOtherBackground(classicLive);
        WebLoadIT.savePng(contrastAgain, shots.resolve("web-theme-contrast-again.png"));

        // Then the menu looks as it did before the switches
        double back = changedShare(contrastAtStart, contrastAgain);
        // And the live classic menu looks like the menu of a page that starts in the classic theme
        BufferedImage classicAtStart = menuOnThemeOption("embed.html?sound=off&theme=classic");
        WebLoadIT.savePng(classicAtStart, shots.resolve("web-theme-classic-start.png"));
        double live = changedShare(classicAtStart, classicLive);
        System.out.println("[web] theme switch: pixels changed against a fresh start " + pct(live) + " (classic), "
                + pct(back) + " (high contrast, after switching back); glyph edges " + edges(classicAtStart)
                + " fresh, "
                + edges(classicLive) + " live");
        assertThat(live)
                .as(pct(live) + " of the menu differs between the live-switched classic theme and a start in it"
                        + " (see web-theme-classic-live.png and web-theme-classic-start.png)")
                .isLessThanOrEqualTo(SAME);
        assertThat(back)
                .as(pct(back) + " of the menu differs after switching the theme there and back"
                        + " (see web-theme-contrast-again.png)")
                .isLessThanOrEqualTo(SAME);
    }

    /** Opens a page as a first-time visitor, waits for every card, clicks the board's corner and Tabs to the Theme option. */
    private BufferedImage menuOnThemeOption(String page) {
        web.open(page);
        // every card grown to its picture and Options (the menu fetches every game's code once it shows)
        widget.awaitEveryGamesCard(Duration.ofSeconds(60));
        widget.settle();
        widget.clickCanvasAt(3, 3);
        for (int i = 0; i < TABS_TO_THEME; i++) widget.type(Keys.TAB);
        return steady();
    }

    /** The canvas once its background (commonest colour) is no longer that of {@code before}, and steady. */
    private BufferedImage awaitOtherBackground(BufferedImage before) {
        int was = background(before);
        Browser.await(
                Duration.ofSeconds(10),
                () -> background(pixels()) != was ? Boolean.TRUE : null,
                () -> "the Right arrow on the Theme option did not change the theme (background stays #"
                        + Integer.toHexString(was) + ")");
        return steady();
    }

    private BufferedImage steady() {
        BufferedImage last = pixels();
        for (int i = 0; i < 30; i++) {
            Browser.sleep(150);
            BufferedImage now = pixels();
            if (Pixels.changed(last, now, new Rectangle(0, 0, now.getWidth(), now.getHeight()), 0) == 0) return now;
            last = now;
        }
        return last;
    }

    private BufferedImage pixels() {
        WebElement c = widget.canvas();
        return browser.canvasPixels(c);
    }

    private static int background(BufferedImage img) {
        return Pixels.spread(img, new Rectangle(0, 0, img.getWidth(), img.getHeight())).dominantRgb;
    }

    private static double changedShare(BufferedImage a, BufferedImage b) {
        assertTrue(a.getWidth() == b.getWidth() && a.getHeight() == b.getHeight(), "the canvas changed size");
        return Pixels.changed(a, b, new Rectangle(0, 0, a.getWidth(), a.getHeight()), 40)
                / (double) (a.getWidth() * a.getHeight());
    }

    /** Strong left-right steps between neighbouring pixels: many for text, few for solid blocks. */
    private static int edges(BufferedImage img) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 1; x < img.getWidth(); x++) if (Pixels.diff(img.getRGB(x - 1, y), img.getRGB(x, y)) > 150) n++;
        }
        return n;
    }

    private static String pct(double share) {
        return String.format(Locale.ROOT, "%.3f%%", share * 100);
    }
}
