package parlour.shell.commands;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import java.util.function.Consumer;
import parlour.board.KeyTable.Command;
import parlour.shell.files.MatchFiles;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaterCode;
import parlour.shell.launch.Navigator;
import parlour.ui.BaseScreen;

/**
 * Save and Load, of saved games and of board files: their dialogs are made when first opened, their code fetched
 * first where it comes later (the web widget's).
 */
public final class FileDialogs<P> implements CommandGroup<P> {
    private final Navigator app;
    private final GameEntry<P> entry;
    private final MatchFiles<P> files;
    private final BaseScreen screen;
    private final Consumer<String> say;
    /** The dialogs of saved games and of board files, made when first opened. */
    private LaterCode.Opener games, boards;

    public FileDialogs(
            Navigator app, GameEntry<P> entry, MatchFiles<P> files, BaseScreen screen, Consumer<String> say) {
        this.app = app;
        this.entry = entry;
        this.files = files;
        this.screen = screen;
        this.say = say;
    }

    /** Load and Load board only where the game is played, the board files' where the game has them. */
    @Override
    public void addTo(GameCommands<P> commands, boolean played) {
        boolean boardFiles = entry.def.boardFormat() != null;
        commands.add(Command.SAVE, true, () -> open(false, true)).icon("icon-save");
        commands.add(Command.LOAD, played, () -> open(false, false)).icon("icon-load");
        commands.add(Command.LOAD_BOARD, played && boardFiles, () -> open(true, false))
                .icon("icon-board-load")
                .brief(mark("[short] Load board"));
        commands.add(Command.SAVE_BOARD, boardFiles, () -> open(true, true))
                .icon("icon-board-save")
                .brief(mark("[short] Save board"));
        commands.add(Command.PASTE_LINK, played, this::pasteLink);
    }

    /** Ctrl+V on the board: the clipboard's friend link (or save) opened as Load would, or why it could not be read. */
    private void pasteLink() {
        app.platform().readClipboard(text -> files.loadText(text, t("the pasted text")), why -> {
            say.accept(why);
            app.platform().announce(why, true);
        });
    }

    /**
     * Opens Save or Load, of saved games or of board files; a screen left meanwhile opens none, and code that could not
     * come is said (aloud too), Save or Load trying again.
     */
    private void open(final boolean boardFiles, final boolean save) {
        app.later()
                .dialogs(
                        boardFiles,
                        maker -> {
                            if (app.getScreen() != screen) return;
                            LaterCode.Opener dialogs = boardFiles ? boards : games;
                            if (dialogs == null) {
                                dialogs = maker.make(files, screen, entry, app.platform(), app.settings());
                                if (boardFiles) boards = dialogs;
                                else games = dialogs;
                            }
                            if (save) dialogs.openSave();
                            else dialogs.openLoad();
                        },
                        why -> {
                            String text = t(
                                    "The dialogs could not be loaded ({0}). Check the connection and try again.", why);
                            say.accept(text);
                            app.platform().announce(text, true);
                        });
    }
}
