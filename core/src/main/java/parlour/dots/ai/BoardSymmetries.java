package parlour.dots.ai;

/**
 * The tables behind {@link SearchBoard}'s keys, kept apart from the board's play: where each symmetry of
 * the board takes each line, and which bit of the line set under each symmetry a move toggles; and the
 * symmetries of a position, by which the search tries one of equivalent lines.
 */
final class BoardSymmetries {
    private BoardSymmetries() {}

    /**
     * images[s * lineCount + line]: the image of the line under symmetry s (s = 0 is the identity). Symmetry
     * s maps dot (x, y) by swapping the axes first if s has bit 2, then flipping x with bit 0, y with bit 1.
     */
    static int[] images(int cols, int rows, int symmetries) {
        int horizontal = cols * (rows + 1);
        int lineCount = horizontal + rows * (cols + 1);
        int[] images = new int[symmetries * lineCount];
        for (int s = 0; s < symmetries; s++) {
            for (int line = 0; line < lineCount; line++) {
                int x1, y1, x2, y2;
                if (line < horizontal) {
                    x1 = line % cols;
                    y1 = line / cols;
                    x2 = x1 + 1;
                    y2 = y1;
                } else {
                    int k = line - horizontal;
                    x1 = k % (cols + 1);
                    y1 = k / (cols + 1);
                    x2 = x1;
                    y2 = y1 + 1;
                }
                boolean swap = (s & 4) != 0;
                int u1 = flip(swap ? y1 : x1, (s & 1) != 0, cols), v1 = flip(swap ? x1 : y1, (s & 2) != 0, rows);
                int u2 = flip(swap ? y2 : x2, (s & 1) != 0, cols), v2 = flip(swap ? x2 : y2, (s & 2) != 0, rows);
                images[s * lineCount + line] =
                        v1 == v2 ? v1 * cols + Math.min(u1, u2) : horizontal + Math.min(v1, v2) * (cols + 1) + u1;
            }
        }
        return images;
    }

    /** The symmetries mapping the board's position onto itself (up to exchanging group lines), bit s for symmetry s. */
    static int stabiliser(SearchBoard board) {
        int stabiliser = 0;
        for (int s = 1; s < board.symmetries; s++) if (board.isSymmetric(s)) stabiliser |= 1 << s;
        return stabiliser;
    }

    /** Whether no symmetry in {@code stabiliser} maps {@code line} onto a line of a smaller index. */
    static boolean leastInOrbit(SearchBoard board, int line, int stabiliser) {
        for (int s = 1; s < board.symmetries; s++) {
            if ((stabiliser & (1 << s)) != 0 && board.perm[s * board.lineCount + line] < line) return false;
        }
        return true;
    }

    private static int flip(int coordinate, boolean flipped, int size) {
        return flipped ? size - coordinate : coordinate;
    }

    /**
     * For each line, each slot and each symmetry s, the bit of the board's line sets that drawing or taking back
     * the line toggles in the set under s, at (line * most + slot) * symmetries + s: bit b & 31 of word b >>> 5.
     * The slot is which of the image group's lines, counted from the first, changes (a group's drawn lines
     * are kept as its first ones); 0 for lines outside groups. {@code most} is the largest group's size.
     */
    static int[] flips(SearchBoard board, int most) {
        int lineCount = board.lineCount, symmetries = board.symmetries;
        int[] flips = new int[lineCount * most * symmetries];
        for (int line = 0; line < lineCount; line++) {
            for (int slot = 0; slot < most; slot++) {
                for (int k = 0; k < symmetries; k++) {
                    int image = board.perm[k * lineCount + line];
                    int g = board.groupOf[image];
                    int start = g < 0 ? 0 : board.groupStart[g];
                    if (g >= 0 && slot < board.groupStart[g + 1] - start) image = board.groupLines[start + slot];
                    flips[(line * most + slot) * symmetries + k] = (k * board.words << 5) + image;
                }
            }
        }
        return flips;
    }
}
