package parlour.arrows;

import java.util.Arrays;
import parlour.game.Position;

/**
 * An Arrows position: the starting board, who owns the first piece, the directions played so far, and
 * what follows from them (occupied cells, each chain, who is to move). Immutable; cells are 0-based
 * indexes {@code y * cols + x} here.
 */
public final class ArrowsPosition implements Position {
    public final ArrowsBoard board;
    /** The player (1 or 2) who owns the board's first piece and moves first. */
    public final int first;
    /** The clock option the game began with ("untimed" or minutes): part of what a save records. */
    public final String clock;
    /** The blocked-cells option the game began with (what a new random board would use). */
    public final String blockedOption;

    private final int[] moves;
    private final boolean[] occupied;
    /** Each player's chain (index 1 and 2): cells and directions, the starting piece first. */
    private final int[][] chainCells = new int[3][];

    private final int[][] chainDirs = new int[3][];

    ArrowsPosition(ArrowsBoard board, int first, String clock, String blockedOption, int[] moves) {
        this.blockedOption = blockedOption;
        this.board = board;
        this.first = first;
        this.clock = clock;
        this.moves = moves;
        int cols = board.cols;
        occupied = new boolean[cols * board.rows];
        for (int y = 1; y <= board.rows; y++)
            for (int x = 1; x <= cols; x++) occupied[(y - 1) * cols + x - 1] = board.isBlocked(x, y);
        int second = 3 - first;
        int n1 = 1 + (moves.length + 1) / 2, n2 = 1 + moves.length / 2;
        chainCells[first] = new int[n1];
        chainDirs[first] = new int[n1];
        chainCells[second] = new int[n2];
        chainDirs[second] = new int[n2];
        chainCells[first][0] = (board.y1 - 1) * cols + board.x1 - 1;
        chainDirs[first][0] = board.d1;
        chainCells[second][0] = (board.y2 - 1) * cols + board.x2 - 1;
        chainDirs[second][0] = board.d2;
        occupied[chainCells[first][0]] = true;
        occupied[chainCells[second][0]] = true;
        for (int i = 0; i < moves.length; i++) {
            int p = i % 2 == 0 ? first : second;
            int k = i / 2 + 1;
            int cell = targetOf(chainCells[p][k - 1], chainDirs[p][k - 1]);
            chainCells[p][k] = cell;
            chainDirs[p][k] = moves[i];
            occupied[cell] = true;
        }
    }

    /** The cell a piece on {@code cell} pointing {@code dir} points to, or -1 off the board. */
    public int targetOf(int cell, int dir) {
        int x = cell % board.cols + Direction.DX[dir], y = cell / board.cols + Direction.DY[dir];
        return x < 0 || y < 0 || x >= board.cols || y >= board.rows ? -1 : y * board.cols + x;
    }

    @Override
    public int toMove() {
        return moves.length % 2 == 0 ? first : 3 - first;
    }

    /** The cell {@code player} must put the next piece on (the one their last piece points to), or -1 off the board. */
    public int next(int player) {
        int[] c = chainCells[player];
        return targetOf(c[c.length - 1], chainDirs[player][c.length - 1]);
    }

    /** Whether {@code player} could put a piece down now: the next cell is on the board, empty, and not the opponent's next cell. */
    public boolean canMove(int player) {
        int t = next(player);
        return t >= 0 && !occupied[t] && t != next(3 - player);
    }

    /** 1 or 2 for the winner once the player to move cannot move, -1 while the game goes on. */
    @Override
    public int winner() {
        return canMove(toMove()) ? -1 : 3 - toMove();
    }

    public boolean isOccupied(int cell) {
        return occupied[cell];
    }

    /** {@code player}'s chain: its cells, the starting piece first. */
    public int[] chain(int player) {
        return Arrays.copyOf(chainCells[player], chainCells[player].length);
    }

    /** The directions of {@code player}'s chain, in chain order. */
    public int[] directions(int player) {
        return Arrays.copyOf(chainDirs[player], chainDirs[player].length);
    }

    public int moveCount() {
        return moves.length;
    }

    /** The position after the player to move puts a piece pointing {@code dir} (the move must be legal). */
    ArrowsPosition after(int dir) {
        int[] m = Arrays.copyOf(moves, moves.length + 1);
        m[moves.length] = dir;
        return new ArrowsPosition(board, first, clock, blockedOption, m);
    }

    /** The directions played since the start, in order. */
    public int[] moves() {
        return Arrays.copyOf(moves, moves.length);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof ArrowsPosition)) return false;
        ArrowsPosition p = (ArrowsPosition) o;
        return board.equals(p.board) && first == p.first && Arrays.equals(moves, p.moves);
    }

    @Override
    public int hashCode() {
        return board.hashCode() * 31 + Arrays.hashCode(moves) * 3 + first;
    }

    @Override
    public String toString() {
        return board + " first " + first + " moves " + Arrays.toString(moves);
    }
}
