package parlour.html.client;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import com.google.gwt.dom.client.Element;
import com.google.gwt.typedarrays.shared.ArrayBuffer;
import com.google.gwt.typedarrays.shared.Int8Array;
import com.google.gwt.typedarrays.shared.TypedArrays;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import parlour.platform.Platform;

/**
 * Load board's way to a board file on the player's disk in a browser: a hidden file input, made for one pick
 * inside the widget's host element and removed after it, whose chosen file is read whole as bytes.
 */
final class WebFilePicker implements Platform.FilePicker {
    /** The class of the file input while it is there (tests find it by this to choose a file). */
    static final String INPUT_CLASS = "parlour-file-input";

    private final Element host;

    WebFilePicker(Element host) {
        this.host = host;
    }

    @Override
    public void open(String[] extensions, int maxBytes, BiConsumer<String, byte[]> chosen, Consumer<String> refused) {
        StringBuilder accept = new StringBuilder();
        for (String e : extensions)
            accept.append(accept.length() == 0 ? "" : ",").append('.').append(e);
        pick(host, INPUT_CLASS, accept.toString(), maxBytes, chosen, refused);
    }

    /** Why file {@code name}, over {@code max} bytes, was not read, in the player's language. */
    static String tooLarge(String name, int max) {
        String size = max % (1 << 20) == 0 ? t("{0} MB", max >> 20) : t("{0} {0|byte|bytes}", max);
        return t("{0}: the file is too large (over {1}); nothing was loaded", name, size);
    }

    /**
     * Why file {@code name} could not be read, in the player's language: the browser's error's name ("NotReadableError",
     * as it gives it), or null where it gives none.
     */
    static String unreadable(String name, String error) {
        return t("{0}: cannot be read ({1})", name, error != null ? error : t("the browser refused"));
    }

    /** A file's bytes, read: copied out of the browser's buffer and handed to the game's thread. */
    static void read(final BiConsumer<String, byte[]> chosen, final String name, ArrayBuffer buffer) {
        Int8Array view = TypedArrays.createInt8Array(buffer);
        final byte[] data = new byte[view.length()];
        for (int k = 0; k < data.length; k++) data[k] = view.get(k);
        Gdx.app.postRunnable(new Runnable() {
            @Override
            public void run() {
                chosen.accept(name, data);
            }
        });
    }

    /** Why a file was not read, on the game's thread. */
    static void refuse(final Consumer<String> refused, final String why) {
        Gdx.app.postRunnable(new Runnable() {
            @Override
            public void run() {
                refused.accept(why);
            }
        });
    }

    /**
     * Makes the file input (hidden, out of the tab order, any earlier one removed), opens the browser's picker
     * with it and removes it once the player has chosen or cancelled. The page never shows it.
     */
    private static native void pick(
            Element host,
            String inputClass,
            String accept,
            int maxBytes,
            BiConsumer<String, byte[]> chosen,
            Consumer<String> refused) /*-{
        var doc = host.ownerDocument;
        var old = host.querySelectorAll("input." + inputClass);
        for (var i = 0; i < old.length; i++) old[i].parentNode.removeChild(old[i]);
        var input = doc.createElement("input");
        input.type = "file";
        input.accept = accept;
        input.className = inputClass;
        input.tabIndex = -1;
        input.setAttribute("aria-hidden", "true");
        input.style.display = "none";
        function remove() {
            if (input.parentNode) input.parentNode.removeChild(input);
        }
        input.addEventListener("cancel", remove);
        input.addEventListener("change", function () {
            var file = input.files && input.files[0];
            remove();
            if (!file) return;
            if (file.size > maxBytes) {
                @parlour.html.client.WebFilePicker::refuse(*)(refused,
                        @parlour.html.client.WebFilePicker::tooLarge(*)(file.name, maxBytes));
                return;
            }
            var reader = new $wnd.FileReader();
            reader.onload = function () {
                @parlour.html.client.WebFilePicker::read(*)(chosen, file.name, reader.result);
            };
            reader.onerror = function () {
                var error = reader.error && reader.error.name ? String(reader.error.name) : null;
                @parlour.html.client.WebFilePicker::refuse(*)(refused,
                        @parlour.html.client.WebFilePicker::unreadable(*)(file.name, error));
            };
            reader.readAsArrayBuffer(file);
        });
        host.appendChild(input);
        input.click();
    }-*/;
}
