package parlour.arrows;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The rules as the issue states them, the notation and the board generator. */
class ArrowsRulesTest {
    private static ArrowsPosition start(String setup, int first) {
        return ArrowsGame.start(ArrowsBoard.parseSetup(Arrays.asList(setup.split(" ")), "test"), first, "untimed", "8");
    }

    @Test
    void aPieceGoesWhereThePreviousOnePointsAndChainsGrow() {
        // first piece at (2,2) pointing right, second at (7,7) pointing left
        ArrowsPosition p = start("8 8 2 2 E 7 7 W", 1);
        assertEquals(1, p.toMove());
        assertEquals(1 * 8 + 2, p.next(1), "(3,2)");
        ArrowsPosition q = ArrowsGame.RULES.play(p, "S");
        assertEquals(2, q.toMove());
        assertEquals(2, q.chain(1).length);
        assertEquals(1 * 8 + 2, q.chain(1)[1]);
        assertEquals(2 * 8 + 2, q.next(1), "the new piece points down to (3,3)");
        assertEquals("4", ArrowsGame.RULES.notation().canonical(q, "s"));
        assertEquals("7", ArrowsGame.RULES.notation().canonical(q, "nw"));
    }

    @Test
    void theSecondPlayerMovesFirstWhenChosenAndOwnsTheFirstPiece() {
        ArrowsPosition p = start("8 8 2 2 E 7 7 W", 2);
        assertEquals(2, p.toMove());
        assertEquals(1 * 8 + 2, p.next(2));
    }

    @Test
    void pointingAtTheOpponentsNextCellWinsAtOnce() {
        // player 1 will put a piece on (3,2); player 2 on (5,2): player 1 points from (3,2) ... not adjacent
        ArrowsPosition p = start("8 8 2 2 E 6 2 W", 1);
        assertEquals(-1, p.winner());
        // player 1 puts a piece on (3,2) pointing E at (4,2), which is player 2's next cell (5,2)? no: 6,2 W -> (5,2)
        ArrowsPosition q = ArrowsGame.RULES.play(p, "E");
        assertEquals(-1, q.winner(), "(4,2) is not (5,2)");
        ArrowsPosition r = ArrowsGame.RULES.play(q, "W");
        // player 2 put a piece on (5,2) pointing W at (4,2): player 1's next cell, so player 1 cannot move
        assertEquals(2, r.winner());
        assertThat(ArrowsGame.RULES.legalMoves(r)).isEmpty();
        assertEquals("the loser's next cell is taken by the opponent's arrow", ArrowsGame.RULES.whyOver(r));
    }

    @Test
    void pointingOffTheBoardOrAtATakenCellLosesOnTheNextTurn() {
        ArrowsPosition p = start("4 4 1 1 E 4 4 W", 1);
        ArrowsPosition q = ArrowsGame.RULES.play(p, "N");
        assertEquals(-1, q.winner(), "player 2 is to move and can");
        ArrowsPosition r = ArrowsGame.RULES.play(q, "N");
        assertEquals(2, r.winner(), "player 1's arrow points off the board");
        assertThat(ArrowsGame.RULES.whyOver(r)).contains("off the board");
        ArrowsPosition s = start("5 5 1 1 E 5 5 W 3 1", 1);
        assertEquals(
                2,
                ArrowsGame.RULES.play(ArrowsGame.RULES.play(s, "E"), "N").winner(),
                "the blocked cell (3,1) is taken");
    }

    @Test
    void badMovesAreRefusedWithTheNotation() {
        ArrowsPosition p = start("8 8 2 2 E 7 7 W", 1);
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> ArrowsGame.RULES.notation().canonical(p, "8"));
        assertThat(e.getMessage()).contains("0 to 7");
        assertThrows(IllegalArgumentException.class, () -> ArrowsGame.RULES.play(p, "zz2zz"));
        assertEquals(8, ArrowsGame.RULES.legalMoves(p).size());
    }

    @Test
    void generatedBoardsAreSymmetricAndNobodyIsLostAtTheStart() {
        Random r = new Random(1);
        for (int i = 0; i < 300; i++) {
            int c = 4 + r.nextInt(7), rows = 4 + r.nextInt(7);
            ArrowsBoard b = BoardGenerator.generate(c, rows, r.nextInt(30), r);
            assertEquals(c + 1 - b.x1, b.x2, b.toString());
            assertEquals(rows + 1 - b.y1, b.y2, b.toString());
            assertEquals((b.d1 + 4) % 8, b.d2);
            assertThat(b.blockedCount()).isLessThanOrEqualTo(BoardGenerator.maxBlocked(c, rows));
            for (int y = 1; y <= rows; y++)
                for (int x = 1; x <= c; x++) assertEquals(b.isBlocked(x, y), b.isBlocked(c + 1 - x, rows + 1 - y));
            ArrowsPosition p = ArrowsGame.start(b, 1, "untimed", "8");
            assertTrue(p.canMove(1) && p.canMove(2), b.toString());
            assertFalse(
                    Math.abs(p.next(1) % c - p.next(2) % c) <= 1 && Math.abs(p.next(1) / c - p.next(2) / c) <= 1,
                    "no win at once");
        }
    }

    @Test
    void theClassicBoardIsTheSameEveryTimeAndRandomBoardsDiffer() {
        Map<String, String> o = new HashMap<>();
        o.put("size", "8x8");
        o.put("blocked", "8");
        o.put("clock", "5");
        o.put("board", "classic");
        assertEquals(ArrowsGame.RULES.start(o, 1), ArrowsGame.RULES.start(o, 1));
        o.put("board", "random");
        boolean differ = false;
        for (int i = 0; i < 5 && !differ; i++)
            differ = !ArrowsGame.RULES.start(o, 1).equals(ArrowsGame.RULES.start(o, 1));
        assertTrue(differ);
        ArrowsPosition p = ArrowsGame.RULES.start(o, 2);
        assertEquals(p, ArrowsGame.RULES.start(ArrowsGame.RULES.optionsOf(p), 2), "the options record the board");
        assertEquals(300000, ArrowsGame.RULES.clockMillis(o));
    }
}
