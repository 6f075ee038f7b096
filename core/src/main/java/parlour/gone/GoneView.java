package parlour.gone;

import java.util.Collections;
import java.util.List;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Buttons;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.ui.Widget;
import com.badlogic.gdx.utils.Align;

import parlour.game.MoveValue;
import parlour.shell.BoardView;
import parlour.shell.MoveInput;
import parlour.ui.Assets;
import parlour.ui.Focusable;
import parlour.ui.Theme;

/**
 * Gone's board: a tool bar (brushes, random, clear, fill, go, zoom), a line for the round counter and
 * the verdict, and one board (the editor) or two side by side (a challenge), each one texture. Paint by
 * dragging or with the cursor keys and Space; right-drag or the arrow keys past the edge pan, the wheel
 * and I/O zoom. Every change is a move offered to the shell.
 */
final class GoneView extends Widget implements BoardView<GonePosition>, Focusable {
    static final String[] TOOLS = {"Black", "White", "Hole", "Random", "Clear", "Fill", "Copy", "Paste", "Go", "Zoom+", "Zoom-"};
    static final String[] TOOL_KEYS = {"B", "W", "X", "D", "C", "F", "K", "V", "G", "I", "O"};
    private static final int COPY = 6, PASTE = 7, GO = 8, ZOOM_IN = 9;
    private static final float BAR = 30, INFO = 24, GAP = 10;
    private final GlyphLayout measure = new GlyphLayout();
    /** The tool width the labels were chosen for, and their form then: 2 word and key, 1 word, 0 key. */
    private float labelRoom = -1;
    private int labelForm;
    private static final Color FRAME = new Color(0x6b7280ff), GRID = new Color(0x5a606bff);
    private final MoveInput input;
    private final Theme theme;
    private final TextureRegion white;
    private final BitmapFont font;
    private final GoneCanvas[] canvases = {new GoneCanvas(), new GoneCanvas()};
    private GonePosition position;
    private char brush = 'b';
    private int cursorX, cursorY;
    private float zoom = 1, panX, panY;
    /** The round being animated, its remaining time, and the animation's length. */
    private int animRound = -1;
    private float animLeft, animTime = 0.12f;
    private int lastPaintX = -1, lastPaintY = -1;
    private boolean panning;
    private float panFromX, panFromY;
    private final Vector2 probe = new Vector2();
    private String note;
    /** What Copy copied, for a backend without a system clipboard (the headless one). */
    private static String ownClipboard;
    private float noteLeft;

    GoneView(Assets assets, Theme theme, GonePosition position, MoveInput input) {
        this.theme = theme;
        this.input = input;
        this.white = assets.region("white");
        this.font = assets.font("sans", 14);
        this.position = position;
        cursorX = position.board.width / 2;
        cursorY = position.board.height / 2;
        repaint();
        addListener(new InputListener() {
            @Override
            public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
                if (button == Buttons.RIGHT || button == Buttons.MIDDLE) {
                    panning = true;
                    panFromX = x;
                    panFromY = y;
                    return true;
                }
                int tool = toolAt(x, y);
                if (tool >= 0) {
                    runTool(tool);
                    return true;
                }
                lastPaintX = -1;
                touchCell(x, y, true);
                return true;
            }

            @Override
            public void touchDragged(InputEvent event, float x, float y, int pointer) {
                if (panning) {
                    panX += x - panFromX;
                    panY += y - panFromY;
                    panFromX = x;
                    panFromY = y;
                    return;
                }
                if (position.phase == GonePosition.EDIT) touchCell(x, y, false);
            }

            @Override
            public void touchUp(InputEvent event, float x, float y, int pointer, int button) {
                panning = false;
                lastPaintX = -1;
            }

            @Override
            public boolean scrolled(InputEvent event, float x, float y, float amountX, float amountY) {
                zoomAt(amountY < 0 ? 2 : 0.5f, x, y);
                return true;
            }
        });
    }

    // ---- geometry (local coordinates, y up) ----

    private int panels() { return position.challenge ? 2 : 1; }

    /** {left, bottom, width, height} of panel {@code i}'s area. */
    private float[] area(int i) {
        float top = getHeight() - BAR - INFO - 4;
        float w = (getWidth() - GAP * (panels() + 1)) / panels();
        return new float[] {GAP + i * (w + GAP), GAP, Math.max(1, w), Math.max(1, top - GAP)};
    }

    /** The side of a place in pixels. */
    float cell() {
        float[] a = area(0);
        GoneBoard b = position.board;
        return Math.min(a[2] / Math.max(1, b.width), a[3] / Math.max(1, b.height)) * zoom;
    }

    /** {left, top} of panel {@code i}'s board. */
    private float[] origin(int i) {
        float[] a = area(i);
        float c = cell();
        return new float[] {a[0] + a[2] / 2 - position.board.width * c / 2 + panX, a[1] + a[3] / 2 + position.board.height * c / 2 + panY};
    }

    /** {panel, x, y} of the place under a local point, or null. */
    private int[] cellAt(float lx, float ly) {
        for (int i = 0; i < panels(); i++) {
            float[] a = area(i);
            if (lx < a[0] || lx >= a[0] + a[2] || ly < a[1] || ly >= a[1] + a[3]) continue;
            float[] o = origin(i);
            int x = (int) Math.floor((lx - o[0]) / cell()), y = (int) Math.floor((o[1] - ly) / cell());
            return position.board.inside(x, y) ? new int[] {i, x, y} : null;
        }
        return null;
    }

    private float toolWidth() { return (getWidth() - GAP) / TOOLS.length; }

    /** Every tool's label in the longest form that fits all of them: "Random (D)", "Random", or the key alone ("D"). */
    private String toolLabel(int t) {
        float room = toolWidth() - 8;
        if (room != labelRoom) {
            labelRoom = room;
            boolean words = true, keys = true;
            for (int i = 0; i < TOOLS.length; i++) {
                measure.setText(font, TOOLS[i]);
                words &= measure.width <= room;
                measure.setText(font, TOOLS[i] + " (" + TOOL_KEYS[i] + ")");
                keys &= measure.width <= room;
            }
            labelForm = keys ? 2 : words ? 1 : 0;
        }
        return labelForm == 2 ? TOOLS[t] + " (" + TOOL_KEYS[t] + ")" : labelForm == 1 ? TOOLS[t] : TOOL_KEYS[t];
    }

    private int toolAt(float x, float y) {
        if (y < getHeight() - BAR || y > getHeight()) return -1;
        int t = (int) ((x - GAP / 2) / toolWidth());
        return t >= 0 && t < TOOLS.length && toolShown(t) ? t : -1;
    }

    private boolean toolShown(int t) {
        if (t >= ZOOM_IN || t == COPY) return true;
        if (position.phase != GonePosition.EDIT) return false;
        return t != 1 || !position.challenge;
    }

    // ---- the player's actions ----

    private void runTool(int t) {
        switch (t) {
            case 0: brush = 'b'; break;
            case 1: brush = 'w'; break;
            case 2: brush = 'h'; break;
            case 3: offer("random-" + (1 + (int) (Math.random() * 999999))); break;
            case 4: offer("clear"); break;
            case 5: offer("fill"); break;
            case COPY: copyBoard(); break;
            case PASTE: pasteBoard(); break;
            case GO: offer("play"); break;
            case ZOOM_IN: zoomAt(2, getWidth() / 2, getHeight() / 2); break;
            default: zoomAt(0.5f, getWidth() / 2, getHeight() / 2); break;
        }
    }

    /** Copies the board in the grid format to the clipboard (a board file's text). */
    private void copyBoard() {
        String text = position.board.gridText('\n') + "\n";
        ownClipboard = text;
        if (Gdx.app.getClipboard() != null) Gdx.app.getClipboard().setContents(text);
        note("Copied the " + position.board.width + "x" + position.board.height + " board as a grid (B, W, . a place).");
    }

    /** Reads a board file's text (grid or list format) from the clipboard into the editor as one move. */
    private void pasteBoard() {
        String text = Gdx.app.getClipboard() != null ? Gdx.app.getClipboard().getContents() : ownClipboard;
        try {
            GoneFormat.Board b = GoneFormat.parse(text == null ? "" : text, "the clipboard");
            if (b.grid == null) throw new GoneFormatException("the clipboard", 1, "the pebbles are too far apart for a board of at most 512x512");
            offer("board:" + GoneBoard.of(b.grid).gridText('/'));
        } catch (GoneFormatException e) {
            note("Could not paste: " + e.getMessage());
        }
    }

    /** Shows a line of the view's own in place of the info line for a few seconds. */
    private void note(String text) {
        note = text;
        noteLeft = 5;
    }

    private void touchCell(float lx, float ly, boolean click) {
        int[] c = cellAt(lx, ly);
        if (c == null) return;
        cursorX = c[1];
        cursorY = c[2];
        if (position.phase == GonePosition.SEED) {
            if (click) offer(c[1] + "," + c[2]);
            return;
        }
        if (position.phase != GonePosition.EDIT || c[1] == lastPaintX && c[2] == lastPaintY) return;
        lastPaintX = c[1];
        lastPaintY = c[2];
        paintAtCursor(click);
    }

    /** Paints the cursor's place with the brush; a drag skips places that already have the brush's colour. */
    private void paintAtCursor(boolean tellWhenSame) {
        byte v = brush == 'b' ? GoneGrid.BLACK : brush == 'w' ? GoneGrid.WHITE : GoneGrid.HOLE;
        if (!tellWhenSame && position.board.get(cursorX, cursorY) == v) return;
        offer(brush + String.valueOf(cursorX) + "," + cursorY);
    }

    private void offer(String move) {
        input.offer(Collections.singletonList(move));
    }

    private void zoomAt(float factor, float x, float y) {
        float next = Math.max(1, Math.min(64, zoom * factor));
        float f = next / zoom;
        float cx = getWidth() / 2, cy = (getHeight() - BAR - INFO) / 2;
        panX = (panX - (x - cx)) * f + (x - cx);
        panY = (panY - (y - cy)) * f + (y - cy);
        zoom = next;
        if (zoom == 1) panX = panY = 0;
    }

    /** Pans so that the cursor's place is in view. */
    private void followCursor() {
        float[] a = area(0), o = origin(0);
        float c = cell();
        float x = o[0] + cursorX * c, y = o[1] - (cursorY + 1) * c;
        if (x < a[0]) panX += a[0] - x;
        if (x + c > a[0] + a[2]) panX -= x + c - a[0] - a[2];
        if (y < a[1]) panY += a[1] - y;
        if (y + c > a[1] + a[3]) panY -= y + c - a[1] - a[3];
    }

    @Override
    public boolean focusKeyDown(int keycode) {
        GoneBoard b = position.board;
        switch (keycode) {
            case Keys.LEFT: cursorX = Math.max(0, cursorX - 1); break;
            case Keys.RIGHT: cursorX = Math.min(b.width - 1, cursorX + 1); break;
            case Keys.UP: cursorY = Math.max(0, cursorY - 1); break;
            case Keys.DOWN: cursorY = Math.min(b.height - 1, cursorY + 1); break;
            case Keys.SPACE:
            case Keys.ENTER:
                if (position.phase == GonePosition.SEED) offer(cursorX + "," + cursorY);
                else if (position.phase == GonePosition.EDIT) paintAtCursor(true);
                else return false;
                return true;
            default:
                for (int t = 0; t < TOOL_KEYS.length; t++) {
                    if (Keys.valueOf(TOOL_KEYS[t]) == keycode && toolShown(t)) {
                        runTool(t);
                        if (t >= ZOOM_IN) followCursor();
                        return true;
                    }
                }
                return false;
        }
        if (b.width > 0 && b.height > 0) {
            if (lastPaintX >= 0 && position.phase == GonePosition.EDIT) paintAtCursor(false);
            followCursor();
        }
        return true;
    }

    // ---- the seam ----

    @Override
    public Actor actor() { return this; }

    @Override
    public void moved(GonePosition before, String move, GonePosition after) {
        boolean sameBoard = before.board.width == after.board.width && before.board.height == after.board.height;
        position = after;
        if (after.phase == GonePosition.ROUNDS && before.phase == GonePosition.ROUNDS && sameBoard) {
            finishAnimation(); // the last round's ripple, cut short when rounds come faster than it lasts
            for (int i = 0; i < panels(); i++) {
                canvases[i].round(i == 0 ? after.run1 : after.run2, after.round, GoneCanvas.FRESH);
                if (after.isOver()) canvases[i].never(i == 0 ? after.run1 : after.run2);
            }
            animRound = after.round;
            animLeft = animTime;
            return;
        }
        if (!sameBoard) {
            zoom = 1;
            panX = panY = 0;
        }
        if (move.length() > 1 && (move.charAt(0) == 'b' || move.charAt(0) == 'w' || move.charAt(0) == 'h') && move.indexOf(',') > 0 && sameBoard) {
            int[] c = GoneGame.cell(move.substring(1), after.board);
            byte v = after.board.get(c[0], c[1]);
            int colour = v == GoneGrid.HOLE ? GoneCanvas.HOLE : v == GoneGrid.BLACK ? GoneCanvas.BLACK : GoneCanvas.WHITE;
            for (int i = 0; i < panels(); i++) canvases[i].place(c[0], c[1], colour);
            return;
        }
        finishAnimation();
        repaint();
    }

    @Override
    public void snap(GonePosition p) {
        if (p.board.width != position.board.width || p.board.height != position.board.height) {
            zoom = 1;
            panX = panY = 0;
        }
        position = p;
        animRound = -1;
        animLeft = 0;
        cursorX = Math.min(cursorX, Math.max(0, p.board.width - 1));
        cursorY = Math.min(cursorY, Math.max(0, p.board.height - 1));
        repaint();
    }

    private void repaint() {
        for (int i = 0; i < panels(); i++) canvases[i].paint(position, i + 1);
    }

    private void finishAnimation() {
        if (animRound >= 0) {
            for (int i = 0; i < panels(); i++) canvases[i].round(i == 0 ? position.run1 : position.run2, animRound, GoneCanvas.WHITE);
            if (position.isOver()) for (int i = 0; i < panels(); i++) canvases[i].never(i == 0 ? position.run1 : position.run2);
        }
        animRound = -1;
        animLeft = 0;
    }

    @Override
    public boolean isAnimating() { return animLeft > 0; }

    @Override
    public void act(float delta) {
        super.act(delta);
        noteLeft -= delta;
        if (animLeft > 0) {
            animLeft -= delta;
            if (animLeft <= 0) finishAnimation();
        }
    }

    @Override
    public void setSpeedFactor(float factor) { animTime = 0.12f * factor; }

    @Override
    public void showHint(String move) {}

    @Override
    public void setMarks(List<MoveValue> marks) {}

    @Override
    public float[] pointOf(String move) {
        for (int t = 0; t < TOOLS.length; t++) {
            if (move.equals("tool:" + TOOLS[t]) || t == GO && move.equals("play") || t == 4 && move.equals("clear") || t == 5 && move.equals("fill")) {
                return new float[] {GAP / 2 + (t + 0.5f) * toolWidth(), getHeight() - BAR / 2};
            }
        }
        String m = move;
        if (m.length() > 1 && (m.charAt(0) == 'b' || m.charAt(0) == 'w' || m.charAt(0) == 'h')) m = m.substring(1);
        try {
            int[] c = GoneGame.cell(m, position.board);
            int panel = position.challenge && position.phase == GonePosition.SEED && position.toMove() == 2 ? 1 : 0;
            float[] o = origin(panel);
            float s = cell();
            return new float[] {o[0] + (c[0] + 0.5f) * s, o[1] - (c[1] + 0.5f) * s};
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    @Override
    public String layoutNote() {
        if (getStage() == null) return null;
        float[] o = origin(0);
        Vector2 s = localToStageCoordinates(probe.set(o[0], o[1]));
        String board = "gone board " + position.board.width + "x" + position.board.height + " at " + Math.round(s.x) + ","
                + Math.round(getStage().getHeight() - s.y) + " cell " + Math.round(cell() * 100) / 100f;
        Vector2 t = localToStageCoordinates(probe.set(GAP / 2 + toolWidth() / 2, getHeight() - BAR / 2));
        return board + " tools at " + Math.round(t.x) + "," + Math.round(getStage().getHeight() - t.y) + " step " + Math.round(toolWidth() * 100) / 100f;
    }

    /** The line under the tool bar: the editor's brush, the round counter, or the verdict. */
    String info() {
        if (noteLeft > 0) return note;
        GonePosition p = position;
        GoneBoard b = p.board;
        if (p.phase == GonePosition.EDIT) {
            String brushName = brush == 'b' ? "black" : brush == 'w' ? "white" : "hole";
            return b.width + "x" + b.height + ", " + (p.eight ? "8" : "4") + " neighbours. Brush: " + brushName + ". Cursor " + cursorX + "," + cursorY
                    + (p.challenge ? ". Then G: each player places " + p.k + " seeds." : ". G runs the rounds.");
        }
        if (p.phase == GonePosition.SEED) {
            return "Player " + p.toMove() + ": place seed " + (p.seedCount(p.toMove()) + 1) + " of " + p.k + " on a black pebble (click, or cursor and Space).";
        }
        if (!p.isOver()) return "Round " + p.round + (p.challenge ? "" : " (" + p.run1.result.rounds + " until nothing changes)");
        if (p.challenge) return "Player 1: " + GoneGame.verdict(p.run1.result) + ". Player 2: " + GoneGame.verdict(p.run2.result) + ".";
        return "Verdict: " + p.run1.result.rounds + " rounds, " + (p.run1.result.blackRemains ? "black remains (red: never turns)" : "no black remains");
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
        validate();
        Color old = batch.getColor().cpy();
        float left = getX(), bottom = getY();
        for (int t = 0; t < TOOLS.length; t++) {
            if (!toolShown(t)) continue;
            boolean on = t < 3 && brush == "bwh".charAt(t);
            float x = left + GAP / 2 + t * toolWidth() + 2, y = bottom + getHeight() - BAR + 2;
            batch.setColor(on ? theme.buttonDown : theme.button);
            batch.draw(white, x, y, toolWidth() - 4, BAR - 4);
            font.setColor(theme.buttonText);
            font.draw(batch, toolLabel(t), x + 4, y + BAR - 10, toolWidth() - 8, Align.center, false);
        }
        font.setColor(theme.text);
        String info = info();
        // one line under the tool bar: a longer text ends in "…" rather than running into the board
        font.draw(batch, info, left + GAP, bottom + getHeight() - BAR - 6, 0, info.length(), getWidth() - 2 * GAP, Align.left, false, "…");
        float c = cell();
        GoneBoard b = position.board;
        for (int i = 0; i < panels(); i++) {
            float[] a = area(i), o = origin(i);
            if (position.challenge) {
                font.setColor(theme.mutedText);
                String who = "Player " + (i + 1) + (position.phase == GonePosition.ROUNDS ? ": " + GoneGame.verdict((i == 0 ? position.run1 : position.run2).result) : "");
                font.draw(batch, who, left + a[0], bottom + a[1] + a[3] + 2);
            }
            batch.flush();
            if (clipBegin(left + a[0], bottom + a[1], a[2], a[3])) {
                float bx = left + o[0], by = bottom + o[1] - b.height * c;
                float bw = b.width * c, bh = b.height * c;
                // a frame of four strips and an opaque board drawn without blending: software WebGL pays for every pixel blended
                batch.setColor(FRAME);
                batch.draw(white, bx - 3, by - 3, bw + 6, 3);
                batch.draw(white, bx - 3, by + bh, bw + 6, 3);
                batch.draw(white, bx - 3, by, 3, bh);
                batch.draw(white, bx + bw, by, 3, bh);
                batch.setColor(Color.WHITE);
                batch.disableBlending();
                batch.draw(canvases[i].texture(), bx, by, bw, bh);
                batch.enableBlending();
                if (c >= 10) {
                    // grid lines between the places, only where they fit
                    batch.setColor(GRID);
                    float line = c >= 24 ? 2 : 1;
                    for (int gx = 1; gx < b.width; gx++) batch.draw(white, bx + gx * c - line / 2, by, line, b.height * c);
                    for (int gy = 1; gy < b.height; gy++) batch.draw(white, bx, by + gy * c - line / 2, b.width * c, line);
                }
                if (position.phase != GonePosition.ROUNDS && (i == 0 || position.phase == GonePosition.EDIT || position.toMove() == i + 1)) {
                    batch.setColor(theme.cursor);
                    float cx = left + o[0] + cursorX * c, cy = bottom + o[1] - (cursorY + 1) * c, t = Math.max(1, Math.min(3, c / 6));
                    batch.draw(white, cx, cy, c, t);
                    batch.draw(white, cx, cy + c - t, c, t);
                    batch.draw(white, cx, cy, t, c);
                    batch.draw(white, cx + c - t, cy, t, c);
                }
                batch.flush();
                clipEnd();
            }
        }
        batch.setColor(old);
    }
}
