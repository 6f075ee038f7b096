package parlour.dots.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import parlour.dots.DotsPosition;
import parlour.game.Analysis;
import parlour.game.Analyst;
import parlour.game.MoveValue;

/** Hints and the analysis overlay for Dots and Boxes: each undrawn line's value from {@link DotsAnalysis}. */
public final class DotsAdvice implements Analyst<DotsPosition> {
    public static final DotsAdvice INSTANCE = new DotsAdvice();

    private DotsAdvice() {}

    @Override
    public Analysis<DotsPosition> analyse(DotsPosition position, double budgetMillis, Random random) {
        final DotsAnalysis a = new DotsAnalysis(position, budgetMillis, random);
        return new Analysis<DotsPosition>() {
            @Override
            public boolean think(double budget) { return a.think(budget); }

            @Override
            public List<MoveValue> values() {
                List<MoveValue> out = new ArrayList<>();
                for (DotsAnalysis.LineValue v : a.lines()) {
                    String value = v.value() > 0 ? "+" + v.value() : String.valueOf(v.value());
                    int kind = v.isBest() ? MoveValue.BEST : v.isLoony() ? MoveValue.BLUNDER : MoveValue.WORSE;
                    out.add(new MoveValue(v.move(), v.value(), v.isExact(), kind, v.isExact() ? value : "~" + value));
                }
                return out;
            }

            @Override
            public boolean isExact() { return a.isSolved(); }
        };
    }

    @Override
    public String hintText(Analysis<DotsPosition> done, MoveValue best) {
        return done.isExact() ? "Hint: " + best.move + ". With best play from here you " + outcome(best.value) + "."
                : "Hint: " + best.move + " (the strong player's choice: the position is too big to solve at once).";
    }

    /** What a value means for the player: the net share of the boxes still open. */
    private static String outcome(int value) {
        if (value == 0) return "split the open boxes evenly";
        int n = Math.abs(value);
        return "take " + n + (value > 0 ? " more" : " fewer") + " of the open boxes than your opponent";
    }

    @Override
    public String legend() {
        return "Each undrawn line shows the net number of open boxes you win by drawing it: exact, or ~ for an estimate. "
                + "Green: a best line. Red: a loony line that hands over a chain.";
    }
}
