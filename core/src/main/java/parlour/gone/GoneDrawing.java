package parlour.gone;

import parlour.game.diagram.BoardDrawing;
import parlour.game.diagram.Palette;
import parlour.game.diagram.Sketch;

/**
 * Gone as a diagram: each place a cell of a light grid holding a black or a white pebble or, hatched, a hole; a
 * challenge's two boards side by side under their players' numbers, each with its player's seeds in their colour; the
 * last paint or seed, or the pebbles the last round turned, ringed; and the places' x and y from 0 at the top left
 * beside the board. Ten units a place; marks stand on the first board.
 */
public final class GoneDrawing implements BoardDrawing<GonePosition> {
    private static final double STEP = 10, MARGIN = 4, LABELS = 10, HEADING = 9, GAP = 14;
    private static final double PEBBLE = STEP * 0.36, OUTLINE = 0.6;
    private static final String BLACK_ON_DARK = "#111111", WHITE = "#ffffff";

    @Override
    public double[] size(GonePosition p, boolean coordinates) {
        double side = side(coordinates), boards = p.board.width * STEP * panels(p) + GAP * (panels(p) - 1);
        return new double[] {side * 2 + boards, top(p, coordinates) + p.board.height * STEP + MARGIN};
    }

    @Override
    public void draw(GonePosition p, String lastMove, boolean coordinates, Palette palette, Sketch sketch) {
        GoneBoard b = p.board;
        double top = top(p, coordinates);
        for (int panel = 0; panel < panels(p); panel++) {
            double left = left(p, coordinates, panel);
            if (panels(p) == 2) heading(p, panel + 1, left, top - (coordinates ? LABELS : 0), palette, sketch);
            grid(b, left, top, palette, sketch);
            pieces(p, panel + 1, left, top, palette, sketch);
            lastMove(p, panel + 1, lastMove, left, top, palette, sketch);
            if (coordinates) coordinates(b, panel, left, top, palette, sketch);
        }
    }

    /** The challenger's number in their colour over their board, on a rule of the same colour. */
    private static void heading(GonePosition p, int player, double left, double bottom, Palette palette, Sketch s) {
        s.group("heading");
        double width = p.board.width * STEP;
        s.rect(left, bottom - 2.2, width, 1.2, palette.player(player), 1);
        s.text(left + width / 2, bottom - 5.6, String.valueOf(player), 5, palette.player(player), true);
    }

    private static void grid(GoneBoard b, double left, double top, Palette palette, Sketch s) {
        s.group("grid");
        double right = left + b.width * STEP, bottom = top + b.height * STEP;
        for (int x = 0; x <= b.width; x++) {
            double edge = x == 0 || x == b.width ? 0.7 : 0.25;
            s.line(left + x * STEP, top, left + x * STEP, bottom, edge, palette.lines, edge < 0.5 ? 0.45 : 1);
        }
        for (int y = 0; y <= b.height; y++) {
            double edge = y == 0 || y == b.height ? 0.7 : 0.25;
            s.line(left, top + y * STEP, right, top + y * STEP, edge, palette.lines, edge < 0.5 ? 0.45 : 1);
        }
    }

    /** Player {@code player}'s board (the only one outside a challenge's seeds and rounds) as it stands. */
    private static void pieces(GonePosition p, int player, double left, double top, Palette palette, Sketch s) {
        GoneBoard b = p.board;
        GoneRun run = player == 1 ? p.run1 : p.run2;
        String black = palette.darkBoard() ? BLACK_ON_DARK : palette.lines;
        byte[] kinds = {GoneGrid.HOLE, GoneGrid.BLACK, GoneGrid.WHITE};
        String[] groups = {"holes", "black", "white"};
        for (int k = 0; k < kinds.length; k++) {
            s.group(groups[k]);
            for (int y = 0; y < b.height; y++) {
                for (int x = 0; x < b.width; x++) {
                    if (p.hasSeed(player, y * b.width + x)) continue;
                    byte v = run != null ? run.at(x, y, p.round) : b.get(x, y);
                    if (v != kinds[k]) continue;
                    double cx = left + (x + 0.5) * STEP, cy = top + (y + 0.5) * STEP;
                    if (v == GoneGrid.HOLE) hole(left + x * STEP, top + y * STEP, palette, s);
                    else s.circle(cx, cy, PEBBLE, v == GoneGrid.BLACK ? black : WHITE, palette.lines, OUTLINE);
                }
            }
        }
        s.group("seeds");
        for (int seed : p.seeds(player)) {
            double cx = left + (seed % b.width + 0.5) * STEP, cy = top + (seed / b.width + 0.5) * STEP;
            s.circle(cx, cy, PEBBLE, palette.player(player), palette.lines, OUTLINE);
        }
    }

    /** A hole: its cell shaded and hatched, the hatching running on across neighbouring holes. */
    private static void hole(double x, double y, Palette palette, Sketch s) {
        s.rect(x, y, STEP, STEP, palette.lines, 0.12);
        double half = STEP / 2;
        s.line(x, y + half, x + half, y, 0.3, palette.lines, 0.6);
        s.line(x, y + STEP, x + STEP, y, 0.3, palette.lines, 0.6);
        s.line(x + half, y + STEP, x + STEP, y + half, 0.3, palette.lines, 0.6);
    }

    /**
     * A ring round the place the last paint or seed changed (a seed on its player's board), or round each pebble the
     * last round turned white.
     */
    private static void lastMove(
            GonePosition p, int player, String move, double left, double top, Palette palette, Sketch s) {
        if (move == null) return;
        GoneBoard b = p.board;
        s.group("last move");
        GoneRun run = player == 1 ? p.run1 : p.run2;
        if (move.trim().equals("round") && run != null && p.round > 0) {
            for (int y = 0; y < b.height; y++)
                for (int x = 0; x < b.width; x++) if (run.turn(x, y) == p.round) halo(x, y, left, top, palette, s);
            return;
        }
        int[] c = cell(b, movePlace(move));
        boolean seeding = p.challenge && p.phase != GonePosition.EDIT;
        if (c != null && (!seeding || player == seeder(p))) halo(c[0], c[1], left, top, palette, s);
    }

    private static void halo(int x, int y, double left, double top, Palette palette, Sketch s) {
        s.circle(left + (x + 0.5) * STEP, top + (y + 0.5) * STEP, STEP * 0.46, null, palette.accent, 1);
    }

    /** The place a paint ("b3,4") or a seed ("3,4") names: the move without its leading letters. */
    private static String movePlace(String move) {
        String m = move.trim();
        int start = 0;
        while (start < m.length() && Character.isLetter(m.charAt(start))) start++;
        return m.substring(start);
    }

    /** Who placed the last seed: the second to seed once they have begun, the first before. */
    private static int seeder(GonePosition p) {
        return p.seedCount(3 - p.first) > 0 ? 3 - p.first : p.first;
    }

    /** The columns' x above the board and the rows' y on its outer side, both from 0 at the top left. */
    private static void coordinates(GoneBoard b, int panel, double left, double top, Palette palette, Sketch s) {
        s.group("coordinates");
        double size = STEP * 0.4;
        for (int x = 0; x < b.width; x++)
            s.text(left + (x + 0.5) * STEP, top - LABELS / 2, String.valueOf(x), size, palette.lines, false);
        double rows = panel == 0 ? left - LABELS / 2 : left + b.width * STEP + LABELS / 2;
        for (int y = 0; y < b.height; y++)
            s.text(rows, top + (y + 0.5) * STEP, String.valueOf(y), size, palette.lines, false);
    }

    @Override
    public double[] placeCentre(GonePosition p, boolean coordinates, String place) {
        double[] a = placeArea(p, coordinates, place);
        return a == null ? null : new double[] {a[0] + STEP / 2, a[1] + STEP / 2};
    }

    @Override
    public double[] placeArea(GonePosition p, boolean coordinates, String area) {
        int[] c = area == null ? null : cell(p.board, area.trim());
        if (c == null) return null;
        return new double[] {left(p, coordinates, 0) + c[0] * STEP, top(p, coordinates) + c[1] * STEP, STEP, STEP};
    }

    @Override
    public double step(GonePosition p) {
        return STEP;
    }

    /** The boards drawn: a challenge's two once its board is edited, as on screen. */
    private static int panels(GonePosition p) {
        return p.challenge && p.phase != GonePosition.EDIT ? 2 : 1;
    }

    private static double side(boolean coordinates) {
        return coordinates ? LABELS : MARGIN;
    }

    private static double top(GonePosition p, boolean coordinates) {
        return side(coordinates) + (panels(p) == 2 ? HEADING : 0);
    }

    private static double left(GonePosition p, boolean coordinates, int panel) {
        return side(coordinates) + panel * (p.board.width * STEP + GAP);
    }

    /** {x, y} of the place "x,y", or null when the board has none of that name. */
    private static int[] cell(GoneBoard b, String name) {
        try {
            return GoneGame.cell(name, b);
        } catch (IllegalArgumentException notAPlace) {
            return null;
        }
    }
}
