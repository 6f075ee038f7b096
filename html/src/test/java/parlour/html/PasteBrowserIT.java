package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * A game copied in another program comes into the web widget's Import box from the system clipboard: by Ctrl+V
 * (the browser's paste event) and by the box's Paste button (the asynchronous Clipboard API), then Load plays it.
 * Before, Ctrl+V pasted only what had been copied inside the widget and the box stayed empty.
 */
class PasteBrowserIT {
    private static final String GAME = "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"2x2\"]\n\na1-b1 b1-c1 a1-a2\n";

    /** Puts {@code text} on the system clipboard as another program would (the page may write it once allowed). */
    private static void copyElsewhere(WebSession web, String text) {
        String origin = web.server.url("").replaceAll("/$", "");
        web.browser.driver.executeCdpCommand(
                "Browser.grantPermissions",
                Map.of("origin", origin, "permissions", List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
        Object done = web.browser.driver.executeAsyncScript(
                "var cb = arguments[arguments.length - 1];"
                        + "navigator.clipboard.writeText(arguments[0]).then(function () { cb('ok'); }, function (e) { cb(String(e)); });",
                text);
        assertEquals("ok", done, "the test could not put text on the clipboard");
    }

    /**
     * Copies the game elsewhere, opens Load and "Import text…" (first, with no saves yet), pastes by {@code paste},
     * then Tab and Enter press Load: the game must be on the board.
     */
    private static void importBy(String name, Consumer<Widget> paste) throws Exception {
        try (WebSession web = WebSession.start()) {
            web.open("embed.html?game=dots&size=2x2&p1=human&p2=human&sound=off");
            copyElsewhere(web, GAME);
            web.widget.clickCanvasAt(3, 3);
            web.widget.type("l", Keys.ENTER);
            web.widget.settle();
            paste.accept(web.widget);
            web.widget.settle();
            web.browser.pageShot(web.shots.resolve(name + ".png"));
            web.widget.type(Keys.TAB, Keys.ENTER);
            web.awaitMoves(List.of("a1-b1", "b1-c1", "a1-a2"), Duration.ofSeconds(5));
        }
    }

    @Test
    void ctrlVInTheImportBoxPastesTheSystemClipboard() throws Exception {
        importBy("paste-keys", Widget::pasteChord);
    }

    @Test
    void thePasteButtonReadsTheSystemClipboard() throws Exception {
        // the box has the focus: Tab to Load, Tab to Paste, Enter; the box takes the text and the focus back
        importBy("paste-button", w -> w.type(Keys.TAB, Keys.TAB, Keys.ENTER));
    }
}
