package parlour.morris.ai;

/**
 * Numbers Six Men's Morris positions for the database: the mover's pieces as a set of the 16 points and the
 * opponent's as a set of the points left, each ranked in the combinatorial number system (colex order,
 * which Gosper's hack enumerates), so that a table of one piece count is dense.
 */
public final class TableIndex {
    public static final int POINTS = 16;
    /** Binomial coefficients C[n][k] for n, k up to 16. */
    static final int[][] C = new int[POINTS + 1][POINTS + 1];

    /** Colex rank parts by byte: the low byte's, and the high byte's after k set bits below it. */
    private static final int[] LOW = new int[256];

    private static final int[][] HIGH = new int[9][256];
    /** SQUEEZE[me byte << 8 | them byte]: the byte's part of {@link #squeeze}. */
    private static final byte[] SQUEEZE = new byte[1 << 16];

    static {
        for (int n = 0; n <= POINTS; n++) {
            C[n][0] = 1;
            for (int k = 1; k <= n; k++) C[n][k] = C[n - 1][k - 1] + (k <= n - 1 ? C[n - 1][k] : 0);
        }
        for (int v = 0; v < 256; v++) {
            LOW[v] = slowColex(v, 0, 1);
            for (int k = 0; k <= 8; k++) HIGH[k][v] = slowColex(v, 8, k + 1);
        }
        for (int me = 0; me < 256; me++) {
            for (int them = 0; them < 256; them++) SQUEEZE[me << 8 | them] = (byte) slowSqueeze(them, me, 8);
        }
    }

    private static int slowColex(int bits, int shift, int first) {
        int r = 0, i = first;
        for (int m = bits; m != 0; m &= m - 1) {
            int p = Integer.numberOfTrailingZeros(m) + shift;
            r += i <= p ? C[p][i] : 0;
            i++;
        }
        return r;
    }

    private static int slowSqueeze(int them, int me, int points) {
        int out = 0, j = 0;
        for (int p = 0; p < points; p++) {
            if ((me >> p & 1) != 0) continue;
            if ((them >> p & 1) != 0) out |= 1 << j;
            j++;
        }
        return out;
    }

    private TableIndex() {}

    /** The colex rank of {@code mask} among sets of its size. */
    static int colex(int mask) {
        int low = mask & 255;
        return LOW[low] + HIGH[Integer.bitCount(low)][mask >>> 8];
    }

    /** {@code them} with the points of {@code me} squeezed out: a set over the 16 - |me| points left. */
    static int squeeze(int them, int me) {
        int meLow = me & 255;
        int low = SQUEEZE[meLow << 8 | (them & 255)] & 255;
        int high = SQUEEZE[(me >>> 8) << 8 | (them >>> 8)] & 255;
        return low | high << (8 - Integer.bitCount(meLow));
    }

    /** The inverse of {@link #squeeze}: spreads {@code set} over the points not in {@code me}. */
    static int spread(int set, int me) {
        int out = 0, j = 0;
        for (int p = 0; p < POINTS; p++) {
            if ((me >> p & 1) != 0) continue;
            if ((set >> j & 1) != 0) out |= 1 << p;
            j++;
        }
        return out;
    }

    /** How many positions have {@code a} pieces of the mover and {@code b} of the opponent. */
    static int size(int a, int b) {
        return C[POINTS][a] * C[POINTS - a][b];
    }

    /** The index of a position with the mover's pieces {@code me} and the opponent's {@code them}. */
    static int index(int me, int them) {
        int b = Integer.bitCount(them);
        return colex(me) * C[POINTS - Integer.bitCount(me)][b] + colex(squeeze(them, me));
    }

    /** The next set of the same size in colex order (Gosper's hack). */
    static int nextSet(int s) {
        int c = s & -s, r = s + c;
        return (((r ^ s) >>> 2) / c) | r;
    }
}
