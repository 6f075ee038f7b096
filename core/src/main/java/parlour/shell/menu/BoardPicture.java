package parlour.shell.menu;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.math.EarClippingTriangulator;
import com.badlogic.gdx.scenes.scene2d.ui.Widget;
import com.badlogic.gdx.utils.FloatArray;
import com.badlogic.gdx.utils.ShortArray;
import parlour.game.diagram.Sketch;

/**
 * A game's small picture on its menu card: the shapes of the game's own diagram ({@link Sketch}), kept as coloured
 * triangles in the drawing's units and drawn with the atlas's white texel, scaled to fit the widget and centred in it.
 * Texts (the coordinates, which the picture leaves out) are not drawn. Empty until a drawing came.
 */
public final class BoardPicture extends Widget implements Sketch {
    /** Segments of a whole circle: round enough at a card's size. */
    private static final int SEGMENTS = 28;

    private final TextureRegion white;
    private final float height;
    /**
     * Per triangle: x1, y1, x2, y2, x3, y3 in the drawing's units (y down), then r, g, b, a; per straight stroke the
     * same ten: x1, y1, x2, y2, half its width, NaN (which marks a stroke), r, g, b, a.
     */
    private final FloatArray triangles = new FloatArray();

    private final float[] quad = new float[20];
    private final EarClippingTriangulator ears = new EarClippingTriangulator();
    private final Color colour = new Color();
    private double drawingWidth, drawingHeight;

    /** A picture {@code height} high that draws with {@code white}, a region of one white colour. */
    public BoardPicture(TextureRegion white, float height) {
        this.white = white;
        this.height = height;
    }

    /** Drops what was drawn: a new drawing comes. */
    void clearDrawing() {
        triangles.clear();
        drawingWidth = drawingHeight = 0;
    }

    /** The drawing's width and height in its units: what is fitted into the widget. */
    void drawingSize(double[] size) {
        drawingWidth = size == null ? 0 : size[0];
        drawingHeight = size == null ? 0 : size[1];
        if (size == null) triangles.clear();
    }

    /** Whether a drawing is there to show. */
    public boolean drawn() {
        return triangles.size > 0 && drawingWidth > 0 && drawingHeight > 0;
    }

    /** How many triangles and straight strokes the drawing came to. */
    int triangleCount() {
        return triangles.size / 10;
    }

    @Override
    public float getPrefWidth() {
        return 0;
    }

    @Override
    public float getPrefHeight() {
        return height;
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
        if (!drawn() || getWidth() <= 0 || getHeight() <= 0) return;
        float scale = (float) Math.min(getWidth() / drawingWidth, getHeight() / drawingHeight);
        float left = getX() + (getWidth() - (float) drawingWidth * scale) / 2;
        float top = getY() + (getHeight() + (float) drawingHeight * scale) / 2;
        float u = (white.getU() + white.getU2()) / 2, v = (white.getV() + white.getV2()) / 2;
        float alpha = parentAlpha * getColor().a;
        float[] t = triangles.items;
        for (int i = 0; i < triangles.size; i += 10) {
            float bits = Color.toFloatBits(t[i + 6], t[i + 7], t[i + 8], t[i + 9] * alpha);
            if (Float.isNaN(t[i + 5])) {
                stroke(batch, left, top, scale, t[i], t[i + 1], t[i + 2], t[i + 3], t[i + 4], bits, u, v);
                continue;
            }
            for (int corner = 0; corner < 4; corner++) {
                // the third corner twice: a quad of the batch that is a triangle
                int c = Math.min(corner, 2);
                int at = corner * 5;
                quad[at] = left + t[i + 2 * c] * scale;
                quad[at + 1] = top - t[i + 2 * c + 1] * scale;
                quad[at + 2] = bits;
                quad[at + 3] = u;
                quad[at + 4] = v;
            }
            batch.draw(white.getTexture(), quad, 0, 20);
        }
    }

    /** A straight stroke, at least a pixel wide however small the picture: a board's thin lines all show alike. */
    private void stroke(
            Batch batch,
            float left,
            float top,
            float scale,
            float x1,
            float y1,
            float x2,
            float y2,
            float half,
            float bits,
            float u,
            float v) {
        float ax = left + x1 * scale, ay = top - y1 * scale, bx = left + x2 * scale, by = top - y2 * scale;
        float dx = bx - ax, dy = by - ay, length = (float) Math.sqrt(dx * dx + dy * dy);
        if (length <= 0) return;
        float h = Math.max(half * scale, 0.5f), nx = -dy / length * h, ny = dx / length * h;
        float[] corners = {ax + nx, ay + ny, bx + nx, by + ny, bx - nx, by - ny, ax - nx, ay - ny};
        for (int corner = 0; corner < 4; corner++) {
            int at = corner * 5;
            quad[at] = corners[corner * 2];
            quad[at + 1] = corners[corner * 2 + 1];
            quad[at + 2] = bits;
            quad[at + 3] = u;
            quad[at + 4] = v;
        }
        batch.draw(white.getTexture(), quad, 0, 20);
    }

    // ---- the sketch ----

    @Override
    public void rect(double x, double y, double width, double height, String fill, double opacity) {
        if (!colour(fill, opacity)) return;
        triangle(x, y, x + width, y, x + width, y + height);
        triangle(x, y, x + width, y + height, x, y + height);
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, double width, String colour, double opacity) {
        if (!colour(colour, opacity)) return;
        double dx = x2 - x1, dy = y2 - y1, length = Math.sqrt(dx * dx + dy * dy);
        double r = width / 2;
        if (length > 0) {
            triangles.add((float) x1, (float) y1, (float) x2, (float) y2);
            triangles.add((float) r, Float.NaN, this.colour.r, this.colour.g);
            triangles.add(this.colour.b, this.colour.a);
        }
        // round ends
        disc(x1, y1, r);
        disc(x2, y2, r);
    }

    @Override
    public void circle(double cx, double cy, double radius, String fill, String stroke, double strokeWidth) {
        if (colour(fill, 1)) disc(cx, cy, radius);
        if (stroke != null && strokeWidth > 0 && colour(stroke, 1)) {
            double inner = Math.max(0, radius - strokeWidth / 2), outer = radius + strokeWidth / 2;
            for (int k = 0; k < SEGMENTS; k++) {
                double a = Math.PI * 2 * k / SEGMENTS, b = Math.PI * 2 * (k + 1) / SEGMENTS;
                double ca = Math.cos(a), sa = Math.sin(a), cb = Math.cos(b), sb = Math.sin(b);
                triangle(
                        cx + ca * inner,
                        cy + sa * inner,
                        cx + ca * outer,
                        cy + sa * outer,
                        cx + cb * outer,
                        cy + sb * outer);
                triangle(
                        cx + ca * inner,
                        cy + sa * inner,
                        cx + cb * outer,
                        cy + sb * outer,
                        cx + cb * inner,
                        cy + sb * inner);
            }
        }
    }

    @Override
    public void polygon(double[] xy, String fill, double opacity) {
        if (xy.length < 6 || !colour(fill, opacity)) return;
        float[] points = new float[xy.length - xy.length % 2];
        for (int i = 0; i < points.length; i++) points[i] = (float) xy[i];
        // an arrow's outline is not convex: cut into ears
        ShortArray corners = ears.computeTriangles(points);
        for (int i = 0; i + 2 < corners.size; i += 3) {
            int a = corners.get(i) * 2, b = corners.get(i + 1) * 2, c = corners.get(i + 2) * 2;
            triangle(points[a], points[a + 1], points[b], points[b + 1], points[c], points[c + 1]);
        }
    }

    @Override
    public void text(double x, double y, String text, double size, String colour, boolean bold) {
        // the picture has no coordinates, the only texts a board's drawing writes
    }

    @Override
    public void group(String what) {}

    private void disc(double cx, double cy, double r) {
        if (r <= 0) return;
        for (int k = 0; k < SEGMENTS; k++) {
            double a = Math.PI * 2 * k / SEGMENTS, b = Math.PI * 2 * (k + 1) / SEGMENTS;
            triangle(cx, cy, cx + Math.cos(a) * r, cy + Math.sin(a) * r, cx + Math.cos(b) * r, cy + Math.sin(b) * r);
        }
    }

    private void triangle(double x1, double y1, double x2, double y2, double x3, double y3) {
        triangles.add((float) x1, (float) y1, (float) x2, (float) y2);
        triangles.add((float) x3, (float) y3, colour.r, colour.g);
        triangles.add(colour.b, colour.a);
    }

    /** Takes {@code name} (a colour as {@code #rrggbb}) at {@code opacity} for what is drawn next; false for none. */
    private boolean colour(String name, double opacity) {
        if (name == null || name.length() != 7 || name.charAt(0) != '#' || opacity <= 0) return false;
        int rgb;
        try {
            rgb = Integer.parseInt(name.substring(1), 16);
        } catch (NumberFormatException e) {
            return false;
        }
        colour.set((rgb >> 16 & 255) / 255f, (rgb >> 8 & 255) / 255f, (rgb & 255) / 255f, (float) Math.min(1, opacity));
        return true;
    }
}
