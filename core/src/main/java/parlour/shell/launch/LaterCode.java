package parlour.shell.launch;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Screen;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import parlour.board.TouchZoom;
import parlour.board.Zoom;
import parlour.game.diagram.Diagram;
import parlour.game.diagram.Sketch;
import parlour.match.Match;
import parlour.platform.Platform;
import parlour.shell.files.BoardDialogs;
import parlour.shell.files.KeptChooser;
import parlour.shell.files.MatchFiles;
import parlour.shell.files.SaveDialogs;
import parlour.shell.menu.MenuScreen;
import parlour.shell.page.FriendControl;
import parlour.shell.page.PuzzleOpener;
import parlour.shell.panel.Banner;
import parlour.shell.panel.LateBanner;
import parlour.shell.panel.ResultBanner;
import parlour.shell.play.MoveReview;
import parlour.shell.play.Review;
import parlour.shell.play.ReviewMode;
import parlour.store.Settings;
import parlour.ui.BaseScreen;
import parlour.ui.HelpPanel;
import parlour.ui.HelpToggle;
import parlour.ui.Theme;

/**
 * The shell's code a widget needs only after its first frame, if at all: the menu, the puzzles, the game screen's
 * Save and Load dialogs, its move list, the chooser of kept games, the help window, the friend links, and a touch
 * screen's board zoom. The web widget fetches each when first needed (a split point each, so that its page's first
 * script is smaller); the desktop has it at once ({@link #atOnce}). Nothing else makes a menu, a dialog, a move list,
 * a chooser of kept games or a help window or opens a puzzle, or the web's first script (or the code every game's
 * page fetches) would hold them.
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

    /**
     * Brings the code of the game screen's windows that open later (with the dialogs' where the web widget fetches
     * it): {@code ready} gets what makes them, or {@code failed} why it could not come.
     */
    void windows(Consumer<Windows> ready, Consumer<String> failed);

    /** Brings what makes a screen's review (see {@link #windows}). */
    default void review(final Consumer<Function<ReviewMode<?>, Review<?>>> ready, Consumer<String> failed) {
        windows(made -> ready.accept(made.review), failed);
    }

    /** Brings what shows a choice of kept games (see {@link #windows}). */
    default void keptChooser(final Consumer<Consumer<KeptChooser.Asked<?>>> ready, Consumer<String> failed) {
        windows(made -> ready.accept(made.keptChooser), failed);
    }

    /** Brings what makes a game screen's result banner (see {@link #windows}). */
    default void banner(final Consumer<Function<LateBanner, Banner>> ready, Consumer<String> failed) {
        windows(made -> ready.accept(made.banner), failed);
    }

    /** Brings what makes a help window (see {@link #windows}). */
    default void help(final Consumer<Function<HelpToggle, HelpPanel>> ready, Consumer<String> failed) {
        windows(made -> ready.accept(made.help), failed);
    }

    /** Brings the friend links' code: {@code ready} gets it, or {@code failed} why it could not come. */
    void links(Consumer<Links> ready, Consumer<String> failed);

    /**
     * The friend links' code if it came already, else {@link Links#NONE}: a game is played by links only once it has
     * (opened from a link, or a link asked for in it), so a game's moves need not fetch it.
     */
    Links linksHere();

    /** Brings the diagrams' code: {@code ready} gets what draws a game as a picture, or {@code failed} why it could not come. */
    void diagrams(Consumer<Diagrams> ready, Consumer<String> failed);

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

    /** Friend links (see {@link FriendControl}): the link for the game on screen, a link opened, the card after a move. */
    interface Links {
        /**
         * The friend link for the game on screen, on {@code page} (an address), or null for the default page.
         *
         * @throws IllegalArgumentException saying why there is none (no game with a friend elsewhere is on screen)
         */
        String friendLink(Navigator app, String page);

        /** Opens a friend link: continues the game on screen or opens the link's; {@code answer} hears null, else why not. */
        void openLink(Navigator app, String text, Consumer<String> answer);

        /**
         * The save text a friend link carries.
         *
         * @throws IllegalArgumentException saying why it is not a link a player could have been sent
         */
        String saveText(String link);

        /** {@code mover} just played on {@code m} on {@code screen}: the "Send to your friend" card, when due. */
        <P> void moved(Navigator app, BaseScreen screen, GameEntry<P> entry, Match<P> m, int mover);

        /**
         * Before the links' code came: no game is played by links, so no card is due. Two kinds of Links, not one: GWT
         * calls a lone kind directly, which would fetch the links with every game.
         */
        Links NONE = new Links() {
            @Override
            public String friendLink(Navigator app, String page) {
                throw new IllegalArgumentException("the friend links' code has not come");
            }

            @Override
            public void openLink(Navigator app, String text, Consumer<String> answer) {
                answer.accept("the friend links' code has not come");
            }

            @Override
            public String saveText(String link) {
                throw new IllegalArgumentException("the friend links' code has not come");
            }

            @Override
            public <P> void moved(Navigator app, BaseScreen screen, GameEntry<P> entry, Match<P> m, int mover) {}
        };

        /** Why no link was made or opened when the links' code did not come: asking again tries again. */
        static String notLoaded(String why) {
            return t("The friend links could not be loaded ({0}). Check the connection and try again.", why);
        }
    }

    /** Draws a game's position as a standalone picture for print and for pages: its game's own drawing. */
    interface Diagrams {
        /**
         * The position of {@code match} (of the game {@code entry}) after its first {@code shown} moves (its last
         * one the move drawn as the last) as SVG text, with the marks of {@code options}, in {@code theme}'s colours
         * and titled and described in the player's language; null for a game that draws no diagrams.
         */
        <P> String svg(GameEntry<P> entry, Match<P> match, int shown, Diagram.Options options, Theme theme);

        /**
         * Draws the menu's picture of the game {@code entry} on {@code sketch}: a new game with {@code options} (the
         * others at their defaults) a few moves in, in {@code theme}'s colours, as the game's own diagram draws it;
         * the picture's width and height in the drawing's units, or null for a game that draws no diagrams.
         */
        <P> double[] picture(GameEntry<P> entry, Map<String, String> options, Theme theme, Sketch sketch);

        /**
         * What draws nothing, where the diagrams' code could not come. Being a second one in the program, it also keeps
         * the web compiler from folding the diagrams' code into its callers on the menu, which would bring it (and
         * every game's drawing) out of the diagrams' own fetch into the first frame.
         */
        Diagrams NONE = new Diagrams() {
            @Override
            public <P> String svg(GameEntry<P> entry, Match<P> match, int shown, Diagram.Options options, Theme theme) {
                return null;
            }

            @Override
            public <P> double[] picture(GameEntry<P> entry, Map<String, String> options, Theme theme, Sketch sketch) {
                return null;
            }
        };
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

    /**
     * The makers of the game screen's windows that open later: its move list, the chooser of kept games (the menu's
     * too), the help window (the menu's too) and the result banner. One kind, whose makers are functions: GWT cannot call one of them
     * directly, so their code stays in the split point that makes them.
     */
    final class Windows {
        final Function<ReviewMode<?>, Review<?>> review;
        final Consumer<KeptChooser.Asked<?>> keptChooser;
        final Function<HelpToggle, HelpPanel> help;
        final Function<LateBanner, Banner> banner;

        Windows() {
            review = MoveReview::of;
            keptChooser = KeptChooser::choose;
            help = HelpPanel::of;
            banner = ResultBanner::of;
        }
    }

    /** The makers of the windows that open later, for a launcher's split point. */
    static Windows windowMakers() {
        return new Windows();
    }

    /** The friend links' code, for a launcher's split point. */
    static Links linkMaker() {
        return new FriendControl();
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
                return new SaveDialogs(files, screen, platform, settings);
            }
        };
    }

    /** All of it at once (the desktop's, whose code is all there), {@code diagrams} drawing the pictures. */
    static LaterCode atOnce(final Diagrams diagrams) {
        final Links links = linkMaker();
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
            public void windows(Consumer<Windows> ready, Consumer<String> failed) {
                ready.accept(windowMakers());
            }

            @Override
            public void links(Consumer<Links> ready, Consumer<String> failed) {
                ready.accept(links);
            }

            @Override
            public Links linksHere() {
                return links;
            }

            @Override
            public void diagrams(Consumer<Diagrams> ready, Consumer<String> failed) {
                ready.accept(diagrams);
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
