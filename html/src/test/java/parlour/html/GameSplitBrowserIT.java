package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.Keys;

/**
 * The script split by game: a Dots widget fetches no other game's code until its menu shows, which then fetches every
 * game's so that each card has its picture and options; where that did not come, one press of its menu's Play opens Six
 * Men's Morris, whose code comes then, and a hovered or focused card's code comes before Play; a Morris fragment the browser may not
 * fetch (blocked by the DevTools protocol) gives a message and a Try again that works once the network lets it
 * through; the page's newGame fetches another game's code first, or says why it could not; and a page option of
 * another game than the page's is refused by name.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GameSplitBrowserIT {
    private static final String DOTS = "embed.html?game=dots&size=3x3&p1=human&p2=human&sound=off&debug=1";
    /** The compiler's code-splitting fragments: deferredjs/PERMUTATION/N.cache.js. */
    private static final String FRAGMENTS = "return (function () { var out = [], wins = [window];"
            + " for (var i = 0; i < window.frames.length; i++) wins.push(window.frames[i]);"
            + " wins.forEach(function (w) { w.performance.getEntriesByType('resource').forEach(function (e) {"
            + " if (e.name.indexOf('/deferredjs/') >= 0) out.push(e.name.replace(/^.*\\/deferredjs\\/[^/]*\\//, ''));"
            + " }); }); return out; })();";

    private Path shots, site;
    /** The fragments of the games' code, as "3.cache.js". */
    private List<String> gameFragments;
    /** The site at an origin of the test's own, new for each test: the tab's cache holds none of its files. */
    private StaticSite server;

    private String skipReason;

    @BeforeAll
    void serve() throws IOException {
        skipReason = Browser.missing();
        if (skipReason != null) {
            if ("true".equalsIgnoreCase(System.getenv("CI")))
                fail(skipReason + " (CI=true, so this fails instead of skipping)");
            System.out.println("[split] SKIPPED: " + skipReason);
            return;
        }
        site = Path.of(System.getProperty("parlour.site", "target/parlour-web")).toAbsolutePath();
        gameFragments = gameFragments();
        shots = Path.of(System.getProperty("parlour.shots", "target/screenshots"))
                .toAbsolutePath()
                .resolve("split");
    }

    @AfterEach
    void stop() {
        if (server != null) server.close();
        server = null;
    }

    /**
     * Issue 48, item 12: on the web too, every game's card has its picture and options before the player asks: the menu
     * fetches each other game's code once it shows, one after another, without moving the control with the focus.
     */
    @Test
    void theMenuBringsEveryGamesCodeSoEveryCardHasItsPictureAndOptions() throws IOException {
        try (Browser browser = newBrowser()) {
            Widget widget = startDots(browser);
            List<String> withDots = fragments(browser);
            System.out.println("[split] a Dots page fetched the fragments " + withDots);
            toMenu(browser, widget);
            double[] play = widget.pointOf("Play Dots and Boxes");
            widget.awaitEveryGamesCard(Duration.ofSeconds(60));
            List<String> withMenu = fragments(browser);
            System.out.println("[split] the menu fetched " + withMenu.subList(withDots.size(), withMenu.size()));
            assertThat(withMenu).as("the menu fetched every game's code").containsAll(gameFragments);
            assertThat(raw(browser)).as("fetching starts no game").contains("\"screen\":\"menu\"");
            assertThat(widget.pointOf("Play Dots and Boxes"))
                    .as("the first card's Play, with the focus, stayed where it was as the cards grew")
                    .containsExactly(new double[] {play[0], play[1]}, within(1.0));
            browser.pageShot(shots.resolve("menu-every-card.png"));
            // Play starts the game at once: its code is here
            press(browser, widget, "Play Six Men's Morris");
            awaitScreen(browser, "\"game\":\"morris6\"");
            assertThat(gameCode(fragments(browser)))
                    .as("Six Men's Morris needed no more game code")
                    .isEqualTo(gameCode(withMenu));
            playAMove(browser, widget);
        }
    }

    @Test
    void aDotsWidgetsMenuOpensMorrisByOnePressWhileItsCodeComes() throws IOException {
        try (Browser browser = newBrowser()) {
            Widget widget = startDots(browser);
            List<String> withMenu = toMenuWithShortCards(browser, widget);
            press(browser, widget, "Play Six Men's Morris");
            List<String> withMorris = awaitMoreFragments(browser, withMenu);
            System.out.println("[split] opening Six Men's Morris fetched "
                    + withMorris.subList(withMenu.size(), withMorris.size()));
            awaitScreen(browser, "\"game\":\"morris6\"");
            playAMove(browser, widget);
        }
    }

    @Test
    void hoveringACardFetchesItsCodeBeforePlay() throws IOException {
        try (Browser browser = newBrowser()) {
            Widget widget = startDots(browser);
            List<String> withDots = toMenuWithShortCards(browser, widget);
            double[] p = Browser.await(
                    Duration.ofSeconds(30),
                    () -> widget.pointOf("Play Gone"),
                    () -> "no Play Gone on the menu; state " + raw(browser));
            // the keyboard's focus on Gone's short card's Play (from the first card's, where the menu puts it)
            List<String> controls = mirrored(browser);
            int tabs = controls.indexOf("Play Gone") - controls.indexOf("Play Dots and Boxes");
            assertThat(tabs)
                    .as("Gone's Play comes after the first card's: " + controls)
                    .isGreaterThan(0);
            for (int i = 0; i < tabs; i++) widget.type(Keys.TAB);
            widget.hoverCanvasAt(p[0], p[1]);
            awaitMoreFragments(browser, withDots);
            assertThat(raw(browser))
                    .as("a hover starts no game: " + raw(browser))
                    .contains("\"screen\":\"menu\"");
            // the full card, with Gone's options, comes in place: its Play where the short card's was
            List<String> full = Browser.await(
                    Duration.ofSeconds(30),
                    () -> {
                        List<String> now = mirrored(browser);
                        return now.size() > controls.size() ? now : null;
                    },
                    () -> "Gone's full card never came on the open menu: " + mirrored(browser));
            double[] q = widget.pointOf("Play Gone");
            assertThat(Math.abs(q[0] - p[0]))
                    .as("Play Gone stayed under the pointer: at " + p[0] + "," + p[1] + " before, " + q[0] + "," + q[1]
                            + " after; controls " + full)
                    .isLessThan(1);
            assertThat(Math.abs(q[1] - p[1]))
                    .as("Play Gone stayed under the pointer: at " + p[0] + "," + p[1] + " before, " + q[0] + "," + q[1]
                            + " after; controls " + full)
                    .isLessThan(1);
            // Enter presses the control with the focus: still Gone's Play
            widget.type(Keys.ENTER);
            awaitScreen(browser, "\"game\":\"gone\"");
        }
    }

    /**
     * Issue 48, item 10: a keyboard player (or a screen reader's) never hovers; the keyboard's focus brought to a short
     * card's Play fetches its game's code, and its full card, with the game's options, comes in its place before Play.
     */
    @Test
    void tabbingToACardsPlayFetchesItsCodeAndBringsItsOptions() throws IOException {
        try (Browser browser = newBrowser()) {
            Widget widget = startDots(browser);
            List<String> withMenu = toMenuWithShortCards(browser, widget);
            List<String> controls = Browser.await(
                    Duration.ofSeconds(30),
                    () -> mirrored(browser).contains("Play Gone") ? mirrored(browser) : null,
                    () -> "no Play Gone on the menu; state " + raw(browser));
            int tabs = controls.indexOf("Play Gone") - controls.indexOf("Play Dots and Boxes");
            assertThat(tabs)
                    .as("Gone's Play comes after the first card's: " + controls)
                    .isGreaterThan(0);
            for (int i = 0; i < tabs; i++) widget.type(Keys.TAB);
            awaitMoreFragments(browser, withMenu);
            List<String> full = Browser.await(
                    Duration.ofSeconds(30),
                    () -> {
                        List<String> now = mirrored(browser);
                        return now.size() > controls.size() ? now : null;
                    },
                    () -> "Gone's full card never came to the focused Play: " + mirrored(browser));
            assertThat(raw(browser))
                    .as("the focus starts no game: " + raw(browser))
                    .contains("\"screen\":\"menu\"");
            // Enter presses the control with the focus: still Gone's Play
            widget.type(Keys.ENTER);
            awaitScreen(browser, "\"game\":\"gone\"");
            // its options folded behind an Options of its own, besides the first card's
            assertThat(full.stream().filter(c -> c.startsWith("Options")).count())
                    .as("Gone's Options came on its card: " + full)
                    .isEqualTo(controls.stream()
                                    .filter(c -> c.startsWith("Options"))
                                    .count()
                            + 1);
        }
    }

    /**
     * The page's setPosition with a save of another game than the widget's (a Morris save on a Dots widget, through
     * the loader): that game's code is fetched first; a damaged save is refused naming its line and Dots stays; a good
     * one shows Six Men's Morris at its moves.
     */
    @Test
    void aSaveOfAnotherGameFetchesItsCodeAndShowsIt() throws IOException {
        Browser tab = newBrowser();
        Path hostDir = Files.createTempDirectory("parlour-split-host");
        String page = "<!doctype html><html><head><meta charset=utf-8><title>host</title></head><body>"
                + "<div id=a style=width:400px;height:360px data-parlour-game=dots data-size=3x3 data-p1=human"
                + " data-p2=human data-sound=off></div><script src=\"" + server.url("parlour.js") + "\"></script>"
                + "</body></html>";
        Files.write(hostDir.resolve("host.html"), page.getBytes(StandardCharsets.UTF_8));
        String morris = "[Parlour \"1\"]\n[Game \"morris6\"]\n[Player1 \"human\"]\n[Player2 \"human\"]\n"
                + "[FirstPlayer \"1\"]\n\na1 b2 c1 d4";
        try (StaticSite host = StaticSite.serve(hostDir);
                Browser browser = tab) {
            browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
            browser.driver.get(host.url("host.html"));
            Object r = browser.driver.executeAsyncScript(
                    "var done = arguments[arguments.length - 1], w = Parlour.of('#a'), out = {};"
                            + "var good = arguments[0], bad = arguments[1];"
                            + "w.ready.then(function () { return w.setPosition(bad); })"
                            + ".then(function () { out.bad = 'accepted'; }, function (e) { out.bad = e.message; })"
                            + ".then(function () { return w.getState(); }).then(function (s) { out.after = s.game;"
                            + "  return w.setPosition(good); })"
                            + ".then(function () { return w.getState(); })"
                            + ".then(function (s) { out.game = s.game; out.moves = s.moves; done(out); },"
                            + "  function (e) { out.failed = e.message; done(out); });",
                    morris,
                    morris.replace("d4", "zz9"));
            Map<String, Object> out = HostPage.map(r);
            assertThat(String.valueOf(out.get("bad")))
                    .as("the damaged save names its line: " + out)
                    .contains("line 7");
            assertEquals("dots", out.get("after"), "Dots stays after a damaged save: " + out);
            assertEquals("morris6", out.get("game"), "the Morris save shows Six Men's Morris: " + out);
            assertEquals(List.of("a1", "b2", "c1", "d4"), out.get("moves"), out.toString());
        }
    }

    /** The words of the controls the widget repeats for screen readers, in Tab's order (an option row: "label: value"). */
    @SuppressWarnings("unchecked")
    private static List<String> mirrored(Browser browser) {
        return (List<String>) browser.js("return [].slice.call(document.querySelectorAll("
                + "'.parlour-controls button, .parlour-controls [role=spinbutton]')).map(function (b) {"
                + " return b.getAttribute('role') === 'spinbutton'"
                + " ? b.getAttribute('aria-label') + ': ' + b.getAttribute('aria-valuetext') : b.textContent; });");
    }

    @Test
    void aBlockedFragmentIsToldAndTriedAgain() throws IOException {
        try (Browser browser = newBrowser()) {
            Widget widget = startDots(browser);
            List<String> withDots = fragments(browser);
            blockGames(browser);
            toMenu(browser, widget);
            awaitTried(browser);
            press(browser, widget, "Play Six Men's Morris");
            Browser.await(
                    Duration.ofSeconds(30),
                    () -> widget.pointOf("Try again") != null ? Boolean.TRUE : null,
                    () -> "a blocked fragment gave no Try again; state " + raw(browser));
            assertThat(raw(browser)).as("the menu stays: " + raw(browser)).contains("\"screen\":\"menu\"");
            blockFragments(browser, false);
            press(browser, widget, "Try again");
            awaitMoreFragments(browser, withDots);
            awaitScreen(browser, "\"game\":\"morris6\"");
            playAMove(browser, widget);
        }
    }

    /**
     * The puzzles' code comes when a puzzle is first asked for: blocked, the page's call is told why and the game
     * stays; let through, the same call starts the puzzle.
     */
    @Test
    void blockedPuzzleCodeIsToldAndTriedAgain() throws IOException {
        try (Browser browser = newBrowser()) {
            startDots(browser);
            blockFragments(browser, true);
            String blocked = puzzle(browser, "best");
            assertThat(blocked).as(blocked).contains("The puzzles could not be loaded");
            assertThat(raw(browser)).as("Dots stays: " + raw(browser)).contains("\"game\":\"dots\"");
            blockFragments(browser, false);
            assertEquals("started", puzzle(browser, "best"), "the puzzle starts once its code comes");
        }
    }

    /**
     * The page's set code comes when the page first calls set, and the colours option's when the first colours are
     * given: each blocked, the call is told why and nothing changed; let through, the same call applies.
     */
    @Test
    void blockedSetAndColoursCodeIsToldAndTriedAgain() throws IOException {
        try (Browser browser = newBrowser()) {
            startDots(browser);
            blockFragments(browser, true);
            String blocked = set(browser, "p2", "ai:easy");
            assertThat(blocked).as(blocked).startsWith("refused: the code of set could not be loaded (");
            assertThat(raw(browser))
                    .as("nothing changed: " + raw(browser))
                    .contains("\"players\":[\"human\",\"human\"]");
            blockFragments(browser, false);
            String applied = set(browser, "p2", "ai:easy");
            assertThat(applied).as(applied).startsWith("{\"applied\":[\"p2\"],\"newGame\":false");
            assertThat(raw(browser)).as("p2 changed: " + raw(browser)).contains("\"players\":[\"human\",\"ai:easy\"]");

            blockFragments(browser, true);
            String white = "{\"board\":\"#ffffff\"}";
            String noColours = set(browser, "colours", white);
            assertThat(noColours).as(noColours).startsWith("refused: the colours' code could not be loaded (");
            blockFragments(browser, false);
            String coloured = set(browser, "colours", white);
            assertThat(coloured).as(coloured).startsWith("{\"applied\":[\"colours\"],\"newGame\":false");
        }
    }

    /** The page's set of one option: its JSON answer, or "refused: " and why not, once it answered. */
    private static String set(Browser browser, String option, String value) {
        return answer(
                browser,
                "set " + option,
                "window.parlour.set([arguments[0]], [arguments[1]],"
                        + " function (json, why) { window.answer = why != null ? 'refused: ' + why : json; });",
                option,
                value);
    }

    /** The page's puzzle call: "started", or why not, once it answered. */
    private static String puzzle(Browser browser, String spec) {
        return answer(
                browser,
                "puzzle " + spec,
                "window.parlour.puzzle(arguments[0], function (w) { window.answer = w == null ? 'started' : w; });",
                spec);
    }

    @Test
    void thePagesNewGameFetchesAnotherGamesCodeFirstAndSaysWhenItCannot() throws IOException {
        try (Browser browser = newBrowser()) {
            startDots(browser);
            String unknown = newGame(browser, "chess");
            assertThat(unknown).as(unknown).contains("unknown game");
            assertThat(unknown).as(unknown).contains("morris6");
            blockFragments(browser, true);
            String blocked = newGame(browser, "arrows");
            assertThat(blocked).as(blocked).contains("'arrows' could not be loaded");
            assertThat(raw(browser)).as("Dots stays: " + raw(browser)).contains("\"game\":\"dots\"");
            blockFragments(browser, false);
            assertEquals("started", newGame(browser, "morris9"));
            awaitScreen(browser, "\"game\":\"morris9\"");
            assertEquals("started", newGame(browser, "morris6"), "Six Men's Morris came with Nine's code");
            awaitScreen(browser, "\"game\":\"morris6\"");
        }
    }

    /**
     * A Polish Dots page fetched the shared words and Dots's only; its newGame of Nine Men's Morris adds the Morris code
     * and Morris's words and nothing else (no other game's words, no help, no image), and the game is told in Polish.
     */
    @Test
    void anotherGameOnAPolishPageAddsOnlyItsCodeAndWords() throws IOException {
        assumeTrue(skipReason == null, skipReason);
        try (WebSession s = WebSession.start()) {
            s.open("embed.html?game=dots&size=3x3&p1=human&p2=human&sound=off&lang=pl");
            awaitScreen(s.browser, "\"game\":\"dots\"");
            List<String> before = siteFiles(s.browser);
            System.out.println("[split] a Polish Dots page fetched " + before);
            assertThat(before).as("the page's words came: " + before).contains("assets/i18n/pl/shared.txt");
            assertThat(before).as("the page's words came: " + before).contains("assets/i18n/pl/dots.txt");
            // besides the later part, which comes with the dialogs' code just after the first frame
            assertThat(before.stream()
                            .filter(f -> f.startsWith("assets/i18n/") && !f.equals("assets/i18n/pl/later.txt"))
                            .count())
                    .as("only the shared words and Dots's came with a Dots page: " + before)
                    .isEqualTo(2);
            Hearing hearing = Hearing.start(s);
            assertEquals("started", newGame(s.browser, "morris9"));
            hearing.await(0, "Młynek (dziewięć pionków)", Duration.ofSeconds(30));
            List<String> added = siteFiles(s.browser);
            added.removeAll(before);
            System.out.println("[split] Nine Men's Morris on it added " + added);
            assertThat(added).as("Morris's words came: " + added).contains("assets/i18n/pl/morris.txt");
            for (String f : added)
                // the sounds are the page's, fetched just after its first frame whatever the game
                // and the later part of the words, with the dialogs' code just after it
                if (!f.startsWith("assets/sounds/") && !f.equals("assets/i18n/pl/later.txt"))
                    assertTrue(
                            f.contains("/deferredjs/") || f.equals("assets/i18n/pl/morris.txt"),
                            "another game on the page fetched only its code and words, not " + f + ": " + added);
        }
    }

    /** The site's files the page fetched so far (its frames' too), as paths on the site without hashes, each once. */
    @SuppressWarnings("unchecked")
    private static List<String> siteFiles(Browser browser) {
        List<String> out = new ArrayList<>();
        for (Object u : (List<Object>) browser.js("return (function () { var out = [], wins = [window];"
                + " for (var i = 0; i < window.frames.length; i++) wins.push(window.frames[i]);"
                + " wins.forEach(function (w) { w.performance.getEntriesByType('resource').forEach(function (e) {"
                + " out.push(new URL(e.name).pathname.replace(/^\\/+/, '')); }); }); return out; })();")) {
            // the site names each asset by its content's hash too (dots-HASH.txt): the name as written
            String f = String.valueOf(u).replaceFirst("-[0-9a-f]{32}(\\.[a-z]+)$", "$1");
            if (!out.contains(f)) out.add(f);
        }
        return out;
    }

    @Test
    void aPageOptionOfAnotherGameIsRefusedByName() throws IOException {
        try (Browser browser = newBrowser()) {
            browser.driver.get(server.url(DOTS + "&flying=on"));
            Widget widget = new Widget(browser);
            widget.awaitCanvas(Duration.ofSeconds(60));
            widget.awaitApi(Duration.ofSeconds(60));
            awaitScreen(browser, "\"game\":\"dots\"");
            @SuppressWarnings("unchecked")
            List<String> problems = (List<String>) browser.js("return window.parlour.problems();");
            assertTrue(
                    problems.stream().anyMatch(p -> p.contains("'flying'") && p.contains("Dots and Boxes")),
                    "Morris's option on a Dots page is refused by name: " + problems);
        }
    }

    /** The page's newGame naming {@code game}: "started", or why not, once it answered. */
    private static String newGame(Browser browser, String game) {
        return answer(
                browser,
                "newGame " + game,
                "window.parlour.newGame(['game'], [arguments[0]],"
                        + " function (w) { window.answer = w == null ? 'started' : w; });",
                game);
    }

    /** What the page's {@code call} (a script that puts its answer in window.answer) answered, once it did. */
    private static String answer(Browser browser, String what, String call, Object... args) {
        browser.js("window.answer = null; " + call, args);
        return Browser.await(
                Duration.ofSeconds(30),
                () -> (String) browser.js("return window.answer;"),
                () -> what + " never answered; state " + raw(browser));
    }

    /** Makes the browser refuse (or fetch again) the script's fragments, as a network that drops them would. */
    /**
     * The menu with its other games' cards short: their code, which the menu fetches once it shows, blocked until the
     * menu has tried each, then let through. The fragments fetched by then.
     */
    private List<String> toMenuWithShortCards(Browser browser, Widget widget) {
        blockGames(browser);
        toMenu(browser, widget);
        List<String> tried = awaitTried(browser);
        blockFragments(browser, false);
        return tried;
    }

    /** The fetches of games' code among {@code fragments}. */
    private List<String> gameCode(List<String> fragments) {
        List<String> out = new ArrayList<>(fragments);
        out.retainAll(gameFragments);
        return out;
    }

    /** Blocks the games' fragments (a Dots page has its own already). */
    private void blockGames(Browser browser) {
        List<String> urls = new ArrayList<>();
        for (String f : gameFragments) urls.add("*/deferredjs/*/" + f);
        browser.driver.executeCdpCommand("Network.enable", Map.of());
        browser.driver.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", urls));
    }

    /** Waits until the menu has asked for every game's fragment (a failed fetch is listed too); the fragments then. */
    private List<String> awaitTried(Browser browser) {
        return Browser.await(
                Duration.ofSeconds(30),
                () -> fragments(browser).containsAll(gameFragments) ? fragments(browser) : null,
                () -> "the menu did not ask for every game's code " + gameFragments + ": " + fragments(browser));
    }

    /**
     * The games' fragments (as "3.cache.js"): the compile report's split points of the games' code, whose numbers are
     * the fragments'.
     */
    private static List<String> gameFragments() throws IOException {
        Path points = Path.of(
                System.getProperty("parlour.soyc", "target/gwt/extra/parlour/soycReport"), "splitPoints0.xml.gz");
        String xml;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(points))) {
            xml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Set<String> out = new TreeSet<>();
        Matcher m = Pattern.compile("<splitpoint id=\"(\\d+)\" location=\"[^\"]*WebGames\\$[A-Za-z]+Split\"")
                .matcher(xml);
        while (m.find()) out.add(m.group(1) + ".cache.js");
        assertThat(out).as("the games' split points in " + points).hasSize(4);
        return new ArrayList<>(out);
    }

    private static void blockFragments(Browser browser, boolean blocked) {
        browser.driver.executeCdpCommand("Network.enable", Map.of());
        browser.driver.executeCdpCommand(
                "Network.setBlockedURLs", Map.of("urls", blocked ? List.of("*/deferredjs/*") : List.of()));
    }

    /**
     * A tab of the shared Chromium (fragments are blocked per tab) and a new origin for the site, so nothing of it is
     * cached yet; the test is skipped where no browser can start.
     */
    private Browser newBrowser() throws IOException {
        assumeTrue(skipReason == null, skipReason);
        server = StaticSite.serve(site);
        return Browser.tab(shots);
    }

    /** The menu, and the pointer away from its cards (a card under it would be fetched). */
    private static void toMenu(Browser browser, Widget widget) {
        press(browser, widget, "Menu");
        widget.restPointer();
        awaitScreen(browser, "menu");
    }

    private Widget startDots(Browser browser) {
        browser.driver.get(server.url(DOTS));
        Widget widget = new Widget(browser);
        widget.awaitCanvas(Duration.ofSeconds(60));
        widget.awaitApi(Duration.ofSeconds(60));
        awaitScreen(browser, "\"game\":\"dots\"");
        assertThat(fragments(browser))
                .as("the Dots page's code came in fragments: " + fragments(browser))
                .isNotEmpty();
        return widget;
    }

    /** The game on screen takes a move from the page once it is player 1's (the human's) turn. */
    private static void playAMove(Browser browser, Widget widget) {
        Browser.await(
                Duration.ofSeconds(30),
                () -> widget.state().playerOnesTurn() && !widget.state().legal().isEmpty() ? Boolean.TRUE : null,
                () -> "the human never had a move: " + raw(browser));
        String move = widget.state().legal().get(0);
        Object refused = browser.js("return window.parlour.play(arguments[0]);", move);
        assertEquals(null, refused, "the first legal move " + move + " plays");
        assertThat(widget.state().moves().size())
                .as("the move is on the record: " + raw(browser))
                .isGreaterThanOrEqualTo(1);
    }

    private static void press(Browser browser, Widget widget, String button) {
        double[] p = Browser.await(
                Duration.ofSeconds(30),
                () -> widget.pointOf(button),
                () -> "no button " + button + " on screen; state " + raw(browser));
        widget.clickCanvasAt(p[0], p[1]);
    }

    private static void awaitScreen(Browser browser, String part) {
        Browser.await(
                Duration.ofSeconds(30),
                () -> raw(browser).contains(part) ? Boolean.TRUE : null,
                () -> "the widget never showed " + part + "; state " + raw(browser));
    }

    /** parlour.state() as it is: the menu's has no game's fields. */
    private static String raw(Browser browser) {
        return String.valueOf(browser.js("return window.parlour.state();"));
    }

    @SuppressWarnings("unchecked")
    private static List<String> fragments(Browser browser) {
        return new ArrayList<>((List<String>) browser.js(FRAGMENTS));
    }

    private static List<String> awaitMoreFragments(Browser browser, List<String> before) {
        List<String> now = Browser.await(
                Duration.ofSeconds(30),
                () -> {
                    List<String> f = fragments(browser);
                    return f.size() > before.size() ? f : null;
                },
                () -> "no more of the script's fragments came after " + before);
        assertNotNull(now);
        return now;
    }
}
