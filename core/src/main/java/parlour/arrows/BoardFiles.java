package parlour.arrows;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import parlour.match.Text;

/**
 * Board files: the seed's binary format (Turbo Pascal {@code file of TPair}: 16-bit little-endian signed
 * pairs) and a readable text format, parsed from bytes (reading the file is the launcher's job).
 */
public final class BoardFiles {
    private BoardFiles() {}

    /** Whether {@code data} looks like the binary format (its first pair is a small size, so byte 1 is 0). */
    public static boolean isBinary(byte[] data) {
        return data.length < 2 || data[1] == 0 || data[0] < 32;
    }

    /** A board file of either format. @throws IllegalArgumentException naming {@code name} and the pair or line */
    public static ArrowsBoard read(byte[] data, String name) {
        return isBinary(data) ? readBinary(data, name) : readText(ascii(data), name);
    }

    private static String ascii(byte[] data) {
        StringBuilder sb = new StringBuilder(data.length);
        for (byte b : data) sb.append(b >= 0 ? (char) b : '?');
        return sb.toString();
    }

    /** The binary format. @throws IllegalArgumentException naming {@code name} and the pair */
    public static ArrowsBoard readBinary(byte[] data, String name) {
        if (data.length % 4 != 0) {
            throw new IllegalArgumentException(t(
                    "{0}: pair {1} is cut short: the file has {2} {2|bytes|bytes}, and a pair takes 4",
                    name, data.length / 4 + 1, data.length));
        }
        int largest = pairsAtMost(ArrowsBoard.MAX, ArrowsBoard.MAX);
        if (data.length > 4 * largest) {
            throw new IllegalArgumentException(t(
                    "{0}: pair {1}: too many pairs for any board (the largest, {2}x{2}, holds at most {3})",
                    name, largest + 1, ArrowsBoard.MAX, largest));
        }
        int[] v = new int[data.length / 2];
        for (int i = 0; i < v.length; i++) v[i] = (short) ((data[2 * i] & 0xff) | (data[2 * i + 1] << 8));
        int m = v.length >= 2 ? v[0] : 0, n = v.length >= 2 ? v[1] : 0;
        boolean sized = m >= ArrowsBoard.MIN && m <= ArrowsBoard.MAX && n >= ArrowsBoard.MIN && n <= ArrowsBoard.MAX;
        if (sized && v.length / 2 > pairsAtMost(m, n)) {
            throw new IllegalArgumentException(t(
                    "{0}: pair {1}: too many pairs for a {2}x{3} board, which holds at most {4} (size, pieces,"
                            + " directions and its other {5} {5|cells|cells} blocked)",
                    name, pairsAtMost(m, n) + 1, m, n, pairsAtMost(m, n), m * n - 2));
        }
        return ArrowsBoard.of(v, name);
    }

    /** The most pairs a file of an {@code m}x{@code n} board can have: size, pieces, directions, every other cell blocked. */
    private static int pairsAtMost(int m, int n) {
        return 4 + m * n - 2;
    }

    /** The binary format of {@code board}, exactly as the seed's modules read it. */
    public static byte[] writeBinary(ArrowsBoard board) {
        int[] v = board.pairs();
        byte[] out = new byte[v.length * 2];
        for (int i = 0; i < v.length; i++) {
            out[2 * i] = (byte) v[i];
            out[2 * i + 1] = (byte) (v[i] >> 8);
        }
        return out;
    }

    /**
     * The text format: lines {@code size M N}, {@code first X Y DIR}, {@code second X Y DIR} and any number of
     * {@code blocked X Y [X Y ...]}; DIR a digit 0..7 or a compass name; {@code #} starts a comment.
     *
     * @throws IllegalArgumentException naming {@code name} and the line or pair
     */
    public static ArrowsBoard readText(String text, String name) {
        int[] head = new int[8];
        boolean[] have = new boolean[3];
        List<Integer> blocked = new ArrayList<>();
        // the line each pair came from: size, first, second, the directions (on the first's line), blocked cells
        List<String> places = new ArrayList<>();
        String[] headPlaces = new String[3];
        List<String> lines = Text.lines(text);
        if (lines.size() > 1000) throw new IllegalArgumentException(t("{0}: too many lines for a board", name));
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int hash = line.indexOf('#');
            if (hash >= 0) line = line.substring(0, hash);
            List<String> w = Text.words(line);
            if (w.isEmpty()) continue;
            String place = t("line {0}", i + 1);
            String at = name + ": " + place;
            String key = w.get(0).toLowerCase();
            if (key.equals("size") && w.size() == 3) {
                head[0] = BoardNumbers.number(w.get(1), t("{0}: the size is not a number", at));
                head[1] = BoardNumbers.number(w.get(2), t("{0}: the size is not a number", at));
                have[0] = true;
                headPlaces[0] = place;
            } else if ((key.equals("first") || key.equals("second")) && w.size() == 4) {
                int k = key.equals("first") ? 0 : 1;
                head[2 + 2 * k] = BoardNumbers.number(w.get(1), t("{0}: x is not a number", at));
                head[3 + 2 * k] = BoardNumbers.number(w.get(2), t("{0}: y is not a number", at));
                int d = Direction.parse(w.get(3));
                if (d < 0)
                    throw new IllegalArgumentException(
                            t("{0}: {1} is not a direction (0..7 or N, NE, ... NW)", at, Text.quote(w.get(3))));
                head[6 + k] = d;
                have[1 + k] = true;
                headPlaces[1 + k] = place;
            } else if (key.equals("blocked") && w.size() % 2 == 1) {
                for (int j = 1; j < w.size(); j++)
                    blocked.add(BoardNumbers.number(w.get(j), t("{0}: a blocked cell is not a number", at)));
                for (int j = 1; j < w.size(); j += 2) places.add(place);
            } else {
                throw new IllegalArgumentException(t(
                        "{0}: expected size M N, first X Y DIR, second X Y DIR or blocked X Y, not {1}",
                        at, Text.quote(lines.get(i).trim())));
            }
        }
        String[] missing = {"size", "first", "second"};
        for (int k = 0; k < 3; k++)
            if (!have[k]) throw new IllegalArgumentException(t("{0}: the {1} line is missing", name, missing[k]));
        int[] v = new int[8 + blocked.size()];
        System.arraycopy(head, 0, v, 0, 8);
        for (int i = 0; i < blocked.size(); i++) v[8 + i] = blocked.get(i);
        places.add(0, headPlaces[1]);
        places.addAll(0, Arrays.asList(headPlaces));
        return ArrowsBoard.of(v, name, places.toArray(new String[0]));
    }

    /** The text format of {@code board}. */
    public static String writeText(ArrowsBoard b) {
        StringBuilder sb = new StringBuilder(
                "# Arrows board: size, the first and the second player's pieces (x y direction), blocked cells\n");
        sb.append("size ").append(b.cols).append(' ').append(b.rows).append('\n');
        sb.append("first ")
                .append(b.x1)
                .append(' ')
                .append(b.y1)
                .append(' ')
                .append(Direction.NAMES[b.d1])
                .append('\n');
        sb.append("second ")
                .append(b.x2)
                .append(' ')
                .append(b.y2)
                .append(' ')
                .append(Direction.NAMES[b.d2])
                .append('\n');
        int[] v = b.pairs();
        for (int i = 8; i < v.length; i += 2)
            sb.append("blocked ").append(v[i]).append(' ').append(v[i + 1]).append('\n');
        return sb.toString();
    }
}
