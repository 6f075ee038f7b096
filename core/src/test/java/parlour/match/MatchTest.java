package parlour.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;

/** A match's history: moves, undo and redo as a player at the table sees them, and the listeners' view of it. */
class MatchTest {
    static final Seat AI = Seat.computer("easy");

    static Match<DotsPosition> match(Seat p1, Seat p2, String moves) {
        Match<DotsPosition> m = DotsGame.newMatch(3, 3, 1, p1, p2);
        for (String move : Text.words(moves)) assertNull(m.play(move), move);
        return m;
    }

    @Test
    void betweenTwoPeopleUndoAndRedoStepOneMove() {
        Match<DotsPosition> m = match(Seat.HUMAN, Seat.HUMAN, "a1-b1 c3-d3 a2-b2");
        assertTrue(m.undo());
        assertEquals(List.of("a1-b1", "c3-d3"), m.moves());
        assertEquals(1, m.toMove());
        assertTrue(m.redo());
        assertEquals(List.of("a1-b1", "c3-d3", "a2-b2"), m.moves());
        assertEquals(2, m.toMove());
        assertFalse(m.redo(), "nothing more to redo");
    }

    @Test
    void againstTheComputerUndoGoesBackToThePlayersOwnTurn() {
        // given the person (player 1) and the computer have each moved twice
        Match<DotsPosition> m = match(Seat.HUMAN, AI, "a1-b1 c3-d3 a2-b2 b3-c3");
        // when the person undoes, then both the computer's reply and the person's move are taken back
        assertTrue(m.undo());
        assertEquals(List.of("a1-b1", "c3-d3"), m.moves());
        assertEquals(1, m.toMove());
        assertTrue(m.seatToMove().movesHere());
        // and redo brings back both again, to the person's turn
        assertTrue(m.redo());
        assertEquals(4, m.moveCount());
        assertTrue(m.seatToMove().movesHere());
    }

    @Test
    void againstTheComputerUndoTakesBackAWholeRunOfBoxes() {
        // given the computer (player 2) closed a box and moved again
        Match<DotsPosition> m = match(Seat.HUMAN, AI, "a1-b1 a1-a2 a2-b2 b1-b2 c3-d3");
        assertEquals(1, m.toMove());
        // when the person undoes, then the computer's two moves and the person's offer go
        m.undo();
        assertEquals(List.of("a1-b1", "a1-a2"), m.moves());
        assertEquals(1, m.toMove());
        assertEquals(0, m.position().score(2));
    }

    @Test
    void undoWhileTheComputerIsToMoveTakesBackThePersonsLastMove() {
        Match<DotsPosition> m = match(Seat.HUMAN, AI, "a1-b1 c3-d3 a2-b2");
        assertEquals(2, m.toMove());
        m.undo();
        assertEquals(List.of("a1-b1", "c3-d3"), m.moves());
        assertTrue(m.seatToMove().movesHere());
    }

    @Test
    void whenTheComputerOpenedUndoStopsAtThePersonsFirstTurn() {
        Match<DotsPosition> m = match(AI, Seat.HUMAN, "a1-b1 b1-c1 c1-d1");
        m.undo();
        assertEquals(List.of("a1-b1"), m.moves());
        assertTrue(m.seatToMove().movesHere());
        m.undo();
        assertEquals(0, m.moveCount(), "the computer's opening move goes too: nothing of the person's is left");
        assertFalse(m.canUndo());
        assertFalse(m.undo());
    }

    @Test
    void betweenTwoComputersUndoStepsOneMove() {
        Match<DotsPosition> m = match(AI, AI, "a1-b1 b1-c1");
        m.undo();
        assertEquals(List.of("a1-b1"), m.moves());
    }

    @Test
    void aNewMoveAfterUndoForgetsTheUndoneMoves() {
        Match<DotsPosition> m = match(Seat.HUMAN, Seat.HUMAN, "a1-b1 c3-d3 a2-b2");
        m.undoOne();
        m.undoOne();
        assertTrue(m.canRedo());
        assertNull(m.play("d1-d2"));
        assertFalse(m.canRedo());
        assertEquals(List.of("a1-b1", "d1-d2"), m.moves());
        assertEquals(m.position(), m.positionAt(2));
    }

    @Test
    void anIllegalMoveChangesNothingAndKeepsTheRedoMoves() {
        Match<DotsPosition> m = match(Seat.HUMAN, Seat.HUMAN, "a1-b1 c3-d3");
        m.undoOne();
        DotsPosition before = m.position();
        assertThat(m.play("a1-b1")).contains("already joined");
        assertEquals(before, m.position());
        assertTrue(m.canRedo());
    }

    @Test
    void listenersHearEachChangeOnceWithItsMove() {
        Match<DotsPosition> m = match(Seat.HUMAN, Seat.HUMAN, "");
        List<String> heard = new ArrayList<>();
        MatchListener l = (change, move) -> heard.add(change + " " + move);
        m.addListener(l);
        m.play("a1-b1");
        m.play("a1-b1");
        m.undoOne();
        m.redoOne();
        m.reset(DotsPosition.empty(2, 2));
        m.removeListener(l);
        m.play("a1-b1");
        assertEquals(List.of("MOVED a1-b1", "UNDONE a1-b1", "REDONE a1-b1", "RESET null"), heard);
    }

    @Test
    void resetStartsAgainFromTheGivenPosition() {
        Match<DotsPosition> m = match(Seat.HUMAN, AI, "a1-b1 c3-d3");
        m.reset(DotsPosition.empty(4, 2, 2));
        assertEquals(0, m.moveCount());
        assertFalse(m.canUndo());
        assertFalse(m.canRedo());
        assertEquals(2, m.toMove());
        assertEquals(4, m.start().cols());
    }
}
