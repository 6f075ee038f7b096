package parlour.game.diagram;

import java.util.Collections;
import java.util.List;
import parlour.match.Mark;

/**
 * A position as a standalone SVG picture for print and for pages (a worksheet, a handout): the game's own drawing of
 * its board, the page's marks over it as the board on screen draws them, and a title and description a screen reader
 * reads.
 */
public final class Diagram {
    /** The picture's width in pixels when none is asked for, and the least and most taken. */
    public static final int DEFAULT_SIZE = 480, MIN_SIZE = 64, MAX_SIZE = 4096;

    /** What is asked of a picture: its width in pixels, coordinates beside the board, and marks over it. */
    public static final class Options {
        public final int size;
        public final boolean coordinates;
        public final List<Mark> marks;

        public Options(int size, boolean coordinates, List<Mark> marks) {
            this.size = Math.max(MIN_SIZE, Math.min(MAX_SIZE, size));
            this.coordinates = coordinates;
            this.marks = marks == null ? Collections.<Mark>emptyList() : marks;
        }
    }

    private static final double MARK_ALPHA = 0.85;

    private Diagram() {}

    /**
     * The picture as SVG text: {@code options.size} pixels wide, the height as the board's shape gives, with
     * {@code title} as its name and {@code description} as its text for a listener.
     */
    public static <P> String svg(
            BoardDrawing<P> drawing,
            P position,
            String lastMove,
            Options options,
            Palette palette,
            String title,
            String description) {
        double[] size = drawing.size(position, options.coordinates);
        int width = options.size, height = (int) Math.round(options.size * size[1] / size[0]);
        SvgSketch sketch = new SvgSketch();
        draw(drawing, position, lastMove, options, palette, sketch);
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + height
                + "\" viewBox=\"0 0 " + SvgSketch.number(size[0]) + " " + SvgSketch.number(size[1])
                + "\" role=\"img\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n"
                + "<title>" + SvgSketch.escape(title) + "</title>\n"
                + "<desc>" + SvgSketch.escape(description) + "</desc>\n"
                + sketch.body() + "</svg>\n";
    }

    /** Draws the board, the position and then the marks on {@code sketch}. */
    public static <P> void draw(
            BoardDrawing<P> drawing, P position, String lastMove, Options options, Palette palette, Sketch sketch) {
        double[] size = drawing.size(position, options.coordinates);
        sketch.group("board");
        sketch.rect(0, 0, size[0], size[1], palette.board, 1);
        drawing.draw(position, lastMove, options.coordinates, palette, sketch);
        if (!options.marks.isEmpty()) {
            sketch.group("marks");
            for (Mark m : options.marks) mark(drawing, position, options.coordinates, m, palette, sketch);
        }
    }

    private static <P> void mark(
            BoardDrawing<P> drawing, P position, boolean coordinates, Mark m, Palette palette, Sketch sketch) {
        double step = drawing.step(position), thick = Math.max(0.5, step * 0.09);
        String shade = palette.markShade(m.colour);
        if (m.kind.equals(Mark.FILL)) {
            double[] a = drawing.placeArea(position, coordinates, m.at);
            if (a != null) sketch.rect(a[0], a[1], a[2], a[3], shade, MARK_ALPHA * 0.5);
            return;
        }
        if (m.kind.equals(Mark.LINE) || m.kind.equals(Mark.ARROW)) {
            boolean line = m.kind.equals(Mark.LINE);
            int dash = m.at.indexOf('-');
            double[] from = drawing.placeCentre(position, coordinates, line ? m.at.substring(0, dash) : m.at);
            double[] to = drawing.placeCentre(position, coordinates, line ? m.at.substring(dash + 1) : m.to);
            if (from != null && to != null) stroke(sketch, from, to, thick, !line, step, shade);
            return;
        }
        double[] c = drawing.placeCentre(position, coordinates, m.at);
        if (c == null) return;
        if (m.kind.equals(Mark.RING)) {
            sketch.circle(c[0], c[1], step * 0.4, null, shade, thick);
        } else {
            double r = Math.max(step * 0.28, step * 0.1 * (m.text.length() + 1));
            sketch.circle(c[0], c[1], r, palette.board, shade, thick * 0.5);
            sketch.text(c[0], c[1], m.text, step * 0.3, shade, true);
        }
    }

    /** A stroke from {@code a} to {@code b}; an arrow's ends short of the target's centre in a head. */
    private static void stroke(
            Sketch sketch, double[] a, double[] b, double thick, boolean head, double step, String shade) {
        double dx = b[0] - a[0], dy = b[1] - a[1], length = Math.sqrt(dx * dx + dy * dy);
        if (length <= 0) return;
        if (!head) {
            sketch.line(a[0], a[1], b[0], b[1], thick, shade, MARK_ALPHA);
            return;
        }
        double ux = dx / length, uy = dy / length;
        double tipBack = Math.min(length * 0.3, step * 0.18);
        double tipX = b[0] - ux * tipBack, tipY = b[1] - uy * tipBack;
        double headLength = Math.min(step * 0.32, length * 0.5), spread = headLength * 0.62;
        double baseX = tipX - ux * headLength, baseY = tipY - uy * headLength;
        sketch.line(a[0], a[1], baseX, baseY, thick, shade, MARK_ALPHA);
        sketch.polygon(
                new double[] {
                    tipX, tipY, baseX - uy * spread, baseY + ux * spread, baseX + uy * spread, baseY - ux * spread
                },
                shade,
                MARK_ALPHA);
    }
}
