package parlour.arrows.view;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import parlour.arrows.BoardDraft;
import parlour.arrows.BoardEditor;
import parlour.arrows.Direction;
import parlour.ui.Assets;
import parlour.ui.Theme;
import parlour.ui.UiKit;
import parlour.words.Tr;

/**
 * The board editor on screen, inside the Arrows view's rectangle: rows of tools at the top (as many rows as
 * the width needs), the board below with the keyboard cursor, each piece in its owner's colour with the
 * cell it points to, and what the rules refuse in the error colour. Turns clicks and keys into
 * {@link BoardEditor} actions; the view does the rest (playing the board, leaving).
 */
final class EditorPanel {
    static final String[] TOOLS = {
        Tr.mark("Block"),
        Tr.mark("Piece 1"),
        Tr.mark("Piece 2"),
        Tr.mark("Turn"),
        Tr.mark("Cols -"),
        Tr.mark("Cols +"),
        Tr.mark("Rows -"),
        Tr.mark("Rows +"),
        Tr.mark("Random"),
        Tr.mark("Clear"),
        Tr.mark("Undo"),
        Tr.mark("Redo"),
        Tr.mark("Play board"),
        Tr.mark("Back")
    };
    static final String[] TOOL_KEYS = {"X", "1", "2", "R", "[", "]", "-", "=", "G", "Del", "U", "Y", "Enter", "Esc"};
    static final int TURN = 3, COLS_LESS = 4, RANDOM = 8, CLEAR = 9, UNDO = 10, REDO = 11, PLAY = 12;
    /** What a key or tool asks of the view beyond the editor itself. */
    static final int NOTHING = 0, EDITED = 1, REFUSED = 2, PLAY_BOARD = 3, LEAVE = 4;

    /** A row of tools with a mouse, and the gap around the board. */
    private static final float POINTER_ROW = 28, GAP = 6;

    private final TextureRegion white, arrow, hatch;
    private final BitmapFont font;
    private final GlyphLayout glyphs = new GlyphLayout();
    private final Theme theme;
    private float width, height, toolW, originX, originY, step;
    private int perRow = 1;
    /** Whether the tools name their keys: not on a touch-only screen. */
    boolean keysShown = true;

    /** A row of tools, whose faces are 4 px less: a finger's target (44 CSS px) on a touch-only screen, where no keys show. */
    float row() {
        return keysShown ? POINTER_ROW : UiKit.TOUCH_TARGET + 4;
    }

    EditorPanel(Assets assets, Theme theme) {
        white = assets.region("white");
        arrow = assets.region("arrow");
        hatch = assets.region("hatch");
        font = assets.font("sans", 13);
        this.theme = theme;
    }

    /** Lays the tools and the board out in a view of this size for a board of cols x rows cells. */
    void layout(float w, float h, int cols, int rows) {
        width = w;
        height = h;
        perRow = Math.max(1, Math.min(TOOLS.length, (int) ((w - GAP) / 76)));
        toolW = (w - GAP) / perRow;
        float top = h - barHeight() - GAP;
        step = Math.max(4, Math.min((w - 2 * GAP) / cols, (top - GAP) / rows));
        originX = (w - step * cols) / 2;
        originY = GAP + (top - GAP - step * rows) / 2;
    }

    float barHeight() {
        return ((TOOLS.length + perRow - 1) / perRow) * row();
    }

    /** The centre of tool {@code t} in the view's coordinates. */
    float[] toolCentre(int t) {
        return new float[] {GAP / 2 + (t % perRow + 0.5f) * toolW, height - (t / perRow + 0.5f) * row()};
    }

    int toolAt(float x, float y) {
        if (y > height || y < height - barHeight()) return -1;
        int col = (int) ((x - GAP / 2) / toolW), row = (int) ((height - y) / row());
        int t = row * perRow + col;
        return col >= 0 && col < perRow && t < TOOLS.length ? t : -1;
    }

    /** The centre of cell (x, y), 1-based from the top left, in the view's coordinates. */
    float[] cellCentre(int x, int y, int rows) {
        return new float[] {originX + (x - 0.5f) * step, originY + (rows - y + 0.5f) * step};
    }

    /** {x, y} of the cell under a point, or null. */
    int[] cellAt(float px, float py, BoardDraft d) {
        int x = (int) Math.floor((px - originX) / step) + 1, y = d.rows - (int) Math.floor((py - originY) / step);
        return x < 1 || y < 1 || x > d.cols || y > d.rows || px < originX || py < originY ? null : new int[] {x, y};
    }

    float step() {
        return step;
    }

    /** A tool pressed: the editor's action, or what the view must do. */
    static int runTool(BoardEditor e, int t) {
        switch (t) {
            case BoardEditor.BLOCK:
            case BoardEditor.PIECE1:
            case BoardEditor.PIECE2:
                e.setTool(t);
                return EDITED;
            case TURN:
                return done(e.turn(true));
            case COLS_LESS:
                return done(e.resize(-1, 0));
            case COLS_LESS + 1:
                return done(e.resize(1, 0));
            case COLS_LESS + 2:
                return done(e.resize(0, -1));
            case COLS_LESS + 3:
                return done(e.resize(0, 1));
            case RANDOM:
                return done(e.randomBoard());
            case CLEAR:
                return done(e.clear());
            case UNDO:
                return done(e.undo());
            case REDO:
                return done(e.redo());
            case PLAY:
                return PLAY_BOARD;
            default:
                return LEAVE;
        }
    }

    /** A key pressed in the editor: its action, or NOTHING for a key the editor does not use. */
    static int key(BoardEditor e, int keycode, boolean shift) {
        switch (keycode) {
            case Keys.UP:
                e.moveCursor(0, -1);
                return EDITED;
            case Keys.DOWN:
                e.moveCursor(0, 1);
                return EDITED;
            case Keys.LEFT:
                e.moveCursor(-1, 0);
                return EDITED;
            case Keys.RIGHT:
                e.moveCursor(1, 0);
                return EDITED;
            case Keys.X:
            case Keys.SPACE:
                return done(e.toggleBlocked());
            case Keys.NUM_1:
            case Keys.NUMPAD_1:
                return done(e.placePiece(1));
            case Keys.NUM_2:
            case Keys.NUMPAD_2:
                return done(e.placePiece(2));
            case Keys.R:
                return done(e.turn(!shift));
            case Keys.LEFT_BRACKET:
                return runTool(e, COLS_LESS);
            case Keys.RIGHT_BRACKET:
                return runTool(e, COLS_LESS + 1);
            case Keys.MINUS:
                return runTool(e, COLS_LESS + 2);
            case Keys.EQUALS:
            case Keys.PLUS:
                return runTool(e, COLS_LESS + 3);
            case Keys.G:
                return runTool(e, RANDOM);
            case Keys.FORWARD_DEL:
            case Keys.DEL:
                return runTool(e, CLEAR);
            case Keys.U:
                return runTool(e, UNDO);
            case Keys.Y:
                return runTool(e, REDO);
            case Keys.ENTER:
            case Keys.NUMPAD_ENTER:
                return PLAY_BOARD;
            case Keys.B:
                return LEAVE;
            default:
                return NOTHING;
        }
    }

    private static int done(boolean ok) {
        return ok ? EDITED : REFUSED;
    }

    /** Draws the editor at (x0, y0), the view's bottom left on the stage; piece 1 belongs to player {@code first}. */
    void draw(Batch batch, float x0, float y0, BoardEditor e, int first) {
        drawTools(batch, x0, y0, e);
        BoardDraft d = e.draft();
        float gap = Math.max(1, step * 0.04f);
        for (int y = 1; y <= d.rows; y++) {
            for (int x = 1; x <= d.cols; x++) {
                float[] c = cellCentre(x, y, d.rows);
                boolean blocked = d.isBlocked(x, y);
                boolean wrong =
                        blocked && d.pieceAt(x, y) != 0 || d.pieceAt(x, y) == 1 && d.pieceX(2) == x && d.pieceY(2) == y;
                batch.setColor(wrong ? theme.error : blocked ? theme.mutedText : theme.guide);
                batch.draw(
                        blocked ? hatch : white,
                        x0 + c[0] - step / 2 + gap,
                        y0 + c[1] - step / 2 + gap,
                        step - 2 * gap,
                        step - 2 * gap);
            }
        }
        for (int n = 1; n <= 2; n++) drawPiece(batch, x0, y0, d, n, n == 1 ? first : 3 - first);
        drawCursor(batch, x0, y0, e);
        batch.setColor(Color.WHITE);
    }

    private void drawPiece(Batch batch, float x0, float y0, BoardDraft d, int n, int owner) {
        if (d.pieceX(n) == 0) return;
        float[] c = cellCentre(d.pieceX(n), d.pieceY(n), d.rows);
        Color k = theme.line(owner);
        int tx = d.pieceX(n) + Direction.DX[d.pieceDir(n)], ty = d.pieceY(n) + Direction.DY[d.pieceDir(n)];
        if (tx >= 1 && ty >= 1 && tx <= d.cols && ty <= d.rows) {
            float[] t = cellCentre(tx, ty, d.rows);
            Color f = theme.fill(owner);
            batch.setColor(f.r, f.g, f.b, 0.6f);
            batch.draw(white, x0 + t[0] - step * 0.3f, y0 + t[1] - step * 0.3f, step * 0.6f, step * 0.6f);
        }
        float size = step * 0.7f;
        batch.setColor(k);
        batch.draw(
                arrow,
                x0 + c[0] - size / 2,
                y0 + c[1] - size / 2,
                size / 2,
                size / 2,
                size,
                size,
                1,
                1,
                -45f * d.pieceDir(n));
        // which piece it is, in the corner: the keys 1 and 2 and the tools name them so
        font.setColor(k);
        font.draw(batch, String.valueOf(n), x0 + c[0] - step * 0.42f, y0 + c[1] + step * 0.42f);
    }

    private void drawCursor(Batch batch, float x0, float y0, BoardEditor e) {
        float[] c = cellCentre(e.cursorX(), e.cursorY(), e.draft().rows);
        float l = x0 + c[0] - step / 2, b = y0 + c[1] - step / 2, t = Math.max(2, step * 0.07f);
        batch.setColor(theme.cursor);
        batch.draw(white, l, b, step, t);
        batch.draw(white, l, b + step - t, step, t);
        batch.draw(white, l, b, t, step);
        batch.draw(white, l + step - t, b, t, step);
    }

    /** The play mode's one tool, Edit board (B), at the top left of a view of height {@code h}: {left, bottom, width, height}. */
    float[] openTool(float h) {
        glyphs.setText(font, openLabel());
        return new float[] {GAP / 2, h - row() + 2, Math.max(124, glyphs.width + 16), row() - 4};
    }

    /** The width of Edit board's words as drawn. */
    float openLabelWidth() {
        glyphs.setText(font, openLabel());
        return glyphs.width;
    }

    private String openLabel() {
        return keysShown ? t("Edit board") + " (B)" : t("Edit board");
    }

    void drawOpenTool(Batch batch, float x0, float y0, float h) {
        float[] r = openTool(h);
        batch.setColor(theme.button);
        batch.draw(white, x0 + r[0], y0 + r[1], r[2], r[3]);
        String label = openLabel();
        glyphs.setText(font, label);
        font.setColor(theme.buttonText);
        font.draw(batch, label, x0 + r[0] + (r[2] - glyphs.width) / 2, y0 + r[1] + (r[3] + glyphs.height) / 2);
    }

    private void drawTools(Batch batch, float x0, float y0, BoardEditor e) {
        for (int t = 0; t < TOOLS.length; t++) {
            float[] c = toolCentre(t);
            float l = x0 + c[0] - toolW / 2 + 2, b = y0 + c[1] - row() / 2 + 2, w = toolW - 4, h = row() - 4;
            boolean chosen = t == e.tool();
            boolean off = t == UNDO && !e.canUndo() || t == REDO && !e.canRedo();
            if (off) {
                // a disabled tool is an outline on the ground, as a disabled button is
                batch.setColor(theme.mutedText);
                batch.draw(white, l, b, w, 1);
                batch.draw(white, l, b + h - 1, w, 1);
                batch.draw(white, l, b, 1, h);
                batch.draw(white, l + w - 1, b, 1, h);
            } else {
                batch.setColor(chosen ? theme.buttonDown : theme.button);
                batch.draw(white, l, b, w, h);
            }
            if (chosen) {
                batch.setColor(theme.cursor);
                batch.draw(white, l, b, w, 2);
            }
            String name = t(TOOLS[t]);
            String text = keysShown ? name + " (" + TOOL_KEYS[t] + ")" : name;
            glyphs.setText(font, text);
            if (glyphs.width > w - 6) glyphs.setText(font, text = name);
            if (glyphs.width > w - 6) glyphs.setText(font, text = TOOL_KEYS[t]);
            font.setColor(off ? theme.mutedText : theme.buttonText);
            font.draw(batch, text, l + (w - glyphs.width) / 2, b + (h + glyphs.height) / 2);
        }
    }
}
