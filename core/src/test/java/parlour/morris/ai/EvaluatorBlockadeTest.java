package parlour.morris.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;

/**
 * The Morris evaluation sees a blockade while pieces are still being placed: shutting in the opponent's last free
 * man is worth more than any other placement, though another one would make a mill ready to close.
 */
class EvaluatorBlockadeTest {
    private static final MorrisRules RULES = new MorrisRules(MorrisBoard.NINE, true, false, 50);

    /**
     * X (player 1) to place, both with their last man in hand. O's corner men are shut in by X's; O's d3 can step
     * only to c3. Placing on b4 would make a mill ready to close (a4 b4, c4 empty); placing on c3 leaves O's men
     * no move, so that only O's last placement can free one.
     */
    private static MorrisPosition position() {
        return MorrisPosition.of(
                RULES, EvaluatedMoves.mask("a4 d1 d2 d7 e3 g4"), EvaluatedMoves.mask("a1 a7 d3 g1 g7"), 1, 1, 1);
    }

    @Test
    void theBlockingPlacementIsValuedHighest() {
        MorrisPosition p = position();
        EvaluatedMoves e = new EvaluatedMoves(p);
        int best = e.bestValue, second = e.secondValue;
        String bestMove = e.best;
        assertEquals("c3", bestMove);
        assertThat(best)
                .as("c3 is worth strictly more than any other placement: " + best + " vs " + second)
                .isGreaterThan(second);
        int mill = -Evaluator.evaluate(new SearchBoard(p.play(MorrisNotation.parse(p, "b4"))));
        assertThat(best)
                .as("blocking beats the mill ready to close: " + best + " vs " + mill)
                .isGreaterThan(mill);
    }

    @Test
    void aOnePlySearchPlacesTheBlock() {
        for (long seed = 0; seed < 5; seed++) {
            SearchPlayer player = new SearchPlayer(position(), new Random(seed), 1, 10_000, 19);
            while (!player.think(5)) {
                // slices
            }
            assertEquals("c3", player.move(), "seed " + seed);
        }
    }

    @Test
    void theBlockedSideIsWorseOffThanBeforeTheBlock() {
        MorrisPosition p = position();
        MorrisPosition blocked = p.play(MorrisNotation.parse(p, "c3"));
        MorrisPosition open = p.play(MorrisNotation.parse(p, "b6"));
        // O to move in both; with its last free man shut in, O's view is worse
        assertThat(Evaluator.evaluate(new SearchBoard(blocked))).isLessThan(Evaluator.evaluate(new SearchBoard(open)));
    }
}
