package parlour.morris.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import parlour.game.Analysis;
import parlour.game.MoveValue;
import parlour.morris.MorrisPosition;

/**
 * Morris hints from the table: the best move is the perfect player's trap, moves that throw the draw away are
 * marked as blunders with their distance, and a win is hinted with its plies. Without the table the search hints.
 */
class MorrisAdviceTest {
    private static MorrisTable flyingOff;

    @BeforeAll
    static void build() {
        flyingOff = new TableBuilder(false).buildMoving(8);
    }

    @Test
    void theHintIsThePerfectPlayersTrapAndLosingMovesAreBlunders() {
        MorrisPosition p = TablePlayerTest.position(false, "e1 a3 b2 c2", "a1 c1 e3 b4");
        MorrisAdvice advice = new MorrisAdvice(new MorrisDatabase(flying -> flying ? null : flyingOff));
        Analysis<MorrisPosition> a = run(advice, p);
        assertTrue(a.isExact());
        MoveValue best = best(a);
        assertEquals("b2-b3", best.move);
        assertEquals(0, best.value);
        assertEquals("Perfect play: b2-b3 (it keeps the draw).", advice.hintText(a, best));
        int blunders = 0;
        for (MoveValue v : a.values()) {
            assertTrue(v.exact);
            if (v.kind == MoveValue.BLUNDER) {
                blunders++;
                assertThat(v.value).as(v.move + " loses: " + v.value).isLessThan(0);
                assertTrue(v.mark.isEmpty() || v.mark.startsWith("L"), v.mark);
            }
        }
        assertThat(blunders).as("some moves lose here").isGreaterThan(0);
        // what the cursor's point says with the mark drawn under it
        assertEquals("draws, best", advice.valueWords(best));
        for (MoveValue v : a.values())
            if (v.kind == MoveValue.BLUNDER && !v.mark.isEmpty())
                assertThat(advice.valueWords(v)).as(v.mark).matches("loses (in \\d+ plies|at once), a mistake");
    }

    @Test
    void aWonPositionIsHintedWithItsDistance() {
        // X closes a mill on the bottom line at once: a1 and c1 held, e3 goes down to e1
        MorrisPosition p = TablePlayerTest.position(false, "a1 c1 e3 c5", "a5 e5 b4 d4");
        MorrisAdvice advice = new MorrisAdvice(new MorrisDatabase(flying -> flying ? null : flyingOff));
        Analysis<MorrisPosition> a = run(advice, p);
        MoveValue best = best(a);
        assertThat(best.value).as(best.move + " " + best.value).isGreaterThan(0);
        assertThat(advice.hintText(a, best)).as(advice.hintText(a, best)).contains("it wins in ");
        assertThat(advice.valueWords(best)).as(best.mark).matches("wins (in \\d+ plies|at once), best");
    }

    @Test
    void withoutTheTableTheSearchHints() {
        MorrisPosition p = TablePlayerTest.position(false, "e1 a3 b2 c2", "a1 c1 e3 b4");
        MorrisAdvice advice = new MorrisAdvice(MorrisDatabase.NONE);
        Analysis<MorrisPosition> a = run(advice, p);
        assertFalse(a.isExact());
        MoveValue best = best(a);
        assertEquals("The computer would play " + best.move + ".", advice.hintText(a, best));
    }

    private static Analysis<MorrisPosition> run(MorrisAdvice advice, MorrisPosition p) {
        Analysis<MorrisPosition> a = advice.analyse(p, 500, new Random(1));
        while (!a.think(10)) {
            // slices
        }
        return a;
    }

    private static MoveValue best(Analysis<MorrisPosition> a) {
        for (MoveValue v : a.values()) if (v.isBest()) return v;
        throw new AssertionError("no best move");
    }
}
