package parlour.shell.files;

import static parlour.words.Tr.t;

import java.util.function.Consumer;
import parlour.game.diagram.Diagram;
import parlour.match.SavedGame;
import parlour.platform.Platform;
import parlour.platform.SaveStore;
import parlour.shell.launch.LaterCode;
import parlour.store.Settings;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;

/** The game screen's save, load, export and import dialogs, for any game: they move save-format text. */
public final class SaveDialogs implements LaterCode.Opener {
    /** What the dialogs need of the game screen. */
    interface Host {
        /** The game in progress in the save format. */
        String saveText();

        /** The id of the game on screen, as its saves' {@code Game} tag has it. */
        String gameId();

        /** A name to offer for a new save. */
        String suggestedName();

        /** Reads a save: whether it is on screen now; on a problem the game in progress is untouched and the player told. */
        boolean loadText(String text, String source);

        void say(String notice);

        void status(String text);

        /** Whether a seat is a friend's elsewhere: then Save offers the link for them. */
        boolean playsWithFriend();

        /** Hands {@code ready} the link that sends the game to the friend elsewhere, once the links' code came. */
        void friendLink(Consumer<String> ready);

        /** Hands {@code ready} the game's diagram as SVG once the diagrams' code came, else {@code failed} why not. */
        void diagram(Diagram.Options options, Consumer<String> ready, Consumer<String> failed);
    }

    private final Host host;
    private final BaseScreen screen;
    private final SaveStore store;
    private final Platform platform;
    private final Settings settings;

    public SaveDialogs(Host host, BaseScreen screen, Platform platform, Settings settings) {
        this.host = host;
        this.screen = screen;
        this.store = platform.saves();
        this.platform = platform;
        this.settings = settings;
    }

    @Override
    public void openSave() {
        KeptTexts.name(
                screen,
                t("Save game"),
                t("Save this game under a name. Saves are kept in {0}.", store.location()),
                host.suggestedName(),
                "save name",
                store,
                () -> host.say(t("A save needs a name.")),
                this::confirmReplace,
                this::write,
                this::openExport,
                platform.shareLink(host.gameId(), "") == null ? null : this::openShare,
                host.playsWithFriend() ? this::openFriendLink : null,
                platform.files() == null ? null : this::openDiagram);
    }

    /** The position as a picture file (the desktop's), offered under the save's name. */
    private void openDiagram(String name) {
        String offered = name.isEmpty() ? host.suggestedName() : name;
        new DiagramFile(host, screen, platform.files(), settings, offered).open();
    }

    /**
     * The link for the friend elsewhere: this game, their side to play, on the site's embed.html (the web), else on
     * the page the last friend link opened came from (the desktop has no site of its own).
     */
    private void openFriendLink() {
        host.friendLink(link -> {
            String text =
                    t("Your friend opens this link to play their move: it is selected, copy it (Ctrl+C) and send it.");
            // said without the address, as the share link is (a listener reads it in the page's copy of the field)
            platform.announce(t("Link for your friend") + ". " + text, false);
            KeptTexts.showLink(screen, platform, t("Link for your friend"), text, "friend link", link);
        });
    }

    /** The share link: this game, its options and its position in a link that opens it ready to play on. */
    private void openShare() {
        String link = platform.shareLink(host.gameId(), host.saveText());
        // said as well: a player who listens cannot read the field on the canvas
        // said as well, without the address (a listener can read it in the field; heard, it is a long run of letters)
        String text = t(
                "A link to this game at this position, ready to play on: it is selected, copy it (Ctrl+C) and send it.");
        platform.announce(t("Share link") + ". " + text, false);
        KeptTexts.showLink(screen, platform, t("Share link"), text, "share link", link);
    }

    /** Asks before a save of the same name is replaced. */
    private void confirmReplace(final String n) {
        screen.confirm(
                t("Replace the save?"),
                t("There is already a save named \"{0}\". Replace it with this game?", n),
                t("Replace"),
                Dialog.closing(() -> write(n)),
                Dialog.closing(() -> openSave()));
    }

    private void write(String n) {
        String text = SaveShelf.dated(host.saveText(), platform.time().wallMillis());
        String tooLong = SavedGame.whyNotKept(text);
        if (tooLong != null) {
            failed(t("Could not save"), t("The game could not be saved as \"{0}\": {1}.", n, tooLong));
            return;
        }
        try {
            store.write(n, text);
            host.say("");
            host.status(t("Saved as \"{0}\".", n));
        } catch (RuntimeException e) {
            failed(t("Could not save"), t("The game could not be saved as \"{0}\": {1}", n, e.getMessage()));
        }
    }

    /** A failure in a message, said as well (the message is drawn, not read out): its title, then its text. */
    private void failed(String title, String text) {
        screen.message(title, text);
        platform.announce(title + ". " + text.replace("\n\n", " "), true);
    }

    private void openExport() {
        KeptTexts.show(
                screen,
                t("Export"),
                t("The game in Parlour's save format. Select it all (Ctrl+A) and copy it (Ctrl+C)."),
                "save text",
                host.saveText());
    }

    @Override
    public void openLoad() {
        SaveShelf shelf = new SaveShelf(store, host.gameId());
        String others = shelf.others == 0
                ? ""
                : " "
                        + t(
                                "{0} {0|save|saves} of other games {0|is|are} listed in {0|its|their} own game.",
                                shelf.others);
        String text = shelf.names.isEmpty()
                ? t("There are no saved games of this game yet (they are kept in {0}).", store.location()) + others
                : t("Choose a saved game. The game in progress stays until the chosen one has been read.") + others;
        KeptTexts.choose(
                screen,
                t("Load game"),
                text,
                shelf.names,
                shelf.labels,
                "save ",
                n -> {
                    String saved = store.read(n);
                    if (saved == null) {
                        failed(
                                t("Could not load"),
                                t("The save \"{0}\" is no longer there (was it deleted?).", n) + "\n\n"
                                        + t("Your current game is unchanged."));
                        return;
                    }
                    loaded(saved, t("save \"{0}\"", n));
                },
                this::openImport,
                null);
    }

    private void openImport() {
        KeptTexts.paste(
                screen,
                platform,
                t("Import"),
                t("Paste a game in Parlour's save format (Ctrl+V)."),
                "save text",
                65536,
                text -> loaded(text, t("the pasted text")));
    }

    /** Loads {@code text}; once its game is on screen (which says its start), says where it came from. */
    private void loaded(String text, String source) {
        if (host.loadText(text, source)) platform.announce(t("Loaded {0}.", source), false);
    }
}
