package parlour.dots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Move notation: a line is two dots, a column letter from the left and a row number from the bottom. */
class DotsNotationTest {

    @Test
    void everyLineOnSeveralBoardsReadsBackAsItselfInEitherDotOrder() {
        int[][] sizes = {{1, 1}, {2, 3}, {3, 2}, {7, 7}, {1, 15}, {15, 15}};
        for (int[] size : sizes) {
            DotsPosition p = DotsPosition.empty(size[0], size[1]);
            Set<String> written = new HashSet<>();
            for (int line = 0; line < p.lineCount(); line++) {
                String text = DotsNotation.format(p, line);
                assertTrue(written.add(text), "each line has its own name: " + text);
                assertEquals(line, DotsNotation.parseMove(p, text));
                int dash = text.indexOf('-');
                String reversed = text.substring(dash + 1) + "-" + text.substring(0, dash);
                assertEquals(line, DotsNotation.parseMove(p, reversed), reversed);
            }
        }
    }

    @Test
    void theLeftOrBottomDotIsWrittenFirst() {
        DotsPosition p = DotsPosition.empty(3, 3);
        assertEquals("a1-b1", DotsNotation.format(p, p.lineBetween(1, 0, 0, 0)));
        assertEquals("a1-a2", DotsNotation.format(p, p.lineBetween(0, 1, 0, 0)));
        assertEquals("c4-d4", DotsNotation.format(p, p.lineBetween(3, 3, 2, 3)));
        assertEquals("d3-d4", DotsNotation.format(p, p.lineBetween(3, 3, 3, 2)));
        DotsPosition big = DotsPosition.empty(15, 15);
        assertEquals("o16-p16", DotsNotation.format(big, big.lineBetween(15, 15, 14, 15)));
    }

    @Test
    void capitalsAndSpacesAroundTheDotsAreRead() {
        DotsPosition p = DotsPosition.empty(3, 3);
        assertEquals(p.lineBetween(0, 0, 1, 0), DotsNotation.parseMove(p, "A1-B1"));
        assertEquals(p.lineBetween(1, 1, 1, 2), DotsNotation.parseMove(p, " b2 - b3 "));
        DotsPosition tall = DotsPosition.empty(9, 12);
        assertEquals(tall.lineBetween(2, 9, 2, 10), DotsNotation.parseMove(tall, "c11-c10"));
    }

    @Test
    void malformedTextIsRefusedWithAReason() {
        DotsPosition p = DotsPosition.empty(3, 3);
        String[][] cases = {
            {"a1b1", "not a line"},
            {"a1-b1-c1", "not a line"},
            {"", "not a line"},
            {"a-b1", "not a dot"},
            {"1a-b1", "column letter"},
            {"a0-b0", "rows count from 1"},
            {"ax-b1", "row must be a number"},
            {"a99999999999-b1", "row must be a number"},
        };
        for (String[] c : cases) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> DotsNotation.parseMove(p, c[0]), c[0]);
            assertThat(e.getMessage()).as(c[0] + " -> " + e.getMessage()).contains(c[1]);
        }
    }

    @Test
    void aMoveNamesItsLineDrawnOrNotAndAnythingElseNamesNone() {
        DotsPosition p = DotsPosition.empty(3, 3);
        int a1b1 = p.lineBetween(0, 0, 1, 0);
        assertEquals(a1b1, DotsNotation.lineNamed(p, "b1-a1"));
        assertEquals(a1b1, DotsNotation.lineNamed(p.play(a1b1), "a1-b1"), "a drawn line is still named");
        for (String none : new String[] {"a1", "a1-c1", "a1-e1", "a1-?", "-"}) {
            assertEquals(-1, DotsNotation.lineNamed(p, none), none);
        }
    }
}
