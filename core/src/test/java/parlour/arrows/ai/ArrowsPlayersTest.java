package parlour.arrows.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.arrows.BoardGenerator;
import parlour.match.Text;
import parlour.match.Thinker;

/** The computer levels: a win in one taken, no move that loses at once, exact endgames, the search's make/unmake and hash. */
class ArrowsPlayersTest {
    private static ArrowsPosition start(String setup) {
        return ArrowsGame.start(ArrowsBoard.parseSetup(Text.words(setup), "test"), 1, "untimed", "0");
    }

    private static String move(String level, ArrowsPosition p, int seed) {
        Thinker t = ArrowsPlayers.LEVELS.computer(level, p, new Random(seed), 30);
        while (!t.think(5)) {
            // slices
        }
        return t.move();
    }

    @Test
    void everyLevelTakesAWinInOne() {
        // player 1 goes to (3,2); player 2 to (4,3), which touches it: pointing SE from (3,2) wins
        ArrowsPosition p = start("8 8 2 2 E 5 4 NW");
        for (String level : new String[] {"easy", "medium", "strong"}) {
            for (int seed = 0; seed < 5; seed++) {
                ArrowsPosition q = ArrowsGame.RULES.play(p, move(level, p, seed));
                assertEquals(1, q.winner(), level);
            }
        }
    }

    @Test
    void noLevelLosesAtOnceWhenItNeedNot() {
        Random r = new Random(4);
        for (int game = 0; game < 30; game++) {
            ArrowsPosition p = ArrowsGame.start(BoardGenerator.generate(6, 6, 4, r), 1, "untimed", "4");
            String level = new String[] {"easy", "medium", "strong"}[game % 3];
            while (p.winner() < 0) {
                SearchBoard b = new SearchBoard(p);
                boolean hasSafe = b.safeMoves(new int[8], 0) > 0 && b.occupied[b.target[b.side ^ 1]] == 0;
                ArrowsPosition q = ArrowsGame.RULES.play(p, move(level, p, game));
                if (hasSafe && q.winner() < 0) {
                    // no reply of the opponent leaves us without a move
                    for (int d = 0; d < 8; d++) {
                        assertTrue(
                                ArrowsGame.RULES.play(q, String.valueOf(d)).winner() != q.toMove(),
                                level + " lost at once in " + q);
                    }
                }
                p = q;
            }
        }
    }

    @Test
    void separatedPlayersAreSolvedExactly() {
        // a wall of blocked cells down column 4 of a 7x5 board: player 1 has the bigger left part (3 columns) and wins
        String wall = " 4 1 4 2 4 3 4 4 4 5";
        ArrowsPosition p = start("7 5 1 1 S 7 5 N" + wall + " 5 1 5 2 5 3 5 4 5 5");
        SearchBoard b = new SearchBoard(p);
        Evaluator e = new Evaluator(b);
        int v = e.evaluate(true);
        assertTrue(e.exact && v >= Evaluator.DECIDED, "player 1 can make 14 moves, player 2 at most 9: " + v);
        for (int seed = 0; seed < 3; seed++) {
            ArrowsPosition q = p;
            while (q.winner() < 0) q = ArrowsGame.RULES.play(q, move("strong", q, seed));
            assertEquals(1, q.winner());
        }
    }

    @Test
    void makeAndUnmakeRestoreTheBoardAndItsHash() {
        Random r = new Random(9);
        ArrowsPosition p = ArrowsGame.start(BoardGenerator.generate(10, 10, 8, r), 1, "untimed", "8");
        SearchBoard b = new SearchBoard(p);
        int hash = b.hash, check = b.check, empty = b.empty;
        int[] moves = new int[8];
        int made = 0;
        for (int i = 0; i < 12; i++) {
            int n = b.safeMoves(moves, 0);
            if (n == 0 || b.stuck()) break;
            int d = moves[r.nextInt(n)];
            p = ArrowsGame.RULES.play(p, String.valueOf(d));
            b.make(d);
            made++;
            SearchBoard fresh = new SearchBoard(p);
            assertEquals(fresh.hash, b.hash, "the incremental hash is the hash of the position");
            assertEquals(fresh.empty, b.empty);
        }
        for (int i = 0; i < made; i++) b.unmake();
        assertEquals(hash, b.hash);
        assertEquals(check, b.check);
        assertEquals(empty, b.empty);
    }
}
