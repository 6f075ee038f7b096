package parlour.dots.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.game.Analysis;
import parlour.game.MoveValue;

/**
 * Where the solver settles a Dots position, the strong player's line is a best one and, among the best lines
 * that pass the turn, one leaving the opponent the fewest replies that keep their value: checked against values
 * worked out line by line with the plain solver, on random 3x3 endgames where the best lines differ in that count.
 * The hint shows the same line.
 */
class DotsTrapsTest {
    @Test
    void amongTheBestLinesTheOneWithTheFewestSafeRepliesIsPlayed() {
        Random random = new Random(5);
        int positions = 0, withChoice = 0;
        for (int round = 0; round < 600 && withChoice < 12; round++) {
            DotsPosition p = DotsPosition.empty(3, 3);
            while (p.lineCount() - p.drawnCount() > 14 && !p.isOver()) {
                int[] lines = p.legalLines();
                p = p.play(lines[random.nextInt(lines.length)]);
            }
            if (p.isOver()) continue;
            positions++;
            int bestValue = Integer.MIN_VALUE;
            int[] lines = p.legalLines();
            int[] values = new int[lines.length];
            for (int i = 0; i < lines.length; i++) {
                values[i] = lineValue(p, lines[i]);
                bestValue = Math.max(bestValue, values[i]);
            }
            List<Integer> passing = new ArrayList<>();
            int fewest = Integer.MAX_VALUE, most = -1;
            for (int i = 0; i < lines.length; i++) {
                if (values[i] != bestValue || p.boxesClosedBy(lines[i]) > 0) continue;
                int safe = safeReplies(p.play(lines[i]));
                passing.add(lines[i]);
                fewest = Math.min(fewest, safe);
                most = Math.max(most, safe);
            }
            DotsTraps traps = new DotsTraps(p, 10_000, new Random(1));
            while (!traps.think(50)) {
                // slices
            }
            int chosen = traps.line();
            if (passing.size() < 2) continue;
            assertThat(chosen)
                    .as("a choice among " + passing.size() + " best lines")
                    .isGreaterThanOrEqualTo(0);
            assertEquals(bestValue, lineValue(p, chosen), "the trap keeps the best value");
            if (p.boxesClosedBy(chosen) == 0)
                assertEquals(fewest, safeReplies(p.play(chosen)), "the fewest safe replies, of " + passing);
            if (fewest < most) {
                withChoice++;
                // the hint is the same trap: the first best line of the analysis
                Analysis<DotsPosition> a = DotsAdvice.INSTANCE.analyse(p, 10_000, new Random(1));
                while (!a.think(50)) {
                    // slices
                }
                MoveValue hint = null;
                for (MoveValue v : a.values()) if (hint == null && v.isBest()) hint = v;
                assertEquals(DotsNotation.format(p, chosen), hint.move, "the hint sets the same trap");
            }
        }
        assertThat(withChoice)
                .as(withChoice + " of " + positions + " positions had best lines setting traps of" + " different sizes")
                .isGreaterThanOrEqualTo(5);
    }

    /** The net open boxes the mover wins by drawing {@code line} and playing on perfectly. */
    private static int lineValue(DotsPosition p, int line) {
        DotsPosition c = p.play(line);
        int closes = p.boxesClosedBy(line);
        if (c.isOver()) return closes;
        return closes > 0 ? closes + solve(c) : -solve(c);
    }

    /** How many of the mover's lines in {@code p} keep the position's value. */
    private static int safeReplies(DotsPosition p) {
        int v = solve(p), safe = 0;
        for (int r : p.legalLines()) if (lineValue(p, r) == v) safe++;
        return safe;
    }

    private static int solve(DotsPosition p) {
        DotsSolver s = new DotsSolver(p, 12);
        while (!s.think(100)) {
            // slices
        }
        return s.value();
    }
}
