package parlour.morris.ai;

/**
 * Folds the Six Men's Morris board's 16 symmetries out of the database's index, so a table stores about a
 * sixteenth of the positions: the eight rotations and reflections of the squares, each with or without swapping
 * the inner and outer square. The mover's pieces are turned to the least set of their class (its
 * representative) and the opponent's turned with them; a table keeps every opponent set for each representative.
 */
public final class TableFold {
    /** The symmetries: the point each one takes a point to. */
    static final int[][] PERM = new int[16][16];

    /** A symmetry's image of a mask's low byte and of its high byte, OR-ed together give the mask's image. */
    private static final int[][] LOW = new int[16][256], HIGH = new int[16][256];

    /** For every 16-point set, the symmetry that takes it to its representative (0 for a representative). */
    private static final byte[] TO_REP = new byte[1 << 16];

    /** For every representative, its rank among the representatives of its size (in increasing mask order). */
    private static final short[] RANK = new short[1 << 16];

    /** The representatives of each size, in rank order. */
    private static final int[][] REPS = new int[TableIndex.POINTS + 1][];

    static {
        for (int g = 0; g < 16; g++) {
            int rotate = g & 3, reflect = g >> 2 & 1, swap = g >> 3;
            for (int p = 0; p < 16; p++) {
                int square = p / 8, i = p % 8;
                int j = ((reflect == 1 ? 8 - i : i) + 2 * rotate) % 8;
                PERM[g][p] = 8 * (swap == 1 ? 1 - square : square) + j;
            }
            for (int v = 0; v < 256; v++) {
                for (int bit = 0; bit < 8; bit++) {
                    if ((v >> bit & 1) == 0) continue;
                    LOW[g][v] |= 1 << PERM[g][bit];
                    HIGH[g][v] |= 1 << PERM[g][bit + 8];
                }
            }
        }
        int[] count = new int[TableIndex.POINTS + 1];
        for (int mask = 0; mask < 1 << 16; mask++) {
            int best = mask, bestG = 0;
            for (int g = 1; g < 16; g++) {
                int image = apply(g, mask);
                if (image < best) {
                    best = image;
                    bestG = g;
                }
            }
            TO_REP[mask] = (byte) bestG;
            if (bestG == 0) RANK[mask] = (short) count[Integer.bitCount(mask)]++;
        }
        for (int k = 0; k <= TableIndex.POINTS; k++) REPS[k] = new int[count[k]];
        for (int mask = 0; mask < 1 << 16; mask++)
            if (TO_REP[mask] == 0) REPS[Integer.bitCount(mask)][RANK[mask]] = mask;
    }

    private TableFold() {}

    /** The image of a point mask under symmetry {@code g}. */
    static int apply(int g, int mask) {
        return LOW[g][mask & 255] | HIGH[g][mask >>> 8];
    }

    /** The representatives of the sets of {@code pieces} points, in rank order. */
    static int[] representatives(int pieces) {
        return REPS[pieces];
    }

    /** How many positions a folded layer with {@code a} pieces of the mover and {@code b} of the opponent keeps. */
    static int size(int a, int b) {
        return REPS[a].length * TableIndex.C[TableIndex.POINTS - a][b];
    }

    /** The folded index of the position with the mover's pieces {@code me} and the opponent's {@code them}. */
    static int index(int me, int them) {
        int g = TO_REP[me];
        int rep = apply(g, me), turned = apply(g, them);
        int rest = TableIndex.C[TableIndex.POINTS - Integer.bitCount(me)][Integer.bitCount(them)];
        return RANK[rep] * rest + TableIndex.colex(TableIndex.squeeze(turned, rep));
    }
}
