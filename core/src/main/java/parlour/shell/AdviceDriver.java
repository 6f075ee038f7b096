package parlour.shell;

import java.util.List;
import java.util.Random;

import parlour.game.Analysis;
import parlour.game.Analyst;
import parlour.game.MoveValue;

/** Works out hints and the analysis overlay a slice per frame, after the computer's search. */
final class AdviceDriver<P> {
    /** Budget for the hint's search: long enough to solve most endgames exactly. */
    private static final double HINT_BUDGET_MS = 1500;
    /** Budget for the overlay: every move is judged in turn until it runs out. */
    private static final double ANALYSIS_BUDGET_MS = 2500;

    /** What the screen does with finished advice. */
    interface Sink {
        void hintReady(MoveValue best, String text);

        void analysisReady(List<MoveValue> values, boolean exact);
    }

    private final Analyst<P> analyst;
    private final Random random = new Random();
    private Analysis<P> hint;
    private Analysis<P> analysis;
    private boolean on;
    /** The hint on the board, or null. */
    String shownHint;
    /** The finished analysis the overlay shows, or null. */
    List<MoveValue> shown;

    AdviceDriver(Analyst<P> analyst) {
        this.analyst = analyst;
    }

    boolean isOn() { return on; }

    String legend() { return analyst.legend(); }

    void askHint(P position) {
        hint = analyst.analyse(position, HINT_BUDGET_MS, random);
    }

    /** Turns the overlay on (judging {@code position}) or off; returns whether it is on. */
    boolean toggle(P position, boolean over) {
        on = !on;
        restart(position, over);
        return on;
    }

    /** The position changed: drop the hint and judge the new position if the overlay is on. */
    void restart(P position, boolean over) {
        hint = null;
        shownHint = null;
        shown = null;
        analysis = on && !over ? analyst.analyse(position, ANALYSIS_BUDGET_MS, random) : null;
    }

    void drive(Sink sink) {
        if (hint != null && hint.think(ComputerDriver.THINK_SLICE_MS)) {
            MoveValue best = null;
            for (MoveValue v : hint.values()) if (best == null || v.isBest() && !best.isBest()) best = v;
            Analysis<P> done = hint;
            hint = null;
            if (best != null) {
                shownHint = best.move;
                sink.hintReady(best, analyst.hintText(done, best));
            }
        }
        if (analysis != null && analysis.think(ComputerDriver.THINK_SLICE_MS)) {
            shown = analysis.values();
            boolean exact = analysis.isExact();
            analysis = null;
            sink.analysisReady(shown, exact);
        }
    }
}
