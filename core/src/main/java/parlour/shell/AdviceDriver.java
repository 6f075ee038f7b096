package parlour.shell;

import java.util.List;
import java.util.Random;

import parlour.Platform;
import parlour.game.Analysis;
import parlour.game.Analyst;
import parlour.game.MoveValue;
import parlour.match.Match;

/**
 * Hints and the analysis overlay for a game that has an {@link Analyst}: worked out a slice per frame
 * after the computer's search, then shown on the board, in the status line and as events.
 */
final class AdviceDriver<P> {
    /** Budget for the hint's search: long enough to solve most endgames exactly. */
    private static final double HINT_BUDGET_MS = 1500;
    /** Budget for the overlay: every move is judged in turn until it runs out. */
    private static final double ANALYSIS_BUDGET_MS = 2500;

    private final Analyst<P> analyst;
    private final BoardView<P> view;
    private final SidePanel panel;
    private final Platform platform;
    /** Brings the keyboard focus to the board, where Enter plays the hinted move. */
    private final Runnable focusBoard;
    private final Random random = new Random();
    private Analysis<P> hint;
    private Analysis<P> analysis;
    private boolean on;
    /** The hint on the board, or null. */
    String shownHint;
    /** The finished analysis the overlay shows, or null. */
    List<MoveValue> shown;

    AdviceDriver(Analyst<P> analyst, BoardView<P> view, SidePanel panel, Platform platform, Runnable focusBoard) {
        this.analyst = analyst;
        this.view = view;
        this.panel = panel;
        this.platform = platform;
        this.focusBoard = focusBoard;
    }

    boolean isOn() { return on; }

    void askHint(Match<P> match) {
        if (match.isOver()) {
            panel.notice("The game is over: there is nothing to hint.");
        } else if (!match.humanToMove()) {
            panel.notice("The computer is to move.");
        } else {
            hint = analyst.analyse(match.position(), HINT_BUDGET_MS, random);
            panel.status("Looking for a good move…");
        }
    }

    /** Turns the overlay on (judging the position shown) or off. */
    void toggle(Match<P> match) {
        on = !on;
        positionChanged(match);
        if (on) panel.notice(analyst.legend());
        else platform.gameEvent("analysis off");
    }

    /** The position changed: drop the hint and judge the new position if the overlay is on. */
    void positionChanged(Match<P> match) {
        hint = null;
        shownHint = null;
        shown = null;
        view.showHint(null);
        view.setMarks(null);
        analysis = on && !match.isOver() ? analyst.analyse(match.position(), ANALYSIS_BUDGET_MS, random) : null;
    }

    void drive() {
        if (hint != null && hint.think(ComputerDriver.THINK_SLICE_MS)) {
            MoveValue best = null;
            for (MoveValue v : hint.values()) if (best == null || v.isBest() && !best.isBest()) best = v;
            Analysis<P> done = hint;
            hint = null;
            if (best != null) {
                shownHint = best.move;
                view.showHint(best.move);
                focusBoard.run();
                platform.gameEvent("hint " + best.move + " value " + best.value + (best.exact ? " exact" : " estimate"));
                panel.status(analyst.hintText(done, best));
            }
        }
        if (analysis != null && analysis.think(ComputerDriver.THINK_SLICE_MS)) {
            shown = analysis.values();
            boolean exact = analysis.isExact();
            analysis = null;
            view.setMarks(shown);
            StringBuilder best = new StringBuilder();
            for (MoveValue v : shown) if (v.isBest()) best.append(' ').append(v.move);
            platform.gameEvent("analysis " + shown.size() + " " + (shown.size() == 1 ? "move" : "moves") + " "
                    + (exact ? "exact" : "estimated") + ", best" + best);
        }
    }
}
