package parlour.match;

import java.util.ArrayList;
import java.util.List;

/**
 * Packs text small enough for a link: UTF-8, then an LZ77 bit stream (a repeat of earlier text costs a dozen bits
 * however long it is, which moves played back and forth are), then base64url. Plain Java with no java.util.zip, so
 * that the web widget runs the same code as the desktop.
 */
final class LinkPacking {
    /** How far back a repeat may reach (2^WINDOW_BITS bytes) and the shortest repeat worth its bits. */
    private static final int WINDOW_BITS = 11, MIN_MATCH = 3, MAX_MATCH = 255;
    /** A literal 7-bit value that never occurs in a save (DEL, a control character): the next 8 bits are the byte. */
    private static final int ESCAPE = 127;

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    private LinkPacking() {}

    /** {@code text} packed: its bytes' count, then each byte as a literal or a repeat of earlier ones. */
    static byte[] pack(String text) {
        byte[] in = utf8(text);
        Bits out = new Bits();
        out.gamma(in.length + 1);
        int window = 1 << WINDOW_BITS;
        int i = 0;
        while (i < in.length) {
            int bestLength = 0, bestOffset = 0;
            for (int from = Math.max(0, i - window); from < i; from++) {
                int n = 0;
                while (i + n < in.length && n < MAX_MATCH && in[from + n] == in[i + n]) n++;
                // the nearest of equal lengths: a shorter offset is no cheaper here, but later is as good
                if (n >= bestLength && n >= MIN_MATCH) {
                    bestLength = n;
                    bestOffset = i - from;
                }
            }
            if (bestLength >= MIN_MATCH) {
                out.bit(1);
                out.bits(bestOffset - 1, WINDOW_BITS);
                out.gamma(bestLength - MIN_MATCH + 1);
                i += bestLength;
            } else {
                int b = in[i] & 0xff;
                out.bit(0);
                if (b < ESCAPE) out.bits(b, 7);
                else {
                    out.bits(ESCAPE, 7);
                    out.bits(b, 8);
                }
                i++;
            }
        }
        return out.bytes();
    }

    /**
     * The text {@code packed} holds.
     *
     * @throws IllegalArgumentException when the bits run out or point before the text's start (a damaged link)
     */
    static String unpack(byte[] packed) {
        Bits in = new Bits(packed);
        int length = in.gamma() - 1;
        if (length < 0 || length > SavedGame.MAX_CHARS) throw new IllegalArgumentException("length");
        byte[] out = new byte[length];
        int n = 0;
        while (n < length) {
            if (in.bit() == 1) {
                int offset = in.bits(WINDOW_BITS) + 1;
                int count = in.gamma() - 1 + MIN_MATCH;
                if (offset > n || n + count > length) throw new IllegalArgumentException("repeat");
                for (int k = 0; k < count; k++, n++) out[n] = out[n - offset];
            } else {
                int b = in.bits(7);
                if (b == ESCAPE) b = in.bits(8);
                out[n++] = (byte) b;
            }
        }
        return text(out);
    }

    static String base64url(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < bytes.length; i += 3) {
            int b0 = bytes[i] & 0xff, b1 = i + 1 < bytes.length ? bytes[i + 1] & 0xff : 0;
            int b2 = i + 2 < bytes.length ? bytes[i + 2] & 0xff : 0;
            int word = b0 << 16 | b1 << 8 | b2;
            int chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
            for (int k = 0; k < chars; k++) sb.append(ALPHABET.charAt(word >> (18 - 6 * k) & 63));
        }
        return sb.toString();
    }

    /** @throws IllegalArgumentException naming the first character that base64url has no place for */
    static byte[] fromBase64url(String code) {
        List<Byte> out = new ArrayList<>();
        int word = 0, bits = 0;
        for (int i = 0; i < code.length(); i++) {
            int v = ALPHABET.indexOf(code.charAt(i));
            if (v < 0) throw new IllegalArgumentException(Text.quote(String.valueOf(code.charAt(i))));
            word = word << 6 | v;
            bits += 6;
            if (bits >= 8) {
                bits -= 8;
                out.add((byte) (word >> bits));
                word &= (1 << bits) - 1;
            }
        }
        byte[] bytes = new byte[out.size()];
        for (int i = 0; i < bytes.length; i++) bytes[i] = out.get(i);
        return bytes;
    }

    private static byte[] utf8(String text) {
        List<Byte> out = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            int c = text.charAt(i);
            if (Character.isHighSurrogate((char) c) && i + 1 < text.length()) {
                c = Character.toCodePoint((char) c, text.charAt(++i));
            }
            if (c < 0x80) out.add((byte) c);
            else if (c < 0x800) {
                out.add((byte) (0xc0 | c >> 6));
                out.add((byte) (0x80 | c & 63));
            } else if (c < 0x10000) {
                out.add((byte) (0xe0 | c >> 12));
                out.add((byte) (0x80 | c >> 6 & 63));
                out.add((byte) (0x80 | c & 63));
            } else {
                out.add((byte) (0xf0 | c >> 18));
                out.add((byte) (0x80 | c >> 12 & 63));
                out.add((byte) (0x80 | c >> 6 & 63));
                out.add((byte) (0x80 | c & 63));
            }
        }
        byte[] bytes = new byte[out.size()];
        for (int i = 0; i < bytes.length; i++) bytes[i] = out.get(i);
        return bytes;
    }

    /** @throws IllegalArgumentException at a byte that is not UTF-8 */
    private static String text(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; ) {
            int c = b[i++] & 0xff, more = c < 0x80 ? 0 : c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : -1;
            if (more < 0 || c >= 0xf8 || i + more > b.length) throw new IllegalArgumentException("utf-8");
            if (more > 0) c &= 0x3f >> more;
            for (int k = 0; k < more; k++) {
                int next = b[i++] & 0xff;
                if ((next & 0xc0) != 0x80) throw new IllegalArgumentException("utf-8");
                c = c << 6 | next & 0x3f;
            }
            sb.appendCodePoint(c);
        }
        return sb.toString();
    }

    /** A stream of bits, most significant first, with Elias gamma codes for counts. */
    private static final class Bits {
        private final List<Byte> out = new ArrayList<>();
        private final byte[] in;
        private int current, used, read;

        Bits() {
            in = null;
        }

        Bits(byte[] in) {
            this.in = in;
        }

        void bit(int b) {
            current = current << 1 | b;
            if (++used == 8) {
                out.add((byte) current);
                current = 0;
                used = 0;
            }
        }

        void bits(int value, int count) {
            for (int k = count - 1; k >= 0; k--) bit(value >> k & 1);
        }

        /** {@code value} (at least 1) as Elias gamma: as many zeros as it has bits after the first, then its bits. */
        void gamma(int value) {
            int width = 32 - Integer.numberOfLeadingZeros(value);
            for (int k = 1; k < width; k++) bit(0);
            bits(value, width);
        }

        byte[] bytes() {
            int pad = used == 0 ? 0 : 8 - used;
            for (int k = 0; k < pad; k++) bit(0);
            byte[] bytes = new byte[out.size()];
            for (int i = 0; i < bytes.length; i++) bytes[i] = out.get(i);
            return bytes;
        }

        int bit() {
            if (read >= in.length * 8) throw new IllegalArgumentException("end");
            int b = in[read >> 3] >> (7 - (read & 7)) & 1;
            read++;
            return b;
        }

        int bits(int count) {
            int v = 0;
            for (int k = 0; k < count; k++) v = v << 1 | bit();
            return v;
        }

        int gamma() {
            int zeros = 0;
            while (bit() == 0) if (++zeros > 30) throw new IllegalArgumentException("gamma");
            int v = 1;
            for (int k = 0; k < zeros; k++) v = v << 1 | bit();
            return v;
        }
    }
}
