package parlour.arrows.ai;

import java.util.Random;
import parlour.arrows.ArrowsPosition;
import parlour.arrows.Direction;

/**
 * The mutable board the search plays on: cells in a grid padded by a blocked border, each side's next
 * cell, make and unmake, and an incremental Zobrist hash. Side 0 is player 1.
 */
final class SearchBoard {
    final int width, cols, rows;
    final byte[] occupied;
    final int[] target = new int[2];
    final int[] delta = new int[8];
    int side;
    int hash, check;
    int empty;
    private final int[] zCell, zCellCheck, zTarget, zTargetCheck;
    private static final int Z_SIDE = 0x5bd1e995, Z_SIDE_CHECK = 0x1b873593;
    private final int[] undo = new int[256];
    private int sp;

    SearchBoard(ArrowsPosition p) {
        cols = p.board.cols;
        rows = p.board.rows;
        width = cols + 2;
        int n = width * (rows + 2);
        occupied = new byte[n];
        for (int i = 0; i < n; i++) occupied[i] = 1;
        for (int y = 0; y < rows; y++) {
            for (int x = 0; x < cols; x++) {
                if (!p.isOccupied(y * cols + x)) {
                    occupied[index(y * cols + x)] = 0;
                    empty++;
                }
            }
        }
        for (int d = 0; d < 8; d++) delta[d] = Direction.DY[d] * width + Direction.DX[d];
        for (int pl = 1; pl <= 2; pl++) {
            int[] c = p.chain(pl);
            int[] dirs = p.directions(pl);
            target[pl - 1] = index(c[c.length - 1]) + delta[dirs[dirs.length - 1]];
        }
        side = p.toMove() - 1;
        Random r = new Random(12345);
        zCell = new int[n];
        zCellCheck = new int[n];
        zTarget = new int[2 * n];
        zTargetCheck = new int[2 * n];
        for (int i = 0; i < n; i++) {
            zCell[i] = r.nextInt();
            zCellCheck[i] = r.nextInt();
        }
        for (int i = 0; i < 2 * n; i++) {
            zTarget[i] = r.nextInt();
            zTargetCheck[i] = r.nextInt();
        }
        for (int i = 0; i < n; i++) {
            if (occupied[i] != 0) {
                hash ^= zCell[i];
                check ^= zCellCheck[i];
            }
        }
        for (int s = 0; s < 2; s++) {
            hash ^= zTarget[s * n + target[s]];
            check ^= zTargetCheck[s * n + target[s]];
        }
        if (side == 1) {
            hash ^= Z_SIDE;
            check ^= Z_SIDE_CHECK;
        }
    }

    /** The padded index of a position's cell. */
    int index(int cell) {
        return (cell / cols + 1) * width + cell % cols + 1;
    }

    /** Whether two cells touch (both inside the board). */
    boolean adjacent(int a, int b) {
        int d = a - b;
        if (d < 0) d = -d;
        return d == 1 || d == width - 1 || d == width || d == width + 1;
    }

    /** The side to move puts a piece on its next cell pointing {@code d}. */
    void make(int d) {
        int s = side, n = occupied.length;
        int t = target[s], u = t + delta[d];
        occupied[t] = 1;
        empty--;
        hash ^= zCell[t] ^ zTarget[s * n + t] ^ zTarget[s * n + u] ^ Z_SIDE;
        check ^= zCellCheck[t] ^ zTargetCheck[s * n + t] ^ zTargetCheck[s * n + u] ^ Z_SIDE_CHECK;
        target[s] = u;
        undo[sp++] = t;
        side = s ^ 1;
    }

    void unmake() {
        int s = side ^ 1, n = occupied.length;
        int t = undo[--sp], u = target[s];
        occupied[t] = 0;
        empty++;
        hash ^= zCell[t] ^ zTarget[s * n + t] ^ zTarget[s * n + u] ^ Z_SIDE;
        check ^= zCellCheck[t] ^ zTargetCheck[s * n + t] ^ zTargetCheck[s * n + u] ^ Z_SIDE_CHECK;
        target[s] = t;
        side = s;
    }

    /** Whether the side to move cannot put its piece down. */
    boolean stuck() {
        int t = target[side];
        return occupied[t] != 0 || t == target[side ^ 1];
    }

    /**
     * The directions the side to move may take without losing at once: the new next cell is empty and
     * does not touch the opponent's next cell (the opponent would point at it). Written to {@code out}.
     *
     * @return how many
     */
    int safeMoves(int[] out, int at) {
        int t = target[side], o = target[side ^ 1], k = 0;
        for (int d = 0; d < 8; d++) {
            int u = t + delta[d];
            if (occupied[u] == 0 && u != o && !adjacent(u, o)) out[at + k++] = d;
        }
        return k;
    }

    /** Empty cells around {@code cell}. */
    int freeAround(int cell) {
        int f = 0;
        for (int d = 0; d < 8; d++) if (occupied[cell + delta[d]] == 0) f++;
        return f;
    }

    /** The direction from {@code from} to a neighbouring cell {@code to}, or -1. */
    int directionTo(int from, int to) {
        for (int d = 0; d < 8; d++) if (from + delta[d] == to) return d;
        return -1;
    }
}
