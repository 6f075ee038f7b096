package parlour.morris.view;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import java.util.List;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisMove;
import parlour.morris.MorrisPosition;
import parlour.ui.Assets;
import parlour.ui.Theme;

/**
 * What the board keeps showing of a move once its animation is over, so that nobody misses the computer's: where the
 * last move came from and went to, the mill it closed and the pieces it removed; and, while a player is in the
 * middle of a move that closed a mill, the piece already standing where it goes and the mill it made.
 */
final class MorrisTrace {
    private final Theme theme;
    private final MorrisBoard board;
    private final MorrisGeometry geometry;
    private final MorrisPainter painter;
    private final TextureRegion cross;
    private int mover,
            from = MorrisMove.NONE,
            to = MorrisMove.NONE,
            removed1 = MorrisMove.NONE,
            removed2 = MorrisMove.NONE;
    /** The pieces of the mover that stand in a mill closed by the last move, as a mask. */
    private int mill;

    MorrisTrace(Assets assets, Theme theme, MorrisBoard board, MorrisGeometry geometry, MorrisPainter painter) {
        this.theme = theme;
        this.board = board;
        this.geometry = geometry;
        this.painter = painter;
        cross = assets.region("cross");
    }

    /** Remembers move {@code m}, played in {@code before}, which made {@code after}. */
    void record(MorrisPosition before, int m, MorrisPosition after) {
        mover = before.toMove();
        from = MorrisMove.from(m);
        to = MorrisMove.to(m);
        removed1 = MorrisMove.remove1(m);
        removed2 = MorrisMove.remove2(m);
        mill = removed1 == MorrisMove.NONE ? 0 : millsThrough(after.men(mover), to);
    }

    /** Forgets the last move (after undo, load or a new game, which show a position without one). */
    void clear() {
        mover = 0;
    }

    /** The pieces of {@code mine} standing in a mill through {@code point}, as a mask. */
    private int millsThrough(int mine, int point) {
        int out = 0;
        for (int mask : board.millsAt(point)) if ((mine & mask) == mask) out |= mask;
        return out;
    }

    /** The marks of the last move, drawn under the pieces: a trail from where it came, its mill, its removals. */
    void drawLast(Batch batch, float x0, float y0) {
        if (mover == 0) return;
        float piece = geometry.piece();
        Color c = painter.pieceColor(mover);
        if (from != MorrisMove.NONE) {
            batch.setColor(c.r, c.g, c.b, 0.35f);
            painter.drawBand(batch, x0, y0, from, to, piece * 0.22f);
            painter.drawRing(batch, x0 + geometry.pointX(from), y0 + geometry.pointY(from), piece * 0.8f);
        }
        drawMill(batch, x0, y0, mover, mill, 0.5f);
        batch.setColor(theme.cursor.r, theme.cursor.g, theme.cursor.b, 0.9f);
        painter.drawRing(batch, x0 + geometry.pointX(to), y0 + geometry.pointY(to), piece * 1.32f);
        Color them = painter.pieceColor(3 - mover);
        batch.setColor(them.r, them.g, them.b, 0.6f);
        for (int r : new int[] {removed1, removed2}) {
            if (r == MorrisMove.NONE) continue;
            float s = piece * 0.55f;
            batch.draw(cross, x0 + geometry.pointX(r) - s / 2, y0 + geometry.pointY(r) - s / 2, s, s);
        }
    }

    /** A mill's lines, thick and in its owner's colour. */
    private void drawMill(Batch batch, float x0, float y0, int owner, int mask, float alpha) {
        if (mask == 0) return;
        Color c = painter.pieceColor(owner);
        batch.setColor(c.r, c.g, c.b, alpha);
        for (int i = 0; i < board.millCount(); i++) {
            int m = board.mill(i);
            if ((mask & m) != m) continue;
            int first = Integer.numberOfTrailingZeros(m), last = 31 - Integer.numberOfLeadingZeros(m);
            painter.drawBand(batch, x0, y0, first, last, geometry.piece() * 0.42f);
        }
    }

    /**
     * A move begun on the board that waits for its removals ({@code steps} such as "c2" or "a1","a2","xb4"): the
     * moving piece is drawn where it goes and the mill it closed is highlighted. Answers the point it left (not to
     * be drawn), or -1.
     */
    int drawBegun(Batch batch, float x0, float y0, MorrisPosition p, List<String> steps) {
        int first = board.pointNamed(steps.get(0));
        if (first < 0) return -1;
        boolean moving = steps.size() > 1 && !steps.get(1).startsWith("x");
        int left = moving ? first : -1, dest = moving ? board.pointNamed(steps.get(1)) : first;
        if (dest < 0) return -1;
        int who = p.toMove();
        int mine = (p.men(who) & ~(left < 0 ? 0 : 1 << left)) | 1 << dest;
        drawMill(batch, x0, y0, who, millsThrough(mine, dest), 0.75f);
        painter.drawPiece(batch, x0 + geometry.pointX(dest), y0 + geometry.pointY(dest), geometry.piece(), who, 1);
        return left;
    }
}
