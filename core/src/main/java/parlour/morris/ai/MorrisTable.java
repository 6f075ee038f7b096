package parlour.morris.ai;

import java.util.Arrays;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;

/**
 * The perfect-play database of Six Men's Morris for one flying rule: for every position (pieces on the board
 * and in hand, the mover's view) its value with best play, as a short: 0 a draw, {@code d + 1} a win in
 * {@code d} plies, {@code -(d + 1)} a loss in {@code d} plies. Built by {@link TableBuilder}; the draws by
 * repetition or quiet moves are not part of it (a draw here is a position neither side can force a win from).
 * The builder fills a table with every position; the players use one {@link #fold folded} by the board's
 * symmetries ({@link TableFold}), a sixteenth of the size, which is what the files keep ({@link TableCodec}).
 */
public final class MorrisTable {
    public static final int PIECES = 6;
    final boolean flying;
    /** Whether the layers are indexed by {@link TableFold} rather than {@link TableIndex}. */
    final boolean folded;
    /** The values of each layer: hands (mover's, opponent's) and pieces on the board (mover's, opponent's). */
    final short[][] layers = new short[7 * 7 * 7 * 7][];

    MorrisTable(boolean flying) {
        this(flying, false);
    }

    private MorrisTable(boolean flying, boolean folded) {
        this.flying = flying;
        this.folded = folded;
    }

    /** A folded table of zeros with every layer allocated. */
    static MorrisTable allocateFolded(boolean flying) {
        MorrisTable t = emptyFolded(flying);
        for (int key : keys()) t.layers[key] = new short[foldedSize(key)];
        return t;
    }

    /** A folded table with no layer yet, to be decoded into a layer at a time. */
    static MorrisTable emptyFolded(boolean flying) {
        return new MorrisTable(flying, true);
    }

    /** The length of a folded layer. */
    static int foldedSize(int key) {
        return TableFold.size(key / 7 % 7, key % 7);
    }

    /** This table with the board's symmetries folded out: the same values in about a sixteenth of the memory. */
    public MorrisTable fold() {
        if (folded) return this;
        MorrisTable out = allocateFolded(flying);
        for (int key : keys()) {
            int a = key / 7 % 7, b = key % 7;
            short[] from = layers[key], to = out.layers[key];
            if (from == null) {
                out.layers[key] = null;
                continue;
            }
            int n = 0, limit = 1 << (TableIndex.POINTS - a);
            for (int me : TableFold.representatives(a)) {
                for (int set = (1 << b) - 1; set < limit; set = TableIndex.nextSet(set)) {
                    to[n++] = from[TableIndex.index(me, TableIndex.spread(set, me))];
                    if (set == 0) break;
                }
            }
        }
        return out;
    }

    /** The keys of every layer the table has, in the order files keep them. */
    public static int[] keys() {
        int[] out = new int[7 * 7 * 7 * 7];
        int n = 0;
        for (int a = 3; a <= PIECES; a++) for (int b = 3; b <= PIECES; b++) out[n++] = key(0, 0, a, b);
        for (int total = 1; total <= 2 * PIECES; total++) {
            int handMe = (total + 1) / 2, handThem = total / 2;
            for (int a = 0; a <= PIECES - handMe; a++)
                for (int b = 0; b <= PIECES - handThem; b++) out[n++] = key(handMe, handThem, a, b);
        }
        return Arrays.copyOf(out, n);
    }

    /** The values of the layer with this key (see {@link #keys}). */
    public short[] layer(int key) {
        return layers[key];
    }

    public boolean flying() {
        return flying;
    }

    static int key(int handMe, int handThem, int a, int b) {
        return ((handMe * 7 + handThem) * 7 + a) * 7 + b;
    }

    /** Whether this table answers for positions played under {@code rules}. */
    public boolean covers(MorrisRules rules) {
        return rules.board == MorrisBoard.SIX && rules.flying == flying && !rules.doubleRemoves;
    }

    /** The value for the side to move (encoded as above) of a position under the table's rules. */
    public int value(MorrisPosition p) {
        int me = p.toMove();
        return value(p.men(me), p.men(3 - me), p.hand(me), p.hand(3 - me));
    }

    /** The value for the mover with pieces {@code me} and {@code handMe} in hand against {@code them}, {@code handThem}. */
    public int value(int me, int them, int handMe, int handThem) {
        int a = Integer.bitCount(me), b = Integer.bitCount(them);
        if (a + handMe < 3) return -1;
        if (handMe == 0 && handThem == 0 && b < 3) {
            // the opponent is already down to two: any move wins
            return canMove(me, them) ? 2 : -1;
        }
        short[] layer = layers[key(handMe, handThem, a, b)];
        if (layer == null)
            throw new IllegalStateException(
                    "no table for hands " + handMe + "/" + handThem + " with " + a + "/" + b + " on the board");
        return layer[folded ? TableFold.index(me, them) : TableIndex.index(me, them)];
    }

    boolean canMove(int me, int them) {
        int empty = 0xffff & ~(me | them);
        if (flying && Integer.bitCount(me) == 3) return empty != 0;
        for (int m = me; m != 0; m &= m - 1)
            if ((MorrisBoard.SIX.neighbours(Integer.numberOfTrailingZeros(m)) & empty) != 0) return true;
        return false;
    }

    /**
     * A fingerprint of the value of every position, as {@link #value} gives it, in the files' order of layers (two
     * 32-bit hashes and the count). Any one value changed changes it: its FNV-1a half takes each value through a step
     * that is one-to-one in the state.
     */
    public String fingerprint() {
        int fnv = 0x811c9dc5, mixed = 17, count = 0;
        for (int key : keys()) {
            int handMe = key / 343, handThem = key / 49 % 7, a = key / 7 % 7, b = key % 7;
            for (int me = (1 << a) - 1; me < 1 << TableIndex.POINTS; me = TableIndex.nextSet(me)) {
                for (int set = (1 << b) - 1; set < 1 << (TableIndex.POINTS - a); set = TableIndex.nextSet(set)) {
                    int v = value(me, TableIndex.spread(set, me), handMe, handThem);
                    fnv = (fnv ^ v) * 0x01000193;
                    mixed = Integer.rotateLeft(mixed + v * 0x9e3779b1, 13) * 5 + 0x6b43a9b5;
                    count++;
                    if (set == 0) break;
                }
                if (me == 0) break;
            }
        }
        return Integer.toHexString(fnv) + "-" + Integer.toHexString(mixed) + "-" + count;
    }

    /** The positions stored. */
    public long positions() {
        long n = 0;
        for (short[] l : layers) if (l != null) n += l.length;
        return n;
    }
}
