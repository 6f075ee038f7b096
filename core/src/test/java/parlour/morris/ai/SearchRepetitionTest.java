package parlour.morris.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;

/** The Morris search does not step back to a position of the game while a move to a new one is worth as much. */
class SearchRepetitionTest {
    @Test
    void prefersTheNewPositionAmongEqualMoves() {
        // Nine Men's Morris: X's e5-e4 and O's a7-d7 played and taken back, so e5-e4 now goes back to a position of
        // the game (a draw to the search); one ply deep, d5-d6 is the only other move worth a draw (it leaves X's
        // men the mirror of O's)
        MorrisRules rules = new MorrisRules(MorrisBoard.NINE, false, false, 50);
        MorrisPosition p = MorrisPosition.of(rules, mask("a1 b2 e5 d5"), mask("a7 d2 b6 e3"), 0, 0, 1);
        for (String m : "e5-e4 a7-d7 e4-e5 d7-a7".split(" ")) p = p.play(MorrisNotation.parse(p, m));
        for (int m : p.legalMoves()) {
            String move = MorrisNotation.format(p, m);
            MorrisPosition child = p.play(m);
            assertEquals(move.equals("e5-e4"), child.repetitions() > 1, move + " goes back");
            int value = move.equals("e5-e4") ? 0 : -Evaluator.evaluate(new SearchBoard(child));
            if (move.equals("d5-d6")) assertEquals(0, value, move + " is worth a draw");
            else if (!move.equals("e5-e4"))
                assertThat(value).as(move + " is worth less").isLessThan(0);
        }
        for (long seed = 0; seed < 10; seed++) {
            // a table of its own (more bits than the kept ones), so one search's best move is not the next one's hint
            SearchPlayer player = new SearchPlayer(p, new Random(seed), 1, 10_000, 19);
            while (!player.think(5)) {
                // slices
            }
            assertEquals(0, player.value(), "seed " + seed);
            assertEquals("d5-d6", player.move(), "seed " + seed);
        }
    }

    private static int mask(String points) {
        int m = 0;
        for (String name : points.split(" ")) m |= 1 << MorrisBoard.NINE.pointNamed(name);
        return m;
    }
}
