package parlour.morris.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;

/**
 * The Morris evaluation sees a man that one opposing move would shut in: a man whose only free point the opponent
 * can fill next, from its hand or by a step, is worth less than the same freedom out of the opponent's reach. The
 * second player's early blockades against Sanmill began with men in corners, two ways out each, shut one at a time.
 */
class EvaluatorExposedTest {
    private static final MorrisRules RULES = new MorrisRules(MorrisBoard.NINE, true, false, 50);

    /**
     * X to place with O's man on a4. A corner beside it (a1 or a7) leaves X's new man one free point, which O's next
     * placement takes; a free corner (g1 or g7) keeps two. Taking a step from a4 must not make up for that.
     */
    @Test
    void aCornerBesideAnOpposingManIsWorseThanAFreeCornerWhilePlacing() {
        MorrisPosition p = MorrisPosition.of(RULES, mask("d2"), mask("a4"), 8, 8, 1);
        assertThat(valueOf(p, "g1")).isGreaterThan(valueOf(p, "a1"));
        assertThat(valueOf(p, "g7")).isGreaterThan(valueOf(p, "a7"));
    }

    /**
     * Both hands empty, X to move. X's a1 can step only to d1. With O's man on g1, O can step there and shut a1 in;
     * with O's man on g7 instead, no O man reaches d1. Everything else is the same, so is each side's freedom.
     */
    @Test
    void aLastFreePointAnOpposingManCanStepIntoIsADanger() {
        MorrisPosition threatened = MorrisPosition.of(RULES, mask("a1 b6 e4 d6"), mask("a4 g1 c3 f2"), 0, 0, 1);
        MorrisPosition safe = MorrisPosition.of(RULES, mask("a1 b6 e4 d6"), mask("a4 g7 c3 f2"), 0, 0, 1);
        assertThat(Evaluator.evaluate(new SearchBoard(threatened)))
                .isLessThan(Evaluator.evaluate(new SearchBoard(safe)));
    }

    /** X's value of placing on {@code point}, as the evaluation sees the position after it (O to move). */
    private static int valueOf(MorrisPosition p, String point) {
        return -Evaluator.evaluate(new SearchBoard(p.play(MorrisNotation.parse(p, point))));
    }

    private static int mask(String points) {
        int m = 0;
        for (String name : points.split(" ")) m |= 1 << MorrisBoard.NINE.pointNamed(name);
        return m;
    }
}
