package parlour.arrows;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.arrows.view.ArrowsView;
import parlour.board.GameUi;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.Seat;
import parlour.match.Text;
import parlour.shell.launch.GameEntry;

/** The seed's binary board files (16-bit little-endian signed pairs), the text format and every refusal. */
class BoardFilesTest {
    /** Pairs as the seed's Turbo Pascal program writes them. */
    private static byte[] pairs(int... v) {
        byte[] b = new byte[v.length * 2];
        for (int i = 0; i < v.length; i++) {
            b[2 * i] = (byte) (v[i] & 0xff);
            b[2 * i + 1] = (byte) ((v[i] >> 8) & 0xff);
        }
        return b;
    }

    @Test
    void aSeedFileReadsAndWritesBackByteForByte() {
        byte[] file = pairs(10, 6, 2, 3, 9, 4, 3, 7, 5, 5, 1, 1, 10, 6);
        ArrowsBoard b = BoardFiles.read(file, "b.dat");
        assertEquals(10, b.cols);
        assertEquals(6, b.rows);
        assertEquals(2, b.x1);
        assertEquals(3, b.y1);
        assertEquals(3, b.d1);
        assertEquals(9, b.x2);
        assertEquals(7, b.d2);
        assertTrue(b.isBlocked(5, 5) && b.isBlocked(1, 1) && b.isBlocked(10, 6));
        assertArrayEquals(file, BoardFiles.writeBinary(b));
    }

    @Test
    void aGameOnABoardWithEveryOtherCellBlockedSavesAndLoadsBack() throws SaveFormatException {
        List<Integer> v = new ArrayList<>(Arrays.asList(10, 10, 1, 1, 3, 3, 3, 3));
        for (int y = 1; y <= 10; y++) {
            for (int x = 1; x <= 10; x++)
                if (!(x == 1 && y == 1 || x == 3 && y == 3 || x == 2 && y == 2)) {
                    v.add(x);
                    v.add(y);
                }
        }
        int[] pairs = new int[v.size()];
        for (int i = 0; i < pairs.length; i++) pairs[i] = v.get(i);
        ArrowsBoard b = BoardFiles.read(pairs(pairs), "full.dat");
        assertEquals(97, b.blockedCount());
        Map<String, String> o = new LinkedHashMap<>();
        o.put("board", b.setupText());
        GameEntry<ArrowsPosition> entry = new GameEntry<>(ArrowsGame.RULES, GameUi.of("arrows", ArrowsView::new));
        Match<ArrowsPosition> m = entry.newMatch(o, 1, Seat.HUMAN, Seat.HUMAN);
        assertEquals(null, m.play("3"));
        Match<ArrowsPosition> back = entry.load(entry.save(m), "autosave");
        assertEquals(m.position(), back.position());
        assertEquals(b, back.position().board);
    }

    @Test
    void generatedBoardsRoundTripThroughBothFormatsAndTheSetupWords() {
        Random r = new Random(7);
        for (int i = 0; i < 100; i++) {
            ArrowsBoard b = BoardGenerator.generate(4 + r.nextInt(7), 4 + r.nextInt(7), r.nextInt(20), r);
            byte[] bin = BoardFiles.writeBinary(b);
            assertEquals(b, BoardFiles.read(bin, "x"));
            assertArrayEquals(bin, BoardFiles.writeBinary(BoardFiles.read(bin, "x")));
            assertEquals(b, BoardFiles.read(BoardFiles.writeText(b).getBytes(StandardCharsets.US_ASCII), "x.txt"));
            assertEquals(b, ArrowsBoard.parseSetup(Text.words(b.setupText()), "setup"));
        }
    }

    private static void refused(byte[] file, String... expected) {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> BoardFiles.read(file, "bad.dat"));
        assertThat(e.getMessage()).as(e.getMessage()).startsWith("bad.dat: ");
        for (String s : expected)
            assertThat(e.getMessage()).as(e.getMessage() + " lacks " + s).contains(s);
    }

    @Test
    void everyBrokenFileIsRefusedNamingTheFileAndThePair() {
        refused(pairs(8, 8, 2, 2, 7, 7), "pair 4 is missing");
        refused(new byte[0], "pair 1 is missing");
        refused(Arrays.copyOf(pairs(8, 8, 2, 2, 7, 7, 1, 2), 15), "pair 4 is cut short", "15 bytes");
        refused(Arrays.copyOf(pairs(8, 8, 2, 2, 7, 7, 1, 2), 14), "pair 4 is cut short");
        refused(pairs(3, 8, 2, 2, 7, 7, 1, 2), "pair 1 (3, 8)", "size");
        refused(pairs(8, 11, 2, 2, 7, 7, 1, 2), "pair 1 (8, 11)");
        refused(pairs(8, 8, 0, 2, 7, 7, 1, 2), "pair 2 (0, 2)", "off the 8x8 board");
        refused(pairs(8, 8, 2, 2, 9, 7, 1, 2), "pair 3 (9, 7)");
        refused(pairs(8, 8, 2, 2, 2, 2, 1, 2), "pair 3", "same cell");
        refused(pairs(8, 8, 2, 2, 7, 7, 8, 2), "pair 4 (8, 2)", "0 to 7");
        refused(pairs(8, 8, 2, 2, 7, 7, 1, -1), "pair 4 (1, -1)");
        refused(pairs(8, 8, 2, 2, 7, 7, 1, 2, 2, 2), "pair 5 (2, 2)", "taken");
        refused(pairs(8, 8, 2, 2, 7, 7, 1, 2, 3, 3, 3, 3), "pair 6 (3, 3)", "taken");
        refused(pairs(8, 8, 2, 2, 7, 7, 1, 2, 9, 1), "pair 5 (9, 1)", "off");
        refused(pairs(8, 8, 2, 2, 7, 7, 1, 2, -300, 1), "pair 5 (-300, 1)");
        // a 6x5 board with one pair more than its 30 cells allow: named with its own size
        int[] full = new int[2 * 33];
        full[0] = 6;
        full[1] = 5;
        refused(pairs(full), "pair 33", "too many pairs for a 6x5 board", "at most 32");
        refused(new byte[4 * 103], "pair 103", "too many pairs for any board", "10x10");
    }

    @Test
    void theTextFormatNamesTheLineOfWhatIsWrong() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> BoardFiles.read(
                        "size 8 8\nfirst 2 2 E\nsecond 7 7 up\n".getBytes(StandardCharsets.US_ASCII), "b.txt"));
        assertThat(e.getMessage()).as(e.getMessage()).startsWith("b.txt: line 3");
        e = assertThrows(
                IllegalArgumentException.class,
                () -> BoardFiles.read("size 8 8\nfirst 2 2 E\n".getBytes(StandardCharsets.US_ASCII), "b.txt"));
        assertThat(e.getMessage()).as(e.getMessage()).contains("second");
        e = assertThrows(
                IllegalArgumentException.class,
                () -> BoardFiles.read(
                        "size 7 6\nfirst 2 3 SE\nsecond 7 4 NW\nblocked 1 1\nblocked 4 4 8 6\n"
                                .getBytes(StandardCharsets.US_ASCII),
                        "b.txt"));
        assertEquals("b.txt: line 5 (8, 6): the blocked cell is off the 7x6 board", e.getMessage());
        e = assertThrows(
                IllegalArgumentException.class,
                () -> BoardFiles.read(
                        "second 2 2 E\nsize 3 8\nfirst 2 2 E\n".getBytes(StandardCharsets.US_ASCII), "b.txt"));
        assertThat(e.getMessage()).as(e.getMessage()).startsWith("b.txt: line 2 (3, 8)");
        ArrowsBoard b = BoardFiles.read(
                "# mine\nsize 5 4\nfirst 1 1 SE\nsecond 5 4 nw\nblocked 3 2 3 3\n".getBytes(StandardCharsets.US_ASCII),
                "b.txt");
        assertEquals("5 4 1 1 3 5 4 7 3 2 3 3", b.setupText());
    }
}
