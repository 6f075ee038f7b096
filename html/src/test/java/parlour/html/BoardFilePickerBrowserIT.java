package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.BoardFiles;

/**
 * Load board's "Open a file…" in the web widget: the browser's file picker (a hidden file input the widget makes
 * while it is open, given a file here as WebDriver gives one, the picker's window intercepted) brings an Arrows board file from the player's disk,
 * binary or text, read by the same code as the desktop's; a bad file gets a message naming it and its pair, and
 * the game in progress stays.
 */
class BoardFilePickerBrowserIT extends SessionTest {
    /** The seed's pairs: size 6x5, pieces (2,2) and (5,4), directions 2 and 6, blocked (4,1) (1,5) (3,3). */
    private static final int[] PAIRS = {6, 5, 2, 2, 5, 4, 2, 6, 4, 1, 1, 5, 3, 3};

    private static final String INPUT = "input.parlour-file-input";

    @TempDir
    Path dir;

    /**
     * Shift+L, then Tab to "Open a file…" (after "Import text…" while no board is kept) and Enter; the picker's
     * input must appear, and gets {@code file} as a player's choice would give it. The browser's picker window is
     * intercepted through DevTools (headless Chromium would cancel it at once, and the widget then removes the
     * input); a picker the page may not open (no user activation) would say so in the console.
     */
    private void pick(Path file) {
        web.browser.driver.executeCdpCommand("Page.setInterceptFileChooserDialog", Map.of("enabled", true));
        web.browser.drainConsole("before the pick");
        openFileFromLoadBoard();
        WebElement input = Browser.await(
                Duration.ofSeconds(5),
                () -> {
                    List<WebElement> found = web.browser.driver.findElements(By.cssSelector(INPUT));
                    return found.isEmpty() ? null : found.get(0);
                },
                () -> "Open a file… made no file input");
        for (Browser.Console c : web.browser.drainConsole("pick " + file.getFileName()))
            assertThat(c.toString())
                    .as("the page could not open the picker: " + c)
                    .doesNotContain("user activation");
        assertEquals(
                Boolean.FALSE,
                web.browser.js("return arguments[0].getClientRects().length > 0;", input),
                "the file input is never shown on the page");
        input.sendKeys(file.toString());
        Browser.await(
                Duration.ofSeconds(5),
                () -> web.browser.driver.findElements(By.cssSelector(INPUT)).isEmpty() ? Boolean.TRUE : null,
                () -> "the file input stayed in the page after the pick");
    }

    @Test
    void aCancelledPickLeavesNothingBehind() {
        web.open("embed.html?game=arrows&p1=human&p2=human&clock=untimed&sound=off");
        web.browser.js("arguments[0].focus();", web.widget.canvas());
        String before = board();
        // headless Chromium cancels a picker it is not told to intercept at once, as a player's Cancel would
        web.browser.driver.executeCdpCommand("Page.setInterceptFileChooserDialog", Map.of("enabled", false));
        web.browser.js("window.__cancelled = false; document.addEventListener('cancel',"
                + " function () { window.__cancelled = true; }, true);");
        openFileFromLoadBoard();
        Browser.await(
                Duration.ofSeconds(5),
                () -> Boolean.TRUE.equals(web.browser.js("return window.__cancelled;")) ? Boolean.TRUE : null,
                () -> "the picker was never opened and cancelled");
        Browser.await(
                Duration.ofSeconds(5),
                () -> web.browser.driver.findElements(By.cssSelector(INPUT)).isEmpty() ? Boolean.TRUE : null,
                () -> "a cancelled pick leaves no file input in the page");
        web.browser.awaitFrames(3); // the game's loop has had its turns after the cancel
        assertEquals(before, board(), "a cancelled pick leaves the game");
    }

    /**
     * Shift+L, then, once the dialog shows (its code and words come just after the first frame, so a key pressed at
     * once opens it a moment later), Tab to "Open a file…" and Enter.
     */
    private void openFileFromLoadBoard() {
        new Actions(web.browser.driver)
                .keyDown(Keys.SHIFT)
                .sendKeys("l")
                .keyUp(Keys.SHIFT)
                .perform();
        Browser.await(
                Duration.ofSeconds(10),
                () -> Boolean.TRUE.equals(web.browser.js("return [].some.call("
                                + "document.querySelectorAll('.parlour-controls button'),"
                                + " function (b) { return b.textContent.indexOf('Open a file') === 0; });"))
                        ? Boolean.TRUE
                        : null,
                () -> "Shift+L never showed the dialog with Open a file…");
        web.widget.type(Keys.TAB, Keys.ENTER);
    }

    private String board() {
        Widget.State s = web.widget.state();
        assertThat(s.board()).as("the state names the board: " + s.json()).isNotNull();
        return s.board();
    }

    @Test
    void binaryAndTextBoardFilesOpenFromDiskAndABadOneLeavesTheGame() throws IOException {
        byte[] seed = BoardFiles.writeBinary(ArrowsBoard.of(PAIRS, "test"));
        Path bin = Files.write(dir.resolve("seed.bin"), seed);
        Path bad = Files.write(dir.resolve("bad.bin"), Arrays.copyOf(seed, 17));
        Path txt = Files.write(
                dir.resolve("corner.txt"),
                "# a text board file\nsize 7 6\nfirst 1 1 E\nsecond 7 6 W\nblocked 4 3 2 5\n"
                        .getBytes(StandardCharsets.US_ASCII));
        web.open("embed.html?game=arrows&p1=human&p2=human&clock=untimed&sound=off");
        web.browser.js("arguments[0].focus();", web.widget.canvas());

        pick(bin);
        web.awaitBoard("6 5 2 2 2 5 4 6 4 1 1 5 3 3", Duration.ofSeconds(5));
        assertEquals("6x5", web.widget.state().size(), "the binary file's board size");

        pick(txt);
        web.awaitBoard("7 6 1 1 2 7 6 6 4 3 2 5", Duration.ofSeconds(5));
        assertEquals("7x6", web.widget.state().size(), "the text file's board size");

        String before = board();
        pick(bad);
        Object said = Browser.await(
                Duration.ofSeconds(5),
                () -> web.browser.js("var r = document.querySelector('.parlour-live-assertive');"
                        + "return r && r.textContent.indexOf('Could not load') >= 0 ? r.textContent : null;"),
                () -> "no message about the bad file");
        assertThat(String.valueOf(said))
                .as("the message names the file and its pair: " + said)
                .contains("bad.bin: pair 5 is cut short");
        assertThat(String.valueOf(said))
                .as("the message names the file and its pair: " + said)
                .contains("unchanged");
        web.widget.type(Keys.ENTER);
        assertEquals(before, board(), "the game in progress stays after a bad file");
        assertThat(web.widget.state().moves()).as(web.widget.state().json()).isEmpty();
    }
}
