package parlour.dots.view;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.NinePatch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.math.Interpolation;
import parlour.dots.DotsPosition;
import parlour.ui.Assets;
import parlour.ui.Theme;

/**
 * Paints a Dots and Boxes position where {@link DotsGeometry} puts it, apart from the view's input: the boxes as they
 * fill, the lines as they draw themselves (the last turn's with a halo), the guides, the hover and the hint, the
 * labels, the keyboard cursor and the dots on top.
 */
final class DotsPainter {
    private final Theme theme;
    private final DotsGeometry geometry;
    private final DotsAnimation animation;
    private final DotsLabels labels;
    private final DotsCursor cursor;
    private final TextureRegion dot;
    private final TextureRegion white;
    private final TextureRegion[] marks;
    private final NinePatch bar;
    private final NinePatch frame;

    DotsPainter(
            Assets assets,
            Theme theme,
            DotsGeometry geometry,
            DotsAnimation animation,
            DotsLabels labels,
            DotsCursor cursor) {
        this.theme = theme;
        this.geometry = geometry;
        this.animation = animation;
        this.labels = labels;
        this.cursor = cursor;
        dot = assets.region("dot");
        white = assets.region("white");
        marks = new TextureRegion[] {null, assets.region("cross"), assets.region("ring")};
        bar = new NinePatch(assets.patch("line"));
        frame = new NinePatch(assets.patch("frame"));
    }

    /**
     * Paints {@code position} with its corner dot at (x0, y0): {@code hoverLine} lit for the player to move (-1 for
     * none), {@code hintLine} pulsing at {@code hintAlpha} (-1 for none), {@code selectedDot} grown (null for none),
     * and the coordinates beside the board when {@code coordinates}.
     */
    void draw(
            Batch batch,
            float x0,
            float y0,
            DotsPosition position,
            int hoverLine,
            int hintLine,
            float hintAlpha,
            int[] selectedDot,
            boolean coordinates) {
        float step = geometry.step();
        int cols = position.cols(), rows = position.rows();
        float thick = Math.max(4, Math.min(14, step * 0.11f));
        float dotSize = Math.max(7, Math.min(22, step * 0.2f));

        // boxes
        for (int by = 0; by < rows; by++) {
            for (int bx = 0; bx < cols; bx++) {
                int owner = position.boxOwner(bx, by);
                if (owner == 0) continue;
                int b = by * cols + bx;
                float t = animation.boxProgress(b);
                if (t <= 0) continue;
                float grow = Interpolation.swingOut.apply(Math.min(1, t));
                Color fill = theme.fill(owner);
                batch.setColor(fill.r, fill.g, fill.b, Math.min(1, t * 1.5f));
                float inset = thick * 0.5f;
                batch.draw(
                        white,
                        x0 + geometry.dotX(bx) + inset,
                        y0 + geometry.dotY(by) + inset,
                        step - 2 * inset,
                        step - 2 * inset);
                Color mark = theme.mark(owner);
                batch.setColor(mark.r, mark.g, mark.b, Math.min(1, t * 1.5f));
                float ms = step * 0.42f * grow;
                batch.draw(
                        marks[owner],
                        x0 + geometry.dotX(bx) + (step - ms) / 2,
                        y0 + geometry.dotY(by) + (step - ms) / 2,
                        ms,
                        ms);
            }
        }

        // undrawn guides, hover preview, drawn lines
        for (int line = 0; line < position.lineCount(); line++) {
            int[] a = position.firstDot(line);
            boolean horizontal = position.isHorizontal(line);
            float ax = x0 + geometry.dotX(a[0]), ay = y0 + geometry.dotY(a[1]);
            int owner = position.lineOwner(line);
            if (owner == 0) {
                Color c = line == hoverLine ? theme.line(position.toMove()) : theme.guide;
                float alpha = line == hoverLine ? 0.55f : 1f;
                batch.setColor(c.r, c.g, c.b, alpha);
                drawBar(batch, ax, ay, horizontal, 1f, line == hoverLine ? thick : thick * 0.45f);
                continue;
            }
            float t = animation.lineProgress(line);
            if (animation.inLastTurn(line)) {
                // the last turn's lines carry a soft halo so the previous move is easy to find
                Color g = theme.line(owner);
                batch.setColor(g.r, g.g, g.b, 0.25f);
                drawBar(batch, ax, ay, horizontal, Interpolation.pow2Out.apply(Math.min(1, t)), thick * 2.4f);
            }
            Color c = theme.line(owner);
            batch.setColor(c.r, c.g, c.b, 1f);
            drawBar(batch, ax, ay, horizontal, Interpolation.pow2Out.apply(Math.min(1, t)), thick);
        }

        // hint: the line pulses in the cursor colour
        if (hintLine >= 0) {
            int[] a = position.firstDot(hintLine);
            batch.setColor(theme.cursor.r, theme.cursor.g, theme.cursor.b, hintAlpha);
            drawBar(
                    batch,
                    x0 + geometry.dotX(a[0]),
                    y0 + geometry.dotY(a[1]),
                    position.isHorizontal(hintLine),
                    1f,
                    thick * 1.2f);
        }

        // coordinates beside the board, analysis overlay: a value on each undrawn line
        labels.draw(batch, x0, y0, position, geometry, coordinates);

        // keyboard cursor
        if (cursor.isShown()) {
            int line = cursor.line(position);
            int[] a = position.firstDot(line);
            float ax = x0 + geometry.dotX(a[0]), ay = y0 + geometry.dotY(a[1]);
            float pad = Math.max(thick, step * 0.16f);
            batch.setColor(theme.cursor);
            if (position.isHorizontal(line))
                frame.draw(batch, ax + dotSize * 0.4f, ay - pad, step - dotSize * 0.8f, 2 * pad);
            else frame.draw(batch, ax - pad, ay + dotSize * 0.4f, 2 * pad, step - dotSize * 0.8f);
        }

        // dots on top
        for (int dy = 0; dy <= rows; dy++) {
            for (int dx = 0; dx <= cols; dx++) {
                boolean selected = selectedDot != null && selectedDot[0] == dx && selectedDot[1] == dy;
                float s = selected ? dotSize * 1.6f : dotSize;
                batch.setColor(selected ? theme.cursor : theme.dot);
                batch.draw(dot, x0 + geometry.dotX(dx) - s / 2, y0 + geometry.dotY(dy) - s / 2, s, s);
            }
        }
    }

    private void drawBar(Batch batch, float ax, float ay, boolean horizontal, float fraction, float thick) {
        float len = geometry.step() * fraction;
        if (len < thick) len = thick;
        if (horizontal) {
            bar.draw(batch, ax, ay - thick / 2, len, thick);
        } else {
            // the bar patch is horizontal: draw it rotated a quarter turn about its start
            bar.draw(batch, ax + thick / 2, ay, 0, 0, len, thick, 1, 1, 90);
        }
    }
}
