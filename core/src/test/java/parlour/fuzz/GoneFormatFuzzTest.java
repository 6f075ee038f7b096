package parlour.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import parlour.gone.GoneBoard;
import parlour.gone.GoneFormat;
import parlour.gone.GoneFormatException;
import parlour.gone.GoneGrid;
import parlour.gone.GoneSolver;
import parlour.gone.GoneSparse;

/**
 * Fuzz target: any bytes as a Gone board file, read in either format as the {@code gone} command does
 * (GoneFormat.parse) and as a grid only as board imports and the protocol's {@code setup} do (parseGrid).
 * Either it reads, and written back in its format it reads back the same, with the same answer from the
 * dense solver and the sparse one with 4 and 8 neighbours; or the message is clear and names the file and a
 * line of the text. Nothing else escapes.
 */
class GoneFormatFuzzTest {
    private static final String FILE = "board.txt";

    @FuzzTest(maxDuration = "10s")
    void goneBoard(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        try {
            GoneFormat.Board b = GoneFormat.parse(text, FILE);
            if (b.grid != null) sameGrid(b.grid, GoneFormat.parse(gridText(b.grid), "again").grid);
            else assertEquals(pebbles(b.sparse), pebbles(GoneFormat.parse(listText(b.sparse), "again").sparse));
            if (b.grid != null) solversAgree(b.grid);
        } catch (GoneFormatException e) {
            clear(e, text);
        }
        try {
            GoneGrid g = GoneFormat.parseGrid(text, FILE);
            sameGrid(g, GoneFormat.parseGrid(gridText(g), "again"));
        } catch (GoneFormatException e) {
            clear(e, text);
        }
    }

    private static void clear(GoneFormatException e, String text) {
        Clear.message(e.getMessage());
        assertThat(e.getMessage()).as(e.getMessage()).startsWith(FILE + ":" + e.line + ": ");
        int lines = 1;
        for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') lines++;
        assertThat(e.line).as("line " + e.line + " of " + lines).isGreaterThanOrEqualTo(1);
        assertThat(e.line).as("line " + e.line + " of " + lines).isLessThanOrEqualTo(lines);
    }

    private static String gridText(GoneGrid g) {
        return g.width == 0 ? "" : GoneBoard.of(g).gridText('\n');
    }

    private static String listText(GoneSparse s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.size(); i++)
            sb.append(s.x(i)).append(' ').append(s.y(i)).append(s.colour(i) == GoneGrid.WHITE ? " W\n" : " B\n");
        return sb.toString();
    }

    private static void sameGrid(GoneGrid a, GoneGrid b) {
        assertTrue(
                a.width == b.width && a.height == b.height && Arrays.equals(a.cells, b.cells),
                "a grid written back reads back the same");
    }

    private static List<String> pebbles(GoneSparse s) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < s.size(); i++) out.add(s.x(i) + " " + s.y(i) + " " + s.colour(i));
        Collections.sort(out);
        return out;
    }

    /** The dense solver and the sparse one (its own neighbour search over a hash table) give the same answer. */
    private static void solversAgree(GoneGrid g) {
        GoneSparse s = new GoneSparse();
        for (int y = 0; y < g.height; y++)
            for (int x = 0; x < g.width; x++) if (g.get(x, y) != GoneGrid.HOLE) s.add(x, y, g.get(x, y));
        for (boolean eight : new boolean[] {false, true})
            assertEquals(GoneSolver.solve(g, eight), s.solve(eight), "the solvers disagree");
    }
}
