package parlour.morris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.match.Thinker;
import parlour.morris.ai.MorrisPlayers;

/** The computer levels: whole games with legal moves only, the seed's greedy values, and search that sees a win. */
class MorrisPlayersTest {
    static MorrisPosition start(MorrisGame g) {
        return g.start(MorrisRulesTest.defaults(), 1);
    }

    static String choose(MorrisGame g, String level, MorrisPosition p, Random r) {
        Thinker t = MorrisPlayers.SEARCHING.computer(level, p, r, 300);
        int slices = 0;
        while (!t.think(5)) slices++;
        assertTrue(slices < 10_000);
        return t.move();
    }

    @Test
    void fullGamesAgainstTheComputerHaveOnlyLegalMoves() { // seed tests 22 and 29
        Random r = new Random(9);
        for (MorrisGame g : new MorrisGame[] {MorrisGame.SIX, MorrisGame.NINE}) {
            String[][] pairings = {{"easy", "medium"}, {"medium", "easy"}, {"easy", "easy"}};
            for (String[] levels : pairings) {
                MorrisPosition p = start(g);
                int placed1 = 0;
                for (int ply = 0; ply < 400 && !p.isOver(); ply++) {
                    String move = choose(g, levels[p.toMove() - 1], p, r);
                    assertTrue(g.legalMoves(p).contains(move), move);
                    if (p.toMove() == 1 && p.hand(1) > 0) placed1++;
                    p = g.play(p, move);
                }
                assertEquals(g.board().pieces, placed1, "player 1 placed all its pieces, no more");
            }
        }
    }

    @Test
    void theGreedyPlayerClosesAMillThenBlocksOne() {
        MorrisGame g = MorrisGame.SIX;
        MorrisBoard b = g.board();
        MorrisRules rules = g.rules(MorrisRulesTest.defaults());
        MorrisPosition close = MorrisPosition.of(
                rules, MorrisRulesTest.mask(b, "a1", "c1"), MorrisRulesTest.mask(b, "b2", "d2"), 4, 4, 1);
        assertTrue(choose(g, "easy", close, new Random(1)).startsWith("e1x"));
        MorrisPosition block = MorrisPosition.of(
                rules, MorrisRulesTest.mask(b, "a1", "e5"), MorrisRulesTest.mask(b, "b2", "d2"), 4, 4, 1);
        assertEquals("c2", choose(g, "easy", block, new Random(1)));
        assertEquals(4, SeedValue.of(close, "e1"));
        assertEquals(1, SeedValue.of(block, "a5"));
        assertEquals(-1, SeedValue.of(block, "b3"));
    }

    @Test
    void searchFindsTheWinningMillAndAvoidsLosingOne() {
        MorrisGame g = MorrisGame.SIX;
        MorrisBoard b = g.board();
        MorrisRules rules = g.rules(MorrisRulesTest.defaults());
        // player 1 has three pieces and takes the third of player 2's: e3-e1 closes a1 c1 e1
        MorrisPosition win = MorrisPosition.of(
                rules,
                MorrisRulesTest.mask(b, "a1", "c1", "e3", "b2"),
                MorrisRulesTest.mask(b, "c5", "c4", "d4"),
                0,
                0,
                1);
        for (String level : new String[] {"medium", "strong"}) {
            String m = choose(g, level, win, new Random(2));
            assertTrue(g.play(win, m).winner() == 1, level + " plays " + m);
        }
    }
}
