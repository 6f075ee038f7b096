package parlour.shell;

import parlour.store.SaveStore;

/** What differs between the desktop program and the web widget, supplied by each launcher. */
public interface Platform {
    /** True where the program can close itself (desktop); the web widget returns to the menu instead. */
    boolean canQuit();

    void quit();

    /** Where the player's named saves live. */
    SaveStore saves();

    /** Screen pixels per logical (CSS) pixel for choosing font sizes: 2 on a typical high-DPI screen. */
    float density();

    /** How many of {@code Gdx.graphics.getWidth()}'s units make one logical pixel (the web reports device pixels). */
    float pixelsPerUnit();

    /** The player's files and folders, for board files; null where there are none (the browser: import, export and slots instead). */
    default parlour.store.LocalFiles files() { return null; }

    /** Hears that the game moved or ended, e.g. to log it or tell the page. */
    void gameEvent(String event);
}
