package parlour.dots.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The search board's bookkeeping against the plain look at each line. */
class SearchBoardTest {

    /** Whether bit {@code rank} of the line set by rank is set. */
    private static boolean has(int[] set, int rank) {
        return (set[rank >>> 5] & (1 << rank)) != 0;
    }

    private static void checkSafeLines(SearchBoard board, int[] set) {
        board.safeByRank(set);
        for (int r = 0; r < board.lineCount; r++) {
            int line = board.centreOrder[r];
            assertEquals(!board.drawn[line] && board.isSafe(line), has(set, r), "line " + line);
        }
        for (int r = board.lineCount; r < 32 * board.words; r++)
            assertEquals(false, has(set, r), "no line at rank " + r);
    }

    @Test
    void theSafeLinesByRankAreTheUndrawnLinesWithoutABoxOfTwoSides() {
        // boards of one, two and three words of lines (24, 40 and 84 lines), lines drawn and taken back at random
        int[][] sizes = {{3, 3}, {4, 4}, {1, 5}, {6, 6}};
        Random random = new Random(11);
        for (int[] size : sizes) {
            SearchBoard board = new SearchBoard(size[0], size[1]);
            int[] set = new int[board.words];
            int[] played = new int[board.lineCount];
            for (int game = 0; game < 30; game++) {
                int n = 0;
                checkSafeLines(board, set);
                while (n < board.lineCount) {
                    int line = random.nextInt(board.lineCount);
                    if (board.drawn[line]) continue;
                    board.make(line);
                    played[n++] = line;
                    checkSafeLines(board, set);
                    if (random.nextInt(4) == 0) {
                        board.unmake(played[--n]);
                        checkSafeLines(board, set);
                    }
                }
                while (n > 0) board.unmake(played[--n]);
            }
        }
    }
}
