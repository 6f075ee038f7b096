package parlour.desktop.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.app.Launch;
import parlour.app.MorrisTables;
import parlour.desktop.ArrowsDesktop;
import parlour.desktop.EngineMain;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;
import parlour.morris.ai.MorrisTable;
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
     * values the build's retrograde analysis gave, for every one of the 50,879,052 positions of each rule: the decoded
     * table's fingerprint (which ends in the count of positions) is the one the build wrote of the table as it solved
     * it ({@code MorrisTableTool --fingerprints}), so the table is not solved a second time here.
     */
    @Test
    void theFilesHoldExactlyTheBuiltTables() throws Exception {
        for (boolean flying : new boolean[] {true, false}) {
            MorrisTables.Decoding decoding = new MorrisTables.Decoding(MorrisTableFiles.bytes(flying), flying);
            assertTrue(decoding.step(Integer.MAX_VALUE), "the file is whole");
            MorrisTables.Table file = decoding.table();
            Path solved = Path.of("target", "morris-tables", MorrisTableTool.fingerprintName(flying));
            assertThat(solved)
                    .as("the build's fingerprint of the table it solved (mvn process-classes writes it)")
                    .exists();
            assertThat(file.fingerprint())
                    .as("flying " + flying + ": the fingerprint of the file's table against that of the table solved")
                    .endsWith("-50879052")
                    .isEqualTo(Files.readString(solved).trim());
        }
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
