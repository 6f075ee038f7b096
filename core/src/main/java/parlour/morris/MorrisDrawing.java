package parlour.morris;

import java.util.List;
import parlour.game.diagram.BoardDrawing;
import parlour.game.diagram.Palette;
import parlour.game.diagram.Sketch;

/**
 * Six and Nine Men's Morris as a diagram: the squares and their cross lines, a dot on each empty point, each man in its
 * player's colour (the second player's with an inner ring in the board's colour, so that a grey print still tells the
 * two apart), the men still in hand in a column beside the board as on screen (the first player's on the left, the
 * second's on the right, from the bottom up), the last move in the accent colour (a halo round a placed man, a trail
 * with a head from where a moved man came, a cross on the point a man was taken from), and the files' letters and the
 * ranks' numbers beside the board. Ten units between grid lines.
 */
public final class MorrisDrawing implements BoardDrawing<MorrisPosition> {
    private static final double STEP = 10, MARGIN = 6, LABELS = 11.5, LABEL_GAP = 7.5, HAND = 10;
    /** A man's radius on the board and in hand, and how far apart the men in hand stand at most. */
    private static final double MAN = 3.3, HAND_MAN = 2.6, HAND_SPACING = 7;

    @Override
    public double[] size(MorrisPosition p, boolean coordinates) {
        return new double[] {left(p, coordinates) + side(p) + MARGIN + hands(p), MARGIN + side(p) + bottom(coordinates)
        };
    }

    @Override
    public void draw(MorrisPosition p, String lastMove, boolean coordinates, Palette palette, Sketch sketch) {
        MorrisBoard board = p.board();
        double left = left(p, coordinates);
        sketch.group("board");
        for (int a = 0; a < board.points; a++) {
            for (int n = board.neighbours(a); n != 0; n &= n - 1) {
                int b = Integer.numberOfTrailingZeros(n);
                if (b < a) continue;
                double[] from = point(p, a, left), to = point(p, b, left);
                sketch.line(from[0], from[1], to[0], to[1], 0.8, palette.lines, 1);
            }
        }
        if (lastMove != null) drawLastMove(p, lastMove, left, palette, sketch);
        sketch.group("points");
        for (int a = 0; a < board.points; a++) {
            double[] c = point(p, a, left);
            if (p.at(a) == 0) sketch.circle(c[0], c[1], 1.1, palette.lines, null, 0);
        }
        sketch.group("men");
        for (int a = 0; a < board.points; a++) {
            double[] c = point(p, a, left);
            if (p.at(a) != 0) drawMan(c[0], c[1], MAN, p.at(a), palette, sketch);
        }
        if (hands(p) > 0) {
            sketch.group("hands");
            double spacing = Math.min(HAND_SPACING, side(p) / Math.max(1, board.pieces - 1));
            for (int player = 1; player <= 2; player++) {
                double x = player == 1 ? HAND / 2 : size(p, coordinates)[0] - HAND / 2;
                for (int i = 0; i < p.hand(player); i++)
                    drawMan(x, MARGIN + side(p) - i * spacing, HAND_MAN, player, palette, sketch);
            }
        }
        if (!coordinates) return;
        sketch.group("coordinates");
        for (int i = 0; i < board.grid; i++) {
            double along = i * STEP;
            String file = String.valueOf((char) ('a' + i)), rank = String.valueOf(i + 1);
            sketch.text(left + along, MARGIN + side(p) + LABEL_GAP, file, 3.8, palette.lines, false);
            sketch.text(left - LABEL_GAP, MARGIN + side(p) - along, rank, 3.8, palette.lines, false);
        }
    }

    @Override
    public double[] placeCentre(MorrisPosition p, boolean coordinates, String place) {
        int point = place == null ? -1 : p.board().pointNamed(place);
        return point < 0 ? null : point(p, point, left(p, coordinates));
    }

    /** A point's area: the square a man on it covers, a little larger. */
    @Override
    public double[] placeArea(MorrisPosition p, boolean coordinates, String area) {
        double[] c = placeCentre(p, coordinates, area);
        double s = 2 * MAN * 1.3;
        return c == null ? null : new double[] {c[0] - s / 2, c[1] - s / 2, s, s};
    }

    @Override
    public double step(MorrisPosition p) {
        return STEP;
    }

    /** The last move's marks, under the men; none when the man it names is not on its point. */
    private static void drawLastMove(MorrisPosition p, String move, double left, Palette palette, Sketch sketch) {
        MorrisBoard board = p.board();
        List<String> parts = MorrisNotation.parts(move);
        int to = board.pointNamed(MorrisNotation.destination(move));
        if (to < 0 || p.at(to) == 0) return;
        sketch.group("last move");
        double[] b = point(p, to, left);
        int from = parts.size() > 1 && !parts.get(1).startsWith("x") ? board.pointNamed(parts.get(0)) : -1;
        if (from >= 0) drawTrail(point(p, from, left), b, palette.accent, sketch);
        else sketch.circle(b[0], b[1], MAN + 1.5, null, palette.accent, 1.1);
        for (String part : parts) {
            int taken = part.startsWith("x") ? board.pointNamed(part.substring(1)) : -1;
            if (taken < 0 || p.at(taken) != 0) continue;
            double[] c = point(p, taken, left);
            double arm = 2.4;
            sketch.line(c[0] - arm, c[1] - arm, c[0] + arm, c[1] + arm, 1.1, palette.accent, 1);
            sketch.line(c[0] - arm, c[1] + arm, c[0] + arm, c[1] - arm, 1.1, palette.accent, 1);
        }
    }

    /** A band from {@code a} to {@code b} whose head touches the rim of the man on {@code b}. */
    private static void drawTrail(double[] a, double[] b, String colour, Sketch sketch) {
        double dx = b[0] - a[0], dy = b[1] - a[1], length = Math.sqrt(dx * dx + dy * dy);
        double ux = dx / length, uy = dy / length, head = 2.8, spread = 1.9;
        double tipX = b[0] - ux * MAN, tipY = b[1] - uy * MAN;
        double baseX = tipX - ux * head, baseY = tipY - uy * head;
        sketch.line(a[0], a[1], baseX, baseY, 1.5, colour, 1);
        sketch.polygon(
                new double[] {
                    tipX, tipY, baseX - uy * spread, baseY + ux * spread, baseX + uy * spread, baseY - ux * spread
                },
                colour,
                1);
    }

    private static void drawMan(double x, double y, double radius, int player, Palette palette, Sketch sketch) {
        sketch.circle(x, y, radius, palette.player(player), palette.lines, radius * 0.18);
        if (player == 2) sketch.circle(x, y, radius * 0.52, null, palette.board, radius * 0.18);
    }

    private static double side(MorrisPosition p) {
        return (p.board().grid - 1) * STEP;
    }

    /** The width of a column of men in hand on either side: none once both hands are empty. */
    private static double hands(MorrisPosition p) {
        return p.hand(1) + p.hand(2) > 0 ? HAND : 0;
    }

    private static double left(MorrisPosition p, boolean coordinates) {
        return hands(p) + (coordinates ? LABELS : MARGIN);
    }

    private static double bottom(boolean coordinates) {
        return coordinates ? LABELS : MARGIN;
    }

    /** A point's centre: rank 1 at the bottom, as the board on screen has it. */
    private static double[] point(MorrisPosition p, int point, double left) {
        MorrisBoard board = p.board();
        return new double[] {left + board.col(point) * STEP, MARGIN + (board.grid - 1 - board.row(point)) * STEP};
    }
}
