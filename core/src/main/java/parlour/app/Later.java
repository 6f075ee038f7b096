package parlour.app;

import com.badlogic.gdx.Screen;
import java.util.function.Consumer;
import java.util.function.Function;
import parlour.shell.LaterCode;
import parlour.shell.Navigator;

/**
 * The code a page needs only after its first frame, if at all (the shell's menu, Save and Load dialogs and puzzles, and
 * the page's {@code set}), for a launcher that brings each apart (the web widget's split points) without naming the
 * shell: each method of {@link Parts} brings one, then hands over what the matching method here made inside its split
 * point.
 */
public final class Later {
    private Later() {}

    /** What one of the methods here made, as a launcher's split point hands it over; what it holds is the app's. */
    public static final class Made {
        final Function<Navigator, Screen> menu;
        final LaterCode.Dialogs dialogs;
        final LaterCode.Puzzles puzzles;
        final Function<ParlourApp, LiveOptions> live;

        private Made(
                Function<Navigator, Screen> menu,
                LaterCode.Dialogs dialogs,
                LaterCode.Puzzles puzzles,
                Function<ParlourApp, LiveOptions> live) {
            this.menu = menu;
            this.dialogs = dialogs;
            this.puzzles = puzzles;
            this.live = live;
        }
    }

    /** A launcher that brings each part's code on its own: {@code ready} gets the part, or {@code failed} why not. */
    public interface Parts {
        void menu(Consumer<Made> ready, Consumer<String> failed);

        void dialogs(Consumer<Made> ready, Consumer<String> failed);

        void puzzles(Consumer<Made> ready, Consumer<String> failed);

        void live(Consumer<Made> ready, Consumer<String> failed);
    }

    /** Brings the page's {@code set} code: {@code ready} gets what makes it for an app, or {@code failed} why not. */
    interface LiveCode {
        void bring(Consumer<Function<ParlourApp, LiveOptions>> ready, Consumer<String> failed);
    }

    /** The page's {@code set} code here at once (the desktop's, whose code is all there). */
    static LiveCode liveAtOnce() {
        return (ready, failed) -> ready.accept(LiveOptions::new);
    }

    /** The page's {@code set} code over a launcher's {@code parts}. */
    static LiveCode liveOf(final Parts parts) {
        return (ready, failed) -> parts.live(made -> ready.accept(made.live), failed);
    }

    /** The menu's code, for its split point. */
    public static Made menu() {
        return new Made(LaterCode.menuMaker(), null, null, null);
    }

    /** The dialogs' code, for its split point. */
    public static Made dialogs() {
        return new Made(null, LaterCode.dialogMaker(), null, null);
    }

    /** The puzzles' code, for its split point. */
    public static Made puzzles() {
        return new Made(null, null, LaterCode.puzzleOpener(), null);
    }

    /** The page's {@code set} code, for its split point. */
    public static Made live() {
        return new Made(null, null, null, LiveOptions::new);
    }

    /** The shell's way to the later code, over a launcher's {@code parts}. */
    static LaterCode of(final Parts parts) {
        return new LaterCode() {
            @Override
            public void menu(Consumer<Function<Navigator, Screen>> ready, Consumer<String> failed) {
                parts.menu(made -> ready.accept(made.menu), failed);
            }

            @Override
            public void dialogs(Consumer<Dialogs> ready, Consumer<String> failed) {
                parts.dialogs(made -> ready.accept(made.dialogs), failed);
            }

            @Override
            public void puzzles(Consumer<Puzzles> ready, Consumer<String> failed) {
                parts.puzzles(made -> ready.accept(made.puzzles), failed);
            }

            @Override
            public boolean fetchedApart() {
                return true;
            }
        };
    }
}
