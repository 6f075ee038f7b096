package parlour.gone.view;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import parlour.gone.GoneBoard;
import parlour.gone.GoneGame;
import parlour.gone.GoneGrid;
import parlour.gone.GonePosition;

/**
 * The pictures of the boards shown (one, or a challenge's two), apart from the view's tools and input: each a texture
 * painted from the position, a round's ripple shown for a moment, a painted place changed alone, and each drawn framed,
 * with pebbles or grid lines where they fit.
 */
final class GoneBoards {
    /** How long a round's ripple lasts at the normal speed, in seconds. */
    private static final float ANIMATION_SECONDS = 0.12f;

    private static final Color FRAME = new Color(0x6b7280ff), GRID = new Color(0x5a606bff);
    private final TextureRegion white;
    private final GoneCanvas[] canvases = {new GoneCanvas(), new GoneCanvas()};
    private final PebbleShader pebbles = new PebbleShader();
    /** The position painted. */
    private GonePosition position;
    /** The round being animated and its remaining time. */
    private int animRound = -1;

    private float animLeft;

    GoneBoards(TextureRegion white, GonePosition position) {
        this.white = white;
        this.position = position;
        repaint();
    }

    /** The boards shown: a challenge's two once its board is edited, whose copies are the same while it is. */
    private int panels() {
        return GoneCamera.panels(position);
    }

    /**
     * Shows {@code after}, {@code move} played in {@code before}: a round ripples for a moment at {@code speed} (a
     * factor of its length), a painted place changes alone, anything else is painted anew.
     */
    void moved(GonePosition before, String move, GonePosition after, boolean sameBoard, float speed) {
        position = after;
        if (after.phase == GonePosition.ROUNDS && before.phase == GonePosition.ROUNDS && sameBoard) {
            finishAnimation(); // the last round's ripple, cut short when rounds come faster than it lasts
            for (int i = 0; i < panels(); i++) {
                canvases[i].round(i == 0 ? after.run1 : after.run2, after.round, GoneCanvas.FRESH);
                if (after.isOver()) canvases[i].never(i == 0 ? after.run1 : after.run2);
            }
            animRound = after.round;
            animLeft = ANIMATION_SECONDS * speed;
            return;
        }
        if (move.length() > 1
                && (move.charAt(0) == 'b' || move.charAt(0) == 'w' || move.charAt(0) == 'h')
                && move.indexOf(',') > 0
                && sameBoard) {
            int[] c = GoneGame.cell(move.substring(1), after.board);
            byte v = after.board.get(c[0], c[1]);
            int colour =
                    v == GoneGrid.HOLE ? GoneCanvas.HOLE : v == GoneGrid.BLACK ? GoneCanvas.BLACK : GoneCanvas.WHITE;
            for (int i = 0; i < panels(); i++) canvases[i].place(c[0], c[1], colour);
            return;
        }
        finishAnimation();
        repaint();
    }

    /** Shows {@code p} as it is, with no ripple. */
    void snap(GonePosition p) {
        position = p;
        animRound = -1;
        animLeft = 0;
        repaint();
    }

    private void repaint() {
        for (int i = 0; i < panels(); i++) canvases[i].paint(position, i + 1);
    }

    private void finishAnimation() {
        if (animRound >= 0) {
            for (int i = 0; i < panels(); i++)
                canvases[i].round(i == 0 ? position.run1 : position.run2, animRound, GoneCanvas.WHITE);
            if (position.isOver())
                for (int i = 0; i < panels(); i++) canvases[i].never(i == 0 ? position.run1 : position.run2);
        }
        animRound = -1;
        animLeft = 0;
    }

    boolean isAnimating() {
        return animLeft > 0;
    }

    void act(float delta) {
        if (animLeft > 0) {
            animLeft -= delta;
            if (animLeft <= 0) finishAnimation();
        }
    }

    /**
     * Draws board {@code panel} with its bottom-left corner at (bx, by), {@code c} a place's size: a frame of four strips
     * and an opaque board drawn without blending (software WebGL pays for every pixel blended), pebbles or grid lines.
     */
    void draw(Batch batch, int panel, float bx, float by, float c) {
        GoneBoard b = position.board;
        float bw = b.width * c, bh = b.height * c;
        batch.setColor(FRAME);
        batch.draw(white, bx - 3, by - 3, bw + 6, 3);
        batch.draw(white, bx - 3, by + bh, bw + 6, 3);
        batch.draw(white, bx - 3, by, 3, bh);
        batch.draw(white, bx + bw, by, 3, bh);
        batch.setColor(Color.WHITE);
        batch.disableBlending();
        boolean round = pebbles.shows(c);
        if (round) pebbles.draw(batch, canvases[panel].texture(), bx, by, b.width, b.height, c);
        else batch.draw(canvases[panel].texture(), bx, by, bw, bh);
        batch.enableBlending();
        if (c >= 10 && !round) {
            // grid lines between the places, only where they fit
            batch.setColor(GRID);
            float line = c >= 24 ? 2 : 1;
            for (int gx = 1; gx < b.width; gx++) batch.draw(white, bx + gx * c - line / 2, by, line, b.height * c);
            for (int gy = 1; gy < b.height; gy++) batch.draw(white, bx, by + gy * c - line / 2, b.width * c, line);
        }
    }

    void dispose() {
        for (GoneCanvas c : canvases) c.dispose();
        pebbles.dispose();
    }
}
