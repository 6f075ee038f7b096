package parlour.morris.view;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.NinePatch;
import java.util.Collections;
import java.util.List;
import parlour.board.BoardWidget;
import parlour.board.LayoutNote;
import parlour.board.MoveInput;
import parlour.game.MoveValue;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.ui.Assets;
import parlour.ui.Theme;

/**
 * Draws a Morris board (the lines, the points, the pieces on it and those still in hand beside it) and turns
 * clicks, drags and keys into the steps of a move: a point to place on, or a piece and where it goes, then
 * the piece to remove after a mill. Moves are animated ({@link MorrisMotion}); the legal next steps are highlighted.
 */
public final class MorrisView extends BoardWidget<MorrisPosition> {
    private final Theme theme;
    private final MoveInput input;
    private final MorrisBoard board;
    private final MorrisGeometry geometry;
    private final MorrisCursor cursor;
    private final MorrisPointer pointer;
    private final MorrisPainter painter;
    private final MorrisAnimations animations;
    private final MorrisMarks marksLayer;
    private final MorrisTrace trace;
    private final NinePatch frame;
    private final MorrisMotion motion = new MorrisMotion();
    private MorrisPosition position;
    private final MorrisSteps steps;
    private float clock;
    private List<MoveValue> marks;

    public MorrisView(Assets assets, Theme theme, MorrisPosition position, MoveInput input) {
        super(assets, theme);
        this.theme = theme;
        this.input = input;
        this.position = position;
        this.board = position.board();
        geometry = new MorrisGeometry(board);
        cursor = new MorrisCursor(board);
        painter = new MorrisPainter(assets, theme, board, geometry);
        animations = new MorrisAnimations(assets, board, geometry, painter, motion);
        marksLayer = new MorrisMarks(assets, theme, board, geometry);
        trace = new MorrisTrace(assets, theme, board, geometry, painter);
        frame = new NinePatch(assets.patch("frame"));
        steps = new MorrisSteps(input, board);
        pointer = new MorrisPointer(this, geometry, cursor);
        addListener(pointer);
    }

    // ---- input ----

    /** Whether the piece on {@code point} may be picked up and dragged: the human's, once the hand is empty. */
    boolean canDrag(int point) {
        return input.takesMoves() && position.at(point) == position.toMove() && position.hand(position.toMove()) == 0;
    }

    /** A piece dragged from one point and dropped on another: its move, then a removal click if it closes a mill. */
    void dropOn(int from, int to) {
        steps.dropOn(from, to);
    }

    /** A click (or Enter) on a point: place, select, move or remove, as the steps so far call for. */
    void click(int point) {
        steps.click(position, point);
    }

    @Override
    public boolean focusKeyDown(int keycode) {
        switch (keycode) {
            case Keys.LEFT:
                return moveCursor(-1, 0);
            case Keys.RIGHT:
                return moveCursor(1, 0);
            case Keys.UP:
                return moveCursor(0, 1);
            case Keys.DOWN:
                return moveCursor(0, -1);
            case Keys.ENTER:
            case Keys.NUMPAD_ENTER:
            case Keys.SPACE:
                cursor.show();
                click(cursor.point());
                return true;
            case Keys.ESCAPE:
                return steps.drop();
            default:
                return false;
        }
    }

    private boolean moveCursor(int dx, int dy) {
        cursor.move(dx, dy);
        zoom.follow(board.name(cursor.point()));
        return true;
    }

    @Override
    public void resumeSteps(List<String> given) {
        steps.resume(given);
    }

    /** The steps entered so far, for the tests. */
    public List<String> steps() {
        return steps.list();
    }

    public int cursorPoint() {
        return cursor.point();
    }

    // ---- the seam ----

    @Override
    public void moved(MorrisPosition before, String move, MorrisPosition after) {
        position = after;
        zoom.follow(move);
        steps.clear();
        int m;
        try {
            m = MorrisNotation.parse(before, move);
        } catch (IllegalArgumentException e) {
            snap(after);
            return;
        }
        trace.record(before, m, after);
        animations.start(before, m, after, speed());
    }

    @Override
    public void snap(MorrisPosition p) {
        position = p;
        motion.clear();
        steps.clear();
        trace.clear();
    }

    @Override
    public boolean isAnimating() {
        return motion.running();
    }

    @Override
    public void setMarks(List<MoveValue> values) {
        marks = values;
    }

    /** The move whose mark is drawn under the cursor's point (the best one ending there), else the point. */
    @Override
    public String cursorMove() {
        String place = cursorPlace();
        if (marks != null)
            for (MoveValue v : marks)
                if (!v.mark.isEmpty() && place.equals(MorrisNotation.destination(v.move))) return v.move;
        return place;
    }

    @Override
    public float[] pointOf(String move) {
        // a step such as "xb2" (a removal) is the point of its piece
        int p = board.pointNamed(
                move.startsWith("x")
                        ? move.substring(1)
                        : MorrisNotation.parts(move).get(0));
        if (p < 0) return null;
        layoutIfNeeded();
        return new float[] {geometry.pointX(p), geometry.pointY(p)};
    }

    @Override
    protected void noteLayout(LayoutNote note) {
        layoutIfNeeded();
        note.board("morris").at("a1", geometry.originX(), geometry.originY()).step(geometry.step());
    }

    /** The pieces that may be removed pulse, besides the animations and the hint. */
    @Override
    public boolean moves() {
        return super.moves() || steps.lastRemoving();
    }

    @Override
    public void act(float delta) {
        super.act(delta);
        clock += delta;
        motion.advance(delta);
    }

    // ---- geometry ----

    @Override
    protected void sizeChanged() {
        geometry.layout(getWidth(), getHeight());
    }

    private void layoutIfNeeded() {
        if (!geometry.isLaidOut()) geometry.layout(getWidth(), getHeight());
    }

    @Override
    public boolean pressStartsSomething(float x, float y) {
        return pointAt(x, y) >= 0 || zoom.takesPress(x, y);
    }

    @Override
    public boolean dragsFrom(float x, float y) {
        int point = pointAt(x, y);
        return point >= 0 && canDrag(point);
    }

    /** The point under (x, y) in local coordinates, or -1. */
    int pointAt(float x, float y) {
        layoutIfNeeded();
        return geometry.pointAt(x, y);
    }

    @Override
    public String placeAt(float x, float y) {
        int p = pointAt(x, y);
        return p < 0 ? null : board.name(p);
    }

    @Override
    public String cursorPlace() {
        cursor.show();
        return board.name(cursor.point());
    }

    @Override
    public float[] placeCentre(String place) {
        int p = board.pointNamed(place);
        return p < 0 ? null : new float[] {geometry.pointX(p), geometry.pointY(p)};
    }

    /** A point's area: the square a piece on it covers, a little larger. */
    @Override
    public float[] placeArea(String area) {
        float[] c = placeCentre(area);
        float s = geometry.piece() * 1.3f;
        return c == null ? null : new float[] {c[0] - s / 2, c[1] - s / 2, s, s};
    }

    /** Neighbouring points are a grid step apart (the inner square's). */
    @Override
    public float placeSpacing() {
        layoutIfNeeded();
        return geometry.step();
    }

    @Override
    public float placeStep() {
        return geometry.piece() * 1.5f;
    }

    // ---- drawing ----

    @Override
    protected void drawBoard(Batch batch, float parentAlpha) {
        layoutIfNeeded();
        float x0 = getX(), y0 = getY();
        float piece = geometry.piece();
        boolean human = input.takesMoves() && !position.isOver();

        painter.drawLines(batch, x0, y0);
        if (!motion.running()) trace.drawLast(batch, x0, y0);
        animations.drawFlashes(batch, x0, y0);

        // a move begun that waits for its removals: its piece already stands where it goes
        List<String> next = human && !steps.isEmpty() ? steps.next(position) : Collections.<String>emptyList();
        boolean removing = !next.isEmpty() && next.get(0).startsWith("x");
        int left = removing ? trace.drawBegun(batch, x0, y0, position, steps.list()) : -1;

        // pieces on the board
        int selected =
                steps.isEmpty() || removing ? -1 : board.pointNamed(steps.list().get(0));
        for (int p = 0; p < board.points; p++) {
            int who = position.at(p);
            if (who == 0 || p == left || motion.arriving(p) || p == pointer.draggedPoint()) continue;
            if (removing && steps.list().contains("x" + board.name(p))) continue;
            painter.drawPiece(batch, x0 + geometry.pointX(p), y0 + geometry.pointY(p), piece, who, 1);
        }
        if (selected >= 0 && position.at(selected) != 0) {
            batch.setColor(theme.cursor);
            painter.drawRing(batch, x0 + geometry.pointX(selected), y0 + geometry.pointY(selected), piece * 1.3f);
        }

        // the legal next steps: where the chosen piece may go, or (pulsing) the pieces that may be removed
        for (String s : next) {
            boolean removal = s.startsWith("x");
            int p = board.pointNamed(removal ? s.substring(1) : s);
            if (p < 0) continue;
            float pulse = removal ? 0.7f + 0.3f * (float) Math.sin(clock * 6) : 1;
            batch.setColor(theme.cursor.r, theme.cursor.g, theme.cursor.b, pulse);
            painter.drawRing(
                    batch, x0 + geometry.pointX(p), y0 + geometry.pointY(p), removal ? piece * 1.35f : piece * 0.7f);
        }
        int hover = pointer.hoverPoint();
        if (human && hover >= 0 && steps.isEmpty() && position.at(hover) == 0 && position.hand(position.toMove()) > 0) {
            painter.drawPiece(
                    batch, x0 + geometry.pointX(hover), y0 + geometry.pointY(hover), piece, position.toMove(), 0.35f);
        }

        // pieces in hand, beside the board; the side to move's stack is marked
        for (int player = 1; player <= 2; player++) {
            int n = position.hand(player);
            for (int i = 0; i < n; i++) {
                float[] at = geometry.handSlot(player, i);
                painter.drawPiece(batch, x0 + at[0], y0 + at[1], piece * 0.86f, player, 1);
            }
        }

        animations.drawMoving(batch, x0, y0);
        if (pointer.draggedPoint() >= 0) {
            painter.drawPiece(batch, x0 + pointer.dragX(), y0 + pointer.dragY(), piece * 1.1f, position.toMove(), 0.9f);
        }

        // hint: its points pulse
        if (hint() != null) {
            batch.setColor(theme.cursor.r, theme.cursor.g, theme.cursor.b, hintPulse());
            for (String s : MorrisNotation.parts(hint())) {
                int p = board.pointNamed(s.startsWith("x") ? s.substring(1) : s);
                if (p >= 0)
                    frame.draw(
                            batch,
                            x0 + geometry.pointX(p) - piece * 0.7f,
                            y0 + geometry.pointY(p) - piece * 0.7f,
                            piece * 1.4f,
                            piece * 1.4f);
            }
        }
        if (marks != null) marksLayer.draw(batch, x0, y0, marks);
        drawPageMarks(batch, parentAlpha, x0, y0);

        // keyboard cursor
        if (cursor.isShown()) {
            batch.setColor(theme.cursor);
            float s = piece * 1.5f;
            frame.draw(
                    batch,
                    x0 + geometry.pointX(cursor.point()) - s / 2,
                    y0 + geometry.pointY(cursor.point()) - s / 2,
                    s,
                    s);
        }
        batch.setColor(Color.WHITE);
    }
}
