package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WindowType;

/**
 * Issue 22 in a real browser: two tabs of one page each play their own Dots game; a reload of each offers its own
 * game first and lists the other's; a tab closed and a new one opened offers both. Nothing is lost on the way. Issue
 * 36: tabs opened in the same instant (a browser restoring its session) never take one number, with Web Locks and
 * without; a duplicated tab takes a new one. Issue 44: the same, ten times each way, also with the CPU six times slower.
 */
class TwoTabsIT extends SessionTest {
    private static final String GAME = "embed.html?game=dots&size=3x3&p1=human&p2=human&sound=off&speed=instant";
    /** Trials of two tabs opened together on a CPU six times slower, each way (Web Locks or not): the hard case. */
    private static final int TRIALS = 10;
    /** Trials at full speed, each way: the slowed trials already cover the same steps with more room for a race. */
    private static final int FULL_SPEED_TRIALS = 3;
    /** How many times slower the CPU of a slowed tab is. */
    private static final int SLOWER = 6;
    /**
     * Notes, in the page, the number its claim took as the claim writes it into sessionStorage ({@code TabInstance}):
     * a test can see the claim done before the game is ready.
     */
    private static final String NOTE_CLAIM = "(function () { var set = Storage.prototype.setItem;"
            + " Storage.prototype.setItem = function (k, v) { set.call(this, k, v);"
            + " if (String(k) === 'parlour.instance.') window.parlourClaimed = String(v); }; })();";
    /** As a page that leaves sound to the player's setting. */
    private static final String GAME_WITH_SOUND = "embed.html?game=dots&size=3x3&p1=human&p2=human&speed=instant";

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
        List<String> firstMoves = play(3);

        browser.driver.switchTo().newWindow(WindowType.TAB);
        browser.driver.get(server.url(GAME));
        widget.awaitReady();
        String second = browser.driver.getWindowHandle();
        List<String> secondMoves = play(1);

        // a reload of the first tab offers its own game first and lists the second's
        browser.driver.switchTo().window(first);
        browser.driver.navigate().refresh();
        widget.awaitReady();
        List<String> offered = openChoice();
        assertEquals(2, offered.size(), "both games are offered: " + offered);
        assertThat(offered.get(0)).as("its own first: " + offered).startsWith("This window's: 3x3, 3 moves");
        assertThat(offered.get(1)).as("then the other tab's: " + offered).startsWith("3x3, 1 move");
        assertEquals(firstMoves, chooseFirst(), "Enter plays the first tab's own game on");

        // and so does a reload of the second
        browser.driver.switchTo().window(second);
        browser.driver.navigate().refresh();
        widget.awaitReady();
        offered = openChoice();
        assertThat(offered.get(0)).as("its own first: " + offered).startsWith("This window's: 3x3, 1 move");
        assertThat(offered.get(1)).as("then the first tab's: " + offered).startsWith("3x3, 3 moves");
        assertEquals(secondMoves, chooseFirst());

        // a tab closed, and a new one opened, offers both
        browser.driver.close();
        browser.driver.switchTo().window(first);
        browser.driver.switchTo().newWindow(WindowType.TAB);
        browser.driver.get(server.url(GAME));
        widget.awaitReady();
        offered = openChoice();
        assertEquals(2, offered.size(), "both games are offered in a new tab: " + offered);
    }

    @Test
    void twoTabsOpenedTogetherEachFindTheirOwnGame() {
        for (int run = 1; run <= FULL_SPEED_TRIALS; run++) twoAtOnce(run, false, false);
    }

    @Test
    @Timeout(value = 15, unit = TimeUnit.MINUTES) // ten trials on a slowed CPU outlast the usual 5 minutes
    void onACpuSixTimesSlowerTwoTabsOpenedTogetherEachFindTheirOwnGameTenTimesOver() {
        for (int run = 1; run <= TRIALS; run++) twoAtOnce(run, false, true);
    }

    @Test
    void withoutWebLocksTwoTabsOpenedTogetherEachFindTheirOwnGame() {
        for (int run = 1; run <= FULL_SPEED_TRIALS; run++) twoAtOnce(run, true, false);
    }

    @Test
    @Timeout(value = 15, unit = TimeUnit.MINUTES) // ten trials on a slowed CPU outlast the usual 5 minutes
    void withoutWebLocksOnACpuSixTimesSlowerTwoTabsOpenedTogetherEachFindTheirOwnGameTenTimesOver() {
        for (int run = 1; run <= TRIALS; run++) twoAtOnce(run, true, true);
    }

    @Test
    void aDuplicatedTabTakesANewNumberAndOffersTheOriginalsGameAsAnotherWindows() {
        browser.clearSiteData(server.url("").replaceAll("/$", ""));
        browser.driver.get(server.url(GAME));
        widget.awaitReady();
        String original = browser.driver.getWindowHandle();
        play(2);
        String number = String.valueOf(browser.js("return sessionStorage.getItem('parlour.instance.');"));
        browser.js("sessionStorage.setItem('copied', 'yes');");

        // window.open of the page's own address copies its sessionStorage into the new tab, as Duplicate does
        Set<String> before = browser.driver.getWindowHandles();
        browser.js("window.open(location.href, '_blank');");
        String copy = newHandles(before, 1).get(0);
        front(copy);
        widget.awaitReady();
        assertEquals("yes", browser.js("return sessionStorage.getItem('copied');"), "the tab's memory was copied");
        String taken = String.valueOf(browser.js("return sessionStorage.getItem('parlour.instance.');"));
        assertThat(number)
                .as("the duplicate took the original's number " + number)
                .isNotEqualTo(taken);
        // its own slot is empty: the one game offered is the original's
        assertThat(controls())
                .as("the original's game is offered: " + controls())
                .contains("Resume");
        play(1);

        // the original, reloaded, still finds its own game first, then the duplicate's
        front(original);
        browser.driver.navigate().refresh();
        widget.awaitReady();
        List<String> offered = openChoice();
        assertEquals(2, offered.size(), offered.toString());
        assertThat(offered.get(0))
                .as("the original keeps its own: " + offered)
                .startsWith("This window's: 3x3, 2 moves");
        assertThat(offered.get(1))
                .as("the duplicate's is another window's: " + offered)
                .startsWith("3x3, 1 move");
    }

    /**
     * Two tabs of the page opened together (two tabs sent to it one after the other without waiting, as a browser
     * restoring its session does), without Web Locks or with, each at full speed or with its CPU six times slower:
     * they take two numbers; each plays its own game, and each one's reload takes its number back and offers that
     * game first. A slowed tab is slowed while its page starts and claims its number (the two pages together, then
     * each reload with the page it replaces), the steps where tabs race; it loads and plays the game at full speed.
     */
    private void twoAtOnce(int run, boolean withoutLocks, boolean slow) {
        long start = System.nanoTime();
        browser.keepFirstTabOnly();
        browser.driver.get("about:blank");
        browser.clearSiteData(server.url("").replaceAll("/$", ""));
        String home = browser.driver.getWindowHandle();
        List<String> tabs = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            browser.driver.switchTo().newWindow(WindowType.TAB);
            if (withoutLocks) onEveryPage("delete Navigator.prototype.locks;");
            onEveryPage(NOTE_CLAIM);
            // the tab's own setting, made on a page of the site: it holds for the site's pages the tab goes to and
            // their reloads (a page in another renderer process would drop it)
            browser.driver.get(server.url("version.txt"));
            if (slow) cpuSlower(SLOWER);
            tabs.add(browser.driver.getWindowHandle());
        }
        for (String t : tabs) {
            browser.driver.switchTo().window(t);
            browser.js("var u = arguments[0]; setTimeout(function () { location.href = u; }, 0);", server.url(GAME));
        }
        String where = "run " + run + (withoutLocks ? " without Web Locks" : " with Web Locks")
                + (slow ? ", CPU 6x slower" : "");
        String[] claimed = new String[2];
        for (int i = 0; i < 2; i++) {
            browser.driver.switchTo().window(tabs.get(i));
            claimed[i] = awaitClaim(where + ", tab " + (i + 1));
        }
        long claims = System.nanoTime();
        if (slow)
            for (String t : tabs) {
                browser.driver.switchTo().window(t);
                cpuSlower(1);
            }
        front(tabs.get(0));
        widget.awaitReady();
        if (withoutLocks) assertEquals(null, browser.js("return navigator.locks;"), where);
        play(3);
        String[] numbers = {tabNumber(), null};
        front(tabs.get(1));
        widget.awaitReady();
        play(1);
        numbers[1] = tabNumber();
        assertNotEquals(numbers[0], numbers[1], where + ": both tabs took number " + numbers[0]);
        for (int i = 0; i < 2; i++) assertEquals(claimed[i], numbers[i], where + ", tab " + (i + 1) + "'s claim");
        String[] own = {"This window's: 3x3, 3 moves", "This window's: 3x3, 1 move"};
        long reloads = 0;
        for (int i = 0; i < 2; i++) {
            String tab = where + ", tab " + (i + 1);
            front(tabs.get(i));
            if (slow) cpuSlower(SLOWER);
            long reload = System.nanoTime();
            browser.js("window.parlourClaimed = null;"); // the claim awaited is the next page's
            browser.driver.navigate().refresh();
            String again = awaitClaim(tab + " reloaded");
            reloads += System.nanoTime() - reload;
            if (slow) cpuSlower(1);
            assertEquals(numbers[i], again, tab + " reloaded claimed another number");
            widget.awaitReady();
            assertEquals(numbers[i], tabNumber(), tab + " reloaded took another number");
            List<String> offered = openChoice();
            assertThat(offered.get(0))
                    .as(tab + " is not offered its own game first: " + offered)
                    .startsWith(own[i]);
        }
        for (String t : tabs) {
            browser.driver.switchTo().window(t);
            browser.driver.close();
        }
        browser.driver.switchTo().window(home);
        System.out.printf(
                Locale.ROOT,
                "[two tabs] %s: opened and claimed in %.1f s, the reloads claimed in %.1f s, the trial %.1f s%n",
                where,
                (claims - start) / 1e9,
                reloads / 1e9,
                (System.nanoTime() - start) / 1e9);
    }

    /** Runs {@code script} at the start of every page the current tab opens from now on, in each of its frames. */
    private void onEveryPage(String script) {
        browser.driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", script));
    }

    /** The current tab's CPU made {@code rate} times slower (1: full speed again). */
    private void cpuSlower(int rate) {
        browser.driver.executeCdpCommand("Emulation.setCPUThrottlingRate", Map.of("rate", rate));
    }

    /** Waits until the current tab's page has claimed its number ({@link #NOTE_CLAIM}); returns that number. */
    private String awaitClaim(String where) {
        return Browser.await(
                Duration.ofSeconds(60),
                () -> (String) browser.js("return window.parlourClaimed || null;"),
                () -> where + ": the page claimed no number");
    }

    /** The number the current tab took ({@code TabInstance}), as its sessionStorage remembers it. */
    private String tabNumber() {
        return String.valueOf(browser.js("return sessionStorage.getItem('parlour.instance.');"));
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

    /** Goes to the tab and brings it to the front, as a player clicking it would. */
    private void front(String handle) {
        browser.driver.switchTo().window(handle);
        browser.driver.executeCdpCommand("Page.bringToFront", Map.of());
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
        assertThat(controls()).as(controls()).contains("Sound on");
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
        assertThat(controls())
                .as("Esc did not close the dialogs: " + controls())
                .doesNotContain("Cancel");
        assertThat(openLoad()).as(controls()).contains("Evening");
        assertThat(controls()).as("no Morning yet: " + controls()).doesNotContain("Morning");
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

    /** Clicks {@code n} legal lines (the last legal one, then the one before it...); returns all moves so far. */
    private List<String> play(int n) {
        for (int i = 0; i < n; i++) widget.clickLegal(i);
        widget.restPointer();
        return widget.state().moves();
    }
}
