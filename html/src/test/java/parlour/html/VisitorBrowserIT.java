package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * Widgets on an author's page as a visitor meets them: Tab walks into, between and out of them and keys reach
 * only the one focused; a widget with an id keeps its game over a reload; a view-only widget shows a game and
 * takes no move; the Share control's link opens the same game (in embed.html, the demo page and the gallery);
 * and past the loader's limit of running boards, the one out of view longest is parked and comes back with its
 * game.
 */
class VisitorBrowserIT extends HostPageTest {
    private static final String TWO_BY_TWO =
            "data-parlour-game=dots data-size=2x2 data-p1=human data-p2=human" + " data-sound=off";

    /** The moves of widget {@code selector}'s game, from its handle. */
    @SuppressWarnings("unchecked")
    private List<String> moves(String selector) {
        Map<String, Object> s = HostPage.map(host.async(
                "Parlour.of(arguments[0]).getState().then(done, function (e) { done({failed: e.message}); });",
                selector));
        assertThat(s).as(String.valueOf(s)).doesNotContainKey("failed");
        return (List<String>) s.get("moves");
    }

    private List<String> awaitMoves(String selector, int n) {
        return Browser.await(
                Duration.ofSeconds(15),
                () -> {
                    List<String> m = moves(selector);
                    return m.size() == n ? m : null;
                },
                () -> selector + " never had " + n + " moves: " + moves(selector));
    }

    /** Which element has the page's focus: a widget's host id when it is inside a widget, else the element's id. */
    private String focused() {
        return String.valueOf(web.browser.js("var e = document.activeElement;"
                + "return e && e.tagName === 'IFRAME' ? e.parentElement.id : e ? e.id || e.tagName : 'nothing';"));
    }

    /**
     * Presses {@code key} (null: Shift+Tab) until the focus is in {@code where}, at most {@code most} times; how many
     * it took.
     */
    private int pressUntil(CharSequence key, String where, int most) {
        StringBuilder trail = new StringBuilder();
        for (int i = 1; i <= most; i++) {
            if (key == null)
                new Actions(web.browser.driver)
                        .keyDown(Keys.SHIFT)
                        .sendKeys(Keys.TAB)
                        .keyUp(Keys.SHIFT)
                        .perform();
            else new Actions(web.browser.driver).sendKeys(key).perform();
            web.browser.awaitFrames(3); // a Tab inside a board is the game's, read at its next frame
            String now = focused();
            trail.append(' ').append(now);
            if (now.equals(where)) return i;
        }
        throw new AssertionError(most + " presses never took the focus to " + where + ": it went" + trail);
    }

    private void type(CharSequence... keys) {
        new Actions(web.browser.driver).sendKeys(keys).perform();
    }

    private void awaitReady(String... selectors) {
        for (String sel : selectors) {
            Object r = host.async(
                    "Parlour.of(arguments[0]).ready.then(function () { done(true); }, function (e) { done(e.message); });",
                    sel);
            assertEquals(Boolean.TRUE, r, sel + " never became ready");
        }
    }

    @Test
    void tabWalksIntoBetweenAndOutOfWidgetsAndKeysReachOnlyTheFocusedOne() throws IOException {
        host.open(
                "tab.html",
                "",
                "<input id=before><div id=a class=w " + TWO_BY_TWO + "></div><div id=b class=w " + TWO_BY_TWO
                        + "></div><input id=after>");
        awaitReady("#a", "#b");
        web.browser.js("document.getElementById('before').focus();");

        pressUntil(Keys.TAB, "a", 2);
        type(Keys.ARROW_RIGHT, Keys.ENTER);
        awaitMoves("#a", 1);
        int through = pressUntil(Keys.TAB, "b", 40);
        assertThat(through)
                .as("Tab walked through a's controls before leaving it: " + through)
                .isGreaterThan(1);
        type(Keys.ARROW_RIGHT, Keys.ENTER);
        awaitMoves("#b", 1);
        assertEquals(1, moves("#a").size(), "keys typed in b reached a");

        pressUntil(Keys.TAB, "after", 40);
        type("x", Keys.ENTER, Keys.ARROW_RIGHT);
        web.browser.awaitFrames(10); // the boards' loops have had their turns to take keys that reached them
        assertEquals("x", web.browser.js("return document.getElementById('after').value;"));
        assertEquals(1, moves("#a").size(), "keys typed on the page reached a");
        assertEquals(1, moves("#b").size(), "keys typed on the page reached b");
        pressUntil(null, "b", 2);
    }

    @Test
    void aWidgetWithAnIdGetsItsGameBackAfterAReloadWhereTheOthersOfferIt() throws IOException {
        web.browser.clearSiteData(web.server.url("").replaceAll("/$", ""));
        String position =
                "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"3x3\"]\n[Player1 \"human\"]\n[Player2 \"human\"]\n\na1-b1";
        String body = "<div id=kept class=w data-parlour-game=dots data-id=puzzle data-sound=off data-position=\""
                + position.replace("\"", "&quot;").replace("\n", "&#10;") + "\"></div><div id=plain class=w "
                + TWO_BY_TWO + "></div>";
        host.open("kept.html", "", body);
        awaitReady("#kept", "#plain");
        assertEquals(List.of("a1-b1"), awaitMoves("#kept", 1), "the author's position is shown");
        host.async("Parlour.of('#kept').play('b2-c2').then(function () { return Parlour.of('#plain').play('a1-b1'); })"
                + ".then(function () { done(true); }, function (e) { done(e.message); });");

        web.browser.driver.navigate().refresh();
        awaitReady("#kept", "#plain");
        assertEquals(
                List.of("a1-b1", "b2-c2"),
                awaitMoves("#kept", 2),
                "the widget with an id takes up its game again, not the author's position");
        assertEquals(List.of(), moves("#plain"), "a widget without an id starts anew (its game is offered)");
    }

    @Test
    void aViewOnlyWidgetShowsItsGameAndTakesNoMove() throws IOException {
        String position =
                "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"2x2\"]\n[Player1 \"human\"]\n[Player2 \"ai:easy\"]\n\n"
                        + "a1-b1 a3-b3 a1-a2";
        host.open(
                "view.html",
                "",
                "<div id=v class=w data-parlour-game=dots data-view-only=on data-sound=off data-position=\""
                        + position.replace("\"", "&quot;").replace("\n", "&#10;") + "\"></div>");
        awaitReady("#v");
        awaitMoves("#v", 3);
        Map<String, Object> s = HostPage.map(host.async(
                "var w = Parlour.of('#v'); w.focus().then(function () { return w.getState(); }).then(done);"));
        assertThat(String.valueOf(s.get("status"))).as(String.valueOf(s)).contains("View only");
        assertEquals(Boolean.FALSE, s.get("thinking"), "the computer to move does not think: " + s);
        type(Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ENTER, "u", "r");
        web.browser.awaitFrames(30); // the board's loop has had its turns to take the keys
        assertEquals(List.of("a1-b1", "a3-b3", "a1-a2"), moves("#v"), "keys changed the game shown");
        Object link = host.async("Parlour.of('#v').shareLink().then(done);");
        assertThat(String.valueOf(link))
                .as("a share link is to play on: " + link)
                .doesNotContain("viewOnly");
    }

    @Test
    void theShareControlsLinkOpensTheSameGameInEmbedTheDemoAndTheGallery() {
        web.open("embed.html?game=dots&size=2x2&p1=human&p2=human&sound=off");
        for (String m : new String[] {"a1-b1", "b2-c2"})
            assertEquals(null, web.browser.js("return parlour.play(arguments[0]);", m));
        String position = String.valueOf(web.browser.js("return parlour.position();"));
        web.browser.js("arguments[0].focus();", web.widget.canvas());
        web.widget.type("s");
        double[] at = Browser.await(
                Duration.ofSeconds(5),
                () -> web.widget.pointOf("Share link"),
                () -> "the Save dialog has no Share link button");
        web.widget.clickCanvasAt(at[0], at[1]);
        // #48 item 10: the link is said to be ready, not read out letter by letter; a listener reads it in the field
        String said = Browser.await(
                Duration.ofSeconds(5),
                () -> {
                    Object t = web.browser.js("var said = null; document.querySelectorAll('.parlour-live-polite p')"
                            + ".forEach(function (p) { if (p.textContent.indexOf('Share link. A link') >= 0) said = p.textContent; });"
                            + " return said;");
                    return t == null ? null : String.valueOf(t);
                },
                () -> "the share link was not said");
        assertThat(said).as(said).contains("copy it (Ctrl+C)");
        // and the field the focus goes to is named, its long text not read out
        @SuppressWarnings("unchecked")
        List<String> heard = Browser.await(
                Duration.ofSeconds(5),
                () -> {
                    List<String> h = (List<String>) web.browser.js("return Array.prototype.map.call("
                            + "document.querySelectorAll('.parlour-live p'), function (p) { return p.textContent; });");
                    return h.stream().anyMatch(x -> x.contains("Share link, text field")) ? h : null;
                },
                () -> "the link's field was not said");
        assertThat(heard).as("what was said").noneMatch(h -> h.contains("position="));
        String link = Browser.await(
                Duration.ofSeconds(5),
                () -> (String) web.browser.js("var v = null; document.querySelectorAll('.parlour-controls input')"
                        + ".forEach(function (e) { if (e.value.indexOf('position=') >= 0) v = e.value; }); return v;"),
                () -> "no field in the page's copies of the controls holds the link");
        assertThat(link).as(link).startsWith(web.server.url("embed.html?game=dots&position="));

        String query = link.substring(link.indexOf('?'));
        for (String page : List.of("embed.html", "index.html")) {
            web.browser.driver.get(web.server.url(page + query));
            web.widget.awaitApi(Duration.ofSeconds(60));
            Browser.await(
                    Duration.ofSeconds(30),
                    () -> position.equals(web.browser.js("return parlour.position();")) ? Boolean.TRUE : null,
                    () -> page + " did not open the shared game: " + web.browser.js("return parlour.position();"));
            // issue #35: the start is said once, of the shared game, not first of the game opened before it
            assertEquals(
                    "Dots and Boxes. Player 1 to move.",
                    web.browser.js(
                            "return Array.prototype.map.call(document.querySelectorAll('.parlour-live-polite p'),"
                                    + " function (p) { return p.textContent; }).join(' | ');"),
                    page);
        }
        web.browser.driver.get(web.server.url("gallery.html" + query));
        Object shared = Browser.await(
                Duration.ofSeconds(60),
                () -> web.browser.driver.executeAsyncScript(
                        "var done = arguments[arguments.length - 1];"
                                + "var w = Parlour.of('#shared'); if (!w) { done(null); return; }"
                                + "w.ready.then(function () { return w.getPosition(); }).then(done, function () { done(null); });"),
                () -> "the gallery showed no shared game");
        assertEquals(position, shared, "the gallery shows the shared game first");
        // and every board of the gallery starts without a problem in its options
        for (Object w : (List<?>) web.browser.js("return Parlour.widgets().map(function (w, i) { return i; });")) {
            web.browser.js("Parlour.widgets()[arguments[0]].element.scrollIntoView();", w);
            Object problems = web.browser.driver.executeAsyncScript(
                    "var done = arguments[arguments.length - 1], w = Parlour.widgets()[arguments[0]];"
                            + "w.ready.then(function () { done(w.optionErrors.length + ' ' + w.options.game); });",
                    w);
            assertThat(String.valueOf(problems))
                    .as("a gallery board's options: " + problems)
                    .startsWith("0 ");
        }
    }

    @Test
    void pastTheLimitTheBoardOutOfViewLongestIsParkedAndComesBackWithItsGame() throws IOException {
        web.browser.clearSiteData(web.server.url("").replaceAll("/$", ""));
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 12; i++)
            body.append("<div id=w")
                    .append(i)
                    .append(" style=\"width:300px;height:300px;margin:40px\" ")
                    .append(TWO_BY_TWO)
                    .append("></div>");
        host.open("many.html", "", body.toString());
        awaitReady("#w0");
        host.async("Parlour.of('#w0').play('a1-b1').then(function () { done(true); });");
        int most = 0;
        for (int i = 1; i < 12; i++) {
            web.browser.js("document.getElementById('w' + arguments[0]).scrollIntoView();", i);
            awaitReady("#w" + i);
            // a parked board's frame stays up to a second while it keeps its game: it no longer counts as running
            most = Math.max(
                    most,
                    ((Number) web.browser.js(
                                    "return document.querySelectorAll('iframe:not([data-parlour-leaving])').length;"))
                            .intValue());
        }
        assertThat(most).as("at most ten boards run at once: " + most).isLessThanOrEqualTo(10);
        Browser.await(
                Duration.ofSeconds(5),
                () -> ((Number) web.browser.js("return document.querySelectorAll('iframe').length;")).intValue() <= 10
                        ? Boolean.TRUE
                        : null,
                () -> "the parked boards' frames were let go: "
                        + web.browser.js("return document.querySelectorAll('iframe').length;"));
        assertEquals(
                "parked", web.browser.js("return document.getElementById('w0').getAttribute('data-parlour-state');"));
        assertThat(String.valueOf(web.browser.js("return document.getElementById('w0').textContent;")))
                .as("a parked board says why it shows no game")
                .contains("paused to leave room");

        web.browser.js("window.scrollTo(0, 0);");
        assertEquals(List.of("a1-b1"), awaitMoves("#w0", 1), "back in view, the board goes on with its game");
        assertNotNull(web.browser.js("return document.querySelector('#w0 iframe');"));
    }

    @Test
    void setChangesPlayersAndThemeOnTheRunningGameAndPoorPageColoursAreOptionErrorsWithTheirRatio() throws IOException {
        host.open(
                "live.html",
                "",
                "<div id=live class=w data-parlour-game=dots data-size=2x2 data-p1=human data-p2=human data-sound=off"
                        + " data-colours='{\"board\":\"#ffffff\",\"p2\":\"#ffff66\"}'></div>");
        awaitReady("#live");
        Object atStart =
                host.async("done(Parlour.of('#live').optionErrors.map(function (e) { return e.message; }).join('|'));");
        assertThat(String.valueOf(atStart))
                .as("the page's pale p2 was not told: " + atStart)
                .contains("option 'colours': p2 on board is 1.06:1, below 3:1");
        assertEquals(
                List.of("a1-b1"),
                HostPage.map(host.async("Parlour.of('#live').play('a1-b1').then(done);"))
                        .get("moves"));

        Map<String, Object> r = HostPage.map(
                host.async(
                        "Parlour.of('#live').set({p2: 'ai:easy', theme: 'dark'}).then(done, function (e) { done({failed: e.message}); });"));
        assertEquals(List.of("p2", "theme"), r.get("applied"), String.valueOf(r));
        assertEquals(Boolean.FALSE, r.get("newGame"));
        // the game goes on: the computer now in p2's seat answers the move played before
        List<String> moves = awaitMoves("#live", 2);
        assertEquals("a1-b1", moves.get(0));
        Map<String, Object> s = HostPage.map(host.async("Parlour.of('#live').getState().then(done);"));
        assertEquals(List.of("human", "ai:easy"), s.get("players"), String.valueOf(s));

        Object told = host.async("var w = Parlour.of('#live'), said = [];"
                + "w.on('optionError', function (e) { said.push(e.option + ': ' + e.message); });"
                + "w.set({colours: {board: '#ffffff', p1: '#eeeeee'}}).then(function (r) {"
                + "  done(r.applied.join() + ' ' + r.newGame + ' ' + said.join('|')); });");
        assertTrue(
                String.valueOf(told)
                        .matches("colours false colours: set option 'colours': p1 on board is 1\\.1\\d:1, "
                                + "below 3:1; #[0-9a-f]{6} is used instead"),
                String.valueOf(told));
        assertEquals(2, moves("#live").size(), "new colours kept the game");

        Map<String, Object> fresh =
                HostPage.map(host.async("Parlour.of('#live').set({size: '3x3', p2: 'human'}).then(done);"));
        assertEquals(List.of("size", "p2"), fresh.get("applied"));
        assertEquals(Boolean.TRUE, fresh.get("newGame"));
        assertEquals(List.of(), moves("#live"));
        Object refused = host.async(
                "Parlour.of('#live').set({p2: 'nobody', theme: 'classic'}).then(done, function (e) { done(e.message); });");
        assertThat(String.valueOf(refused)).as(String.valueOf(refused)).startsWith("set option 'p2': ");

        // the language without a reload: the Polish words come, the game stays
        assertEquals(
                List.of("a1-b1"),
                HostPage.map(host.async("Parlour.of('#live').play('a1-b1').then(done);"))
                        .get("moves"));
        assertThat(status()).as(status()).endsWith("to move.");
        Map<String, Object> polish = HostPage.map(host.async("Parlour.of('#live').set({lang: 'pl'}).then(done);"));
        assertEquals(List.of("lang"), polish.get("applied"));
        assertThat(status()).as(status()).startsWith("Ruch: ");
        assertEquals(List.of("a1-b1"), moves("#live"), "the language change kept the game");
    }

    private String status() {
        return String.valueOf(host.async("Parlour.of('#live').getState().then(function (s) { done(s.status); });"));
    }
}
