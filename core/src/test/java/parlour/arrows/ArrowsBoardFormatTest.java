package parlour.arrows;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.game.BoardFormat;
import parlour.game.GameSaves;
import parlour.match.Match;
import parlour.match.SavedGame;
import parlour.match.Seat;

/** Arrows' Load board and Save board formats: a loaded board is a new game that saves and reads back, files round-trip exactly. */
class ArrowsBoardFormatTest {
    private static final BoardFormat<ArrowsPosition> FORMAT = ArrowsGame.RULES.boardFormat();

    private static Map<String, String> current() {
        Match<ArrowsPosition> m = GameSaves.newMatch(
                ArrowsGame.RULES,
                ArrowsGame.RULES.optionsOf(
                        ArrowsGame.start(ArrowsBoard.of(new int[] {8, 8, 1, 1, 8, 8, 2, 6}, "t"), 1, "5", "8")),
                1,
                Seat.HUMAN,
                Seat.HUMAN);
        return ArrowsGame.RULES.optionsOf(m.start());
    }

    /** A 10x10 board with every cell but the pieces' and a few others blocked: 90 blocked cells. */
    private static int[] crowded() {
        int[] v = new int[8 + 180];
        int[] head = {10, 10, 1, 1, 10, 10, 2, 6};
        System.arraycopy(head, 0, v, 0, 8);
        int k = 8;
        for (int y = 1; y <= 10 && k < v.length; y++) {
            for (int x = 1; x <= 10 && k < v.length; x++) {
                if (y <= 2 && x <= 2 || y >= 9 && x >= 9 || y == 5 && x <= 2) continue;
                v[k++] = x;
                v[k++] = y;
            }
        }
        return v;
    }

    @Test
    void aCrowdedSeedFileLoadsAsANewGameThatSavesAndReadsBack() throws Exception {
        byte[] file = BoardFiles.writeBinary(ArrowsBoard.of(crowded(), "t"));
        BoardFormat.Loaded l = FORMAT.read(file, "crowded.bin", current());
        assertThat(l.moves).isEmpty();
        assertEquals("10x10", l.options.get("size"));
        assertEquals("5", l.options.get("clock"), "the clock stays as it was");
        Match<ArrowsPosition> m = GameSaves.newMatch(ArrowsGame.RULES, l.options, 1, Seat.HUMAN, Seat.HUMAN);
        m.play("3");
        String save = GameSaves.save(ArrowsGame.RULES, m).write();
        Match<ArrowsPosition> back = GameSaves.load(ArrowsGame.RULES, SavedGame.read(save, "save"), "save");
        assertArrayEquals(
                file,
                FORMAT.write(back.position(), "again.bin"),
                "the board of the saved game is the file's, byte for byte");
    }

    @Test
    void textFilesByTheirNameAndBadOnesNameTheLineOrPair() {
        String text = FORMAT.text(
                ArrowsGame.start(ArrowsBoard.of(new int[] {6, 5, 2, 2, 5, 4, 2, 6, 4, 1}, "t"), 1, "5", "8"));
        byte[] bytes = ("\n" + text).getBytes(StandardCharsets.US_ASCII);
        assertEquals(
                "6 5 2 2 2 5 4 6 4 1",
                FORMAT.read(bytes, "b.txt", current()).options.get("board"),
                "a .txt file is text even when it starts with a blank line");
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> FORMAT.readText("size 6 5\nfirst 2 2 E\nsecond 9 4 W\n", "the pasted text", current()));
        assertThat(e.getMessage())
                .as(e.getMessage())
                .startsWith("the pasted text: line 3 (9, 4): the second player's piece is off the 6x5 board");
        e = assertThrows(
                IllegalArgumentException.class, () -> FORMAT.read(new byte[] {6, 0, 5, 0, 2}, "short.bin", current()));
        assertThat(e.getMessage()).as(e.getMessage()).startsWith("short.bin: pair 2 is cut short");
    }
}
