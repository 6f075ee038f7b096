package parlour.morris.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;

/**
 * The database builder against the rules: part of the table (the moving phase with up to seven pieces, with and
 * without flying) is regenerated and every sampled position's value must follow from its moves' values as the
 * rules play them, and a forced win the table reports must be found by the search as well.
 */
class TableBuilderTest {
    @Test
    void indicesNumberEverySetDensely() {
        for (int a = 0; a <= 6; a++) {
            for (int b = 0; b <= 6 && a + b <= 16; b++) {
                boolean[] seen = new boolean[TableIndex.size(a, b)];
                int n = 0;
                for (int me = (1 << a) - 1; me < 1 << 16; me = TableIndex.nextSet(me)) {
                    for (int sq = (1 << b) - 1; sq < 1 << (16 - a); sq = TableIndex.nextSet(sq)) {
                        int them = TableIndex.spread(sq, me);
                        assertEquals(sq, TableIndex.squeeze(them, me));
                        int i = TableIndex.index(me, them);
                        assertEquals(n++, i, "colex order is index order");
                        seen[i] = true;
                        if (sq == 0) break;
                    }
                    if (me == 0) break;
                }
                assertEquals(seen.length, n);
            }
        }
    }

    @Test
    void everyValueFollowsFromItsMoves() {
        for (boolean flying : new boolean[] {true, false}) {
            TableBuilder builder = new TableBuilder(flying);
            MorrisTable table = builder.buildMoving(7);
            MorrisRules rules = new MorrisRules(MorrisBoard.SIX, flying, false, 0);
            Random random = new Random(flying ? 1 : 2);
            int checked = 0, decided = 0;
            for (int[] ab : new int[][] {{3, 3}, {3, 4}, {4, 3}}) {
                for (int me = (1 << ab[0]) - 1; me < 1 << 16; me = TableIndex.nextSet(me)) {
                    for (int sq = (1 << ab[1]) - 1; sq < 1 << (16 - ab[0]); sq = TableIndex.nextSet(sq)) {
                        if (random.nextInt(25) != 0) continue;
                        int them = TableIndex.spread(sq, me);
                        int v = table.value(me, them, 0, 0);
                        assertEquals(
                                expected(table, MorrisPosition.of(rules, me, them, 0, 0, 1)),
                                v,
                                "mover " + me + " against " + them);
                        checked++;
                        if (v != 0) decided++;
                    }
                }
            }
            assertThat(checked).as("checked " + checked).isGreaterThan(10_000);
            assertThat(decided).as("some positions are decided: " + decided).isGreaterThan(checked / 10);
        }
    }

    /** The value the rules give a position from its moves' values in the table. */
    private static int expected(MorrisTable table, MorrisPosition p) {
        if (p.isOver()) return -1;
        int minWin = Integer.MAX_VALUE, maxLoss = 0;
        boolean draw = false;
        for (int m : p.legalMoves()) {
            MorrisPosition c = p.play(m);
            int v = c.isOver() ? -1 : table.value(c.men(2), c.men(1), 0, 0);
            if (v < 0) minWin = Math.min(minWin, -v);
            else if (v > 0) maxLoss = Math.max(maxLoss, v);
            else draw = true;
        }
        if (minWin != Integer.MAX_VALUE) return minWin + 1;
        return draw ? 0 : -(maxLoss + 1);
    }

    @Test
    void theSearchFindsTheWinsTheTableReports() {
        MorrisTable table = new TableBuilder(true).buildMoving(7);
        MorrisRules rules = new MorrisRules(MorrisBoard.SIX, true, false, 0);
        Random random = new Random(5);
        int found = 0;
        for (int tries = 0; tries < 20_000 && found < 20; tries++) {
            int me = 0, them = 0;
            while (Integer.bitCount(me) < 4) me |= 1 << random.nextInt(16);
            while (Integer.bitCount(them) < 3) them |= 1 << random.nextInt(16) & ~me;
            int v = table.value(me, them, 0, 0);
            if (v < 2 || v > 8) continue;
            MorrisPosition p = MorrisPosition.of(rules, me, them, 0, 0, 1);
            assertEquals("win " + (v - 1), MorrisSolve.solveBySearch(p, 20_000));
            found++;
        }
        assertThat(found).as("found " + found).isGreaterThanOrEqualTo(10);
    }
}
