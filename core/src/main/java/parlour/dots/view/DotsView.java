package parlour.dots.view;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
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
    private final MoveInput controller;
    /** The player who made the last move shown, to tell a new turn from a box closed and moving again. */
    private int lastMover;

    private final DotsPainter painter;
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
        this.controller = controller;
        labels = new DotsLabels(assets, theme);
        animation = new DotsAnimation(position.lineCount());
        painter = new DotsPainter(assets, theme, geometry, animation, labels, cursor);
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
        boolean human = controller.takesMoves() && !position.isOver();
        int hinted = hintLine();
        painter.draw(
                batch,
                getX(),
                getY(),
                position,
                human ? hoverLine : -1,
                hinted,
                hinted >= 0 ? hintPulse() : 0,
                selectedDot,
                coordinates);
        drawPageMarks(batch, parentAlpha, getX(), getY());
        batch.setColor(Color.WHITE);
    }

    @Override
    public void setCoordinatesShown(boolean shown) {
        if (coordinates == shown) return;
        coordinates = shown;
        layoutBoard();
    }
}
