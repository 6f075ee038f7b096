package parlour.morris.ai;

import parlour.morris.MorrisBoard;

/**
 * Nine Men's Morris with three men a side, flying, solved by retrograde analysis: for every placing of the mover's
 * three men and the opponent's three, how many plies the side to move needs to win or can hold out before losing,
 * or a draw. A mill wins at once (the opponent is left two men), and neither side is ever blocked, so these positions
 * lead only to each other. Solved in about two seconds; the desktop's strong player searches into it, and the
 * puzzles of three men a side are made and checked by it.
 */
public final class ThreeMenTable {
    /** Sets of three points among 24. */
    private static final int SETS = 2024;
    /** Moves in every position: three men, each to any of the 18 free points. */
    private static final byte MOVES = 3 * 18;

    private final MorrisBoard board;
    /** The sets of three points in colex order, and the binomial coefficients that rank them. */
    private final int[] sets = new int[SETS];

    private final int[][] choose = new int[25][4];
    /**
     * By {@code rank(mover) * SETS + rank(opponent)}: 0 a draw (or the two sets overlap), an odd n a win in n plies, an
     * even n a loss in n plies.
     */
    private final byte[] plies = new byte[SETS * SETS];

    private int longest = 1;

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

    /**
     * Retrograde analysis: the positions with a mill to close are won in 1; then, level by level, the positions one
     * move before those solved at the last level (see {@link #back}), until a level solves none. The rest are draws.
     */
    private void solve() {
        byte[] unknown = new byte[plies.length];
        for (int at = 0; at < plies.length; at++) {
            int me = at / SETS, them = at % SETS;
            if ((sets[me] & sets[them]) != 0) continue;
            if (millNow(sets[me], sets[them])) plies[at] = 1;
            unknown[at] = MOVES;
        }
        boolean grew = true;
        for (int level = 1; grew; level++) {
            grew = false;
            for (int at = 0; at < plies.length; at++)
                if (plies[at] == level) grew |= back(at / SETS, at % SETS, level, unknown);
        }
    }

    /**
     * The positions one move before the mover's {@code me} and the opponent's {@code them}, solved at {@code level}:
     * the opponent had one man elsewhere. A loss here is a win for whoever can move into it; a win here is one way
     * fewer for them to escape, and with none left they lose (the longest way, as levels only grow). Says whether it
     * solved any.
     */
    private boolean back(int me, int them, int level, byte[] unknown) {
        boolean grew = false;
        int mine = sets[me], theirs = sets[them], free = board.all() & ~mine & ~theirs;
        for (int to = theirs; to != 0; to &= to - 1)
            for (int from = free; from != 0; from &= from - 1) {
                int at = rank(theirs ^ (to & -to) | (from & -from)) * SETS + me;
                if (plies[at] != 0) continue;
                if (level % 2 == 0 || --unknown[at] == 0) {
                    plies[at] = (byte) (level + 1);
                    longest = level + 1;
                    grew = true;
                }
            }
        return grew;
    }

    /** Whether the mover, with three men on {@code me}, can close a mill now (the third point is free). */
    private boolean millNow(int me, int them) {
        for (int m = 0; m < board.millCount(); m++) {
            int mill = board.mill(m);
            if (Integer.bitCount(mill & me) == 2 && (mill & them) == 0) return true;
        }
        return false;
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
