package parlour.dots;

import static parlour.words.Tr.t;

import java.util.Arrays;
import parlour.game.Position;

/**
 * An immutable Dots and Boxes position: which lines are drawn, who owns each box, whose turn it is.
 * The UI, the match history and the save files share these snapshots; search code keeps its own mutable board.
 *
 * <p>Geometry: the board has {@code cols x rows} boxes and {@code (cols+1) x (rows+1)} dots. Dot (x, y)
 * counts columns from the left and rows from the bottom, both from 0. Lines are numbered: first the
 * horizontal ones, {@code h(x, y) = y * cols + x} for x in [0, cols), y in [0, rows]; then the vertical
 * ones, {@code v(x, y) = H + y * (cols + 1) + x} for x in [0, cols], y in [0, rows), where
 * {@code H = cols * (rows + 1)}. Box (x, y) has bottom h(x, y), top h(x, y+1), left v(x, y), right v(x+1, y).
 */
public final class DotsPosition implements Position {
    public static final int MIN_SIZE = 1;
    public static final int MAX_SIZE = 15;

    private final int cols;
    private final int rows;
    /** Drawn lines: 0 = undrawn, 1 or 2 = the player who drew it. */
    private final byte[] lines;
    /** Box owners: 0 = open, 1 or 2 = the player who closed it. */
    private final byte[] owners;

    private final int toMove;
    private final int score1;
    private final int score2;
    private final int drawn;

    private DotsPosition(
            int cols, int rows, byte[] lines, byte[] owners, int toMove, int score1, int score2, int drawn) {
        this.cols = cols;
        this.rows = rows;
        this.lines = lines;
        this.owners = owners;
        this.toMove = toMove;
        this.score1 = score1;
        this.score2 = score2;
        this.drawn = drawn;
    }

    /** The empty board of {@code cols x rows} boxes with player 1 to move. */
    public static DotsPosition empty(int cols, int rows) {
        return empty(cols, rows, 1);
    }

    /** The empty board with the given player (1 or 2) to move. */
    public static DotsPosition empty(int cols, int rows, int firstPlayer) {
        if (cols < MIN_SIZE || cols > MAX_SIZE || rows < MIN_SIZE || rows > MAX_SIZE) {
            throw new IllegalArgumentException(
                    t("board size must be from {0}x{0} to {1}x{1} boxes, not {2}x{3}", MIN_SIZE, MAX_SIZE, cols, rows));
        }
        if (firstPlayer != 1 && firstPlayer != 2) throw new IllegalArgumentException("first player must be 1 or 2");
        int lineCount = cols * (rows + 1) + rows * (cols + 1);
        return new DotsPosition(cols, rows, new byte[lineCount], new byte[cols * rows], firstPlayer, 0, 0, 0);
    }

    public int cols() {
        return cols;
    }

    public int rows() {
        return rows;
    }

    public int lineCount() {
        return lines.length;
    }

    public int boxCount() {
        return owners.length;
    }

    public int horizontalCount() {
        return cols * (rows + 1);
    }
    /** The player to move, 1 or 2 (after the game is over: the player who would have moved). */
    @Override
    public int toMove() {
        return toMove;
    }

    public int score(int player) {
        return player == 1 ? score1 : score2;
    }

    public int drawnCount() {
        return drawn;
    }

    public boolean isOver() {
        return score1 + score2 == owners.length;
    }

    /** 1 or 2 for the winner, 0 for a tie, -1 while the game goes on. */
    @Override
    public int winner() {
        if (!isOver()) return -1;
        return score1 > score2 ? 1 : score2 > score1 ? 2 : 0;
    }

    public boolean isDrawn(int line) {
        return lines[line] != 0;
    }
    /** The player who drew the line, or 0. */
    public int lineOwner(int line) {
        return lines[line];
    }
    /** The owner of box (x, y), or 0 while it is open. */
    public int boxOwner(int x, int y) {
        return owners[y * cols + x];
    }

    public boolean isHorizontal(int line) {
        return line < horizontalCount();
    }

    public int h(int x, int y) {
        return y * cols + x;
    }

    public int v(int x, int y) {
        return horizontalCount() + y * (cols + 1) + x;
    }

    /** The left or bottom dot of a line as {x, y}. */
    public int[] firstDot(int line) {
        if (isHorizontal(line)) return new int[] {line % cols, line / cols};
        int k = line - horizontalCount();
        return new int[] {k % (cols + 1), k / (cols + 1)};
    }

    /** The right or top dot of a line as {x, y}. */
    public int[] secondDot(int line) {
        int[] d = firstDot(line);
        if (isHorizontal(line)) d[0]++;
        else d[1]++;
        return d;
    }

    /** The line joining dots (x1, y1) and (x2, y2) in either order, or -1 if they are not neighbours on the board. */
    public int lineBetween(int x1, int y1, int x2, int y2) {
        if (!onBoard(x1, y1) || !onBoard(x2, y2)) return -1;
        if (y1 == y2 && Math.abs(x1 - x2) == 1) return h(Math.min(x1, x2), y1);
        if (x1 == x2 && Math.abs(y1 - y2) == 1) return v(x1, Math.min(y1, y2));
        return -1;
    }

    public boolean onBoard(int x, int y) {
        return x >= 0 && y >= 0 && x <= cols && y <= rows;
    }

    /** Number of drawn sides of box (x, y). */
    public int sidesDrawn(int x, int y) {
        int n = 0;
        if (lines[h(x, y)] != 0) n++;
        if (lines[h(x, y + 1)] != 0) n++;
        if (lines[v(x, y)] != 0) n++;
        if (lines[v(x + 1, y)] != 0) n++;
        return n;
    }

    /** The boxes (as y * cols + x) on either side of a line: one or two entries. */
    public int[] boxesOf(int line) {
        if (isHorizontal(line)) {
            int x = line % cols, y = line / cols;
            if (y == 0) return new int[] {x};
            if (y == rows) return new int[] {(y - 1) * cols + x};
            return new int[] {(y - 1) * cols + x, y * cols + x};
        }
        int k = line - horizontalCount();
        int x = k % (cols + 1), y = k / (cols + 1);
        if (x == 0) return new int[] {y * cols};
        if (x == cols) return new int[] {y * cols + x - 1};
        return new int[] {y * cols + x - 1, y * cols + x};
    }

    /** How many boxes drawing this (undrawn) line would close: 0, 1 or 2. */
    public int boxesClosedBy(int line) {
        int n = 0;
        for (int b : boxesOf(line)) {
            if (sidesDrawn(b % cols, b / cols) == 3) n++;
        }
        return n;
    }

    /**
     * The position after the player to move draws {@code line}. Closing one or two boxes keeps the turn
     * (one extra move, however many boxes closed); otherwise the turn passes.
     *
     * @throws IllegalArgumentException if the line is off the board or already drawn; check with {@link DotsRules}
     */
    public DotsPosition play(int line) {
        if (line < 0 || line >= lines.length) throw new IllegalArgumentException("no such line: " + line);
        if (lines[line] != 0) throw new IllegalArgumentException("line already drawn: " + line);
        byte[] newLines = Arrays.copyOf(lines, lines.length);
        newLines[line] = (byte) toMove;
        byte[] newOwners = owners;
        int s1 = score1, s2 = score2;
        int closed = 0;
        for (int b : boxesOf(line)) {
            if (sidesDrawn(b % cols, b / cols) == 3) {
                if (newOwners == owners) newOwners = Arrays.copyOf(owners, owners.length);
                newOwners[b] = (byte) toMove;
                closed++;
            }
        }
        if (toMove == 1) s1 += closed;
        else s2 += closed;
        int next = closed > 0 ? toMove : 3 - toMove;
        return new DotsPosition(cols, rows, newLines, newOwners, next, s1, s2, drawn + 1);
    }

    /** All undrawn lines in index order. */
    public int[] legalLines() {
        int[] out = new int[lines.length - drawn];
        int k = 0;
        for (int i = 0; i < lines.length; i++) if (lines[i] == 0) out[k++] = i;
        return out;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof DotsPosition)) return false;
        DotsPosition p = (DotsPosition) o;
        return cols == p.cols
                && rows == p.rows
                && toMove == p.toMove
                && Arrays.equals(lines, p.lines)
                && Arrays.equals(owners, p.owners);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(lines) * 31 + toMove;
    }
}
