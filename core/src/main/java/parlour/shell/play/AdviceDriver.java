package parlour.shell.play;

import static parlour.words.Tr.t;

import java.util.List;
import java.util.Random;
import parlour.board.BoardView;
import parlour.game.Analysis;
import parlour.game.Analyst;
import parlour.game.GameDef;
import parlour.game.MoveValue;
import parlour.game.PlayerNames;
import parlour.match.Match;
import parlour.platform.Platform;
import parlour.session.SeatDriver;
import parlour.session.SeatNames;
import parlour.shell.panel.SidePanel;

/**
 * Hints and the analysis overlay for a game that has an {@link Analyst}: worked out a slice per frame
 * after the computer's search, then shown on the board, in the status line and as events.
 */
public final class AdviceDriver<P> {
    /**
     * Budget of the hint's and the overlay's work alike (long enough to solve most endgames exactly), and the
     * same seed for the same position: the hint is then the overlay's best move, run after run.
     */
    private static final double BUDGET_MS = 2000;

    private final GameDef<P> def;
    private final Analyst<P> analyst;
    private final BoardView<P> view;
    private final SidePanel panel;
    private final Platform platform;
    /** Brings the keyboard focus to the board, where Enter plays the hinted move. */
    private final Runnable focusBoard;

    private Analysis<P> hint;
    /** The position the hint was asked for, whose move the hint says in words. */
    private P hinted;
    /** The players as the side panel names them when the hint was asked (its move is said as theirs). */
    private PlayerNames hintedNames;

    private Analysis<P> analysis;
    private boolean on;
    /** The hint on the board, or null. */
    public String shownHint;
    /** The finished analysis the overlay shows, or null. */
    public List<MoveValue> shown;

    private Analysis<P> analysisDone;

    public AdviceDriver(GameDef<P> def, BoardView<P> view, SidePanel panel, Platform platform, Runnable focusBoard) {
        this.def = def;
        this.analyst = def.analyst();
        this.view = view;
        this.panel = panel;
        this.platform = platform;
        this.focusBoard = focusBoard;
    }

    public boolean isOn() {
        return on;
    }

    public void askHint(Match<P> match) {
        hinted = match.position();
        SeatNames names = new SeatNames(match);
        hintedNames = names;
        if (match.isOver()) {
            said(t("The game is over: there is nothing to hint."));
        } else if (!match.hereToMove()) {
            said(names.waitFor());
        } else if (shown != null) {
            // the overlay has judged this position: its best move is the hint
            hint = null;
            showHint(bestOf(shown), analysisDone);
        } else {
            hint = analyst.analyse(
                    match.position(), BUDGET_MS, new Random(match.position().hashCode()));
            panel.status(t("Looking for a good move…"));
        }
    }

    /** Turns the overlay on (judging the position shown) or off. */
    public void toggle(Match<P> match) {
        on = !on;
        positionChanged(match);
        if (on) {
            panel.notice(analyst.legend());
            platform.announce(t("Analysis on.") + " " + analyst.legend(), false);
        } else {
            platform.gameEvent("analysis off");
            platform.announce(t("Analysis off."), false);
        }
    }

    /** A notice on screen, said as well. */
    private void said(String text) {
        panel.notice(text);
        platform.announce(text, false);
    }

    /** The position changed: drop the hint and judge the new position if the overlay is on. */
    public void positionChanged(Match<P> match) {
        hint = null;
        shownHint = null;
        shown = null;
        view.showHint(null);
        view.setMarks(null);
        analysisDone = null;
        analysis = on && !match.isOver()
                ? analyst.analyse(
                        match.position(), BUDGET_MS, new Random(match.position().hashCode()))
                : null;
    }

    /** Whether a hint or the analysis is being worked out: it needs frames. */
    public boolean working() {
        return hint != null || analysis != null;
    }

    public void drive() {
        if (hint != null && hint.think(SeatDriver.THINK_SLICE_MS)) {
            Analysis<P> done = hint;
            hint = null;
            showHint(bestOf(done.values()), done);
        }
        if (analysis != null && analysis.think(SeatDriver.THINK_SLICE_MS)) {
            shown = analysis.values();
            boolean exact = analysis.isExact();
            analysisDone = analysis;
            analysis = null;
            view.setMarks(shown);
            StringBuilder best = new StringBuilder();
            for (MoveValue v : shown) if (v.isBest()) best.append(' ').append(v.move);
            platform.gameEvent("analysis " + shown.size() + " " + (shown.size() == 1 ? "move" : "moves") + " "
                    + (exact ? "exact" : "estimated") + ", best" + best);
        }
    }

    /** The first best move, or null. */
    private static MoveValue bestOf(List<MoveValue> values) {
        for (MoveValue v : values) if (v.isBest()) return v;
        return values.isEmpty() ? null : values.get(0);
    }

    private void showHint(MoveValue best, Analysis<P> done) {
        if (best == null) return;
        shownHint = best.move;
        view.showHint(best.move);
        focusBoard.run();
        platform.gameEvent("hint " + best.move + " value " + best.value + (best.exact ? " exact" : " estimate"));
        panel.status(analyst.hintText(done, best));
        String words = def.notation().inWords(hinted, best.move, def.play(hinted, best.move), true, hintedNames);
        platform.announce(t("Hint: {0}.", words), false);
    }
}
