package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The page author's widget (parlour.js) on a host page from another origin than the site's, so each widget's
 * iframe is cross-origin as on a real blog: several games driven and heard through handles, forged messages,
 * bad options, destroy, and lazy start.
 */
class LoaderBrowserIT extends HostPageTest {
    private void openHost(String name, String query, String body) throws IOException {
        host.open(name, query, body);
    }

    private Object async(String body, Object... args) {
        return host.async(body, args);
    }

    private Map<String, Object> map(Object o) {
        return HostPage.map(o);
    }

    @Test
    void fourGamesOnOnePageAreDrivenAndHeardThroughTheirHandles() throws IOException {
        openHost(
                "three.html",
                "?utm_source=x&fbclid=y",
                "<div id=a class=w data-parlour-game=dots data-size=2x2 data-p1=human data-p2=human data-sound=off></div>"
                        + "<div id=b class=w data-parlour-game=morris9 data-p1=human data-p2=human data-sound=off></div>"
                        + "<div id=c class=w data-parlour-game=arrows data-p1=human data-p2=human data-clock=untimed data-sound=off></div>"
                        + "<div id=d class=w data-parlour-game=gone data-size=8x8 data-p2=human data-sound=off></div>");
        Object games = async(
                "var ws = Parlour.widgets();"
                        + "ws.forEach(function (w) { ['move','turn','gameOver','illegalMove','optionError','error'].forEach(function (t) {"
                        + "  w.on(t, function (d) { heard.push([w.element.id, t, d]); }); }); });"
                        + "Promise.all(ws.map(function (w) { return w.ready.then(function () { return w.getState(); }); }))"
                        + ".then(function (s) { done(s.map(function (x) { return x.game; })); }, function (e) { done('failed: ' + e.message); });");
        assertEquals(List.of("dots", "morris9", "arrows", "gone"), games, "each handle's state names its own game");
        assertEquals(4L, web.browser.js("return document.querySelectorAll('iframe').length;"));
        assertEquals(
                0L,
                web.browser.js("return document.querySelectorAll('link[rel=stylesheet], style').length - 1;"),
                "the loader adds no stylesheet to the host page");

        // (Arrows untimed: a running clock is part of the position text, so a timed game's text changes by the second)
        for (String id : List.of("a", "b", "c", "d")) {
            Map<String, Object> r = map(async(
                    "var w = Parlour.of('#' + arguments[0]), before, legal;"
                            + "w.getState().then(function (s) { legal = s.legal[0]; return w.getPosition(); })"
                            + ".then(function (p) { before = p; return w.play(legal); })"
                            + ".then(function (s) { return w.getPosition(); })"
                            + ".then(function (after) {"
                            + "  return w.play('zz9').then(function () { return 'accepted'; }, function (e) { return e.message; })"
                            + "  .then(function (illegal) { return w.setPosition(before).then(function () { return w.getPosition(); })"
                            + "  .then(function (back) { return w.undo().then(function () { return 'undid'; }, function (e) { return e.message; })"
                            + "  .then(function (u) { done({legal: legal, before: before, after: after, illegal: illegal, back: back, undo: u}); }); }); });"
                            + "}).catch(function (e) { done({failed: e.message}); });",
                    id));
            assertThat(r).as(id + ": " + r).doesNotContainKey("failed");
            assertNotEquals(r.get("before"), r.get("after"), id + ": play changed the position " + r);
            assertThat(String.valueOf(r.get("illegal"))).as(id + ": " + r).startsWith("illegal move zz9");
            assertEquals(r.get("before"), r.get("back"), id + ": setPosition(getPosition()) round trips " + r);
            assertEquals("nothing to undo", r.get("undo"), id + ": setPosition gave a fresh game " + r);
            List<Heard> heard = heard(id);
            assertTrue(
                    heard.stream()
                            .anyMatch(
                                    h -> h.type.equals("move") && r.get("legal").equals(h.detail.get("move"))),
                    id + " heard its move: " + heard);
            assertTrue(
                    heard.stream().anyMatch(h -> h.type.equals("illegalMove")),
                    id + " heard the illegal move: " + heard);
            assertTrue(
                    heard.stream().anyMatch(h -> "human".equals(h.detail.get("player"))),
                    id + " heard who moved: " + heard);
            Object movePosition = web.browser.js(
                    "var id = arguments[0]; var m = heard.filter(function (h) { return h[0] === id && h[1] === 'move'; });"
                            + "return m.length ? m[0][2].position : null;",
                    id);
            assertEquals(r.get("after"), movePosition, id + ": the move event carries the position after it");
        }
        List<Heard> all = heard(null);
        assertFalse(
                all.stream().anyMatch(h -> h.type.equals("optionError")), "good options raise no optionError: " + all);
        assertEquals(
                0L,
                web.browser.js("return document.querySelectorAll('dialog, [role=dialog]').length;"),
                "the host page's ?utm_source and ?fbclid configure nothing and raise no dialog");
    }

    /** An event the host page heard from a widget's handle: the widget's id, the event's type and its detail. */
    private record Heard(String id, String type, Map<String, Object> detail) {}

    /** The events the host page heard, parsed: all of them, or the widget {@code id}'s. */
    @SuppressWarnings("unchecked")
    private List<Heard> heard(String id) {
        List<Heard> out = new ArrayList<>();
        for (List<Object> h : (List<List<Object>>) web.browser.js("return JSON.parse(JSON.stringify(heard));")) {
            Map<String, Object> detail = h.get(2) instanceof Map ? (Map<String, Object>) h.get(2) : Map.of();
            if (id == null || id.equals(h.get(0)))
                out.add(new Heard(String.valueOf(h.get(0)), String.valueOf(h.get(1)), detail));
        }
        return out;
    }

    @Test
    void forgedMessagesBadOptionsAndDestroyChangeNothingElse() throws IOException {
        openHost(
                "forged.html",
                "",
                "<div id=a class=w data-parlour-game=dots data-size=9x99 data-p1=human data-p2=human data-sound=off></div>");
        Object opt = async(
                "var w = Parlour.of('#a');"
                        + "w.ready.then(function () { return w.getState(); }).then(function (s) { done([s.game, s.size, w.optionErrors]); });");
        assertThat(String.valueOf(opt))
                .as("a bad size is an optionError naming the option, the game runs: " + opt)
                .startsWith("[dots, ");
        assertThat(String.valueOf(opt))
                .as("a bad size is an optionError naming the option, the game runs: " + opt)
                .contains("{message=page option 'size'");
        assertThat(String.valueOf(opt))
                .as("a bad size is an optionError naming the option, the game runs: " + opt)
                .contains("option=size");
        Map<String, Object> r =
                map(async("var w = Parlour.of('#a'), f = document.querySelector('iframe').contentWindow;"
                        + "w.getPosition().then(function (before) {"
                        + "  f.postMessage({parlour: 1, channel: 'guess', id: 1, call: 'play', args: [w.legal]}, '*');"
                        + "  f.postMessage({parlour: 1, channel: w._channel, id: 2, call: 'constructor', args: []}, '*');"
                        + "  f.postMessage('<img src=x onerror=alert(1)>', '*');"
                        + "  window.postMessage({parlour: 1, channel: w._channel, reply: 1, ok: true, result: 'forged'}, '*');"
                        + "  setTimeout(function () { w.getPosition().then(function (after) {"
                        + "    return w._call('ignored', []).then(function (n) {"
                        + "      return w.play(42).then(function () { return 'ok'; }, function (e) { return e.message; }).then(function (bad) {"
                        + "        done({same: before === after, ignored: n, hostIgnored: Parlour.ignored(), bad: bad}); }); }); }); }, 300);"
                        + "}).catch(function (e) { done({failed: e.message}); });"));
        assertEquals(Boolean.TRUE, r.get("same"), "forged messages changed the game: " + r);
        assertEquals(3L, r.get("ignored"), "the frame counts the three forged messages: " + r);
        assertThat(((Number) r.get("hostIgnored")).longValue())
                .as("the loader ignores the forged reply: " + r)
                .isGreaterThanOrEqualTo(1);
        assertThat(String.valueOf(r.get("bad")))
                .as("a bad argument is a readable rejection: " + r)
                .contains("play needs a move");

        Object gone = async("var w = Parlour.of('#a');"
                + "w.destroy().then(function () { w.getState().then(function () { done('answered'); }, function (e) {"
                + "  done([document.querySelectorAll('iframe').length, Parlour.widgets().length, Parlour.of('#a'),"
                + "    document.getElementById('a').innerHTML, e.message]); }); });");
        assertEquals(
                Arrays.asList(0L, 0L, null, "", "this widget was destroyed"), gone, "destroy leaves nothing: " + gone);
    }

    @Test
    void twentyWidgetsStartOnlyThoseInViewAndAHiddenHostSaysWhy() throws IOException {
        StringBuilder body = new StringBuilder("<div id=hidden style=display:none data-parlour-game=dots></div>");
        for (int i = 0; i < 20; i++) {
            body.append(
                    "<div style=\"width:300px;height:300px;margin:20px\" data-parlour-game=dots data-sound=off></div>");
        }
        openHost("twenty.html", "", body.toString());
        Browser.await(
                Duration.ofSeconds(10),
                () -> ((Number) web.browser.js("return document.querySelectorAll('iframe').length;")).intValue() > 0
                        ? Boolean.TRUE
                        : null,
                () -> "no widget started");
        web.browser.awaitFrames(30); // time for widgets out of view to start too, were they to
        long started = (Long) web.browser.js("return document.querySelectorAll('iframe').length;");
        assertThat(started)
                .as("only the widgets in the 900 px high view start: " + started)
                .isGreaterThanOrEqualTo(1);
        assertThat(started)
                .as("only the widgets in the 900 px high view start: " + started)
                .isLessThanOrEqualTo(4);
        assertThat(String.valueOf(web.browser.js("return document.body.innerText;")))
                .as("the others say they are waiting")
                .contains("waiting to start");
        assertThat(String.valueOf(web.browser.js("return document.getElementById('hidden').textContent;")))
                .as("a hidden host says why it shows no game")
                .contains("hidden or has no size");
        web.browser.js("window.scrollTo(0, document.body.scrollHeight);");
        Browser.await(
                Duration.ofSeconds(10),
                () -> ((Number) web.browser.js("return document.querySelectorAll('iframe').length;")).longValue()
                                > started
                        ? Boolean.TRUE
                        : null,
                () -> "scrolling down started no more widgets");
    }

    /**
     * A board that loses its drawing context (Chromium takes the oldest board's when a page has too many: how many it
     * keeps is WidgetCostBench's figure) is parked with its game kept, and says so to the page (an error event) and to
     * the player; a click starts it again with the same game, and the board beside it plays on.
     */
    @Test
    void aBoardThatLosesItsDrawingContextIsParkedAndAClickBringsItBackWithItsGame() throws IOException {
        openHost(
                "lost.html",
                "",
                "<div id=a class=w data-parlour-game=dots data-size=2x2 data-p1=human data-p2=human data-sound=off></div>"
                        + "<div id=b class=w data-parlour-game=dots data-size=2x2 data-p1=human data-p2=human data-sound=off></div>");
        Object played = async("var a = Parlour.of('#a'); window.errors = [];"
                + "a.on('error', function (d) { errors.push(d.message); });"
                + "Promise.all([a.ready, Parlour.of('#b').ready]).then(function () { return a.play('a1-b1'); })"
                + ".then(function (s) { done(s.moves); }, function (e) { done('failed: ' + e.message); });");
        assertEquals(List.of("a1-b1"), played, "board a's game before");
        // the context taken from board a, as Chromium takes it
        web.browser.driver.switchTo().frame(web.browser.driver.findElement(By.cssSelector("#a iframe")));
        web.browser.js("var c = document.querySelector('canvas'), gl = c.getContext('webgl2') || c.getContext('webgl');"
                + " gl.getExtension('WEBGL_lose_context').loseContext();");
        web.browser.driver.switchTo().defaultContent();
        Browser.await(
                Duration.ofSeconds(10),
                () -> "parked"
                                .equals(web.browser.js(
                                        "return document.getElementById('a').getAttribute('data-parlour-state');"))
                        ? Boolean.TRUE
                        : null,
                () -> "board a was not parked: " + web.browser.js("return document.getElementById('a').outerHTML;"));
        assertThat(String.valueOf(web.browser.js("return errors.join(' | ');")))
                .as("the page heard why")
                .contains("lost its drawing context");
        assertEquals(0L, web.browser.js("return document.querySelectorAll('#a iframe').length;"), "a's frame let go");
        assertThat(String.valueOf(web.browser.js("return document.getElementById('a').innerText;")))
                .as("what the player sees on board a")
                .contains("lost its drawing context")
                .contains("Click to show it again");
        Object other = async("Parlour.of('#b').play('a1-b1').then(function (s) { done(s.moves); },"
                + " function (e) { done('failed: ' + e.message); });");
        assertEquals(List.of("a1-b1"), other, "board b plays on");
        web.browser.driver.findElement(By.id("a")).click();
        Object again = async("var a = Parlour.of('#a'); a.ready.then(function () { return a.getState(); })"
                + ".then(function (s) { done(s.moves); }, function (e) { done('failed: ' + e.message); });");
        assertEquals(List.of("a1-b1"), again, "board a back after a click, with its game");
        assertEquals(
                "started",
                web.browser.js("return document.getElementById('a').getAttribute('data-parlour-state');"),
                "board a's state");
    }

    @Test
    void aMethodCalledOnAWidgetOutOfViewStartsItAndOneNotUpWithinItsStartTimeoutRejects() throws IOException {
        openHost(
                "far.html",
                "",
                "<div style=height:3000px></div>"
                        + "<div id=far class=w data-parlour-game=dots data-size=2x2 data-p1=human data-p2=human data-sound=off></div>"
                        + "<div id=late class=w data-parlour-game=dots data-start-timeout=1 data-sound=off></div>");
        assertEquals(
                "waiting", web.browser.js("return document.getElementById('far').getAttribute('data-parlour-state');"));
        Map<String, Object> r = map(async("Parlour.of('#far').play('a1-b1').then(function (s) {"
                + "  done({moves: s.moves, scrollY: window.scrollY, frames: document.querySelectorAll('#far iframe').length});"
                + "}, function (e) { done({failed: e.message}); });"));
        assertThat(r).as(String.valueOf(r)).doesNotContainKey("failed");
        assertEquals(List.of("a1-b1"), r.get("moves"), "the call started the widget and played: " + r);
        assertEquals(0L, r.get("scrollY"), "still out of view: " + r);
        assertEquals(1L, r.get("frames"), r.toString());

        Map<String, Object> late = map(
                async(
                        "var w = Parlour.of('#late'), event = null;"
                                + "w.on('error', function (e) { event = e; });"
                                + "w.getState().then(function () { done({failed: 'answered'}); }, function (e) {"
                                + "  done({message: e.message, url: e.url, event: event, state: w.element.getAttribute('data-parlour-state')}); });"));
        assertThat(late).as(String.valueOf(late)).doesNotContainKey("failed");
        assertEquals("the board did not start within 1 ms", late.get("message"), late.toString());
        assertEquals(web.server.url("embed.html"), late.get("url"), late.toString());
        assertEquals(Map.of("message", late.get("message"), "url", late.get("url")), late.get("event"));
        assertEquals("failed", late.get("state"), late.toString());
    }

    @Test
    void fourWidgetsOfOneGameOnOnePageKeepFourGamesThroughAReload() throws IOException {
        web.browser.clearSiteData(web.server.url("").replaceAll("/$", ""));
        StringBuilder body = new StringBuilder();
        for (String id : new String[] {"a", "b", "c", "d"})
            body.append("<div id=")
                    .append(id)
                    .append(" class=w data-parlour-game=dots data-size=3x3 data-p1=human")
                    .append(" data-p2=human data-sound=off></div>");
        openHost("four.html", "", body.toString());
        String playAll = "var ws = ['#a', '#b', '#c', '#d'].map(function (s) { return Parlour.of(s); });"
                + "Promise.all(ws.map(function (w) { return w.ready; }))"
                + ".then(function () { return Promise.all(ws.map(function (w, i) { return w.play(arguments[0][i]); })); })"
                + ".then(function () { done('played'); }, function (e) { done(e.message); });";
        assertEquals("played", async(playAll.replace("arguments[0][i]", "['a1-b1', 'a2-b2', 'a3-b3', 'a1-a2'][i]")));
        Map<String, String> kept = keptDots();
        assertEquals(4, kept.size(), "four widgets, four kept games: " + kept);

        // a reload, and a new game's first move in each: the four kept games are set aside, none overwritten
        host.open("four.html", "", body.toString());
        assertEquals("played", async(playAll.replace("arguments[0][i]", "['c1-c2', 'c1-c2', 'c1-c2', 'c1-c2'][i]")));
        Map<String, String> after = keptDots();
        assertEquals(8, after.size(), "the four games and the four new ones: " + after);
        for (String move : new String[] {"a1-b1", "a2-b2", "a3-b3", "a1-a2"})
            assertEquals(
                    1, after.values().stream().filter(t -> t.contains(move)).count(), move + " in " + after);
    }

    @Test
    void aWidgetOnAnotherPageOfTheSiteNeverOffersThisPagesGame() throws IOException {
        web.browser.clearSiteData(web.server.url("").replaceAll("/$", ""));
        String board = "<div id=a class=w data-parlour-game=dots data-size=SIZE data-p1=human data-p2=human"
                + " data-sound=off></div>";
        openHost("club.html", "", board.replace("SIZE", "3x3"));
        assertEquals(
                "played",
                async("var a = Parlour.of('#a'); a.ready.then(function () { return a.play('a1-b1'); })"
                        + ".then(function () { return a.play('a2-b2'); })"
                        + ".then(function () { done('played'); }, function (e) { done(e.message); });"));
        // another page of the site, a 5x5 board of the same game: nothing of the club page's game is offered
        openHost("lessons.html", "", board.replace("SIZE", "5x5"));
        String lessons = controlsOf("#a");
        assertThat(lessons).as("offered on another page: " + lessons).doesNotContain("Resume");
        assertThat(lessons).as("offered on another page: " + lessons).doesNotContain("Choose");
        // and back on the club page, its game is
        openHost("club.html", "", board.replace("SIZE", "3x3"));
        String club = controlsOf("#a");
        assertThat(club)
                .as("the club page's own game is offered there: " + club)
                .contains("Resume");
    }

    /** The page's copies of the controls of the widget in {@code selector}, once it is ready, read in its frame. */
    private String controlsOf(String selector) {
        assertEquals("ready", async("Parlour.of(arguments[0]).ready.then(function () { done('ready'); });", selector));
        web.browser.driver.switchTo().frame(web.browser.driver.findElement(By.cssSelector(selector + " iframe")));
        try {
            return Browser.await(
                    Duration.ofSeconds(20),
                    () -> {
                        String names = String.valueOf(web.browser.js("return Array.prototype.map.call("
                                + "document.querySelectorAll('.parlour-controls button'),"
                                + " function (b) { return b.textContent; }).join(' | ');"));
                        return names.contains("Undo") ? names : null;
                    },
                    () -> selector + " shows no controls");
        } finally {
            web.browser.driver.switchTo().defaultContent();
        }
    }

    /** The kept Dots games in the site's storage, by key (read on a page of the site, whose storage it is). */
    @SuppressWarnings("unchecked")
    private Map<String, String> keptDots() {
        String back = web.browser.driver.getCurrentUrl();
        web.browser.driver.get(web.server.url("parlour.css"));
        Map<String, String> out = new java.util.TreeMap<>(
                (Map<String, String>) web.browser.js("var o = {}; Object.keys(localStorage).forEach(function (k) {"
                        + " if (k.indexOf(':autosave.dots') >= 0) o[k] = localStorage.getItem(k); }); return o;"));
        web.browser.driver.get(back);
        return out;
    }

    @Test
    void aShareLinkOpensTheSamePositionAndTwoWidgetsOfOneGameKeepSeparateAutosaves() throws IOException {
        web.browser.clearSiteData(web.server.url("").replaceAll("/$", ""));
        openHost(
                "two.html",
                "",
                "<div id=a class=w data-parlour-game=dots data-size=2x2 data-p1=human data-p2=human data-sound=off></div>"
                        + "<div id=b class=w data-parlour-game=dots data-size=3x3 data-p1=human data-p2=human data-sound=off data-id=club></div>");
        Map<String, Object> r = map(
                async(
                        "var a = Parlour.of('#a'), b = Parlour.of('#b');"
                                + "Promise.all([a.ready, b.ready]).then(function () { return a.play('a1-b1'); })"
                                + ".then(function () { return b.play('b2-c2'); }).then(function () { return b.play('a1-a2'); })"
                                + ".then(function () { return Promise.all([a.shareLink(), a.getPosition(), b.getPosition()]); })"
                                + ".then(function (x) { done({link: x[0], a: x[1], b: x[2]}); }).catch(function (e) { done({failed: e.message}); });"));
        assertThat(r).as(String.valueOf(r)).doesNotContainKey("failed");
        String link = String.valueOf(r.get("link"));
        assertThat(link).as(link).startsWith(web.server.url("embed.html?"));
        assertThat(link).as(link).contains("position=");
        assertThat(link).as(link).doesNotContain("slot");

        web.browser.driver.get(web.server.url("parlour.css"));
        String keys = String.valueOf(web.browser.js("return Object.keys(localStorage).filter(function (k) {"
                + " return k.indexOf('autosave.dots') >= 0; }).sort().join(' ');"));
        assertThat(keys)
                .as("each widget keeps its own autosave, the one with an id under its id: " + keys)
                .contains("parlour.slot.id-club.");
        assertThat(keys)
                .as("each widget keeps its own autosave, the one with an id under its id: " + keys)
                .contains("parlour.slot./two.html-dots-0.");

        web.browser.driver.get(link);
        web.widget.awaitApi(Duration.ofSeconds(60));
        Widget.State shown = web.awaitState(
                Duration.ofSeconds(30), s -> s.moves().contains("a1-b1"), "the share link's position (a1-b1 played)");
        assertEquals("2x2", shown.size(), shown.json());
        assertEquals(r.get("a"), web.browser.js("return parlour.position();"), "the share link shows the same game");
    }

    @Test
    void measureTimeToReadyAndWhatASecondWidgetCosts() throws IOException {
        openHost("one.html", "", "<div id=a class=w data-parlour-game=dots data-sound=off></div>");
        Object one = async("Parlour.of('#a').ready.then(function () { done(performance.now()); });");
        long before = web.server.bytesSent();
        Object second = async(
                "var e = document.createElement('div'); e.className = 'w'; document.body.appendChild(e);"
                        + "var t = performance.now(); Parlour.embed(e, {game: 'dots', sound: 'off'}).ready.then(function () { done(performance.now() - t); });");
        long added = web.server.bytesSent() - before;
        openHost(
                "four.html",
                "",
                "<div class=w data-parlour-game=dots data-sound=off></div><div class=w data-parlour-game=morris9 data-sound=off></div>"
                        + "<div class=w data-parlour-game=arrows data-sound=off></div><div class=w data-parlour-game=gone data-sound=off></div>");
        Object four = async(
                "Promise.all(Parlour.widgets().map(function (w) { return w.ready; })).then(function () { done(performance.now()); });");
        System.out.println(
                "[measure] loader: time to ready from navigation, 1 widget " + Math.round(((Number) one).doubleValue())
                        + " ms, 4 widgets (one per game) " + Math.round(((Number) four).doubleValue())
                        + " ms; a second widget added "
                        + added + " bytes (uncompressed, cache warm) and was ready in "
                        + Math.round(((Number) second).doubleValue()) + " ms");
        assertThat(added)
                .as("a second widget re-downloads the site: " + added + " bytes")
                .isLessThan(100_000);
        assertThat(((Number) four).doubleValue())
                .as("four widgets were not ready within 20 s: " + four)
                .isLessThan(20_000);
    }

    @Test
    void anElementAddedLaterIsAWidgetAndNewGameRedoTurnAndGameOverWork() throws IOException {
        openHost("later.html", "", "");
        Map<String, Object> r = map(async("var e = document.createElement('div'); e.className = 'w';"
                + "e.setAttribute('data-parlour-game', 'dots'); e.setAttribute('data-p1', 'human'); e.setAttribute('data-p2', 'human');"
                + "document.body.appendChild(e); var turns = 0, over = null, w;"
                + "setTimeout(function () { w = Parlour.of(e);"
                + " w.on('turn', function () { turns++; }); w.on('gameOver', function (d) { over = d; });"
                + " w.ready.then(function () { return w.newGame({size: '1x1'}); })"
                + " .then(function () { return w.play('a1-b1'); }).then(function () { return w.undo(); })"
                + " .then(function () { return w.redo(); }).then(function (s) {"
                + "   return w.play('a1-a2').then(function () { return w.play('b1-b2'); }).then(function () { return w.play('a2-b2'); })"
                + "   .then(function (end) { setTimeout(function () { done({size: end.size, redone: s.moves, turns: turns, over: over,"
                + "     bad: null}); }, 300); }); })"
                + " .catch(function (err) { done({failed: err.message}); }); }, 50);"));
        assertThat(r).as(String.valueOf(r)).doesNotContainKey("failed");
        assertEquals("1x1", r.get("size"), "newGame took the size: " + r);
        assertEquals(List.of("a1-b1"), r.get("redone"), "undo then redo gives the move back: " + r);
        assertThat(((Number) r.get("turns")).intValue()).as("turn events: " + r).isGreaterThanOrEqualTo(3);
        assertThat(String.valueOf(r.get("over")))
                .as("gameOver came with the result: " + r)
                .contains("result=");
        Object bad = async(
                "Parlour.widgets()[0].newGame({colour: 'red'}).then(function () { done('accepted'); }, function (e) { done(e.message); });");
        assertThat(String.valueOf(bad))
                .as("a bad option is rejected with the game's options: " + bad)
                .contains("no option colour");
        assertThat(String.valueOf(bad))
                .as("a bad option is rejected with the game's options: " + bad)
                .contains("size");
    }

    @Test
    void aSwipeOverAnIdleWidgetScrollsThePageAndATapGivesItTheBoard() throws IOException {
        onAPhone("touch.html", "", () -> {
            assertEquals(
                    Boolean.TRUE,
                    async(
                            "Parlour.of('#a').ready.then(function () { setTimeout(function () { done(true); }, 500); });"));
            touch("touchStart", 170, 350);
            for (int y = 330; y >= 150; y -= 20) touch("touchMove", 170, y);
            touch("touchEnd", 170, 150);
            Number scrolled = Browser.await(
                    Duration.ofSeconds(5),
                    () -> {
                        Number y = (Number) web.browser.js("return window.scrollY;");
                        return y.doubleValue() > 50 ? y : null;
                    },
                    () -> "a swipe over the idle widget did not scroll the page: scrollY "
                            + web.browser.js("return window.scrollY;"));
            web.browser.js("window.scrollTo(0, 0);");
            touch("touchStart", 170, 200);
            touch("touchEnd", 170, 200);
            assertEquals(
                    "IFRAME",
                    Browser.await(
                            Duration.ofSeconds(5),
                            () -> {
                                Object tag = web.browser.js(
                                        "return document.activeElement && document.activeElement.tagName;");
                                return "IFRAME".equals(tag) ? tag : null;
                            },
                            () -> "a tap did not give the widget the focus"),
                    "scrolled " + scrolled);
        });
    }

    /**
     * A phone-sized Dots widget #a (with {@code attributes}) above a page tall enough to scroll, opened in a browser
     * that takes touches as a phone does; then {@code steps}, and the browser takes the mouse again.
     */
    private void onAPhone(String name, String attributes, Runnable steps) throws IOException {
        web.browser.driver.executeCdpCommand(
                "Emulation.setTouchEmulationEnabled", Map.of("enabled", true, "maxTouchPoints", 1));
        try {
            openHost(
                    name,
                    "",
                    "<div id=a style=\"width:340px;height:400px\" data-parlour-game=dots" + attributes
                            + " data-sound=off></div><div style=height:3000px></div>");
            steps.run();
        } finally {
            web.browser.driver.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", false));
        }
    }

    /**
     * Issue #36 on a phone: once a tap gave the widget the board, a swipe that starts on a dot draws its line and
     * leaves the page still, and one that starts on nothing the game takes (a box's middle) scrolls the page.
     */
    @Test
    @SuppressWarnings("unchecked")
    void aSwipeOverATappedBoardScrollsThePageUnlessItStartsOnADot() throws IOException {
        onAPhone("tapped.html", " data-size=2x2 data-p1=human data-p2=human", () -> {
            assertEquals(Boolean.TRUE, async("Parlour.of('#a').ready.then(function () { done(true); });"));
            WebElement frame = web.browser.driver.findElement(By.cssSelector("#a iframe"));
            List<Number> outer = (List<Number>)
                    web.browser.js("var r = arguments[0].getBoundingClientRect(); return [r.left, r.top];", frame);
            web.browser.driver.switchTo().frame(frame);
            List<Number> lines;
            try {
                // the middles of a1-b1 and a1-a2, from the host page's top-left
                lines = (List<Number>) web.browser.js(
                        "var c = document.querySelector('canvas.parlour-canvas').getBoundingClientRect(),"
                                + " h = parlour.pointOf('a1-b1'), v = parlour.pointOf('a1-a2');"
                                + "return [c.left + arguments[0] + h[0], c.top + arguments[1] + h[1],"
                                + " c.left + arguments[0] + v[0], c.top + arguments[1] + v[1]];",
                        outer.get(0),
                        outer.get(1));
            } finally {
                web.browser.driver.switchTo().defaultContent();
            }
            int boxX = (int) Math.round(lines.get(0).doubleValue()),
                    boxY = (int) Math.round(lines.get(3).doubleValue());
            int dotX = (int) Math.round(lines.get(2).doubleValue());
            int a1 = (int) Math.round(lines.get(1).doubleValue()), a2 = 2 * boxY - a1;
            touch("touchStart", boxX, boxY);
            touch("touchEnd", boxX, boxY);
            Browser.await(
                    Duration.ofSeconds(5),
                    () -> "IFRAME".equals(web.browser.js("return document.activeElement.tagName;")) ? true : null,
                    () -> "a tap did not give the widget the focus");

            // up from the lower dot to the upper one: the line a1-a2, and the page stays
            swipe(dotX, Math.max(a1, a2), Math.min(a1, a2));
            List<Object> played = Browser.await(
                    Duration.ofSeconds(5),
                    () -> {
                        List<Object> r = (List<Object>) async("Parlour.of('#a').getState().then(function (s) {"
                                + " done([s.moves, window.scrollY]); });");
                        return ((List<Object>) r.get(0)).size() == 1 ? r : null;
                    },
                    () -> "a swipe from dot to dot drew no line");
            assertEquals(0L, ((Number) played.get(1)).longValue(), "a swipe from a dot scrolled the page: " + played);

            swipe(boxX, boxY, Math.max(2, boxY - 120));
            Browser.await(
                    Duration.ofSeconds(5),
                    () -> ((Number) web.browser.js("return window.scrollY;")).doubleValue() > 40 ? true : null,
                    () -> "a swipe from a box's middle over the tapped board did not scroll the page: scrollY "
                            + web.browser.js("return window.scrollY;"));
        });
    }

    /** A finger put down at (x, fromY) and moved straight up or down to toY in steps of 10 pixels, then lifted. */
    private void swipe(int x, int fromY, int toY) {
        touch("touchStart", x, fromY);
        int step = toY < fromY ? -10 : 10;
        for (int y = fromY + step; step < 0 ? y > toY : y < toY; y += step) touch("touchMove", x, y);
        touch("touchMove", x, toY);
        touch("touchEnd", x, toY);
    }

    /**
     * Issue #36's page author, on a dark page: fallback content put aside while the widget runs and back when it
     * fails or is destroyed, the loader's line in the page's own colour, the focus ring on the first Tab (in pixels),
     * a second embed refused by name, a share link of the game newGame started, and one warning per problem.
     */
    @Test
    void theHostElementIsTheAuthors() throws IOException {
        web.browser.drainConsole("before the host element");
        openHost(
                "author.html",
                "",
                "<style>body{background:#161616;color:#e8e8e8;margin:0}</style>"
                        + "<div id=a class=w data-parlour-game=dots data-size=9x99 data-p1=human data-p2=human"
                        + " data-sound=off><a id=fa href=feed.xml>Dots and Boxes, for readers without scripts</a></div>"
                        + "<div id=small style=display:inline-block;width:320px;height:240px data-parlour-game=dots"
                        + " data-theme=neon data-sound=off></div>"
                        + "<p id=next>The next paragraph.</p>"
                        + "<div id=bad class=w data-parlour-game=dots data-base=nowhere/><p id=fb>Fallback</p></div>"
                        + "<div style=height:3000px></div><div id=far class=w data-parlour-game=dots></div>");
        Map<String, Object> r = map(async("var a = Parlour.of('#a'), host = document.getElementById('a'), out = {};"
                + "out.asideWhileStarting = !document.getElementById('fa');"
                + "function ratio(fg, bg) {"
                + "  function lum(c) { return c.match(/\\d+/g).slice(0, 3).map(function (v) { v = v / 255;"
                + "    return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); })"
                + "    .reduce(function (s, v, i) { return s + v * [0.2126, 0.7152, 0.0722][i]; }, 0); }"
                + "  var x = lum(fg), y = lum(bg); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); }"
                + "function line() { var l = document.getElementById('far').lastChild;"
                + "  return ratio(getComputedStyle(l).color, getComputedStyle(document.body).backgroundColor); }"
                + "out.dark = line();"
                + "document.body.style.background = '#fdfdfd'; document.body.style.color = '#202020';"
                + "out.light = line();"
                + "document.body.style.background = ''; document.body.style.color = '';"
                + "Parlour.of('#bad').ready.catch(function (e) {"
                + "  var bad = document.getElementById('bad');"
                + "  out.failed = e.message; out.fallbackBack = !!bad.querySelector('#fb') && bad.firstChild.id === 'fb';"
                + "  return a.ready; })"
                + ".then(function () {"
                + "  var f = host.querySelector('iframe').getBoundingClientRect(), h = host.getBoundingClientRect();"
                + "  out.frameFills = f.top === h.top && f.height === h.height;"
                + "  out.asideWhileRunning = !document.getElementById('fa');"
                + "  out.same = Parlour.embed('#a', {size: '9x99'}) === a;"
                + "  try { Parlour.embed(host, {size: '4x4'}); out.twice = 'accepted'; } catch (e) { out.twice = e.message; }"
                + "  return a.newGame({size: '3x3'}); })"
                + ".then(function () { return a.shareLink(); })"
                + ".then(function (link) { out.link = link; done(out); })"
                + ".catch(function (e) { out.error = e.message; done(out); });"));
        assertThat(r).as(String.valueOf(r)).doesNotContainKey("error");
        assertEquals(Boolean.TRUE, r.get("asideWhileStarting"), "fallback put aside at once: " + r);
        assertEquals(Boolean.TRUE, r.get("asideWhileRunning"), "fallback put aside while running: " + r);
        assertEquals(Boolean.TRUE, r.get("frameFills"), "the frame fills the element, nothing above it: " + r);
        assertThat(String.valueOf(r.get("failed")))
                .as("a widget that fails gives its fallback back, first: " + r)
                .contains("nowhere/embed.html");
        assertThat(r.get("fallbackBack"))
                .as("a widget that fails gives its fallback back, first: " + r)
                .isEqualTo(Boolean.TRUE);
        assertThat(((Number) r.get("dark")).doubleValue())
                .as("the loader's line on a dark page: " + r)
                .isGreaterThanOrEqualTo(4.5);
        assertThat(((Number) r.get("light")).doubleValue())
                .as("the loader's line on a light page: " + r)
                .isGreaterThanOrEqualTo(4.5);
        assertEquals(Boolean.TRUE, r.get("same"), "the same options again give the live handle: " + r);
        String twice = String.valueOf(r.get("twice"));
        assertThat(twice)
                .as("a second embed with new options is refused, naming the element: " + twice)
                .contains("div#a already has a widget");
        assertThat(twice)
                .as("a second embed with new options is refused, naming the element: " + twice)
                .contains("size");
        assertThat(twice)
                .as("a second embed with new options is refused, naming the element: " + twice)
                .contains("Parlour.of(element)");
        assertThat(twice)
                .as("a second embed with new options is refused, naming the element: " + twice)
                .contains("destroy()");
        String link = String.valueOf(r.get("link"));
        assertThat(link).as("the share link is of the new game: " + link).contains("size=3x3");
        assertThat(link).as("the share link is of the new game: " + link).doesNotContain("9x99");

        // the first Tab on the page goes into the board: the author's element says so, the frame draws the ring
        web.browser.js("window.scrollTo(0, 0);");
        new Actions(web.browser.driver).sendKeys(Keys.TAB).perform();
        Browser.await(
                Duration.ofSeconds(5),
                () -> web.browser.js(
                        "return document.getElementById('a').classList.contains('parlour-focused') || null;"),
                () -> "the host element never got parlour-focused on the first Tab");
        web.browser.awaitFrames(10); // the frame draws the ring at its next frames
        @SuppressWarnings("unchecked")
        List<Number> box =
                (List<Number>) web.browser.js("var r = document.querySelector('#a iframe').getBoundingClientRect();"
                        + "return [r.left * devicePixelRatio, r.top * devicePixelRatio, r.width * devicePixelRatio,"
                        + " r.height * devicePixelRatio, devicePixelRatio];");
        BufferedImage shot = Browser.decode(web.browser.driver.getScreenshotAs(OutputType.BYTES));
        double scale = box.get(4).doubleValue();
        int left = (int) Math.round(box.get(0).doubleValue() + scale),
                top = (int) Math.round(box.get(1).doubleValue()),
                middle = top + (int) Math.round(box.get(3).doubleValue() / 2),
                right = (int) Math.round(box.get(0).doubleValue() + box.get(2).doubleValue() - 2 * scale);
        for (int x : new int[] {left, right}) {
            int rgb = shot.getRGB(x, middle) & 0xffffff;
            assertThat(Math.abs((rgb >> 16) - 0x00))
                    .as("the focus ring's blue at the board's edge (" + x + ", " + middle + "): "
                            + Integer.toHexString(rgb))
                    .isLessThan(40);
            assertThat(Math.abs((rgb >> 8 & 0xff) - 0x61))
                    .as("the focus ring's blue at the board's edge (" + x + ", " + middle + "): "
                            + Integer.toHexString(rgb))
                    .isLessThan(40);
            assertThat(Math.abs((rgb & 0xff) - 0xa8))
                    .as("the focus ring's blue at the board's edge (" + x + ", " + middle + "): "
                            + Integer.toHexString(rgb))
                    .isLessThan(40);
        }

        // the page options card on a 320x240 board: its Close is on the board, and a click on it closes the card
        Object small = async(
                "Parlour.of('#small').ready.then(function () { done(true); }, function (e) { done(e.message); });");
        assertEquals(Boolean.TRUE, small, "the 320x240 widget started");
        WebElement frame = web.browser.driver.findElement(By.cssSelector("#small iframe"));
        @SuppressWarnings("unchecked")
        List<Number> outer = (List<Number>) web.browser.js(
                "var r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height];", frame);
        web.browser.driver.switchTo().frame(frame);
        List<Number> close;
        try {
            close = Browser.await(
                    Duration.ofSeconds(10),
                    () -> closeOfCard(),
                    () -> "no Close on the page options card in the 320x240 widget");
        } finally {
            web.browser.driver.switchTo().defaultContent();
        }
        double x = close.get(0).doubleValue(), y = close.get(1).doubleValue();
        assertThat(x)
                .as("Close inside the 320x240 board: " + close + " in " + outer)
                .isGreaterThan(0);
        assertThat(y)
                .as("Close inside the 320x240 board: " + close + " in " + outer)
                .isGreaterThan(0);
        assertThat(x)
                .as("Close inside the 320x240 board: " + close + " in " + outer)
                .isLessThan(outer.get(2).doubleValue());
        assertThat(y)
                .as("Close inside the 320x240 board: " + close + " in " + outer)
                .isLessThan(outer.get(3).doubleValue());
        new Actions(web.browser.driver)
                .moveToLocation((int) Math.round(outer.get(0).doubleValue() + x), (int)
                        Math.round(outer.get(1).doubleValue() + y))
                .click()
                .perform();
        web.browser.driver.switchTo().frame(frame);
        try {
            Browser.await(
                    Duration.ofSeconds(5),
                    () -> closeOfCard() == null ? Boolean.TRUE : null,
                    () -> "a click on Close left the card: " + closeOfCard());
        } finally {
            web.browser.driver.switchTo().defaultContent();
        }

        Object gone = async("var host = document.getElementById('a');"
                + "Parlour.of(host).destroy().then(function () {"
                + "  done([!!host.querySelector('#fa'), host.classList.contains('parlour-focused'),"
                + "    host.querySelectorAll('iframe').length]); });");
        assertEquals(List.of(true, false, 0L), gone, "destroy gives the fallback back: " + gone);

        List<Browser.Console> lines = web.browser.drainConsole("the host element");
        lines.forEach(c -> System.out.println("[console] " + c.entry.getMessage()));
        assertEquals(
                1,
                lines.stream()
                        .filter(c -> c.entry.getMessage().contains("option 'size'"))
                        .count(),
                "one warning for the bad size: " + lines);
        assertEquals(
                1,
                lines.stream()
                        .filter(c -> c.entry.getMessage().contains("already has a widget"))
                        .count(),
                "one error for the second embed: " + lines);
    }

    /** In a widget's frame: the middle of the notice card's Close, from the frame's top-left (CSS pixels), or null. */
    @SuppressWarnings("unchecked")
    private List<Number> closeOfCard() {
        return (List<Number>)
                web.browser.js(
                        "if (!window.parlour || !parlour.pointOf) return null;"
                                + "var p = parlour.pointOf('Close notice'), c = document.querySelector('canvas.parlour-canvas');"
                                + "if (!p || !c) return null; var r = c.getBoundingClientRect(); return [r.left + p[0], r.top + p[1]];");
    }

    private void touch(String type, int x, int y) {
        Map<String, Object> e = new HashMap<>();
        e.put("type", type);
        e.put("touchPoints", type.equals("touchEnd") ? List.of() : List.of(Map.of("x", x, "y", y)));
        web.browser.driver.executeCdpCommand("Input.dispatchTouchEvent", e);
    }
}
