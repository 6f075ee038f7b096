package parlour.dots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import org.junit.jupiter.api.Test;
import parlour.game.Notation;

/** Lines typed in words, and the board told in words for a listener. */
class DotsTypedTest {
    private static final Notation<DotsPosition> N = DotsGame.RULES.notation();

    private static DotsPosition after(DotsPosition p, String... moves) {
        for (String m : moves) p = DotsGame.RULES.play(p, m);
        return p;
    }

    @Test
    void everyDocumentedFormOfALineGivesItsOneStep() {
        DotsPosition p = DotsPosition.empty(3, 3);
        for (String text : new String[] {
            "a1-b1",
            "a1 b1",
            "b1 a1",
            "a1 to b1",
            "line a1 b1",
            "line b1 a1",
            "  A1 - B1 ",
            "draw a line from b1 to a1",
            "a1b1",
            "a1, b1.",
            "join a1 and b1"
        }) {
            assertEquals(Collections.singletonList("a1-b1"), N.typedSteps(p, text), text);
        }
        assertEquals(Collections.singletonList("c3-c4"), N.typedSteps(p, "c4 to c3"));
    }

    @Test
    void textThatIsNoLineIsRefusedQuotingIt() {
        DotsPosition p = DotsPosition.empty(3, 3);
        for (String text : new String[] {"hello", "a1", "a1 b1 c1", "", "1a 1b", "a1 to", "aa1 b1"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, text));
            assertTrue(e.getMessage().startsWith("'" + text.trim() + "' is not a move: write a line"), e.getMessage());
        }
    }

    @Test
    void aWellFormedIllegalLineGetsTheRulesOwnReason() {
        DotsPosition p = after(DotsPosition.empty(3, 3), "a1-b1");
        assertEquals(
                "Those dots are already joined: choose another line.",
                assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, "b1 a1"))
                        .getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, "a1 to b2"))
                .getMessage()
                .startsWith("Lines cannot be diagonal"));
        assertEquals(
                "There is no dot z9 on this 4x4 board.",
                assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, "z9 z8"))
                        .getMessage());
    }

    @Test
    void theWholeBoardSaysTheScoreTheLinesAndWhoseBoxes() {
        DotsPosition p = after(DotsPosition.empty(2, 2), "a1-b1", "a1-a2", "b1-b2", "a2-b2");
        // player 2 closed box a1 and moves again
        String all = N.describe(p, "");
        assertTrue(all.contains("Player 1 has 0 boxes, player 2 has 1."), all);
        assertTrue(all.contains("Player 2 to move."), all);
        assertTrue(all.contains("4 of 12 lines are drawn, 8 left."), all);
        assertTrue(all.contains("Player 2's box: a1."), all);
        assertTrue(all.contains("Player 1 has no boxes."), all);
        assertEquals(all, N.describe(p, "board"));
        assertEquals("Player 1 has 0 boxes, player 2 has 1. Player 2 to move.", N.describe(p, "score"));
        assertEquals("Player 2 to move.", N.describe(p, "whose turn"));
    }

    @Test
    void theLinesLeftAreNamedAndOnABigBoardCountedWithTheClosingAndSafeOnes() {
        DotsPosition p = after(DotsPosition.empty(2, 2), "a1-b1", "a1-a2", "b1-b2", "a2-b2", "b2-c2", "b2-b3");
        String moves = N.describe(p, "where can i move");
        assertTrue(moves.startsWith("6 lines are left: "), moves);
        assertTrue(moves.contains("b1-c1") && moves.contains("a3-b3") && moves.contains("a2-a3"), moves);
        assertEquals(moves, N.describe(p, "moves"));

        DotsPosition big = after(DotsPosition.empty(3, 3), "a1-b1", "a1-a2", "b1-b2", "b1-c1");
        String lines = N.describe(big, "lines");
        // box a1 has three sides, box b1 two: b2-c2 and c1-c2 would give b1 its third
        assertTrue(lines.startsWith("20 lines are left. This one closes a box: a2-b2. 17 are safe: "), lines);
        assertTrue(lines.endsWith(" and 5 more."), lines);
        assertTrue(!lines.contains("b2-c2") && !lines.contains("c1-c2"), lines);
    }

    @Test
    void aRowOrAColumnOfBoxesSaysEachBoxsOwnerOrItsSides() {
        DotsPosition p = after(DotsPosition.empty(3, 2), "a1-b1", "a1-a2", "b1-b2", "a2-b2", "b2-c2");
        assertEquals(
                "Row 1, between the dots of rows 1 and 2: a1 player 2's, b1 open, 2 sides and c1 open, 0 sides.",
                N.describe(p, "row 1"));
        assertEquals(
                "Column b, between the dots of columns b and c, from the bottom: b1 open, 2 sides and b2 open, 1 side.",
                N.describe(p, "column b"));
        assertTrue(N.describe(p, "row 3").startsWith("There is no row 3 of boxes"));
        assertNull(N.describe(p, "what is the weather"));
        assertTrue(N.typedForms().contains("a1-b1") && N.typedForms().contains("row 3"));
    }
}
