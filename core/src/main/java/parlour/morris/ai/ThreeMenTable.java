package parlour.morris.ai;

import parlour.morris.MorrisBoard;

/**
 * Nine Men's Morris with three men a side, flying, solved by retrograde analysis: for every placing of the mover's
 * three men and the opponent's three, how many plies the side to move needs to win or can hold out before losing,
 * or a draw. A mill wins at once (the opponent is left two men), and neither side is ever blocked, so these positions
 * lead only to each other. Built in a few seconds; the puzzles are made and checked by it.
 */
public final class ThreeMenTable {
    /** Sets of three points among 24. */
    private static final int SETS = 2024;

    private final MorrisBoard board;
    /** The sets of three points in colex order, and the binomial coefficients that rank them. */
    private final int[] sets = new int[SETS];

    private final int[][] choose = new int[25][4];
    /**
     * By {@code rank(mover) * SETS + rank(opponent)}: 0 a draw (or the two sets overlap), an odd n a win in n plies, an
     * even n a loss in n plies.
     */
    private final byte[] plies = new byte[SETS * SETS];

    private int longest;

    private ThreeMenTable(MorrisBoard board) {
        this.board = board;
        for (int n = 0; n <= 24; n++) {
            choose[n][0] = 1;
            for (int k = 1; k <= 3; k++) choose[n][k] = n == 0 ? 0 : choose[n - 1][k - 1] + choose[n - 1][k];
        }
        int i = 0;
        for (int c = 2; c < 24; c++)
            for (int b = 1; b < c; b++) for (int a = 0; a < b; a++) sets[i++] = 1 << a | 1 << b | 1 << c;
    }

    /** Solves every position of three men a side on {@code board} (the 24 points of Nine Men's Morris). */
    public static ThreeMenTable build(MorrisBoard board) {
        if (board.all() != (1 << 24) - 1) throw new IllegalArgumentException("three men a side needs the 24 points");
        ThreeMenTable t = new ThreeMenTable(board);
        t.solve();
        return t;
    }

    /** The rank of a set of three points among all such sets (their place in {@link #sets}). */
    private int rank(int set) {
        int r = 0, k = 1;
        for (int m = set; m != 0; m &= m - 1) r += choose[Integer.numberOfTrailingZeros(m)][k++];
        return r;
    }

    private void solve() {
        for (int me = 0; me < SETS; me++)
            for (int them = 0; them < SETS; them++)
                if ((sets[me] & sets[them]) == 0 && millNow(sets[me], sets[them])) plies[me * SETS + them] = 1;
        longest = 1;
        // plies n: a win in n needs a move to a loss in n - 1; a loss in n has every move to a win, the longest n - 1
        for (int n = 2, idle = 0; idle < 2; n++) {
            boolean changed = false;
            for (int me = 0; me < SETS; me++)
                for (int them = 0; them < SETS; them++) {
                    int at = me * SETS + them;
                    if (plies[at] != 0 || (sets[me] & sets[them]) != 0) continue;
                    if (n % 2 == 1 ? hasMoveTo(me, them, n - 1) : allMovesWin(me, them, n - 1)) {
                        plies[at] = (byte) n;
                        changed = true;
                        longest = n;
                    }
                }
            idle = changed ? 0 : idle + 1;
        }
    }

    /** Whether the mover, with three men on {@code me}, can close a mill now (the third point is free). */
    private boolean millNow(int me, int them) {
        for (int m = 0; m < board.millCount(); m++) {
            int mill = board.mill(m);
            if (Integer.bitCount(mill & me) == 2 && (mill & them) == 0) return true;
        }
        return false;
    }

    /** Whether some move of the mover leads to a position whose mover then loses in {@code n} plies. */
    private boolean hasMoveTo(int me, int them, int n) {
        int mine = sets[me], theirs = sets[them], free = board.all() & ~mine & ~theirs, next = them * SETS;
        for (int from = mine; from != 0; from &= from - 1)
            for (int to = free; to != 0; to &= to - 1)
                if (plies[next + rank(mine ^ (from & -from) | (to & -to))] == n) return true;
        return false;
    }

    /** Whether every move of the mover leads to a win for the opponent, at most {@code n} plies long. */
    private boolean allMovesWin(int me, int them, int n) {
        int mine = sets[me], theirs = sets[them], free = board.all() & ~mine & ~theirs, next = them * SETS;
        for (int from = mine; from != 0; from &= from - 1)
            for (int to = free; to != 0; to &= to - 1) {
                int v = plies[next + rank(mine ^ (from & -from) | (to & -to))];
                if (v == 0 || v % 2 == 0 || v > n) return false;
            }
        return true;
    }

    /**
     * The position with the mover's men on {@code mover} and the opponent's on {@code opponent} (three each): plies to
     * the mover's win (positive), to its loss (negative), or 0 for a draw.
     */
    public int value(int mover, int opponent) {
        if (Integer.bitCount(mover) != 3 || Integer.bitCount(opponent) != 3 || (mover & opponent) != 0)
            throw new IllegalArgumentException("not three men a side");
        int n = plies[rank(mover) * SETS + rank(opponent)];
        return n == 0 ? 0 : n % 2 == 1 ? n : -n;
    }

    /** The longest win or loss in the table, in plies. */
    public int longest() {
        return longest;
    }

    /** How many positions are won, lost and drawn for the side to move, in that order. */
    public int[] counts() {
        int[] c = new int[3];
        for (int me = 0; me < SETS; me++)
            for (int them = 0; them < SETS; them++) {
                if ((sets[me] & sets[them]) != 0) continue;
                int n = plies[me * SETS + them];
                c[n == 0 ? 2 : n % 2 == 1 ? 0 : 1]++;
            }
        return c;
    }
}
