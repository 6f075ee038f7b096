package parlour.morris.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        // Nine Men's Morris: X's g4-g1 and O's e3-e4 played and taken back, so g4-g1 now goes back to a position of
        // the game (a draw to the search); one ply deep, d1-g1 is the only other move worth a draw
        MorrisRules rules = new MorrisRules(MorrisBoard.NINE, false, false, 50);
        MorrisPosition p = MorrisPosition.of(rules, mask("d1 g4 b2 d2"), mask("a1 f2 d3 e3"), 0, 0, 1);
        for (String m : "g4-g1 e3-e4 g1-g4 e4-e3".split(" ")) p = p.play(MorrisNotation.parse(p, m));
        for (int m : p.legalMoves()) {
            String move = MorrisNotation.format(p, m);
            MorrisPosition child = p.play(m);
            assertEquals(move.equals("g4-g1"), child.repetitions() > 1, move + " goes back");
            int value = move.equals("g4-g1") ? 0 : -Evaluator.evaluate(new SearchBoard(child));
            if (move.equals("d1-g1")) assertEquals(0, value, move + " is worth a draw");
            else if (!move.equals("g4-g1")) assertTrue(value < 0, move + " is worth less");
        }
        for (long seed = 0; seed < 10; seed++) {
            // a table of its own (more bits than the kept ones), so one search's best move is not the next one's hint
            SearchPlayer player = new SearchPlayer(p, new Random(seed), 1, 10_000, 19);
            while (!player.think(5)) {
                // slices
            }
            assertEquals(0, player.value(), "seed " + seed);
            assertEquals("d1-g1", player.move(), "seed " + seed);
        }
    }

    private static int mask(String points) {
        int m = 0;
        for (String name : points.split(" ")) m |= 1 << MorrisBoard.NINE.pointNamed(name);
        return m;
    }
}
