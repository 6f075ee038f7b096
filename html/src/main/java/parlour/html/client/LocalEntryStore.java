package parlour.html.client;

import static parlour.words.Tr.t;

import com.google.gwt.core.client.JsArrayString;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import parlour.platform.EntryStore;
import parlour.platform.StoreException;

/**
 * The browser's entries: one localStorage key each, {@code PREFIX:NAME}, written with one setItem so a
 * full storage fails that write alone (libGDX's web Preferences cleared and rewrote every key on each
 * flush, so one failed save could delete others).
 */
final class LocalEntryStore implements EntryStore {
    /** The store named "parlour" and so on, under keys "parlour.store.NAME:KEY". */
    static LocalEntryStore named(String name) {
        return new LocalEntryStore("parlour.store." + name + ":");
    }

    /** A widget's own store (its settings and autosave), under keys "parlour.slot.SLOT.NAME:KEY". */
    static LocalEntryStore inSlot(String slot, String name) {
        return new LocalEntryStore("parlour.slot." + slot + "." + name + ":");
    }

    private final String prefix;

    LocalEntryStore(String prefix) {
        this.prefix = prefix;
    }

    /** Whoever hears this store's entries changed by another tab or window (see {@link #watch}). */
    private Consumer<String> watcher;

    /** Hears the keys of this store that another document of the site changes: the page's storage event. */
    void watch(Consumer<String> changed) {
        if (watcher == null) listen(prefix);
        watcher = changed;
    }

    private void heard(String key) {
        if (watcher != null) watcher.accept(key);
    }

    private native void listen(String prefix) /*-{
        var self = this;
        $wnd.addEventListener("storage", $entry(function (e) {
            if (e.key && e.key.indexOf(prefix) === 0)
                self.@parlour.html.client.LocalEntryStore::heard(Ljava/lang/String;)(e.key.substring(prefix.length));
        }));
    }-*/;

    @Override
    public String read(String key) {
        // the browser already holds the whole value: the reader of a save bounds what it reads (SavedGame.MAX_CHARS)
        return getItem(prefix + key);
    }

    @Override
    public void write(String key, String text) {
        String error = setItem(prefix + key, text);
        if (error == null) return;
        if (error.startsWith("Quota") || error.startsWith("NS_ERROR_DOM_QUOTA"))
            throw new StoreException(
                    t("this browser's storage for this site is full: delete some saved games (Load lists"
                            + " them) to make room"));
        throw new StoreException(t("the browser would not store it ({0})", error));
    }

    @Override
    public void remove(String key) {
        String error = removeItem(prefix + key);
        if (error != null) throw new StoreException(t("the browser would not remove it ({0})", error));
    }

    @Override
    public List<String> keys() {
        List<String> out = new ArrayList<>();
        JsArrayString all = allKeys();
        for (int i = 0; i < all.length(); i++) {
            String k = all.get(i);
            if (k != null && k.startsWith(prefix)) out.add(k.substring(prefix.length()));
        }
        return out;
    }

    @Override
    public String location() {
        return t("this browser's storage for this site");
    }

    private static native String getItem(String key) /*-{
        try {
            var v = $wnd.localStorage.getItem(key);
            return v === null ? null : String(v);
        } catch (e) {
            return null;
        }
    }-*/;

    /** Null on success, else the error's name (QuotaExceededError when full). */
    private static native String setItem(String key, String value) /*-{
        try {
            $wnd.localStorage.setItem(key, value);
            return null;
        } catch (e) {
            return String((e && e.name) ? e.name : e);
        }
    }-*/;

    private static native String removeItem(String key) /*-{
        try {
            $wnd.localStorage.removeItem(key);
            return null;
        } catch (e) {
            return String((e && e.name) ? e.name : e);
        }
    }-*/;

    private static native JsArrayString allKeys() /*-{
        var out = [];
        try {
            var s = $wnd.localStorage;
            for (var i = 0; i < s.length; i++) out.push(s.key(i));
        } catch (e) {
        }
        return out;
    }-*/;
}
