package parlour.morris.ai;

import static parlour.words.Tr.t;

import java.io.ByteArrayOutputStream;

/**
 * The file format of the Six Men's Morris database, the same on the desktop and the web: the folded table's
 * values in {@link MorrisTable#keys} order, each coded by an adaptive binary range coder (the LZMA kind) as
 * draw, win or loss in the context of the value before it, then the distance as eight bits in the context of
 * the previous distance. A header names the rules and the count of positions, and a check sum of the values ends
 * it, so a damaged or cut file is refused, never half used. Decoding goes a slice at a time, so a browser
 * can spread it over frames.
 */
public final class TableCodec {
    /** "PMT1": Parlour Morris table, version 1. */
    static final int MAGIC = 0x504d5431;

    static final int HEADER = 13;

    private TableCodec() {}

    /** The file's name for a flying rule, the same in the desktop jar and the web site's morris/ folder. */
    public static String fileName(boolean flying) {
        return "six-flying-" + (flying ? "on" : "off") + ".mtb";
    }

    /** Builds the table for a flying rule by retrograde analysis (a quarter of a minute, 350 MB) and encodes it. */
    public static byte[] build(boolean flying) {
        return encode(new TableBuilder(flying).build());
    }

    /** The file of a table (folded first when it is not). */
    public static byte[] encode(MorrisTable table) {
        MorrisTable folded = table.fold();
        Model model = new Model();
        Encoder coder = new Encoder();
        int check = 0;
        for (int key : MorrisTable.keys()) {
            for (short v : folded.layer(key)) {
                model.encode(coder, v);
                check = checkStep(check, v);
            }
        }
        byte[] body = coder.finish();
        byte[] out = new byte[HEADER + body.length];
        putInt(out, 0, MAGIC);
        out[4] = (byte) (table.flying ? 1 : 0);
        putInt(out, 5, (int) folded.positions());
        putInt(out, 9, check);
        System.arraycopy(body, 0, out, HEADER, body.length);
        return out;
    }

    /**
     * The check sum with one more value: kept to 30 bits, because the web build's ints do not wrap on overflow
     * (GWT leaves a product as a JavaScript number), and the low 30 bits are the same either way.
     */
    static int checkStep(int sum, int v) {
        return (sum * 31 + v) & 0x3fffffff;
    }

    private static void putInt(byte[] b, int at, int v) {
        for (int i = 0; i < 4; i++) b[at + i] = (byte) (v >>> (24 - 8 * i));
    }

    static int getInt(byte[] b, int at) {
        int v = 0;
        for (int i = 0; i < 4; i++) v = v << 8 | b[at + i] & 255;
        return v;
    }

    /** Decodes a file into a folded table a slice at a time. */
    public static final class Decoder {
        private final byte[] data;
        private final MorrisTable table;
        private final int total, check;
        private final int[] keys = MorrisTable.keys();
        private final Model model = new Model();
        private int key, at, done, sum, position;
        private int range = -1, code;

        /** @throws IllegalArgumentException when the bytes are not a table for these rules */
        public Decoder(byte[] data, boolean flying) {
            this.data = data;
            if (data.length < HEADER + 5 || getInt(data, 0) != MAGIC || (data[4] & 0xfe) != 0)
                throw new IllegalArgumentException(t("it is not a Parlour Morris table"));
            boolean fileFlying = data[4] == 1;
            if (fileFlying != flying)
                throw new IllegalArgumentException(
                        fileFlying
                                ? t("it is the table with flying on, not off")
                                : t("it is the table with flying off, not on"));
            // layers are allocated as the decoding reaches them: all at once would hold up a browser's frame
            table = MorrisTable.emptyFolded(flying);
            total = getInt(data, 5);
            check = getInt(data, 9);
            int expected = 0;
            for (int k : keys) expected += MorrisTable.foldedSize(k);
            if (total != expected)
                throw new IllegalArgumentException(t(
                        "it has {0} positions where the table has {1}",
                        String.valueOf(total), String.valueOf(expected)));
            position = HEADER + 1;
            for (int i = 0; i < 4; i++) code = code << 8 | next();
        }

        int next() {
            if (position >= data.length)
                throw new IllegalArgumentException(t(
                        "it ends early, after {0} of {1} positions: the file is cut short or damaged",
                        String.valueOf(done), String.valueOf(total)));
            return data[position++] & 255;
        }

        /**
         * Decodes up to {@code count} more positions. @return whether the table is complete
         *
         * @throws IllegalArgumentException when the file is damaged
         */
        public boolean step(int count) {
            while (count-- > 0 && key < keys.length) {
                short[] layer = table.layers[keys[key]];
                if (layer == null) layer = table.layers[keys[key]] = new short[MorrisTable.foldedSize(keys[key])];
                int v = model.decode(this);
                layer[at++] = (short) v;
                sum = checkStep(sum, v);
                done++;
                if (at == layer.length) {
                    at = 0;
                    key++;
                }
            }
            if (key < keys.length) return false;
            if (sum != check)
                throw new IllegalArgumentException(t("its check sum differs from its values: the file is damaged"));
            return true;
        }

        /** The share decoded, 0 to 1. */
        public double progress() {
            return (double) done / total;
        }

        /** The whole table. @throws IllegalStateException before {@link #step} has returned true */
        public MorrisTable table() {
            if (key < keys.length) throw new IllegalStateException("the table is not decoded yet");
            return table;
        }

        int bit(short[] probs, int i) {
            int p = probs[i];
            int bound = (range >>> 11) * p;
            int b;
            if ((code ^ 0x80000000) < (bound ^ 0x80000000)) {
                range = bound;
                probs[i] = (short) (p + ((2048 - p) >>> 5));
                b = 0;
            } else {
                range -= bound;
                code -= bound;
                probs[i] = (short) (p - (p >>> 5));
                b = 1;
            }
            if ((range ^ 0x80000000) < (0x01000000 ^ 0x80000000)) {
                range <<= 8;
                code = code << 8 | next();
            }
            return b;
        }
    }

    /** The range coder's writing side (LZMA's, with a carry into the bytes already out). */
    static final class Encoder {
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();
        private long low;
        private int range = -1, cache, cacheSize = 1;

        void bit(short[] probs, int i, int b) {
            int p = probs[i];
            int bound = (range >>> 11) * p;
            if (b == 0) {
                range = bound;
                probs[i] = (short) (p + ((2048 - p) >>> 5));
            } else {
                low += bound & 0xffffffffL;
                range -= bound;
                probs[i] = (short) (p - (p >>> 5));
            }
            while ((range & 0xffffffffL) < 1 << 24) {
                range <<= 8;
                shiftLow();
            }
        }

        private void shiftLow() {
            if (low < 0xff000000L || low > 0xffffffffL) {
                int carry = (int) (low >>> 32), temp = cache;
                do {
                    out.write((temp + carry) & 255);
                    temp = 255;
                } while (--cacheSize != 0);
                cache = (int) (low >>> 24) & 255;
            }
            cacheSize++;
            low = (low & 0x00ffffffL) << 8;
        }

        byte[] finish() {
            for (int i = 0; i < 5; i++) shiftLow();
            return out.toByteArray();
        }
    }

    /** The adaptive model both sides keep in step: what a value is coded as, and in which context. */
    static final class Model {
        private static final int LEVELS = 18;
        private final short[] isDraw = probabilities(3), isWin = probabilities(3);
        private final short[] distance = probabilities(2 * LEVELS * 256);
        private int previous = 0, previousClass = 0;

        private static short[] probabilities(int n) {
            short[] p = new short[n];
            for (int i = 0; i < n; i++) p[i] = 1024;
            return p;
        }

        /** The distance tree's context: the sign, and the previous distance when the previous value had this sign. */
        private int context(int kind) {
            int level = previousClass == kind ? Math.min(Math.abs(previous), LEVELS - 1) : 0;
            return ((kind - 1) * LEVELS + level) * 256;
        }

        void encode(Encoder coder, int v) {
            int kind = v == 0 ? 0 : v > 0 ? 1 : 2;
            coder.bit(isDraw, previousClass, kind == 0 ? 0 : 1);
            if (kind != 0) {
                coder.bit(isWin, previousClass, kind == 1 ? 0 : 1);
                int d = Math.abs(v) - 1;
                if (d > 255)
                    throw new IllegalArgumentException("a distance of " + d + " plies is over the format's 255");
                int base = context(kind), node = 1;
                for (int i = 7; i >= 0; i--) {
                    int b = d >> i & 1;
                    coder.bit(distance, base + node, b);
                    node = node << 1 | b;
                }
            }
            previous = v;
            previousClass = kind;
        }

        int decode(Decoder coder) {
            int kind = 0, v = 0;
            if (coder.bit(isDraw, previousClass) == 1) {
                kind = coder.bit(isWin, previousClass) == 0 ? 1 : 2;
                int base = context(kind), node = 1;
                for (int i = 0; i < 8; i++) node = node << 1 | coder.bit(distance, base + node);
                int d = node - 256;
                v = kind == 1 ? d + 1 : -(d + 1);
            }
            previous = v;
            previousClass = kind;
            return v;
        }
    }
}
