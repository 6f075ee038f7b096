package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WindowType;

/**
 * The steps of the tests of several tabs of one page (TwoTabsIT, TwoTabsWithoutLocksIT) in one Chromium, and issue
 * 44's trials of two tabs opened in the same instant. Several trials run at once, each at a site of its own (an origin
 * of its own: no two trials' storage meets): their tabs start and claim their numbers together, in the background;
 * the steps that need a tab in front (the game readied, moves clicked, the offer opened) go one tab at a time, and only
 * the tab in front draws. Chromium's CPU throttling busy-waits (a slowed tab keeps a core spinning, idle or not), so a
 * tab is slowed only from just before its page starts until its claim is seen.
 */
final class TabTrials implements AutoCloseable {
    static final String GAME = "embed.html?game=dots&size=3x3&p1=human&p2=human&sound=off&speed=instant";
    /** How many trials run at once. */
    private static final int TOGETHER = 5;
    /** How many times slower the CPU of a slowed tab is. */
    private static final int SLOWER = 6;
    /** A test fails once it has run this many times the trials it asks for and too few of them raced. */
    private static final int MOST_TRIALS_PER_RACE = 3;
    /**
     * Notes, in the page, the number its claim took as the claim writes it into sessionStorage ({@code TabInstance}),
     * in a cookie named for the tab ({@code LABEL}): the test reads every tab's claim from the browser's cookies
     * without a command to a slowed tab (each takes seconds there).
     */
    private static final String NOTE_CLAIM = "(function () { var set = Storage.prototype.setItem;"
            + " Storage.prototype.setItem = function (k, v) { set.call(this, k, v);"
            + " if (String(k) !== 'parlour.instance.') return;"
            + " document.cookie = 'LABELAt=' + Math.round(performance.timeOrigin) + '_' + Date.now() + '; path=/';"
            + " document.cookie = 'LABEL=' + String(v) + '; path=/'; }; })();";
    /** The cookie that starts the tabs waiting for it ({@link #awaitSignal}), all in the same moment. */
    private static final String SIGNAL = "parlourTrialSignal";

    final Browser browser;
    final Widget widget;
    /** The sites of the trials that run at once, made as needed; each trial clears its site's storage first. */
    private final List<StaticSite> sites = new ArrayList<>();
    /** Signals given so far ({@link #awaitSignal}) and tabs labelled ({@link #NOTE_CLAIM}): each one new. */
    private int signals, labels;
    /** Null until a trial slows its tabs. */
    private DevToolsLink devTools;

    TabTrials(Browser browser, Widget widget) {
        this.browser = browser;
        this.widget = widget;
    }

    /** One trial's tabs and what they claimed and took. */
    private static final class Trial {
        final StaticSite site;
        final String where;
        final String[] tabs = new String[2], labels = new String[2], claimed = new String[2], numbers = new String[2];
        /** When each tab's page that claimed started, and when it claimed (ms since 1970). */
        final long[] started = new long[2], claimedAt = new long[2];

        Trial(StaticSite site, String where) {
            this.site = site;
            this.where = where;
        }
    }

    /**
     * Trials 1 to {@code trials}: two tabs of the page opened together (both sent to it by one signal, as a browser
     * restoring its session does), without Web Locks or with, at full speed or with the
     * CPU six times slower: they take two numbers; each plays its own game, and each one's reload takes its number back
     * and offers that game first. A slowed tab is slowed while its page starts and claims its number (the two pages
     * together, then each reload with the page it replaces), the steps where tabs race; it loads and plays the game at
     * full speed. {@link #TOGETHER} trials at a time; the first trial that fails stops the test. A trial counts only
     * if its pages raced, each starting before the other had claimed its number; for each one that did not, another
     * runs, up to {@link #MOST_TRIALS_PER_RACE} times the trials asked for.
     */
    void run(int trials, boolean withoutLocks, boolean slow) throws IOException {
        String way = (withoutLocks ? " without Web Locks" : " with Web Locks") + (slow ? ", CPU 6x slower" : "");
        int raced = 0, run = 1;
        while (raced < trials) {
            assertThat(run - 1)
                    .as("only " + raced + " of " + (run - 1) + " trials" + way + " raced: the pages of the others"
                            + " started one after the other's claim")
                    .isLessThan(MOST_TRIALS_PER_RACE * trials);
            int last = run + Math.min(TOGETHER, trials - raced) - 1;
            List<Trial> batch = new ArrayList<>();
            for (int r = run; r <= last; r++) {
                if (sites.size() < batch.size() + 1) sites.add(StaticSite.serve(WebSession.builtSite()));
                batch.add(new Trial(sites.get(batch.size()), "run " + r + way));
            }
            raced += together(batch, withoutLocks, slow, "runs " + run + " to " + last + way);
            run = last + 1;
        }
        if (run - 1 > trials)
            System.out.printf(Locale.ROOT, "[two tabs] %d trials%s to have %d that raced%n", run - 1, way, trials);
    }

    /** Runs {@code batch} together; returns how many of its trials raced (each page started before the other's claim). */
    private int together(List<Trial> batch, boolean withoutLocks, boolean slow, String runs) {
        long start = System.nanoTime();
        browser.keepFirstTabOnly();
        browser.driver.get("about:blank");
        String home = browser.driver.getWindowHandle();
        int opening = signals++;
        for (Trial t : batch) {
            browser.clearSiteData(t.site.url("").replaceAll("/$", ""));
            for (int i = 0; i < 2; i++) {
                browser.driver.switchTo().newWindow(WindowType.TAB);
                if (withoutLocks) onEveryPage("delete Navigator.prototype.locks;");
                t.labels[i] = "parlourTrialClaim" + (labels++);
                onEveryPage(NOTE_CLAIM.replace("LABEL", t.labels[i]));
                // the tab's own setting, made on a page of the site: it holds for the site's pages the tab goes to and
                // their reloads (a page in another renderer process would drop it)
                browser.driver.get(t.site.url("version.txt"));
                awaitSignal(opening, t.site.url(GAME));
                t.tabs[i] = browser.driver.getWindowHandle();
            }
        }
        if (slow) for (Trial t : batch) for (String tab : t.tabs) devTools().cpuSlower(tab, SLOWER, true);
        browser.driver.switchTo().window(home);
        signal(opening);
        awaitClaims(batch, -1, "", slow);
        long apart = 0, overlap = Long.MAX_VALUE;
        int raced = 0;
        for (Trial t : batch) {
            apart = Math.max(apart, Math.abs(t.started[0] - t.started[1]));
            overlap = Math.min(overlap, Math.min(t.claimedAt[1] - t.started[0], t.claimedAt[0] - t.started[1]));
            // the race this is about: each page began before the other had claimed its number; a trial whose pages
            // did not race still has its steps checked, but does not count among the trials asked for
            if (t.started[0] < t.claimedAt[1] && t.started[1] < t.claimedAt[0]) raced++;
            else
                System.out.printf(
                        Locale.ROOT,
                        "[two tabs] %s: did not race (a page started %d ms after the other's claim); run again%n",
                        t.where,
                        -Math.min(t.claimedAt[1] - t.started[0], t.claimedAt[0] - t.started[1]));
        }
        long claims = System.nanoTime();
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
            int signal = signals++;
            for (Trial t : batch) {
                browser.driver.switchTo().window(t.tabs[i]);
                awaitSignal(signal, null);
            }
            if (slow) for (Trial t : batch) devTools().cpuSlower(t.tabs[i], SLOWER, true);
            browser.driver.switchTo().window(home);
            forgetClaims(batch, i);
            signal(signal);
            awaitClaims(batch, i, " reloaded", slow);
            String[] again = new String[batch.size()];
            for (int k = 0; k < batch.size(); k++) again[k] = batch.get(k).claimed[i];
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
                "[two tabs] %s, together: opened and claimed in %.1f s (the pages of a trial started at most %d ms apart, each at least %d ms before the other claimed), the reloads claimed in %.1f s, the trials"
                        + " %.1f s%n",
                runs,
                (claims - start) / 1e9,
                apart,
                overlap,
                reloads / 1e9,
                (System.nanoTime() - start) / 1e9);
        return raced;
    }

    /**
     * Makes the current tab's page wait for signal {@code signal} and then go to {@code address} (null: reload), so that
     * tabs told to wait go in the same moment, with no command to any of them meanwhile: they see the signal's cookie
     * at the same wake-up of their timers (a background tab's timers wake once a second). The claim awaited next is the
     * new page's.
     */
    private void awaitSignal(int signal, String address) {
        evaluate("(function (u) { var timer = setInterval(function () {"
                + " if (document.cookie.indexOf('" + SIGNAL + "=" + signal + "') < 0) return;"
                + " clearInterval(timer); if (u) location.href = u; else location.reload(); }, 20); })("
                + (address == null ? "null" : "'" + address + "'") + ")");
    }

    /** Gives signal {@code signal} to the tabs waiting for it: a cookie of the trials' host, set by the browser. */
    private void signal(int signal) {
        browser.driver.executeCdpCommand(
                "Network.setCookie",
                Map.of("name", SIGNAL, "value", String.valueOf(signal), "url", "http://127.0.0.1/", "path", "/"));
    }

    /** Forgets what tab {@code i} of each trial claimed, so that the claim awaited next is its new page's. */
    private void forgetClaims(List<Trial> batch, int i) {
        for (Trial t : batch) {
            t.claimed[i] = null;
            for (String name : new String[] {t.labels[i], t.labels[i] + "At"})
                browser.driver.executeCdpCommand(
                        "Network.deleteCookies", Map.of("name", name, "url", "http://127.0.0.1/"));
        }
    }

    /**
     * Waits until tab {@code i} of every trial (-1: both tabs) has claimed its number ({@link #NOTE_CLAIM}), reading the
     * browser's cookies from the tab in front; fills in the trials' {@code claimed}. When {@code slowed}, each tab's CPU
     * is set back to full speed as soon as its claim is seen: a slowed tab spins a core all the while, which would
     * slow every other tab and test on the machine.
     */
    @SuppressWarnings("unchecked")
    private void awaitClaims(List<Trial> batch, int i, String what, boolean slowed) {
        Browser.await(
                Duration.ofSeconds(90),
                () -> {
                    Map<String, Object> reply = browser.driver.executeCdpCommand("Network.getAllCookies", Map.of());
                    Map<String, String> cookies = new HashMap<>();
                    for (Object c : (List<Object>) reply.get("cookies")) {
                        Map<String, Object> cookie = (Map<String, Object>) c;
                        cookies.put(String.valueOf(cookie.get("name")), String.valueOf(cookie.get("value")));
                    }
                    boolean all = true;
                    for (Trial t : batch)
                        for (int k = 0; k < 2; k++)
                            if (i < 0 || k == i) {
                                boolean seen = t.claimed[k] != null;
                                t.claimed[k] = cookies.get(t.labels[k]);
                                if (slowed && !seen && t.claimed[k] != null)
                                    devTools().cpuSlower(t.tabs[k], 1, false);
                                String at = cookies.get(t.labels[k] + "At");
                                all &= t.claimed[k] != null && at != null;
                                if (at != null) {
                                    t.started[k] = Long.parseLong(at.substring(0, at.indexOf('_')));
                                    t.claimedAt[k] = Long.parseLong(at.substring(at.indexOf('_') + 1));
                                }
                            }
                    return all ? Boolean.TRUE : null;
                },
                () -> {
                    List<String> none = new ArrayList<>();
                    for (Trial t : batch)
                        for (int k = 0; k < 2; k++)
                            if ((i < 0 || k == i) && t.claimed[k] == null)
                                none.add(t.where + ", tab " + (k + 1) + what);
                    return "no number claimed by " + none;
                });
    }

    /**
     * The value of the JavaScript {@code expression} in the current tab's page, evaluated by the browser's own
     * protocol (WebDriver's script call brings a large helper script into the page each time).
     */
    private void evaluate(String expression) {
        browser.driver.executeCdpCommand("Runtime.evaluate", Map.of("expression", expression));
    }

    @Override
    public void close() {
        for (StaticSite s : sites) s.close();
        sites.clear();
        if (devTools != null) devTools.close();
        devTools = null;
    }

    /** Runs {@code script} at the start of every page the current tab opens from now on, in each of its frames. */
    private void onEveryPage(String script) {
        browser.driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", script));
    }

    /** The browser's own DevTools connection, made on first use: it sets a slowed tab's speed without waiting. */
    private DevToolsLink devTools() {
        if (devTools == null) devTools = DevToolsLink.to(browser);
        return devTools;
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
