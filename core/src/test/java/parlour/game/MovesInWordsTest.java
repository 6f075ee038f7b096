package parlour.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.gone.GoneGame;
import parlour.gone.GoneGrid;
import parlour.gone.GonePosition;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisPosition;

/** Every game says a move in words for a listening player: what was done, where, and what it won, in both persons. */
class MovesInWordsTest {
    private static <P> String words(GameDef<P> def, P before, String move, boolean you) {
        return def.notation().inWords(before, move, def.play(before, move), you, PlayerNames.NUMBERED);
    }

    @Test
    void dotsSaysTheLineAndTheBoxesItClosedWithTheScore() {
        DotsPosition p = DotsPosition.empty(2, 2, 1);
        assertEquals("draws the line from a1 to b1", words(DotsGame.RULES, p, "a1-b1", false));
        assertEquals("draw the line from a1 to a2", words(DotsGame.RULES, p, "a1-a2", true));
        for (String m : new String[] {"a1-b1", "a1-a2", "b1-b2"}) p = DotsGame.RULES.play(p, m);
        assertEquals(2, p.toMove());
        assertEquals(
                "draws the line from a2 to b2 and closes a box: Player 1 0, Player 2 1",
                words(DotsGame.RULES, p, "a2-b2", false));
    }

    @Test
    void morrisSaysPlacementsMovesAndTheMillWithItsRemoval() {
        Map<String, String> o = new LinkedHashMap<>();
        for (OptionSpec s : MorrisGame.SIX.options()) o.put(s.name, s.defaultValue);
        MorrisPosition p = MorrisGame.SIX.start(o, 1);
        assertEquals("places a piece on a1", words(MorrisGame.SIX, p, "a1", false));
        for (String m : new String[] {"a1", "b2", "c1", "d2"}) p = MorrisGame.SIX.play(p, m);
        assertEquals("place a piece on e1 and close a mill, removing b2", words(MorrisGame.SIX, p, "e1xb2", true));
    }

    @Test
    void arrowsSaysTheDirectionAndTheCellTheArrowLandsOn() {
        ArrowsPosition p = ArrowsGame.start(
                ArrowsBoard.parseSetup(Arrays.asList("8 8 2 2 E 7 7 W".split(" ")), "test"), 1, "untimed", "8");
        // player 1's first arrow stands on column 2, row 2 (from the top) pointing east: the next goes on column 3, row
        // 2
        assertEquals("puts an arrow on column 3, row 2 pointing north-east", words(ArrowsGame.RULES, p, "1", false));
        assertEquals("put an arrow on column 3, row 2 pointing south", words(ArrowsGame.RULES, p, "S", true));
    }

    @Test
    void goneSaysEachRoundAndHowManyBlackPebblesItTurned() {
        Map<String, String> o = new LinkedHashMap<>();
        for (OptionSpec s : GoneGame.RULES.options()) o.put(s.name, s.defaultValue);
        o.put("mode", "editor");
        o.put("size", "8x8");
        Match<GonePosition> m = new Match<>(GoneGame.RULES, GoneGame.RULES.start(o, 1), Seat.HUMAN, Seat.HUMAN);
        assertEquals("fills the board with black pebbles", words(GoneGame.RULES, m.position(), "fill", false));
        m.play("fill");
        assertEquals("paint a white pebble at 0,0", words(GoneGame.RULES, m.position(), "w0,0", true));
        m.play("w0,0");
        m.play("play");
        for (int round = 1; round <= 3; round++) {
            GonePosition before = m.position();
            m.play("round");
            int turned = blacks(before) - blacks(m.position());
            assertEquals(
                    "Round " + round + ": " + (turned == 1 ? "1 black pebble" : turned + " black pebbles")
                            + " turned white",
                    GoneGame.RULES.notation().inWords(before, "round", m.position(), false, PlayerNames.NUMBERED));
        }
    }

    /** Go starts the rounds in the editor, and the seeding in a challenge (#48 item 10: not "You start the rounds"). */
    @Test
    void goneSaysWhatGoStarts() {
        for (String mode : new String[] {"editor", "challenge"}) {
            Map<String, String> o = new LinkedHashMap<>();
            for (OptionSpec s : GoneGame.RULES.options()) o.put(s.name, s.defaultValue);
            o.put("mode", mode);
            o.put("size", "8x8");
            Match<GonePosition> m = new Match<>(GoneGame.RULES, GoneGame.RULES.start(o, 1), Seat.HUMAN, Seat.HUMAN);
            m.play("fill");
            if (mode.equals("editor")) m.play("w0,0");
            assertEquals(
                    mode.equals("editor") ? "start the rounds" : "start placing the seeds",
                    words(GoneGame.RULES, m.position(), "play", true),
                    mode);
        }
    }

    /** Black pebbles on the board in this round, counted place by place. */
    private static int blacks(GonePosition p) {
        int n = 0;
        for (int y = 0; y < p.board.height; y++) {
            for (int x = 0; x < p.board.width; x++) {
                byte v = p.phase == GonePosition.ROUNDS ? p.run1.at(x, y, p.round) : p.board.get(x, y);
                if (v == GoneGrid.BLACK) n++;
            }
        }
        return n;
    }
}
