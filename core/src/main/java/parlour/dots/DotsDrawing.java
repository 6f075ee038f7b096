package parlour.dots;

import parlour.game.diagram.BoardDrawing;
import parlour.game.diagram.Palette;
import parlour.game.diagram.Sketch;

/**
 * Dots and Boxes as a diagram: the dots, each drawn line in its player's colour, each box filled with its owner's
 * colour and sign (a cross for the first player, a ring for the second, so that a grey print still tells them apart),
 * the last line over a halo, and the columns' letters and rows' numbers beside the board. Ten units between dots.
 */
public final class DotsDrawing implements BoardDrawing<DotsPosition> {
    private static final double STEP = 10, MARGIN = 5, LABELS = 9;

    @Override
    public double[] size(DotsPosition p, boolean coordinates) {
        return new double[] {
            left(coordinates) + p.cols() * STEP + MARGIN, MARGIN + p.rows() * STEP + bottom(coordinates)
        };
    }

    @Override
    public void draw(DotsPosition p, String lastMove, boolean coordinates, Palette palette, Sketch sketch) {
        double left = left(coordinates);
        sketch.group("boxes");
        for (int by = 0; by < p.rows(); by++) {
            for (int bx = 0; bx < p.cols(); bx++) {
                int owner = p.boxOwner(bx, by);
                if (owner == 0) continue;
                double x = left + bx * STEP, y = MARGIN + (p.rows() - by - 1) * STEP;
                sketch.rect(x, y, STEP, STEP, palette.player(owner), 0.3);
                double cx = x + STEP / 2, cy = y + STEP / 2;
                if (owner == 1) {
                    sketch.line(cx - 2, cy - 2, cx + 2, cy + 2, 0.9, palette.p1, 1);
                    sketch.line(cx - 2, cy + 2, cx + 2, cy - 2, 0.9, palette.p1, 1);
                } else {
                    sketch.circle(cx, cy, 2.2, null, palette.p2, 0.9);
                }
            }
        }
        int last = lastMove == null ? -1 : DotsNotation.lineNamed(p, lastMove);
        if (last >= 0 && p.isDrawn(last)) {
            sketch.group("last move");
            double[] a = dot(p, p.firstDot(last), left), b = dot(p, p.secondDot(last), left);
            sketch.line(a[0], a[1], b[0], b[1], 3.2, palette.accent, 0.55);
        }
        sketch.group("lines");
        for (int line = 0; line < p.lineCount(); line++) {
            if (!p.isDrawn(line)) continue;
            double[] a = dot(p, p.firstDot(line), left), b = dot(p, p.secondDot(line), left);
            sketch.line(a[0], a[1], b[0], b[1], 1.1, palette.player(p.lineOwner(line)), 1);
        }
        sketch.group("dots");
        for (int y = 0; y <= p.rows(); y++)
            for (int x = 0; x <= p.cols(); x++) sketch.circle(left + x * STEP, dotY(p, y), 1.1, palette.lines, null, 0);
        if (!coordinates) return;
        sketch.group("coordinates");
        for (int x = 0; x <= p.cols(); x++)
            sketch.text(left + x * STEP, dotY(p, 0) + 6, String.valueOf((char) ('a' + x)), 3.6, palette.lines, false);
        for (int y = 0; y <= p.rows(); y++)
            sketch.text(left - 6, dotY(p, y), String.valueOf(y + 1), 3.6, palette.lines, false);
    }

    @Override
    public double[] placeCentre(DotsPosition p, boolean coordinates, String place) {
        int[] d = named(place);
        return d == null || !p.onBoard(d[0], d[1]) ? null : dot(p, d, left(coordinates));
    }

    @Override
    public double[] placeArea(DotsPosition p, boolean coordinates, String area) {
        int[] d = named(area);
        if (d == null || d[0] >= p.cols() || d[1] >= p.rows()) return null;
        double[] corner = dot(p, new int[] {d[0], d[1] + 1}, left(coordinates));
        return new double[] {corner[0], corner[1], STEP, STEP};
    }

    @Override
    public double step(DotsPosition p) {
        return STEP;
    }

    private static double left(boolean coordinates) {
        return coordinates ? LABELS + 2 : MARGIN;
    }

    private static double bottom(boolean coordinates) {
        return coordinates ? LABELS + 2 : MARGIN;
    }

    private static double dotY(DotsPosition p, int y) {
        return MARGIN + (p.rows() - y) * STEP;
    }

    private static double[] dot(DotsPosition p, int[] d, double left) {
        return new double[] {left + d[0] * STEP, dotY(p, d[1])};
    }

    private static int[] named(String place) {
        try {
            return DotsNotation.parseDot(place);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
