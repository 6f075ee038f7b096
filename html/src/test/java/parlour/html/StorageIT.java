package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * Reliability finding 2 in a real browser: with the site's storage full, moves and a save fail without a
 * page error and without losing any earlier save, setting or the last good autosave; and a page reload
 * in the middle of a game offers the same game back.
 */
class StorageIT extends SessionTest {
    private static final String GAME = "embed.html?game=dots&size=3x3&p1=human&p2=human&sound=off";
    private static final String SAVES = "parlour.store.saves:", SETTINGS = "parlour.store.parlour:";

    private Path shots;

    @BeforeAll
    void start() throws Exception {
        shots = web.shots;
    }

    @Test
    void aFullStorageLosesNoEarlierSaveOrSettingAndRaisesNoPageError() {
        // Given a game with one move, a save named Beta and a stored setting
        openFresh();
        play(1);
        saveAs("Beta");
        String beta = item(SAVES + "save:Beta");
        assertThat(beta).as("the save Beta is stored; storage holds " + keys()).isNotNull();
        assertThat(beta).as("the save Beta is stored; storage holds " + keys()).contains("[Parlour \"1\"]");
        browser.js("localStorage.setItem(arguments[0], '2');", SETTINGS + "speed");
        String autosave = item(SETTINGS + "autosave.dots");
        assertThat(autosave).as("the move was autosaved").isNotNull();

        // When the site's storage is filled to the last byte, and the player moves and saves as Delta
        fill();
        browser.drainConsole("before");
        play(1);
        saveAs("Delta");

        // Then the game goes on, no page error appeared, and nothing stored earlier is lost
        assertEquals(2, widget.state().moves().size(), "both moves were played");
        List<String> severe = browser.drainConsole("full").stream()
                .filter(Browser.Console::severe)
                .map(Object::toString)
                .collect(Collectors.toList());
        assertThat(severe)
                .as("page errors with the storage full:\n" + String.join("\n", severe))
                .isEmpty();
        assertEquals(beta, item(SAVES + "save:Beta"), "the save Beta is untouched");
        assertEquals("2", item(SETTINGS + "speed"), "the setting is untouched");
        String now = item(SETTINGS + "autosave.dots");
        // each kept game starts with the time it was kept ("; kept at MILLIS"): the games are compared without it
        assertTrue(
                now != null
                        && (unstamped(now).equals(unstamped(autosave))
                                || unstamped(now).startsWith(unstamped(autosave).trim() + " ")),
                "the autosave is the last one that fitted, or the newest:\n" + now);
        assertNull(item(SAVES + "save:Delta"), "the failed save left nothing behind");
        unfill();
    }

    @Test
    void storageFilledMidGameCostsNoMoveAndShowsOneCardNoDialog() {
        // Given a game with one move, heard as a screen reader hears it
        openFresh();
        Hearing heard = Hearing.start(web);
        play(1);

        // When the storage fills, and the next move's keeping fails
        fill();
        play(1);
        int told = heard.await(0, "Storage: ", Duration.ofSeconds(5));

        // Then no dialog opened (a dialog's OK would be among the page's controls), and the next click plays
        assertThat(controls()).as("a dialog opened: " + controls()).doesNotContain("OK");
        assertEquals(3, play(1).size(), "the click after the notice played");
        String said = heard.all().get(told);
        assertThat(said).as("worded for the browser: " + said).contains("browser's storage for this site");
        assertThat(said).as("not the desktop's folder: " + said).doesNotContain("PARLOUR_HOME");
        browser.awaitFrames(30); // time for a second saying, were there one
        assertEquals(
                1, heard.all().stream().filter(s -> s.contains("Storage: ")).count(), "said once: " + heard.all());
        unfill();
    }

    /** Fills the site's storage to the last byte. */
    private void fill() {
        long filled = ((Number) browser.js(String.join(
                        "\n",
                        "var chunk = 'x'.repeat(1 << 20), n = 0, total = 0;",
                        "while (chunk.length > 0) {",
                        "  try { localStorage.setItem('filler-' + n, chunk); n++; total += chunk.length; }",
                        "  catch (e) { chunk = chunk.substring(0, chunk.length >> 1); }",
                        "}",
                        // a new key's name needs room too: the last few characters go onto a filler already there
                        "var v = localStorage.getItem('filler-0'), add = 64;",
                        "while (add > 0) {",
                        "  try { localStorage.setItem('filler-0', v + 'x'.repeat(add)); v += 'x'.repeat(add); total += add; }",
                        "  catch (e) { add = add >> 1; }",
                        "}",
                        "return total;")))
                .longValue();
        assertThat(filled).as("storage filled").isGreaterThan(0);
    }

    private void unfill() {
        browser.js(
                "for (var i = 0; localStorage.getItem('filler-' + i) !== null; i++) localStorage.removeItem('filler-' + i);");
    }

    /** Waits until a dialog (its Cancel among the page's controls) is open, or closed. */
    private void awaitControls(boolean dialog, String what) {
        Browser.await(
                Duration.ofSeconds(10),
                () -> controls().contains("Cancel") == dialog ? Boolean.TRUE : null,
                () -> what + ": " + controls());
    }

    /** The names of the page's copies of the widget's controls, as a screen reader reads them. */
    private String controls() {
        return String.valueOf(browser.js("return Array.prototype.map.call("
                + "document.querySelectorAll('.parlour-controls button'), function (b) { return b.textContent; })"
                + ".join(' | ');"));
    }

    @Test
    void aReloadInTheMiddleOfAGameOffersTheSameGameBack() {
        // Given a game with three moves
        openFresh();
        List<String> moves = play(3);

        // When the page is reloaded, and the player takes the offer (Tab to "Resume it", Enter)
        browser.driver.navigate().refresh();
        widget.awaitReady();
        browser.js("arguments[0].focus();", widget.canvas());
        widget.type(Keys.TAB, Keys.ENTER);

        // Then the same game is on the board
        Widget.State s = Browser.await(
                Duration.ofSeconds(10),
                () -> {
                    Widget.State t = widget.state();
                    return t.moves().size() == 3 ? t : null;
                },
                () -> "the game after the reload is not the one before: "
                        + widget.state().json());
        assertEquals(moves, s.moves());
    }

    /** A kept game's save text without its first line, the time it was kept. */
    private static String unstamped(String kept) {
        return kept.startsWith("; kept at ") ? kept.substring(kept.indexOf('\n') + 1) : kept;
    }

    private void openFresh() {
        web.open(GAME);
    }

    /** Clicks {@code n} legal lines (the last legal one each time); returns all moves so far. */
    private List<String> play(int n) {
        for (int i = 0; i < n; i++) widget.clickLegal(0);
        widget.restPointer();
        return widget.state().moves();
    }

    /** Save (S), the name typed over the suggested one, Enter. */
    private void saveAs(String name) {
        browser.js("arguments[0].focus();", widget.canvas());
        widget.type("s");
        awaitControls(true, "the Save dialog opened");
        widget.type(name);
        widget.settle();
        widget.type(Keys.ENTER);
        awaitControls(false, "the Save dialog closed");
        widget.settle();
        browser.pageShot(shots.resolve("storage-save-" + name + ".png"));
    }

    private Object keys() {
        return browser.js("return Object.keys(localStorage);");
    }

    private String item(String key) {
        Object v = browser.js("return localStorage.getItem(arguments[0]);", key);
        return v == null ? null : v.toString();
    }
}
