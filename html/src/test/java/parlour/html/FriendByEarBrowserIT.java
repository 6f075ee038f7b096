package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * Issue #47 by keys and ear alone, in Polish: two people, each in a browser of their own, play Dots and Boxes by friend
 * links at embed.html with the keyboard, typing their moves, and hear through the live regions only that the link is
 * ready, that the board waits for the friend, and the friend's move when the reply comes.
 */
class FriendByEarBrowserIT {
    private static final Duration WAIT = Duration.ofSeconds(20);

    @Test
    void twoPeoplePlayByTypedMovesAndHearTheLinksInPolish() throws Exception {
        try (WebSession a = WebSession.start();
                Browser b = Browser.start(WebSession.shotsFolder())) {
            a.open("embed.html?game=dots&size=2x2&p1=human&p2=friend&lang=pl&sound=off&speed=instant");
            a.widget.awaitReady();
            Hearing aHears = Hearing.start(a);
            // A makes it a game by links from the Save dialog (S, then its Link for your friend), and closes it
            a.browser.js("document.querySelector('canvas.parlour-canvas').focus();");
            a.widget.type("s");
            Browser.await(
                    WAIT,
                    () -> Boolean.TRUE.equals(a.browser.js("var b = null; document.querySelectorAll("
                                    + "'.parlour-controls button').forEach(function (e) {"
                                    + " if (e.textContent.indexOf('Link dla znajomego') === 0) b = e; });"
                                    + " if (b) b.focus(); return b !== null;"))
                            ? Boolean.TRUE
                            : null,
                    () -> "the Save dialog's copies have no Link dla znajomego");
            a.widget.type(Keys.ENTER);
            String before = linkInCopies(a.browser, null);
            // Esc closes the link's window, then the Save dialog (one Esc more would open the menu)
            for (int i = 0; i < 3 && dialogOpen(a.browser); i++) {
                a.widget.type(Keys.ESCAPE);
                a.browser.awaitFrames(10);
            }
            // A types the first move from the board's move field, and hears that the link for the friend is ready
            int from = aHears.all().size();
            type(a.browser, "a1-b1");
            aHears.await(from, "Twoja kolejka zagrana. Wyślij znajomemu ten link", WAIT);
            String link = linkInCopies(a.browser, before);
            // a move typed in the friend's turn is refused, and said so
            from = aHears.all().size();
            type(a.browser, "a3-b3");
            aHears.await(from, "Czekamy na ruch znajomego.", WAIT);
            assertThat(a.widget.state().moves()).containsExactly("a1-b1");

            // B, a Polish player, opens the link in a browser of their own, hears whose move it is and types theirs
            b.driver.get(link.replace("embed.html#", "embed.html?lang=pl&sound=off&speed=instant#"));
            Widget bWidget = new Widget(b);
            bWidget.awaitReady();
            Hearing bHears = Hearing.start(b);
            bHears.await(0, "a1", WAIT);
            from = bHears.all().size();
            type(b, "a3-b3");
            bHears.await(from, "Twoja kolejka zagrana. Wyślij znajomemu ten link", WAIT);
            String reply = linkInCopies(b, null);
            assertThat(reply).isNotEqualTo(link);

            // A opens the reply as a link from their mail: the kept game goes on, and A hears the friend's move
            a.browser.driver.get(reply.replace("embed.html#", "embed.html?lang=pl&sound=off&speed=instant#"));
            a.widget.awaitReady();
            Hearing again = Hearing.start(a);
            again.awaitFirst(
                    0,
                    WAIT,
                    h -> h.contains("Znajomy") && h.contains("rysuje kreskę od a3 do b3"),
                    () -> "A never heard the friend's move: " + again.all());
            List<String> moves = a.widget.state().moves();
            assertThat(moves).containsExactly("a1-b1", "a3-b3");
        }
    }

    /** Whether the Save dialog or its link's window shows: the page's copies hold its Link or Close button. */
    private static boolean dialogOpen(Browser browser) {
        return Boolean.TRUE.equals(browser.js("var open = false; document.querySelectorAll('.parlour-controls button')"
                + ".forEach(function (e) { var t = e.textContent; if (t.indexOf('Link dla') === 0"
                + " || t.indexOf('Zamknij') === 0) open = true; }); return open;"));
    }

    /** From the board, / into the move field, the move and Enter: as a keyboard player types it. */
    private static void type(Browser browser, String move) {
        browser.js("document.querySelector('canvas.parlour-canvas').focus();");
        Widget w = new Widget(browser);
        w.type("/");
        Browser.await(
                WAIT,
                () -> Boolean.TRUE.equals(browser.js(
                                "return document.activeElement === document.querySelector('.parlour-move-input');"))
                        ? Boolean.TRUE
                        : null,
                () -> "/ did not open the move field; the page's copies: "
                        + browser.js("return document.querySelector('.parlour-controls').textContent;")
                        + "; the focus on " + new Widget(browser).activeElement());
        w.type(move, Keys.ENTER);
    }

    /**
     * The friend link (other than {@code not}) as the page's copies of the card's field hold it for a screen reader to
     * copy.
     */
    private static String linkInCopies(Browser browser, String not) {
        return Browser.await(
                WAIT,
                () -> (String) browser.js(
                        "var found = null; document.querySelectorAll('.parlour-controls input').forEach(function (e) {"
                                + " if (e.value.indexOf('#parlour-friend=') >= 0 && e.value !== arguments[0])"
                                + " found = e.value; }); return found;",
                        not),
                () -> "no field in the page's copies of the controls holds a friend link");
    }
}
