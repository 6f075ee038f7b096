package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WindowType;

/**
 * Issue 22 in a real browser: two tabs of one page each play their own Dots game; a reload of each offers its own
 * game first and lists the other's; a tab closed and a new one opened offers both. Nothing is lost on the way. Issue
 * 36: tabs opened in the same instant (a browser restoring its session) never take one number; a duplicated tab takes
 * a new one. Issue 44: the same, ten times over with the CPU six times slower (with Web Locks here; without them in
 * TwoTabsWithoutLocksIT, which the other test JVM can run meanwhile).
 */
class TwoTabsIT extends SessionTest {
    private static final String GAME = TabTrials.GAME;
    /** Trials of two tabs opened together on a CPU six times slower: the hard case. */
    static final int TRIALS = 10;
    /** Trials at full speed: the slowed trials already cover the same steps with more room for a race. */
    static final int FULL_SPEED_TRIALS = 3;
    /** As a page that leaves sound to the player's setting. */
    private static final String GAME_WITH_SOUND = "embed.html?game=dots&size=3x3&p1=human&p2=human&speed=instant";

    private TabTrials tabs;

    @BeforeAll
    void steps() {
        tabs = new TabTrials(browser, widget);
    }

    @AfterAll
    void closeTrialSites() {
        if (tabs != null) tabs.close();
    }

    /** One tab, on no page of the site: the tabs of another test no longer claim their numbers. */
    @BeforeEach
    void oneTab() {
        browser.keepFirstTabOnly();
        browser.driver.get("about:blank");
    }

    @Test
    void twoTabsKeepTwoGamesAndEachReloadFindsItsOwnFirst() {
        browser.clearSiteData(server.url("").replaceAll("/$", ""));
        browser.driver.get(server.url(GAME));
        widget.awaitReady();
        String first = browser.driver.getWindowHandle();
        List<String> firstMoves = tabs.play(3);

        browser.driver.switchTo().newWindow(WindowType.TAB);
        browser.driver.get(server.url(GAME));
        widget.awaitReady();
        String second = browser.driver.getWindowHandle();
        List<String> secondMoves = tabs.play(1);

        // a reload of the first tab offers its own game first and lists the second's
        browser.driver.switchTo().window(first);
        browser.driver.navigate().refresh();
        widget.awaitReady();
        List<String> offered = tabs.openChoice();
        assertEquals(2, offered.size(), "both games are offered: " + offered);
        assertThat(offered.get(0)).as("its own first: " + offered).startsWith("This window's: 3x3, 3 moves");
        assertThat(offered.get(1)).as("then the other tab's: " + offered).startsWith("3x3, 1 move");
        chooseFirst(firstMoves, "Enter plays the first tab's own game on");

        // and so does a reload of the second
        browser.driver.switchTo().window(second);
        browser.driver.navigate().refresh();
        widget.awaitReady();
        offered = tabs.openChoice();
        assertThat(offered.get(0)).as("its own first: " + offered).startsWith("This window's: 3x3, 1 move");
        assertThat(offered.get(1)).as("then the first tab's: " + offered).startsWith("3x3, 3 moves");
        chooseFirst(secondMoves, "Enter plays the second tab's own game on");

        // a tab closed, and a new one opened, offers both
        browser.driver.close();
        browser.driver.switchTo().window(first);
        browser.driver.switchTo().newWindow(WindowType.TAB);
        browser.driver.get(server.url(GAME));
        widget.awaitReady();
        offered = tabs.openChoice();
        assertEquals(2, offered.size(), "both games are offered in a new tab: " + offered);
    }

    @Test
    void twoTabsOpenedTogetherEachFindTheirOwnGame() throws Exception {
        tabs.run(FULL_SPEED_TRIALS, false, false);
    }

    @Test
    @Timeout(value = 15, unit = TimeUnit.MINUTES) // ten trials on a slowed CPU may outlast the usual 5 minutes
    void onACpuSixTimesSlowerTwoTabsOpenedTogetherEachFindTheirOwnGameTenTimesOver() throws Exception {
        tabs.run(TRIALS, false, true);
    }

    @Test
    void aDuplicatedTabTakesANewNumberAndOffersTheOriginalsGameAsAnotherWindows() {
        browser.clearSiteData(server.url("").replaceAll("/$", ""));
        browser.driver.get(server.url(GAME));
        widget.awaitReady();
        String original = browser.driver.getWindowHandle();
        tabs.play(2);
        String number = String.valueOf(browser.js("return sessionStorage.getItem('parlour.instance.');"));
        browser.js("sessionStorage.setItem('copied', 'yes');");

        // window.open of the page's own address copies its sessionStorage into the new tab, as Duplicate does
        Set<String> before = browser.driver.getWindowHandles();
        browser.js("window.open(location.href, '_blank');");
        String copy = newHandles(before, 1).get(0);
        tabs.front(copy);
        widget.awaitReady();
        assertEquals("yes", browser.js("return sessionStorage.getItem('copied');"), "the tab's memory was copied");
        String taken = String.valueOf(browser.js("return sessionStorage.getItem('parlour.instance.');"));
        assertThat(number)
                .as("the duplicate took the original's number " + number)
                .isNotEqualTo(taken);
        // its own slot is empty: the one game offered is the original's
        assertThat(tabs.controls())
                .as("the original's game is offered: " + tabs.controls())
                .contains("Resume");
        tabs.play(1);

        // the original, reloaded, still finds its own game first, then the duplicate's
        tabs.front(original);
        browser.driver.navigate().refresh();
        widget.awaitReady();
        List<String> offered = tabs.openChoice();
        assertEquals(2, offered.size(), offered.toString());
        assertThat(offered.get(0))
                .as("the original keeps its own: " + offered)
                .startsWith("This window's: 3x3, 2 moves");
        assertThat(offered.get(1))
                .as("the duplicate's is another window's: " + offered)
                .startsWith("3x3, 1 move");
    }

    @Test
    void aSettingChangedInOneTabReachesTheOtherAndANameSavedThereMeanwhileIsAskedAbout() {
        browser.clearSiteData(server.url("").replaceAll("/$", ""));
        browser.driver.get(server.url(GAME_WITH_SOUND));
        widget.awaitReady();
        String first = browser.driver.getWindowHandle();
        browser.driver.switchTo().newWindow(WindowType.TAB);
        browser.driver.get(server.url(GAME_WITH_SOUND));
        widget.awaitReady();
        String second = browser.driver.getWindowHandle();

        // sound turned off in the second tab is off in the first as well
        assertThat(tabs.controls()).as(tabs.controls()).contains("Sound on");
        browser.js("arguments[0].focus();", widget.canvas());
        widget.type("m");
        Browser.await(
                Duration.ofSeconds(5),
                () -> tabs.controls().contains("Sound off") ? Boolean.TRUE : null,
                tabs::controls);
        browser.driver.switchTo().window(first);
        Browser.await(
                Duration.ofSeconds(5),
                () -> tabs.controls().contains("Sound off") ? Boolean.TRUE : null,
                () -> "the first tab did not hear the sound turned off: " + tabs.controls());

        // the first tab names a save Evening; meanwhile the second saves under that name; the first is asked
        nameSave("Evening");
        browser.driver.switchTo().window(second);
        nameSave("Evening");
        saveSeenIn("Evening", first);
        widget.type(Keys.ENTER);
        Browser.await(
                Duration.ofSeconds(5),
                () -> tabs.controls().contains("Replace") ? Boolean.TRUE : null,
                () -> "the first tab saved over the second's Evening without asking: " + tabs.controls());

        // the save list, opened in the first tab, then a save made in the second: opened again, it lists that one
        // Esc, one dialog at a time (one more would leave the game for the menu)
        for (int i = 0;
                i < 3 && (tabs.controls().contains("Replace") || tabs.controls().contains("Cancel"));
                i++) {
            widget.type(Keys.ESCAPE);
            widget.settle();
        }
        assertThat(tabs.controls())
                .as("Esc did not close the dialogs: " + tabs.controls())
                .doesNotContain("Cancel");
        assertThat(openLoad()).as(tabs.controls()).contains("Evening");
        assertThat(tabs.controls()).as("no Morning yet: " + tabs.controls()).doesNotContain("Morning");
        widget.type(Keys.ESCAPE);
        browser.driver.switchTo().window(second);
        nameSave("Morning");
        saveSeenIn("Morning", first);
        Browser.await(
                Duration.ofSeconds(5),
                () -> openLoad().contains("Morning") ? Boolean.TRUE : null,
                () -> "the first tab's save list does not show the second's new save: " + tabs.controls());
    }

    /** S on the board, and {@code name} typed into the Save dialog's name field (not yet saved). */
    private void nameSave(String name) {
        browser.js("arguments[0].focus();", widget.canvas());
        widget.type("s");
        Browser.await(
                Duration.ofSeconds(5),
                () -> tabs.controls().contains("Cancel") ? Boolean.TRUE : null,
                () -> "S opened no Save dialog: " + tabs.controls());
        widget.type(name);
    }

    /**
     * Enter in the Save dialog: waits until the save is written, then goes to tab {@code other} and waits until its
     * page sees that save's entry in the site's storage (another tab's writes reach a page a moment later).
     */
    private void saveSeenIn(String name, String other) {
        widget.type(Keys.ENTER);
        Browser.await(
                Duration.ofSeconds(5),
                () -> widget.state().status().contains("Saved as \"" + name + "\"") ? Boolean.TRUE : null,
                () -> "Enter did not save " + name + ": " + widget.state().status());
        browser.driver.switchTo().window(other);
        Browser.await(
                Duration.ofSeconds(5),
                () -> Boolean.TRUE.equals(browser.js(
                                "var n = arguments[0]; return Object.keys(localStorage).some(function (k) {"
                                        + " return k.indexOf(n) >= 0; });",
                                name))
                        ? Boolean.TRUE
                        : null,
                () -> "the other tab's page never saw the save " + name);
    }

    /** L on the board, and the page's copies of the Load dialog's controls once its list shows. */
    private String openLoad() {
        browser.js("arguments[0].focus();", widget.canvas());
        widget.type("l");
        return Browser.await(
                Duration.ofSeconds(5),
                () -> tabs.controls().contains("Evening") ? tabs.controls() : null,
                () -> "L opened no save list: " + tabs.controls());
    }

    /** Enter on the first entry: waits until the board shows {@code moves}, the game that entry named. */
    private void chooseFirst(List<String> moves, String what) {
        widget.type(Keys.ENTER);
        Browser.await(
                Duration.ofSeconds(10),
                () -> widget.state().moves().equals(moves) ? Boolean.TRUE : null,
                () -> what + ": expected the moves " + moves + ", the board has "
                        + widget.state().moves());
    }

    /** The {@code n} tabs opened since {@code before} (waiting for them to appear). */
    private List<String> newHandles(Set<String> before, int n) {
        return Browser.await(
                Duration.ofSeconds(10),
                () -> {
                    Set<String> now = new HashSet<>(browser.driver.getWindowHandles());
                    now.removeAll(before);
                    return now.size() == n ? new ArrayList<>(now) : null;
                },
                () -> "no " + n + " new tabs opened");
    }
}
