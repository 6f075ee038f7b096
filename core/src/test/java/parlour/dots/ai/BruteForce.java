package parlour.dots.ai;

import java.util.Arrays;

/**
 * An independent exhaustive solver for the tests: plain negamax over every line, memoised by the set of
 * drawn lines, with no pruning and no theory. It shares nothing with the engine but the rules: box
 * geometry is worked out here from scratch. Boards up to 30 lines (2x3 and 3x2 have 17).
 */
final class BruteForce {
    final int cols;
    final int rows;
    final int lines;
    /** The four lines of each box as a bit mask. */
    private final int[] boxMask;
    /** The boxes (one or two) each line borders. */
    private final int[][] lineBoxes;
    /** Value of each line set for the player to move, offset by 128; 0 = not yet known. */
    private final byte[] memo;

    BruteForce(int cols, int rows) {
        this.cols = cols;
        this.rows = rows;
        int horizontal = cols * (rows + 1);
        lines = horizontal + rows * (cols + 1);
        if (lines > 30) throw new IllegalArgumentException("too big for brute force");
        boxMask = new int[cols * rows];
        int[][] boxesOf = new int[lines][];
        for (int i = 0; i < lines; i++) boxesOf[i] = new int[0];
        for (int y = 0; y < rows; y++) {
            for (int x = 0; x < cols; x++) {
                int b = y * cols + x;
                int[] sides = {
                    y * cols + x,
                    (y + 1) * cols + x,
                    horizontal + y * (cols + 1) + x,
                    horizontal + y * (cols + 1) + x + 1
                };
                for (int l : sides) {
                    boxMask[b] |= 1 << l;
                    boxesOf[l] = Arrays.copyOf(boxesOf[l], boxesOf[l].length + 1);
                    boxesOf[l][boxesOf[l].length - 1] = b;
                }
            }
        }
        lineBoxes = boxesOf;
        memo = new byte[1 << lines];
    }

    /** Net remaining boxes for the player to move when the lines in {@code drawn} are drawn. */
    int value(int drawn) {
        if (drawn == (1 << lines) - 1) return 0;
        if (memo[drawn] != 0) return (memo[drawn] & 0xFF) - 128;
        int best = Integer.MIN_VALUE;
        for (int l = 0; l < lines; l++) {
            if ((drawn & (1 << l)) != 0) continue;
            int after = drawn | (1 << l);
            int closed = 0;
            for (int b : lineBoxes[l]) if ((after & boxMask[b]) == boxMask[b]) closed++;
            int score = closed > 0 ? closed + value(after) : -value(after);
            best = Math.max(best, score);
        }
        memo[drawn] = (byte) (best + 128);
        return best;
    }

    /** The value for the mover of drawing line {@code l} in {@code drawn}. */
    int lineValue(int drawn, int l) {
        int after = drawn | (1 << l);
        int closed = 0;
        for (int b : lineBoxes[l]) if ((after & boxMask[b]) == boxMask[b]) closed++;
        return closed > 0 ? closed + value(after) : -value(after);
    }
}
