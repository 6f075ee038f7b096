package parlour.dots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Collections;
import org.junit.jupiter.api.Test;
import parlour.game.Notation;
import parlour.game.PlayerNames;

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
            assertThat(e.getMessage())
                    .as(e.getMessage())
                    .startsWith("'" + text.trim() + "' is not a move: write a line");
        }
    }

    @Test
    void aWellFormedIllegalLineGetsTheRulesOwnReason() {
        DotsPosition p = after(DotsPosition.empty(3, 3), "a1-b1");
        assertEquals(
                "Those dots are already joined: choose another line.",
                assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, "b1 a1"))
                        .getMessage());
        assertThat(assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, "a1 to b2"))
                        .getMessage())
                .startsWith("Lines cannot be diagonal");
        assertEquals(
                "There is no dot z9 on this board: its dots go from a1 to d4.",
                assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, "z9 z8"))
                        .getMessage());
    }

    /** The side panel's names: you against the computer. */
    private static final PlayerNames YOU_AND_COMPUTER = new PlayerNames() {
        @Override
        public String name(int player) {
            return player == 1 ? "You" : "Computer (easy)";
        }

        @Override
        public boolean isYou(int player) {
            return player == 1;
        }
    };

    /** Issue #35: the board said the scores twice, and named seats where the side panel names you and the computer. */
    @Test
    void theWholeBoardSaysTheScoreOnceAndNamesThePlayersAsTheSidePanelDoes() {
        DotsPosition p = after(DotsPosition.empty(2, 2), "a1-b1", "a1-a2", "b1-b2", "a2-b2");
        // player 2 closed box a1 and moves again
        assertEquals(
                "Player 1 has no boxes. Player 2 has 1 box: a1. 4 of 12 lines are drawn, 8 left. Player 2 to move.",
                N.describe(p, ""));
        assertEquals(N.describe(p, ""), N.describe(p, "board"));
        assertEquals(
                "You have no boxes. Computer (easy) has 1 box: a1. 4 of 12 lines are drawn, 8 left. Computer (easy) to"
                        + " move.",
                N.describe(p, "board", YOU_AND_COMPUTER));
        // the score in one order, player 1 first, as the side panel lists them, whoever is to move
        assertEquals(
                "Boxes: You 0, Computer (easy) 1. Computer (easy) to move.", N.describe(p, "score", YOU_AND_COMPUTER));
        assertEquals("Boxes: Player 1 0, Player 2 1. Player 2 to move.", N.describe(p, "score"));
        assertEquals("Player 2 to move.", N.describe(p, "whose turn"));
        assertEquals("Your move.", N.describe(after(p, "a2-a3"), "turn", YOU_AND_COMPUTER));
    }

    /**
     * Issue #35: a move that closed a box said the score from the mover's side ("2 to 1"), so whose came first was
     * unclear: it is said by name, player 1 first as the side panel lists them, whoever moved.
     */
    @Test
    void aMoveThatClosesABoxSaysTheScoreByNamePlayerOneFirst() {
        DotsPosition p = after(DotsPosition.empty(2, 2), "a1-b1", "a1-a2", "b1-b2");
        // the computer, player 2, closes box a1
        assertEquals(
                "draws the line from a2 to b2 and closes a box: You 0, Computer (easy) 1",
                N.inWords(p, "a2-b2", after(p, "a2-b2"), false, YOU_AND_COMPUTER));
        assertEquals(
                "draws the line from a2 to b2 and closes a box: Player 1 0, Player 2 1",
                N.inWords(p, "a2-b2", after(p, "a2-b2"), false, PlayerNames.NUMBERED));
        // you, player 1, close boxes a1 and b1 with the line between them
        DotsPosition two = after(DotsPosition.empty(2, 2), "a1-b1", "b1-c1", "a1-a2", "c1-c2", "a2-b2", "b2-c2");
        assertEquals(1, two.toMove());
        assertEquals(
                "draw the line from b1 to b2 and close 2 boxes: You 2, Computer (easy) 0",
                N.inWords(two, "b1-b2", after(two, "b1-b2"), true, YOU_AND_COMPUTER));
    }

    /** Issue #35: with 12 or fewer lines left the safe ones went unsaid, with more the list ended "…and 2 more". */
    @Test
    void everyLineLeftIsListedInItsGroup() {
        DotsPosition p = after(DotsPosition.empty(2, 2), "a1-b1", "a1-a2", "b1-b2", "a2-b2", "b2-c2", "b2-b3");
        String moves = N.describe(p, "where can i move");
        assertEquals(
                "6 lines are left. Give a box its third side: 6 lines, b1-c1, a3-b3, b3-c3, c1-c2, a2-a3 and c2-c3.",
                moves);
        assertEquals(moves, N.describe(p, "moves"));

        DotsPosition big = after(DotsPosition.empty(3, 3), "a1-b1", "a1-a2", "b1-b2", "b1-c1");
        String lines = N.describe(big, "lines");
        // box a1 has three sides, box b1 two: b2-c2 and c1-c2 would give b1 its third
        assertThat(lines).as(lines).startsWith("20 lines are left. Close a box: 1 line, a2-b2. Safe: 17 lines, ");
        assertThat(lines).as(lines).endsWith(" Give a box its third side: 2 lines, b2-c2 and c1-c2.");
        assertThat(lines).as(lines).doesNotContain("more");
        for (int line : big.legalLines()) {
            String name = DotsNotation.format(big, line);
            assertEquals(lines.indexOf(name), lines.lastIndexOf(name), name + " once in " + lines);
            assertThat(lines).as(name + " in " + lines).contains(name);
        }
    }

    @Test
    void aRowOrAColumnOfBoxesSaysEachBoxsOwnerOrItsSides() {
        DotsPosition p = after(DotsPosition.empty(3, 2), "a1-b1", "a1-a2", "b1-b2", "a2-b2", "b2-c2");
        assertEquals(
                "Row 1, between the dots of rows 1 and 2: a1 Player 2's, b1 open, 2 sides and c1 open, 0 sides.",
                N.describe(p, "row 1"));
        assertEquals(
                "Column b, between the dots of columns b and c, from the bottom: b1 open, 2 sides and b2 open, 1 side.",
                N.describe(p, "column b"));
        assertThat(N.describe(p, "row 3")).startsWith("There is no row 3 of boxes");
        assertNull(N.describe(p, "what is the weather"));
        assertThat(N.typedForms()).contains("a1-b1");
        assertThat(N.typedForms()).contains("row 3");
    }

    /** Issue #35: the line under the keyboard's cursor, free or whose, as the cursor says it. */
    @Test
    void theLineUnderTheCursorIsFreeOrItsDrawersAsTheSidePanelNamesThem() {
        DotsPosition p = after(DotsPosition.empty(2, 2), "a1-b1", "a2-b2");
        assertEquals("Line b1 to c1, free.", N.placeInWords(p, "b1-c1", YOU_AND_COMPUTER));
        assertEquals("Line a1 to b1, yours.", N.placeInWords(p, "a1-b1", YOU_AND_COMPUTER));
        assertEquals("Line a2 to b2, drawn by Computer (easy).", N.placeInWords(p, "a2-b2", YOU_AND_COMPUTER));
        assertEquals("Line a2 to b2, drawn by Player 2.", N.placeInWords(p, "a2-b2", PlayerNames.NUMBERED));
        assertNull(N.placeInWords(p, "a1-z9", YOU_AND_COMPUTER));
    }
}
