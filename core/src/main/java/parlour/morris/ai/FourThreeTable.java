package parlour.morris.ai;

import parlour.morris.MorrisBoard;

/**
 * Nine Men's Morris with four men against three, none in hand, flying, one man taken a mill: solved by retrograde
 * analysis, so that the strong player plays these endings perfectly, as it plays three men a side. The four step (a
 * side with no move would lose, though three men never shut four in: checked over every position); the three fly. A
 * mill of the four wins at once (the three are left two); a mill of the three takes one of the four (one outside a
 * mill if it can) and leads into three men a side, valued by {@link ThreeMenTable}. Every other move stays among these
 * positions.
 */
public final class FourThreeTable {
    /** Sets of four points among 24. */
    private static final int FOURS = 10626;
    /** Sets of three points among the 20 that four men leave free. */
    private static final int THREES = 1140;

    private static final int SIZE = FOURS * THREES;

    private final MorrisBoard board;
    private final ThreeMenTable threeMen;
    /** The sets of four points in colex order, the sets of three among 20 likewise, and the binomials ranking them. */
    private final int[] fours = new int[FOURS];

    private final int[] threes = new int[THREES];
    private final int[][] choose = new int[25][5];
    /**
     * By {@link #index}, with the four to move and with the three to move: 0 a draw, n + 1 for a result in n plies (an
     * odd n a win for the side to move, an even n a loss; 0 plies: the four are shut in).
     */
    private final byte[] fourToMove = new byte[SIZE];

    private final byte[] threeToMove = new byte[SIZE];
    private int longest;

    private FourThreeTable(ThreeMenTable threeMen) {
        this.board = MorrisBoard.NINE;
        this.threeMen = threeMen;
        for (int n = 0; n <= 24; n++) {
            choose[n][0] = 1;
            for (int k = 1; k <= 4; k++) choose[n][k] = n == 0 ? 0 : choose[n - 1][k - 1] + choose[n - 1][k];
        }
        int i = 0;
        for (int d = 3; d < 24; d++)
            for (int c = 2; c < d; c++)
                for (int b = 1; b < c; b++) for (int a = 0; a < b; a++) fours[i++] = 1 << a | 1 << b | 1 << c | 1 << d;
        i = 0;
        for (int c = 2; c < 20; c++)
            for (int b = 1; b < c; b++) for (int a = 0; a < b; a++) threes[i++] = 1 << a | 1 << b | 1 << c;
    }

    /** Solves every position of four men against three, the endings of three a side being {@code threeMen}. */
    public static FourThreeTable build(ThreeMenTable threeMen) {
        FourThreeTable t = new FourThreeTable(threeMen);
        new FourThreeSolver(t).solve();
        return t;
    }

    MorrisBoard board() {
        return board;
    }

    ThreeMenTable threeMen() {
        return threeMen;
    }

    byte[] results(boolean fourMove) {
        return fourMove ? fourToMove : threeToMove;
    }

    void longest(int plies) {
        longest = Math.max(longest, plies);
    }

    /** Positions each side to move has in the table. */
    static int size() {
        return SIZE;
    }

    /** The place of the four men on {@code four} and the three on {@code three} in either side's results. */
    int index(int four, int three) {
        return fourRank(four) * THREES + threeRank(four, three);
    }

    /** The rank of a set of four points among all such sets. */
    int fourRank(int four) {
        int r = 0, k = 1;
        for (int m = four; m != 0; m &= m - 1) r += choose[Integer.numberOfTrailingZeros(m)][k++];
        return r;
    }

    /** The rank of a set of three points among the sets of three that {@code four} leaves free. */
    int threeRank(int four, int three) {
        int r = 0, k = 1;
        for (int m = three; m != 0; m &= m - 1) {
            int p = Integer.numberOfTrailingZeros(m);
            r += choose[p - Integer.bitCount(four & ((1 << p) - 1))][k++];
        }
        return r;
    }

    /** Sets of three a set of four leaves: one four's positions take this many places in a row. */
    static int threes() {
        return THREES;
    }

    /** The four men of the position at {@code index}. */
    int fourAt(int index) {
        return fours[index / THREES];
    }

    /** The three men of the position at {@code index}, whose four men are {@code four}. */
    int threeAt(int index, int four) {
        int compact = threes[index % THREES], out = 0, free = board.all() & ~four;
        for (int q = 0; free != 0; q++, free &= free - 1) if ((compact & 1 << q) != 0) out |= free & -free;
        return out;
    }

    /**
     * The position with the mover's men on {@code mover} and the opponent's on {@code opponent} (four against three
     * either way): plies to the mover's win (positive), to its loss (negative), or 0 for a draw. The mover must have a
     * move (a side shut in has lost already).
     */
    public int value(int mover, int opponent) {
        boolean four = Integer.bitCount(mover) == 4;
        if ((mover & opponent) != 0
                || Integer.bitCount(four ? opponent : mover) != 3
                || Integer.bitCount(four ? mover : opponent) != 4)
            throw new IllegalArgumentException("not four men against three");
        int n = (four ? fourToMove[index(mover, opponent)] : threeToMove[index(opponent, mover)]) & 0xFF;
        if (n == 1) throw new IllegalArgumentException("the mover has no move: it has lost already");
        return n == 0 ? 0 : n % 2 == 0 ? n - 1 : -(n - 1);
    }

    /** The longest win or loss in the table, in plies. */
    public int longest() {
        return longest;
    }
}
