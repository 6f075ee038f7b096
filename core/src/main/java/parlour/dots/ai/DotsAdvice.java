package parlour.dots.ai;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.game.Analysis;
import parlour.game.Analyst;
import parlour.game.MoveValue;

/**
 * Hints and the analysis overlay for Dots and Boxes: each undrawn line's value from {@link DotsAnalysis}; where
 * the position is solved, the hint is the best line that sets the opponent the hardest trap ({@link DotsTraps}).
 */
public final class DotsAdvice implements Analyst<DotsPosition> {
    public static final DotsAdvice INSTANCE = new DotsAdvice();

    private DotsAdvice() {}

    @Override
    public Analysis<DotsPosition> analyse(final DotsPosition position, double budgetMillis, Random random) {
        final DotsAnalysis a = new DotsAnalysis(position, budgetMillis, random);
        final double trapMillis = budgetMillis / 2;
        return new Analysis<DotsPosition>() {
            /** Among the solved best lines, the strong player's trap: the hint shows it first. */
            private DotsTraps traps;

            @Override
            public boolean think(double budget) {
                if (!a.think(budget)) return false;
                if (!a.isSolved()) return true;
                if (traps == null) traps = new DotsTraps(position, a, trapMillis);
                return traps.think(budget);
            }

            @Override
            public List<MoveValue> values() {
                List<MoveValue> values = valuesOf(position, a);
                int trap = traps == null ? -1 : traps.line();
                if (trap >= 0) {
                    String move = DotsNotation.format(position, trap);
                    for (int i = 0; i < values.size(); i++) {
                        if (values.get(i).move.equals(move)) values.add(0, values.remove(i));
                    }
                }
                return values;
            }

            @Override
            public boolean isExact() {
                return a.isSolved();
            }
        };
    }

    /**
     * Each line's mark. An exact value is a number ("+2"). An estimate is not on that scale, so it is shown as
     * what it is: "takes 2" (closes boxes), "safe" (gives nothing away), "gives" (offers a box) or "loony";
     * where the position is not solved, the best lines are those of the best such kind, which depends on the
     * board alone: the same position always gets the same marks, and the hint is one of them.
     */
    static List<MoveValue> valuesOf(DotsPosition position, DotsAnalysis a) {
        List<MoveValue> out = new ArrayList<>();
        boolean solved = a.isSolved();
        int bestRank = 9;
        if (!solved) for (DotsAnalysis.LineValue v : a.lines()) bestRank = Math.min(bestRank, rank(position, v));
        for (DotsAnalysis.LineValue v : a.lines()) {
            if (v.isExact()) {
                String value = v.value() > 0 ? "+" + v.value() : String.valueOf(v.value());
                int kind = v.isBest() ? MoveValue.BEST : v.isLoony() ? MoveValue.BLUNDER : MoveValue.WORSE;
                out.add(new MoveValue(v.move(), v.value(), true, kind, value));
            } else {
                int rank = rank(position, v);
                int kind = !solved && rank == bestRank
                        ? MoveValue.BEST
                        : v.isLoony() ? MoveValue.BLUNDER : MoveValue.WORSE;
                String mark = v.closes() > 0
                        ? t("takes {0}", v.closes())
                        : v.isLoony() ? t("loony") : rank == 1 ? t("safe") : t("gives");
                out.add(new MoveValue(v.move(), 0, false, kind, mark));
            }
        }
        return out;
    }

    /** 0 takes boxes, 1 safe, 2 gives a box (not loony), 3 loony. */
    private static int rank(DotsPosition p, DotsAnalysis.LineValue v) {
        if (v.closes() > 0) return 0;
        if (v.isLoony()) return 3;
        for (int box : p.boxesOf(v.line())) if (p.sidesDrawn(box % p.cols(), box / p.cols()) == 2) return 2;
        return 1;
    }

    @Override
    public String hintText(Analysis<DotsPosition> done, MoveValue best) {
        if (done.isExact()) {
            int value = best.value, n = Math.abs(value);
            if (value == 0) return t("Hint: {0}. With best play from here you split the open boxes evenly.", best.move);
            return value > 0
                    ? t(
                            "Hint: {0}. With best play from here you take {1} more of the open boxes than your opponent.",
                            best.move, n)
                    : t(
                            "Hint: {0}. With best play from here you take {1} fewer of the open boxes than your opponent.",
                            best.move, n);
        }
        int takes = number(best.mark);
        if (takes > 0)
            return t(
                    "Hint: {0}, it takes {1} {1|box|boxes} (the position is too big to solve at once).",
                    best.move, takes);
        if (best.mark.equals(t("safe")))
            return t("Hint: {0}, a safe line (the position is too big to solve at once).", best.move);
        return t("Hint: {0}, it gives the least away (the position is too big to solve at once).", best.move);
    }

    /** The number in a mark ("takes 2": the boxes the line takes), or 0 for a mark without one. */
    private static int number(String mark) {
        int n = 0;
        for (int i = 0; i < mark.length(); i++) {
            char c = mark.charAt(i);
            if (c >= '0' && c <= '9') n = n * 10 + (c - '0');
        }
        return n;
    }

    /** In boxes: an exact value is the margin of the open boxes, so a box handed over moves it by two. */
    @Override
    public String cost(Analysis<DotsPosition> done, MoveValue best, MoveValue played) {
        if (best.exact && played.exact) {
            int boxes = (best.value - played.value) / 2;
            if (boxes > 0) return t("This gives away {0} {0|box|boxes}.", boxes);
            return t("This keeps as many boxes, but the puzzle asks for another line.");
        }
        if (played.kind == MoveValue.BLUNDER) return t("This hands your opponent the boxes of a chain (a loony move).");
        return t("This gives away more than another line does (the position is too big to solve at once).");
    }

    @Override
    public String legend() {
        return t(
                "Numbers: the open boxes you win (or lose) by drawing that line, with best play. Where the board is too big"
                        + " to solve: takes N, safe (gives nothing), gives (offers a box), loony. Green: best. Red: loony.");
    }

    /** An exact value as a value, an estimate as its word; best and loony lines say so: "value 3, best", "gives". */
    @Override
    public String valueWords(MoveValue v) {
        String said = v.exact ? t("value {0}", v.mark) : v.mark;
        if (v.isBest()) return t("{0}, best", said);
        return v.kind == MoveValue.BLUNDER && !v.mark.equals(t("loony")) ? t("{0}, loony", said) : said;
    }
}
