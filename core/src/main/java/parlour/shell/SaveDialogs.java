package parlour.shell;

import parlour.game.Words;
import parlour.match.SavedGame;
import parlour.store.SaveStore;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;

/** The game screen's save, load, export and import dialogs, for any game: they move save-format text. */
final class SaveDialogs {
    /** What the dialogs need of the game screen. */
    interface Host {
        /** The game in progress in the save format. */
        String saveText();

        /** The id of the game on screen, as its saves' {@code Game} tag has it. */
        String gameId();

        /** A name to offer for a new save. */
        String suggestedName();

        /** Reads a save; on a problem the game in progress is untouched and the player told. */
        void loadText(String text, String source);

        void say(String notice);

        void status(String text);
    }

    private final Host host;
    private final BaseScreen screen;
    private final SaveStore store;
    private final Platform platform;

    SaveDialogs(Host host, BaseScreen screen, Platform platform) {
        this.host = host;
        this.screen = screen;
        this.store = platform.saves();
        this.platform = platform;
    }

    void openSave() {
        KeptTexts.name(
                screen,
                "Save game",
                "Save this game under a name. Saves are kept in " + store.location() + ".",
                host.suggestedName(),
                "save name",
                store,
                () -> host.say("A save needs a name."),
                this::confirmReplace,
                this::write,
                this::openExport,
                platform.shareLink(host.gameId(), "") == null ? null : this::openShare);
    }

    /** The share link: this game, its options and its position in a link that opens it ready to play on. */
    private void openShare() {
        String link = platform.shareLink(host.gameId(), host.saveText());
        // said as well: a player who listens cannot read the field on the canvas
        platform.announce("Share link: " + link, false);
        KeptTexts.showLink(
                screen,
                "Share link",
                "A link to this game at this position, ready to play on: it is selected, copy it (Ctrl+C) and send it.",
                "share link",
                link);
    }

    /** Asks before a save of the same name is replaced. */
    private void confirmReplace(final String n) {
        screen.confirm(
                "Replace the save?",
                "There is already a save named \"" + n + "\". Replace it with this game?",
                "Replace",
                new Dialog.Action() {
                    @Override
                    public boolean run() {
                        write(n);
                        return true;
                    }
                },
                new Dialog.Action() {
                    @Override
                    public boolean run() {
                        openSave();
                        return true;
                    }
                });
    }

    private void write(String n) {
        String text = SaveShelf.dated(host.saveText());
        String tooLong = SavedGame.whyNotKept(text);
        if (tooLong != null) {
            screen.message("Could not save", "The game could not be saved as \"" + n + "\": " + tooLong + ".");
            return;
        }
        try {
            store.write(n, text);
            host.say("");
            host.status("Saved as \"" + n + "\".");
        } catch (RuntimeException e) {
            screen.message("Could not save", "The game could not be saved as \"" + n + "\": " + e.getMessage());
        }
    }

    private void openExport() {
        KeptTexts.show(
                screen,
                "Export",
                "The game in Parlour's save format. Select it all (Ctrl+A) and copy it (Ctrl+C).",
                "save text",
                host.saveText());
    }

    void openLoad() {
        SaveShelf shelf = new SaveShelf(store, host.gameId());
        String others = shelf.others == 0
                ? ""
                : " " + Words.count(shelf.others, "save") + " of other games " + (shelf.others == 1 ? "is" : "are")
                        + " listed in " + (shelf.others == 1 ? "its" : "their") + " own game.";
        String text = shelf.names.isEmpty()
                ? "There are no saved games of this game yet (they are kept in " + store.location() + ")." + others
                : "Choose a saved game. The game in progress stays until the chosen one has been read." + others;
        KeptTexts.choose(
                screen,
                "Load game",
                text,
                shelf.names,
                shelf.labels,
                "save ",
                n -> {
                    String saved = store.read(n);
                    if (saved == null) {
                        screen.message(
                                "Could not load",
                                "The save \"" + n
                                        + "\" is no longer there (was it deleted?).\n\nYour current game is unchanged.");
                        return;
                    }
                    host.loadText(saved, "save \"" + n + "\"");
                },
                this::openImport,
                null);
    }

    private void openImport() {
        KeptTexts.paste(
                screen,
                platform,
                "Import",
                "Paste a game in Parlour's save format (Ctrl+V).",
                "save text",
                65536,
                text -> host.loadText(text, "the pasted text"));
    }
}
