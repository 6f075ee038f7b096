package parlour.dots.ai;

/**
 * Bounds on the values of positions already searched, keyed by the whole canonical line set (so a hit is
 * never a hash collision: the solver stays exact), with the best line found. Buckets of two entries; a new
 * position evicts the entry with less search behind it (exact before heuristic, then more undrawn lines).
 *
 * <p>Values are the net number of the remaining boxes won by the player to move, which does not depend on
 * the score so far or on whose turn it is (Barker and Korf 2012), so one entry serves every way of
 * reaching the line set. Bounds from a depth-limited search carry their depth; exact ones carry {@link #EXACT}.
 */
final class TranspositionTable {
    static final int EXACT = 255;
    private static final int BIAS = 512;

    private final int words;
    private final int mask;
    private final int[] keys;
    /** (lower + BIAS) << 16 | (upper + BIAS). */
    private final int[] bounds;
    /** (move + 1) | depth << 10 | undrawn << 18; 0 for an empty entry. */
    private final int[] info;

    /** A table of {@code 2^bits} entries for line sets of {@code words} ints. */
    TranspositionTable(int bits, int words) {
        this.words = words;
        int size = 1 << bits;
        mask = size - 1;
        keys = new int[size * words];
        bounds = new int[size];
        info = new int[size];
    }

    private int bucket(int[] key, int offset) {
        int h = 0x2545F491;
        for (int w = 0; w < words; w++) {
            h ^= key[offset + w];
            h *= 0x9E3779B1;
            h ^= h >>> 15;
        }
        return h & mask & ~1;
    }

    private boolean matches(int slot, int[] key, int offset) {
        if (info[slot] == 0) return false;
        int base = slot * words;
        for (int w = 0; w < words; w++) if (keys[base + w] != key[offset + w]) return false;
        return true;
    }

    /** The entry holding this key, or -1. */
    int find(int[] key, int offset) {
        int slot = bucket(key, offset);
        if (matches(slot, key, offset)) return slot;
        if (matches(slot + 1, key, offset)) return slot + 1;
        return -1;
    }

    int lower(int entry) { return (bounds[entry] >>> 16) - BIAS; }
    int upper(int entry) { return (bounds[entry] & 0xFFFF) - BIAS; }
    int depth(int entry) { return (info[entry] >>> 10) & 0xFF; }
    /** The best line in canonical numbering, or -1. */
    int move(int entry) { return (info[entry] & 0x3FF) - 1; }

    /**
     * Records that the position's value is at least {@code lower} and at most {@code upper}, found at
     * {@code depth} ({@link #EXACT} for a full search) with {@code move} (canonical numbering) best.
     * Bounds found at the same depth as the stored ones narrow them; deeper ones replace them.
     */
    void store(int[] key, int offset, int lower, int upper, int depth, int move, int undrawn) {
        int entry = find(key, offset);
        if (entry >= 0) {
            int old = depth(entry);
            if (old > depth) return;
            if (old == depth) {
                int lo = Math.max(lower, lower(entry));
                int hi = Math.min(upper, upper(entry));
                if (lo <= hi) {
                    lower = lo;
                    upper = hi;
                }
            }
        } else {
            int slot = bucket(key, offset);
            entry = priority(slot) <= priority(slot + 1) ? slot : slot + 1;
            System.arraycopy(key, offset, keys, entry * words, words);
        }
        bounds[entry] = (lower + BIAS) << 16 | (upper + BIAS);
        info[entry] = (move + 1) | depth << 10 | undrawn << 18;
    }

    private int priority(int slot) {
        int i = info[slot];
        if (i == 0) return -1;
        return ((i >>> 10) & 0xFF) << 9 | (i >>> 18);
    }
}
