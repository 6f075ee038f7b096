package parlour.morris;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.NinePatch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.math.Interpolation;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.ui.Widget;

import parlour.game.MoveValue;
import parlour.shell.BoardView;
import parlour.shell.MoveInput;
import parlour.ui.Assets;
import parlour.ui.Focusable;
import parlour.ui.Theme;

/**
 * Draws a Morris board (the lines, the points, the pieces on it and those still in hand beside it) and turns
 * clicks, drags and keys into the steps of a move: a point to place on, or a piece and where it goes, then
 * the piece to remove after a mill. Moves are animated ({@link MorrisMotion}); the legal next steps are highlighted.
 */
public final class MorrisView extends Widget implements BoardView<MorrisPosition>, Focusable {
    /** The seed's piece colours, used with the classic theme: blue for player 1, red for player 2. */
    private static final Color[] SEED = {null, Color.valueOf("2456C8"), Color.valueOf("C62828")};
    private static final Color[] SEED_RIM = {null, Color.valueOf("143A8C"), Color.valueOf("8E1B1B")};
    private static final float TRAVEL = 0.32f, FLASH = 0.7f, LEAVE = 0.35f;

    private final Assets assets;
    private final Theme theme;
    private final MoveInput input;
    private final MorrisBoard board;
    private final TextureRegion dot, ring, glow;
    private final NinePatch bar, frame;
    private final MorrisMotion motion = new MorrisMotion();
    private final GlyphLayout glyphs = new GlyphLayout();
    private MorrisPosition position;
    private final List<String> steps = new ArrayList<>();
    private float speed = 1;
    private final MorrisGeometry geometry;
    private final MorrisCursor cursor;
    private int pressPoint = -1, hoverPoint = -1;
    private boolean dragging;
    private float dragX, dragY, clock;
    private String hint;
    private float hintAge;
    private List<MoveValue> marks;
    /** {@link #nextSteps}'s answer and what it was for. */
    private List<String> next = Collections.emptyList(), nextAfter = Collections.emptyList();
    private MorrisPosition nextFor;

    public MorrisView(Assets assets, Theme theme, MorrisPosition position, MoveInput input) {
        this.assets = assets;
        this.theme = theme;
        this.input = input;
        this.position = position;
        this.board = position.board();
        geometry = new MorrisGeometry(board);
        cursor = new MorrisCursor(board);
        dot = assets.region("dot");
        ring = assets.region("ring");
        glow = assets.region("glow");
        bar = new NinePatch(assets.patch("line"));
        frame = new NinePatch(assets.patch("frame"));
        addListener(new InputListener() {
            @Override
            public boolean mouseMoved(InputEvent event, float x, float y) {
                hoverPoint = pointAt(x, y);
                return false;
            }

            @Override
            public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
                cursor.hide();
                pressPoint = pointAt(x, y);
                dragging = false;
                return true;
            }

            @Override
            public void touchDragged(InputEvent event, float x, float y, int pointer) {
                if (pressPoint >= 0 && canDrag(pressPoint) && Math.abs(x - geometry.pointX(pressPoint)) + Math.abs(y - geometry.pointY(pressPoint)) > geometry.piece() * 0.4f) {
                    dragging = true;
                }
                dragX = x;
                dragY = y;
            }

            @Override
            public void touchUp(InputEvent event, float x, float y, int pointer, int button) {
                int up = pointAt(x, y);
                if (dragging) {
                    if (up >= 0 && up != pressPoint) dropOn(pressPoint, up);
                } else if (up >= 0 && up == pressPoint) {
                    click(up);
                }
                pressPoint = -1;
                dragging = false;
            }
        });
    }

    // ---- input ----

    private boolean canDrag(int point) {
        return input.humanToMove() && position.at(point) == position.toMove() && position.hand(position.toMove()) == 0;
    }

    /** A piece dragged from one point and dropped on another: its move, then a removal click if it closes a mill. */
    private void dropOn(int from, int to) {
        steps.clear();
        if (offer(board.name(from)) == MoveInput.MORE) offer(board.name(to));
    }

    /** A click (or Enter) on a point: place, select, move or remove, as the steps so far call for. */
    void click(int point) {
        String name = board.name(point);
        if (steps.isEmpty()) {
            offer(name);
            return;
        }
        List<String> next = input.next(steps);
        boolean removing = !next.isEmpty() && next.get(0).startsWith("x");
        if (removing) {
            offer("x" + name);
            return;
        }
        if (name.equals(steps.get(0))) {
            steps.clear();
            return;
        }
        if (position.at(point) == position.toMove() && position.hand(position.toMove()) == 0) {
            steps.clear();
            offer(name);
            return;
        }
        offer(name);
    }

    /**
     * Offers the steps so far and one more. A step that fits no legal move is offered as one written move
     * instead, so that the player reads the rules' own reason; the steps so far stay.
     */
    private int offer(String stepText) {
        List<String> attempt = new ArrayList<>(steps);
        attempt.add(stepText);
        if (!steps.isEmpty() && !input.next(steps).contains(stepText)) {
            StringBuilder written = new StringBuilder();
            for (int i = 0; i < attempt.size(); i++) {
                String s = attempt.get(i);
                written.append(i == 1 && !s.startsWith("x") ? "-" : "").append(s);
            }
            return input.offer(Collections.singletonList(written.toString()));
        }
        int r = input.offer(attempt);
        if (r == MoveInput.MORE) {
            steps.clear();
            steps.addAll(attempt);
        } else if (r == MoveInput.PLAYED) {
            steps.clear();
        }
        return r;
    }

    @Override
    public boolean focusKeyDown(int keycode) {
        switch (keycode) {
            case Keys.LEFT: return moveCursor(-1, 0);
            case Keys.RIGHT: return moveCursor(1, 0);
            case Keys.UP: return moveCursor(0, 1);
            case Keys.DOWN: return moveCursor(0, -1);
            case Keys.ENTER:
            case Keys.NUMPAD_ENTER:
            case Keys.SPACE:
                cursor.show();
                click(cursor.point());
                return true;
            case Keys.ESCAPE:
                if (steps.isEmpty()) return false;
                steps.clear();
                return true;
            default:
                return false;
        }
    }

    private boolean moveCursor(int dx, int dy) {
        cursor.move(dx, dy);
        return true;
    }

    /** The steps entered so far, for the tests. */
    public List<String> steps() { return Collections.unmodifiableList(steps); }

    public int cursorPoint() { return cursor.point(); }

    // ---- the seam ----

    @Override
    public Actor actor() { return this; }

    @Override
    public void moved(MorrisPosition before, String move, MorrisPosition after) {
        position = after;
        steps.clear();
        int m;
        try {
            m = MorrisNotation.parse(before, move);
        } catch (IllegalArgumentException e) {
            snap(after);
            return;
        }
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
            motion.add(new MorrisMotion.Item(MorrisMotion.TRAVEL, mover, to, geometry.pointX(from), geometry.pointY(from), flight, 0, travel));
        }
        if (mill) {
            for (int mask : board.millsAt(to)) {
                if ((after.men(mover) & mask) != mask) continue;
                for (int q = mask; q != 0; q &= q - 1) {
                    motion.add(new MorrisMotion.Item(MorrisMotion.FLASH, mover, Integer.numberOfTrailingZeros(q), 0, 0, false, travel, FLASH * speed));
                }
            }
        }
        int[] removed = {MorrisMove.remove1(m), MorrisMove.remove2(m)};
        for (int k = 0; k < 2; k++) {
            if (removed[k] == MorrisMove.NONE) continue;
            motion.add(new MorrisMotion.Item(MorrisMotion.LEAVE, them, removed[k], geometry.pointX(removed[k]), geometry.pointY(removed[k]), false,
                    travel + (0.2f + 0.15f * k) * speed, LEAVE * speed));
        }
    }

    @Override
    public void snap(MorrisPosition p) {
        position = p;
        motion.clear();
        steps.clear();
    }

    @Override
    public boolean isAnimating() { return motion.running(); }

    @Override
    public void setSpeedFactor(float factor) { speed = factor; }

    @Override
    public void showHint(String move) {
        hint = move;
        hintAge = 0;
    }

    @Override
    public void setMarks(List<MoveValue> values) { marks = values; }

    @Override
    public float[] pointOf(String move) {
        // a step such as "xb2" (a removal) is the point of its piece
        int p = board.pointNamed(move.startsWith("x") ? move.substring(1) : MorrisNotation.parts(move).get(0));
        if (p < 0) return null;
        layoutIfNeeded();
        return new float[] {geometry.pointX(p), geometry.pointY(p)};
    }

    @Override
    public String layoutNote() {
        if (getStage() == null) return null;
        layoutIfNeeded();
        Vector2 a1 = localToStageCoordinates(new Vector2(geometry.originX(), geometry.originY()));
        return "morris point a1 at " + Math.round(a1.x) + "," + Math.round(getStage().getHeight() - a1.y) + " step " + Math.round(geometry.step());
    }

    @Override
    public void act(float delta) {
        super.act(delta);
        clock += delta;
        motion.advance(delta);
        if (hint != null && (hintAge += delta) > 6) hint = null;
    }

    // ---- geometry ----

    @Override
    protected void sizeChanged() { geometry.layout(getWidth(), getHeight()); }

    private void layoutIfNeeded() {
        if (!geometry.isLaidOut()) geometry.layout(getWidth(), getHeight());
    }

    /** The point under (x, y) in local coordinates, or -1. */
    int pointAt(float x, float y) {
        layoutIfNeeded();
        return geometry.pointAt(x, y);
    }

    /** The legal next steps, worked out once per position and steps (the list of legal moves can be long). */
    private List<String> nextSteps() {
        if (nextFor != position || !steps.equals(nextAfter)) {
            nextAfter = new ArrayList<>(steps);
            nextFor = position;
            next = input.next(steps);
        }
        return next;
    }

    // ---- drawing ----

    private Color pieceColor(int player) { return "classic".equals(theme.id) ? SEED[player] : theme.line(player); }

    private Color rimColor(int player) { return "classic".equals(theme.id) ? SEED_RIM[player] : theme.mark(player); }

    private void drawPiece(Batch batch, float x, float y, float size, int player, float alpha) {
        Color c = pieceColor(player);
        batch.setColor(c.r, c.g, c.b, alpha);
        batch.draw(dot, x - size / 2, y - size / 2, size, size);
        Color rim = rimColor(player);
        batch.setColor(rim.r, rim.g, rim.b, alpha);
        batch.draw(ring, x - size / 2, y - size / 2, size, size);
        Color f = theme.fill(player);
        batch.setColor(f.r, f.g, f.b, alpha * 0.55f);
        float inner = size * 0.52f;
        batch.draw(ring, x - inner / 2, y - inner / 2, inner, inner);
    }

    private void drawBar(Batch batch, float ax, float ay, float bx, float by, float thick) {
        float len = (float) Math.hypot(bx - ax, by - ay) + thick;
        float angle = (float) Math.toDegrees(Math.atan2(by - ay, bx - ax));
        float ux = (bx - ax) / Math.max(1e-3f, len - thick), uy = (by - ay) / Math.max(1e-3f, len - thick);
        // start half a thickness before a so that corners close, centred on the line
        float sx = ax - ux * thick / 2 + uy * thick / 2, sy = ay - uy * thick / 2 - ux * thick / 2;
        bar.draw(batch, sx, sy, 0, 0, len, thick, 1, 1, angle);
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
        layoutIfNeeded();
        float x0 = getX(), y0 = getY();
        float thick = Math.max(2, geometry.step() * 0.045f);
        boolean human = input.humanToMove() && !position.isOver();

        // lines and points
        batch.setColor(theme.dot);
        for (int a = 0; a < board.points; a++) {
            for (int n = board.neighbours(a); n != 0; n &= n - 1) {
                int b = Integer.numberOfTrailingZeros(n);
                if (b > a) drawBar(batch, x0 + geometry.pointX(a), y0 + geometry.pointY(a), x0 + geometry.pointX(b), y0 + geometry.pointY(b), thick);
            }
        }
        float dotSize = Math.max(6, thick * 2.6f);
        for (int p = 0; p < board.points; p++) batch.draw(dot, x0 + geometry.pointX(p) - dotSize / 2, y0 + geometry.pointY(p) - dotSize / 2, dotSize, dotSize);

        // mill flashes under the pieces
        for (MorrisMotion.Item it : motion.items) {
            float t = it.progress();
            if (it.kind != MorrisMotion.FLASH || t < 0) continue;
            Color c = pieceColor(it.player);
            batch.setColor(c.r, c.g, c.b, 0.9f * (float) Math.sin(Math.PI * t));
            float s = geometry.piece() * 2.2f;
            batch.draw(glow, x0 + geometry.pointX(it.point) - s / 2, y0 + geometry.pointY(it.point) - s / 2, s, s);
        }

        // the legal next steps: destinations, or pieces that may be removed
        List<String> next = human && !steps.isEmpty() ? nextSteps() : Collections.<String>emptyList();
        for (String s : next) {
            boolean removal = s.startsWith("x");
            int p = board.pointNamed(removal ? s.substring(1) : s);
            if (p < 0) continue;
            float pulse = removal ? 0.75f + 0.25f * (float) Math.sin(clock * 6) : 1;
            Color c = removal ? theme.error : theme.cursor;
            batch.setColor(c.r, c.g, c.b, pulse);
            float s2 = removal ? geometry.piece() * 1.35f : geometry.piece() * 0.7f;
            batch.draw(removal ? ring : ring, x0 + geometry.pointX(p) - s2 / 2, y0 + geometry.pointY(p) - s2 / 2, s2, s2);
        }

        // pieces on the board
        int selected = steps.isEmpty() ? -1 : board.pointNamed(steps.get(0));
        for (int p = 0; p < board.points; p++) {
            int who = position.at(p);
            if (who == 0 || motion.arriving(p) || dragging && p == pressPoint) continue;
            drawPiece(batch, x0 + geometry.pointX(p), y0 + geometry.pointY(p), geometry.piece(), who, 1);
        }
        if (selected >= 0 && position.at(selected) != 0) {
            batch.setColor(theme.cursor);
            float s = geometry.piece() * 1.3f;
            batch.draw(ring, x0 + geometry.pointX(selected) - s / 2, y0 + geometry.pointY(selected) - s / 2, s, s);
        }
        if (human && hoverPoint >= 0 && steps.isEmpty() && position.at(hoverPoint) == 0 && position.hand(position.toMove()) > 0) {
            drawPiece(batch, x0 + geometry.pointX(hoverPoint), y0 + geometry.pointY(hoverPoint), geometry.piece(), position.toMove(), 0.35f);
        }

        // pieces in hand, beside the board; the side to move's stack is marked
        for (int player = 1; player <= 2; player++) {
            int n = position.hand(player);
            for (int i = 0; i < n; i++) {
                float[] at = geometry.handSlot(player, i);
                drawPiece(batch, x0 + at[0], y0 + at[1], geometry.piece() * 0.86f, player, 1);
            }
        }

        // travelling and leaving pieces
        for (MorrisMotion.Item it : motion.items) {
            float t = it.progress();
            if (it.kind == MorrisMotion.TRAVEL) {
                if (t < 0) t = 0;
                float e = Interpolation.pow2.apply(t);
                float x = it.fromX + (geometry.pointX(it.point) - it.fromX) * e, y = it.fromY + (geometry.pointY(it.point) - it.fromY) * e;
                float lift = it.arc ? (float) Math.sin(Math.PI * t) : 0;
                y += lift * geometry.step() * 0.6f;
                drawPiece(batch, x0 + x, y0 + y, geometry.piece() * (1 + 0.25f * lift), it.player, 1);
            } else if (it.kind == MorrisMotion.LEAVE) {
                float k = t < 0 ? 0 : Interpolation.pow2In.apply(t);
                drawPiece(batch, x0 + it.fromX, y0 + it.fromY + k * geometry.piece() * 0.6f, geometry.piece() * (1 - 0.7f * k), it.player, 1 - k);
            }
        }

        if (dragging && pressPoint >= 0) drawPiece(batch, x0 + dragX, y0 + dragY, geometry.piece() * 1.1f, position.toMove(), 0.9f);

        // hint: its points pulse
        if (hint != null) {
            float pulse = 0.55f + 0.45f * (float) Math.sin(hintAge * 6);
            batch.setColor(theme.cursor.r, theme.cursor.g, theme.cursor.b, pulse);
            for (String s : MorrisNotation.parts(hint)) {
                int p = board.pointNamed(s.startsWith("x") ? s.substring(1) : s);
                if (p >= 0) frame.draw(batch, x0 + geometry.pointX(p) - geometry.piece() * 0.7f, y0 + geometry.pointY(p) - geometry.piece() * 0.7f, geometry.piece() * 1.4f, geometry.piece() * 1.4f);
            }
        }
        if (marks != null) drawMarks(batch, x0, y0);

        // keyboard cursor
        if (cursor.isShown()) {
            batch.setColor(theme.cursor);
            float s = geometry.piece() * 1.5f;
            frame.draw(batch, x0 + geometry.pointX(cursor.point()) - s / 2, y0 + geometry.pointY(cursor.point()) - s / 2, s, s);
        }
        batch.setColor(Color.WHITE);
    }

    private void drawMarks(Batch batch, float x0, float y0) {
        BitmapFont font = assets.font("bold", 14);
        for (MoveValue v : marks) {
            List<String> parts = MorrisNotation.parts(v.move);
            int p = board.pointNamed(parts.size() > 1 && !parts.get(1).startsWith("x") ? parts.get(1) : parts.get(0));
            if (p < 0) continue;
            font.setColor(v.isBest() ? theme.cursor : theme.mutedText);
            glyphs.setText(font, v.mark);
            font.draw(batch, glyphs, x0 + geometry.pointX(p) - glyphs.width / 2, y0 + geometry.pointY(p) - geometry.piece() * 0.6f);
        }
    }
}
