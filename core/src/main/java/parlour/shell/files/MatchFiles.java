package parlour.shell.files;

import static parlour.words.Tr.t;

import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.session.MatchSession;
import parlour.shell.launch.GameEntry;
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

    /** Reads a save into a new game screen; on any problem the current game is untouched and the problem is shown with its line. */
    @Override
    public boolean loadText(String text, String source) {
        try {
            app.switchTo(entry.screen(app, entry.load(text, source), false));
            return true;
        } catch (SaveFormatException e) {
            String unchanged = t("Your current game is unchanged.");
            screen.message(t("Could not load"), e.getMessage() + "\n\n" + unchanged);
            // the message is drawn, not read out: a player who listens hears it
            app.platform().announce(t("Could not load") + ". " + e.getMessage() + " " + unchanged, true);
            return false;
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

    /** Shows {@code text} as the status line, until the match next changes it, and says it. */
    @Override
    public void status(String text) {
        panel.status(text);
        app.platform().announce(text, false);
    }
}
