package parlour.dots.ai;

import parlour.dots.DotsPosition;

/**
 * The mutable board the searches play on (make/unmake instead of copying snapshots), with the line set
 * kept under every board symmetry so that a position's canonical key is found in a few word comparisons.
 *
 * <p>Line and box numbering are those of {@link DotsPosition}. A position's value in the searches depends
 * only on which lines are drawn (Barker and Korf): the boxes are closed exactly where all four sides are.
 */
final class SearchBoard {
    final int cols;
    final int rows;
    final int lineCount;
    final int boxCount;
    /** Ints per line set. */
    final int words;
    /** The boxes on either side of each line, -1 for none (the second is -1 on the border). */
    final int[] boxA;
    final int[] boxB;
    /** The four sides of each box: boxLines[4 * box + k], k = bottom, top, left, right. */
    final int[] boxLines;
    /** Number of symmetries kept: 8 on a square board, 4 otherwise. */
    final int symmetries;
    /** perm[s * lineCount + line]: the image of the line under symmetry s (s = 0 is the identity). */
    final int[] perm;
    /** inverse[s * lineCount + line]: the line whose image under s is this one. */
    final int[] inverse;

    final boolean[] drawn;
    /** Drawn sides of each box. */
    final int[] sides;
    /** How many boxes have 0, 1, 2, 3 and 4 drawn sides. */
    final int[] sideCount = new int[5];
    /** The line set under each symmetry: symWords[s * words + w]. */
    final int[] symWords;
    int undrawn;

    SearchBoard(int cols, int rows) {
        this.cols = cols;
        this.rows = rows;
        int horizontal = cols * (rows + 1);
        lineCount = horizontal + rows * (cols + 1);
        boxCount = cols * rows;
        words = (lineCount + 31) >>> 5;
        boxA = new int[lineCount];
        boxB = new int[lineCount];
        for (int line = 0; line < lineCount; line++) {
            boxA[line] = -1;
            boxB[line] = -1;
        }
        boxLines = new int[4 * boxCount];
        for (int y = 0; y < rows; y++) {
            for (int x = 0; x < cols; x++) {
                int b = y * cols + x;
                boxLines[4 * b] = y * cols + x;
                boxLines[4 * b + 1] = (y + 1) * cols + x;
                boxLines[4 * b + 2] = horizontal + y * (cols + 1) + x;
                boxLines[4 * b + 3] = horizontal + y * (cols + 1) + x + 1;
                for (int k = 0; k < 4; k++) {
                    int line = boxLines[4 * b + k];
                    if (boxA[line] < 0) boxA[line] = b; else boxB[line] = b;
                }
            }
        }
        symmetries = cols == rows ? 8 : 4;
        perm = new int[symmetries * lineCount];
        inverse = new int[symmetries * lineCount];
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
                int image = lineBetween(mapX(s, x1, y1), mapY(s, x1, y1), mapX(s, x2, y2), mapY(s, x2, y2));
                perm[s * lineCount + line] = image;
                inverse[s * lineCount + image] = line;
            }
        }
        drawn = new boolean[lineCount];
        sides = new int[boxCount];
        symWords = new int[symmetries * words];
        undrawn = lineCount;
        sideCount[0] = boxCount;
    }

    /** A board holding the lines of {@code position}. */
    static SearchBoard of(DotsPosition position) {
        SearchBoard board = new SearchBoard(position.cols(), position.rows());
        board.setLines(position);
        return board;
    }

    /** Makes this board hold exactly the lines of {@code position}, which must have its size. */
    void setLines(DotsPosition position) {
        for (int line = 0; line < lineCount; line++) {
            if (drawn[line] && !position.isDrawn(line)) unmake(line);
        }
        for (int line = 0; line < lineCount; line++) {
            if (!drawn[line] && position.isDrawn(line)) make(line);
        }
    }

    /** Symmetry s maps dot (x, y) to (mapX, mapY): s bit 0 flips x, bit 1 flips y, bit 2 swaps the axes first. */
    private int mapX(int s, int x, int y) {
        int u = (s & 4) != 0 ? y : x;
        return (s & 1) != 0 ? cols - u : u;
    }

    private int mapY(int s, int x, int y) {
        int v = (s & 4) != 0 ? x : y;
        return (s & 2) != 0 ? rows - v : v;
    }

    private int lineBetween(int x1, int y1, int x2, int y2) {
        if (y1 == y2) return y1 * cols + Math.min(x1, x2);
        return cols * (rows + 1) + Math.min(y1, y2) * (cols + 1) + x1;
    }

    /** Draws an undrawn line; returns how many boxes it closed (0, 1 or 2). */
    int make(int line) {
        drawn[line] = true;
        undrawn--;
        int closed = 0;
        int a = boxA[line];
        int s = ++sides[a];
        sideCount[s - 1]--;
        sideCount[s]++;
        if (s == 4) closed++;
        int b = boxB[line];
        if (b >= 0) {
            s = ++sides[b];
            sideCount[s - 1]--;
            sideCount[s]++;
            if (s == 4) closed++;
        }
        for (int k = 0; k < symmetries; k++) {
            int image = perm[k * lineCount + line];
            symWords[k * words + (image >>> 5)] ^= 1 << (image & 31);
        }
        return closed;
    }

    /** Takes back a drawn line. */
    void unmake(int line) {
        drawn[line] = false;
        undrawn++;
        int a = boxA[line];
        int s = sides[a]--;
        sideCount[s]--;
        sideCount[s - 1]++;
        int b = boxB[line];
        if (b >= 0) {
            s = sides[b]--;
            sideCount[s]--;
            sideCount[s - 1]++;
        }
        for (int k = 0; k < symmetries; k++) {
            int image = perm[k * lineCount + line];
            symWords[k * words + (image >>> 5)] ^= 1 << (image & 31);
        }
    }

    /** Boxes not yet closed. */
    int openBoxes() {
        return boxCount - sideCount[4];
    }

    /** How many boxes drawing this undrawn line would close. */
    int closes(int line) {
        int n = sides[boxA[line]] == 3 ? 1 : 0;
        int b = boxB[line];
        if (b >= 0 && sides[b] == 3) n++;
        return n;
    }

    /** The box across {@code line} from {@code box}, or -1 at the border. */
    int across(int box, int line) {
        return boxA[line] == box ? boxB[line] : boxA[line];
    }

    /** The first undrawn side of {@code box} other than {@code except}, or -1. */
    int freeSide(int box, int except) {
        for (int k = 4 * box; k < 4 * box + 4; k++) {
            int line = boxLines[k];
            if (line != except && !drawn[line]) return line;
        }
        return -1;
    }

    /** A line is safe when neither of its boxes then has three sides: it offers nothing. */
    boolean isSafe(int line) {
        if (sides[boxA[line]] > 1) return false;
        int b = boxB[line];
        return b < 0 || sides[b] <= 1;
    }

    /**
     * Writes the canonical key of the line set (the least of its images under the symmetries, compared
     * word by word from the top) into {@code out} at {@code offset}, and returns the symmetry giving it.
     */
    int canonical(int[] out, int offset) {
        int best = 0;
        for (int s = 1; s < symmetries; s++) {
            for (int w = words - 1; w >= 0; w--) {
                int a = symWords[s * words + w] ^ 0x80000000;
                int b = symWords[best * words + w] ^ 0x80000000;
                if (a != b) {
                    if (a < b) best = s;
                    break;
                }
            }
        }
        System.arraycopy(symWords, best * words, out, offset, words);
        return best;
    }

    /** Whether symmetry s maps the drawn lines onto themselves. */
    boolean isSymmetric(int s) {
        for (int w = 0; w < words; w++) if (symWords[s * words + w] != symWords[w]) return false;
        return true;
    }
}
