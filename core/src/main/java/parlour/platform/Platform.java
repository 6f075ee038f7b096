package parlour.platform;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Predicate;

/** What differs between the desktop program and the web widget, supplied by each launcher. */
public interface Platform extends AssetFiles {
    /** The store the player's settings and games in progress are kept in ({@link #store}). */
    String SETTINGS_STORE = "parlour";

    /** The slot of a run that shares its store with no other, and the first of several. */
    String FIRST_RUN = "1";

    /** True where the program can close itself (desktop); the web widget returns to the menu instead. */
    boolean canQuit();

    void quit();

    /**
     * The platform's lasting store of that name (files on the desktop, localStorage in the browser): settings,
     * the game in progress and board slots each live in one.
     */
    EntryStore store(String name);

    /**
     * This run's own slot for its games in progress among the windows, tabs or processes sharing the store (web: one
     * per tab, kept across its reloads; desktop: one per running process, held by a lock file). The first by default.
     */
    default String instance() {
        return FIRST_RUN;
    }

    /**
     * Hears the keys of store {@code name} that another tab or window changed (web: the page's storage event), so that
     * a setting changed there is read afresh here. Nothing by default: each value is its own entry, so at worst the
     * last one written wins, and nothing is damaged.
     */
    default void watchStore(String name, Consumer<String> changed) {}

    /**
     * What the player can do when the lasting store fails (full, or not writable), in a sentence of the player's
     * language: by default the desktop's, about its folder.
     */
    default String storageAdvice() {
        return t(
                "To keep it, free some space on the disk, or make the storage folder writable (PARLOUR_HOME names it).");
    }

    /** Where the player's named saves live. */
    SaveStore saves();

    /** The time the program runs by: the computer's clocks, except in a test that steps time by hand. */
    default TimeSource time() {
        return TimeSource.REAL;
    }

    /** Screen pixels per logical (CSS) pixel for choosing font sizes: 2 on a typical high-DPI screen. */
    float density();

    /** How many of {@code Gdx.graphics.getWidth()}'s units make one logical pixel (the web reports device pixels). */
    float pixelsPerUnit();

    /** The player's files and folders, for board files; null where there are none (the browser: import, export and slots instead). */
    default LocalFiles files() {
        return null;
    }

    /**
     * The browser's own file picker, for opening a board file from the player's disk; null where there is none
     * (the desktop, whose {@link #files()} have a file dialog of the game's own).
     */
    default FilePicker filePicker() {
        return null;
    }

    /** A way to one file of the player's choosing, when the program cannot list their folders (the web widget). */
    interface FilePicker {
        /**
         * Opens the picker, offering files ending in one of {@code extensions} (without the dot). A chosen file's
         * name and bytes go to {@code chosen}; a sentence naming the file goes to {@code refused} when it is over
         * {@code maxBytes} or cannot be read. Either comes later, on the game's thread; nothing if the player cancels.
         */
        void open(String[] extensions, int maxBytes, BiConsumer<String, byte[]> chosen, Consumer<String> refused);
    }

    /**
     * The screen became still or moves again; whether frames keep coming while it is still (see {@code
     * UiContext.still}). The browser's do: true by default.
     */
    default boolean still(boolean still) {
        return true;
    }

    /** Whether the screen is still with nothing to do (see {@code UiContext.idle}); the browser's frames slow down. */
    default void idle(boolean idle) {}

    /**
     * Whether the player has only a touch screen (no mouse or keyboard to speak of): buttons then show their plain
     * words, without the keys ("Restart", not "Restart (R)"). Never on the desktop.
     */
    default boolean touchOnly() {
        return false;
    }

    /**
     * Says a sentence to a player who listens rather than looks: a move in words, whose turn it is, a refusal, a
     * result (web: an aria-live region beside the canvas, assertive when {@code urgent}; desktop: the console
     * with {@code --announce on}). Nothing by default.
     */
    default void announce(String sentence, boolean urgent) {}

    /** Whether the system or page asks for dark colours (the theme option {@code auto}); no by default. */
    default boolean prefersDark() {
        return false;
    }

    /** Puts {@code text} on the system clipboard (a Copy button). By default libGDX's clipboard. */
    default void writeClipboard(String text) {
        Gdx.app.getClipboard().setContents(text);
    }

    /**
     * Reads the system clipboard's text for a Paste button: {@code done} gets it, or {@code refused} a sentence
     * saying why it could not be read (a browser may refuse or ask first). Either may come a little later, on the
     * game's thread. By default libGDX's clipboard (the system's on the desktop).
     */
    default void readClipboard(Consumer<String> done, Consumer<String> refused) {
        String text = Gdx.app.getClipboard().getContents();
        if (text == null || text.isEmpty()) refused.accept(t("The clipboard holds no text."));
        else done.accept(text);
    }

    /**
     * A link that opens the game {@code saveText} holds, at its position and ready to play on, in the web widget
     * ({@code gameId} is the game's id); null where there is no site to link to (the desktop), which shows no
     * Share control then.
     */
    default String shareLink(String gameId, String saveText) {
        return null;
    }

    /**
     * Where the screens' controls are repeated for screen readers (web: the page's own buttons beside the canvas);
     * null where nothing outside the picture can read them (the desktop).
     */
    default ControlMirror controlMirror() {
        return null;
    }

    /**
     * The page's own move field beside the canvas (web: a text box that Tab and screen readers reach); null where the
     * game screen draws its own (the desktop).
     */
    default MoveField moveField() {
        return null;
    }

    /** A move field outside the drawn screen: one game screen at a time has it. */
    interface MoveField {
        /** Gives the field to a game: what it takes, in a sentence, and who reads a line typed (true: taken, it empties). */
        void attach(String forms, Predicate<String> typed);

        /** The game screen went: the field is put away. */
        void detach();

        /** Puts the page's focus in the field (the / key, the Move button). */
        void focus();
    }

    /**
     * The language the player's system or page asks for (an ISO 639-1 code or a tag such as "pl-PL"), used when
     * neither an option nor the player's own setting chose one; null for none.
     */
    default String preferredLanguage() {
        return null;
    }

    /** Hears the language chosen (web: the widget's elements say it, for a screen reader's voice). */
    default void languageChosen(String code) {}

    /** Every asset file is at hand (the desktop's jar): {@code then} runs at once. */
    @Override
    default void whenReady(String[] paths, Runnable then) {
        then.run();
    }

    /** Hears that the game moved or ended, e.g. to log it or tell the page. */
    void gameEvent(String event);
}
