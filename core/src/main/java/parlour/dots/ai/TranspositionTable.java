package parlour.dots.ai;

/**
 * Bounds on the values of positions already searched, keyed by the whole canonical line set (so a hit is
 * never a hash collision: the solver stays exact), with the best line found. Buckets of four entries (64
 * bytes on boards up to 64 lines): a new position takes the place of the one with the least search behind
 * it (estimated before exact, then fewer positions searched below it, to a power of two, then fewer undrawn
 * lines): on a full table 8% fewer positions are searched than with two entries a bucket, and counting the
 * positions below saves another 13% (SolveBench, six 4x4 positions with 8 lines drawn, 2^19 entries).
 *
 * <p>Values are the net number of the remaining boxes won by the player to move, which does not depend on
 * the score so far or on whose turn it is (Barker and Korf 2012), so one entry serves every way of
 * reaching the line set. Bounds from a depth-limited search carry their depth; exact ones carry {@link #EXACT}.
 */
final class TranspositionTable {
    static final int EXACT = 255;
    private static final int BIAS = 512;

    /** Entries per bucket. */
    private static final int WAYS = 4;
    /**
     * Where the first bucket starts in {@link #entries}: an int array's elements begin 16 bytes after the array, and
     * a large array starts on a region boundary (G1, the JVM's default collector), so 12 ints in puts each 64-byte
     * bucket in one cache line instead of across two (the empty 4x4 board: 166.4 s of CPU without it, 160.5 s with).
     */
    private static final int ALIGN = 12;

    private final int words;
    /** Ints per entry: the key, then bounds, then info. */
    private final int stride;

    private final int mask;
    /**
     * Entries side by side (one or two cache lines per bucket): the key's words; (lower + BIAS) << 16 |
     * (upper + BIAS); (move + 1) | depth << 10 | undrawn << 18 | log2(work) << 27, 0 for an empty entry.
     */
    private final int[] entries;
    /** Entries of positions with more undrawn lines than this cannot be reached again: they count as empty. */
    private int reachable = Integer.MAX_VALUE;

    /** The most entries, as a power of two (at least 2^8), whose table for line sets of {@code words} ints fits in {@code ints} ints. */
    static int bitsWithin(int ints, int words) {
        int bits = 8;
        while ((2 << bits) * (words + 2) <= ints) bits++;
        return bits;
    }

    /** A table of {@code 2^bits} entries for line sets of {@code words} ints. */
    TranspositionTable(int bits, int words) {
        this.words = words;
        stride = words + 2;
        mask = (1 << bits) - 1;
        entries = new int[ALIGN + (1 << bits) * stride];
    }

    /**
     * Tells the table that searches now start from positions with {@code undrawn} undrawn lines: lines are
     * never taken back within a game, so entries of positions with more undrawn lines give way first.
     */
    void rootHas(int undrawn) {
        reachable = undrawn;
    }

    private int bucket(int[] key, int offset) {
        if (words == 2) {
            // both words multiplied at once, not one after the other: 2% less time on the quick bench
            int h = key[offset] * 0x9E3779B1 + key[offset + 1] * 0x85EBCA77;
            h ^= h >>> 15;
            h *= 0x2545F491;
            h ^= h >>> 13;
            return ALIGN + (h & mask & ~(WAYS - 1)) * stride;
        }
        int h = 0x2545F491;
        for (int w = 0; w < words; w++) {
            h ^= key[offset + w];
            h *= 0x9E3779B1;
            h ^= h >>> 15;
        }
        return ALIGN + (h & mask & ~(WAYS - 1)) * stride;
    }

    private boolean matches(int at, int[] key, int offset) {
        for (int w = 0; w < words; w++) if (entries[at + w] != key[offset + w]) return false;
        return entries[at + words + 1] != 0;
    }

    /** The entry holding this key, or -1. */
    int find(int[] key, int offset) {
        int at = bucket(key, offset);
        for (int i = 0; i < WAYS; i++, at += stride) if (matches(at, key, offset)) return at;
        return -1;
    }

    int lower(int entry) {
        return (entries[entry + words] >>> 16) - BIAS;
    }

    int upper(int entry) {
        return (entries[entry + words] & 0xFFFF) - BIAS;
    }

    int depth(int entry) {
        return (entries[entry + words + 1] >>> 10) & 0xFF;
    }
    /** The best line in canonical numbering, or -1. */
    int move(int entry) {
        return (entries[entry + words + 1] & 0x3FF) - 1;
    }

    /**
     * Records that the position's value is at least {@code lower} and at most {@code upper}, found at
     * {@code depth} ({@link #EXACT} for a full search) with {@code move} (canonical numbering) best.
     * Bounds found at the same depth as the stored ones narrow them; deeper ones replace them. {@code work}
     * is the number of positions searched for them.
     */
    void store(int[] key, int offset, int lower, int upper, int depth, int move, int undrawn, double work) {
        int size = 0;
        while (work >= 2 && size < 31) {
            work *= 0.5;
            size++;
        }
        int entry = find(key, offset);
        if (entry >= 0) {
            size = Math.max(size, entries[entry + words + 1] >>> 27);
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
            // the entry with the least search behind it gives way
            entry = bucket(key, offset);
            int least = priority(entry);
            for (int i = 1, at = entry + stride; i < WAYS && least >= 0; i++, at += stride) {
                int p = priority(at);
                if (p < least) {
                    least = p;
                    entry = at;
                }
            }
            System.arraycopy(key, offset, entries, entry, words);
        }
        entries[entry + words] = (lower + BIAS) << 16 | (upper + BIAS);
        entries[entry + words + 1] = (move + 1) | depth << 10 | undrawn << 18 | size << 27;
    }

    private int priority(int entry) {
        int i = entries[entry + words + 1];
        int undrawn = (i >>> 18) & 0x1FF;
        if (i == 0 || undrawn > reachable) return -1;
        return ((i >>> 10) & 0xFF) << 14 | (i >>> 27) << 9 | undrawn;
    }
}
