package parlour.morris.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;

/**
 * The Morris evaluation sees a mill that can open and close again with no opposing man able to step in (Sanmill won
 * games that way: a man swinging c5-d5 and back, taking a man each time it came home): the side facing one values
 * the step that stops it above every other move.
 */
class EvaluatorRunningMillTest {
    private static final MorrisRules RULES = new MorrisRules(MorrisBoard.NINE, true, false, 50);

    /**
     * X (player 1) has the closed mill c3 c4 c5; O (player 2, to move) stands next to c3 (on d3) and c4 (on b4), but
     * nothing of O's is next to c5, which can step out to d5 and back. O's e5 can step to d5 and shut that.
     */
    private static MorrisPosition position() {
        return MorrisPosition.of(
                RULES, EvaluatedMoves.mask("c3 c4 c5 a1 g1 g4"), EvaluatedMoves.mask("d3 b4 e5 a7 g7 b6"), 0, 0, 2);
    }

    @Test
    void theStepThatStopsTheRunningMillIsValuedHighest() {
        MorrisPosition p = position();
        EvaluatedMoves e = new EvaluatedMoves(p);
        int best = e.bestValue, second = e.secondValue;
        String bestMove = e.best;
        assertEquals("e5-d5", bestMove, "best " + best + ", next " + second);
        assertThat(best - second).as("by a margin").isGreaterThan(100);
    }

    @Test
    void theMillRunsOnlyWhileNoOpposingManCanStepIntoThePointLeft() {
        MorrisPosition p = position();
        MorrisPosition shut = p.play(MorrisNotation.parse(p, "e5-d5"));
        MorrisPosition open = p.play(MorrisNotation.parse(p, "e5-e4"));
        // X to move in both: with d5 taken by O, X's mill can no longer open and close unopposed
        assertThat(Evaluator.evaluate(new SearchBoard(open)) - Evaluator.evaluate(new SearchBoard(shut)))
                .isGreaterThan(300);
    }
}
