package parlour.desktop.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.app.Launch;
import parlour.desktop.ArrowsDesktop;
import parlour.desktop.EngineMain;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;
import parlour.morris.ai.MorrisTable;
import parlour.morris.ai.TableBuilder;
import parlour.morris.ai.TableCodec;

/**
 * The database files the build put in the jar: both read, every value is the built table's, the start is a draw,
 * and the values of positions met in random games (placing and moving phase) follow from their moves' values as
 * the rules play them.
 */
class MorrisTableFilesTest {
    @Test
    void theTablesAreConsistentWithTheRules() throws Exception {
        for (boolean flying : new boolean[] {true, false}) {
            MorrisTable table = jarTable(flying);
            MorrisRules rules = new MorrisRules(MorrisBoard.SIX, flying, false, 0);
            assertEquals(0, table.value(MorrisPosition.start(rules, 1)), "Six Men's Morris is a draw");
            Random random = new Random(flying ? 7 : 8);
            int checked = 0, decided = 0;
            for (int game = 0; game < 60; game++) {
                MorrisPosition p = MorrisPosition.start(rules, 1);
                for (int ply = 0; ply < 80 && !p.isOver(); ply++) {
                    int v = table.value(p);
                    assertEquals(expected(table, p), v, p.toString());
                    checked++;
                    if (v != 0) decided++;
                    int[] moves = p.legalMoves();
                    p = p.play(moves[random.nextInt(moves.length)]);
                }
            }
            assertThat(checked)
                    .as(checked + " checked, " + decided + " decided")
                    .isGreaterThan(2000);
            assertThat(decided)
                    .as(checked + " checked, " + decided + " decided")
                    .isGreaterThan(100);
        }
    }

    /** The table in the file the jar carries, decoded whole. */
    private static MorrisTable jarTable(boolean flying) throws Exception {
        TableCodec.Decoder decoder = new TableCodec.Decoder(MorrisTableFiles.bytes(flying), flying);
        assertTrue(decoder.step(Integer.MAX_VALUE), "the file is whole");
        return decoder.table();
    }

    private static int expected(MorrisTable table, MorrisPosition p) {
        int minWin = Integer.MAX_VALUE, maxLoss = 0;
        boolean draw = false;
        for (int m : p.legalMoves()) {
            MorrisPosition c = p.play(m);
            int v = c.isOver() && c.winner() != 0 ? -1 : table.value(c);
            if (v < 0) minWin = Math.min(minWin, -v);
            else if (v > 0) maxLoss = Math.max(maxLoss, v);
            else draw = true;
        }
        if (minWin != Integer.MAX_VALUE) return minWin + 1;
        return draw ? 0 : -(maxLoss + 1);
    }

    /**
     * The file the jar carries (and the web widget fetches: the same format, built the same way) decodes to the
     * values a fresh retrograde analysis gives, for every one of the 50,879,052 positions of each rule.
     */
    @Test
    void theFilesHoldExactlyTheBuiltTables() throws Exception {
        for (boolean flying : new boolean[] {true, false}) {
            MorrisTable file = jarTable(flying);
            MorrisTable built = new TableBuilder(flying).build();
            long checked = 0;
            for (int key : MorrisTable.keys()) {
                int handMe = key / 343, handThem = key / 49 % 7, a = key / 7 % 7, b = key % 7;
                for (int me = (1 << a) - 1; me < 1 << 16; me = nextSet(me)) {
                    for (int set = (1 << b) - 1; set < 1 << (16 - a); set = nextSet(set)) {
                        int them = spread(set, me);
                        int expected = built.value(me, them, handMe, handThem);
                        if (file.value(me, them, handMe, handThem) != expected)
                            assertEquals(
                                    expected,
                                    file.value(me, them, handMe, handThem),
                                    "flying " + flying + ", " + Integer.toBinaryString(me) + " against "
                                            + Integer.toBinaryString(them));
                        checked++;
                        if (set == 0) break;
                    }
                    if (me == 0) break;
                }
            }
            assertEquals(50_879_052, checked);
        }
    }

    /** The next set of as many points (Gosper's hack). */
    private static int nextSet(int s) {
        int c = s & -s, r = s + c;
        return (((r ^ s) >>> 2) / c) | r;
    }

    /** Spreads {@code set} over the points not in {@code me}. */
    private static int spread(int set, int me) {
        int out = 0, j = 0;
        for (int p = 0; p < 16; p++) {
            if ((me >> p & 1) != 0) continue;
            if ((set >> j++ & 1) != 0) out |= 1 << p;
        }
        return out;
    }

    @Test
    void theEngineSpeaksMorrisAndSolvesFromTheTable() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String in = "game morris6\nsolve\nplay a1\nplay b2\nplay c1\nplay d2\nlegal_moves\nplay e1xb2\nsolve\nresult\n"
                + "list_commands\ngame morris9\nplay g7\nplay d7-d6\n";
        EngineMain.run(
                new Launch(ArrowsDesktop.FILES, MorrisTableFiles.fromJar(true)),
                new ByteArrayInputStream(in.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true));
        String[] answers = out.toString(StandardCharsets.UTF_8).split("\n\n");
        assertEquals("= draw", answers[1], "the start is a draw");
        assertTrue(
                answers[6].startsWith("= e1xb2 e1xd2 ") || answers[6].contains("e1xb2"),
                "a mill lists one move per removal: " + answers[6]);
        assertTrue(answers[8].matches("= (win|loss) \\d+|= draw"), answers[8]);
        assertEquals("= none", answers[9]);
        assertEquals(
                1,
                answers[10].split("\nresult").length - 1 + (answers[10].startsWith("= result") ? 1 : 0),
                "result is listed once: " + answers[10]);
        assertThat(answers[13])
                .as("a move in the placing phase is refused: " + answers[13])
                .startsWith("? ");
    }
}
