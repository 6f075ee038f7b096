package parlour.dots.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.testing.ThreadWork;

/** Line-by-line analysis for the hint and the overlay: exact values, best lines, loony lines, estimates. */
class DotsAnalysisTest {

    static DotsAnalysis analysed(DotsPosition p, double budget) {
        DotsAnalysis a = new DotsAnalysis(p, budget, new Random(1));
        while (!a.think(5)) {
            /* slices until done */
        }
        return a;
    }

    static DotsPosition board(int cols, int rows, String... moves) {
        DotsPosition p = DotsPosition.empty(cols, rows);
        for (String m : moves) p = DotsGame.RULES.play(p, m);
        return p;
    }

    @Test
    void everyLineOfSmallPositionsGetsItsExhaustiveValueAndTheBestAreMarked() {
        Random random = new Random(8);
        for (int[] size : new int[][] {{2, 2}, {2, 3}, {3, 2}}) {
            BruteForce brute = new BruteForce(size[0], size[1]);
            for (int i = 0; i < 30; i++) {
                DotsPosition p = DotsPlayersTest.randomPosition(size[0], size[1], random.nextInt(brute.lines), random);
                if (p.isOver()) continue;
                int mask = 0;
                for (int l = 0; l < p.lineCount(); l++) if (p.isDrawn(l)) mask |= 1 << l;
                DotsAnalysis a = analysed(p, 60_000);
                assertTrue(a.isSolved());
                assertEquals(brute.value(mask), a.value());
                assertEquals(p.lineCount() - p.drawnCount(), a.lines().size());
                for (DotsAnalysis.LineValue v : a.lines()) {
                    assertTrue(v.isExact(), v.toString());
                    assertEquals(brute.lineValue(mask, v.line()), v.value(), v.toString());
                    assertEquals(v.value() == brute.value(mask), v.isBest(), v.toString());
                    assertEquals(p.boxesClosedBy(v.line()), v.closes(), v.toString());
                }
            }
        }
    }

    @Test
    void openingALongChainOrAHalfHeartedHandoutIsLoonyAndAHardHeartedOneIsNot() {
        // 3x1 boxes in a row with the top and bottom drawn: one chain of three; an end side opens it
        DotsPosition three = board(3, 1, "a1-b1", "b1-c1", "c1-d1", "a2-b2", "b2-c2", "c2-d2");
        DotsAnalysis a = analysed(three, 10_000);
        assertTrue(a.line(three.lineBetween(0, 0, 0, 1)).isLoony());
        assertTrue(a.line(three.lineBetween(1, 0, 1, 1)).isLoony(), "opened inside, two boxes still make a choice");
        // 2x1 with the top and bottom drawn: a 2-chain; the middle line is hard-hearted, an end half-hearted
        DotsPosition two = board(2, 1, "a1-b1", "b1-c1", "a2-b2", "b2-c2");
        DotsAnalysis b = analysed(two, 10_000);
        assertFalse(b.line(two.lineBetween(1, 0, 1, 1)).isLoony());
        assertTrue(b.line(two.lineBetween(0, 0, 0, 1)).isLoony());
        // a line that closes a box is not loony, and a drawn line has no entry
        DotsPosition box = board(2, 1, "a1-b1", "a2-b2", "a1-a2");
        DotsAnalysis c = analysed(box, 10_000);
        assertFalse(c.line(box.lineBetween(1, 0, 1, 1)).isLoony());
        assertEquals(1, c.line(box.lineBetween(1, 0, 1, 1)).closes());
        assertNull(c.line(box.lineBetween(0, 0, 1, 0)));
    }

    @Test
    void withoutTimeToSolveEveryLineGetsAnEstimateAndSomeLineIsBest() {
        DotsPosition p = DotsPlayersTest.randomPosition(9, 9, 20, new Random(2));
        DotsAnalysis a = new DotsAnalysis(p, 50, new Random(1));
        boolean done = false;
        while (!done) {
            // a sanity bound only: slices are 5 ms. It counts the work done (the thread's processor time), which a busy
            // machine does not stretch as it stretches the clock
            double before = ThreadWork.millis();
            done = a.think(5);
            double work = ThreadWork.millis() - before;
            assertThat(work).as("one slice worked for " + work + " ms").isLessThan(250);
        }
        assertFalse(a.isSolved());
        assertEquals(p.lineCount() - p.drawnCount(), a.lines().size());
        boolean anyBest = false;
        for (DotsAnalysis.LineValue v : a.lines()) anyBest |= v.isBest();
        assertTrue(anyBest);
    }
}
