package parlour.dots.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.game.Analysis;
import parlour.game.MoveValue;

/**
 * The analysis overlay tells the truth on every board: exact numbers only where the solver proves them,
 * plain words (takes, safe, gives, loony) where the board is too big, the same marks for the same position
 * every time, and a hint that is always one of the overlay's best lines.
 */
class DotsAdviceTest {
    private static List<MoveValue> analyse(DotsPosition p, double budget) {
        Analysis<DotsPosition> a = DotsAdvice.INSTANCE.analyse(p, budget, new Random(p.hashCode()));
        while (!a.think(5)) {
            // slices, as the screen runs them
        }
        return a.values();
    }

    private static List<String> describe(List<MoveValue> values) {
        List<String> out = new ArrayList<>();
        for (MoveValue v : values) out.add(v.move + " " + v.mark + (v.isBest() ? " best" : ""));
        return out;
    }

    @Test
    void onABigBoardEstimatesAreWordsNotNumbers_andTheSamePositionGetsTheSameMarks() {
        DotsPosition p = DotsGame.RULES.play(DotsPosition.empty(7, 7), "d4-e4");
        List<MoveValue> first = analyse(p, 30);
        List<MoveValue> again = analyse(p, 30);
        assertEquals(p.lineCount() - 1, first.size());
        for (MoveValue v : first) {
            if (v.exact) continue;
            assertTrue(
                    v.mark.equals("safe")
                            || v.mark.equals("gives")
                            || v.mark.equals("loony")
                            || v.mark.startsWith("takes"),
                    "an estimate is shown as what it is, not as a number: " + v.mark);
        }
        assertEquals(
                describe(first), describe(again), "running the analysis again gives the same marks and best lines");
        // after one line on an empty 7x7 board every other line gives nothing away
        assertTrue(
                first.stream().filter(v -> !v.exact).allMatch(v -> v.mark.equals("safe") && v.isBest()),
                describe(first).toString());
    }

    @Test
    void theHintIsOneOfTheOverlaysBestLines() {
        DotsPosition p = DotsPosition.empty(5, 5);
        Random random = new Random(4);
        for (int i = 0; i < 22; i++) {
            List<String> legal = DotsGame.RULES.legalMoves(p);
            p = DotsGame.RULES.play(p, legal.get(random.nextInt(legal.size())));
        }
        List<MoveValue> overlay = analyse(p, 40);
        List<String> best = new ArrayList<>();
        for (MoveValue v : overlay) if (v.isBest()) best.add(v.move);
        assertThat(best).as("some line is best").isNotEmpty();
        List<MoveValue> hintRun = analyse(p, 40);
        MoveValue hint = hintRun.stream().filter(MoveValue::isBest).findFirst().orElseThrow();
        assertThat(best)
                .as("the hint " + hint.move + " is among the overlay's best " + best)
                .contains(hint.move);
    }

    @Test
    void whereTheSolverProvesThemTheMarksAreExactNumbers() {
        DotsPosition p = DotsPosition.empty(2, 2);
        for (String m : new String[] {"a1-b1", "a3-b3", "c1-c2"}) p = DotsGame.RULES.play(p, m);
        List<MoveValue> values = analyse(p, 2000);
        for (MoveValue v : values) {
            assertTrue(v.exact, v.move + " is exact on a 2x2 board");
            assertEquals((v.value > 0 ? "+" : "") + v.value, v.mark);
        }
    }
}
