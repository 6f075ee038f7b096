package parlour.arrows;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.match.Text;

/** The board editor's model: edits, its own undo and redo, resizing, and boards the rules refuse. */
class BoardEditorTest {
    private static ArrowsBoard board(String setup) {
        return ArrowsBoard.parseSetup(Text.words(setup), "test");
    }

    private static BoardEditor editor(String setup) {
        return new BoardEditor(BoardDraft.of(board(setup)), 8, new Random(3));
    }

    @Test
    void editsMakeTheBoardThatIsPlayed() {
        BoardEditor e = editor("6 5 2 2 E 5 4 W");
        e.moveCursor(2, 1); // (4, 3)
        assertTrue(e.toggleBlocked());
        e.moveCursor(-3, 1); // (1, 4)
        assertTrue(e.placePiece(2));
        assertTrue(e.turn(true));
        assertTrue(e.turn(true));
        assertEquals(board("6 5 2 2 2 1 4 0 4 3"), e.finish(), "piece 2 moved to (1, 4) and turned from W twice, to N");
    }

    @Test
    void undoAndRedoStepThroughTheEditsOnly() {
        BoardEditor e = editor("6 5 2 2 E 5 4 W");
        BoardDraft start = e.draft();
        e.setCursor(3, 3);
        e.toggleBlocked();
        BoardDraft blocked = e.draft();
        e.moveCursor(1, 0); // moving the cursor is no edit
        e.placePiece(1);
        assertTrue(e.undo());
        assertEquals(blocked, e.draft());
        assertTrue(e.undo());
        assertEquals(start, e.draft());
        assertFalse(e.undo(), "nothing before the start");
        assertThat(e.status()).as(e.status()).contains("Nothing to undo");
        assertTrue(e.redo());
        assertEquals(blocked, e.draft());
        e.setCursor(1, 1);
        e.toggleBlocked(); // a new edit drops what could be redone
        assertFalse(e.redo());
    }

    @Test
    void boardsTheRulesRefuseAreNotPlayedAndSayWhy() {
        BoardEditor e = editor("6 5 2 2 E 5 4 W");
        e.setCursor(2, 2);
        e.toggleBlocked();
        assertNull(e.finish(), "piece 1 on a blocked cell");
        assertThat(e.status()).as(e.status()).contains("Piece 1 is on a blocked cell (2, 2)");
        e.undo();
        e.setCursor(5, 4);
        e.placePiece(1);
        assertNull(e.finish(), "both pieces on one cell");
        assertThat(e.status()).as(e.status()).contains("Both pieces are on one cell (5, 4)");
        e.clear();
        assertNull(e.finish(), "no pieces after Clear");
        assertThat(e.status()).as(e.status()).contains("Piece 1 is not on the board");
    }

    @Test
    void aPiecePointingOffTheBoardIsPlayableButWarned() {
        BoardEditor e = editor("6 5 1 1 N 5 4 W");
        assertThat(e.status()).as(e.status()).contains("piece 1 points off the board");
        assertNotNull(e.finish(), "the rules allow it: the first player loses at once");
    }

    @Test
    void resizingKeepsWhatFitsAndStaysFromFourToTen() {
        BoardEditor e = editor("6 5 2 2 E 6 5 W 1 1 6 1");
        assertTrue(e.resize(-1, 0));
        BoardDraft d = e.draft();
        assertEquals(5, d.cols);
        assertTrue(d.isBlocked(1, 1));
        assertEquals(0, d.pieceX(2), "piece 2 was in column 6");
        assertEquals(1, d.blockedCount(), "the blocked cell in column 6 went");
        assertTrue(e.resize(0, -1));
        assertFalse(e.resize(0, -1), "4 rows is the least");
        assertThat(e.status()).as(e.status()).contains("from 4 to 10");
        for (int i = 0; i < 5; i++) e.resize(1, 0);
        assertFalse(e.resize(1, 0), "10 columns is the most");
        assertEquals(10, e.draft().cols);
    }

    @Test
    void theMouseToolsBlockPlaceAndTurn() {
        BoardEditor e = editor("6 5 2 2 E 5 4 W");
        e.click(3, 3);
        assertTrue(e.draft().isBlocked(3, 3));
        e.setTool(BoardEditor.PIECE1);
        e.click(4, 4);
        assertEquals(4, e.draft().pieceX(1));
        e.click(4, 4);
        assertEquals(3, e.draft().pieceDir(1), "a second click on the piece turns it clockwise");
    }

    @Test
    void aRandomBoardHasTheSizeAndCanBePlayed() {
        BoardEditor e = editor("7 9 2 2 E 5 4 W");
        e.randomBoard();
        ArrowsBoard b = e.finish();
        assertNotNull(b, e.status());
        assertEquals(Arrays.asList(7, 9), Arrays.asList(b.cols, b.rows));
        assertEquals(8, b.blockedCount());
    }
}
