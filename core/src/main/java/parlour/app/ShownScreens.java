package parlour.app;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Screen;
import java.util.function.Function;
import parlour.shell.launch.LaunchOptions;
import parlour.shell.launch.Navigator;
import parlour.shell.screen.GameScreen;
import parlour.ui.BaseScreen;

/**
 * Which screen the application shows (the first one, the menu once its words and code are in), and the game the player
 * left for the menu, kept (not disposed) behind it until they go back to it or start another: a theme or language
 * chosen in the menu makes it anew and keeps it.
 */
final class ShownScreens {
    private final ParlourApp app;
    private Screen gameBehindMenu;
    /** Whether the menu waits for its words or its code: asking for it again meanwhile changes nothing. */
    private boolean menuOnItsWay;

    ShownScreens(ParlourApp app) {
        this.app = app;
    }

    /** The first screen: the menu, or the game {@code options} ask for (the kept one when {@code resumed}). */
    void showFirst(LaunchOptions options, boolean resumed) {
        if (resumed) {
            // the page shows the kept game, not a position of its own
            options.positionFollows = false;
            app.setScreen(options.entry().resumeScreen(app));
        } else if (options.game != null) {
            app.setScreen(options.entry().newScreen(app, options));
        } else {
            // the launcher brought the menu's code before the start (Launch#fetchPageGame)
            app.later()
                    .menu(
                            menu -> app.setScreen(menu.apply(app)),
                            why -> Gdx.app.error("parlour", "the menu could not be loaded (" + why + ")"));
        }
    }

    /** Shows {@code next}; the screen it replaces and a game kept behind the menu go. */
    void switchTo(Screen next) {
        Screen old = app.getScreen();
        app.setScreen(next);
        if (old != null && old != next) old.dispose();
        if (gameBehindMenu != null && gameBehindMenu != next) gameBehindMenu.dispose();
        gameBehindMenu = null;
    }

    /** Brings the menu's words and code, then shows it, a game on screen kept behind it (see {@link #showMenu}). */
    void toMenu() {
        if (menuOnItsWay) return;
        menuOnItsWay = true;
        // the menu says every game's name and options
        app.words().withWords(Catalogue.wordParts(), new Runnable() {
            @Override
            public void run() {
                app.later()
                        .menu(
                                menu -> {
                                    menuOnItsWay = false;
                                    showMenu(menu);
                                },
                                why -> {
                                    menuOnItsWay = false;
                                    menuNotLoaded(why);
                                });
            }
        });
    }

    /** The menu's code did not come: the screen stays and says so, aloud too; Menu (Esc) asks for it again. */
    private void menuNotLoaded(String why) {
        String text = t("The menu could not be loaded ({0}). Check the connection and press Menu again.", why);
        if (app.getScreen() instanceof GameScreen) ((GameScreen<?>) app.getScreen()).say(text);
        else if (app.getScreen() instanceof BaseScreen) ((BaseScreen) app.getScreen()).showNotice(t("Menu"), text);
        app.platform().announce(text, true);
        Gdx.app.error("parlour", "the menu could not be loaded (" + why + ")");
    }

    /** Shows the menu {@code menu} makes; a game on screen stays behind it. */
    private void showMenu(Function<Navigator, Screen> menu) {
        Screen current = app.getScreen();
        if (!(current instanceof GameScreen)) {
            switchTo(menu.apply(app));
            return;
        }
        app.setScreen(null);
        if (gameBehindMenu != null) gameBehindMenu.dispose();
        gameBehindMenu = current;
        app.setScreen(menu.apply(app));
    }

    /** The id of the game kept behind the menu, or null. */
    String gameBehindMenu() {
        return gameBehindMenu instanceof GameScreen
                ? ((GameScreen<?>) gameBehindMenu).entry().id()
                : null;
    }

    /** Back to the game kept behind the menu; false when there is none. */
    boolean backToGame() {
        if (gameBehindMenu == null) return false;
        Screen game = gameBehindMenu;
        gameBehindMenu = null;
        switchTo(game);
        return true;
    }

    /**
     * The screen on show (and a game kept behind the menu) made anew with the theme, language and options of now, the
     * game on it kept as it is; then {@code look}'s old skin goes.
     */
    void remakeShown(AppLook look) {
        remakeGameBehindMenu();
        final Screen shown = app.getScreen();
        if (shown instanceof GameScreen) {
            switchTo(remade((GameScreen<?>) shown));
            look.replaced();
        } else if (shown != null) {
            app.later()
                    .menu(
                            menu -> {
                                app.setScreen(menu.apply(app));
                                shown.dispose();
                                look.replaced();
                            },
                            why -> Gdx.app.error("parlour", "the menu could not be made anew (" + why + ")"));
        }
    }

    /** The game kept behind the menu made anew with the theme and language of now, and still kept. */
    private void remakeGameBehindMenu() {
        if (!(gameBehindMenu instanceof GameScreen)) return;
        Screen behind = gameBehindMenu;
        gameBehindMenu = remade((GameScreen<?>) behind);
        behind.dispose();
    }

    /**
     * The screen on show replaced by {@code remake}'s, made after the game kept behind the menu was made anew: a theme
     * or language chosen in the menu keeps the game (and its Back to the game).
     */
    void remakeKeepingGameBehind(Navigator.ScreenFactory remake) {
        remakeGameBehindMenu();
        Screen old = app.getScreen();
        Screen next = remake.create();
        app.setScreen(next);
        if (old != null && old != next) old.dispose();
    }

    /** {@code g} made anew on its match, its puzzle going on. */
    private <P> GameScreen<P> remade(GameScreen<P> g) {
        GameScreen<P> next = g.entry().screen(app, g.match(), false);
        next.keepPuzzleOf(g);
        return next;
    }

    void dispose() {
        if (gameBehindMenu != null) gameBehindMenu.dispose();
    }
}
