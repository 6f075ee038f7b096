package parlour.arrows;

import parlour.game.diagram.BoardDrawing;
import parlour.game.diagram.Palette;
import parlour.game.diagram.Sketch;

/**
 * Arrows as a diagram: the grid with its blocked cells hatched, each piece an arrow in its player's colour (the second
 * player's hollow, so that a grey print still tells them apart), each player's next cell outlined in their colour, the
 * last piece over an accent square, and the cells' column and row numbers from 1 at the top left beside the board.
 * Ten units a cell.
 */
public final class ArrowsDrawing implements BoardDrawing<ArrowsPosition> {
    private static final double STEP = 10, MARGIN = 2, LABELS = 7;
    /** An arrow's half length, the neck where its head begins, its shaft's and head's half widths, a hollow's rim. */
    private static final double TIP = 3.7, NECK = 0.5, SHAFT = 1.1, HEAD = 2.8, RIM = 0.55;

    @Override
    public double[] size(ArrowsPosition p, boolean coordinates) {
        double edge = edge(coordinates);
        return new double[] {edge + p.board.cols * STEP + MARGIN, edge + p.board.rows * STEP + MARGIN};
    }

    @Override
    public void draw(ArrowsPosition p, String lastMove, boolean coordinates, Palette palette, Sketch sketch) {
        ArrowsBoard b = p.board;
        double edge = edge(coordinates), right = edge + b.cols * STEP, bottom = edge + b.rows * STEP;
        sketch.group("grid");
        for (int x = 0; x <= b.cols; x++) {
            double at = edge + x * STEP;
            sketch.line(at, edge, at, bottom, x == 0 || x == b.cols ? 0.8 : 0.3, palette.lines, 1);
        }
        for (int y = 0; y <= b.rows; y++) {
            double at = edge + y * STEP;
            sketch.line(edge, at, right, at, y == 0 || y == b.rows ? 0.8 : 0.3, palette.lines, 1);
        }
        sketch.group("blocked");
        for (int y = 0; y < b.rows; y++)
            for (int x = 0; x < b.cols; x++)
                if (b.isBlocked(x + 1, y + 1)) hatch(edge + x * STEP, edge + y * STEP, palette.lines, sketch);
        int lastPlayer = 3 - p.toMove();
        int[] lastDirs = p.directions(lastPlayer);
        if (lastMove != null && p.moveCount() > 0 && Direction.parse(lastMove) == lastDirs[lastDirs.length - 1]) {
            sketch.group("last move");
            int[] chain = p.chain(lastPlayer);
            double[] c = centre(p, chain[chain.length - 1], edge);
            sketch.rect(c[0] - STEP * 0.45, c[1] - STEP * 0.45, STEP * 0.9, STEP * 0.9, palette.accent, 0.45);
        }
        sketch.group("next");
        for (int player = 1; player <= 2; player++) {
            int next = p.next(player);
            if (next >= 0) outline(centre(p, next, edge), player == 1 ? 4 : 3, palette.player(player), sketch);
        }
        sketch.group("arrows");
        for (int player = 1; player <= 2; player++) {
            int[] cells = p.chain(player), dirs = p.directions(player);
            for (int i = 0; i < cells.length; i++) arrow(centre(p, cells[i], edge), dirs[i], player, palette, sketch);
        }
        if (!coordinates) return;
        sketch.group("coordinates");
        for (int x = 0; x < b.cols; x++)
            sketch.text(edge + (x + 0.5) * STEP, edge / 2, String.valueOf(x + 1), 3.6, palette.lines, false);
        for (int y = 0; y < b.rows; y++)
            sketch.text(edge / 2, edge + (y + 0.5) * STEP, String.valueOf(y + 1), 3.6, palette.lines, false);
    }

    @Override
    public double[] placeCentre(ArrowsPosition p, boolean coordinates, String place) {
        int[] c = named(p, place);
        return c == null ? null : centre(p, (c[1] - 1) * p.board.cols + c[0] - 1, edge(coordinates));
    }

    @Override
    public double[] placeArea(ArrowsPosition p, boolean coordinates, String area) {
        double[] c = placeCentre(p, coordinates, area);
        return c == null ? null : new double[] {c[0] - STEP / 2, c[1] - STEP / 2, STEP, STEP};
    }

    @Override
    public double step(ArrowsPosition p) {
        return STEP;
    }

    /** Where the board's top left corner is, each way: past the numbers when they are drawn. */
    private static double edge(boolean coordinates) {
        return coordinates ? LABELS : MARGIN;
    }

    private static double[] centre(ArrowsPosition p, int cell, double edge) {
        return new double[] {edge + (cell % p.board.cols + 0.5) * STEP, edge + (cell / p.board.cols + 0.5) * STEP};
    }

    /** A blocked cell at (x, y): shaded, with diagonal strokes so that it still reads as blocked in grey. */
    private static void hatch(double x, double y, String colour, Sketch sketch) {
        sketch.rect(x, y, STEP, STEP, colour, 0.3);
        for (double d = STEP / 4; d < 2 * STEP; d += STEP / 4) {
            sketch.line(
                    x + Math.max(0, d - STEP),
                    y + Math.min(d, STEP),
                    x + Math.min(d, STEP),
                    y + Math.max(0, d - STEP),
                    0.5,
                    colour,
                    1);
        }
    }

    /** A square {@code half} units either side of {@code c}, drawn round its edge. */
    private static void outline(double[] c, double half, String colour, Sketch sketch) {
        double left = c[0] - half, top = c[1] - half, right = c[0] + half, bottom = c[1] + half;
        sketch.line(left, top, right, top, 0.7, colour, 1);
        sketch.line(right, top, right, bottom, 0.7, colour, 1);
        sketch.line(right, bottom, left, bottom, 0.7, colour, 1);
        sketch.line(left, bottom, left, top, 0.7, colour, 1);
    }

    /** A piece on the cell centred at {@code c} pointing {@code dir}: solid for the first player, hollow for the second. */
    private static void arrow(double[] c, int dir, int player, Palette palette, Sketch sketch) {
        double length = Math.sqrt(Direction.DX[dir] * Direction.DX[dir] + Direction.DY[dir] * Direction.DY[dir]);
        double ux = Direction.DX[dir] / length, uy = Direction.DY[dir] / length;
        sketch.polygon(shape(c, ux, uy, -TIP, NECK, TIP, SHAFT, HEAD), palette.player(player), 1);
        if (player == 1) return;
        // the head's sides stand at the same slope inside, a rim's width in from the outside
        double slope = HEAD / (TIP - NECK), tip = TIP - RIM * Math.sqrt(1 + slope * slope) / slope, neck = NECK + RIM;
        sketch.polygon(shape(c, ux, uy, RIM - TIP, neck, tip, SHAFT - RIM, (tip - neck) * slope), palette.board, 1);
    }

    /**
     * The outline of an arrow along (ux, uy) through {@code c}: the tip first, then the head's and the shaft's corners,
     * each given as a distance along the arrow and a half width across it.
     */
    private static double[] shape(
            double[] c, double ux, double uy, double tail, double neck, double tip, double shaft, double head) {
        double[] along = {tip, neck, neck, tail, tail, neck, neck};
        double[] across = {0, head, shaft, shaft, -shaft, -shaft, -head};
        double[] xy = new double[along.length * 2];
        for (int i = 0; i < along.length; i++) {
            xy[2 * i] = c[0] + ux * along[i] - uy * across[i];
            xy[2 * i + 1] = c[1] + uy * along[i] + ux * across[i];
        }
        return xy;
    }

    private static int[] named(ArrowsPosition p, String place) {
        try {
            return ArrowsGame.cell(p, place);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
