package parlour.shell.launch;

import com.badlogic.gdx.Screen;
import java.util.function.Consumer;
import java.util.function.Function;
import parlour.board.TouchZoom;
import parlour.board.Zoom;
import parlour.platform.Platform;
import parlour.shell.files.BoardDialogs;
import parlour.shell.files.MatchFiles;
import parlour.shell.files.SaveDialogs;
import parlour.shell.menu.MenuScreen;
import parlour.shell.page.PuzzleOpener;
import parlour.store.Settings;
import parlour.ui.BaseScreen;

/**
 * The shell's code a widget needs only after its first frame, if at all: the menu, the puzzles, the game screen's
 * Save and Load dialogs, and a touch screen's board zoom. The web widget
 * fetches each when first needed (a split point each, so that its page's first script is smaller); the desktop has it
 * at once ({@link #atOnce}). Nothing else makes a menu or a dialog or opens a puzzle, or the web's first script would
 * hold them.
 */
public interface LaterCode {
    /** Brings the menu's code: {@code ready} gets what makes a menu, or {@code failed} why it could not come. */
    void menu(Consumer<Function<Navigator, Screen>> ready, Consumer<String> failed);

    /** Brings the puzzles' code: {@code ready} gets what opens them, or {@code failed} why it could not come. */
    void puzzles(Consumer<Puzzles> ready, Consumer<String> failed);

    /**
     * Brings the Save and Load dialogs' code: {@code ready} gets what makes those of saved games, or ({@code boardFiles})
     * of board files, or {@code failed} why it could not come.
     */
    void dialogs(boolean boardFiles, Consumer<Dialogs> ready, Consumer<String> failed);

    /** Brings a touch screen's board zoom: {@code ready} gets what makes it, or {@code failed} why it could not come. */
    void zoom(Consumer<Zoom.Maker> ready, Consumer<String> failed);

    /** Whether this code is fetched apart when first needed (the web widget's), not here at once. */
    boolean fetchedApart();

    /** Makes a game screen's Save and Load dialogs: of saved games, or of board files (of a game that has them). */
    interface Dialogs {
        <P> Opener make(
                MatchFiles<P> files, BaseScreen screen, GameEntry<P> entry, Platform platform, Settings settings);
    }

    /** A Save dialog and a Load dialog. */
    interface Opener {
        void openSave();

        void openLoad();
    }

    /** What opens the page's puzzles (see {@link PuzzleOpener}). */
    interface Puzzles {
        /** The puzzle {@code spec} names on the game on screen, or a collection's; {@code answer} hears null, else why not. */
        void start(Navigator app, String spec, Consumer<String> answer);

        /** The collection puzzle {@code by} places on from the one on screen; {@code answer} hears null, else why not. */
        void step(Navigator app, int by, Consumer<String> answer);
    }

    /** The menu's maker, for a launcher's split point. */
    static Function<Navigator, Screen> menuMaker() {
        return MenuScreen::new;
    }

    /** What opens puzzles, for a launcher's split point. */
    static Puzzles puzzleOpener() {
        return new PuzzleOpener();
    }

    /** What makes the dialogs of saved games, or ({@code boardFiles}) of board files, for a launcher's split point. */
    static Dialogs dialogMaker(boolean boardFiles) {
        // two kinds of maker, not one: GWT calls a lone kind directly, which fetches the dialogs with every game
        if (boardFiles)
            return new Dialogs() {
                @Override
                public <P> Opener make(
                        MatchFiles<P> files,
                        BaseScreen screen,
                        GameEntry<P> entry,
                        Platform platform,
                        Settings settings) {
                    return new BoardDialogs<>(files, screen, entry, platform, settings);
                }
            };
        return new Dialogs() {
            @Override
            public <P> Opener make(
                    MatchFiles<P> files, BaseScreen screen, GameEntry<P> entry, Platform platform, Settings settings) {
                return new SaveDialogs(files, screen, platform);
            }
        };
    }

    /** All of it at once (the desktop's, whose code is all there). */
    static LaterCode atOnce() {
        return new LaterCode() {
            @Override
            public void menu(Consumer<Function<Navigator, Screen>> ready, Consumer<String> failed) {
                ready.accept(menuMaker());
            }

            @Override
            public void puzzles(Consumer<Puzzles> ready, Consumer<String> failed) {
                ready.accept(puzzleOpener());
            }

            @Override
            public void dialogs(boolean boardFiles, Consumer<Dialogs> ready, Consumer<String> failed) {
                ready.accept(dialogMaker(boardFiles));
            }

            @Override
            public void zoom(Consumer<Zoom.Maker> ready, Consumer<String> failed) {
                ready.accept(new TouchZoom());
            }

            @Override
            public boolean fetchedApart() {
                return false;
            }
        };
    }
}
