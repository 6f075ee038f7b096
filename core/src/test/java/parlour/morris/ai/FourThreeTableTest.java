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

    @BeforeAll
    void build() {
        threeMen = ThreeMenTable.build(board);
        table = FourThreeTable.build(threeMen);
    }

    @Test
    void everySampledValueFollowsFromTheMovesAsTheRulesPlayThem() {
        Random random = new Random(11);
        int[] seen = new int[3];
        for (int sample = 0; sample < 20000; sample++) {
            boolean fourMove = sample % 2 == 0;
            int four = men(random, 4, 0), three = men(random, 3, four);
            int mover = fourMove ? four : three, opponent = fourMove ? three : four;
            MorrisPosition p = MorrisPosition.of(rules, mover, opponent, 0, 0, 1);
            if (p.isOver()) continue;
            int value = table.value(mover, opponent);
            seen[value > 0 ? 0 : value < 0 ? 1 : 2]++;
            assertThat(value).as(p.toString()).isEqualTo(fromMoves(p));
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
        MorrisEndings endings = new MorrisEndings(threeMen, table), threeOnly = new MorrisEndings(threeMen, null);
        int wins = 0, losses = 0;
        for (int sample = 0; wins < 4 || losses < 4; sample++) {
            boolean fourMove = sample % 2 == 0;
            int four = men(random, 4, 0), three = men(random, 3, four);
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
            int next = Integer.bitCount(after.men(1) | after.men(2)) == 6
                    ? threeMen.value(after.men(2), after.men(1))
                    : table.value(after.men(2), after.men(1));
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

    /** The value the rules give {@code p} from its moves' values in the tables. */
    private int fromMoves(MorrisPosition p) {
        int bestWin = Integer.MAX_VALUE, longestLoss = 0;
        boolean draw = false;
        for (int move : p.legalMoves()) {
            MorrisPosition next = p.play(move);
            if (next.isOver()) {
                assertThat(next.winner())
                        .as("a move that ends the game wins it: " + next)
                        .isEqualTo(1);
                bestWin = 1;
                continue;
            }
            int him = next.men(2), me = next.men(1);
            int v = Integer.bitCount(him) + Integer.bitCount(me) == 6 ? threeMen.value(him, me) : table.value(him, me);
            if (v < 0) bestWin = Math.min(bestWin, 1 - v);
            else if (v == 0) draw = true;
            else longestLoss = Math.max(longestLoss, v + 1);
        }
        if (bestWin != Integer.MAX_VALUE) return bestWin;
        return draw ? 0 : -longestLoss;
    }

    private int at(String... names) {
        int mask = 0;
        for (String n : names) mask |= 1 << board.pointNamed(n);
        return mask;
    }

    /** {@code n} points at random among those not {@code taken}. */
    private static int men(Random random, int n, int taken) {
        int mask = 0;
        while (Integer.bitCount(mask) < n) {
            int p = random.nextInt(24);
            if ((taken >> p & 1) == 0) mask |= 1 << p;
        }
        return mask;
    }
}
