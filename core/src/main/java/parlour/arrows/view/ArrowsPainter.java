package parlour.arrows.view;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsPosition;
import parlour.arrows.Direction;
import parlour.game.MoveValue;
import parlour.ui.Assets;
import parlour.ui.Theme;

/**
 * Paints and animates an Arrows board: the grid and its blocked cells, each chain as counters with arrows joined by a
 * line in its player's colour, each player's next cell (and the cross that forbids it to the other), the compass
 * around the mover's next cell. A new piece drops onto its cell and its arrow swings round; a blocked loser's cell
 * flashes.
 */
final class ArrowsPainter {
    private static final float DROP = 0.22f, SWING = 0.28f, FLASH = 1.6f;
    private final TextureRegion white, arrow, hatch, cross, dot, stone, shine, shadow, ring;
    private final Theme theme;
    private final ArrowsGeometry geometry;
    /** How much of the last move's animation is left (1 at its start), the loser's flash, the arrow's first direction. */
    private float animation, flash;

    private int swingFrom;
    private float time;

    ArrowsPainter(Assets assets, Theme theme, ArrowsGeometry geometry) {
        white = assets.region("white");
        arrow = assets.region("arrow");
        hatch = assets.region("hatch");
        cross = assets.region("cross");
        dot = assets.region("dot");
        stone = assets.region("stone");
        shine = assets.region("stone-shine");
        shadow = assets.region("stone-shadow");
        ring = assets.region("ring");
        this.theme = theme;
        this.geometry = geometry;
    }

    /** Animates the move from {@code before} to {@code after}, unless {@code speed} is 0. */
    void moved(ArrowsPosition before, ArrowsPosition after, float speed) {
        int[] dirs = before.directions(before.toMove());
        swingFrom = dirs[dirs.length - 1];
        animation = speed > 0 ? 1 : 0;
        flash = after.winner() >= 0 ? FLASH : 0;
    }

    /** Ends the animations: a position shown as it is. */
    void stop() {
        animation = 0;
        flash = 0;
    }

    boolean isAnimating() {
        return animation > 0;
    }

    /** Whether the picture changes from frame to frame: a move animated, or the loser's chains flashing. */
    boolean moves() {
        return animation > 0 || flash > 0;
    }

    void act(float delta, float speed) {
        time += delta;
        if (animation > 0) animation = speed <= 0 ? 0 : Math.max(0, animation - delta / ((DROP + SWING) * speed));
        flash = Math.max(0, flash - delta);
    }

    /** The grid, the next cells and the chains of {@code position}, with the board's bottom-left at (x0, y0). */
    void drawBoard(Batch batch, float x0, float y0, ArrowsPosition position) {
        ArrowsBoard b = position.board;
        float step = geometry.step(), gap = Math.max(1, step * 0.04f);
        for (int y = 0; y < b.rows; y++) {
            for (int x = 0; x < b.cols; x++) {
                boolean blocked = b.isBlocked(x + 1, y + 1);
                batch.setColor(blocked ? theme.mutedText : theme.guide);
                batch.draw(
                        blocked ? hatch : white,
                        x0 + geometry.cellX(x) + gap,
                        y0 + geometry.cellY(y) + gap,
                        step - 2 * gap,
                        step - 2 * gap);
            }
        }
        int winner = position.winner();
        for (int p = 1; p <= 2; p++) drawNext(batch, x0, y0, position, p, winner);
        for (int p = 1; p <= 2; p++) drawChain(batch, x0, y0, position, p);
    }

    private void drawNext(Batch batch, float x0, float y0, ArrowsPosition position, int p, int winner) {
        int t = position.next(p);
        if (t < 0) return;
        float step = geometry.step();
        float x = x0 + geometry.cellX(t % position.board.cols), y = y0 + geometry.cellY(t / position.board.cols);
        boolean lost = winner >= 0 && p == 3 - winner;
        Color c = lost ? theme.error : theme.fill(p);
        float alpha = lost ? (flash > 0 ? 0.5f + 0.5f * (float) Math.abs(Math.sin(time * 12)) : 0.8f) : 1;
        batch.setColor(c.r, c.g, c.b, alpha);
        batch.draw(white, x + step * 0.08f, y + step * 0.08f, step * 0.84f, step * 0.84f);
        // forbidden to the other player
        Color m = theme.mark(3 - p);
        batch.setColor(m.r, m.g, m.b, 0.45f);
        batch.draw(cross, x + step * 0.3f, y + step * 0.3f, step * 0.4f, step * 0.4f);
    }

    private void drawChain(Batch batch, float x0, float y0, ArrowsPosition position, int p) {
        int[] cells = position.chain(p);
        int[] dirs = position.directions(p);
        float step = geometry.step();
        boolean last = position.moveCount() > 0 && p == 3 - position.toMove();
        Color c = theme.line(p);
        batch.setColor(c);
        float lineW = Math.max(2, step * 0.08f);
        for (int i = 1; i < cells.length; i++) {
            if (last && i == cells.length - 1 && animation > 0.5f) continue;
            float[] a = geometry.centre(cells[i - 1]), b = geometry.centre(cells[i]);
            float ax = x0 + a[0], ay = y0 + a[1], bx = x0 + b[0], by = y0 + b[1];
            float len = (float) Math.hypot(bx - ax, by - ay);
            float angle = (float) Math.toDegrees(Math.atan2(by - ay, bx - ax));
            batch.draw(white, ax, ay - lineW / 2, 0, lineW / 2, len, lineW, 1, 1, angle);
        }
        Color fill = theme.fill(p);
        for (int i = 0; i < cells.length; i++) {
            float size = step * 0.7f, rotation = -45f * dirs[i], alpha = 1;
            if (last && i == cells.length - 1 && animation > 0) {
                float done = 1 - animation, dropPart = DROP / (DROP + SWING);
                if (done < dropPart) {
                    float f = done / dropPart;
                    size *= 1.8f - 0.8f * f;
                    alpha = f;
                    rotation = -45f * swingFrom;
                } else {
                    float f = (done - dropPart) / (1 - dropPart);
                    int turn = ((dirs[i] - swingFrom) % 8 + 8) % 8;
                    if (turn > 4) turn -= 8;
                    rotation = -45f * (swingFrom + turn * f);
                }
            }
            float[] centre = geometry.centre(cells[i]);
            float cx = x0 + centre[0], cy = y0 + centre[1];
            if (last && i == cells.length - 1) {
                // the last move stays marked once its animation is over, so nobody misses the computer's
                float mark = step * 0.7f * 1.2f * 1.26f;
                batch.setColor(theme.cursor.r, theme.cursor.g, theme.cursor.b, 0.9f * (1 - animation));
                batch.draw(ring, cx - mark / 2, cy - mark / 2, mark, mark);
            }
            // a round counter lit from the top left, with its shadow, and the arrow painted on it
            float disc = size * 1.2f, shade = disc * 1.08f;
            batch.setColor(0, 0, 0, alpha * 0.3f);
            batch.draw(shadow, cx - shade / 2 + disc * 0.05f, cy - shade / 2 - disc * 0.08f, shade, shade);
            batch.setColor(fill.r, fill.g, fill.b, alpha);
            batch.draw(stone, cx - disc / 2, cy - disc / 2, disc, disc);
            batch.setColor(1, 1, 1, alpha * 0.8f);
            batch.draw(shine, cx - disc / 2, cy - disc / 2, disc, disc);
            batch.setColor(c.r, c.g, c.b, alpha);
            batch.draw(arrow, cx - size / 2, cy - size / 2, size / 2, size / 2, size, size, 1, 1, rotation);
        }
    }

    /**
     * The compass around the mover's next cell: an arrow for each direction, larger where it is {@code selected} or
     * under the pointer ({@code hover}), pulsing at {@code hintAlpha} where {@code hinted}, coloured by the analysis
     * overlay's {@code marks} (a {@link MoveValue} kind for each direction, or null).
     */
    void drawCompass(
            Batch batch,
            float x0,
            float y0,
            ArrowsPosition position,
            int selected,
            int hover,
            int hinted,
            float hintAlpha,
            int[] marks) {
        int t = position.next(position.toMove());
        if (t < 0) return;
        float step = geometry.step();
        float[] centre = geometry.centre(t);
        float cx = x0 + centre[0], cy = y0 + centre[1];
        Color c = theme.line(position.toMove());
        for (int d = 0; d < 8; d++) {
            boolean chosen = d == selected || d == hover;
            float size = step * (chosen ? 0.5f : 0.32f);
            float px = cx + Direction.DX[d] * step * 0.62f, py = cy - Direction.DY[d] * step * 0.62f;
            int mark = marks == null ? -1 : marks[d];
            Color k =
                    d == hinted || mark == MoveValue.BEST ? theme.cursor : mark == MoveValue.BLUNDER ? theme.error : c;
            batch.setColor(k.r, k.g, k.b, chosen ? 1 : d == hinted ? hintAlpha : 0.45f);
            batch.draw(arrow, px - size / 2, py - size / 2, size / 2, size / 2, size, size, 1, 1, -45f * d);
        }
        batch.setColor(theme.cursor);
        float r = step * 0.14f;
        batch.draw(dot, cx - r, cy - r, 2 * r, 2 * r);
    }
}
