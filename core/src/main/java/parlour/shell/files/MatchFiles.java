package parlour.shell.files;

import static parlour.words.Tr.t;

import java.util.List;
import java.util.function.Consumer;
import parlour.game.FriendLinks;
import parlour.match.FriendLink;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Text;
import parlour.session.MatchSession;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.GameSlot;
import parlour.shell.launch.Navigator;
import parlour.shell.panel.SidePanel;
import parlour.shell.play.Restarts;
import parlour.shell.screen.GameScreen;
import parlour.ui.BaseScreen;

/**
 * The game on screen as the save and board-file dialogs (and the page's script) see it: its save text, a save read
 * into a new screen, a board loaded as a new game, and the status line their results are told on.
 */
public final class MatchFiles<P> implements SaveDialogs.Host, BoardDialogs.Host<P> {
    /** The page the last friend link opened came from: a reply goes back on it where there is no site (desktop). */
    private static String lastPage = "";

    private final Navigator app;
    private final GameEntry<P> entry;
    private final MatchSession<P> session;
    private final SidePanel panel;
    private final Restarts<P> restarts;
    private final BaseScreen screen;

    public MatchFiles(
            Navigator app,
            GameEntry<P> entry,
            MatchSession<P> session,
            SidePanel panel,
            Restarts<P> restarts,
            BaseScreen screen) {
        this.app = app;
        this.entry = entry;
        this.session = session;
        this.panel = panel;
        this.restarts = restarts;
        this.screen = screen;
    }

    @Override
    public Match<P> match() {
        return session.match();
    }

    @Override
    public String saveText() {
        return entry.save(match());
    }

    @Override
    public String suggestedName() {
        return SaveShelf.suggestedName(entry.def, match());
    }

    @Override
    public String gameId() {
        return entry.def.id();
    }

    /**
     * Reads a save into a new game screen, or opens a friend link (see {@link #openLink}); on any problem the current
     * game is untouched and the problem is shown with its line.
     */
    @Override
    public void loadText(String text, String source) {
        if (FriendLink.isLink(text)) {
            openLink(app, text, why -> {
                if (why != null) refused(why);
            });
            return;
        }
        try {
            app.switchTo(new GameScreen<>(app, entry, entry.load(text, source), false));
        } catch (SaveFormatException e) {
            refused(e.getMessage());
        }
    }

    private void refused(String why) {
        String unchanged = t("Your current game is unchanged.");
        screen.message(t("Could not load"), why + "\n\n" + unchanged);
        // the message is drawn, not read out: a player who listens hears it
        app.platform().announce(t("Could not load") + ". " + why + " " + unchanged, true);
    }

    /**
     * Opens a friend link: the friend's reply plays their moves on the game on screen, if it only adds them; where the
     * screen plays no game with a friend, or another game, the link's game opens (the invited side played here). Tells
     * {@code answer} null when done, else why the link was refused (the game on screen stays): at once, or once the
     * link's game's code came.
     */
    public static void openLink(final Navigator app, String text, final Consumer<String> answer) {
        final FriendLink link;
        final String game;
        try {
            link = FriendLink.read(text);
            game = SavedGame.read(link.saveText, "friend link").tag("Game");
            int hash = text.indexOf('#');
            if (hash > 0) lastPage = text.trim().substring(0, text.trim().indexOf('#'));
        } catch (IllegalArgumentException | SaveFormatException e) {
            answer.accept(e.getMessage());
            return;
        }
        GameScreen<?> g = app.getScreen() instanceof GameScreen ? (GameScreen<?>) app.getScreen() : null;
        if (g != null && g.entry().id().equals(game) && FriendLinks.friendSide(g.match()) != 0) {
            answer.accept(continueWith(g, link));
            return;
        }
        if (game == null || !app.catalogue().has(game)) {
            answer.accept(t("this link is not a game this Parlour plays ({0})", Text.quote(String.valueOf(game))));
            return;
        }
        final GameSlot slot = app.catalogue().slot(game);
        slot.load(
                opened -> answer.accept(open(app, opened, link)),
                why -> answer.accept(
                        "the game " + Text.quote(slot.id) + " could not be loaded (" + why + "); try again"));
    }

    /** Plays the reply's new moves on the game on screen, one after another as if the friend played them. */
    private static <Q> String continueWith(GameScreen<Q> g, FriendLink reply) {
        Match<Q> m = g.match();
        List<String> moves;
        try {
            moves = FriendLinks.newMoves(g.entry().def, m, reply);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        for (String move : moves) {
            String why = m.play(move);
            if (why != null) return why;
        }
        return null;
    }

    private static <Q> String open(Navigator app, GameEntry<Q> entry, FriendLink link) {
        try {
            app.switchTo(new GameScreen<>(app, entry, FriendLinks.open(entry.def, link), false));
            return null;
        } catch (SaveFormatException e) {
            return e.getMessage();
        }
    }

    @Override
    public void boardLoaded(Match<P> fresh, String source) {
        restarts.boardLoaded(fresh, source);
    }

    @Override
    public void say(String notice) {
        panel.notice(notice);
    }

    @Override
    public String friendLink(String page) {
        return FriendLinks.friendSide(match()) == 0
                ? null
                : FriendLinks.linkOf(entry.def, match()).on(page);
    }

    /** The page (its address before the fragment) of the last friend link opened, "" before any. */
    public static String linkPage() {
        return lastPage;
    }

    /** Shows {@code text} as the status line, until the match next changes it, and says it. */
    @Override
    public void status(String text) {
        panel.status(text);
        app.platform().announce(text, false);
    }
}
