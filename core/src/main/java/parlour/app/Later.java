package parlour.app;

import com.badlogic.gdx.Screen;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import parlour.board.TouchZoom;
import parlour.board.Zoom;
import parlour.shell.launch.LaterCode;
import parlour.shell.launch.LaunchOptions;
import parlour.shell.launch.Navigator;
import parlour.ui.PageColours;
import parlour.ui.StillPacing;

/**
 * The code a page needs only after its first frame, if at all (the shell's menu, Save and Load dialogs (with the move
 * list, the chooser of kept games and the help window), puzzles and friend links, the page's {@code set}, and the
 * colours option's themes, which only a page that gives colours waits for), for a launcher that brings each apart (the web widget's split points) without naming the
 * shell: each method of {@link Parts} brings one, then hands over what the matching method here made inside its split
 * point.
 */
public final class Later {
    private Later() {}

    /** What one of the methods here made, as a launcher's split point hands it over; what it holds is the app's. */
    public static final class Made {
        final Function<Navigator, Screen> menu;
        final LaterCode.Dialogs gameDialogs, boardDialogs;
        final LaterCode.Windows windows;
        final LaterCode.Puzzles puzzles;
        final LaterCode.Links links;
        final Function<ParlourApp, LiveOptions> live;
        final Function<Map<String, String>, PageColours> colours;
        final Zoom.Maker zoom;
        final LaterCode.Diagrams diagrams;

        private Made(
                Function<Navigator, Screen> menu,
                LaterCode.Dialogs gameDialogs,
                LaterCode.Dialogs boardDialogs,
                LaterCode.Windows windows,
                LaterCode.Puzzles puzzles,
                LaterCode.Links links,
                Function<ParlourApp, LiveOptions> live,
                Function<Map<String, String>, PageColours> colours,
                Zoom.Maker zoom,
                LaterCode.Diagrams diagrams) {
            this.menu = menu;
            this.gameDialogs = gameDialogs;
            this.boardDialogs = boardDialogs;
            this.windows = windows;
            this.puzzles = puzzles;
            this.links = links;
            this.live = live;
            this.colours = colours;
            this.zoom = zoom;
            this.diagrams = diagrams;
        }
    }

    /** A launcher that brings each part's code on its own: {@code ready} gets the part, or {@code failed} why not. */
    public interface Parts {
        void menu(Consumer<Made> ready, Consumer<String> failed);

        void dialogs(Consumer<Made> ready, Consumer<String> failed);

        void puzzles(Consumer<Made> ready, Consumer<String> failed);

        void links(Consumer<Made> ready, Consumer<String> failed);

        void live(Consumer<Made> ready, Consumer<String> failed);

        void colours(Consumer<Made> ready, Consumer<String> failed);

        void zoom(Consumer<Made> ready, Consumer<String> failed);

        void diagrams(Consumer<Made> ready, Consumer<String> failed);
    }

    /** The app's own later code: {@code ready} gets it, or {@code failed} why it could not come. */
    interface AppCode {
        /** The page's {@code set} code: what makes it for an app. */
        void live(Consumer<Function<ParlourApp, LiveOptions>> ready, Consumer<String> failed);

        /** The colours option's code, made the options' ({@link LaunchOptions#useColourMaker}) before {@code ready}. */
        void colours(Runnable ready, Consumer<String> failed);
    }

    /** The app's later code here at once (the desktop's, whose code is all there). */
    static AppCode appAtOnce() {
        LaunchOptions.useColourMaker(PageColours::of);
        return new AppCode() {
            @Override
            public void live(Consumer<Function<ParlourApp, LiveOptions>> ready, Consumer<String> failed) {
                ready.accept(LiveOptions::new);
            }

            @Override
            public void colours(Runnable ready, Consumer<String> failed) {
                ready.run();
            }
        };
    }

    /** The app's later code over a launcher's {@code parts}. */
    static AppCode appOf(final Parts parts) {
        return new AppCode() {
            @Override
            public void live(Consumer<Function<ParlourApp, LiveOptions>> ready, Consumer<String> failed) {
                parts.live(made -> ready.accept(made.live), failed);
            }

            @Override
            public void colours(final Runnable ready, Consumer<String> failed) {
                if (LaunchOptions.coloursHere()) ready.run();
                else
                    parts.colours(
                            made -> {
                                LaunchOptions.useColourMaker(made.colours);
                                ready.run();
                            },
                            failed);
            }
        };
    }

    /**
     * From now on, a still screen is drawn only when it looks new (and once a second): the web widget's, whose code for
     * it comes with the dialogs' split point. {@code software}: the browser draws in software (no graphics card), so
     * at most thirty pictures a second.
     */
    public static void drawOnlyNewLooks(boolean software) {
        StillPacing.drawOnlyNewLooks(software);
    }

    /** The menu's code, for its split point. */
    public static Made menu() {
        return new Made(LaterCode.menuMaker(), null, null, null, null, null, null, null, null, null);
    }

    /** The dialogs' code (and the move list's, the chooser of kept games' and the help window's), for its split point. */
    public static Made dialogs() {
        return new Made(
                null,
                LaterCode.dialogMaker(false),
                LaterCode.dialogMaker(true),
                LaterCode.windowMakers(),
                null,
                null,
                null,
                null,
                null,
                null);
    }

    /** The puzzles' code, for its split point. */
    public static Made puzzles() {
        return new Made(null, null, null, null, LaterCode.puzzleOpener(), null, null, null, null, null);
    }

    /** The friend links' code, for its split point. */
    public static Made links() {
        return new Made(null, null, null, null, null, LaterCode.linkMaker(), null, null, null, null);
    }

    /** The page's {@code set} code, for its split point. */
    public static Made live() {
        return new Made(null, null, null, null, null, null, LiveOptions::new, null, null, null);
    }

    /** The colours option's code, for its split point. */
    public static Made colours() {
        return new Made(null, null, null, null, null, null, null, PageColours::of, null, null);
    }

    /** A touch screen's board zoom, for its split point. */
    public static Made zoom() {
        return new Made(null, null, null, null, null, null, null, null, new TouchZoom(), null);
    }

    /** The diagrams' code (every game's drawing, from its module), for its split point. */
    public static Made diagrams() {
        return new Made(null, null, null, null, null, null, null, null, null, new DiagramMaker());
    }

    /** The shell's way to the later code, over a launcher's {@code parts}. */
    static LaterCode of(final Parts parts) {
        return new LaterCode() {
            /** The links' code once it came. */
            private Links links = Links.NONE;

            @Override
            public void menu(Consumer<Function<Navigator, Screen>> ready, Consumer<String> failed) {
                parts.menu(made -> ready.accept(made.menu), failed);
            }

            @Override
            public void dialogs(final boolean boardFiles, Consumer<Dialogs> ready, Consumer<String> failed) {
                parts.dialogs(made -> ready.accept(boardFiles ? made.boardDialogs : made.gameDialogs), failed);
            }

            @Override
            public void windows(Consumer<Windows> ready, Consumer<String> failed) {
                parts.dialogs(made -> ready.accept(made.windows), failed);
            }

            @Override
            public void puzzles(Consumer<Puzzles> ready, Consumer<String> failed) {
                parts.puzzles(made -> ready.accept(made.puzzles), failed);
            }

            @Override
            public void links(final Consumer<Links> ready, Consumer<String> failed) {
                parts.links(
                        made -> {
                            links = made.links;
                            ready.accept(links);
                        },
                        failed);
            }

            @Override
            public Links linksHere() {
                return links;
            }

            @Override
            public void zoom(Consumer<Zoom.Maker> ready, Consumer<String> failed) {
                parts.zoom(made -> ready.accept(made.zoom), failed);
            }

            @Override
            public void diagrams(Consumer<LaterCode.Diagrams> ready, Consumer<String> failed) {
                parts.diagrams(made -> ready.accept(made.diagrams), failed);
            }

            @Override
            public boolean fetchedApart() {
                return true;
            }
        };
    }
}
