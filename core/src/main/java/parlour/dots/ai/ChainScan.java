package parlour.dots.ai;

/**
 * The chain and loop decomposition of a position without capturable boxes (Berlekamp ch. 2): open boxes
 * with exactly two drawn sides, joined through their undrawn sides, form chains (two ends, each on the
 * border or on a junction box with fewer than two sides) and loops (no ends).
 *
 * <p>Every unsafe line is a line of some component, and for the value of the game any line of a component
 * does as well as any other, except that a 2-chain is best opened in the middle (the hard-hearted handout,
 * which leaves the opponent no choice): so one representative line per component is enough for a search.
 * A longer chain's is a line at one end, so that its captures are one line of search, not every order of
 * taking two halves.
 */
final class ChainScan {
    int count;
    /** Boxes in each component. */
    final int[] length;

    final boolean[] loop;
    /** The component's representative line. */
    final int[] line;
    /** The box at either end beyond the chain (a junction), or -1 for the border; -1 for loops. */
    final int[] endA;

    final int[] endB;
    /** The component of each two-sided box (valid for boxes marked in the last scan). */
    final int[] componentOf;

    private final int[] mark;
    private int stamp;

    ChainScan(int boxCount) {
        length = new int[boxCount];
        loop = new boolean[boxCount];
        line = new int[boxCount];
        endA = new int[boxCount];
        endB = new int[boxCount];
        componentOf = new int[boxCount];
        mark = new int[boxCount];
    }

    /** Scans the board as it stands. */
    void scan(SearchBoard board) {
        scan(board, board.drawn, board.sides);
    }

    /** Scans the geometry of {@code board} with the given drawn lines and side counts. */
    void scan(SearchBoard board, boolean[] drawn, int[] sides) {
        stamp++;
        count = 0;
        for (int b = 0; b < board.boxCount; b++) {
            if (sides[b] != 2 || mark[b] == stamp) continue;
            int c = count++;
            mark[b] = stamp;
            componentOf[b] = c;
            int l1 = free(board, drawn, b, -1);
            int l2 = free(board, drawn, b, l1);
            int len = 1;
            boolean isLoop = false;
            int end1 = -1, end2 = -1;
            int endLine = l1;
            for (int side = 0; side < 2 && !isLoop; side++) {
                int prev = b;
                int ln = side == 0 ? l1 : l2;
                int end;
                while (true) {
                    int next = board.across(prev, ln);
                    if (next < 0) {
                        end = -1;
                        break;
                    }
                    if (next == b) {
                        isLoop = true;
                        end = -1;
                        break;
                    }
                    if (sides[next] != 2) {
                        end = next;
                        break;
                    }
                    mark[next] = stamp;
                    componentOf[next] = c;
                    len++;
                    ln = free(board, drawn, next, ln);
                    prev = next;
                }
                if (side == 0) {
                    end1 = end;
                    endLine = ln;
                } else end2 = end;
            }
            length[c] = len;
            loop[c] = isLoop;
            endA[c] = isLoop ? -1 : end1;
            endB[c] = isLoop ? -1 : end2;
            int rep = l1;
            if (len == 2 && !isLoop) {
                int other = board.across(b, l1);
                if (other < 0 || sides[other] != 2) rep = l2;
            } else if (len > 2 && !isLoop) {
                // at an end: one box to take, whose forced captures run down the chain (a middle line leaves two)
                rep = endLine;
            }
            line[c] = rep;
        }
    }

    private static int free(SearchBoard board, boolean[] drawn, int box, int except) {
        if (drawn == board.drawn) return board.freeSide(box, except);
        for (int k = 4 * box; k < 4 * box + 4; k++) {
            int l = board.boxLines[k];
            if (l != except && !drawn[l]) return l;
        }
        return -1;
    }

    /** Puts the components' indices in {@code order}, smallest first (loops after chains of the same size). */
    void sortBySize(int[] order) {
        // insertion sort: few components
        for (int i = 0; i < count; i++) {
            int c = i;
            int key = code(c);
            int j = i - 1;
            while (j >= 0 && code(order[j]) > key) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = c;
        }
    }

    /**
     * Whether a component before the i-th one in {@code order} (as {@link #sortBySize} leaves it) is alike: the
     * same size and kind, the same ends. Swapping the two maps the strings-and-coins graph onto itself, so
     * opening either leaves the same game.
     */
    boolean hasEarlierTwin(int[] order, int i) {
        int c = order[i];
        int code = code(c);
        for (int j = i - 1; j >= 0 && code(order[j]) == code; j--) if (sameEnds(order[j], c)) return true;
        return false;
    }

    /** Whether component c touches no other box: a loop, or a chain with both ends on the border. */
    boolean isolated(int c) {
        return loop[c] || endA[c] < 0 && endB[c] < 0;
    }

    /**
     * Whether components c and d end on the same boxes (or the border), in either order. Two such components of
     * the same length and kind are interchangeable: swapping them maps the strings-and-coins graph onto itself.
     */
    boolean sameEnds(int c, int d) {
        return endA[c] == endA[d] && endB[c] == endB[d] || endA[c] == endB[d] && endB[c] == endA[d];
    }

    /** The endgame coding of component c: 2 * length for a chain, 2 * length + 1 for a loop. */
    int code(int c) {
        return 2 * length[c] + (loop[c] ? 1 : 0);
    }
}
