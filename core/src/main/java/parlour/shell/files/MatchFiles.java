package parlour.shell.files;

import static parlour.words.Tr.t;

import java.util.function.Consumer;
import parlour.game.diagram.Diagram;
import parlour.match.LinkSign;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.Seat;
import parlour.session.MatchSession;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaterCode;
import parlour.shell.launch.Navigator;
import parlour.shell.panel.SidePanel;
import parlour.shell.play.Restarts;
import parlour.ui.BaseScreen;

/**
 * The game on screen as the save and board-file dialogs (and the page's script) see it: its save text, a save read
 * into a new screen, a board loaded as a new game, and the status line their results are told on.
 */
public final class MatchFiles<P> implements SaveDialogs.Host, BoardDialogs.Host<P> {
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
     * Reads a save into a new game screen, or opens a friend link (see {@link LaterCode.Links#openLink}); on any
     * problem the current game is untouched and the problem is shown with its line.
     */
    @Override
    public boolean loadText(final String text, String source) {
        if (LinkSign.isLink(text)) {
            app.later()
                    .links(
                            links -> links.openLink(app, text, why -> {
                                if (why != null) refused(why);
                            }),
                            why -> refused(LaterCode.Links.notLoaded(why)));
            return false;
        }
        try {
            app.switchTo(entry.screen(app, entry.load(text, source), false));
            return true;
        } catch (SaveFormatException e) {
            refused(e.getMessage());
            return false;
        }
    }

    private void refused(String why) {
        String unchanged = t("Your current game is unchanged.");
        screen.message(t("Could not load"), why + "\n\n" + unchanged);
        // the message is drawn, not read out: a player who listens hears it
        app.platform().announce(t("Could not load") + ". " + why + " " + unchanged, true);
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
    public boolean playsWithFriend() {
        return match().seat(1).kind() == Seat.Kind.ELSEWHERE || match().seat(2).kind() == Seat.Kind.ELSEWHERE;
    }

    @Override
    public void friendLink(final Consumer<String> ready) {
        app.later()
                .links(links -> ready.accept(links.friendLink(app, null)), why -> say(LaterCode.Links.notLoaded(why)));
    }

    @Override
    public void diagram(final Diagram.Options options, final Consumer<String> ready, Consumer<String> failed) {
        app.later()
                .diagrams(
                        diagrams -> ready.accept(
                                diagrams.svg(entry, match(), match().moveCount(), options, screen.theme())),
                        failed);
    }

    /** Shows {@code text} as the status line, until the match next changes it, and says it. */
    @Override
    public void status(String text) {
        panel.status(text);
        app.platform().announce(text, false);
    }
}
