package parlour.shell.page;

import static parlour.words.Tr.t;

import java.util.List;
import java.util.function.Consumer;
import parlour.game.FriendClock;
import parlour.game.FriendLinks;
import parlour.match.FriendLink;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Text;
import parlour.session.SeatNames;
import parlour.shell.files.FriendCard;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.GameSlot;
import parlour.shell.launch.LaterCode;
import parlour.shell.launch.Navigator;
import parlour.shell.screen.GameScreen;
import parlour.ui.BaseScreen;

/**
 * A game played by links with a friend elsewhere, for the page's script, the Save dialog and the desktop's paste: the
 * link that sends the game on screen to the friend, a link opened (a new game, or the friend's reply continuing the
 * one kept), and the card after a turn played here. The web widget fetches it apart ({@link LaterCode#links}).
 */
public final class FriendControl implements LaterCode.Links {
    /** The "Send to your friend" card, of the game screen shown (one at a time). */
    private final FriendCard card = new FriendCard();

    @Override
    public String friendLink(Navigator app, String page) {
        GameScreen<?> g = onScreen(app);
        if (g == null) throw new IllegalArgumentException("no game is on screen");
        watchClock(app);
        String link = linkOf(g, app.platform().time().wallMillis())
                .on(
                        page != null
                                ? page
                                : FriendCard.page(app.platform(), g.entry().id()));
        // a correspondence clock's date, set now, shows in the status line
        g.refresh();
        return link;
    }

    private static <P> FriendLink linkOf(GameScreen<P> g, double now) {
        return FriendLinks.linkOf(g.entry().def, g.match(), now);
    }

    /** A correspondence game's date for the move due, said with whose turn it is (see {@link FriendClock}). */
    private static void watchClock(Navigator app) {
        SeatNames.due = m -> FriendClock.words(m, app.platform().time().wallMillis());
    }

    /**
     * Opens a friend link: the friend's reply plays their moves on the game on screen, if it only adds them; where the
     * screen plays no game with a friend, or another game, the link's game opens (the invited side played here). Tells
     * {@code answer} null when done, else why the link was refused (the game on screen stays): at once, or once the
     * link's game's code came.
     */
    @Override
    public String saveText(String link) {
        return FriendLink.read(link).saveText;
    }

    @Override
    public void openLink(final Navigator app, String text, final Consumer<String> answer) {
        watchClock(app);
        final FriendLink link;
        final String game;
        try {
            link = FriendLink.read(text);
            game = SavedGame.read(link.saveText, "friend link").tag("Game");
            FriendCard.openedFrom(text);
        } catch (IllegalArgumentException | SaveFormatException e) {
            answer.accept(e.getMessage());
            return;
        }
        GameScreen<?> g = onScreen(app);
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

    @Override
    public <P> void moved(Navigator app, BaseScreen screen, GameEntry<P> entry, Match<P> m, int mover) {
        watchClock(app);
        card.moved(screen, app.platform(), entry, m, mover);
        // the status line was written before the link set a correspondence clock's date
        if (screen instanceof GameScreen) ((GameScreen<?>) screen).refresh();
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
        // the date the friend set for this side's move, before the moves are said with whose turn it is
        FriendClock.copy(FriendLinks.tagsOf(reply), m.tags());
        for (String move : moves) {
            String why = m.play(move);
            if (why != null) return why;
        }
        return null;
    }

    private <Q> String open(Navigator app, GameEntry<Q> entry, FriendLink link) {
        Match<Q> kept = entry.kept(app.settings());
        if (kept != null && FriendLinks.playedOn(entry.def, kept, link)) {
            // the page this link opened, reloaded: the game kept here is the link's, played on since; it shows again,
            // with the card of the link to send where this side's turn is played
            GameScreen<Q> screen = entry.resumeScreen(app);
            app.switchTo(screen);
            Match<Q> m = screen.match();
            FriendLinks.playByLink(m);
            card.moved(screen, app.platform(), entry, m, 3 - FriendLinks.friendSide(m));
            return null;
        }
        try {
            app.switchTo(entry.screen(app, FriendLinks.open(entry.def, link), false));
            return null;
        } catch (SaveFormatException e) {
            return e.getMessage();
        }
    }

    private static GameScreen<?> onScreen(Navigator app) {
        return app.getScreen() instanceof GameScreen ? (GameScreen<?>) app.getScreen() : null;
    }
}
