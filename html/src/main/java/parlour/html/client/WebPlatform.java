package parlour.html.client;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.gwt.GwtApplication;
import com.badlogic.gdx.backends.gwt.GwtGraphics;
import com.google.gwt.dom.client.Element;
import java.util.function.Consumer;
import parlour.platform.ControlMirror;
import parlour.platform.EntrySaveStore;
import parlour.platform.EntryStore;
import parlour.platform.Platform;
import parlour.platform.SaveStore;

/**
 * What the web widget's page offers the game: localStorage (in the widget's own slot when parlour.js gave it one), the
 * live region for screen readers, the clipboard, the file picker, the page's colour scheme and pointer, share links,
 * and the page's script API for the game's events.
 */
final class WebPlatform implements Platform {
    private final SaveStore saves = new EntrySaveStore(LocalEntryStore.named("saves"));
    private final FilePicker filePicker;
    private final LiveRegion live;
    /** The move field and the screens' controls as the page's own elements, for screen readers and Tab. */
    private final PageControls controls;
    /** parlour.js gives each widget a slot of its own: its settings and autosave never meet another widget's. */
    private final String slot;
    /** The host's console stays quiet but for warnings and errors unless the page asks for debug. */
    private final boolean debug;

    private final Element host;
    /** The host page's language as the loader passed it (its pagelang), or null. */
    private final String pageLang;

    /**
     * @param instance this tab's own number among the tabs showing the widget ({@link TabInstance})
     * @param pageLang the loader's host page's language, or null
     */
    /** The widget's frames, slowed while its screen is still and idle. */
    private final WebFrames frames;

    WebPlatform(Element host, String slot, String instance, boolean debug, String pageLang, WebFrames frames) {
        this.frames = frames;
        this.host = host;
        this.pageLang = pageLang;
        this.instance = instance;
        this.filePicker = new WebFilePicker(host);
        this.live = new LiveRegion(host);
        this.controls = new PageControls(host);
        this.slot = slot;
        this.debug = debug;
    }

    @Override
    public void idle(boolean idle) {
        frames.idle(idle);
    }

    @Override
    public EntryStore store(String name) {
        return slot == null || slot.isEmpty() ? LocalEntryStore.named(name) : LocalEntryStore.inSlot(slot, name);
    }

    /** This tab's own slot for its games in progress, claimed before the start. */
    private final String instance;

    @Override
    public String instance() {
        return instance;
    }

    @Override
    public String storageAdvice() {
        return t("To keep it, free some of this browser's storage for this site (its settings for site data).");
    }

    @Override
    public void watchStore(String name, Consumer<String> changed) {
        ((LocalEntryStore) store(name)).watch(changed);
    }

    /** The texts left out of the first download are fetched now (see {@link WebPreloader}). */
    @Override
    public void whenReady(String[] paths, Runnable then) {
        ((WebPreloader) ((GwtApplication) Gdx.app).getPreloader()).whenFetched(paths, then);
    }

    @Override
    public boolean canQuit() {
        return false;
    }

    @Override
    public void quit() {}

    @Override
    public SaveStore saves() {
        return saves;
    }

    @Override
    public float density() {
        return (float) GwtGraphics.getNativeScreenDensity();
    }

    @Override
    public float pixelsPerUnit() {
        return (float) GwtGraphics.getNativeScreenDensity();
    }

    @Override
    public void readClipboard(Consumer<String> done, Consumer<String> refused) {
        WebClipboard.read(done, refused);
    }

    @Override
    public void announce(String sentence, boolean urgent) {
        live.say(sentence, urgent);
    }

    @Override
    public ControlMirror controlMirror() {
        return controls;
    }

    @Override
    public MoveField moveField() {
        return controls;
    }

    @Override
    public String preferredLanguage() {
        return pageLanguage(host, pageLang);
    }

    @Override
    public void languageChosen(String code) {
        // the widget's own elements (canvas, live regions, move field, controls) say their language to a screen reader
        host.setAttribute("lang", code);
        controls.nameInLanguage();
    }

    /**
     * The language the page asks for: the loader's host page's (passed as pagelang), else, for a widget in an author's
     * own page, that page's lang attribute, else the browser's language.
     */
    private static native String pageLanguage(Element host, String passed) /*-{
        if (passed) return passed;
        var own = host.getAttribute("data-url-options") === "on" ? "" : $doc.documentElement.lang;
        return own || $wnd.navigator.language || null;
    }-*/;

    @Override
    public boolean prefersDark() {
        return pageWantsDark();
    }

    @Override
    public String shareLink(String gameId, String saveText) {
        return linkTo(gameId, saveText);
    }

    @Override
    public FilePicker filePicker() {
        return filePicker;
    }

    @Override
    public boolean touchOnly() {
        return touchScreenOnly();
    }

    @Override
    public void gameEvent(String event) {
        // where controls sit is for scripts and tests (parlour.onEvent), not for the console
        if (debug && !event.startsWith("layout ")) WebLauncher.logToConsole("parlour: " + event);
        ParlourApi.queue(event);
    }

    /** The page's prefers-color-scheme (the widget's frame shares the browser's setting). */
    private static native boolean pageWantsDark() /*-{
        return !!($wnd.matchMedia && $wnd.matchMedia("(prefers-color-scheme: dark)").matches);
    }-*/;

    /**
     * Whether the page is on a touch screen alone: its main pointer is coarse (a finger) and no pointer is fine (no
     * mouse, trackpad or pen), so there is no keyboard to speak of either.
     */
    private static native boolean touchScreenOnly() /*-{
        var w = $wnd;
        return !!(w.matchMedia && w.matchMedia("(pointer: coarse)").matches
                && !w.matchMedia("(any-pointer: fine)").matches);
    }-*/;

    /**
     * embed.html on this site (beside the module's folder) with the game and its position as base64url of the
     * UTF-8 save text: the share link's form, which frame.js reads.
     */
    private static native String linkTo(String gameId, String saveText) /*-{
        var site = @com.google.gwt.core.client.GWT::getModuleBaseURL()().replace(/[^\/]+\/$/, "");
        var code = $wnd.btoa(unescape(encodeURIComponent(saveText)))
                .replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
        return site + "embed.html?game=" + encodeURIComponent(gameId) + "&position=" + code;
    }-*/;
}
