package parlour.gone;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.game.Notation;
import parlour.game.OptionSpec;
import parlour.game.PlayerNames;
import parlour.game.YouAndComputer;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.shell.speech.TypedField;

/** Gone's edits, seeds and rounds typed in words, and the board told in words for a listener. */
class GoneTypedTest {
    private static final GoneGame G = GoneGame.RULES;
    private static final Notation<GonePosition> N = G.notation();

    private static GonePosition start(String mode) {
        Map<String, String> o = new LinkedHashMap<>();
        for (OptionSpec s : G.options()) o.put(s.name, s.defaultValue);
        o.put("mode", mode);
        o.put("size", "8x8");
        return G.start(o, 1);
    }

    private static GonePosition after(GonePosition p, String... moves) {
        for (String m : moves) p = G.play(p, m);
        return p;
    }

    private static void step(GonePosition p, String text, String expected) {
        assertEquals(Collections.singletonList(expected), N.typedSteps(p, text), text);
    }

    private static String refusal(GonePosition p, String text) {
        return assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, text))
                .getMessage();
    }

    @Test
    void theEditorTakesPaintsInTheNotationAndInWordsAndTheBoardCommands() {
        GonePosition p = after(start("editor"), "fill");
        for (String t : new String[] {"w3,4", "white 3 4", "White 3, 4.", "w 3 4", "paint a white pebble at 3,4"})
            step(p, t, "w3,4");
        for (String t : new String[] {"h3,4", "hole 3 4", "x 3 4", "HOLE 3,4"}) step(p, t, "h3,4");
        step(after(p, "h3,4"), "black 3 4", "b3,4");
        step(p, "clear", "clear");
        step(p, "fill", "fill");
        step(p, "random 5", "random-5");
        step(p, "random-5", "random-5");
        for (String t : new String[] {"go", "Go!", "play", "start"}) step(p, t, "play");
        step(p, "board:BW/.B", "board:BW/.B");
        // the notation's own reasons stay
        assertEquals("3,4 is already black", refusal(p, "black 3 4"));
        assertEquals("9,9 is off the 8x8 board", refusal(p, "white 9 9"));
        for (String t : new String[] {"hello", "black 3", "random", "", "3 4", "purple 3 4"}) {
            String m = refusal(p, t);
            assertThat(m).as(m).startsWith("'" + t + "' is not a move: paint with black 3 4, white 3 4 or hole 3 4");
        }
    }

    @Test
    void theSeedsAndTheRoundsTakeTheirOwnWords() {
        GonePosition seeding = after(start("challenge"), "fill", "play");
        for (String t : new String[] {"3,4", "3 4", "seed 3 4", "Seed 3, 4", "w3,4"}) step(seeding, t, "3,4");
        assertThat(refusal(seeding, "hello")).startsWith("'hello' is not a move: place a seed on a black pebble");
        assertEquals(
                "a challenge board has no white pebbles: the seeds are the whites",
                refusal(after(start("challenge"), "fill"), "white 3 4"));

        GonePosition rounds = after(start("editor"), "fill", "w0,0", "play");
        for (String t : new String[] {"round", "go", "next", "Next!", "step"}) step(rounds, t, "round");
        assertThat(refusal(rounds, "b3,4")).startsWith("'b3,4' is not a move: the rounds are running");
    }

    /** Issue #35: the field refused "next" and "round" ("Wait for the next round.") while the N and P keys ran them. */
    @Test
    void theFieldRunsTheRoundsAsTheKeysDoInBothLanguages() {
        List<String> heard = new ArrayList<>();
        Match<GonePosition> m = new Match<>(G, after(start("editor"), "fill", "w0,0", "play"), Seat.HUMAN, Seat.HUMAN);
        TypedField<GonePosition> field = new TypedField<>(G, m, new TypedField.Seen<GonePosition>() {
            @Override
            public void played(GonePosition before, String move) {
                heard.add("played " + move);
            }

            @Override
            public void more(GonePosition position, List<String> steps) {
                heard.add("more " + steps);
            }

            @Override
            public void answered(String text) {
                heard.add("answered " + text);
            }

            @Override
            public void refused(String reason) {
                heard.add("refused " + reason);
            }
        });
        for (String t : new String[] {"next", "round", "Step", "dalej", "następna", "runda"}) {
            assertTrue(field.submit(t), t);
            assertEquals("played round", heard.remove(heard.size() - 1), t);
        }
        assertEquals(6, m.position().round);
        assertTrue(field.submit("run"));
        assertTrue(field.roundsRun());
        assertTrue(field.submit("run"), "running already: it stays running");
        assertTrue(field.roundsRun());
        assertTrue(field.submit("pause"));
        assertFalse(field.roundsRun());
        assertTrue(field.submit("graj"));
        assertTrue(field.roundsRun());
        assertTrue(field.submit("pauza"));
        assertFalse(field.roundsRun());
        assertThat(heard.toString()).as(heard.toString()).doesNotContain("refused");
    }

    @Test
    void theBoardIsCountedAndARowAColumnAndAPlaceAreTold() {
        GonePosition p = after(start("editor"), "fill", "w0,0", "h1,0");
        assertEquals(
                "Editing a board of 8 by 8. 62 black pebbles, 1 white and 1 hole. Go starts the rounds.",
                N.describe(p, ""));
        assertEquals("Row 0: 0 white, 1 a hole, 2 to 7 black.", N.describe(p, "row 0"));
        assertEquals("Column 0: 0 white, 1 to 7 black.", N.describe(p, "column 0"));
        assertEquals("0,0 is white.", N.describe(p, "0,0"));
        assertEquals("1,0 is a hole.", N.describe(p, "at 1 0"));
        assertEquals("The rounds have not started.", N.describe(p, "round"));
        assertThat(N.describe(p, "row 8")).startsWith("There is no row 8 on this board");
        assertNull(N.describe(p, "sing"));

        // one round turns 0,1 only: the hole at 1,0 holds the rest back; the farthest place is 14 steps away
        GonePosition r = after(p, "play", "round");
        assertEquals("Round 1 of 14. 61 black pebbles, 2 white and 1 hole.", N.describe(r, ""));
        assertEquals("Column 0: 0 to 1 white, 2 to 7 black.", N.describe(r, "column 0"));
    }

    @Test
    void aChallengeTellsTheSeedsAndEachPlayersBoard() {
        GonePosition p = after(start("challenge"), "fill", "play", "3,4");
        assertEquals(
                "Player 1: a seed at 3,4. Player 2: no seeds yet. Player 1 places seed 2 of 2.",
                N.describe(p, "seeds"));
        assertEquals("3,4: Player 1 – white, Player 2 – black.", N.describe(p, "3 4"));
        assertThat(N.describe(p, "")).startsWith("A challenge board of 8 by 8. Player 1: 63 black pebbles,");
        assertThat(N.typedForms()).contains("black 3 4");
        assertThat(N.typedForms()).contains("row 3");
    }

    /**
     * Issue #35: a challenge's answers and rounds said "player 1's board" where the side panel and the moves say "You"
     * and "Computer (easy)": each board, seed and verdict is named as the panel names its player, player 1 first.
     */
    @Test
    void aChallengeNamesThePlayersAsTheSidePanelDoes() {
        PlayerNames names = YouAndComputer.NAMES;
        GonePosition p = after(start("challenge"), "fill", "play", "3,4");
        assertEquals(
                "You: a seed at 3,4. Computer (easy): no seeds yet. You place seed 2 of 2.",
                N.describe(p, "seeds", names));
        GonePosition q = after(p, "4,4");
        assertThat(N.describe(q, "seeds", names)).endsWith("Computer (easy) places seed 1 of 2.");
        GonePosition r = after(q, "0,0");
        assertEquals("3,4: You – white, Computer (easy) – black.", N.placeInWords(r, "3,4", names));
        assertEquals(
                "Row 0: You – 0 to 7 black; Computer (easy) – 0 white, 1 to 7 black.", N.describe(r, "row 0", names));
        assertThat(N.describe(r, "", names))
                .as(N.describe(r, "", names))
                .contains(" You: 62 black pebbles, 2 white and 0 holes. Computer (easy): ");
        GonePosition rounds = after(r, "1,1");
        GonePosition first = G.play(rounds, "round");
        assertEquals(
                "Round 1, black pebbles turned white: You 6, Computer (easy) 4",
                N.inWords(rounds, "round", first, false, names));
        GonePosition over = first;
        while (!over.isOver()) over = G.play(over, "round");
        assertTrue(
                N.describe(over, "round", names)
                        .matches(
                                "Round \\d+ of \\d+\\. The rounds are over: You – \\d+ rounds, Computer \\(easy\\) – \\d+ rounds\\."),
                N.describe(over, "round", names));
        for (String said : new String[] {N.describe(p, "", names), N.describe(over, "", names)})
            assertFalse(said.contains("Player") || said.contains("player"), said);
    }

    /** Issue #35: the cell under the keyboard's cursor, as the question "0,0" tells it. */
    @Test
    void theCellUnderTheCursorIsToldAsThePlaceQuestionTellsIt() {
        GonePosition p = after(start("editor"), "fill", "w0,0", "h1,0");
        assertEquals("0,0 is white.", N.placeInWords(p, "0,0", PlayerNames.NUMBERED));
        assertEquals("2,0 is black.", N.placeInWords(p, "2,0", PlayerNames.NUMBERED));
        assertNull(N.placeInWords(p, "x", PlayerNames.NUMBERED));
    }
}
