package parlour.gone;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Both board file formats: what they read, and the file-and-line messages for what they refuse. */
class GoneFormatTest {
    private static GoneResult solve(String text, boolean eight) throws GoneFormatException {
        return GoneFormat.parse(text, "t.txt").solve(eight);
    }

    private static String error(String text) {
        return assertThrows(GoneFormatException.class, () -> GoneFormat.parse(text, "board.txt"))
                .getMessage();
    }

    @Test
    void gridsWithCommentsRaggedRowsAndHoles() throws Exception {
        GoneGrid g = GoneFormat.parseGrid("# a comment\nWB\r\n\n..B\n\n", "t");
        assertEquals(3, g.width);
        assertEquals(3, g.height);
        assertEquals(GoneGrid.WHITE, g.get(0, 0));
        assertEquals(GoneGrid.HOLE, g.get(0, 1));
        assertEquals(GoneGrid.BLACK, g.get(2, 2));
        assertEquals(new GoneResult(1, true), solve("WB\n\n..B\n", false));
    }

    @Test
    void listsInAnyOrderWithSpacesAndComments() throws Exception {
        assertEquals(new GoneResult(1, false), solve("# pebbles\n1 0 B\n  0 0   W  \n\n", false));
        assertEquals(new GoneResult(0, true), solve("5 5 B\n", false));
        assertEquals(new GoneResult(2, false), solve("0 0 W\n1 1 B\n2 2 B\n", true));
        assertEquals(new GoneResult(1, false), solve("2000000000 7 W\n1999999999 7 B\n", false));
        assertEquals(new GoneResult(0, false), solve("# nothing\n", false));
    }

    @Test
    void errorsNameTheFileAndTheLine() {
        assertEquals(
                "board.txt:2: the x coordinate is negative (-1): a configuration with a negative coordinate is invalid",
                error("0 0 W\n-1 0 B\n"));
        assertThat(error("0 0 W\n0 -3 B\n")).startsWith("board.txt:2: the y coordinate is negative");
        assertThat(error("# c\nWB\nBX\n"))
                .as(error("# c\nWB\nBX\n"))
                .startsWith("board.txt:3: column 2: 'X' is not a place");
        assertThat(error("0 0 W\n\n1 0 G\n")).startsWith("board.txt:3: the colour must be B or W");
        assertThat(error("0 0 W\n1 0 B extra\n")).startsWith("board.txt:2: one pebble a line");
        assertThat(error("0 0 W\n1\n")).startsWith("board.txt:2: expected the y coordinate");
        assertThat(error("0 0 W\n0 0 B\n")).startsWith("board.txt:2: a second pebble at 0 0");
        assertThat(error("99999999999 0 W\n")).startsWith("board.txt:1: the x coordinate is too large");
        assertThat(error("1.5 0 W\n")).startsWith("board.txt:1: expected the x coordinate");
    }

    @Test
    void randomGridsAndTheirListsGiveTheSameAnswer() throws Exception {
        Random r = new Random(5);
        for (int t = 0; t < 500; t++) {
            GoneGrid g = GoneSolverTest.random(r, 1 + r.nextInt(15), 1 + r.nextInt(15), 0.3, 0.1);
            StringBuilder grid = new StringBuilder("# grid\n"), list = new StringBuilder("# list\n");
            for (int y = 0; y < g.height; y++) {
                for (int x = 0; x < g.width; x++) {
                    byte c = g.get(x, y);
                    grid.append(c == GoneGrid.HOLE ? '.' : c == GoneGrid.BLACK ? 'B' : 'W');
                    if (c != GoneGrid.HOLE)
                        list.append(x)
                                .append(' ')
                                .append(y)
                                .append(' ')
                                .append(c == GoneGrid.BLACK ? 'B' : 'W')
                                .append('\n');
                }
                grid.append('\n');
            }
            boolean eight = t % 2 == 0;
            GoneResult expected = GoneReference.of(g, eight).roundsAndBlackPebbleRemains();
            assertEquals(expected, solve(grid.toString(), eight));
            assertEquals(expected, solve(list.toString(), eight));
        }
    }

    /** A grid {@code width} places wide whose only pebble is on row {@code height}: a few bytes that declare a huge board. */
    private static String declared(int width, int height) {
        StringBuilder sb = new StringBuilder();
        for (int x = 0; x < width; x++) sb.append('.');
        for (int y = 1; y < height; y++) sb.append('\n');
        return sb.append("B\n").toString();
    }

    @Test
    void aHugeDeclaredGridIsRefusedBeforeItIsAllocated() throws Exception {
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        String text = declared(32768, 32768);
        long before = threads.getCurrentThreadAllocatedBytes(), t0 = System.nanoTime();
        String said = error(text);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        System.out.printf(
                "[gone 32768x32768] refused in %.1f ms, %d KB allocated: %s%n",
                (System.nanoTime() - t0) / 1e6, allocated >> 10, said);
        assertEquals(
                "board.txt:32768: the grid is 32768x32768 = 1073741824 places, more than the 4194304 a board may have",
                said);
        assertThat(allocated).as(allocated + " bytes allocated").isLessThan(8 << 20);
        assertEquals(
                GoneGrid.BLACK, GoneFormat.parseGrid(declared(2048, 2048), "t").get(0, 2047), "4 M places are allowed");
    }
}
