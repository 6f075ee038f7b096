package parlour.morris.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisMove;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;

/**
 * The strong Morris player with the solved endings of three men a side: two plies deep it takes the quickest win and
 * holds out longest in a loss, however long the table says they are, and it does not count on a win the draw after
 * quiet moves would come before.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SearchThreeMenTest {
    private final MorrisRules rules = MorrisGame.NINE.rules(true);
    private ThreeMenTable table;

    @BeforeAll
    void solve() {
        table = ThreeMenTable.build(MorrisBoard.NINE);
    }

    @Test
    void takesTheQuickestWinAndTheLongestLossTwoPliesDeep() {
        Random random = new Random(11);
        int wins = 0, losses = 0;
        while (wins < 4 || losses < 4) {
            int mover = EndingsSamples.randomMen(random, 3, 0), opponent = EndingsSamples.randomMen(random, 3, mover);
            int value = table.value(mover, opponent);
            boolean win = value >= 9 && wins < 4, loss = value <= -10 && losses < 4;
            if (!win && !loss) continue;
            MorrisPosition p = MorrisPosition.of(rules, mover, opponent, 0, 0, 1);
            SearchPlayer player = think(
                    new SearchPlayer(p, new Random(wins + losses), 2, 10_000, 19, new MorrisEndings(table, null)));
            MorrisPosition after = p.play(MorrisNotation.parse(p, player.move()));
            int next = table.value(after.men(2), after.men(1));
            String what = p + ": " + value + " plies, played " + player.move();
            // the move keeps the value a ply shorter: the win as quick, the loss as slow, as the table has them
            assertThat(next).as(what).isEqualTo(value > 0 ? -(value - 1) : -value - 1);
            assertThat(player.value()).as(what).isEqualTo(value > 0 ? Search.WIN - value : -(Search.WIN - -value));
            if (win) wins++;
            else losses++;
            // without the table, two plies see neither the win nor the loss
            SearchPlayer blind = think(new SearchPlayer(p, new Random(0), 2, 10_000, 19));
            assertThat(Math.abs(blind.value())).as(what).isLessThan(Search.DECIDED);
        }
    }

    @Test
    void aWinBeyondTheQuietMoveDrawIsNotCountedOn() {
        Random random = new Random(5);
        int drawPlies = 2 * rules.drawMoves;
        MorrisPosition late = null;
        while (late == null) {
            // quiet moves at random (no mill closed, nothing three times) until ten plies are left before the draw
            MorrisPosition p = MorrisPosition.of(rules, EndingsSamples.randomMen(random, 3, 0), 0, 0, 0, 1);
            p = MorrisPosition.of(rules, p.men(1), EndingsSamples.randomMen(random, 3, p.men(1)), 0, 0, 1);
            while (!p.isOver() && (p.quiet() < drawPlies - 10 || value(p) < 11)) {
                MorrisPosition next = null;
                for (int tries = 0;
                        tries < 20 && (next == null || next.isOver() && p.quiet() < drawPlies - 1);
                        tries++) {
                    int[] moves = p.legalMoves();
                    int m = moves[random.nextInt(moves.length)];
                    if (!MorrisMove.removes(m)) next = p.play(m);
                }
                if (next == null || next.isOver()) break;
                p = next;
            }
            if (!p.isOver() && p.quiet() >= drawPlies - 10 && value(p) >= 11) late = p;
        }
        String what = late + ", a win in " + value(late) + " plies, " + (drawPlies - late.quiet()) + " before the draw";
        SearchPlayer near = think(new SearchPlayer(late, new Random(0), 2, 10_000, 19, new MorrisEndings(table, null)));
        assertThat(near.value()).as(what).isLessThan(Search.DECIDED);
        // the same men with no quiet moves behind them: the win counts
        MorrisPosition fresh = MorrisPosition.of(rules, late.men(1), late.men(2), 0, 0, late.toMove());
        SearchPlayer far = think(new SearchPlayer(fresh, new Random(0), 2, 10_000, 19, new MorrisEndings(table, null)));
        assertThat(far.value()).as(what).isEqualTo(Search.WIN - value(late));
    }

    /** The table's value of {@code p} for the side to move. */
    private int value(MorrisPosition p) {
        return table.value(p.men(p.toMove()), p.men(3 - p.toMove()));
    }

    private static SearchPlayer think(SearchPlayer player) {
        while (!player.think(5)) {
            // slices
        }
        return player;
    }
}
