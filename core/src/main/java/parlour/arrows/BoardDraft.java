package parlour.arrows;

import static parlour.words.Tr.t;

import java.util.Arrays;
import java.util.Random;

/**
 * A board while the editor changes it: unlike {@link ArrowsBoard} it may be unfinished or wrong (a piece
 * missing, on a blocked cell, both pieces on one cell), and {@link #problem} says what a player must fix
 * before it can be played. Immutable, so that the editor's undo keeps each step. Cells are 1-based (x, y)
 * as in the board file; a piece is {@code x, y, direction}, x 0 when it is not on the board.
 */
public final class BoardDraft {
    public final int cols, rows;
    private final boolean[] blocked;
    private final int[] pieces;

    private BoardDraft(int cols, int rows, boolean[] blocked, int[] pieces) {
        this.cols = cols;
        this.rows = rows;
        this.blocked = blocked;
        this.pieces = pieces;
    }

    /** The draft of a playable board: its blocked cells and both pieces. */
    public static BoardDraft of(ArrowsBoard b) {
        boolean[] k = new boolean[b.cols * b.rows];
        for (int y = 1; y <= b.rows; y++)
            for (int x = 1; x <= b.cols; x++) k[(y - 1) * b.cols + x - 1] = b.isBlocked(x, y);
        return new BoardDraft(b.cols, b.rows, k, new int[] {b.x1, b.y1, b.d1, b.x2, b.y2, b.d2});
    }

    /** A random fair board of this size from the generator. */
    public static BoardDraft random(int cols, int rows, int blockedCells, Random random) {
        return of(BoardGenerator.generate(cols, rows, blockedCells, random));
    }

    /** No blocked cells and no pieces. */
    public BoardDraft cleared() {
        return new BoardDraft(cols, rows, new boolean[cols * rows], new int[6]);
    }

    public boolean isBlocked(int x, int y) {
        return blocked[(y - 1) * cols + x - 1];
    }

    public int blockedCount() {
        int n = 0;
        for (boolean b : blocked) if (b) n++;
        return n;
    }

    /** Piece {@code n}'s (1 or 2) column, 0 when it is not on the board. */
    public int pieceX(int n) {
        return pieces[3 * n - 3];
    }

    public int pieceY(int n) {
        return pieces[3 * n - 2];
    }

    public int pieceDir(int n) {
        return pieces[3 * n - 1];
    }

    /** The piece (1 or 2) on a cell, 1 first when both are there; 0 for none. */
    public int pieceAt(int x, int y) {
        for (int n = 1; n <= 2; n++) if (pieceX(n) == x && pieceY(n) == y) return n;
        return 0;
    }

    public BoardDraft toggleBlocked(int x, int y) {
        boolean[] k = Arrays.copyOf(blocked, blocked.length);
        k[(y - 1) * cols + x - 1] = !k[(y - 1) * cols + x - 1];
        return new BoardDraft(cols, rows, k, pieces);
    }

    /** Piece {@code n} moved to (x, y), keeping its direction (a new piece points up). */
    public BoardDraft place(int n, int x, int y) {
        int[] p = Arrays.copyOf(pieces, 6);
        p[3 * n - 3] = x;
        p[3 * n - 2] = y;
        return new BoardDraft(cols, rows, blocked, p);
    }

    /** Piece {@code n} turned {@code eighths} steps clockwise (negative: anticlockwise). */
    public BoardDraft turn(int n, int eighths) {
        int[] p = Arrays.copyOf(pieces, 6);
        p[3 * n - 1] = ((p[3 * n - 1] + eighths) % 8 + 8) % 8;
        return new BoardDraft(cols, rows, blocked, p);
    }

    /** The draft on a board of another size: what lies outside it goes (pieces too), the rest stays where it was. */
    public BoardDraft resized(int newCols, int newRows) {
        boolean[] k = new boolean[newCols * newRows];
        for (int y = 1; y <= Math.min(rows, newRows); y++) {
            for (int x = 1; x <= Math.min(cols, newCols); x++) k[(y - 1) * newCols + x - 1] = isBlocked(x, y);
        }
        int[] p = Arrays.copyOf(pieces, 6);
        for (int n = 1; n <= 2; n++) {
            if (p[3 * n - 3] > newCols || p[3 * n - 2] > newRows) {
                p[3 * n - 3] = 0;
                p[3 * n - 2] = 0;
            }
        }
        return new BoardDraft(newCols, newRows, k, p);
    }

    /** What stops this draft from being played, in a player's words, or null when it can be. */
    public String problem() {
        for (int n = 1; n <= 2; n++) {
            if (pieceX(n) == 0) return t("Piece {0} is not on the board: put it on a cell with {0}.", n);
        }
        for (int n = 1; n <= 2; n++) {
            if (isBlocked(pieceX(n), pieceY(n))) {
                return t(
                        "Piece {0} is on a blocked cell ({1}, {2}): move it or unblock the cell.",
                        n, pieceX(n), pieceY(n));
            }
        }
        if (pieceX(1) == pieceX(2) && pieceY(1) == pieceY(2)) {
            return t("Both pieces are on one cell ({0}, {1}): move one of them.", pieceX(1), pieceY(1));
        }
        return null;
    }

    /** What the board will do at once, for the status line ("piece 1 points off the board"), or null. */
    public String warning() {
        for (int n = 1; n <= 2; n++) {
            if (pieceX(n) == 0) continue;
            int tx = pieceX(n) + Direction.DX[pieceDir(n)], ty = pieceY(n) + Direction.DY[pieceDir(n)];
            if (tx < 1 || ty < 1 || tx > cols || ty > rows)
                return t("piece {0} points off the board: its player cannot move and loses", n);
            if (isBlocked(tx, ty) || pieceAt(tx, ty) != 0)
                return t("piece {0} points at a taken cell: its player cannot move and loses", n);
        }
        return null;
    }

    /**
     * The board to play, checked by the rules as any board file is.
     *
     * @throws IllegalArgumentException with {@link #problem} or the rules' own reason
     */
    public ArrowsBoard toBoard() {
        String p = problem();
        if (p != null) throw new IllegalArgumentException(p);
        int[] v = new int[8 + 2 * blockedCount()];
        v[0] = cols;
        v[1] = rows;
        v[2] = pieceX(1);
        v[3] = pieceY(1);
        v[4] = pieceX(2);
        v[5] = pieceY(2);
        v[6] = pieceDir(1);
        v[7] = pieceDir(2);
        int i = 8;
        for (int y = 1; y <= rows; y++) {
            for (int x = 1; x <= cols; x++) {
                if (!isBlocked(x, y)) continue;
                v[i++] = x;
                v[i++] = y;
            }
        }
        return ArrowsBoard.of(v, t("the edited board"));
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof BoardDraft)) return false;
        BoardDraft d = (BoardDraft) o;
        return d.cols == cols && d.rows == rows && Arrays.equals(d.blocked, blocked) && Arrays.equals(d.pieces, pieces);
    }

    @Override
    public int hashCode() {
        return (cols * 31 + rows) * 31 + Arrays.hashCode(blocked) * 7 + Arrays.hashCode(pieces);
    }
}
