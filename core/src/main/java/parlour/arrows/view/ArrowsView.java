package parlour.arrows.view;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.arrows.BoardEditor;
import parlour.arrows.Direction;
import parlour.board.BoardWidget;
import parlour.board.KeyTable;
import parlour.board.LayoutNote;
import parlour.board.MoveInput;
import parlour.game.MoveValue;
import parlour.ui.Assets;
import parlour.ui.Theme;

/**
 * The Arrows board: the grid, blocked cells, each chain as arrows joined by a line in its player's colour,
 * each player's next cell (and the cross that forbids it to the other). A new piece drops onto its cell and
 * its arrow swings round; a blocked loser's cell flashes. The player to move picks a direction on the compass
 * around their next cell: a click on one of the eight cells, or a direction key (arrows, the number pad's
 * diagonals, Q W E / A D / Z X C) and Enter. Edit board (B) opens the board editor ({@link EditorPanel}) in
 * the same rectangle; it holds the game (clocks stopped) until its board is played or Esc goes back.
 */
public final class ArrowsView extends BoardWidget<ArrowsPosition> {
    private static final float DROP = 0.22f, SWING = 0.28f, FLASH = 1.6f;
    private final TextureRegion white, arrow, hatch, cross, dot, stone, shine, shadow, ring;
    private final Theme theme;
    private final MoveInput input;
    private final EditorPanel editorPanel;
    private final EditorMode editing;
    private boolean pressedInEditor;
    private ArrowsPosition position;
    private float originX, originY, step;
    /** The direction chosen by keys and waiting for Enter, or -1. */
    private int selected = -1;

    private int hover = -1;
    private float animation, flash;
    private int swingFrom;
    private float time;
    /** The overlay's kind of each direction (MoveValue.BEST, WORSE, BLUNDER), or null when it is off. */
    private int[] marks;

    public ArrowsView(Assets assets, Theme theme, ArrowsPosition position, MoveInput input) {
        super(assets, theme);
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
        this.input = input;
        this.position = position;
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
        if (!input.takesMoves()) return;
        selected = -1;
        if (input.offer(Collections.singletonList(String.valueOf(d))) == MoveInput.REFUSED) selected = d;
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
        return editing.isOpen() || onOpenTool(x, y) || directionAt(x, y) >= 0 || zoom.takesPress(x, y);
    }

    /** Whether (x, y) is on the tool that opens the board editor. */
    private boolean onOpenTool(float x, float y) {
        float[] open = editorPanel.openTool(getHeight());
        return x >= open[0] && x <= open[0] + open[2] && y >= open[1] && y <= open[1] + open[3];
    }

    /** The direction whose compass cell (around the mover's next cell) holds the point, or -1. */
    int directionAt(float x, float y) {
        if (editing.isOpen() || position.winner() >= 0 || step <= 0) return -1;
        int t = position.next(position.toMove());
        float cx = cellX(t % position.board.cols) + step / 2, cy = cellY(t / position.board.cols) + step / 2;
        int dx = Math.round((x - cx) / step), dy = -Math.round((y - cy) / step);
        if (Math.abs(dx) > 1 || Math.abs(dy) > 1) return -1;
        return Direction.of(dx, dy);
    }

    /** A cell as column,row counted from 1 at the top left. */
    @Override
    public float[] placeCentre(String place) {
        float[] a = placeArea(place);
        return a == null ? null : new float[] {a[0] + step / 2, a[1] + step / 2};
    }

    @Override
    public float[] placeArea(String area) {
        int[] cell = placeNamed(name -> ArrowsGame.cell(position, name), area);
        return cell == null ? null : new float[] {cellX(cell[0] - 1), cellY(cell[1] - 1), step, step};
    }

    /** The cell under the point, as column,row from 1 at the top left; none while the editor is open. */
    @Override
    public String placeAt(float x, float y) {
        if (editing.isOpen() || step <= 0) return null;
        int column = (int) Math.floor((x - originX) / step),
                row = position.board.rows - 1 - (int) Math.floor((y - originY) / step);
        if (column < 0 || row < 0 || column >= position.board.cols || row >= position.board.rows) return null;
        return (column + 1) + "," + (row + 1);
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
        return step;
    }

    private float cellX(int x) {
        return originX + x * step;
    }

    private float cellY(int y) {
        return originY + (position.board.rows - 1 - y) * step;
    }

    @Override
    public void layout() {
        if (editing.isOpen()) editing.layout(getWidth(), getHeight());
        int cols = position.board.cols, rows = position.board.rows;
        // one spare cell round the board for the compass of a next cell on the edge, and the Edit board tool above
        float h = getHeight() - editorPanel.row();
        step = Math.max(4, Math.min(getWidth() / (cols + 1f), h / (rows + 1f)));
        originX = (getWidth() - step * cols) / 2;
        originY = (h - step * rows) / 2;
    }

    @Override
    public void moved(ArrowsPosition before, String move, ArrowsPosition after) {
        int mover = before.toMove();
        int[] dirs = before.directions(mover);
        swingFrom = dirs[dirs.length - 1];
        setPosition(after);
        animation = speed() > 0 ? 1 : 0;
        flash = after.winner() >= 0 ? FLASH : 0;
        zoom.follow(cursorPlace());
    }

    private void setPosition(ArrowsPosition p) {
        boolean resize = p.board.cols != position.board.cols || p.board.rows != position.board.rows;
        position = p;
        selected = -1;
        clearHint();
        marks = null;
        if (resize) invalidate();
    }

    @Override
    public void snap(ArrowsPosition p) {
        setPosition(p);
        animation = 0;
        flash = 0;
    }

    @Override
    public boolean isAnimating() {
        return animation > 0;
    }

    @Override
    public void act(float delta) {
        super.act(delta);
        time += delta;
        if (animation > 0) animation = speed() <= 0 ? 0 : Math.max(0, animation - delta / ((DROP + SWING) * speed()));
        flash = Math.max(0, flash - delta);
        // the editor has a board of its own, laid out whole
        if (editing.isOpen()) zoom.reset();
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
        int t = position.next(position.toMove());
        return new float[] {
            cellX(t % position.board.cols) + step / 2 + Direction.DX[d] * step,
            cellY(t / position.board.cols) + step / 2 - Direction.DY[d] * step
        };
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
        note.at("1,1", cellX(0) + step / 2, cellY(0) + step / 2).step(step);
        note.at("edit", open[0] + open[2] / 2, open[1] + open[3] / 2);
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
        int d = keyDirection(keycode);
        if (d >= 0) {
            selected = d;
            zoom.follow(cursorPlace());
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

    /** The direction a key names: arrows, number pad 1-9 round 5, or Q W E / A D / Z X C; -1 for other keys. */
    static int keyDirection(int keycode) {
        switch (keycode) {
            case Keys.UP:
            case Keys.NUMPAD_8:
            case Keys.W:
                return 0;
            case Keys.NUMPAD_9:
            case Keys.E:
                return 1;
            case Keys.RIGHT:
            case Keys.NUMPAD_6:
            case Keys.D:
                return 2;
            case Keys.NUMPAD_3:
            case Keys.C:
                return 3;
            case Keys.DOWN:
            case Keys.NUMPAD_2:
            case Keys.X:
                return 4;
            case Keys.NUMPAD_1:
            case Keys.Z:
                return 5;
            case Keys.LEFT:
            case Keys.NUMPAD_4:
            case Keys.A:
                return 6;
            case Keys.NUMPAD_7:
            case Keys.Q:
                return 7;
            default:
                return -1;
        }
    }

    @Override
    protected void drawBoard(Batch batch, float parentAlpha) {
        validate();
        if (editing.isOpen()) {
            editing.draw(batch, getX(), getY(), position.first);
            return;
        }
        editorPanel.drawOpenTool(batch, getX(), getY(), getHeight());
        ArrowsBoard b = position.board;
        float x0 = getX(), y0 = getY(), gap = Math.max(1, step * 0.04f);
        for (int y = 0; y < b.rows; y++) {
            for (int x = 0; x < b.cols; x++) {
                boolean blocked = b.isBlocked(x + 1, y + 1);
                batch.setColor(blocked ? theme.mutedText : theme.guide);
                batch.draw(
                        blocked ? hatch : white,
                        x0 + cellX(x) + gap,
                        y0 + cellY(y) + gap,
                        step - 2 * gap,
                        step - 2 * gap);
            }
        }
        int winner = position.winner();
        for (int p = 1; p <= 2; p++) drawNext(batch, p, winner);
        for (int p = 1; p <= 2; p++) drawChain(batch, p);
        if (winner < 0 && input.takesMoves()) drawCompass(batch);
        drawPageMarks(batch, parentAlpha, x0, y0);
        batch.setColor(Color.WHITE);
    }

    private void drawNext(Batch batch, int p, int winner) {
        int t = position.next(p);
        if (t < 0) return;
        float x = getX() + cellX(t % position.board.cols), y = getY() + cellY(t / position.board.cols);
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

    private void drawChain(Batch batch, int p) {
        int[] cells = position.chain(p);
        int[] dirs = position.directions(p);
        int cols = position.board.cols;
        boolean last = position.moveCount() > 0 && p == 3 - position.toMove();
        Color c = theme.line(p);
        batch.setColor(c);
        float lineW = Math.max(2, step * 0.08f);
        for (int i = 1; i < cells.length; i++) {
            if (last && i == cells.length - 1 && animation > 0.5f) continue;
            float ax = getX() + cellX(cells[i - 1] % cols) + step / 2,
                    ay = getY() + cellY(cells[i - 1] / cols) + step / 2;
            float bx = getX() + cellX(cells[i] % cols) + step / 2, by = getY() + cellY(cells[i] / cols) + step / 2;
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
            float cx = getX() + cellX(cells[i] % cols) + step / 2, cy = getY() + cellY(cells[i] / cols) + step / 2;
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

    private void drawCompass(Batch batch) {
        int t = position.next(position.toMove());
        if (t < 0) return;
        int cols = position.board.cols;
        float cx = getX() + cellX(t % cols) + step / 2, cy = getY() + cellY(t / cols) + step / 2;
        Color c = theme.line(position.toMove());
        int hinted = hint() == null ? -1 : Direction.parse(hint());
        for (int d = 0; d < 8; d++) {
            boolean chosen = d == selected || d == hover;
            float size = step * (chosen ? 0.5f : 0.32f);
            float px = cx + Direction.DX[d] * step * 0.62f, py = cy - Direction.DY[d] * step * 0.62f;
            int mark = marks == null ? -1 : marks[d];
            Color k =
                    d == hinted || mark == MoveValue.BEST ? theme.cursor : mark == MoveValue.BLUNDER ? theme.error : c;
            batch.setColor(k.r, k.g, k.b, chosen ? 1 : d == hinted ? hintPulse() : 0.45f);
            batch.draw(arrow, px - size / 2, py - size / 2, size / 2, size / 2, size, size, 1, 1, -45f * d);
        }
        batch.setColor(theme.cursor);
        float r = step * 0.14f;
        batch.draw(dot, cx - r, cy - r, 2 * r, 2 * r);
    }
}
