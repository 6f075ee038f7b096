package parlour.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.LinkedHashMap;
import java.util.Map;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.arrows.BoardFiles;
import parlour.game.GameSaves;
import parlour.game.OptionSpec;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.Seat;
import parlour.match.Text;

/**
 * Fuzz target: any bytes as an Arrows board file, in the seed's binary format (16-bit little-endian pairs)
 * or the text format, read as {@code loadboard} and the tournament do (BoardFiles.read). Either it reads:
 * a binary file writes back byte for byte, the board goes through both formats and the setup words
 * unchanged, and a game on it saves and loads back; or the message is clear, names the file, and names a
 * pair of the file (binary) or a line of it (text) unless the whole file is at fault. Nothing else escapes.
 */
class ArrowsBoardFuzzTest {
    private static final String FILE = "board.dat";

    @FuzzTest(maxDuration = "10s")
    void arrowsBoard(byte[] bytes) {
        ArrowsBoard b;
        try {
            b = BoardFiles.read(bytes, FILE);
        } catch (IllegalArgumentException e) {
            clear(e.getMessage(), bytes);
            return;
        }
        if (BoardFiles.isBinary(bytes))
            assertArrayEquals(bytes, BoardFiles.writeBinary(b), "a binary board writes back byte for byte");
        assertEquals(b, BoardFiles.readBinary(BoardFiles.writeBinary(b), "again"));
        assertEquals(b, BoardFiles.readText(BoardFiles.writeText(b), "again"));
        assertEquals(b, ArrowsBoard.parseSetup(Text.words(b.setupText()), "again"));
        Map<String, String> o = new LinkedHashMap<>();
        o.put("board", b.setupText());
        o.put("clock", "untimed");
        for (OptionSpec spec : ArrowsGame.RULES.options())
            if (!o.containsKey(spec.name)) o.put(spec.name, spec.defaultValue);
        Match<ArrowsPosition> m =
                GameSaves.newMatch(ArrowsGame.RULES, o, 1 + (bytes.length & 1), Seat.HUMAN, Seat.HUMAN);
        if (!m.isOver()) m.play(String.valueOf(bytes.length % 8));
        try {
            Match<ArrowsPosition> back = GameSaves.load(
                    ArrowsGame.RULES, GameSaves.save(ArrowsGame.RULES, m).write(), "again");
            assertEquals(m.position(), back.position(), "a game on the board saves and loads back");
        } catch (SaveFormatException e) {
            throw new AssertionError("a game on a board that reads does not load back: " + e.getMessage(), e);
        }
    }

    private static void clear(String message, byte[] bytes) {
        Clear.message(message);
        assertThat(message).as(message).startsWith(FILE + ": ");
        if (BoardFiles.isBinary(bytes)) {
            int pair = number(message, "pair ");
            assertThat(pair)
                    .as("pair " + pair + " of a file of " + bytes.length + " bytes: " + message)
                    .isGreaterThanOrEqualTo(1);
            assertThat(pair)
                    .as("pair " + pair + " of a file of " + bytes.length + " bytes: " + message)
                    .isLessThanOrEqualTo(bytes.length / 4 + 1);
            return;
        }
        int lines = 1;
        for (byte c : bytes) if (c == '\n') lines++;
        int line = message.contains(": line ") ? number(message, ": line ") : -1;
        assertTrue(
                line >= 1 && line <= lines
                        || line == -1 && (message.endsWith("line is missing") || message.contains("too many lines")),
                "a line of the file, or the whole file: " + message);
    }

    /** The number after {@code word} in the message. */
    private static int number(String message, String word) {
        int at = message.indexOf(word);
        assertThat(at).as("names the " + word.trim() + ": " + message).isGreaterThanOrEqualTo(0);
        int n = 0;
        for (int i = at + word.length(); i < message.length() && Character.isDigit(message.charAt(i)); i++)
            n = n * 10 + message.charAt(i) - '0';
        return n;
    }
}
