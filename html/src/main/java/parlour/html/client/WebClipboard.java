package parlour.html.client;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import java.util.function.Consumer;

/**
 * The Paste button's way to the system clipboard in a browser: the asynchronous Clipboard API, which a browser may
 * refuse (no permission, an insecure page, an older browser); the answer comes back on the game's thread.
 */
final class WebClipboard {
    private WebClipboard() {}

    /** Why nothing was pasted when the browser keeps the clipboard to itself, in the player's language. */
    private static String refusal() {
        return t("This browser did not let the widget read the clipboard. Click into the box and press Ctrl+V"
                + " (Cmd+V on a Mac) instead.");
    }

    static void read(final Consumer<String> done, final Consumer<String> refused) {
        if (!available()) {
            refused.accept(refusal());
            return;
        }
        readText(done, refused);
    }

    private static native boolean available() /*-{
        return !!($wnd.navigator.clipboard && $wnd.navigator.clipboard.readText);
    }-*/;

    private static native void readText(Consumer<String> done, Consumer<String> refused) /*-{
        $wnd.navigator.clipboard.readText().then(function (text) {
            @parlour.html.client.WebClipboard::answer(*)(done, refused, text, true);
        }, function () {
            @parlour.html.client.WebClipboard::answer(*)(done, refused, null, false);
        });
    }-*/;

    /** Hands the answer to the game's thread: the text, or why there is none. */
    static void answer(
            final Consumer<String> done, final Consumer<String> refused, final String text, final boolean read) {
        Gdx.app.postRunnable(new Runnable() {
            @Override
            public void run() {
                if (!read) refused.accept(refusal());
                else if (text == null || text.isEmpty()) refused.accept(t("The clipboard holds no text."));
                else done.accept(text);
            }
        });
    }
}
