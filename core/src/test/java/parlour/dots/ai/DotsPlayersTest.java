package parlour.dots.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.match.Thinker;
import parlour.testing.ThreadWork;

/** Computer players by level name, as menus, save files and the engine ask for them. */
class DotsPlayersTest {

    static String decide(Thinker t, double slice) {
        while (!t.think(slice)) {
            /* thinks on until done */
        }
        return t.move();
    }

    @Test
    void theDefaultLevelIsAKnownLevelAndPlaysALegalLine() {
        assertThat(Arrays.asList(DotsGame.RULES.players().levels()))
                .contains(DotsGame.RULES.players().defaultLevel());
        DotsPosition p = DotsPosition.empty(3, 3);
        Thinker t = DotsPlayers.LEVELS.computer(DotsGame.RULES.players().defaultLevel(), p, new Random(5));
        DotsPosition after = DotsGame.RULES.play(p, decide(t, 50));
        assertEquals(1, after.drawnCount());
    }

    @Test
    void theLevelsAreEasyMediumAndStrongWeakestFirst() {
        assertEquals(
                Arrays.asList("easy", "medium", "strong"),
                Arrays.asList(DotsGame.RULES.players().levels()));
        assertEquals(0, DotsPlayers.LEVELS.thinkMillis("easy"));
        assertThat(DotsPlayers.LEVELS.thinkMillis("strong")).isGreaterThan(0);
        assertThat(DotsPlayers.LEVELS.thinkMillis("strong")).isLessThanOrEqualTo(1000);
    }

    @Test
    void anUnknownLevelIsRefusedNamingTheKnownOnes() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> DotsPlayers.LEVELS.computer("grandmaster", DotsPosition.empty(3, 3), new Random(5)));
        assertThat(e.getMessage()).as(e.getMessage()).contains("grandmaster");
        assertThat(e.getMessage()).as(e.getMessage()).contains("easy");
        assertThat(e.getMessage()).as(e.getMessage()).contains("strong");
        assertThrows(IllegalArgumentException.class, () -> DotsPlayers.LEVELS.thinkMillis("grandmaster"));
    }

    /** A random position of the board with {@code drawn} lines drawn. */
    static DotsPosition randomPosition(int cols, int rows, int drawn, Random random) {
        DotsPosition p = DotsPosition.empty(cols, rows);
        while (p.drawnCount() < drawn && !p.isOver()) {
            int[] legal = p.legalLines();
            p = p.play(legal[random.nextInt(legal.length)]);
        }
        return p;
    }

    @Test
    void mediumAndStrongPlayLegalLinesOnEverySizeAndShapeOfBoard() {
        Random random = new Random(3);
        int[][] sizes = {
            {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}, {8, 8}, {9, 9}, {10, 10}, {11, 11}, {12, 12},
            {13, 13}, {14, 14}, {15, 15}, {1, 15}, {15, 1}, {2, 7}, {9, 4}, {3, 12}
        };
        for (int[] size : sizes) {
            int lines = DotsPosition.empty(size[0], size[1]).lineCount();
            for (int drawn : new int[] {0, lines / 3, 2 * lines / 3, lines - 2}) {
                DotsPosition p = randomPosition(size[0], size[1], drawn, random);
                if (p.isOver()) continue;
                for (String level : new String[] {"medium", "strong"}) {
                    String move = decide(DotsPlayers.LEVELS.computer(level, p, random, 100), 20);
                    String where = level + " on " + size[0] + "x" + size[1] + " after " + drawn + " lines: " + move;
                    int line = DotsNotation.parseMove(p, move);
                    assertTrue(!p.isDrawn(line), where);
                }
            }
        }
    }

    @Test
    void mediumAndStrongPlayWholeGamesToTheEnd() {
        Random random = new Random(9);
        for (String[] pair : new String[][] {{"strong", "medium"}, {"medium", "easy"}, {"easy", "strong"}}) {
            DotsPosition p = DotsPosition.empty(4, 3);
            while (!p.isOver()) {
                String level = pair[p.toMove() - 1];
                p = DotsGame.RULES.play(p, decide(DotsPlayers.LEVELS.computer(level, p, random, 50), 10));
            }
            assertEquals(12, p.score(1) + p.score(2));
        }
    }

    @Test
    void strongNeverPlaysALineThatLosesValueWhereThePositionCanBeSolved() {
        Random random = new Random(21);
        int[][] sizes = {{2, 2}, {1, 3}, {2, 3}, {3, 2}, {3, 3}};
        for (int[] size : sizes) {
            BruteForce brute = new BruteForce(size[0], size[1]);
            for (int i = 0; i < 40; i++) {
                // any number of lines drawn, the empty board included: with at most 24 lines it solves exactly
                DotsPosition p = randomPosition(size[0], size[1], random.nextInt(brute.lines), random);
                if (p.isOver()) continue;
                int mask = 0;
                for (int l = 0; l < p.lineCount(); l++) if (p.isDrawn(l)) mask |= 1 << l;
                String move = decide(DotsPlayers.LEVELS.computer("strong", p, random, 10_000), 50);
                int line = DotsNotation.parseMove(p, move);
                assertEquals(
                        brute.value(mask),
                        brute.lineValue(mask, line),
                        "strong's " + move + " keeps the value on " + size[0] + "x" + size[1] + " lines "
                                + Integer.toBinaryString(mask));
            }
        }
    }

    @Test
    void strongReturnsFromEachSliceWithinAGenerousBound() {
        // a sanity bound only: slices are 5 ms; anything near a second would freeze the screen. It counts the work done
        // (the thread's processor time), which a busy machine does not stretch as it stretches the clock
        Random random = new Random(4);
        DotsPosition p = randomPosition(7, 7, 30, random);
        Thinker t = DotsPlayers.LEVELS.computer("strong", p, random);
        boolean done = false;
        while (!done) {
            double before = ThreadWork.millis();
            done = t.think(5);
            double work = ThreadWork.millis() - before;
            assertThat(work).as("one slice worked for " + work + " ms").isLessThan(250);
        }
        assertTrue(!p.isDrawn(DotsNotation.parseMove(p, t.move())));
    }
}
