package parlour.shell.launch;

import com.badlogic.gdx.Screen;
import java.util.function.Consumer;
import parlour.platform.Platform;
import parlour.store.Settings;
import parlour.ui.FrameStats;
import parlour.ui.Theme;
import parlour.ui.UiContext;

/**
 * What the shell's screens ask of the program that runs them: its services (handed in by the launcher) and
 * where to go next. The composition root implements it; the shell never sees the application itself.
 */
public interface Navigator extends UiContext {
    Platform platform();

    Settings settings();

    /** The games this program plays. */
    GameList catalogue();

    FrameStats frames();

    /** The options the program was started with; their problems are shown once by the first screen. */
    LaunchOptions launchOptions();

    /** The screen on show: the menu, a game, or none yet. */
    Screen getScreen();

    /**
     * Runs {@code then} once the words of the game {@code gameId} are in the language spoken (the web widget fetches
     * them when a game of it is first shown): before a game of another kind than the screen's is shown.
     */
    void withGameWords(String gameId, Runnable then);

    /** Opens the menu; a game on screen is kept behind it, so that Esc (or Back to the game) returns to it. */
    void toMenu();

    /**
     * The collection puzzle {@code by} places on from the one on screen, the puzzles' code fetched first where it
     * comes later; {@code answer} hears null, else why not.
     */
    void stepPuzzle(int by, Consumer<String> answer);

    /** Brings the code the shell needs only later (the menu, the puzzles, the dialogs): at once, or fetched (web). */
    LaterCode later();

    /** The id of the game the menu was opened from, kept behind it to return to; null when there is none. */
    String gameBehindMenu();

    /** Returns from the menu to the game kept behind it; false if there is none. */
    boolean backToGame();

    /** Shows a new screen and disposes the old one (and a game kept behind the menu, unless it is the new one). */
    void switchTo(Screen next);

    /**
     * Switches theme: the skin is rebuilt and the screen made anew by {@code remake}; a game kept behind the menu is made
     * anew first and stays kept.
     */
    void setTheme(Theme theme, ScreenFactory remake);

    void setSound(boolean on);

    /**
     * Switches language (the player's choice, kept): the screen is made anew by {@code remake}; a game kept behind the
     * menu is made anew first and stays kept.
     */
    void setLanguage(String code, ScreenFactory remake);

    /** Makes a screen once the skin is ready. */
    interface ScreenFactory {
        Screen create();
    }
}
