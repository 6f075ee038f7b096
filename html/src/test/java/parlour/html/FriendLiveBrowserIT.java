package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * Issue 47, live: two pages of a host site, each running the README's BroadcastChannel example as written (player 1
 * here on one, player 2 here on the other, each other's friend), play a whole Six Men's Morris game by clicks on their
 * boards, each page passing its board's moves to the other's play(). A click in the friend's turn is refused with the
 * waiting words, and play() in the player's own turn rejects.
 */
class FriendLiveBrowserIT extends HostPageTest {
    private static final String WAITING = "Waiting for your friend's move.";
    /** The pages' widgets by the host page's iframes: seat 1's and seat 2's. */
    private static final String[] PAGES = {"A", "B"};

    @Test
    void twoPagesJoinedByABroadcastChannelPlayAWholeSixMensMorrisGame() throws IOException {
        host.write(
                "friend.html",
                "<!doctype html><html><head><meta charset=utf-8><title>friend</title></head><body>" + readmeExample()
                        + "<script>window.refused = []; window.waited = [];"
                        + "Parlour.of('#board').on('illegalMove', function (e) { refused.push(e); });"
                        + "Parlour.of('#board').on('friendWaiting', function (e) { waited.push(e.moves.length); });"
                        + "</script></body></html>");
        host.open(
                "friends.html",
                "",
                "<iframe id=A src=friend.html style='width:440px;height:440px'></iframe>"
                        + "<iframe id=B src='friend.html?seat=2' style='width:440px;height:440px'></iframe>");
        for (String page : PAGES) call(page, "return w.ready.then(function () { return true; });");

        // player 1 moves first: the page cannot play for them
        Object mine = call(
                "A",
                "return w.play('a1').then(function () { return 'played'; }, function (e) {" + " return e.message; });");
        assertThat(String.valueOf(mine)).as(String.valueOf(mine)).contains("it is your turn, not your friend's");
        assertEquals(List.of(), state("A").get("moves"), "nothing was played for player 1");

        int n = 0;
        while ("none".equals(state("A").get("result"))) {
            assertThat(n).as("a game of first moves and mills ends by 60 moves").isLessThan(60);
            Map<String, Object> s = state("A");
            String side = ((Number) s.get("toMove")).intValue() == 1 ? "A" : "B";
            String move = pick(strings(state(side).get("legal")));
            for (String step : steps(move)) click(side, step);
            awaitMoves("A", n + 1, move);
            awaitMoves("B", n + 1, move);
            n++;
            if (n == 1) refusedInTheFriendsTurn();
        }
        Map<String, Object> a = state("A"), b = state("B");
        assertEquals(a.get("moves"), b.get("moves"), "both pages played the same game");
        assertEquals(a.get("result"), b.get("result"));
        assertThat(n).as("a whole game: " + a.get("moves")).isGreaterThan(12);
        // no move passed in was refused: every refusal is the test's own (play in A's turn, the click in B's)
        assertEquals(2L, js("return document.getElementById('A').contentWindow.refused.length;"));
        assertEquals(0L, js("return document.getElementById('B').contentWindow.refused.length;"));
        assertThat(strings(js("return document.getElementById('B').contentWindow.waited.map(String);")))
                .as("B waited for its friend at ready, before the first move")
                .startsWith("0");
        assertThat(strings(js("return document.getElementById('A').contentWindow.waited.map(String);")))
                .as("A waited for its friend after its first move")
                .startsWith("1");
    }

    /** After player 1's first move, a click on their board is refused with the waiting words; nothing is played. */
    private void refusedInTheFriendsTurn() {
        Map<String, Object> s = state("A");
        assertEquals(2L, s.get("toMove"));
        assertThat(String.valueOf(s.get("status")))
                .as("the status shows the wait")
                .contains(WAITING);
        List<String> empty = strings(s.get("legal"));
        click("A", empty.get(empty.size() - 1));
        Object refusal = Browser.await(
                Duration.ofSeconds(10),
                () -> js("var r = document.getElementById('A').contentWindow.refused;"
                        + "return r.length > 1 ? r[1].from + ': ' + r[1].reason : null;"),
                () -> "the click in the friend's turn was not refused");
        assertEquals("board: " + WAITING, refusal);
        assertEquals(1, strings(state("A").get("moves")).size(), "the click played nothing");
    }

    /** A mill's removal first (the game ends sooner), else the first legal move. */
    private static String pick(List<String> legal) {
        for (String m : legal) if (m.contains("x")) return m;
        return legal.get(0);
    }

    /** The points a move is clicked on: "a1-a3xd2" is a1, a3, then the removal xd2. */
    private static List<String> steps(String move) {
        List<String> out = new ArrayList<>();
        int x = move.indexOf('x');
        String main = x < 0 ? move : move.substring(0, x);
        for (String p : main.split("-")) out.add(p);
        if (x >= 0) out.add(move.substring(x));
        return out;
    }

    /** A real mouse click on {@code step}'s point of the board on page {@code page}. */
    private void click(String page, String step) {
        browser.driver.switchTo().defaultContent();
        browser.driver.switchTo().frame(page);
        browser.driver.switchTo().frame(browser.driver.findElement(By.cssSelector("#board iframe")));
        try {
            double[] p = widget.pointOf(step);
            WebElement canvas = widget.canvas();
            double[] r = widget.rect(canvas);
            new Actions(browser.driver)
                    .moveToElement(canvas, (int) Math.round(p[0] - r[2] / 2), (int) Math.round(p[1] - r[3] / 2))
                    .click()
                    .perform();
            widget.settle();
        } finally {
            browser.driver.switchTo().defaultContent();
        }
    }

    private void awaitMoves(String page, int count, String move) {
        Browser.await(
                Duration.ofSeconds(20),
                () -> strings(state(page).get("moves")).size() == count ? Boolean.TRUE : null,
                () -> "page " + page + " never had " + count + " moves after " + move + ": " + state(page));
    }

    private Map<String, Object> state(String page) {
        return HostPage.map(call(page, "return w.getState();"));
    }

    /** Runs {@code body} (a function of the page's widget {@code w} returning a Promise) and gives what it resolves. */
    private Object call(String page, String body) {
        return host.async(
                "var w = document.getElementById(arguments[0]).contentWindow.Parlour.of('#board');"
                        + "Promise.resolve().then(function () {" + body
                        + "}).then(done, function (e) { done('failed: ' + e.message); });",
                page);
    }

    private Object js(String script) {
        browser.driver.switchTo().defaultContent();
        return browser.js(script);
    }

    @SuppressWarnings("unchecked")
    private static List<String> strings(Object list) {
        List<String> out = new ArrayList<>();
        for (Object o : (List<Object>) list) out.add(String.valueOf(o));
        return out;
    }

    /**
     * The README's BroadcastChannel example as written, its loader from the test's site and its widget at the
     * fastest animations without sound.
     */
    private String readmeExample() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("../README.md"), StandardCharsets.UTF_8);
        int at = 0;
        while (!lines.get(at).startsWith("Two tabs of one browser, joined by `BroadcastChannel`")) at++;
        while (!lines.get(at).startsWith("    ")) at++;
        StringBuilder example = new StringBuilder();
        for (; lines.get(at).startsWith("    "); at++)
            example.append(lines.get(at).substring(4)).append('\n');
        String page = example.toString();
        String options = "{game: \"morris6\", first: 1,";
        assertThat(page).as(page).contains(options).contains("https://example.org/parlour/parlour.js");
        return page.replace("https://example.org/parlour/parlour.js", web.server.url("parlour.js"))
                .replace(options, options + " speed: \"instant\", sound: \"off\",");
    }
}
