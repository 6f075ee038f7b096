package parlour.board;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.math.MathUtils;
import java.util.ArrayList;
import java.util.List;
import parlour.match.Mark;
import parlour.ui.Assets;
import parlour.ui.Theme;

/**
 * Draws the page's marks over any game's board, in shades the theme chooses for contrast: one drawing for every game,
 * which tells it where each place the game names lies ({@link Places}).
 */
public final class MarkLayer {
    /** Where a board has the places its game names, in the view's own coordinates. */
    public interface Places {
        /** The centre of a point, dot or cell ({x, y}), or null when the board shown has none of that name. */
        float[] placeCentre(String place);

        /** The box or cell a fill covers ({x, y, width, height}), or null. */
        float[] placeArea(String area);

        /** About the distance between neighbouring places: the marks' size follows it. */
        float placeStep();

        /** The least distance between neighbouring places a finger picks from (a touch board zooms while it is small). */
        default float placeSpacing() {
            return placeStep();
        }
    }

    private static final float ALPHA = 0.85f;
    private final Assets assets;
    private final TextureRegion white, ring, disc;
    private final Color[] shades;
    private final Color behindLabel;
    private final GlyphLayout glyphs = new GlyphLayout();
    private final Color tint = new Color();
    private List<Mark> marks = new ArrayList<>();

    public MarkLayer(Assets assets, Theme theme) {
        this.assets = assets;
        white = assets.region("white");
        ring = assets.region("ring");
        disc = assets.region("dot");
        Color b = theme.background;
        boolean dark = 0.2126f * b.r + 0.7152f * b.g + 0.0722f * b.b < 0.5f;
        // green, red, blue, yellow: deep on a light board, bright on a dark one
        shades = dark
                ? new Color[] {
                    Color.valueOf("5fe07a"), Color.valueOf("ff6b6b"), Color.valueOf("6cb8ff"), Color.valueOf("ffd84a")
                }
                : new Color[] {
                    Color.valueOf("12803a"), Color.valueOf("c62828"), Color.valueOf("1358b8"), Color.valueOf("b07800")
                };
        behindLabel = new Color(b.r, b.g, b.b, 0.8f);
    }

    /** The marks to draw from now on. */
    public void show(List<Mark> shown) {
        marks = new ArrayList<>(shown);
    }

    /** Draws the marks over a board at (x0, y0) whose places {@code places} finds. */
    public void draw(Batch batch, float parentAlpha, float x0, float y0, Places places) {
        if (marks.isEmpty()) return;
        float step = places.placeStep();
        if (step <= 0) return;
        Color before = batch.getColor().cpy();
        float thick = Math.max(3, step * 0.09f);
        for (Mark m : marks) {
            colour(m.colour, parentAlpha);
            if (m.kind.equals(Mark.FILL)) {
                float[] a = places.placeArea(m.at);
                if (a == null) continue;
                batch.setColor(tint.r, tint.g, tint.b, tint.a * 0.5f);
                batch.draw(white, x0 + a[0], y0 + a[1], a[2], a[3]);
                continue;
            }
            if (m.kind.equals(Mark.LINE) || m.kind.equals(Mark.ARROW)) {
                int dash = m.at.indexOf('-');
                float[] from = places.placeCentre(m.kind.equals(Mark.LINE) ? m.at.substring(0, dash) : m.at);
                float[] to = places.placeCentre(m.kind.equals(Mark.LINE) ? m.at.substring(dash + 1) : m.to);
                if (from == null || to == null) continue;
                batch.setColor(tint);
                line(batch, x0 + from[0], y0 + from[1], x0 + to[0], y0 + to[1], thick, m.kind.equals(Mark.ARROW), step);
                continue;
            }
            float[] c = places.placeCentre(m.at);
            if (c == null) continue;
            if (m.kind.equals(Mark.RING)) {
                float size = step * 0.8f;
                batch.setColor(tint);
                batch.draw(ring, x0 + c[0] - size / 2, y0 + c[1] - size / 2, size, size);
            } else {
                label(batch, m.text, x0 + c[0], y0 + c[1], step, parentAlpha);
            }
        }
        batch.setColor(before);
    }

    private void colour(String name, float parentAlpha) {
        if (name == null || name.equals(Mark.COLOURS[0])) tint.set(shades[0]);
        else if (name.equals(Mark.COLOURS[1])) tint.set(shades[1]);
        else if (name.equals(Mark.COLOURS[2])) tint.set(shades[2]);
        else if (name.equals(Mark.COLOURS[3])) tint.set(shades[3]);
        else tint.set(Color.valueOf(name.substring(1)));
        tint.a = ALPHA * parentAlpha;
    }

    /** A stroke from (ax, ay) to (bx, by); an arrow's ends short of the target's centre in a head. */
    private void line(Batch batch, float ax, float ay, float bx, float by, float thick, boolean head, float step) {
        float dx = bx - ax, dy = by - ay, length = (float) Math.sqrt(dx * dx + dy * dy);
        if (length < 1) return;
        float angle = MathUtils.atan2(dy, dx) * MathUtils.radiansToDegrees;
        if (!head) {
            stroke(batch, ax, ay, length, angle, thick);
            return;
        }
        // the tip stops short of the centre, so that what stands there stays seen
        float tipBack = Math.min(length * 0.3f, step * 0.18f);
        float tipX = bx - dx / length * tipBack, tipY = by - dy / length * tipBack;
        stroke(batch, ax, ay, length - tipBack - thick / 2, angle, thick);
        float headLength = Math.min(step * 0.32f, length * 0.5f);
        for (int side = -1; side <= 1; side += 2) {
            float a = (angle + 180 + side * 32) * MathUtils.degreesToRadians;
            stroke(
                    batch,
                    tipX + MathUtils.cos(a) * headLength,
                    tipY + MathUtils.sin(a) * headLength,
                    headLength,
                    angle + side * 32,
                    thick);
        }
    }

    private void stroke(Batch batch, float x, float y, float length, float angleDegrees, float thick) {
        batch.draw(white, x, y - thick / 2, 0, thick / 2, length, thick, 1, 1, angleDegrees);
    }

    private void label(Batch batch, String text, float cx, float cy, float step, float parentAlpha) {
        BitmapFont font = assets.font("bold", step >= 120 ? 24 : step >= 70 ? 18 : 13);
        font.setColor(tint);
        glyphs.setText(font, text);
        float w = Math.max(glyphs.width + step * 0.2f, step * 0.55f), h = Math.max(glyphs.height * 2f, step * 0.55f);
        batch.setColor(behindLabel.r, behindLabel.g, behindLabel.b, behindLabel.a * parentAlpha);
        batch.draw(disc, cx - w / 2, cy - h / 2, w, h);
        font.draw(batch, glyphs, cx - glyphs.width / 2, cy + glyphs.height / 2);
    }
}
