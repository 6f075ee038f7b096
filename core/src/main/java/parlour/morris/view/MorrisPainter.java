package parlour.morris.view;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.NinePatch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import parlour.morris.MorrisBoard;
import parlour.ui.Assets;
import parlour.ui.Theme;

/** Draws the board's lines and points and the pieces, in one look whatever layer they belong to. */
final class MorrisPainter {
    /** The seed's piece colours, used with the classic theme: blue for player 1, red for player 2. */
    private static final Color[] SEED = {null, Color.valueOf("2456C8"), Color.valueOf("C62828")};

    private static final Color[] SEED_RIM = {null, Color.valueOf("143A8C"), Color.valueOf("8E1B1B")};

    private final Theme theme;
    private final MorrisBoard board;
    private final MorrisGeometry geometry;
    private final TextureRegion dot, ring, stone, shine, shadow;
    private final NinePatch bar, surface;

    MorrisPainter(Assets assets, Theme theme, MorrisBoard board, MorrisGeometry geometry) {
        this.theme = theme;
        this.board = board;
        this.geometry = geometry;
        dot = assets.region("dot");
        ring = assets.region("ring");
        stone = assets.region("stone");
        shine = assets.region("stone-shine");
        shadow = assets.region("stone-shadow");
        bar = new NinePatch(assets.patch("line"));
        surface = new NinePatch(assets.patch("panel"));
    }

    Color pieceColor(int player) {
        return "classic".equals(theme.id) ? SEED[player] : theme.line(player);
    }

    private Color rimColor(int player) {
        return "classic".equals(theme.id) ? SEED_RIM[player] : theme.mark(player);
    }

    /** A piece: a stone of the player's colour lit from the top left, with its rim, inner ring and a soft shadow. */
    void drawPiece(Batch batch, float x, float y, float size, int player, float alpha) {
        float s = size * 1.08f;
        batch.setColor(0, 0, 0, alpha * 0.32f);
        batch.draw(shadow, x - s / 2 + size * 0.05f, y - s / 2 - size * 0.08f, s, s);
        Color c = pieceColor(player);
        batch.setColor(c.r, c.g, c.b, alpha);
        batch.draw(stone, x - size / 2, y - size / 2, size, size);
        Color rim = rimColor(player);
        batch.setColor(rim.r, rim.g, rim.b, alpha);
        batch.draw(ring, x - size / 2, y - size / 2, size, size);
        Color f = theme.fill(player);
        batch.setColor(f.r, f.g, f.b, alpha * 0.55f);
        float inner = size * 0.52f;
        batch.draw(ring, x - inner / 2, y - inner / 2, inner, inner);
        batch.setColor(1, 1, 1, alpha);
        batch.draw(shine, x - size / 2, y - size / 2, size, size);
    }

    /** A ring centred on (x, y), in the colour the batch has. */
    void drawRing(Batch batch, float x, float y, float size) {
        batch.draw(ring, x - size / 2, y - size / 2, size, size);
    }

    /** The board itself under the lines: a rounded surface up to half a step beyond the outer ring, with a soft shadow. */
    private void drawSurface(Batch batch, float x0, float y0) {
        float left = Float.MAX_VALUE, right = -Float.MAX_VALUE, bottom = Float.MAX_VALUE, top = -Float.MAX_VALUE;
        for (int p = 0; p < board.points; p++) {
            left = Math.min(left, geometry.pointX(p));
            right = Math.max(right, geometry.pointX(p));
            bottom = Math.min(bottom, geometry.pointY(p));
            top = Math.max(top, geometry.pointY(p));
        }
        // within the view: where it is short, the margin around the square is all the room there is
        float margin = Math.min(geometry.step() * 0.5f, Math.min(geometry.originX(), geometry.originY()));
        float w = right - left + 2 * margin, h = top - bottom + 2 * margin;
        float x = x0 + left - margin, y = y0 + bottom - margin, drop = Math.max(2, margin * 0.12f);
        batch.setColor(0, 0, 0, 0.18f);
        surface.draw(batch, x + drop, y - drop, w, h);
        batch.setColor(theme.guide);
        surface.draw(batch, x, y, w, h);
    }

    /** The board's surface, the lines between the points, then the points, with the view's corner at (x0, y0). */
    void drawLines(Batch batch, float x0, float y0) {
        drawSurface(batch, x0, y0);
        float thick = Math.max(2, geometry.step() * 0.045f);
        batch.setColor(theme.dot);
        for (int a = 0; a < board.points; a++) {
            for (int n = board.neighbours(a); n != 0; n &= n - 1) {
                int b = Integer.numberOfTrailingZeros(n);
                if (b > a) drawBand(batch, x0, y0, a, b, thick);
            }
        }
        float dotSize = Math.max(6, thick * 2.6f);
        for (int p = 0; p < board.points; p++) {
            batch.draw(
                    dot,
                    x0 + geometry.pointX(p) - dotSize / 2,
                    y0 + geometry.pointY(p) - dotSize / 2,
                    dotSize,
                    dotSize);
        }
    }

    /** A band {@code thick} wide from point {@code a} to {@code b} (a board line, a trail), in the batch's colour. */
    void drawBand(Batch batch, float x0, float y0, int a, int b, float thick) {
        drawBar(
                batch,
                x0 + geometry.pointX(a),
                y0 + geometry.pointY(a),
                x0 + geometry.pointX(b),
                y0 + geometry.pointY(b),
                thick);
    }

    private void drawBar(Batch batch, float ax, float ay, float bx, float by, float thick) {
        float len = (float) Math.hypot(bx - ax, by - ay) + thick;
        float angle = (float) Math.toDegrees(Math.atan2(by - ay, bx - ax));
        float ux = (bx - ax) / Math.max(1e-3f, len - thick), uy = (by - ay) / Math.max(1e-3f, len - thick);
        // start half a thickness before a so that corners close, centred on the line
        float sx = ax - ux * thick / 2 + uy * thick / 2, sy = ay - uy * thick / 2 - ux * thick / 2;
        bar.draw(batch, sx, sy, 0, 0, len, thick, 1, 1, angle);
    }
}
