package parlour.dots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.match.Text;

/** Seed 002 (SRD sections 6 and 7): the rules of play, scoring, the end of the game and the errors. */
class DotsRulesTest {

    static Match<DotsPosition> match(int cols, int rows, String moves) {
        Match<DotsPosition> m = DotsGame.newMatch(cols, rows, 1, Seat.HUMAN, Seat.HUMAN);
        for (String move : Text.words(moves)) assertNull(m.play(move), move);
        return m;
    }

    @Test
    void srd612_playersTakeTurnsWhileNoBoxIsClosed() {
        Match<DotsPosition> m = match(3, 3, "");
        assertEquals(1, m.toMove(), "player 1 starts (SRD 7.3.1.1 d)");
        m.play("a1-b1");
        assertEquals(2, m.toMove());
        m.play("c3-c4");
        assertEquals(1, m.toMove());
        assertEquals(
                1,
                m.position().lineOwner(m.position().lineBetween(0, 0, 1, 0)),
                "the line is in its player's colour (7.2.1.1)");
        assertEquals(2, m.position().lineOwner(m.position().lineBetween(2, 2, 2, 3)));
    }

    @Test
    void srd613_closingABoxScoresItMarksItAndKeepsTheTurn() {
        // given box a1 with three sides, player 2 to move
        Match<DotsPosition> m = match(3, 3, "a1-b1 a1-a2 a2-b2");
        assertEquals(2, m.toMove());
        // when player 2 draws its fourth side
        m.play("b1-b2");
        // then the box is player 2's, the score shows it and player 2 moves again
        assertEquals(2, m.position().boxOwner(0, 0));
        assertEquals(1, m.position().score(2));
        assertEquals(0, m.position().score(1));
        assertEquals(2, m.toMove());
        // and the turn passes once player 2 draws a line that closes nothing (6.1.3: until she fails to complete a
        // square)
        m.play("c3-d3");
        assertEquals(1, m.toMove());
    }

    @Test
    void srd613_aLineClosingTwoBoxesScoresBothButGivesOneExtraMove() {
        // given the two left boxes of a 3x1 row with every side but the one they share, player 1 to move
        Match<DotsPosition> m = match(3, 1, "a1-b1 b1-c1 a2-b2 b2-c2 a1-a2 c1-c2");
        assertEquals(1, m.toMove());
        // when player 1 draws the shared side
        m.play("b1-b2");
        // then both boxes are player 1's and player 1 moves again, once
        assertEquals(2, m.position().score(1));
        assertEquals(1, m.position().boxOwner(0, 0));
        assertEquals(1, m.position().boxOwner(1, 0));
        assertEquals(1, m.toMove());
        m.play("c1-d1");
        assertEquals(2, m.toMove());
    }

    @Test
    void srd614_theGameEndsWhenEveryBoxIsOwnedAndTheMostBoxesWin() {
        // given a 3x1 row where player 1 took the two left boxes and player 2 offered the last one
        Match<DotsPosition> m = match(3, 1, "a1-b1 b1-c1 a2-b2 b2-c2 a1-a2 c1-c2 b1-b2 c1-d1 c2-d2");
        assertEquals(2, m.position().score(1));
        assertFalse(m.isOver());
        assertEquals(-1, m.winner());
        assertEquals(1, m.toMove());
        // when player 1 closes it with the last line
        m.play("d1-d2");
        // then every box is owned, the game is over and player 1 wins 3 to 0
        assertTrue(m.isOver());
        assertEquals(3, m.position().score(1));
        assertEquals(0, m.position().score(2));
        assertEquals(1, m.winner());
        assertEquals(0, m.position().legalLines().length);
        // and no more lines can be drawn
        assertEquals("The game is over.", m.play("a1-b1"));
        assertEquals(9 + 1, m.moveCount());
    }

    @Test
    void srd614_equalBoxesOnAnEvenBoardIsATie() {
        // player 1 closes the left box, then has to offer the right one to player 2
        Match<DotsPosition> m = match(2, 1, "b1-b2 b1-c1 a1-b1 a2-b2 a1-a2 b2-c2 c1-c2");
        assertTrue(m.isOver());
        assertEquals(1, m.position().score(1));
        assertEquals(1, m.position().score(2));
        assertEquals(0, m.winner());
    }

    @Test
    void srd732_eachMistakeGivesAMessageAndTheTurnStaysWithThePlayer() {
        Match<DotsPosition> m = match(3, 3, "a1-b1");
        DotsPosition before = m.position();
        List<String> history = m.moves();
        String[][] cases = {
            {"a1-b1", "already joined"}, // 7.3.2.2
            {"b1-a1", "already joined"},
            {"a1-b2", "diagonal"}, // 7.3.2.1
            {"a1-c1", "too far apart"}, // 7.3.2.3
            {"a1-a3", "too far apart"},
            {"a1-a5", "no dot a5"}, // off the board
            {"d4-e4", "no dot e4"},
            {"b2-b2", "two different dots"},
            {"b2", "not a line"},
        };
        for (String[] c : cases) {
            String reason = m.play(c[0]);
            assertThat(reason).as(c[0] + " -> " + reason).isNotNull();
            assertThat(reason).as(c[0] + " -> " + reason).contains(c[1]);
            assertEquals(2, m.toMove(), "the turn stays with player 2 after " + c[0]);
            assertEquals(before, m.position());
            assertEquals(history, m.moves());
        }
    }

    @Test
    void reasonAgainstAnswersForDotsAsTheBoardShowsThem() {
        DotsPosition p = DotsPosition.empty(2, 2);
        assertNull(DotsRules.reasonAgainst(p, 0, 0, 1, 0));
        assertThat(DotsRules.reasonAgainst(p, 0, 0, 1, 1)).contains("diagonal");
        assertThat(DotsRules.reasonAgainst(p, 2, 2, 3, 2)).contains("no dot d3");
        assertEquals(p.lineBetween(2, 1, 2, 2), DotsRules.lineFor(p, 2, 2, 2, 1));
    }
}
