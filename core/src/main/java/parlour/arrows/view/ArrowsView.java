package parlour.arrows.view;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.arrows.BoardEditor;
import parlour.arrows.ChosenDirection;
import parlour.arrows.Direction;
import parlour.board.BoardWidget;
import parlour.board.KeyTable;
import parlour.board.LayoutNote;
import parlour.board.MoveInput;
import parlour.board.Zoom;
import parlour.game.MoveValue;
import parlour.ui.Assets;
import parlour.ui.Theme;

/**
 * The Arrows board, painted and animated by {@link ArrowsPainter} where {@link ArrowsGeometry} lays its cells out. The
 * player to move picks a direction on the compass around their next cell: a click on one of the eight cells, or a direction key (arrows, the number pad's
 * diagonals, Q W E / A D / Z X C) and Enter. Edit board (B) opens the board editor ({@link EditorPanel}) in
 * the same rectangle; it holds the game (clocks stopped) until its board is played or Esc goes back.
 */
public final class ArrowsView extends BoardWidget<ArrowsPosition> {
    private final MoveInput input;
    private final EditorPanel editorPanel;
    private final EditorMode editing;
    private boolean pressedInEditor;
    private ArrowsPosition position;
    private final ArrowsGeometry geometry;
    private final ArrowsPainter painter;
    /** The direction chosen by keys and waiting for Enter, or -1. */
    private int selected = -1;
    /** Whether a touch screen's fingers zoom the board ({@link #setZoom}). */
    private boolean zoomable;

    private int hover = -1;
    /** The overlay's kind of each direction (MoveValue.BEST, WORSE, BLUNDER), or null when it is off. */
    private int[] marks;

    public ArrowsView(Assets assets, Theme theme, ArrowsPosition position, MoveInput input) {
        super(assets, theme);
        this.input = input;
        this.position = position;
        geometry = new ArrowsGeometry(position.board);
        keepCompass();
        painter = new ArrowsPainter(assets, theme, geometry);
        editorPanel = new EditorPanel(assets, theme);
        editing = new EditorMode(assets, input, this, editorPanel);
        addListener(new InputListener() {
            @Override
            public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
                // a press that began in the editor (its Play board) does not also play on the new board when released
                pressedInEditor = editing.isOpen();
                if (pressedInEditor) editing.touch(x, y, button);
                return true;
            }

            @Override
            public void touchUp(InputEvent event, float x, float y, int pointer, int button) {
                if (pressedInEditor || editing.isOpen()) return;
                if (onOpenTool(x, y)) {
                    openEditor();
                    return;
                }
                int d = directionAt(x, y);
                if (d >= 0) offer(d);
            }

            @Override
            public boolean mouseMoved(InputEvent event, float x, float y) {
                hover = directionAt(x, y);
                return false;
            }

            @Override
            public void exit(InputEvent event, float x, float y, int pointer, Actor toActor) {
                if (pointer == -1) hover = -1;
            }
        });
    }

    /** Offers a direction; one held back (a warning that it loses) stays chosen, so that Enter again plays it. */
    private void offer(int d) {
        selected = -1;
        // out of turn the session refuses it, saying whom the board waits for (the computer, a friend)
        if (input.offer(Collections.singletonList(String.valueOf(d))) == MoveInput.REFUSED && input.takesMoves())
            selected = d;
    }

    private void openEditor() {
        selected = -1;
        hover = -1;
        editing.open(position);
    }

    @Override
    public String heldStatus() {
        return editing.status();
    }

    @Override
    public boolean takeCommand(KeyTable.Command c) {
        return editing.takeCommand(c);
    }

    @Override
    public boolean pressStartsSomething(float x, float y) {
        return editing.isOpen()
                || onOpenTool(x, y)
                || directionAt(x, y) >= 0
                || zoomable
                        && geometry.wholeSpacing() < Zoom.FINGER
                        && (geometry.scale() > 1 ? y <= geometry.height() : geometry.cellAt(x, y) != null);
    }

    /**
     * The fingers zoom the board itself, inside the room below Edit board, which stays whole and where it is (the whole
     * view scaled cut it), keeping the mover's compass in view.
     */
    @Override
    public void setZoom(Zoom.Maker maker) {
        maker.gestures(this, this, geometry);
        zoomable = true;
    }

    /** Whether (x, y) is on the tool that opens the board editor. */
    private boolean onOpenTool(float x, float y) {
        float[] open = editorPanel.openTool(getHeight());
        return x >= open[0] && x <= open[0] + open[2] && y >= open[1] && y <= open[1] + open[3];
    }

    /** The direction whose compass cell (around the mover's next cell) holds the point, or -1. */
    int directionAt(float x, float y) {
        float step = geometry.step();
        if (editing.isOpen() || position.winner() >= 0 || step <= 0 || y > geometry.height()) return -1;
        float[] centre = geometry.centre(position.next(position.toMove()));
        int dx = Math.round((x - centre[0]) / step), dy = -Math.round((y - centre[1]) / step);
        if (Math.abs(dx) > 1 || Math.abs(dy) > 1) return -1;
        return Direction.of(dx, dy);
    }

    /** A cell as column,row counted from 1 at the top left. */
    @Override
    public float[] placeCentre(String place) {
        float[] a = placeArea(place);
        return a == null ? null : new float[] {a[0] + a[2] / 2, a[1] + a[3] / 2};
    }

    @Override
    public float[] placeArea(String area) {
        int[] cell = placeNamed(name -> ArrowsGame.cell(position, name), area);
        float step = geometry.step();
        return cell == null ? null : new float[] {geometry.cellX(cell[0] - 1), geometry.cellY(cell[1] - 1), step, step};
    }

    /** The cell under the point, as column,row from 1 at the top left; none while the editor is open. */
    @Override
    public String placeAt(float x, float y) {
        int[] cell = editing.isOpen() ? null : geometry.cellAt(x, y);
        return cell == null ? null : (cell[0] + 1) + "," + (cell[1] + 1);
    }

    /** The cell the chosen direction points at from the mover's next cell, or that next cell while none is chosen. */
    @Override
    public String cursorPlace() {
        if (editing.isOpen() || position.winner() >= 0) return null;
        int next = position.next(position.toMove());
        if (next < 0) return null;
        int at = selected >= 0 && position.targetOf(next, selected) >= 0 ? position.targetOf(next, selected) : next;
        return ArrowsGame.cellName(position, at);
    }

    @Override
    public float placeStep() {
        return geometry.step();
    }

    @Override
    public void layout() {
        if (editing.isOpen()) editing.layout(getWidth(), getHeight());
        // the Edit board tool above the board
        geometry.layout(getWidth(), getHeight() - editorPanel.row());
    }

    @Override
    public void moved(ArrowsPosition before, String move, ArrowsPosition after) {
        painter.moved(before, after, speed());
        setPosition(after);
    }

    private void setPosition(ArrowsPosition p) {
        boolean resize = p.board.cols != position.board.cols || p.board.rows != position.board.rows;
        position = p;
        geometry.show(p.board);
        if (resize) geometry.reset();
        keepCompass();
        selected = -1;
        clearHint();
        marks = null;
        if (resize) invalidate();
    }

    /** A zoomed board follows the compass of the player to move. */
    private void keepCompass() {
        geometry.keep(position.winner() < 0 ? position.next(position.toMove()) : -1);
    }

    @Override
    public void snap(ArrowsPosition p) {
        setPosition(p);
        painter.stop();
    }

    @Override
    public boolean isAnimating() {
        return painter.isAnimating();
    }

    @Override
    public boolean moves() {
        return super.moves() || painter.moves();
    }

    @Override
    public void act(float delta) {
        super.act(delta);
        painter.act(delta, speed());
        // the editor has a board of its own, laid out whole
        if (editing.isOpen()) geometry.reset();
    }

    @Override
    public void setKeysShown(boolean shown) {
        editorPanel.keysShown = shown;
    }

    @Override
    protected float hintSeconds() {
        return 3;
    }

    @Override
    public void setMarks(List<MoveValue> values) {
        marks = new int[8];
        Arrays.fill(marks, -1);
        if (values == null) {
            marks = null;
            return;
        }
        for (MoveValue v : values) {
            int d = Direction.parse(v.move);
            if (d >= 0) marks[d] = v.kind;
        }
    }

    @Override
    public float[] pointOf(String move) {
        if (editing.isOpen()) return editing.pointOf(move);
        if (move.equalsIgnoreCase("Edit board")) {
            float[] r = editorPanel.openTool(getHeight());
            return new float[] {r[0] + r[2] / 2, r[1] + r[3] / 2};
        }
        int d = Direction.parse(move);
        if (d < 0 || position.winner() >= 0) return null;
        float[] centre = geometry.centre(position.next(position.toMove()));
        float step = geometry.step();
        return new float[] {centre[0] + Direction.DX[d] * step, centre[1] - Direction.DY[d] * step};
    }

    /** The board and its Edit board tool, or the editor's board and its tools. */
    @Override
    protected void noteLayout(LayoutNote note) {
        validate();
        BoardEditor editor = editing.editor();
        if (editor != null) {
            int rows = editor.draft().rows;
            float[] cell = editorPanel.cellCentre(1, 1, rows), first = editorPanel.toolCentre(0);
            note.board("arrows-editor").size(editor.draft().cols, rows).at("1,1", cell[0], cell[1]);
            note.step(editorPanel.step()).at("tools", first[0], first[1]);
            for (int t = 1; t < EditorPanel.TOOLS.length; t++) {
                float[] tool = editorPanel.toolCentre(t);
                note.and(tool[0], tool[1]);
            }
            return;
        }
        float[] open = editorPanel.openTool(getHeight());
        note.board("arrows").size(position.board.cols, position.board.rows);
        float[] first = geometry.centre(0);
        note.at("1,1", first[0], first[1]).step(geometry.step());
        note.at("edit", open[0] + open[2] / 2, open[1] + open[3] / 2);
    }

    /** Edit board as drawn: {x, y, width, height} in the view and the width of its words, for the tests. */
    public float[] editTool() {
        float[] r = editorPanel.openTool(getHeight());
        return new float[] {r[0], r[1], r[2], r[3], editorPanel.openLabelWidth()};
    }

    /** The direction chosen by keys and not yet played, for the tests; -1 when none. */
    int selected() {
        return selected;
    }

    @Override
    public boolean focusKeyDown(int keycode) {
        if (editing.isOpen()) {
            return editing.key(
                    keycode,
                    Gdx.input != null
                            && (Gdx.input.isKeyPressed(Keys.SHIFT_LEFT) || Gdx.input.isKeyPressed(Keys.SHIFT_RIGHT)));
        }
        if (keycode == Keys.B) {
            openEditor();
            return true;
        }
        int d = CompassKeys.direction(keycode);
        if (d >= 0) {
            selected = d;
            return true;
        }
        if (keycode == Keys.ENTER || keycode == Keys.NUMPAD_ENTER || keycode == Keys.SPACE) {
            if (selected < 0) return false;
            offer(selected);
            return true;
        }
        if (keycode == Keys.ESCAPE && selected >= 0) {
            selected = -1;
            return true;
        }
        return false;
    }

    @Override
    public String letters() {
        return "QWEADZXCB";
    }

    /** A direction key says the direction chosen and whether it is safe to play. */
    @Override
    public String keyWords(int keycode) {
        if (editing.isOpen() || selected < 0 || CompassKeys.direction(keycode) < 0) return null;
        return ChosenDirection.words(position, selected);
    }

    /** The chosen direction, whose analysis value is said with it. */
    @Override
    public String cursorMove() {
        return selected >= 0 && cursorPlace() != null ? String.valueOf(selected) : null;
    }

    @Override
    protected void drawBoard(Batch batch, float parentAlpha) {
        validate();
        if (editing.isOpen()) {
            editing.draw(batch, getX(), getY(), position.first);
            return;
        }
        editorPanel.drawOpenTool(batch, getX(), getY(), getHeight());
        float x0 = getX(), y0 = getY();
        // a zoomed board is cut to its room, below Edit board
        boolean zoomed = geometry.scale() > 1;
        if (zoomed) {
            batch.flush();
            if (!clipBegin(x0, y0, getWidth(), geometry.height())) return;
        }
        painter.drawBoard(batch, x0, y0, position);
        if (position.winner() < 0 && input.takesMoves()) {
            int hinted = hint() == null ? -1 : Direction.parse(hint());
            painter.drawCompass(batch, x0, y0, position, selected, hover, hinted, hintPulse(), marks);
        }
        drawPageMarks(batch, parentAlpha, x0, y0);
        batch.setColor(Color.WHITE);
        if (zoomed) {
            batch.flush();
            clipEnd();
        }
    }
}
