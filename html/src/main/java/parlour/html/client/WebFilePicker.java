package parlour.html.client;

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
        pick(host, INPUT_CLASS, accept.toString(), maxBytes, tooLarge(maxBytes), chosen, refused);
    }

    private static String tooLarge(int max) {
        String size = max % (1 << 20) == 0 ? (max >> 20) + " MB" : max + " bytes";
        return ": the file is too large (over " + size + "); nothing was loaded";
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
            String tooLarge,
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
                @parlour.html.client.WebFilePicker::refuse(*)(refused, file.name + tooLarge);
                return;
            }
            var reader = new $wnd.FileReader();
            reader.onload = function () {
                @parlour.html.client.WebFilePicker::read(*)(chosen, file.name, reader.result);
            };
            reader.onerror = function () {
                var why = reader.error && reader.error.name ? reader.error.name : "the browser refused";
                @parlour.html.client.WebFilePicker::refuse(*)(refused, file.name + ": cannot be read (" + why + ")");
            };
            reader.readAsArrayBuffer(file);
        });
        host.appendChild(input);
        input.click();
    }-*/;
}
