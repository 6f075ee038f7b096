package parlour.morris.view;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.math.Interpolation;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisMove;
import parlour.morris.MorrisPosition;
import parlour.ui.Assets;

/** Turns a played move into its sound and its animations (a piece travelling, a mill flashing, pieces leaving) and draws them. */
final class MorrisAnimations {
    private static final float TRAVEL = 0.42f, FLASH = 0.8f, LEAVE = 0.4f;

    private final Assets assets;
    private final MorrisBoard board;
    private final MorrisGeometry geometry;
    private final MorrisPainter painter;
    private final MorrisMotion motion;
    private final TextureRegion glow;

    MorrisAnimations(
            Assets assets, MorrisBoard board, MorrisGeometry geometry, MorrisPainter painter, MorrisMotion motion) {
        this.assets = assets;
        this.board = board;
        this.geometry = geometry;
        this.painter = painter;
        this.motion = motion;
        glow = assets.region("glow");
    }

    /** Sounds move {@code m} from {@code before} to {@code after} and, unless {@code speed} is 0, animates it. */
    void start(MorrisPosition before, int m, MorrisPosition after, float speed) {
        int mover = before.toMove(), them = 3 - mover;
        int from = MorrisMove.from(m), to = MorrisMove.to(m);
        boolean mill = board.millsThrough(after.men(mover), to) > 0;
        assets.play(mill ? "box" : "line");
        if (speed <= 0) return;
        float travel = TRAVEL * speed;
        if (from == MorrisMove.NONE) {
            float[] hand = geometry.handSlot(mover, before.hand(mover) - 1);
            motion.add(new MorrisMotion.Item(MorrisMotion.TRAVEL, mover, to, hand[0], hand[1], false, 0, travel));
        } else {
            boolean flight = (board.neighbours(from) & 1 << to) == 0;
            if (flight) travel *= 1.5f;
            motion.add(new MorrisMotion.Item(
                    MorrisMotion.TRAVEL, mover, to, geometry.pointX(from), geometry.pointY(from), flight, 0, travel));
        }
        if (mill) {
            for (int mask : board.millsAt(to)) {
                if ((after.men(mover) & mask) != mask) continue;
                for (int q = mask; q != 0; q &= q - 1) {
                    motion.add(new MorrisMotion.Item(
                            MorrisMotion.FLASH,
                            mover,
                            Integer.numberOfTrailingZeros(q),
                            0,
                            0,
                            false,
                            travel,
                            FLASH * speed));
                }
            }
        }
        int[] removed = {MorrisMove.remove1(m), MorrisMove.remove2(m)};
        for (int k = 0; k < 2; k++) {
            if (removed[k] == MorrisMove.NONE) continue;
            motion.add(new MorrisMotion.Item(
                    MorrisMotion.LEAVE,
                    them,
                    removed[k],
                    geometry.pointX(removed[k]),
                    geometry.pointY(removed[k]),
                    false,
                    travel + (0.2f + 0.15f * k) * speed,
                    LEAVE * speed));
        }
    }

    /** The mills' flashes, drawn under the pieces. */
    void drawFlashes(Batch batch, float x0, float y0) {
        for (MorrisMotion.Item it : motion.items) {
            float t = it.progress();
            if (it.kind != MorrisMotion.FLASH || t < 0) continue;
            Color c = painter.pieceColor(it.player);
            batch.setColor(c.r, c.g, c.b, 0.9f * (float) Math.sin(Math.PI * t));
            float s = geometry.piece() * 2.2f;
            batch.draw(glow, x0 + geometry.pointX(it.point) - s / 2, y0 + geometry.pointY(it.point) - s / 2, s, s);
        }
    }

    /** The travelling and leaving pieces, drawn over those standing still. */
    void drawMoving(Batch batch, float x0, float y0) {
        float piece = geometry.piece();
        for (MorrisMotion.Item it : motion.items) {
            float t = it.progress();
            if (it.kind == MorrisMotion.TRAVEL) {
                if (t < 0) t = 0;
                float e = Interpolation.pow2.apply(t);
                float x = it.fromX + (geometry.pointX(it.point) - it.fromX) * e,
                        y = it.fromY + (geometry.pointY(it.point) - it.fromY) * e;
                float lift = it.arc ? (float) Math.sin(Math.PI * t) : 0;
                y += lift * geometry.step() * 0.6f;
                painter.drawPiece(batch, x0 + x, y0 + y, piece * (1 + 0.25f * lift), it.player, 1);
            } else if (it.kind == MorrisMotion.LEAVE) {
                float k = t < 0 ? 0 : Interpolation.pow2In.apply(t);
                painter.drawPiece(
                        batch,
                        x0 + it.fromX,
                        y0 + it.fromY + k * piece * 0.6f,
                        piece * (1 - 0.7f * k),
                        it.player,
                        1 - k);
            }
        }
    }
}
