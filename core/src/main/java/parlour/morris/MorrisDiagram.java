package parlour.morris;

import java.util.Arrays;

/** A Morris position as text for the protocol's {@code showboard}: the lines, 1 and 2 for pieces, + for empty points. */
final class MorrisDiagram {
    private MorrisDiagram() {}

    static String of(MorrisPosition p) {
        MorrisBoard b = p.board();
        int w = 4 * (b.grid - 1) + 1, h = 2 * (b.grid - 1) + 1;
        char[][] c = new char[h][w];
        for (char[] line : c) Arrays.fill(line, ' ');
        for (int a = 0; a < b.points; a++) {
            for (int n = b.neighbours(a); n != 0; n &= n - 1) {
                int z = Integer.numberOfTrailingZeros(n);
                int x0 = 4 * b.col(a), x1 = 4 * b.col(z), y0 = h - 1 - 2 * b.row(a), y1 = h - 1 - 2 * b.row(z);
                if (y0 == y1) for (int x = Math.min(x0, x1); x <= Math.max(x0, x1); x++) c[y0][x] = '-';
                else for (int y = Math.min(y0, y1); y <= Math.max(y0, y1); y++) c[y][x0] = '|';
            }
        }
        for (int a = 0; a < b.points; a++) {
            int who = p.at(a);
            c[h - 1 - 2 * b.row(a)][4 * b.col(a)] = who == 0 ? '+' : (char) ('0' + who);
        }
        StringBuilder sb = new StringBuilder("\n");
        for (int y = 0; y < h; y++) {
            sb.append(y % 2 == 0 ? String.valueOf(b.grid - y / 2) : " ")
                    .append("  ")
                    .append(new String(c[y]))
                    .append('\n');
        }
        sb.append("   ");
        for (int x = 0; x < b.grid; x++) sb.append((char) ('a' + x)).append(x < b.grid - 1 ? "   " : "");
        sb.append("\n   in hand: 1 has ")
                .append(p.hand(1))
                .append(", 2 has ")
                .append(p.hand(2))
                .append("; ")
                .append(p.toMove())
                .append(" to move");
        return sb.toString();
    }
}
