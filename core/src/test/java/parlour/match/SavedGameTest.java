package parlour.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;

/** Seed 002, 7.3.3.1-2 and 8.2: games saved as text, read back, and damaged files refused with the line at fault. */
class SavedGameTest {

    static Match<DotsPosition> load(String text) throws SaveFormatException {
        return DotsGame.load(SavedGame.read(text, "game.txt"), "game.txt");
    }

    static Match<DotsPosition> played(int first, Seat p1, Seat p2, String moves) {
        Match<DotsPosition> m = DotsGame.newMatch(3, 2, first, p1, p2);
        for (String move : Text.words(moves)) assertEquals(null, m.play(move), move);
        return m;
    }

    @Test
    void aSavedMatchLoadsBackToTheSamePositionSeatsAndHistory() throws SaveFormatException {
        Match<DotsPosition> m = played(2, Seat.HUMAN, Seat.computer("easy"), "a1-b1 a1-a2 a2-b2 b1-b2 c3-d3");
        String text = DotsGame.save(m).write();
        assertThat(text).as(text).startsWith("[Parlour \"1\"]\n");
        assertThat(text)
                .as(text)
                .contains(
                        "[Game \"dots\"]\n[Size \"3x2\"]\n[Player1 \"human\"]\n[Player2 \"ai:easy\"]\n[FirstPlayer \"2\"]\n");
        assertThat(text).as(text).contains("[Score \"1-0\"]");
        Match<DotsPosition> back = load(text);
        assertEquals(m.position(), back.position());
        assertEquals(m.moves(), back.moves());
        assertEquals(m.start(), back.start());
        assertEquals(Seat.HUMAN, back.seat(1));
        assertEquals(Seat.computer("easy"), back.seat(2));
    }

    @Test
    void aFinishedGameSavesItsResult() throws SaveFormatException {
        Match<DotsPosition> m = DotsGame.newMatch(1, 1, 1, Seat.HUMAN, Seat.HUMAN);
        for (String move : Text.words("a1-b1 a2-b2 a1-a2 b1-b2")) m.play(move);
        String text = DotsGame.save(m).write();
        assertThat(text).as(text).contains("[Result \"2\"]");
        assertEquals(2, load(text).winner());
    }

    @Test
    void longGamesWrapTheirMovesAndEveryMoveKnowsItsLine() throws SaveFormatException {
        DotsPosition p = DotsPosition.empty(7, 7);
        SavedGame g = new SavedGame();
        g.tags().put("Game", "dots");
        for (int line = 0; line < 40; line++) g.addMove(DotsNotation.format(p, line));
        String text = g.write();
        for (String row : Text.lines(text)) assertThat(row.length()).as(row).isLessThanOrEqualTo(72);
        SavedGame back = SavedGame.read(text, "game.txt");
        assertEquals(g.moves(), back.moves());
        List<String> rows = Text.lines(text);
        for (int i = 0; i < back.moves().size(); i++) {
            assertThat(rows.get(back.lineOf(i) - 1)).contains(back.moves().get(i));
        }
    }

    @Test
    void commentsBlankLinesWindowsLineEndsAndUnknownTagsAreAccepted() throws SaveFormatException {
        String text = "; a game from the club\r\n[Parlour \"1\"]\r\n[Game \"dots\"]  ; the game\r\n[Size \"2x2\"]\r\n"
                + "[Event \"Club; night \\\"two\\\"\"]\r\n\r\na1-b1 ; first\r\n\r\n  b2-c2\r\n";
        SavedGame g = SavedGame.read(text, "club.txt");
        assertEquals("Club; night \"two\"", g.tag("Event"));
        assertEquals(List.of("a1-b1", "b2-c2"), g.moves());
        assertEquals(7, g.lineOf(0));
        assertEquals(9, g.lineOf(1));
        SavedGame again = SavedGame.read(g.write(), "again.txt");
        assertEquals(g.tags(), again.tags());
        assertEquals(2, load(text).moveCount());
    }

    static SaveFormatException refused(String text) {
        return assertThrows(SaveFormatException.class, () -> load(text));
    }

    @Test
    void damagedFilesAreRefusedSayingWhatAndWhere() {
        String head = "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"2x2\"]\n\n";
        assertThat(refused("").getMessage()).contains("empty");
        assertThat(refused("hello world\nthis is not a game").getMessage()).contains("not a Parlour save file");
        assertEquals(1, refused("hello world").line());
        assertThat(refused("\u0000\u0001\u00ff garbage [").getMessage()).contains("game.txt");
        assertThat(refused("[Game \"dots\"]\n").getMessage()).contains("must begin with [Parlour");
        assertThat(refused("[Parlour \"2\"]\n[Game \"dots\"]\n").getMessage()).contains("version 2 is not supported");
        assertThat(refused("[Parlour \"1\"]\n[Game \"gone\"]\n").getMessage()).contains("not of Dots and Boxes");
        assertThat(refused("[Parlour \"1\"]\n[Size \"2x2\"]\n").getMessage()).contains("Game tag is missing");
        assertThat(refused("[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"99x2\"]\n")
                        .getMessage())
                .contains("Size");
        assertThat(refused(head.replace("\n\n", "\n[Player2 \"wizard\"]\n\n")).getMessage())
                .contains("Player2");
        assertThat(refused(head.replace("\n\n", "\n[FirstPlayer \"3\"]\n\n")).getMessage())
                .contains("FirstPlayer");
        assertEquals(
                3,
                refused("[Parlour \"1\"]\n[Game \"dots\"]\n[Game \"dots\"]\n").line());
        assertEquals(
                3, refused("[Parlour \"1\"]\n[Game \"dots\"]\n[Size 2x2]\n").line());
        assertEquals(6, refused(head + "a1-b1\n[Size \"3x3\"]\n").line());
    }

    @Test
    void anIllegalMoveNamesItsLineAndMoveNumber() {
        String text = "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"2x2\"]\n\na1-b1 b1-c1\na2-b2 a1-b1\n";
        SaveFormatException e = refused(text);
        assertEquals(6, e.line());
        assertThat(e.getMessage()).as(e.getMessage()).contains("game.txt line 6");
        assertThat(e.getMessage()).as(e.getMessage()).contains("move 4 'a1-b1'");
        assertThat(e.getMessage()).as(e.getMessage()).contains("already joined");
        SaveFormatException pastTheEnd =
                refused("[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"1x1\"]\n\na1-b1 a2-b2 a1-a2 b1-b2\nb1-c1\n");
        assertEquals(6, pastTheEnd.line());
        assertThat(pastTheEnd.getMessage()).as(pastTheEnd.getMessage()).contains("over");
    }

    @Test
    void aFailedLoadLeavesTheCurrentMatchAsItWas() {
        Match<DotsPosition> current = played(1, Seat.HUMAN, Seat.HUMAN, "a1-b1 b2-c2");
        DotsPosition before = current.position();
        List<String> history = current.moves();
        Match<DotsPosition> kept = current;
        try {
            kept = load("[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"3x2\"]\n\na1-b1 a1-b1\n");
        } catch (SaveFormatException e) {
            assertEquals(5, e.line());
        }
        assertTrue(kept == current, "nothing was loaded");
        assertEquals(before, current.position());
        assertEquals(history, current.moves());
        assertEquals(1, current.toMove());
    }
}
