package parlour.dots.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
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
            assertEquals(
                    expected,
                    brute.lineValue(mask, solver.bestLine()),
                    "the chosen line is optimal: " + cols + "x" + rows + " lines " + Integer.toBinaryString(mask));
        }
    }

    private static void everyPosition(int cols, int rows) {
        BruteForce brute = new BruteForce(cols, rows);
        for (int mask = 0; mask < (1 << brute.lines); mask++) check(cols, rows, brute, mask);
    }

    private static void sampledPositions(int cols, int rows, int samples, long seed) {
        sampledPositions(cols, rows, samples, seed, 0);
    }

    /** Positions with at least {@code minDrawn} lines drawn (fewer would make the exhaustive solver slow). */
    private static void sampledPositions(int cols, int rows, int samples, long seed, int minDrawn) {
        BruteForce brute = new BruteForce(cols, rows);
        Random random = new Random(seed);
        for (int i = 0; i < samples; i++) {
            // an even spread of how many lines are drawn
            int drawn = minDrawn + random.nextInt(brute.lines + 1 - minDrawn);
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

    @Test
    void sampledPositionsOfThreeByThreeAndTwoByFourHaveTheExhaustiveValue() {
        // big enough for chains, loops and junctions to meet the solver's pruning, its killer lines and its
        // small table's replacements (2^12 entries, so positions are pushed out and searched again)
        sampledPositions(3, 3, 600, 3, 8);
        sampledPositions(2, 4, 400, 4, 6);
        sampledPositions(4, 2, 400, 5, 6);
    }

    /**
     * The lines of a random 3x3 position with {@code least} to {@code least + 11} lines drawn and no box to take, set
     * on {@code board} and scanned into {@code chains}.
     */
    private static int quietSample(Random random, int least, SearchBoard board, ChainScan chains, int lines) {
        while (true) {
            int drawn = least + random.nextInt(12);
            int mask = 0;
            while (Integer.bitCount(mask) < drawn) mask |= 1 << random.nextInt(lines);
            board.setLines(withLines(3, 3, mask));
            if (board.sideCount[3] != 0) continue;
            chains.scan(board);
            return mask;
        }
    }

    @Test
    void positionsWithAlikeComponentsHaveTheExhaustiveValue() {
        // the solver opens only one of two alike chains or loops with the same ends (corner boxes, border
        // 2-chains, two boxes between the same two junctions): 3x3 positions with such a pair, checked against
        // the exhaustive solver
        BruteForce brute = new BruteForce(3, 3);
        SearchBoard board = new SearchBoard(3, 3);
        ChainScan chains = new ChainScan(board.boxCount);
        Random random = new Random(7);
        int checked = 0;
        int atJunctions = 0;
        while (checked < 150 || atJunctions < 50) {
            int mask = quietSample(random, 8, board, chains, brute.lines);
            int pair = alikePair(chains);
            if (pair == 0) continue;
            check(3, 3, brute, mask);
            checked++;
            if (pair == 2) atJunctions++;
        }
    }

    @Test
    void positionsWithALoneBoxAndALoneTwoChainHaveTheExhaustiveValue() {
        // the solver gives away a 2-chain with both ends on the border only when no such single box is left: 3x3
        // positions with both, some with boxes of fewer than two sides (else the loony endgame's values decide),
        // checked against the exhaustive solver
        BruteForce brute = new BruteForce(3, 3);
        SearchBoard board = new SearchBoard(3, 3);
        ChainScan chains = new ChainScan(board.boxCount);
        Random random = new Random(8);
        int checked = 0;
        int notSimple = 0;
        while (checked < 100 || notSimple < 40) {
            int mask = quietSample(random, 6, board, chains, brute.lines);
            if (!hasLoneChain(chains, 1) || !hasLoneChain(chains, 2)) continue;
            check(3, 3, brute, mask);
            checked++;
            if (board.sideCount[0] + board.sideCount[1] > 0) notSimple++;
        }
    }

    private static boolean hasLoneChain(ChainScan chains, int length) {
        for (int c = 0; c < chains.count; c++) {
            if (chains.code(c) == 2 * length && chains.endA[c] < 0 && chains.endB[c] < 0) return true;
        }
        return false;
    }

    /** 0 without two alike components, 1 with a pair touching nothing else, 2 with a pair ending on a box. */
    private static int alikePair(ChainScan chains) {
        int found = 0;
        for (int a = 0; a < chains.count; a++) {
            for (int b = a + 1; b < chains.count; b++) {
                if (!chains.sameEnds(a, b) || chains.code(a) != chains.code(b)) continue;
                found = Math.max(found, chains.endA[a] >= 0 || chains.endB[a] >= 0 ? 2 : 1);
            }
        }
        return found;
    }

    @Test
    void positionsDifferingInWhichBorderLineOfABoxIsDrawnAreOne() {
        // a box's border lines are all strings to the ground (Barker and Korf): a corner box's two, an end box's
        // three on a 1xN board. Random positions with one such line drawn and another undrawn, and the same with
        // the two exchanged and then turned by a random symmetry: the same exhaustive value, the solver's value
        // and an optimal line for both, and the same table key
        int[][] sizes = {{3, 3}, {2, 4}, {4, 2}, {1, 4}};
        Random random = new Random(9);
        for (int[] size : sizes) {
            int cols = size[0], rows = size[1];
            BruteForce brute = new BruteForce(cols, rows);
            SearchBoard board = new SearchBoard(cols, rows);
            int[] keys = new int[2 * board.words];
            int horizontal = cols * (rows + 1);
            int checked = 0;
            while (checked < 150) {
                int drawn = Math.min(8, brute.lines / 2) + random.nextInt(brute.lines / 2);
                int mask = 0;
                while (Integer.bitCount(mask) < drawn) mask |= 1 << random.nextInt(brute.lines);
                int x = random.nextInt(cols), y = random.nextInt(rows);
                // the box's border lines, worked out here: bottom, top, left, right
                int[] sides = {
                    y * cols + x,
                    (y + 1) * cols + x,
                    horizontal + y * (cols + 1) + x,
                    horizontal + y * (cols + 1) + x + 1
                };
                boolean[] border = {y == 0, y == rows - 1, x == 0, x == cols - 1};
                int on = -1, off = -1;
                for (int k = 0; k < 4; k++) {
                    if (!border[k]) continue;
                    if ((mask & (1 << sides[k])) != 0) on = sides[k];
                    else off = sides[k];
                }
                if (on < 0 || off < 0) continue;
                int swapped = mask ^ (1 << on) ^ (1 << off);
                int s = random.nextInt(board.symmetries);
                int turned = 0;
                for (int l = 0; l < brute.lines; l++) {
                    if ((swapped & (1 << l)) != 0) turned |= 1 << board.perm[s * brute.lines + l];
                }
                String what = cols + "x" + rows + " lines " + Integer.toBinaryString(mask) + ", " + on + " for " + off;
                assertEquals(brute.value(mask), brute.value(turned), what);
                check(cols, rows, brute, mask);
                check(cols, rows, brute, turned);
                board.setLines(withLines(cols, rows, mask));
                board.canonical(keys, 0);
                board.setLines(withLines(cols, rows, turned));
                board.canonical(keys, board.words);
                for (int w = 0; w < board.words; w++) assertEquals(keys[w], keys[board.words + w], what);
                checked++;
            }
        }
    }

    @Test
    void publishedValuesFromTheEmptyBoardForTheFirstPlayer() {
        // 3x3 boxes: the first player loses by 3 (Wilson); 2x2: wins by 2; 1x1: the second player takes the box
        assertEquals(-3, solved(DotsPosition.empty(3, 3)).value());
        assertEquals(2, solved(DotsPosition.empty(2, 2)).value());
        assertEquals(-1, solved(DotsPosition.empty(1, 1)).value());
        assertEquals(0, solved(DotsPosition.empty(1, 2)).value());
    }

    @Test
    void theValueCountsOnlyTheBoxesStillOpenAndIsTheSameForEitherPlayerToMove() {
        // the second player to move takes the corner box a1 (and moves again): 1 box claimed, 8 open on 3x3
        DotsPosition p = DotsPosition.empty(3, 3);
        for (String m : new String[] {"a1-b1", "c3-d3", "a1-a2", "d1-d2", "a2-b2", "b1-b2"})
            p = DotsGame.RULES.play(p, m);
        assertEquals(1, p.score(2));
        DotsPosition other = DotsPosition.empty(3, 3, 2);
        for (String m : new String[] {"a1-b1", "c3-d3", "a1-a2", "d1-d2", "a2-b2", "b1-b2"})
            other = DotsGame.RULES.play(other, m);
        BruteForce brute = new BruteForce(3, 3);
        int mask = 0;
        for (int l = 0; l < p.lineCount(); l++) if (p.isDrawn(l)) mask |= 1 << l;
        assertEquals(brute.value(mask), solved(p).value());
        assertEquals(1, other.score(1));
        assertEquals(solved(p).value(), solved(other).value());
    }

    @Test
    void aFinishedGameIsWorthNothingAndHasNoMove() {
        DotsSolver solver = solved(withLines(1, 1, 0b1111));
        assertEquals(0, solver.value());
        assertEquals(-1, solver.bestLine());
        assertNull(solver.bestMove());
    }

    @Test
    void answersAreRefusedUntilSolvedAndTheSearchResumesAcrossSlices() {
        DotsSolver solver = new DotsSolver(DotsPosition.empty(3, 3), 16);
        assertFalse(solver.isSolved());
        assertThrows(IllegalStateException.class, solver::value);
        int slices = 0;
        while (!solver.think(0.5)) slices++;
        assertThat(slices).as("a tiny budget leaves the search to be resumed").isGreaterThan(1);
        assertEquals(-3, solver.value());
        assertThrows(IllegalArgumentException.class, () -> new DotsSolver(DotsPosition.empty(2, 2), 30));
    }
}
