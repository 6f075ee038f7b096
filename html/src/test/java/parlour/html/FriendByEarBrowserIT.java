package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * Issue #47 by keys and ear alone, in Polish: two people, each in a browser of their own, play Dots and Boxes by friend
 * links at embed.html with the keyboard, typing their moves, and hear through the live regions only that the link is
 * ready, that the board waits for the friend, whose turn it is on opening a link, and the friend's move in the reply.
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
            // the link's window, then the Save dialog, closed with their Close buttons' copies and Enter
            closeWindows(a.browser);
            // A types the first move from the board's move field, and hears that the link for the friend is ready
            int from = aHears.all().size();
            type(a.browser, "a1-b1");
            aHears.await(from, "Twoja kolejka zagrana. Wyślij znajomemu ten link", WAIT);
            String link = linkInCopies(a.browser, before);
            closeWindows(a.browser);
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
            bHears.await(0, "Kropki i kwadraty. Twój ruch.", WAIT);
            assertThat(bWidget.state().moves()).containsExactly("a1-b1");
            from = bHears.all().size();
            type(b, "a3-b3");
            bHears.await(from, "Twoja kolejka zagrana. Wyślij znajomemu ten link", WAIT);
            String reply = linkInCopies(b, null);
            closeWindows(b);
            assertThat(reply).isNotEqualTo(link);

            // the reply reaches A's running board (as a paste of it would): A hears the friend's move in Polish
            int heard = aHears.all().size();
            a.browser.js("window.parlour.openLink(arguments[0], function () {});", reply);
            aHears.awaitFirst(
                    heard,
                    WAIT,
                    h -> h.contains("Znajomy") && h.contains("rysuje kreskę od a3 do b3"),
                    () -> "A never heard the friend's move: " + aHears.all());
            List<String> moves = a.widget.state().moves();
            assertThat(moves).containsExactly("a1-b1", "a3-b3");
        }
    }

    /** Closes the windows that show (a link's, a dialog, the card) with their Close buttons' copies and Enter. */
    private static void closeWindows(Browser browser) {
        for (int i = 0; i < 4 && focusClose(browser); i++) {
            new Widget(browser).type(Keys.ENTER);
            browser.awaitFrames(10);
        }
        assertThat(focusClose(browser)).as("a window stayed open").isFalse();
    }

    /** Focuses the page's copy of a window's Close button (Zamknij, Anuluj), if a window shows: whether one does. */
    private static boolean focusClose(Browser browser) {
        return Boolean.TRUE.equals(browser.js("var b = null; document.querySelectorAll('.parlour-controls button')"
                + ".forEach(function (e) { var t = e.textContent; if (t.indexOf('Zamknij') === 0"
                + " || t.indexOf('Anuluj') === 0) b = e; }); if (b) b.focus(); return b !== null;"));
    }

    /** From the board, / into the move field, the move and Enter: as a keyboard player types it. */
    private static void type(Browser browser, String move) {
        Widget w = new Widget(browser);
        w.openMoveField(WAIT);
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
