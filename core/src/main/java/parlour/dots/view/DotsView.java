package parlour.dots.view;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.NinePatch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.math.Interpolation;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import java.util.Collections;
import java.util.List;
import parlour.board.BoardWidget;
import parlour.board.LayoutNote;
import parlour.board.MoveInput;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.game.MoveValue;
import parlour.ui.Assets;
import parlour.ui.Theme;

/**
 * Draws a Dots and Boxes position and turns pointer and keyboard input into attempts to join two dots.
 * It reads the position it is given and never changes it; lines and boxes that just appeared are
 * animated (a line draws itself from dot to dot, a box fills and its owner's mark grows in).
 */
public final class DotsView extends BoardWidget<DotsPosition> {
    private final Assets assets;
    private final Theme theme;
    private final MoveInput controller;
    /** The player who made the last move shown, to tell a new turn from a box closed and moving again. */
    private int lastMover;

    private final TextureRegion dot;
    private final TextureRegion white;
    private final TextureRegion[] marks;
    private final NinePatch bar;
    private final NinePatch frame;
    private DotsPosition position;
    private final DotsAnimation animation;
    private int hoverLine = -1;
    private int[] selectedDot;
    private int[] pressDot;
    private final DotsCursor cursor = new DotsCursor();
    private final DotsGeometry geometry = new DotsGeometry();
    private final DotsLabels labels;
    /** Whether the column letters and row numbers of the notation stand beside the board. */
    private boolean coordinates;

    public DotsView(Assets assets, Theme theme, DotsPosition position, MoveInput controller) {
        super(assets, theme);
        this.assets = assets;
        this.theme = theme;
        this.controller = controller;
        dot = assets.region("dot");
        white = assets.region("white");
        marks = new TextureRegion[] {null, assets.region("cross"), assets.region("ring")};
        bar = new NinePatch(assets.patch("line"));
        frame = new NinePatch(assets.patch("frame"));
        labels = new DotsLabels(assets, theme);
        animation = new DotsAnimation(position.lineCount());
        show(position);
        addListener(new InputListener() {
            @Override
            public boolean mouseMoved(InputEvent event, float x, float y) {
                hoverLine = lineAt(x, y);
                return false;
            }

            @Override
            public void exit(InputEvent event, float x, float y, int pointer, Actor toActor) {
                // the pointer left the board (a touch ends with its own exit): no line stays lit
                if (toActor == null || !toActor.isDescendantOf(DotsView.this)) hoverLine = -1;
            }

            @Override
            public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
                cursor.setShown(false);
                pressDot = dotAt(x, y);
                if (pressDot == null) hoverLine = lineAt(x, y);
                return true;
            }

            @Override
            public void touchUp(InputEvent event, float x, float y, int pointer, int button) {
                int[] upDot = dotAt(x, y);
                if (pressDot != null) {
                    if (upDot != null && (upDot[0] != pressDot[0] || upDot[1] != pressDot[1])) {
                        selectedDot = null;
                        join(pressDot[0], pressDot[1], upDot[0], upDot[1]);
                    } else if (upDot != null) {
                        clickDot(upDot);
                    }
                    pressDot = null;
                    return;
                }
                int line = lineAt(x, y);
                if (line >= 0) {
                    selectedDot = null;
                    joinLine(line);
                }
            }
        });
    }

    /** Shows a new position; lines and boxes new since the last one are animated. */
    private void show(DotsPosition next) {
        boolean sameBoard = position != null && position.cols() == next.cols() && position.rows() == next.rows();
        if (!sameBoard) animation.resize(next);
        position = next;
        if (hoverLine >= next.lineCount()) hoverLine = -1;
    }

    @Override
    public void moved(DotsPosition before, String move, DotsPosition after) {
        int line = DotsNotation.parseMove(before, move);
        show(after);
        int mover = before.toMove();
        animation.start(after, line, mover != lastMover, speed());
        zoom.follow(move);
        lastMover = mover;
        int closed = after.score(mover) - before.score(mover);
        if (closed > 0) assets.play("box", closed > 1 ? 1.25f : 1f);
        else assets.play("line");
    }

    @Override
    public void setMarks(List<MoveValue> values) {
        labels.setMarks(position, values);
    }

    @Override
    public float[] placeCentre(String place) {
        int[] d = placeNamed(DotsNotation::parseDot, place);
        if (d == null || !position.onBoard(d[0], d[1])) return null;
        return new float[] {geometry.dotX(d[0]), geometry.dotY(d[1])};
    }

    @Override
    public float[] placeArea(String area) {
        int[] d = placeNamed(DotsNotation::parseDot, area);
        if (d == null || d[0] >= position.cols() || d[1] >= position.rows()) return null;
        return new float[] {geometry.dotX(d[0]), geometry.dotY(d[1]), geometry.step(), geometry.step()};
    }

    /** A dot, or else the line between two dots. */
    @Override
    public String placeAt(float x, float y) {
        int[] d = dotAt(x, y);
        if (d != null) return DotsNotation.dot(d[0], d[1]);
        int line = lineAt(x, y);
        return line < 0 ? null : DotsNotation.format(position, line);
    }

    @Override
    public String cursorPlace() {
        cursor.setShown(true);
        return DotsNotation.format(position, cursor.line(position));
    }

    @Override
    public float placeStep() {
        return geometry.step();
    }

    /** The hinted line pulses until it is played or the position changes (the shell clears it then); the keyboard cursor moves there too. */
    @Override
    public void showHint(String move) {
        super.showHint(move);
        int line = hintLine();
        if (line >= 0) cursor.moveTo(position, line);
    }

    @Override
    protected float hintSeconds() {
        return Float.POSITIVE_INFINITY;
    }

    /** The hinted line while it is still to draw, or -1. */
    private int hintLine() {
        if (hint() == null) return -1;
        int line = DotsNotation.lineNamed(position, hint());
        return line >= 0 && !position.isDrawn(line) ? line : -1;
    }

    @Override
    public float[] pointOf(String move) {
        int line = DotsNotation.lineNamed(position, move);
        if (line < 0) return null;
        layoutIfNeeded();
        return geometry.lineCentre(position, line);
    }

    @Override
    protected void noteLayout(LayoutNote note) {
        layoutIfNeeded();
        note.board("dots").at("a1", geometry.dotX(0), geometry.dotY(0)).step(geometry.step());
    }

    /** Shows the position as it is, with no animation (after undo, redo, load). */
    @Override
    public void snap(DotsPosition p) {
        lastMover = 0;
        show(p);
        animation.clear();
    }

    @Override
    public boolean isAnimating() {
        return animation.isAnimating();
    }

    @Override
    public void act(float delta) {
        super.act(delta);
        animation.act(delta);
    }

    @Override
    protected void sizeChanged() {
        layoutBoard();
    }

    private void layoutBoard() {
        geometry.fit(getWidth(), getHeight(), position.cols(), position.rows(), coordinates ? 28 : 12);
        labels.fit(geometry.step());
    }

    @Override
    public boolean pressStartsSomething(float x, float y) {
        return dotAt(x, y) != null || lineAt(x, y) >= 0 || zoom.takesPress(x, y);
    }

    @Override
    public boolean dragsFrom(float x, float y) {
        return dotAt(x, y) != null;
    }

    private int lineAt(float x, float y) {
        layoutIfNeeded();
        return geometry.lineAt(position, x, y);
    }

    private int[] dotAt(float x, float y) {
        layoutIfNeeded();
        return geometry.dotAt(position, x, y);
    }

    private void layoutIfNeeded() {
        if (!geometry.isFitted()) layoutBoard();
    }

    private void clickDot(int[] d) {
        if (selectedDot == null) {
            selectedDot = d;
            return;
        }
        int[] a = selectedDot;
        selectedDot = null;
        if (a[0] == d[0] && a[1] == d[1]) return;
        join(a[0], a[1], d[0], d[1]);
    }

    private void joinLine(int line) {
        int[] a = position.firstDot(line), b = position.secondDot(line);
        join(a[0], a[1], b[0], b[1]);
    }

    /** Offers the line between two dots as the player's move; the shell checks it and says why not. */
    private void join(int x1, int y1, int x2, int y2) {
        controller.offer(Collections.singletonList(DotsNotation.dot(x1, y1) + "-" + DotsNotation.dot(x2, y2)));
    }

    @Override
    public boolean focusKeyDown(int keycode) {
        if (cursor.arrowKey(position, keycode)) {
            zoom.follow(cursorPlace());
            return true;
        }
        switch (keycode) {
            case Keys.ENTER:
            case Keys.NUMPAD_ENTER:
            case Keys.SPACE:
                cursor.setShown(true);
                selectedDot = null;
                joinLine(cursor.line(position));
                return true;
            default:
                return false;
        }
    }

    @Override
    protected void drawBoard(Batch batch, float parentAlpha) {
        layoutIfNeeded();
        float x0 = getX(), y0 = getY(), step = geometry.step();
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
        boolean human = controller.takesMoves() && !position.isOver();
        for (int line = 0; line < position.lineCount(); line++) {
            int[] a = position.firstDot(line);
            boolean horizontal = position.isHorizontal(line);
            float ax = x0 + geometry.dotX(a[0]), ay = y0 + geometry.dotY(a[1]);
            int owner = position.lineOwner(line);
            if (owner == 0) {
                Color c = human && line == hoverLine ? theme.line(position.toMove()) : theme.guide;
                float alpha = human && line == hoverLine ? 0.55f : 1f;
                batch.setColor(c.r, c.g, c.b, alpha);
                drawBar(batch, ax, ay, horizontal, 1f, line == hoverLine && human ? thick : thick * 0.45f);
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
        int hintLine = hintLine();
        if (hintLine >= 0) {
            int[] a = position.firstDot(hintLine);
            batch.setColor(theme.cursor.r, theme.cursor.g, theme.cursor.b, hintPulse());
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
        drawPageMarks(batch, parentAlpha, x0, y0);
        batch.setColor(Color.WHITE);
    }

    @Override
    public void setCoordinatesShown(boolean shown) {
        if (coordinates == shown) return;
        coordinates = shown;
        layoutBoard();
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
