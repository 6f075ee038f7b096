package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WindowType;

/**
 * Issue 22 in a real browser: two tabs of one page each play their own Dots game; a reload of each offers its own
 * game first and lists the other's; a tab closed and a new one opened offers both. Nothing is lost on the way.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TwoTabsIT {
    private static final String GAME = "embed.html?game=dots&size=3x3&p1=human&p2=human&sound=off&speed=instant";
    /** As a page that leaves sound to the player's setting. */
    private static final String GAME_WITH_SOUND = "embed.html?game=dots&size=3x3&p1=human&p2=human&speed=instant";

    private WebSession web;
    private StaticSite server;
    private Browser browser;
    private Widget widget;

    @BeforeAll
    void start() throws Exception {
        web = WebSession.start("two-tabs");
        assumeTrue(web != null, "no browser here");
        server = web.server;
        browser = web.browser;
        widget = web.widget;
    }

    @AfterAll
    void stop() {
        if (web != null) web.close();
    }

    /** One tab, on no page of the site: the tabs of another test no longer claim their numbers. */
    @BeforeEach
    void oneTab() {
        List<String> handles = new ArrayList<>(browser.driver.getWindowHandles());
        for (int i = 1; i < handles.size(); i++) {
            browser.driver.switchTo().window(handles.get(i));
            browser.driver.close();
        }
        browser.driver.switchTo().window(handles.get(0));
        browser.driver.get("about:blank");
    }

    @Test
    void twoTabsKeepTwoGamesAndEachReloadFindsItsOwnFirst() {
        browser.clearSiteData(server.url("").replaceAll("/$", ""));
        browser.driver.get(server.url(GAME));
        awaitGame();
        String first = browser.driver.getWindowHandle();
        List<String> firstMoves = play(3);

        browser.driver.switchTo().newWindow(WindowType.TAB);
        browser.driver.get(server.url(GAME));
        awaitGame();
        String second = browser.driver.getWindowHandle();
        List<String> secondMoves = play(1);

        // a reload of the first tab offers its own game first and lists the second's
        browser.driver.switchTo().window(first);
        browser.driver.navigate().refresh();
        awaitGame();
        List<String> offered = openChoice();
        assertEquals(2, offered.size(), "both games are offered: " + offered);
        assertTrue(offered.get(0).startsWith("This window's: 3x3, 3 moves"), "its own first: " + offered);
        assertTrue(offered.get(1).startsWith("3x3, 1 move"), "then the other tab's: " + offered);
        assertEquals(firstMoves, chooseFirst(), "Enter plays the first tab's own game on");

        // and so does a reload of the second
        browser.driver.switchTo().window(second);
        browser.driver.navigate().refresh();
        awaitGame();
        offered = openChoice();
        assertTrue(offered.get(0).startsWith("This window's: 3x3, 1 move"), "its own first: " + offered);
        assertTrue(offered.get(1).startsWith("3x3, 3 moves"), "then the first tab's: " + offered);
        assertEquals(secondMoves, chooseFirst());

        // a tab closed, and a new one opened, offers both
        browser.driver.close();
        browser.driver.switchTo().window(first);
        browser.driver.switchTo().newWindow(WindowType.TAB);
        browser.driver.get(server.url(GAME));
        awaitGame();
        offered = openChoice();
        assertEquals(2, offered.size(), "both games are offered in a new tab: " + offered);
    }

    @Test
    void aSettingChangedInOneTabReachesTheOtherAndANameSavedThereMeanwhileIsAskedAbout() {
        browser.clearSiteData(server.url("").replaceAll("/$", ""));
        browser.driver.get(server.url(GAME_WITH_SOUND));
        awaitGame();
        String first = browser.driver.getWindowHandle();
        browser.driver.switchTo().newWindow(WindowType.TAB);
        browser.driver.get(server.url(GAME_WITH_SOUND));
        awaitGame();
        String second = browser.driver.getWindowHandle();

        // sound turned off in the second tab is off in the first as well
        assertTrue(controls().contains("Sound on"), controls());
        browser.js("arguments[0].focus();", widget.canvas());
        widget.type("m");
        Browser.await(
                Duration.ofSeconds(5), () -> controls().contains("Sound off") ? Boolean.TRUE : null, this::controls);
        browser.driver.switchTo().window(first);
        Browser.await(
                Duration.ofSeconds(5),
                () -> controls().contains("Sound off") ? Boolean.TRUE : null,
                () -> "the first tab did not hear the sound turned off: " + controls());

        // the first tab names a save Evening; meanwhile the second saves under that name; the first is asked
        nameSave("Evening");
        browser.driver.switchTo().window(second);
        nameSave("Evening");
        widget.type(Keys.ENTER);
        Browser.sleep(600);
        browser.driver.switchTo().window(first);
        widget.type(Keys.ENTER);
        Browser.await(
                Duration.ofSeconds(5),
                () -> controls().contains("Replace") ? Boolean.TRUE : null,
                () -> "the first tab saved over the second's Evening without asking: " + controls());

        // the save list, opened in the first tab, then a save made in the second: opened again, it lists that one
        // Esc, one dialog at a time (one more would leave the game for the menu)
        for (int i = 0; i < 3 && (controls().contains("Replace") || controls().contains("Cancel")); i++) {
            widget.type(Keys.ESCAPE);
            Browser.sleep(400);
        }
        assertFalse(controls().contains("Cancel"), "Esc did not close the dialogs: " + controls());
        assertTrue(openLoad().contains("Evening"), controls());
        assertFalse(controls().contains("Morning"), "no Morning yet: " + controls());
        widget.type(Keys.ESCAPE);
        browser.driver.switchTo().window(second);
        nameSave("Morning");
        widget.type(Keys.ENTER);
        Browser.sleep(600);
        browser.driver.switchTo().window(first);
        Browser.await(
                Duration.ofSeconds(5),
                () -> openLoad().contains("Morning") ? Boolean.TRUE : null,
                () -> "the first tab's save list does not show the second's new save: " + controls());
    }

    /** S on the board, and {@code name} typed into the Save dialog's name field (not yet saved). */
    private void nameSave(String name) {
        browser.js("arguments[0].focus();", widget.canvas());
        widget.type("s");
        Browser.sleep(400);
        widget.type(name);
    }

    /** L on the board, and the page's copies of the Load dialog's controls once its list shows. */
    private String openLoad() {
        browser.js("arguments[0].focus();", widget.canvas());
        widget.type("l");
        return Browser.await(
                Duration.ofSeconds(5),
                () -> controls().contains("Evening") ? controls() : null,
                () -> "L opened no save list: " + controls());
    }

    /** The names of the page's copies of the widget's controls, as a screen reader reads them. */
    private String controls() {
        return String.valueOf(browser.js("return Array.prototype.map.call("
                + "document.querySelectorAll('.parlour-controls button'), function (b) { return b.textContent; })"
                + ".join(' | ');"));
    }

    /** Tab to the offer's Choose…, Enter: the chooser's entries, as the page's copies of its controls name them. */
    @SuppressWarnings("unchecked")
    private List<String> openChoice() {
        browser.js("arguments[0].focus();", widget.canvas());
        widget.type(Keys.TAB, Keys.ENTER);
        return Browser.await(
                Duration.ofSeconds(10),
                () -> {
                    List<String> names = new ArrayList<>();
                    for (Object o : (List<Object>) browser.js("return Array.prototype.map.call("
                            + "document.querySelectorAll('.parlour-controls button'), function (b) {"
                            + " return b.textContent; });")) {
                        String n = String.valueOf(o);
                        if (n.contains(" against ")) names.add(n);
                    }
                    return names.isEmpty() ? null : names;
                },
                () -> "no choice of kept games opened: "
                        + browser.js("return document.querySelector('.parlour-controls').textContent;"));
    }

    /** Enter on the first entry: the moves of the game then on the board. */
    private List<String> chooseFirst() {
        widget.type(Keys.ENTER);
        Browser.sleep(500);
        return widget.state().moves();
    }

    private void awaitGame() {
        widget.awaitCanvas(Duration.ofSeconds(60));
        widget.awaitApi(Duration.ofSeconds(30));
        Browser.await(
                Duration.ofSeconds(30),
                () -> widget.state().frames() != 0 ? Boolean.TRUE : null,
                () -> "no frame drawn");
    }

    /** Clicks {@code n} legal lines (the last legal one each time); returns all moves so far. */
    private List<String> play(int n) {
        for (int i = 0; i < n; i++) {
            Widget.State before = widget.state();
            String line = before.legal().get(before.legal().size() - 1 - i);
            double[] p = widget.pointOf(line);
            widget.clickCanvasAt(p[0], p[1]);
            int count = before.moves().size() + 1;
            Browser.await(
                    Duration.ofSeconds(10),
                    () -> widget.state().moves().size() == count ? Boolean.TRUE : null,
                    () -> "a click on " + line + " played nothing: "
                            + widget.state().json());
        }
        widget.restPointer();
        return widget.state().moves();
    }
}
