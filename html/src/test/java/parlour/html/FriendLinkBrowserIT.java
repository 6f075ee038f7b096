package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.interactions.Actions;
import parlour.match.FriendLink;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Seat;

/**
 * Two people, each in a browser of their own, play Dots and Boxes 3x3 to its end by nothing but friend links: A on a
 * page author's page (one origin) with the widget's site on another, B opening each link on a page of their own with
 * {@code position} or at embed.html itself; a tampered reply never changes A's game.
 */
class FriendLinkBrowserIT {
    /** A's board, its game kept under the id {@code friend-a} (taken up again after a reload). */
    private static final String A_WIDGET = "<div id=a class=w data-parlour-game=dots data-size=3x3 data-p2=friend"
            + " data-id=friend-a data-sound=off data-speed=instant></div>";

    private static final String B_PAGE = "<!doctype html><html><head><meta charset=utf-8><title>b</title>"
            + "<style>.w{width:360px;height:300px}</style></head><body><div id=b class=w></div>"
            + "<script src=\"LOADER\"></script><script>window.go = function (link) {"
            + " window.h = Parlour.embed('#b', {game: 'dots', position: link, sound: 'off', speed: 'instant'}); };"
            + "</script></body></html>";

    @Test
    void twoPeoplePlayAWholeGameByLinksAndATamperedReplyIsRefused() throws Exception {
        Path bDir = Files.createTempDirectory("parlour-friend-b");
        try (WebSession web = WebSession.start();
                HostPage a = new HostPage(web);
                StaticSite bSite = StaticSite.serve(bDir);
                Browser b = Browser.start(WebSession.shotsFolder())) {
            Files.write(
                    bDir.resolve("b.html"),
                    B_PAGE.replace("LOADER", web.server.url("parlour.js")).getBytes(StandardCharsets.UTF_8));
            b.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
            a.open("a.html", "", A_WIDGET);
            assertEquals(true, a.async("Parlour.of('#a').ready.then(function () { done(true); }, done);"));
            boolean viaPosition = true, refusedOnce = false, reloaded = false;
            while (true) {
                Map<String, Object> s = playTurn(web.browser, "a", state(a), 1);
                if (!"none".equals(s.get("result"))) break;
                String link =
                        (String) a.async("Parlour.of('#a').friendLink().then(done, function (e) { done('' + e); });");
                assertThat(link).startsWith(web.server.url("embed.html#parlour-friend=PF12"));
                assertThat(link.length()).isLessThan(2000);
                List<?> sent = (List<?>) s.get("moves");
                String reply = viaPosition ? replyViaPage(b, bSite, link, sent) : replyAtEmbed(b, link, sent);
                viaPosition = !viaPosition;
                if (!refusedOnce) {
                    refusedOnce = true;
                    refuseTampered(a, reply, sent);
                }
                assertEquals(
                        true,
                        a.async(
                                "Parlour.of('#a').openLink(arguments[0]).then(done, function (e) { done('' + e); });",
                                reply));
                List<String> theirs = movesOf(reply);
                Browser.await(
                        Duration.ofSeconds(10),
                        () -> state(a).get("moves").equals(theirs) ? true : null,
                        () -> "A's game did not take the reply's moves " + theirs + ": " + state(a));
                if (!"none".equals(state(a).get("result"))) break;
                if (!reloaded) {
                    reloaded = true;
                    // A's game, kept in its widget's slot, survives a reload of A's page: the same moves, the friend
                    // still in the other seat, and the next reply is checked against it
                    Object players = state(a).get("players");
                    web.browser.driver.navigate().refresh();
                    assertEquals(true, a.async("Parlour.of('#a').ready.then(function () { done(true); }, done);"));
                    Browser.await(
                            Duration.ofSeconds(10),
                            () -> state(a).get("moves").equals(theirs) ? true : null,
                            () -> "A's game after a reload of A's page: " + state(a));
                    assertEquals(players, state(a).get("players"), "the seats after a reload");
                }
            }
            Map<String, Object> end = state(a);
            assertThat((List<?>) end.get("moves")).hasSize(24);
            assertThat((List<?>) end.get("score")).isNotNull();
        }
    }

    /** A reply with A's own first move changed, one that plays A's next move too, and A's own link are refused. */
    private static void refuseTampered(HostPage a, String reply, List<?> sent) {
        String before = (String) a.async("Parlour.of('#a').getPosition().then(done);");
        FriendLink r = FriendLink.read(reply);
        List<String> moves = movesOf(reply);
        List<?> legal = (List<?>) state(a).get("legal");
        String other = null;
        for (Object m : legal) if (!moves.contains(m)) other = (String) m;
        List<String> changed = new ArrayList<>(moves);
        changed.set(0, other);
        String wrongFirst = new FriendLink(withMoves(r.saveText, changed), 1).on("https://x.test/e.html");
        assertEquals("Error: this link changes move 1: " + other + " was " + moves.get(0), open(a, wrongFirst));
        List<String> more = new ArrayList<>(moves);
        String next = null;
        for (Object m : legal) if (!moves.contains(m) && !m.equals(other)) next = (String) m;
        more.add(next);
        String wrongSide = new FriendLink(withMoves(r.saveText, more), 1).on("https://x.test/e.html");
        assertEquals(
                "Error: this link plays move " + more.size() + " ('" + next
                        + "') for you, not for your friend: it skips your turn",
                open(a, wrongSide));
        assertEquals(before, a.async("Parlour.of('#a').getPosition().then(done);"), "A's game stayed as it was");
        assertEquals(sent, state(a).get("moves"));
    }

    private static String open(HostPage a, String link) {
        return (String) a.async(
                "Parlour.of('#a').openLink(arguments[0]).then(function () { done('taken'); }, function (e) { done('' + e); });",
                link);
    }

    /** B opens the link on their own page with the position option, plays their turn by mouse, and gets the reply. */
    private static String replyViaPage(Browser b, StaticSite site, String link, List<?> sent) {
        b.driver.get(site.url("b.html"));
        b.js("go(arguments[0]);", link);
        Object up = b.driver.executeAsyncScript(
                "var done = arguments[arguments.length - 1]; h.ready.then(function () { done(true); }, function (e) { done('' + e); });");
        assertEquals(true, up);
        Map<String, Object> s = frameState(b);
        assertEquals(sent, s.get("moves"), "B's board shows the game sent");
        assertEquals(List.of(Seat.ELSEWHERE.toString(), "human"), s.get("players"));
        playTurn(b, "b", s, 2);
        return (String)
                b.driver.executeAsyncScript(
                        "var done = arguments[arguments.length - 1]; h.friendLink().then(done, function (e) { done('' + e); });");
    }

    /** Whether B's page was reloaded once after B's move (the first time B opens a link at embed.html). */
    private static boolean bReloaded;

    /**
     * B opens the link itself (embed.html, no loader), plays their turn by mouse (the first time, then reloads the page
     * and finds that game and its reply link kept), and gets the reply.
     */
    private static String replyAtEmbed(Browser b, String link, List<?> sent) {
        b.driver.get("about:blank");
        b.driver.get(link);
        Widget w = new Widget(b);
        w.awaitReady();
        Browser.await(
                Duration.ofSeconds(20),
                // the menu shows until the link's game has come (its code is fetched first): not yet, then
                () -> w.stateMap().containsKey("moves") && sent.equals(w.state().strings("moves")) ? true : null,
                () -> "embed.html did not show the game sent: " + w.stateMap());
        b.js("window.heard = []; document.querySelectorAll('.parlour-live').forEach(function (r) {"
                + " new MutationObserver(function (ms) { ms.forEach(function (m) { m.addedNodes.forEach(function (p) {"
                + " heard.push(p.textContent); }); }); }).observe(r, {childList: true}); });");
        while (w.state().toMove() == 2 && !w.state().over()) w.clickLegal(0);
        List<?> r = (List<?>)
                b.driver.executeAsyncScript(
                        "var done = arguments[arguments.length - 1];"
                                + " parlour.friendLink(location.href.replace(/#.*$/, ''), function (link, why) { done([link, why]); });");
        assertEquals(null, r.get(1));
        String reply = (String) r.get(0);
        // the turn went to A: the card offers the link, a screen reader hears that it is ready (not its letters) and
        // finds it in the page's copy of the card's field
        if (!w.state().over()) {
            Browser.await(
                    Duration.ofSeconds(10),
                    () -> String.valueOf(b.js("return heard.join(' | ');"))
                                    .contains("Send to your friend. Your turn is played.")
                            ? true
                            : null,
                    () -> "the card was never said: " + b.js("return heard;"));
            assertThat(String.valueOf(b.js("return heard.join(' | ');")))
                    .as("the link read out")
                    .doesNotContain(reply);
            linkInField(b, reply);
            if (!bReloaded) {
                bReloaded = true;
                // B's game, kept by B's widget, survives a reload of B's page though the address still holds A's
                // link: B's move is still played, and the card offers the reply link again
                List<String> played = w.state().strings("moves");
                b.driver.navigate().refresh();
                w.awaitReady();
                Browser.await(
                        Duration.ofSeconds(20),
                        // the menu shows for a moment while the link's game's code comes
                        () -> String.valueOf(b.js(Widget.STATE)).contains("\"toMove\"")
                                        && played.equals(w.state().strings("moves"))
                                ? true
                                : null,
                        () -> "B's game after a reload of B's page: "
                                + w.state().json() + ", before it " + played);
                linkInField(b, reply);
            }
        }
        return reply;
    }

    /** Waits until a field in the page's copies of the widget's controls holds {@code link} (the card's). */
    private static void linkInField(Browser b, String link) {
        Browser.await(
                Duration.ofSeconds(10),
                () -> Boolean.TRUE.equals(b.js(
                                "var v = arguments[0], found = false; document.querySelectorAll("
                                        + "'.parlour-controls input').forEach(function (e) { if (e.value === v)"
                                        + " found = true; }); return found;",
                                link))
                        ? true
                        : null,
                () -> "no field in the page's copies of the controls holds the link " + link);
    }

    /** Clicks legal moves on the widget in {@code host}'s frame while it is {@code side}'s turn; the state after. */
    static Map<String, Object> playTurn(Browser b, String host, Map<String, Object> s, int side) {
        while (((Number) s.get("toMove")).intValue() == side && "none".equals(s.get("result"))) {
            List<?> legal = (List<?>) s.get("legal");
            String move = (String) legal.get(legal.size() - 1);
            int count = ((List<?>) s.get("moves")).size() + 1;
            click(b, host, move);
            s = Browser.await(
                    Duration.ofSeconds(10),
                    () -> {
                        Map<String, Object> now = frameStateOf(b, "#" + host);
                        return ((List<?>) now.get("moves")).size() == count ? now : null;
                    },
                    () -> "a click on " + move + " played nothing");
        }
        return s;
    }

    /** A real mouse click on {@code move} on the board in the frame in #host. */
    @SuppressWarnings("unchecked")
    private static void click(Browser b, String host, String move) {
        b.driver.switchTo().frame(b.driver.findElement(By.cssSelector("#" + host + " iframe")));
        List<Number> p;
        try {
            p = (List<Number>) b.js(
                    "var p = parlour.pointOf(arguments[0]),"
                            + " r = document.querySelector('canvas.parlour-canvas').getBoundingClientRect();"
                            + " return [r.left + p[0], r.top + p[1]];",
                    move);
        } finally {
            b.driver.switchTo().defaultContent();
        }
        List<Number> f = (List<Number>) b.js(
                "var r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.left, r.top];",
                "#" + host + " iframe");
        new Actions(b.driver)
                .moveToLocation(
                        (int) Math.round(f.get(0).doubleValue() + p.get(0).doubleValue()),
                        (int) Math.round(f.get(1).doubleValue() + p.get(1).doubleValue()))
                .click()
                .perform();
    }

    static List<String> movesOf(String link) {
        try {
            return SavedGame.read(FriendLink.read(link).saveText, "reply").moves();
        } catch (SaveFormatException e) {
            throw new AssertionError(e);
        }
    }

    /** {@code text}'s game with {@code moves} in place of its own: what a friend who edits a link could send. */
    private static String withMoves(String text, List<String> moves) {
        try {
            SavedGame g = SavedGame.read(text, "reply");
            g.moves().clear();
            for (String m : moves) g.addMove(m);
            return g.write();
        } catch (SaveFormatException e) {
            throw new AssertionError(e);
        }
    }

    static Map<String, Object> state(HostPage a) {
        return HostPage.map(a.async("Parlour.of('#a').getState().then(done);"));
    }

    private static Map<String, Object> frameState(Browser b) {
        return frameStateOf(b, "#b");
    }

    static Map<String, Object> frameStateOf(Browser b, String host) {
        return HostPage.map(b.driver.executeAsyncScript(
                "var done = arguments[arguments.length - 1]; Parlour.of(arguments[0]).getState().then(done);", host));
    }
}
