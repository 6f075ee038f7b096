package parlour.html.client;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.gwt.GwtGraphics;
import com.google.gwt.core.client.GWT;
import com.google.gwt.core.client.JavaScriptObject;
import com.google.gwt.core.client.RunAsyncCallback;
import java.util.function.Consumer;
import parlour.app.Later;

/**
 * The menu's, the puzzles', the Save and Load dialogs' (with the move list's, the chooser of kept games' and the help
 * window's), the friend links', the page's {@code set}, the colours option's, a touch screen's board zoom's and the
 * diagrams' code,
 * each behind its own code-splitting point: a page showing one game draws its first frame without them, and fetches
 * each when the menu opens, a puzzle is asked for, a dialog, the move list or help opens, a friend link is asked for
 * or opened, a game opens on a touch screen, a diagram is asked for, the page first calls
 * {@code set} or first gives colours
 * (a page whose options give them waits for it before its first frame), or just after the first frame (as
 * {@link WebGames} does a game's). Nothing outside the callbacks
 * names them, or the compiler would keep them in the first script.
 */
final class WebLaterCode implements Later.Parts {
    /*
     * What each split point made, once its code came: given at once from then on, not a frame later, so that keys
     * typed right after S reach the Save dialog.
     */
    private static Later.Made menu;

    private static Later.Made dialogs;
    private static Later.Made puzzles;
    private static Later.Made links;
    private static Later.Made live;
    private static Later.Made colours;
    private static Later.Made zoom;
    private static Later.Made diagrams;

    /* One callback class a split point: a shared one would make each part reachable from every split point, so all of
     * them loaded by any. */

    @Override
    public void menu(Consumer<Later.Made> ready, Consumer<String> failed) {
        if (menu != null) ready.accept(menu);
        else GWT.runAsync(MenuSplit.class, new MenuSplit(ready, failed));
    }

    @Override
    public void puzzles(Consumer<Later.Made> ready, Consumer<String> failed) {
        if (puzzles != null) ready.accept(puzzles);
        else GWT.runAsync(PuzzleSplit.class, new PuzzleSplit(ready, failed));
    }

    @Override
    public void links(Consumer<Later.Made> ready, Consumer<String> failed) {
        if (links != null) ready.accept(links);
        else GWT.runAsync(LinkSplit.class, new LinkSplit(ready, failed));
    }

    @Override
    public void dialogs(Consumer<Later.Made> ready, Consumer<String> failed) {
        if (dialogs != null) ready.accept(dialogs);
        else GWT.runAsync(DialogSplit.class, new DialogSplit(ready, failed));
    }

    @Override
    public void live(Consumer<Later.Made> ready, Consumer<String> failed) {
        if (live != null) ready.accept(live);
        else GWT.runAsync(LiveSplit.class, new LiveSplit(ready, failed));
    }

    @Override
    public void colours(Consumer<Later.Made> ready, Consumer<String> failed) {
        if (colours != null) ready.accept(colours);
        else GWT.runAsync(ColoursSplit.class, new ColoursSplit(ready, failed));
    }

    @Override
    public void zoom(Consumer<Later.Made> ready, Consumer<String> failed) {
        if (zoom != null) ready.accept(zoom);
        else GWT.runAsync(ZoomSplit.class, new ZoomSplit(ready, failed));
    }

    @Override
    public void diagrams(Consumer<Later.Made> ready, Consumer<String> failed) {
        if (diagrams != null) ready.accept(diagrams);
        else
            WebGames.diagrams(
                    made -> {
                        diagrams = made;
                        ready.accept(made);
                    },
                    failed);
    }

    /** A touch screen's board zoom's split point. */
    private static final class ZoomSplit implements RunAsyncCallback {
        private final Consumer<Later.Made> ready;
        private final Consumer<String> failed;

        ZoomSplit(Consumer<Later.Made> ready, Consumer<String> failed) {
            this.ready = ready;
            this.failed = failed;
        }

        @Override
        public void onSuccess() {
            if (zoom == null) zoom = Later.zoom();
            later(new Runnable() {
                @Override
                public void run() {
                    ready.accept(zoom);
                }
            });
        }

        @Override
        public void onFailure(Throwable reason) {
            notFetched("the board zoom's", reason, failed);
        }
    }

    /** The menu's split point. */
    private static final class MenuSplit implements RunAsyncCallback {
        private final Consumer<Later.Made> ready;
        private final Consumer<String> failed;

        MenuSplit(Consumer<Later.Made> ready, Consumer<String> failed) {
            this.ready = ready;
            this.failed = failed;
        }

        @Override
        public void onSuccess() {
            if (menu == null) {
                menu = Later.menu();
                PageControls.makeAdjustable();
            }
            later(new Runnable() {
                @Override
                public void run() {
                    ready.accept(menu);
                }
            });
        }

        @Override
        public void onFailure(Throwable reason) {
            notFetched("the menu's", reason, failed);
        }
    }

    /** The puzzles' split point. */
    private static final class PuzzleSplit implements RunAsyncCallback {
        private final Consumer<Later.Made> ready;
        private final Consumer<String> failed;

        PuzzleSplit(Consumer<Later.Made> ready, Consumer<String> failed) {
            this.ready = ready;
            this.failed = failed;
        }

        @Override
        public void onSuccess() {
            if (puzzles == null) puzzles = Later.puzzles();
            later(new Runnable() {
                @Override
                public void run() {
                    ready.accept(puzzles);
                }
            });
        }

        @Override
        public void onFailure(Throwable reason) {
            notFetched("the puzzles'", reason, failed);
        }
    }

    /** The friend links' split point. */
    private static final class LinkSplit implements RunAsyncCallback {
        private final Consumer<Later.Made> ready;
        private final Consumer<String> failed;

        LinkSplit(Consumer<Later.Made> ready, Consumer<String> failed) {
            this.ready = ready;
            this.failed = failed;
        }

        @Override
        public void onSuccess() {
            if (links == null) links = Later.links();
            later(new Runnable() {
                @Override
                public void run() {
                    ready.accept(links);
                }
            });
        }

        @Override
        public void onFailure(Throwable reason) {
            notFetched("the friend links'", reason, failed);
        }
    }

    /** The dialogs' split point. */
    private static final class DialogSplit implements RunAsyncCallback {
        private final Consumer<Later.Made> ready;
        private final Consumer<String> failed;

        DialogSplit(Consumer<Later.Made> ready, Consumer<String> failed) {
            this.ready = ready;
            this.failed = failed;
        }

        @Override
        public void onSuccess() {
            if (dialogs == null) {
                dialogs = Later.dialogs();
                Later.drawOnlyNewLooks(drawsInSoftware(((GwtGraphics) Gdx.graphics).getContext()));
            }
            later(new Runnable() {
                @Override
                public void run() {
                    ready.accept(dialogs);
                }
            });
        }

        @Override
        public void onFailure(Throwable reason) {
            notFetched("the dialogs'", reason, failed);
        }
    }

    /** The page's {@code set} split point. */
    private static final class LiveSplit implements RunAsyncCallback {
        private final Consumer<Later.Made> ready;
        private final Consumer<String> failed;

        LiveSplit(Consumer<Later.Made> ready, Consumer<String> failed) {
            this.ready = ready;
            this.failed = failed;
        }

        @Override
        public void onSuccess() {
            if (live == null) live = Later.live();
            later(new Runnable() {
                @Override
                public void run() {
                    ready.accept(live);
                }
            });
        }

        @Override
        public void onFailure(Throwable reason) {
            notFetched("set's", reason, failed);
        }
    }

    /** The colours option's split point. */
    private static final class ColoursSplit implements RunAsyncCallback {
        private final Consumer<Later.Made> ready;
        private final Consumer<String> failed;

        ColoursSplit(Consumer<Later.Made> ready, Consumer<String> failed) {
            this.ready = ready;
            this.failed = failed;
        }

        @Override
        public void onSuccess() {
            if (colours == null) colours = Later.colours();
            later(new Runnable() {
                @Override
                public void run() {
                    ready.accept(colours);
                }
            });
        }

        @Override
        public void onFailure(Throwable reason) {
            notFetched("the colours'", reason, failed);
        }
    }

    /** The code did not come: the reason (the browser's, or the compiler's loader's) goes to the caller. */
    static void notFetched(String whose, Throwable reason, final Consumer<String> failed) {
        final String why = reason.getMessage() == null ? reason.toString() : reason.getMessage();
        WebLauncher.warnToConsole("parlour: " + whose + " code could not be fetched: " + why);
        later(new Runnable() {
            @Override
            public void run() {
                failed.accept(why);
            }
        });
    }

    /**
     * Whether the browser draws the widget's WebGL in software (SwiftShader, Mesa's llvmpipe or softpipe, Windows'
     * basic renderer): its renderer's name, which Chromium gives only through {@code WEBGL_debug_renderer_info}.
     */
    private static native boolean drawsInSoftware(JavaScriptObject gl) /*-{
        try {
            var name = String(gl.getParameter(gl.RENDERER));
            if (name.indexOf('WebKit') === 0) {
                var info = gl.getExtension('WEBGL_debug_renderer_info');
                if (info) name = String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL));
            }
            return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name);
        } catch (e) {
            return false;
        }
    }-*/;

    /** On the game loop once it runs, else at once (before it starts: the menu a page shows first). */
    static void later(Runnable r) {
        if (Gdx.app != null) Gdx.app.postRunnable(r);
        else r.run();
    }
}
