package parlour.html.client;

import static parlour.words.Tr.t;

import com.badlogic.gdx.ApplicationListener;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.backends.gwt.GwtApplication;
import com.badlogic.gdx.backends.gwt.GwtApplicationConfiguration;
import com.badlogic.gdx.backends.gwt.GwtAudio;
import com.badlogic.gdx.backends.gwt.GwtGraphics;
import com.badlogic.gdx.backends.gwt.InputFocus;
import com.badlogic.gdx.backends.gwt.preloader.Preloader;
import com.google.gwt.core.client.JsArrayString;
import com.google.gwt.dom.client.Document;
import com.google.gwt.dom.client.Element;
import com.google.gwt.user.client.Window;
import com.google.gwt.user.client.ui.Panel;
import com.google.gwt.user.client.ui.RootPanel;
import com.google.gwt.user.client.ui.SimplePanel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import parlour.app.Launch;
import parlour.app.ParlourApp;
import parlour.platform.Platform;

/**
 * The web widget's launcher: finds its host element, reads the page's options (data- attributes, then
 * URL query parameters), sizes the canvas to the host in device pixels, follows the host's size, and
 * takes keys only while the canvas is focused.
 */
public final class WebLauncher extends GwtApplication {
    /** The host element's id in the embed snippet. */
    static final String HOST_ID = "parlour";

    private Element host;
    private ParlourApp app;
    /** Every game, each one's code fetched when a game of it is opened (the page's own game before the start). */
    private final Launch launch = Launch.byParts(new WebGames(), new WebLaterCode());
    /**
     * Page navigation start on the game's clock, so first-frame times include all of the page's loading. The
     * script runs in GWT's iframe, whose performance.now() (the game's clock) starts later than the page's.
     */
    private final double started = pageStart();
    /** This tab's number among the tabs showing the widget, once claimed ({@link TabInstance}); null until then. */
    private String tab;
    /** Whether the page's game's code came: the start waits for it and for {@link #tab}. */
    private boolean gameFetched;
    /**
     * The page's parameters, read before anything else: the loader's options for this widget (sent by message, of any
     * length), else embed.html's URL query (a share link's, or an iframe written by hand); each name's last value.
     */
    private final Map<String, String> params = new LinkedHashMap<>();
    /** The frames, at the browser's rate while the screen moves or works and slower while it is still and idle. */
    private final WebFrames frames = new WebFrames();

    /** libGDX's loop asks for every animation frame: this one asks at the screen's pace ({@link WebFrames}). */
    @Override
    protected void setupMainLoop() {
        frames.start(new WebFrames.Frame() {
            @Override
            public void run() {
                try {
                    runMainLoop();
                } catch (Throwable t) {
                    error("GwtApplication", "exception: " + t.getMessage(), t);
                    throw new RuntimeException(t);
                }
            }
        });
    }

    /** libGDX's own frame: the resize, the posted tasks, the screen's render, the input's reset. */
    private native void runMainLoop() /*-{
        this.@com.badlogic.gdx.backends.gwt.GwtApplication::mainLoop()();
    }-*/;

    /** A task for the next frame (a file read, a game's code come): that frame comes now, not at the still pace. */
    @Override
    public void postRunnable(Runnable runnable) {
        super.postRunnable(runnable);
        frames.wake();
    }

    @Override
    public GwtApplicationConfiguration getConfig() {
        double dpr = GwtGraphics.getNativeScreenDensity();
        int w = Math.max(200, host.getClientWidth());
        int h = Math.max(200, host.getClientHeight());
        GwtApplicationConfiguration config =
                new GwtApplicationConfiguration((int) Math.round(w * dpr), (int) Math.round(h * dpr), true);
        Panel panel = new SimplePanel();
        host.appendChild(panel.getElement());
        RootPanel.detachOnWindowClose(panel);
        config.rootPanel = panel;
        config.preserveDrawingBuffer = true;
        // the sprites carry their own smooth edges: multisampling would only cost fill rate (a lot, on software WebGL)
        config.antialiasing = false;
        config.padHorizontal = 0;
        config.padVertical = 0;
        return config;
    }

    @Override
    public ApplicationListener createApplicationListener() {
        tellOtherHosts(host);
        // a page embedding a casual game expects no clock unless it asks for one (the desktop keeps the game's own)
        launch.preferDefault("clock", "untimed");
        Map<String, String> values = new LinkedHashMap<>();
        for (String name : launch.optionNames()) {
            String v = host.getAttribute("data-" + name);
            if (v != null && !v.isEmpty()) values.put(name, v);
        }
        launch.read(values, "data-");
        Map<String, String> all = new LinkedHashMap<>(values);
        // only Parlour's own pages (embed.html, the demo) take options from their URL: an author's page's query
        // (?utm_source=…) is its own business
        Map<String, String> query =
                "on".equals(host.getAttribute("data-url-options")) ? params : new LinkedHashMap<String, String>();
        for (Map.Entry<String, String> e : query.entrySet()) {
            // position (a share link's, read by frame.js), debug, and parlour.js's slot (the widget's own storage) and
            // resume (take up the game kept in it) are the page's, not the game's; so is puzzle, which frame.js
            // starts once the position is on the board
            if (e.getKey().equals("position")
                    || e.getKey().equals("puzzle")
                    || e.getKey().equals("debug")
                    || e.getKey().equals("slot")
                    || e.getKey().equals("resume")
                    || e.getKey().equals("pagelang")) continue;
            all.put(e.getKey(), e.getValue());
        }
        launch.read(all, "page");
        // frame.js shows a position in the URL, or a collection's puzzle, once the first frame is drawn: the game
        // opened
        // first is not announced
        String puzzle = query.get("puzzle");
        if (query.containsKey("position") || puzzle != null && puzzle.startsWith("collection:"))
            launch.positionFollows();
        // under parlour.js the problems go to the loader as optionError events, which it writes to the console once
        boolean underLoader = Window.Location.getHash().contains("parlour=");
        if (!underLoader) for (String p : launch.problems()) warnToConsole("parlour: " + p);
        if (params.get("resume") != null) launch.resumeKept();

        Platform platform = new WebPlatform(
                host, params.get("slot"), tab, params.get("debug") != null, params.get("pagelang"), frames);
        app = launch.app(platform, started);
        app.loadSoundsAfterFirstFrame();
        app.fetchLaterCodeAfterFirstFrame();
        ParlourApi.attach(app, launch.problems());
        return app;
    }

    /**
     * libGDX's preloader, by default, fetches each image twice: its AssetDownloader (useBrowserCache) first
     * downloads the file by XMLHttpRequest, only to count its bytes for the progress bar, then hands the same URL to
     * an {@code <img>}, trusting the browser's cache for the second fetch. A host that revalidates its files
     * (no-cache), or a browser with its cache off, sends that second fetch to the server again. Without
     * useBrowserCache the {@code <img>} fetches the image alone; the preloader still counts each image done (its whole
     * size) when it arrives, and reports a failed one.
     */
    @Override
    public Preloader createPreloader() {
        Preloader preloader = new WebPreloader(getPreloaderBaseURL());
        fetchImagesOnce(preloader);
        return preloader;
    }

    @Override
    protected GwtAudio createAudio() {
        return new LazyAudio();
    }

    /** The preloader keeps its AssetDownloader private, with no setter of its own: reached through JSNI. */
    private static native void fetchImagesOnce(Preloader preloader) /*-{
        var downloader = preloader.@com.badlogic.gdx.backends.gwt.preloader.Preloader::loader;
        downloader.@com.badlogic.gdx.backends.gwt.preloader.AssetDownloader::setUseBrowserCache(Z)(false);
    }-*/;

    @Override
    public Preloader.PreloaderCallback getPreloaderCallback() {
        return new Preloader.PreloaderCallback() {
            @Override
            public void update(Preloader.PreloaderState state) {}

            @Override
            public void error(String file) {
                // under the loader the widget fails at once, naming the file (a site copied without its assets/)
                String url = getPreloaderBaseURL() + file;
                errorToConsole("parlour: could not load " + url);
                assetFailed(url);
            }
        };
    }

    /**
     * Fetches the page's game's code (its option, else the menu's first game, which options without a game are
     * about), then starts: the options are checked against that game, and its first screen needs it.
     */
    @Override
    public void onModuleLoad() {
        host = Document.get().getElementById(HOST_ID);
        if (host == null) {
            host = Document.get().createDivElement();
            host.setId(HOST_ID);
            host.getStyle().setProperty("height", "100vh");
            Document.get().getBody().appendChild(host);
        }
        readParams(new Runnable() {
            @Override
            public void run() {
                // the loader's Parlour.diagram: no board, no drawing context and no slot of this tab's
                if (params.get("diagram") != null) WebGames.lone(launch, params, getPreloaderBaseURL());
                else claimAndLoad();
            }
        });
    }

    /** Claims this tab's number for its slot while the page's game's code comes; then starts. */
    private void claimAndLoad() {
        // the first screen reads this tab's game in progress: its number is claimed while the game's code comes
        String slot = params.get("slot");
        TabInstance.claim(slot == null ? "" : slot, new TabInstance.Taken() {
            @Override
            public void taken(String id) {
                tab = id;
                if (gameFetched) start();
            }
        });
        loadFirstGame();
    }

    private void loadFirstGame() {
        launch.fetchPageGame(
                pageGame(),
                pageOption("colours") != null,
                new Runnable() {
                    @Override
                    public void run() {
                        gameFetched = true;
                        if (tab != null) start();
                    }
                },
                new Consumer<String>() {
                    @Override
                    public void accept(String line) {
                        offerRetry(host, "Parlour: " + line, "Try again");
                    }
                });
    }

    /** The game the page asks for: its URL's over its data- attribute, as the options read them; or null. */
    private String pageGame() {
        return pageOption("game");
    }

    /**
     * Fills {@link #params} from the loader's options once frame.js has them (its parlourOptions), else from the URL's
     * query; then runs {@code then}.
     */
    private native void readParams(Runnable then) /*-{
        var self = this;
        var take = $entry(function (given) {
            var pairs = [];
            if (given) for (var k in given) if (Object.prototype.hasOwnProperty.call(given, k)) pairs.push(k, String(given[k]));
            self.@parlour.html.client.WebLauncher::takeParams(Lcom/google/gwt/core/client/JsArrayString;Z)(pairs, !!given);
            then.@java.lang.Runnable::run()();
        });
        if (typeof $wnd.parlourOptions === "function") $wnd.parlourOptions(take); else take(null);
    }-*/;

    /** The loader's options as name, value, name, value…; or, when it sent none ({@code sent} false), the URL's. */
    private void takeParams(JsArrayString pairs, boolean sent) {
        if (!sent) {
            for (Map.Entry<String, List<String>> e :
                    Window.Location.getParameterMap().entrySet())
                params.put(e.getKey(), e.getValue().get(e.getValue().size() - 1));
            return;
        }
        for (int i = 0; i + 1 < pairs.length(); i += 2) params.put(pairs.get(i), pairs.get(i + 1));
    }

    /** The page's option {@code name}: its URL's over its data- attribute, as the options read them; or null. */
    private String pageOption(String name) {
        if ("on".equals(host.getAttribute("data-url-options")) && params.get(name) != null) return params.get(name);
        String v = host.getAttribute("data-" + name);
        return v == null || v.isEmpty() ? null : v;
    }

    /** The game's code failed to come before the start: a line saying so in the host, and a button to try again. */
    private native void offerRetry(Element host, String text, String again) /*-{
        var self = this, doc = host.ownerDocument;
        var p = doc.createElement("p");
        p.className = "parlour-message";
        p.setAttribute("role", "alert");
        p.textContent = text + " ";
        var b = doc.createElement("button");
        b.type = "button";
        b.textContent = again;
        b.addEventListener("click", $entry(function () {
            p.parentNode.removeChild(p);
            self.@parlour.html.client.WebLauncher::loadFirstGame()();
        }));
        p.appendChild(b);
        host.appendChild(p);
    }-*/;

    /** The libGDX application's start: preload the assets, then make the app (see createApplicationListener). */
    private void start() {
        setLoadingListener(new LoadingListener() {
            @Override
            public void beforeSetup() {}

            @Override
            public void afterSetup() {
                Element canvas = host.getElementsByTagName("canvas").getItem(0);
                canvas.setTabIndex(0);
                // a game board that takes its own keys: a screen reader passes them on rather than browsing with them
                canvas.setAttribute("role", "application");
                canvas.setAttribute("aria-label", t("Parlour game board: Tab goes to the move field, / opens it"));
                canvas.addClassName("parlour-canvas");
                hideLoaderFrame();
                // not Enter: a caught key gets no keypress, so a text field (the Save dialog's name) never saw it
                for (int key : new int[] {
                    Keys.UP,
                    Keys.DOWN,
                    Keys.LEFT,
                    Keys.RIGHT,
                    Keys.SPACE,
                    Keys.PAGE_UP,
                    Keys.PAGE_DOWN,
                    Keys.HOME,
                    Keys.END,
                    Keys.BACKSPACE,
                    Keys.F1
                }) {
                    Gdx.input.setCatchKey(key, true);
                }
                InputFocus.set(false);
                hook(canvas, host);
            }
        });
        awaitTurn(new Runnable() {
            @Override
            public void run() {
                WebLauncher.super.onModuleLoad();
            }
        });
    }

    /**
     * Runs {@code go} when the page's loader gives this widget its turn (frame.js's parlourTurn): a page's widgets
     * share one thread, so each does its heavy work (assets, drawing context, first frame) after the one before it
     * drew its first frame. Without the loader, at once.
     */
    private static native void awaitTurn(Runnable go) /*-{
        var run = $entry(function () { go.@java.lang.Runnable::run()(); });
        if (typeof $wnd.parlourTurn === "function") $wnd.parlourTurn(run); else run();
    }-*/;

    /** Resizes the canvas to the host's new size (in device pixels) and draws at once. */
    void hostResized(int cssWidth, int cssHeight) {
        double dpr = GwtGraphics.getNativeScreenDensity();
        int w = (int) Math.round(Math.max(200, cssWidth) * dpr);
        int h = (int) Math.round(Math.max(200, cssHeight) * dpr);
        if (w == Gdx.graphics.getWidth() && h == Gdx.graphics.getHeight()) return;
        Gdx.graphics.setWindowedMode(w, h);
        app.resize(w, h);
        app.render();
    }

    /**
     * Space and Enter are caught (so that they do not scroll the page) except while a text field has the
     * focus: a caught key never becomes the character typed, and names and pasted games need both. A Space typed
     * then keeps the page still by its keypress instead (see {@link #hook}).
     */
    void catchTypingKeys() {
        boolean typing = app.textInputFocused();
        Gdx.input.setCatchKey(Keys.SPACE, !typing);
        Gdx.input.setCatchKey(Keys.ENTER, !typing);
    }

    boolean textFieldFocused() {
        return app.textInputFocused();
    }

    /** Text pasted from the system clipboard (the paste event) goes into the focused text field, at its cursor. */
    void pasted(String text) {
        Gdx.app.getClipboard().setContents(text);
        app.pasteIntoFocusedField();
    }

    void focusLeft() {
        app.focusLeft();
    }

    /** Whether a touch at (x, y), CSS pixels from the canvas's top-left, starts something in the game (see the app's). */
    boolean pressStartsSomething(float x, float y) {
        return app == null || app.pressStartsSomething(x, y);
    }

    /** Whether a Tab (Shift+Tab when backwards) should leave the widget instead of moving within it. */
    boolean tabLeaves(boolean backwards) {
        return app.focusAtEdge(backwards);
    }

    /** GWT's loader leaves an empty frame of its own in the page: screen readers should not meet it. */
    private static native void hideLoaderFrame() /*-{
        // the code runs in that frame (GWT's cross-site iframe linker): its own window knows the element
        var frame = window.frameElement;
        if (frame && frame.tagName === "IFRAME" && frame.ownerDocument === $doc) {
            frame.setAttribute("aria-hidden", "true");
            frame.title = "";
        }
    }-*/;

    private native void hook(Element canvas, Element host) /*-{
        var self = this;
        canvas.style.outline = "none";
        canvas.style.display = "block";
        // the right button draws the player's own marks on the board: no browser menu over it
        canvas.addEventListener("contextmenu", function (e) { e.preventDefault(); });
        canvas.addEventListener("focus", function () {
            @com.badlogic.gdx.backends.gwt.InputFocus::set(Z)(true);
            host.classList.add("parlour-focused");
        });
        canvas.addEventListener("blur", function () {
            @com.badlogic.gdx.backends.gwt.InputFocus::set(Z)(false);
            self.@parlour.html.client.WebLauncher::focusLeft()();
            host.classList.remove("parlour-focused");
        });
        canvas.addEventListener("keydown", function (e) {
            if (e.key === "Tab" && !self.@parlour.html.client.WebLauncher::tabLeaves(Z)(e.shiftKey)) e.preventDefault();
            // runs before the backend's listener on the document, which cancels the keys it catches
            self.@parlour.html.client.WebLauncher::catchTypingKeys()();
            // Ctrl+V in a text field: the browser's paste event below brings the system clipboard's text, so the
            // backend must not also paste what it holds (only text copied inside the widget)
            if ((e.ctrlKey || e.metaKey) && (e.key === "v" || e.key === "V")
                    && self.@parlour.html.client.WebLauncher::textFieldFocused()()) e.stopPropagation();
        });
        // a Space typed into a text field is let through its keydown so that it becomes a keypress, the character;
        // the keypress's own default would scroll the host page (the canvas is no text box to the browser)
        canvas.addEventListener("keypress", function (e) {
            if (e.key === " " && self.@parlour.html.client.WebLauncher::textFieldFocused()()) e.preventDefault();
        });
        $doc.addEventListener("paste", function (e) {
            if ($doc.activeElement !== canvas || !e.clipboardData) return;
            var text = e.clipboardData.getData("text/plain");
            if (!text || !self.@parlour.html.client.WebLauncher::textFieldFocused()()) return;
            e.preventDefault();
            self.@parlour.html.client.WebLauncher::pasted(Ljava/lang/String;)(text);
        });
        // the backend cancels every wheel event over the canvas: let the page scroll unless the widget is focused
        host.addEventListener("wheel", function (e) {
            if ($doc.activeElement !== canvas) e.stopPropagation();
        }, true);
        canvas.addEventListener("mousedown", function () { canvas.focus(); });
        // touch: until a tap into the board, a swipe over the idle widget scrolls the page (the backend's
        // listeners, which cancel touches, never see it); on the focused board a touch that starts on something
        // the game takes (a line, point, piece or control) plays, one that starts on nothing scrolls (issue #36).
        // A page that cannot scroll (the widget alone, filling it, as embed.html opened by itself) has nothing for a
        // swipe to move but the widget: there the widget takes a touch at once, the first swipe scrolls its menu
        function pageScrolls() {
            // in a frame: the host page may scroll, and a swipe the frame does not take goes on to it
            if ($wnd.top !== $wnd) return true;
            var s = $doc.scrollingElement || $doc.documentElement, b = $doc.body || s;
            var hidden = $wnd.getComputedStyle(s).overflowY === "hidden"
                    || $wnd.getComputedStyle(b).overflowY === "hidden";
            return !hidden && (s.scrollHeight > s.clientHeight + 1 || s.scrollWidth > s.clientWidth + 1);
        }
        var from = null, moved = false, toPage = false;
        canvas.style.touchAction = "pan-x pan-y";
        host.addEventListener("touchstart", function (e) {
            if (e.touches.length === 1) {
                var t = e.touches[0], r = canvas.getBoundingClientRect(), idle = $doc.activeElement !== canvas;
                toPage = idle && pageScrolls()
                        || !self.@parlour.html.client.WebLauncher::pressStartsSomething(FF)(t.clientX - r.left, t.clientY - r.top);
                if (idle && !toPage) canvas.focus({preventScroll: true});
                from = t;
                moved = false;
            }
            // the game's touch: no scrolling, whatever the backend's own listeners do
            if (!toPage) {
                e.preventDefault();
                return;
            }
            e.stopPropagation();
        }, {capture: true, passive: false});
        host.addEventListener("touchmove", function (e) {
            if (!toPage) return;
            e.stopPropagation();
            var t = e.touches[0];
            if (from && Math.abs(t.clientX - from.clientX) + Math.abs(t.clientY - from.clientY) > 10) moved = true;
        }, {capture: true, passive: true});
        host.addEventListener("touchend", function (e) {
            if (!toPage) return;
            e.stopPropagation();
            if (!moved) canvas.focus();
        }, {capture: true, passive: true});
        // the browser cancels a touch it scrolls with: the backend, which never saw it start, must not see it end
        host.addEventListener("touchcancel", function (e) {
            if (toPage) e.stopPropagation();
        }, {capture: true, passive: true});
        if ($wnd.ResizeObserver) {
            new $wnd.ResizeObserver(function () {
                self.@parlour.html.client.WebLauncher::hostResized(II)(host.clientWidth, host.clientHeight);
            }).observe(host);
        }
    }-*/;

    /** The page's time origin minus this script's (a negative number of milliseconds), or 0 if unknown. */
    private static native double pageStart() /*-{
        var page = $wnd.performance, own = window.performance;
        return page && own && page.timeOrigin && own.timeOrigin ? page.timeOrigin - own.timeOrigin : 0;
    }-*/;

    /**
     * The single-div snippet makes one widget a page: any other host element of it (the snippet pasted twice) gets
     * a line saying so, in it and in the console, instead of staying blank.
     */
    private static native void tellOtherHosts(Element used) /*-{
        var doc = $wnd.document;
        var hosts = doc.querySelectorAll("[id=parlour], .parlour-host");
        var line = "Parlour: this snippet shows one widget a page, and it is above. For several, use parlour.js"
                + " and data-parlour-game elements (see the README's Embedding section).";
        for (var i = 0; i < hosts.length; i++) {
            var h = hosts[i];
            // GWT's own script frame is also id=parlour (the module's name): never a host
            if (h === used || h.tagName === "IFRAME" || h.querySelector("canvas") || h.hasAttribute("data-parlour-game"))
                continue;
            var p = doc.createElement("p");
            p.className = "parlour-message";
            p.textContent = line;
            h.appendChild(p);
            $wnd.console.warn(line);
        }
    }-*/;

    /** Tells the loader (through embed.html's parlourFailed) that a file the widget needs did not come. */
    private static native void assetFailed(String url) /*-{
        if (typeof $wnd.parlourFailed === "function") $wnd.parlourFailed(url);
    }-*/;

    static native void logToConsole(String s) /*-{ $wnd.console.log(s); }-*/;

    static native void warnToConsole(String s) /*-{ $wnd.console.warn(s); }-*/;

    static native void errorToConsole(String s) /*-{ $wnd.console.error(s); }-*/;
}
