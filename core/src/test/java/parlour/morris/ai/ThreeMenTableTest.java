package parlour.morris.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;

/**
 * Nine Men's Morris with three men a side against the game's own rules: each sampled position's value in the table
 * follows from its legal moves as MorrisPosition plays them (a retrograde check), and the known positions come out
 * as a player would count them.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ThreeMenTableTest {
    private final MorrisRules rules = MorrisGame.NINE.rules(true);
    private final MorrisBoard board = MorrisBoard.NINE;
    private ThreeMenTable table;

    @BeforeAll
    void build() {
        table = ThreeMenTable.build(board);
    }

    @Test
    void everySampledValueFollowsFromTheMovesAsTheRulesPlayThem() {
        Random random = new Random(7);
        int[] seen = new int[3];
        for (int sample = 0; sample < 20000; sample++) {
            int mover = EndingsSamples.randomMen(random, 3, 0), opponent = EndingsSamples.randomMen(random, 3, mover);
            MorrisPosition p = MorrisPosition.of(rules, mover, opponent, 0, 0, 1);
            int value = table.value(mover, opponent);
            seen[value > 0 ? 0 : value < 0 ? 1 : 2]++;
            assertThat(value)
                    .as(p.toString())
                    .isEqualTo(EndingsSamples.fromMoves(p, next -> table.value(next.men(2), next.men(1))));
        }
        for (int n : seen)
            assertThat(n).as("won, lost, drawn among the samples").isGreaterThan(10);
    }

    @Test
    void aMillToCloseWinsAtOnceAndTwoThreatsCannotBothBeStopped() {
        // the mover has a1 and d1 with g1 free, and b2 to fly there; the opponent's threat on d7 comes too late
        assertThat(table.value(at("a1", "d1", "b2"), at("a4", "a7", "g7"))).isEqualTo(1);
        // the opponent on g1 shuts that mill and threatens d7 (a7 g7) and g4 (g1 g7): one man blocks only one
        assertThat(table.value(at("a1", "d1", "b2"), at("g1", "a7", "g7"))).isEqualTo(-2);
    }

    @Test
    void theTableHoldsLongWinsAndEveryKind() {
        int[] counts = table.counts();
        assertThat(counts[0] + counts[1] + counts[2]).isEqualTo(2024 * 1330);
        // most positions are won: two men on a line with its third point free win at once
        assertThat(counts[0]).as("won").isGreaterThan(counts[1] + counts[2]);
        assertThat(counts[2]).as("drawn").isPositive();
        assertThat(table.longest()).as("the longest win or loss").isBetween(15, 60);
    }

    private int at(String... names) {
        int mask = 0;
        for (String n : names) mask |= 1 << board.pointNamed(n);
        return mask;
    }
}
