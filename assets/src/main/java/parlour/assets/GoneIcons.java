package parlour.assets;

import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The icons of Gone's tool bar (48x48, white, tinted when drawn), so a new player reads pictures instead of the single
 * letters the bar showed where words did not fit: pebbles, a hole, a die, clear, fill, copy, paste and zoom.
 */
final class GoneIcons {
    private GoneIcons() {}

    /** Writes every tool icon as {@code icon-tool-NAME.png} (Go uses the shared play icon). */
    static void save(Path inputDir) throws IOException {
        Sprites.save(inputDir, "icon-tool-black", pebble(true));
        Sprites.save(inputDir, "icon-tool-white", pebble(false));
        Sprites.save(inputDir, "icon-tool-hole", hole());
        Sprites.save(inputDir, "icon-tool-random", die());
        Sprites.save(inputDir, "icon-tool-clear", clear());
        Sprites.save(inputDir, "icon-tool-fill", fill());
        Sprites.save(inputDir, "icon-tool-copy", copy());
        Sprites.save(inputDir, "icon-tool-paste", paste());
        Sprites.save(inputDir, "icon-tool-zoom-in", zoom(true));
        Sprites.save(inputDir, "icon-tool-zoom-out", zoom(false));
    }

    /** A pebble: a filled disc (black) or a ring (white). */
    static BufferedImage pebble(boolean filled) {
        Shape disc = new Ellipse2D.Double(11, 11, 26, 26);
        return Sprites.icon(List.of(disc), filled ? List.of(disc) : List.of());
    }

    /** A hole: a dashed ring around nothing. */
    static BufferedImage hole() {
        List<Shape> dashes = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            Path2D p = new Path2D.Double();
            Sprites.arc(p, 24, 24, 13, i * 45 + 8, i * 45 + 30, true);
            dashes.add(p);
        }
        return Sprites.icon(dashes, List.of());
    }

    /** A die showing three pips (random board). */
    static BufferedImage die() {
        List<Shape> pips = new ArrayList<>();
        for (int i = 0; i < 3; i++) pips.add(new Ellipse2D.Double(13 + i * 8.5, 13 + i * 8.5, 6, 6));
        return Sprites.icon(List.of(new RoundRectangle2D.Double(9, 9, 30, 30, 9, 9)), pips);
    }

    /** An empty square crossed out (clear the board). */
    static BufferedImage clear() {
        return Sprites.icon(
                List.of(new Rectangle2D.Double(11, 11, 26, 26), new Line2D.Double(11, 37, 37, 11)), List.of());
    }

    /** A filled square (fill the board). */
    static BufferedImage fill() {
        Shape square = new Rectangle2D.Double(11, 11, 26, 26);
        return Sprites.icon(List.of(square), List.of(square));
    }

    /** Two sheets, one behind the other (copy). */
    static BufferedImage copy() {
        Path2D back = new Path2D.Double();
        back.moveTo(16, 12);
        back.lineTo(16, 8);
        back.lineTo(38, 8);
        back.lineTo(38, 32);
        back.lineTo(34, 32);
        return Sprites.icon(List.of(back, new Rectangle2D.Double(10, 14, 22, 26)), List.of());
    }

    /** A clipboard with its clip (paste). */
    static BufferedImage paste() {
        return Sprites.icon(
                List.of(
                        new RoundRectangle2D.Double(11, 10, 26, 31, 5, 5),
                        new Line2D.Double(17, 22, 31, 22),
                        new Line2D.Double(17, 30, 27, 30)),
                List.of(new RoundRectangle2D.Double(18, 6, 12, 7, 3, 3)));
    }

    /** A magnifying glass with a plus (zoom in) or a minus (zoom out). */
    static BufferedImage zoom(boolean in) {
        List<Shape> strokes = new ArrayList<>();
        strokes.add(new Ellipse2D.Double(8, 8, 24, 24));
        strokes.add(new Line2D.Double(29, 29, 39, 39));
        strokes.add(new Line2D.Double(14, 20, 26, 20));
        if (in) strokes.add(new Line2D.Double(20, 14, 20, 26));
        return Sprites.icon(strokes, List.of());
    }
}
