package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WindowType;

/**
 * The steps of the tests of several tabs of one page (TwoTabsIT, TwoTabsWithoutLocksIT) in one Chromium, and issue
 * 44's trials of two tabs opened in the same instant. Several trials run at once, each at a site of its own (an origin
 * of its own: no two trials' storage meets): their tabs start and claim their numbers together, in the background,
 * where a slowed tab mostly waits (the CPU throttling is wall time); the steps that need a tab in front (the game
 * readied, moves clicked, the offer opened) go one tab at a time, and only the tab in front draws.
 */
final class TabTrials implements AutoCloseable {
    static final String GAME = "embed.html?game=dots&size=3x3&p1=human&p2=human&sound=off&speed=instant";
    /** How many trials run at once. */
    private static final int TOGETHER = 5;
    /** How many times slower the CPU of a slowed tab is. */
    private static final int SLOWER = 6;
    /**
     * Notes, in the page, the number its claim took as the claim writes it into sessionStorage ({@code TabInstance}):
     * a test can see the claim done before the game is ready.
     */
    private static final String NOTE_CLAIM = "(function () { var set = Storage.prototype.setItem;"
            + " Storage.prototype.setItem = function (k, v) { set.call(this, k, v);"
            + " if (String(k) === 'parlour.instance.') window.parlourClaimed = String(v); }; })();";

    final Browser browser;
    final Widget widget;
    /** The sites of the trials that run at once, made as needed; each trial clears its site's storage first. */
    private final List<StaticSite> sites = new ArrayList<>();

    TabTrials(Browser browser, Widget widget) {
        this.browser = browser;
        this.widget = widget;
    }

    /** One trial's tabs and what they claimed and took. */
    private static final class Trial {
        final StaticSite site;
        final String where;
        final String[] tabs = new String[2], claimed = new String[2], numbers = new String[2];

        Trial(StaticSite site, String where) {
            this.site = site;
            this.where = where;
        }
    }

    /**
     * Trials 1 to {@code trials}: two tabs of the page opened together (two tabs sent to it one after the other
     * without waiting, as a browser restoring its session does), without Web Locks or with, at full speed or with the
     * CPU six times slower: they take two numbers; each plays its own game, and each one's reload takes its number back
     * and offers that game first. A slowed tab is slowed while its page starts and claims its number (the two pages
     * together, then each reload with the page it replaces), the steps where tabs race; it loads and plays the game at
     * full speed. {@link #TOGETHER} trials at a time; the first trial that fails stops the test.
     */
    void run(int trials, boolean withoutLocks, boolean slow) throws IOException {
        String way = (withoutLocks ? " without Web Locks" : " with Web Locks") + (slow ? ", CPU 6x slower" : "");
        for (int first = 1; first <= trials; first += TOGETHER) {
            int last = Math.min(trials, first + TOGETHER - 1);
            List<Trial> batch = new ArrayList<>();
            for (int run = first; run <= last; run++) {
                if (sites.size() < batch.size() + 1) sites.add(StaticSite.serve(WebSession.builtSite()));
                batch.add(new Trial(sites.get(batch.size()), "run " + run + way));
            }
            together(batch, withoutLocks, slow, "runs " + first + " to " + last + way);
        }
    }

    private void together(List<Trial> batch, boolean withoutLocks, boolean slow, String runs) {
        long start = System.nanoTime();
        browser.keepFirstTabOnly();
        browser.driver.get("about:blank");
        String home = browser.driver.getWindowHandle();
        for (Trial t : batch) {
            browser.clearSiteData(t.site.url("").replaceAll("/$", ""));
            for (int i = 0; i < 2; i++) {
                browser.driver.switchTo().newWindow(WindowType.TAB);
                if (withoutLocks) onEveryPage("delete Navigator.prototype.locks;");
                onEveryPage(NOTE_CLAIM);
                // the tab's own setting, made on a page of the site: it holds for the site's pages the tab goes to and
                // their reloads (a page in another renderer process would drop it)
                browser.driver.get(t.site.url("version.txt"));
                if (slow) cpuSlower(SLOWER);
                t.tabs[i] = browser.driver.getWindowHandle();
            }
        }
        List<String> tabs = new ArrayList<>(), addresses = new ArrayList<>();
        for (Trial t : batch)
            for (String tab : t.tabs) {
                tabs.add(tab);
                addresses.add(t.site.url(GAME));
            }
        atOneInstant(tabs, addresses, false);
        for (Trial t : batch)
            for (int i = 0; i < 2; i++) {
                browser.driver.switchTo().window(t.tabs[i]);
                t.claimed[i] = awaitClaim(t.where + ", tab " + (i + 1));
            }
        long claims = System.nanoTime();
        if (slow)
            for (Trial t : batch)
                for (String tab : t.tabs) {
                    browser.driver.switchTo().window(tab);
                    cpuSlower(1);
                }
        for (Trial t : batch) {
            front(t.tabs[0]);
            widget.awaitReady();
            if (withoutLocks) assertEquals(null, browser.js("return navigator.locks;"), t.where);
            play(3);
            t.numbers[0] = tabNumber();
            front(t.tabs[1]);
            widget.awaitReady();
            play(1);
            t.numbers[1] = tabNumber();
            assertNotEquals(t.numbers[0], t.numbers[1], t.where + ": both tabs took number " + t.numbers[0]);
            for (int i = 0; i < 2; i++)
                assertEquals(t.claimed[i], t.numbers[i], t.where + ", tab " + (i + 1) + "'s claim");
        }
        String[] own = {"This window's: 3x3, 3 moves", "This window's: 3x3, 1 move"};
        long reloads = 0;
        for (int i = 0; i < 2; i++) {
            long reload = System.nanoTime();
            List<String> reloaded = new ArrayList<>();
            for (Trial t : batch) reloaded.add(t.tabs[i]);
            atOneInstant(reloaded, null, slow);
            String[] again = new String[batch.size()];
            for (int k = 0; k < batch.size(); k++) {
                browser.driver.switchTo().window(batch.get(k).tabs[i]);
                again[k] = awaitClaim(batch.get(k).where + ", tab " + (i + 1) + " reloaded");
                if (slow) cpuSlower(1);
            }
            reloads += System.nanoTime() - reload;
            for (int k = 0; k < batch.size(); k++) {
                Trial t = batch.get(k);
                String tab = t.where + ", tab " + (i + 1);
                assertEquals(t.numbers[i], again[k], tab + " reloaded claimed another number");
                front(t.tabs[i]);
                widget.awaitReady();
                assertEquals(t.numbers[i], tabNumber(), tab + " reloaded took another number");
                List<String> offered = openChoice();
                assertThat(offered.get(0))
                        .as(tab + " is not offered its own game first: " + offered)
                        .startsWith(own[i]);
            }
        }
        browser.keepFirstTabOnly();
        browser.driver.switchTo().window(home);
        System.out.printf(
                Locale.ROOT,
                "[two tabs] %s, together: opened and claimed in %.1f s, the reloads claimed in %.1f s, the trials"
                        + " %.1f s%n",
                runs,
                (claims - start) / 1e9,
                reloads / 1e9,
                (System.nanoTime() - start) / 1e9);
    }

    /**
     * Sends each of the {@code tabs} to its address (null: reloads it) at one instant a moment from now, by a timer in
     * each page, so that no command waits for a page to load meanwhile; each made {@link #SLOWER} times slower first
     * if {@code slow}. The claim awaited next is the new page's.
     */
    private void atOneInstant(List<String> tabs, List<String> addresses, boolean slow) {
        long at = System.currentTimeMillis() + 500 + 250L * tabs.size();
        for (int k = 0; k < tabs.size(); k++) {
            browser.driver.switchTo().window(tabs.get(k));
            if (slow) cpuSlower(SLOWER);
            browser.js(
                    "var u = arguments[0]; window.parlourClaimed = null; setTimeout(function () {"
                            + " if (u) location.href = u; else location.reload(); }, Math.max(0, arguments[1] - Date.now()));",
                    addresses == null ? null : addresses.get(k),
                    at);
        }
    }

    @Override
    public void close() {
        for (StaticSite s : sites) s.close();
        sites.clear();
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
    String tabNumber() {
        return String.valueOf(browser.js("return sessionStorage.getItem('parlour.instance.');"));
    }

    /** Goes to the tab and brings it to the front, as a player clicking it would. */
    void front(String handle) {
        browser.driver.switchTo().window(handle);
        browser.driver.executeCdpCommand("Page.bringToFront", Map.of());
    }

    /** The names of the page's copies of the widget's controls, as a screen reader reads them. */
    String controls() {
        return String.valueOf(browser.js("return Array.prototype.map.call("
                + "document.querySelectorAll('.parlour-controls button'), function (b) { return b.textContent; })"
                + ".join(' | ');"));
    }

    /** Tab to the offer's Choose…, Enter: the chooser's entries, as the page's copies of its controls name them. */
    @SuppressWarnings("unchecked")
    List<String> openChoice() {
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

    /** Clicks {@code n} legal lines (the last legal one, then the one before it...); returns all moves so far. */
    List<String> play(int n) {
        for (int i = 0; i < n; i++) widget.clickLegal(i);
        widget.restPointer();
        return widget.state().moves();
    }
}
