package parlour.assets;

import com.badlogic.gdx.graphics.Texture.TextureFilter;
import com.badlogic.gdx.tools.texturepacker.TexturePacker;
import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * Draws the white-on-transparent sprites with Java2D (antialiased, headless) and packs them into {@code parlour.atlas}.
 * Everything is drawn in pure white so the game can tint it; partially covered pixels are white with partial alpha and
 * fully transparent pixels are transparent white, so linear filtering never darkens edges.
 */
final class Sprites {
    /** Transparent white: background of every canvas. */
    private static final int CLEAR_WHITE = 0x00FFFFFF;

    private static final int NINE_PATCH_MARK = 0xFF000000;

    private Sprites() {}

    static void generate(Path inputDir, Path atlasDir) throws IOException {
        Files.createDirectories(inputDir);
        Files.createDirectories(atlasDir);

        save(inputDir, "dot", dot());
        save(inputDir, "ring", ring());
        save(inputDir, "cross", cross());
        save(inputDir, "hatch", hatch());
        save(inputDir, "white", white());
        save(inputDir, "line.9", ninePatch(line(), 8, 8, 0, 0));
        save(inputDir, "panel.9", ninePatch(panel(), 14, 14, 14, 14));
        save(inputDir, "frame.9", ninePatch(frame(), 14, 14, 14, 14));
        save(inputDir, "glow", glow());
        save(inputDir, "icon-undo", iconUndo(false));
        save(inputDir, "icon-redo", iconUndo(true));
        save(inputDir, "icon-restart", iconRestart());
        save(inputDir, "icon-help", iconHelp());
        save(inputDir, "icon-menu", iconMenu());
        save(inputDir, "icon-save", iconTrayArrow(true));
        save(inputDir, "icon-load", iconTrayArrow(false));
        save(inputDir, "icon-moves", iconMoves());
        save(inputDir, "icon-board-load", iconBoardArrow(false));
        save(inputDir, "icon-board-save", iconBoardArrow(true));
        save(inputDir, "icon-sound-on", iconSound(true));
        save(inputDir, "icon-sound-off", iconSound(false));
        save(inputDir, "icon-hint", iconHint());
        save(inputDir, "icon-type", iconType());
        save(inputDir, "icon-play", iconPlay(false));
        save(inputDir, "icon-step", iconPlay(true));
        save(inputDir, "icon-pause", iconPause());
        save(inputDir, "icon-speed", iconSpeed());
        save(inputDir, "arrow", arrow());
        GoneIcons.save(inputDir);
        Stones.save(inputDir);

        TexturePacker.Settings s = new TexturePacker.Settings();
        s.filterMin = TextureFilter.Linear;
        s.filterMag = TextureFilter.Linear;
        s.paddingX = 2;
        s.paddingY = 2;
        s.duplicatePadding = true;
        s.edgePadding = true;
        s.maxWidth = 1024;
        s.maxHeight = 1024;
        s.pot = true;
        s.premultiplyAlpha = false;
        s.stripWhitespaceX = false;
        s.stripWhitespaceY = false;
        s.rotation = false;
        s.useIndexes = false; // names are plain, never "name_N"
        s.alias = false; // every sprite is its own region
        s.bleed = true;
        s.silent = true;
        s.fast = false;
        TexturePacker.process(s, inputDir.toString(), atlasDir.toString(), "parlour");
        BestPng.recompress(atlasDir.resolve("parlour.png"));
    }

    // ------------------------------------------------------------------ board marks

    /** Filled circle, 64x64. */
    static BufferedImage dot() {
        BufferedImage img = canvas(64, 64);
        Graphics2D g = graphics(img);
        g.fill(new Ellipse2D.Double(1, 1, 62, 62));
        g.dispose();
        return img;
    }

    /** Circle outline, 8 px stroke, 64x64 (player 2's box mark). */
    static BufferedImage ring() {
        BufferedImage img = canvas(64, 64);
        Graphics2D g = graphics(img);
        g.setStroke(new BasicStroke(8f));
        g.draw(new Ellipse2D.Double(32 - 26.5, 32 - 26.5, 53, 53)); // outer radius 30.5
        g.dispose();
        return img;
    }

    /** An X of two thick round-capped strokes, 64x64 (player 1's box mark). */
    static BufferedImage cross() {
        BufferedImage img = canvas(64, 64);
        Graphics2D g = graphics(img);
        g.setStroke(new BasicStroke(10f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(14, 14, 50, 50));
        g.draw(new Line2D.Double(50, 14, 14, 50));
        g.dispose();
        return img;
    }

    /**
     * 45 degree stripes that tile seamlessly in both directions. The pattern is a function of (x + y) with a horizontal
     * period of 64/3 px, so 64 px is exactly three periods (perpendicular period ~15.1 px, stripe ~6 px wide). Drawn
     * analytically with 8x8 supersampling so both edges of the tile match exactly.
     */
    static BufferedImage hatch() {
        final int size = 64, n = 8;
        final double period = 64.0 / 3.0; // along x (or y)
        final double stripe = 6.0 * Math.sqrt(2.0); // 6 px perpendicular -> 8.49 px along x
        BufferedImage img = canvas(size, size);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int inside = 0;
                for (int j = 0; j < n; j++) {
                    for (int i = 0; i < n; i++) {
                        double s = (x + (i + 0.5) / n) + (y + (j + 0.5) / n);
                        double m = s - period * Math.floor(s / period);
                        if (m < stripe) inside++;
                    }
                }
                int a = (int) Math.round(255.0 * inside / (n * n));
                img.setRGB(x, y, (a << 24) | 0xFFFFFF);
            }
        }
        return img;
    }

    /** 8x8 solid white. */
    static BufferedImage white() {
        BufferedImage img = canvas(8, 8);
        for (int y = 0; y < 8; y++) for (int x = 0; x < 8; x++) img.setRGB(x, y, 0xFFFFFFFF);
        return img;
    }

    // ------------------------------------------------------------------ UI nine-patches and effects

    /** 64x16 bar with half-circle ends (radius 8). */
    static BufferedImage line() {
        BufferedImage img = canvas(64, 16);
        Graphics2D g = graphics(img);
        g.fill(new RoundRectangle2D.Double(0, 0, 64, 16, 16, 16));
        g.dispose();
        return img;
    }

    /** 48x48 filled rounded rectangle, corner radius 12. */
    static BufferedImage panel() {
        BufferedImage img = canvas(48, 48);
        Graphics2D g = graphics(img);
        g.fill(new RoundRectangle2D.Double(0, 0, 48, 48, 24, 24));
        g.dispose();
        return img;
    }

    /** 48x48 rounded rectangle outline, outer corner radius 12, 3 px stroke lying fully inside the image. */
    static BufferedImage frame() {
        BufferedImage img = canvas(48, 48);
        Graphics2D g = graphics(img);
        g.setStroke(new BasicStroke(3f));
        double inset = 1.5, arc = 2 * (12 - inset);
        g.draw(new RoundRectangle2D.Double(inset, inset, 48 - 2 * inset, 48 - 2 * inset, arc, arc));
        g.dispose();
        return img;
    }

    /** 64x64 soft radial gradient: alpha 1 at the centre falling smoothly (cosine) to 0 at the edge. */
    static BufferedImage glow() {
        final int size = 64, n = 4;
        final double c = size / 2.0, radius = size / 2.0;
        BufferedImage img = canvas(size, size);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                double sum = 0;
                for (int j = 0; j < n; j++) {
                    for (int i = 0; i < n; i++) {
                        double dx = x + (i + 0.5) / n - c, dy = y + (j + 0.5) / n - c;
                        double t = Math.sqrt(dx * dx + dy * dy) / radius;
                        if (t < 1) sum += 0.5 + 0.5 * StrictMath.cos(Math.PI * t);
                    }
                }
                int a = (int) Math.round(255.0 * sum / (n * n));
                img.setRGB(x, y, (a << 24) | 0xFFFFFF);
            }
        }
        return img;
    }

    // ------------------------------------------------------------------ icons (48x48, 4 px round strokes)

    private static final float ICON_STROKE = 4f;

    /** Hooked arrow pointing left (undo), or its mirror image pointing right (redo). */
    static BufferedImage iconUndo(boolean mirror) {
        Path2D p = new Path2D.Double();
        p.moveTo(11, 17);
        p.lineTo(28, 17);
        arc(p, 28, 26.5, 9.5, -90, 90, false);
        p.lineTo(15, 36);
        List<Shape> shapes = new ArrayList<>();
        shapes.add(p);
        shapes.add(chevron(11, 17, 180, 8));
        if (mirror) {
            AffineTransform flip = new AffineTransform(-1, 0, 0, 1, 48, 0);
            shapes.replaceAll(flip::createTransformedShape);
        }
        return icon(shapes, List.of());
    }

    /** Circular arrow (restart), open at the top left with the arrow head pointing into the gap. */
    static BufferedImage iconRestart() {
        double cx = 24, cy = 25, r = 13, start = -80, end = 205;
        Path2D p = new Path2D.Double();
        arc(p, cx, cy, r, start, end, true);
        double a = Math.toRadians(start);
        double tipX = cx + r * Math.cos(a), tipY = cy + r * Math.sin(a);
        // Direction of travel at the start when walking the arc backwards (decreasing angle).
        double dir = Math.toDegrees(Math.atan2(-Math.cos(a), Math.sin(a)));
        return icon(List.of(p, chevron(tipX, tipY, dir, 8)), List.of());
    }

    /** Question mark. */
    static BufferedImage iconHelp() {
        Path2D p = new Path2D.Double();
        arc(p, 24, 17, 8, 180, 380, true);
        // leave the hook heading down-left and turn into a vertical stem
        p.curveTo(29.8, 24.4, 24, 25, 24, 30);
        return icon(List.of(p), List.of(new Ellipse2D.Double(24 - 2.75, 37.5 - 2.75, 5.5, 5.5)));
    }

    /** Three horizontal bars. */
    static BufferedImage iconMenu() {
        return icon(
                List.of(
                        new Line2D.Double(11, 14, 37, 14),
                        new Line2D.Double(11, 24, 37, 24),
                        new Line2D.Double(11, 34, 37, 34)),
                List.of());
    }

    /** A numbered list: three short marks and three lines (the move list). */
    /** A keyboard: the move field, where a move is typed in words. */
    static BufferedImage iconType() {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(new RoundRectangle2D.Double(5, 13, 38, 24, 5, 5));
        for (int i = 0; i < 5; i++) shapes.add(new Line2D.Double(11.5 + 6.25 * i, 20, 12 + 6.25 * i, 20));
        for (int i = 0; i < 4; i++) shapes.add(new Line2D.Double(14.5 + 6.25 * i, 25.5, 15 + 6.25 * i, 25.5));
        shapes.add(new Line2D.Double(16, 31, 32, 31));
        return icon(shapes, List.of());
    }

    static BufferedImage iconMoves() {
        List<Shape> lines = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            int y = 13 + 11 * i;
            lines.add(new Line2D.Double(9, y, 12, y));
            lines.add(new Line2D.Double(18, y, 39, y));
        }
        return icon(lines, List.of());
    }

    /** A small board of four cells with an arrow into it (save board) or out of it (load board). */
    static BufferedImage iconBoardArrow(boolean in) {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(new RoundRectangle2D.Double(7, 21, 20, 20, 3, 3));
        shapes.add(new Line2D.Double(17, 21, 17, 41));
        shapes.add(new Line2D.Double(7, 31, 27, 31));
        if (in) {
            shapes.add(new Line2D.Double(40, 8, 25, 23));
            shapes.add(chevron(25, 23, 135, 8));
        } else {
            shapes.add(new Line2D.Double(23, 25, 39, 9));
            shapes.add(chevron(39, 9, -45, 8));
        }
        return icon(shapes, List.of());
    }

    /** Arrow down into a tray (save) or up out of a tray (load). */
    static BufferedImage iconTrayArrow(boolean down) {
        Path2D tray = new Path2D.Double();
        tray.moveTo(9, 29);
        tray.lineTo(9, 38);
        tray.lineTo(39, 38);
        tray.lineTo(39, 29);
        Shape stem, head;
        if (down) {
            stem = new Line2D.Double(24, 8, 24, 28);
            head = chevron(24, 28, 90, 9);
        } else {
            stem = new Line2D.Double(24, 30, 24, 9);
            head = chevron(24, 9, -90, 9);
        }
        return icon(List.of(tray, stem, head), List.of());
    }

    /** Speaker with two sound waves (on) or with a small cross (off). */
    static BufferedImage iconSound(boolean on) {
        Path2D speaker = new Path2D.Double();
        speaker.moveTo(8, 19);
        speaker.lineTo(14, 19);
        speaker.lineTo(23, 11);
        speaker.lineTo(23, 37);
        speaker.lineTo(14, 29);
        speaker.lineTo(8, 29);
        speaker.closePath();
        List<Shape> shapes = new ArrayList<>();
        shapes.add(speaker);
        if (on) {
            Path2D w1 = new Path2D.Double();
            arc(w1, 25, 24, 8, -45, 45, true);
            Path2D w2 = new Path2D.Double();
            arc(w2, 25, 24, 15, -50, 50, true);
            shapes.add(w1);
            shapes.add(w2);
        } else {
            shapes.add(new Line2D.Double(29, 18, 41, 30));
            shapes.add(new Line2D.Double(41, 18, 29, 30));
        }
        return icon(shapes, List.of());
    }

    /** Light bulb: round glass, narrowing neck and two base lines. */
    static BufferedImage iconHint() {
        Path2D bulb = new Path2D.Double();
        bulb.moveTo(19, 31.5);
        arc(bulb, 24, 18.5, 11, 140, 400, false);
        bulb.lineTo(29, 31.5);
        bulb.closePath();
        return icon(
                List.of(bulb, new Line2D.Double(19.5, 36.5, 28.5, 36.5), new Line2D.Double(21.5, 41, 26.5, 41)),
                List.of());
    }

    /** A triangle pointing right (play), or a triangle against a bar (one step). */
    static BufferedImage iconPlay(boolean step) {
        double shift = step ? -4 : 0;
        Path2D p = new Path2D.Double();
        p.moveTo(17 + shift, 12);
        p.lineTo(34 + shift, 24);
        p.lineTo(17 + shift, 36);
        p.closePath();
        List<Shape> strokes = new ArrayList<>();
        strokes.add(p);
        if (step) strokes.add(new Line2D.Double(36, 12, 36, 36));
        return icon(strokes, List.of(p));
    }

    /** Two upright bars (pause). */
    static BufferedImage iconPause() {
        return icon(List.of(new Line2D.Double(18, 13, 18, 35), new Line2D.Double(30, 13, 30, 35)), List.of());
    }

    /** Two triangles one after the other (faster). */
    static BufferedImage iconSpeed() {
        List<Shape> triangles = new ArrayList<>();
        for (double x : new double[] {10, 25}) {
            Path2D p = new Path2D.Double();
            p.moveTo(x, 14);
            p.lineTo(x + 13, 24);
            p.lineTo(x, 34);
            p.closePath();
            triangles.add(p);
        }
        return icon(triangles, triangles);
    }

    // ------------------------------------------------------------------ helpers

    static BufferedImage icon(List<Shape> strokes, List<Shape> fills) {
        BufferedImage img = canvas(48, 48);
        Graphics2D g = graphics(img);
        g.setStroke(new BasicStroke(ICON_STROKE, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (Shape s : strokes) g.draw(s);
        for (Shape s : fills) g.fill(s);
        g.dispose();
        return img;
    }

    /**
     * Appends a circular arc to {@code p} as short line segments. Angles are in degrees in screen orientation (0 = +x,
     * 90 = +y i.e. downwards); {@code fromDeg} may be larger than {@code toDeg} to walk backwards.
     */
    static void arc(Path2D p, double cx, double cy, double r, double fromDeg, double toDeg, boolean moveFirst) {
        int steps = Math.max(2, (int) Math.ceil(Math.abs(toDeg - fromDeg) / 3.0));
        for (int i = 0; i <= steps; i++) {
            double a = Math.toRadians(fromDeg + (toDeg - fromDeg) * i / steps);
            double x = cx + r * Math.cos(a), y = cy + r * Math.sin(a);
            if (i == 0 && moveFirst) p.moveTo(x, y);
            else p.lineTo(x, y);
        }
    }

    /** Open arrow head ("V") with its tip at (x, y), pointing in direction {@code dirDeg}, arms {@code size} long. */
    private static Shape chevron(double x, double y, double dirDeg, double size) {
        double a1 = Math.toRadians(dirDeg + 45), a2 = Math.toRadians(dirDeg - 45);
        Path2D p = new Path2D.Double();
        p.moveTo(x - size * Math.cos(a1), y - size * Math.sin(a1));
        p.lineTo(x, y);
        p.lineTo(x - size * Math.cos(a2), y - size * Math.sin(a2));
        return p;
    }

    private static BufferedImage canvas(int w, int h) {
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) img.setRGB(x, y, CLEAR_WHITE);
        return img;
    }

    private static Graphics2D graphics(BufferedImage img) {
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_ALPHA_INTERPOLATION, RenderingHints.VALUE_ALPHA_INTERPOLATION_QUALITY);
        g.setComposite(AlphaComposite.SrcOver);
        g.setColor(Color.WHITE);
        return g;
    }

    /**
     * Wraps {@code content} in the 1 px Android-style nine-patch border TexturePacker reads from "*.9.png" inputs: opaque
     * black on the top row marks the horizontally stretchable columns, on the left column the vertically stretchable
     * rows. Everything else on the border is fully transparent. No content-padding marks (right/bottom) are written, so
     * the atlas stores splits only.
     */
    static BufferedImage ninePatch(BufferedImage content, int left, int right, int top, int bottom) {
        int w = content.getWidth(), h = content.getHeight();
        if (left + right >= w || top + bottom >= h) throw new IllegalArgumentException("splits leave no stretch area");
        BufferedImage img = new BufferedImage(w + 2, h + 2, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < h + 2; y++) for (int x = 0; x < w + 2; x++) img.setRGB(x, y, 0x00000000);
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) img.setRGB(x + 1, y + 1, content.getRGB(x, y));
        for (int x = left; x < w - right; x++) img.setRGB(x + 1, 0, NINE_PATCH_MARK);
        for (int y = top; y < h - bottom; y++) img.setRGB(0, y + 1, NINE_PATCH_MARK);
        return img;
    }

    static void save(Path dir, String name, BufferedImage img) throws IOException {
        if (!ImageIO.write(img, "png", dir.resolve(name + ".png").toFile()))
            throw new IOException("no PNG writer for " + name);
    }

    /** An arrow pointing up, 64x64: a shaft and a head (Arrows' pieces, turned to their direction on the board). */
    static BufferedImage arrow() {
        BufferedImage img = canvas(64, 64);
        Graphics2D g = graphics(img);
        g.setStroke(new BasicStroke(9f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(32, 56, 32, 20));
        Path2D head = new Path2D.Double();
        head.moveTo(32, 4);
        head.lineTo(52, 28);
        head.lineTo(12, 28);
        head.closePath();
        g.fill(head);
        g.dispose();
        return img;
    }
}
