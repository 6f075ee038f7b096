package parlour.dots.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsPosition;

/** The exact solver against an independent exhaustive solver, and against published values. */
class DotsSolverTest {

    /** The position with exactly the lines in the mask drawn (the value does not depend on the order). */
    static DotsPosition withLines(int cols, int rows, int mask) {
        DotsPosition p = DotsPosition.empty(cols, rows);
        for (int l = 0; l < p.lineCount(); l++) if ((mask & (1 << l)) != 0) p = p.play(l);
        return p;
    }

    static DotsSolver solved(DotsPosition p) {
        DotsSolver solver = new DotsSolver(p, 12);
        assertTrue(solver.think(60_000), "solved within a minute");
        return solver;
    }

    /** Checks the value and that the chosen line is worth it, for every line set in the masks given. */
    private static void check(int cols, int rows, BruteForce brute, int mask) {
        DotsPosition p = withLines(cols, rows, mask);
        DotsSolver solver = solved(p);
        int expected = brute.value(mask);
        assertEquals(expected, solver.value(), cols + "x" + rows + " lines " + Integer.toBinaryString(mask));
        if (mask != (1 << brute.lines) - 1) {
            assertEquals(expected, brute.lineValue(mask, solver.bestLine()),
                    "the chosen line is optimal: " + cols + "x" + rows + " lines " + Integer.toBinaryString(mask));
        }
    }

    private static void everyPosition(int cols, int rows) {
        BruteForce brute = new BruteForce(cols, rows);
        for (int mask = 0; mask < (1 << brute.lines); mask++) check(cols, rows, brute, mask);
    }

    private static void sampledPositions(int cols, int rows, int samples, long seed) {
        BruteForce brute = new BruteForce(cols, rows);
        Random random = new Random(seed);
        for (int i = 0; i < samples; i++) {
            // an even spread of how many lines are drawn
            int drawn = random.nextInt(brute.lines + 1);
            int mask = 0;
            while (Integer.bitCount(mask) < drawn) mask |= 1 << random.nextInt(brute.lines);
            check(cols, rows, brute, mask);
        }
    }

    @Test
    void everyPositionOfTheSmallBoardsHasTheExhaustiveValue() {
        everyPosition(1, 1);
        everyPosition(1, 2);
        everyPosition(2, 1);
        everyPosition(1, 3);
        everyPosition(3, 1);
        everyPosition(2, 2);
    }

    @Test
    void sampledPositionsOfTwoByThreeHaveTheExhaustiveValue() {
        sampledPositions(2, 3, 4000, 1);
        sampledPositions(3, 2, 4000, 2);
    }
}
