package parlour.morris.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;

/**
 * Nine Men's Morris with four men against three against the game's own rules: each sampled position's value follows
 * from its legal moves as MorrisPosition plays them (a retrograde check), through the table itself, the endings of
 * three a side after a mill of the three, and the games a move ends.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FourThreeTableTest {
    private final MorrisRules rules = MorrisGame.NINE.rules(true);
    private final MorrisBoard board = MorrisBoard.NINE;
    private ThreeMenTable threeMen;
    private FourThreeTable table;
    private MorrisEndings endings;

    @BeforeAll
    void build() {
        threeMen = ThreeMenTable.build(board);
        table = FourThreeTable.build(threeMen);
        endings = new MorrisEndings(threeMen, table);
    }

    @Test
    void everySampledValueFollowsFromTheMovesAsTheRulesPlayThem() {
        Random random = new Random(11);
        int[] seen = new int[3];
        for (int sample = 0; sample < 20000; sample++) {
            boolean fourMove = sample % 2 == 0;
            int four = EndingsSamples.randomMen(random, 4, 0), three = EndingsSamples.randomMen(random, 3, four);
            int mover = fourMove ? four : three, opponent = fourMove ? three : four;
            MorrisPosition p = MorrisPosition.of(rules, mover, opponent, 0, 0, 1);
            if (p.isOver()) continue;
            int value = table.value(mover, opponent);
            seen[value > 0 ? 0 : value < 0 ? 1 : 2]++;
            assertThat(value)
                    .as(p.toString())
                    .isEqualTo(EndingsSamples.fromMoves(p, next -> EndingsSamples.value(endings, next)));
        }
        for (int n : seen)
            assertThat(n).as("won, lost, drawn among the samples").isGreaterThan(10);
        assertThat(table.longest()).as("the longest win or loss").isBetween(10, 250);
    }

    @Test
    void aMillTheFourCanCloseWinsAtOnceAndTheThreeMustStopIt() {
        int four = at("a1", "a4", "d7", "g1"), three = at("b2", "d2", "f2");
        assertThat(table.value(four, three)).as("d7 steps to a7: a1-a4-a7").isEqualTo(1);
        assertThat(table.value(three, four))
                .as("the three to move: a man on a7 stops that mill, so the three do not lose at once")
                .isNotEqualTo(-2);
    }

    @Test
    void aSearchTwoPliesDeepTakesTheQuickestWinAndTheLongestLossFromTheTable() {
        Random random = new Random(13);
        MorrisEndings threeOnly = new MorrisEndings(threeMen, null);
        int wins = 0, losses = 0;
        for (int sample = 0; wins < 4 || losses < 4; sample++) {
            boolean fourMove = sample % 2 == 0;
            int four = EndingsSamples.randomMen(random, 4, 0), three = EndingsSamples.randomMen(random, 3, four);
            int mover = fourMove ? four : three, opponent = fourMove ? three : four;
            int value = table.value(mover, opponent);
            boolean win = value >= 9 && wins < 4, loss = value <= -10 && losses < 4;
            if (!win && !loss) continue;
            MorrisPosition p = MorrisPosition.of(rules, mover, opponent, 0, 0, 1);
            // only where two plies with three a side solved (and its mills played out) do not see the end
            SearchPlayer without = think(new SearchPlayer(p, new Random(0), 2, 10_000, 19, threeOnly));
            if (Math.abs(without.value()) >= Search.DECIDED) continue;
            SearchPlayer player = think(new SearchPlayer(p, new Random(sample), 2, 10_000, 19, endings));
            MorrisPosition after = p.play(MorrisNotation.parse(p, player.move()));
            String what = p + ": " + value + " plies, played " + player.move();
            // the move keeps the value a ply shorter (through three a side after a mill of the three)
            int next = EndingsSamples.value(endings, after);
            assertThat(next).as(what).isEqualTo(value > 0 ? -(value - 1) : -value - 1);
            assertThat(player.value()).as(what).isEqualTo(value > 0 ? Search.WIN - value : -(Search.WIN + value));
            if (win) wins++;
            else losses++;
        }
    }

    private static SearchPlayer think(SearchPlayer player) {
        while (!player.think(5)) {
            // slices until the two plies are searched
        }
        return player;
    }

    private int at(String... names) {
        int mask = 0;
        for (String n : names) mask |= 1 << board.pointNamed(n);
        return mask;
    }
}
