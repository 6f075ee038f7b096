package parlour.shell.files;

import static parlour.words.Tr.t;

import java.util.List;
import java.util.Map;
import parlour.game.BoardFormat;
import parlour.match.Match;
import parlour.match.Text;
import parlour.platform.EntrySaveStore;
import parlour.platform.LocalFiles;
import parlour.platform.Platform;
import parlour.platform.SaveStore;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaterCode;
import parlour.store.Settings;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;

/**
 * The game screen's Load board and Save board, for any game with board files: a file dialog where the
 * platform has files (the desktop), else named board slots in the browser's storage with import and export
 * as text, and the browser's file picker for a board file on the player's disk. A loaded board is a new game
 * that the host keeps undoable; a bad board leaves the game untouched.
 */
public final class BoardDialogs<P> implements LaterCode.Opener, FileDialog.Target {
    /** What the dialogs need of the game screen. */
    interface Host<P> {
        Match<P> match();

        /** Plays on with {@code fresh}, a new game on a loaded board; Undo right after brings the current one back. */
        void boardLoaded(Match<P> fresh, String source);

        void status(String text);
    }

    /** Board files are read up to this many bytes (a 512x512 grid is about 263 KB). */
    static final int MAX_BYTES = 4 << 20;
    /** Pasted board text is taken up to this many characters (laying out more would freeze the screen). */
    static final int MAX_PASTE = 65536;

    private final Host<P> host;
    private final BaseScreen screen;
    private final GameEntry<P> entry;
    private final BoardFormat<P> format;
    private final LocalFiles files;
    private final Platform.FilePicker picker;
    private final Platform stores;
    private final Settings settings;
    private SaveStore slots;

    public BoardDialogs(Host<P> host, BaseScreen screen, GameEntry<P> entry, Platform platform, Settings settings) {
        this.host = host;
        this.screen = screen;
        this.entry = entry;
        this.format = entry.def.boardFormat();
        this.files = platform.files();
        this.picker = files == null ? platform.filePicker() : null;
        this.stores = platform;
        this.settings = settings;
    }

    @Override
    public void openLoad() {
        if (files != null) new FileDialog(this, screen, files, true).open(folder(), "");
        else openSlots();
    }

    @Override
    public void openSave() {
        if (files != null) new FileDialog(this, screen, files, false).open(folder(), suggestedName());
        else openSaveSlot();
    }

    // ---- for the file dialog ----

    @Override
    public String title(boolean load) {
        return load ? t("Load board") : t("Save board");
    }

    @Override
    public String help(boolean load, String extensions) {
        return load
                ? t(
                        "Load a board file ({0}). Type a name or a path, or press Down for the list. Undo right after loading brings this game back.",
                        extensions)
                : t("Save the board as a file ({0}). Type a name or a path, or press Down for the list.", extensions);
    }

    @Override
    public String nothingHere() {
        return t("No folders or board files here.");
    }

    @Override
    public String replaceQuestion(String name) {
        return t("{0} exists already. Replace it with this board?", name);
    }

    @Override
    public String[] extensions() {
        return format.extensions();
    }

    /** The file name a new board file is offered under. */
    @Override
    public String suggestedName() {
        return entry.id() + "-board." + format.extensions()[0];
    }

    /** The folder the file dialog opens in: the last one used, else the working directory. */
    private String folder() {
        String last = settings.get("boards.folder", "");
        return !last.isEmpty() && files.isFolder(last) ? last : files.startFolder();
    }

    @Override
    public void remember(String folder) {
        settings.put("boards.folder", folder);
    }

    /** Reads a board file; on any problem a message names the file and the line or pair, and the game stays. */
    @Override
    public void loadFile(String path) {
        byte[] data;
        try {
            data = files.read(path, MAX_BYTES);
        } catch (RuntimeException e) {
            refuse(e.getMessage());
            return;
        }
        loadBytes(files.name(path), data);
    }

    /**
     * Reads a board file's bytes, from the desktop's file dialog or the browser's file picker; on any problem a
     * message names the file and the line or pair, and the game stays.
     */
    private void loadBytes(String fileName, byte[] data) {
        String source = Text.shorten(fileName);
        try {
            start(format.read(data, source, options()), source);
        } catch (RuntimeException e) {
            refuse(e.getMessage());
        }
    }

    /** Writes the board to a file. @return whether it was written (else the player was told why) */
    @Override
    public boolean saveFile(String path) {
        try {
            files.write(path, format.write(host.match().position(), path));
            host.status(t("Board saved as {0}.", Text.quote(files.name(path))));
            return true;
        } catch (RuntimeException e) {
            failed(t("Could not save the board"), e.getMessage());
            return false;
        }
    }

    // ---- loading ----

    private Map<String, String> options() {
        return entry.def.optionsOf(host.match().start());
    }

    /** A new game on the loaded board, with the same seats and first player, in place of the current one. */
    private void start(BoardFormat.Loaded loaded, String source) {
        Match<P> now = host.match();
        Match<P> fresh = entry.newMatch(loaded.options, entry.def.firstPlayer(now.start()), now.seat(1), now.seat(2));
        for (String move : loaded.moves) {
            String reason = fresh.play(move);
            if (reason != null) throw new IllegalArgumentException(source + ": " + reason);
        }
        host.boardLoaded(fresh, source);
    }

    /** Why a board was not loaded, in a message and said to a player who listens (the message is drawn, not read out). */
    private void refuse(String problem) {
        screen.message(t("Could not load the board"), problem + "\n\n" + t("Your current game is unchanged."));
        String end = problem.endsWith(".") ? " " : ". ";
        stores.announce(
                t("Could not load the board.") + " " + problem + end + t("Your current game is unchanged."), true);
    }

    /** A failure in a message, said as well (the message is drawn, not read out): its title, then its text. */
    private void failed(String title, String text) {
        screen.message(title, text);
        stores.announce(title + ". " + text.replace("\n\n", " "), true);
    }

    // ---- the browser: named slots, import and export ----

    private SaveStore slots() {
        if (slots == null) slots = new EntrySaveStore(stores.store("boards-" + entry.id()));
        return slots;
    }

    private void openSlots() {
        List<String> names = slots().names();
        String text;
        if (picker == null)
            text = names.isEmpty()
                    ? t(
                            "No boards are kept here yet: Save board keeps one under a name. Import a board file's text instead?")
                    : t(
                            "Choose a board kept in this browser, or import a board file's text. Undo right after brings this game back.");
        else
            text = names.isEmpty()
                    ? t(
                            "No boards are kept here yet: Save board keeps one under a name. Open a board file, or import its text?")
                    : t(
                            "Choose a board kept in this browser, open a board file, or import a board file's text. Undo right after brings this game back.");
        KeptTexts.choose(
                screen,
                t("Load board"),
                text,
                names,
                names,
                "board ",
                n -> {
                    String kept = slots().read(n);
                    if (kept == null) refuse(t("The board \"{0}\" is no longer there.", Text.shorten(n)));
                    else loadText(kept, t("board \"{0}\"", Text.shorten(n)));
                },
                this::openImport,
                picker == null ? null : this::openPicker);
    }

    /** The browser's file picker: the chosen file is read as the desktop reads one from its file dialog. */
    private void openPicker() {
        picker.open(format.extensions(), MAX_BYTES, this::loadBytes, this::refuse);
    }

    private void loadText(String text, String source) {
        try {
            start(format.readText(text, source, options()), source);
        } catch (RuntimeException e) {
            refuse(e.getMessage());
        }
    }

    private void openImport() {
        KeptTexts.paste(
                screen,
                stores,
                t("Import board"),
                t("Paste a board file's text (Ctrl+V); the game starts on that board."),
                "board text",
                MAX_PASTE,
                text -> loadText(text, t("the pasted text")));
    }

    private void openSaveSlot() {
        KeptTexts.name(
                screen,
                t("Save board"),
                t("Keep this board in the browser under a name ({0}), or export it as text.", slots().location()),
                t("{0} board", t(entry.def.title())),
                "board name",
                slots(),
                () -> host.status(t("A board needs a name.")),
                this::confirmReplace,
                this::writeSlot,
                this::openExport);
    }

    private void confirmReplace(final String n) {
        screen.confirm(
                t("Replace the board?"),
                t("A board named \"{0}\" is kept already. Replace it with this one?", Text.shorten(n)),
                t("Replace"),
                Dialog.closing(() -> writeSlot(n)),
                null);
    }

    private void writeSlot(String n) {
        try {
            slots().write(n, format.text(host.match().position()));
            host.status(t("Board kept as \"{0}\".", Text.shorten(n)));
        } catch (RuntimeException e) {
            failed(
                    t("Could not save the board"),
                    t("The board could not be kept as \"{0}\": {1}", Text.shorten(n), e.getMessage()) + "\n\n"
                            + t("The other boards and saves are as they were."));
        }
    }

    private void openExport() {
        String text = format.text(host.match().position());
        if (text.length() > MAX_PASTE) {
            screen.message(
                    t("Export board"),
                    t(
                            "The board is too large to show as text ({0} characters; at most {1}). Save board keeps it under a name instead.",
                            text.length(), MAX_PASTE));
            return;
        }
        KeptTexts.show(
                screen,
                t("Export board"),
                t("The board as a board file's text. Select it all (Ctrl+A) and copy it (Ctrl+C)."),
                "board text",
                text);
    }
}
