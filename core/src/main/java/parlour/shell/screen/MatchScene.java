package parlour.shell.screen;

import parlour.board.BoardView;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.match.MatchListener.Change;
import parlour.session.GameEvent;
import parlour.session.GameEvents;
import parlour.session.MatchSession;
import parlour.session.SeatDriver;
import parlour.shell.launch.Navigator;
import parlour.shell.panel.Banner;
import parlour.shell.panel.SidePanel;
import parlour.shell.play.AdviceDriver;
import parlour.shell.play.Restarts;
import parlour.shell.play.ReviewMode;
import parlour.shell.speech.TurnText;

/**
 * How the game screen shows what the match did: the board's animation or jump, the score's pulse, the result
 * banner, the refusal in the status line and the sounds; and whether the game stands still this frame. The
 * session decides; this is its host on the screen.
 */
final class MatchScene<P> implements MatchSession.Host<P>, GameEvents.Listener, FrameDriver.Scene {
    private final GameScreen<P> screen;
    private final Navigator app;
    private final GameDef<P> def;
    private final BoardView<P> view;
    private final SidePanel panel;
    private final Banner banner;
    private final SeatDriver<P> seats;
    private final AdviceDriver<P> advice;
    private final ReviewMode<P> review;
    private final Restarts<P> restarts;
    private final boolean viewOnly;

    MatchScene(
            GameScreen<P> screen,
            Navigator app,
            BoardView<P> view,
            SidePanel panel,
            Banner banner,
            SeatDriver<P> seats,
            AdviceDriver<P> advice,
            ReviewMode<P> review,
            Restarts<P> restarts) {
        this.screen = screen;
        this.app = app;
        this.def = screen.entry().def;
        this.view = view;
        this.panel = panel;
        this.banner = banner;
        this.seats = seats;
        this.advice = advice;
        this.review = review;
        this.restarts = restarts;
        this.viewOnly = app.launchOptions().viewOnly;
    }

    @Override
    public boolean showsEarlier() {
        return review.showsEarlier();
    }

    @Override
    public void playerMoves() {
        screen.dismissOffer();
        restarts.forget();
    }

    @Override
    public void changed(Change change, P before, String move) {
        seats.cancel();
        Match<P> match = screen.match();
        P p = match.position();
        if (advice != null) advice.positionChanged(match);
        if (change == Change.MOVED) {
            int mover = def.toMove(before);
            String scoreBefore = mover == 0 ? null : def.score(before, mover);
            view.moved(before, move, p);
            if (scoreBefore != null && !scoreBefore.equals(def.score(p, mover))) panel.pulseScore(mover);
            panel.notice("");
            // the page reads the state as it hears the move: the status says what follows it, not what came before
            screen.refresh();
            // the link for a friend elsewhere, after each turn played here in a game played by links
            if (!viewOnly) app.later().linksHere().moved(app, screen, screen.entry(), match, mover);
        } else if (change != Change.TIMED_OUT) {
            view.snap(p);
            banner.hide();
            if (match.isOver()) showResult(match);
            screen.updateFocusOrder();
        }
    }

    @Override
    public void settled() {
        review.matchChanged(screen.match());
        // the next seat's answer (the computer's, or one come in from elsewhere) waits for the move's animation
        seats.waitFor(350 * app.settings().animationFactor() + 60);
    }

    @Override
    public void refresh() {
        screen.refresh();
    }

    @Override
    public void kept() {
        OpeningNotices.storage(app, screen);
    }

    @Override
    public boolean held() {
        return viewOnly || screen.dialogShown() || view.heldStatus() != null;
    }

    @Override
    public boolean animating() {
        return view.isAnimating();
    }

    @Override
    public void heard(GameEvent e) {
        switch (e.kind) {
            case OVER:
                gameOver(screen.match());
                break;
            case REFUSED:
                panel.problem(e.words);
                app.assets().play("error");
                break;
            case WARNED:
                // the game's warning says how to play the move all the same ("Choose it again …"), as it is heard
                panel.problem(e.words);
                break;
            case ANSWER:
                panel.notice(e.words);
                break;
            default:
                break;
        }
    }

    private void gameOver(Match<P> match) {
        int w = match.winner();
        showResult(match);
        screen.updateFocusOrder();
        // the lost game's sound where the person at this screen lost to the other seat (the computer, say)
        boolean hereLost =
                w > 0 && !match.seat(w).movesHere() && match.seat(3 - w).movesHere();
        app.assets().play(hereLost ? "lose" : "win");
        screen.refresh();
    }

    /** The board's own state changed: while it holds the game the result gives way to it. */
    void boardChanged() {
        if (view.heldStatus() != null) banner.hide();
        else if (screen.match().isOver()) showResult(screen.match());
    }

    private void showResult(Match<P> match) {
        banner.show(TurnText.result(def, match, panel), view.actor(), match.winner(), rematchRunner(match));
    }

    /** What the result's Rematch runs; null (no Rematch) where nobody plays against anybody, as in an editor. */
    private Runnable rematchRunner(Match<P> match) {
        if (viewOnly || !def.contested(match.position())) return null;
        return restarts::rematch;
    }
}
