package parlour.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.game.Notation;
import parlour.game.OptionSpec;
import parlour.game.PlayerNames;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.shell.speech.TypedField;

/** Morris moves and their steps typed in words, and the board told in words for a listener. */
class MorrisTypedTest {
    private static final Notation<MorrisPosition> N = MorrisGame.NINE.notation();

    private static MorrisPosition start(MorrisGame g) {
        Map<String, String> o = new LinkedHashMap<>();
        for (OptionSpec s : g.options()) o.put(s.name, s.defaultValue);
        return g.start(o, 1);
    }

    /** A nine men's position in the moving phase, player 1 to move: {@code mine} and {@code theirs} as point names. */
    private static MorrisPosition nine(String mine, String theirs) {
        return MorrisPosition.of(MorrisGame.NINE.rules(true), mask(mine), mask(theirs), 0, 0, 1);
    }

    private static int mask(String names) {
        int m = 0;
        for (String n : names.split(" ")) m |= 1 << MorrisBoard.NINE.pointNamed(n);
        return m;
    }

    private static void steps(MorrisPosition p, String text, String... expected) {
        assertEquals(Arrays.asList(expected), N.typedSteps(p, text), text);
    }

    /** What the move field said to each text, as a listener hears it: refusals start with "!". */
    private static List<String> heard(MorrisPosition p, String... texts) {
        List<String> heard = new ArrayList<>();
        Match<MorrisPosition> m = new Match<>(MorrisGame.NINE, p, Seat.HUMAN, Seat.HUMAN);
        TypedField<MorrisPosition> field = new TypedField<>(MorrisGame.NINE, m, new TypedField.Seen<MorrisPosition>() {
            @Override
            public void played(MorrisPosition before, String move) {
                heard.add("played " + move);
            }

            @Override
            public void more(MorrisPosition position, List<String> steps) {
                heard.add("more " + steps);
            }

            @Override
            public void answered(String text) {
                heard.add(text);
            }

            @Override
            public void refused(String reason) {
                heard.add("!" + reason);
            }
        });
        for (String t : texts) field.submit(t);
        return heard;
    }

    /** Issue #35: a removal from a mill and a move to a far point were refused for the wrong reason. */
    @Test
    void refusalsGiveTheTrueReason() {
        // player 2's a7, d7 and g7 stand in a mill while f4 does not: d7 may not go
        MorrisPosition mill = nine("d2 c3 e3 a1", "f4 a7 d7 g7");
        List<String> told = heard(mill, "d2-d3", "xd7");
        assertEquals("more [d2, d3]", told.get(0));
        assertThat(told.get(1))
                .as(told.toString())
                .startsWith("!The piece on d7 stands in a mill: a piece in a mill may be taken only");
        assertThat(heard(mill, "d2-d3xd7").get(0)).startsWith("!The piece on d7 stands in a mill");
        assertEquals("played d2-d3xf4", heard(mill, "d2-d3", "remove f4").get(1));
        // e5 is taken, but the first thing wrong is that a1 does not reach it; typed whole or step by step, the point
        // is written as the board names it ("A1" was said for the whole move)
        MorrisPosition far = nine("d2 c3 e3 a1", "f4 a7 d7 e5");
        assertEquals(
                Arrays.asList(
                        "!a1 and e5 are not neighbours along a line (pieces fly only when a player has three left)."),
                heard(far, "a1-e5"));
        assertEquals(
                Arrays.asList(
                        "more [a1]",
                        "!a1 and e5 are not neighbours along a line (pieces fly only when a player has three left)."),
                heard(far, "a1", "e5"));
    }

    /** The help's examples name points both boards have: six men's has no f4. */
    @Test
    void theHelpsPointsAreOnTheSixMensBoard() {
        String forms = MorrisGame.SIX.notation().typedForms();
        for (String point : new String[] {"d2", "d3", "b4"}) {
            assertThat(forms).as(forms).contains(point);
            assertThat(MorrisBoard.SIX.pointNamed(point)).as(point).isGreaterThanOrEqualTo(0);
        }
        assertEquals(Arrays.asList("xb4"), MorrisGame.SIX.notation().typedSteps(start(MorrisGame.SIX), "remove b4"));
    }

    @Test
    void aPointARemovalAndAPlacementWithItsRemovalGiveTheirSteps() {
        MorrisPosition p = start(MorrisGame.NINE);
        for (String t : new String[] {"d2", "D2!", " place d2 ", "put a piece on d2"}) steps(p, t, "d2");
        for (String t : new String[] {"remove f4", "x f4", "xf4", "take f4", "X F4", "capture f4."}) steps(p, t, "xf4");
        for (String t : new String[] {"d2xf4", "d2 remove f4", "d2 x f4", "place d2 and take f4"})
            steps(p, t, "d2", "xf4");
        steps(p, "remove f4 and b6", "xf4", "xb6");
    }

    @Test
    void aMoveAndAWholeMoveWithItsRemovalGiveTheirSteps() {
        MorrisPosition quiet = nine("d2 a1 g7 b4", "f4 a7 d7 e5");
        for (String t : new String[] {"d2-d3", "d2 d3", "d2 to d3", "move d2 to d3", "from d2 to d3", "D2 - D3"})
            steps(quiet, t, "d2", "d3");
        // d2 to d3 closes c3-d3-e3
        MorrisPosition mill = nine("d2 c3 e3 a1", "f4 a7 d7 g1");
        for (String t : new String[] {"d2-d3xf4", "d2 d3 remove f4", "move d2 to d3 and take f4", "d2-d3 x f4"})
            steps(mill, t, "d2", "d3", "xf4");
        // the removal is asked for afterwards, not refused
        steps(mill, "d2 to d3", "d2", "d3");
    }

    @Test
    void wordsThatAreNoMoveAreRefusedQuotingThemAndIllegalMovesGetTheRulesReason() {
        MorrisPosition p = nine("d2 c3 e3 a1", "f4 a7 d7 g1");
        for (String t : new String[] {"hello", "", "d2 d3 d1", "z9", "remove", "d2 xf4 xb6 xa7", "d22"}) {
            String m = assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, t))
                    .getMessage();
            assertThat(m).as(m).startsWith("'" + t.trim() + "' is not a move: write a point like d2");
        }
        assertEquals("There is no point a2 on this board.", refusal(p, "a2"));
        assertEquals(
                "d2 and d6 are not neighbours along a line (pieces fly only when a player has three left).",
                refusal(p, "d2 to d6"));
        assertEquals("There is no piece of your opponent's on a1 to remove.", refusal(p, "d2-d3xa1"));
        assertEquals(
                "Place all your pieces first: you have 9 pieces in hand.",
                refusal(start(MorrisGame.NINE), "move d2 to d3"));
    }

    private static String refusal(MorrisPosition p, String text) {
        return assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, text))
                .getMessage();
    }

    @Test
    void theWholeBoardSaysEachSidesPiecesRingByRingTheHandAndTheTurn() {
        MorrisPosition six = MorrisGame.SIX.play(start(MorrisGame.SIX), "a1");
        Notation<MorrisPosition> n6 = MorrisGame.SIX.notation();
        assertEquals(
                "Player 1: outer ring a1; 5 in hand. Player 2: no pieces on the board; 6 in hand."
                        + " Player 2 to place a piece.",
                n6.describe(six, ""));
        MorrisPosition p = nine("d2 c3 e3 a1 d1 g1", "f4 a7 d7 g4");
        assertEquals(
                "Player 1: outer ring a1, d1 and g1; middle ring d2; inner ring c3 and e3."
                        + " Player 2: outer ring g4, d7 and a7; middle ring f4."
                        + " Player 1's mill: a1, d1 and g1. Player 1 to move a piece.",
                N.describe(p, ""));
        assertEquals(
                "Player 1 has 6 pieces on the board and 0 in hand. Player 2 has 4 pieces on the board and 0 in hand.",
                N.describe(p, "pieces"));
        assertEquals("Player 1's mill: a1, d1 and g1.", N.describe(p, "mills"));
        assertEquals(
                "Player 1 to move, and with three pieces left may fly to any empty point.",
                N.describe(nine("a1 d2 c3", "f4 a7 d7 g4"), "turn"));
        assertEquals(
                "The game is over: Player 2 wins, Player 1 was reduced to two pieces.",
                N.describe(nine("a1 d2", "f4 a7 d7 g4"), "whose turn"));
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

    /** Issue #35: the answers said "Player 1/2" where the moves say "You" and "Computer (easy)". */
    @Test
    void theAnswersNameThePlayersAsTheSidePanelDoesAndTheResultFromTheListenersSide() {
        MorrisPosition p = nine("d2 c3 e3 a1", "f4 a7 d7 g7");
        assertEquals(
                "You: outer ring a1; middle ring d2; inner ring c3 and e3. Computer (easy): outer ring g7, d7 and a7;"
                        + " middle ring f4. Computer (easy)'s mill: g7, d7 and a7. You to move a piece.",
                N.describe(p, "", YOU_AND_COMPUTER));
        assertEquals(
                "You have 4 pieces on the board and 0 in hand. Computer (easy) has 4 pieces on the board and 0 in hand.",
                N.describe(p, "pieces", YOU_AND_COMPUTER));
        assertThat(N.describe(p, "moves", YOU_AND_COMPUTER)).startsWith("You can move a1 to d1 or a4;");
        assertThat(N.describe(p, "row 7", YOU_AND_COMPUTER)).startsWith("Row 7: a7 Computer (easy)'s,");
        assertThat(N.describe(p, "row 1", YOU_AND_COMPUTER)).startsWith("Row 1: a1 yours,");
        MorrisPosition reduced = nine("a1 d2", "f4 a7 d7 g4");
        assertEquals(
                "The game is over: Computer (easy) wins, you were reduced to two pieces.",
                N.describe(reduced, "turn", YOU_AND_COMPUTER));
        assertEquals("you were reduced to two pieces", MorrisGame.NINE.whyOver(reduced, YOU_AND_COMPUTER));
        MorrisPosition theyAre =
                MorrisPosition.of(MorrisGame.NINE.rules(true), mask("f4 a7 d7 g4"), mask("a1 d2"), 0, 0, 2);
        assertEquals("Computer (easy) was reduced to two pieces", MorrisGame.NINE.whyOver(theyAre, YOU_AND_COMPUTER));
        // the page's events keep the plain reason
        assertEquals("reduced to two pieces", MorrisGame.NINE.whyOver(reduced));
    }

    @Test
    void whereCanIMoveSaysEachPiecesDestinationsAndTheMillsThatCanBeClosed() {
        MorrisPosition p = nine("d2 c3 e3 a1", "f4 a7 d7 g1");
        assertEquals(
                "Player 1 can move a1 to d1 or a4; d2 to d1, b2, f2 or d3; c3 to d3 or c4; e3 to d3 or e4."
                        + " This closes a mill: d2-d3.",
                N.describe(p, "where can i move"));
        MorrisPosition placing = start(MorrisGame.SIX);
        String places = MorrisGame.SIX.notation().describe(placing, "moves");
        assertThat(places).as(places).startsWith("Player 1 places on any empty point: a1, c1, e1,");
    }

    @Test
    void aRingARowAndAColumnSayWhatStandsOnEachPoint() {
        MorrisPosition p = nine("d2 c3 e3 a1", "f4 a7 d7 g1");
        String inner =
                "Inner ring: c3 Player 1's, d3 empty, e3 Player 1's, e4 empty, e5 empty, d5 empty, c5 empty and c4 empty.";
        assertEquals(inner, N.describe(p, "inner ring"));
        assertEquals(inner, N.describe(p, "ring 3"));
        assertThat(N.describe(p, "middle"))
                .startsWith("Middle ring: b2 empty, d2 Player 1's, f2 empty, f4 Player 2's,");
        assertEquals(
                "Row 4: a4 empty, b4 empty, c4 empty, e4 empty, f4 Player 2's and g4 empty.", N.describe(p, "row 4"));
        assertEquals(
                "Column d: d1 empty, d2 Player 1's, d3 empty, d5 empty, d6 empty and d7 Player 2's.",
                N.describe(p, "column d"));
        MorrisPosition six = start(MorrisGame.SIX);
        assertEquals(
                "There is no middle ring on this board: its rings are outer and inner (ring 1 and 2).",
                MorrisGame.SIX.notation().describe(six, "middle ring"));
        assertThat(N.describe(p, "row 8")).startsWith("There is no row 8");
        assertNull(N.describe(p, "tell me a story"));
        List<String> forms = Arrays.asList(N.typedForms().split(" "));
        assertThat(forms).as(N.typedForms()).contains("d2-d3xb4.");
        assertThat(forms).as(N.typedForms()).contains("ring");
    }

    /** Issue #35: the point under the keyboard's cursor, empty or whose piece, as the cursor says it. */
    @Test
    void thePointUnderTheCursorIsEmptyOrWhosePiece() {
        MorrisPosition p = nine("a1 d2", "f4 a7");
        assertEquals("Point a1, your piece.", N.placeInWords(p, "a1", YOU_AND_COMPUTER));
        assertEquals("Point f4, Computer (easy)'s piece.", N.placeInWords(p, "f4", YOU_AND_COMPUTER));
        assertEquals("Point d1, empty.", N.placeInWords(p, "d1", YOU_AND_COMPUTER));
        assertNull(N.placeInWords(p, "b1", YOU_AND_COMPUTER));
    }
}
