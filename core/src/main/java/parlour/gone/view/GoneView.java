package parlour.gone.view;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Buttons;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import parlour.board.BoardWidget;
import parlour.board.LayoutNote;
import parlour.board.MoveInput;
import parlour.board.Zoom;
import parlour.game.MoveValue;
import parlour.game.PlayerNames;
import parlour.gone.GoneBoard;
import parlour.gone.GoneFormat;
import parlour.gone.GoneFormatException;
import parlour.gone.GoneGame;
import parlour.gone.GoneGrid;
import parlour.gone.GonePosition;
import parlour.ui.Assets;
import parlour.ui.Theme;

/**
 * Gone's board: a tool bar (brushes, random, clear, fill, go, zoom), lines of words for the editor, the round
 * counter and the verdict (wrapped, never cut), and one board (the editor, also a challenge's) or two side by side (a
 * challenge's seeds and rounds, each under its player's name), each one texture. Paint by dragging or with the cursor
 * keys and Space; middle-drag, two fingers or the arrow keys past the edge pan, the wheel, a pinch, a double tap and
 * I/O zoom (the fingers' gestures are the shared ones, on this view's camera). Every change is a move offered to the
 * shell.
 */
public final class GoneView extends BoardWidget<GonePosition> {
    /** How long a round's ripple lasts at the normal speed, in seconds. */
    private static final float ANIMATION_SECONDS = 0.12f;

    private static final Color FRAME = new Color(0x6b7280ff), GRID = new Color(0x5a606bff);
    private final MoveInput input;
    private final Theme theme;
    private final TextureRegion white;
    private final BitmapFont font;
    private final GoneCanvas[] canvases = {new GoneCanvas(), new GoneCanvas()};
    private final PebbleShader pebbles = new PebbleShader();
    private GonePosition position;
    private char brush = 'b';
    private int cursorX, cursorY;
    private final GoneCamera camera = new GoneCamera();
    private final GoneToolBar tools;
    private final GoneLines lines;
    /** The room above the boards: the tool bar and the lines of words. */
    private float top;
    /** The round being animated and its remaining time. */
    private int animRound = -1;

    private float animLeft;
    private int lastPaintX = -1, lastPaintY = -1;
    private boolean panning;
    private float panFromX, panFromY;
    /** The panel whose places the marks are being drawn on (a challenge shows two boards). */
    private int markPanel;

    /** What Copy copied, for a backend without a system clipboard (the headless one). */
    private static String ownClipboard;

    public GoneView(Assets assets, Theme theme, GonePosition position, MoveInput input) {
        super(assets, theme);
        this.theme = theme;
        this.input = input;
        this.white = assets.region("white");
        this.font = assets.font("sans", 14);
        this.tools = new GoneToolBar(theme, assets, font, this::runTool);
        for (Button face : tools.faces) addActor(face);
        lines = new GoneLines(theme, font, this);
        this.position = position;
        cursorX = position.board.width / 2;
        cursorY = position.board.height / 2;
        repaint();
        addListener(new InputListener() {
            @Override
            public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
                // a tool takes its own press
                if (event.getTarget() != GoneView.this) return false;
                // the right button draws the player's own marks (the game screen takes it first)
                if (button == Buttons.MIDDLE) {
                    panning = true;
                    panFromX = x;
                    panFromY = y;
                    return true;
                }
                lastPaintX = -1;
                touchCell(x, y, true);
                return true;
            }

            @Override
            public void touchDragged(InputEvent event, float x, float y, int pointer) {
                if (panning) {
                    camera.pan(x - panFromX, y - panFromY);
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
                cam().zoomAt(amountY < 0 ? 2 : 0.5f, x, y);
                return true;
            }
        });
    }

    /** Where the boards lie, for the view's size and position now. */
    private GoneCamera cam() {
        camera.frame(getWidth(), getHeight(), top, position);
        return camera;
    }

    /** The tools in rows along the top, the lines of words under them ({@link GoneLines}), then the boards. */
    @Override
    public void layout() {
        float w = getWidth(), h = getHeight();
        top = lines.layout(w, h, tools.layout(w, h, position), camera, position, brush, cursorX, cursorY);
    }

    @Override
    public void setPlayerNames(PlayerNames names) {
        lines.setPlayerNames(names);
    }

    /** The boards shown: a challenge's two once its board is edited, whose copies are the same while it is. */
    private int panels() {
        return GoneCamera.panels(position);
    }

    // ---- the player's actions ----

    private void runTool(int t) {
        switch (t) {
            case GoneToolBar.BLACK:
                brush = 'b';
                break;
            case GoneToolBar.WHITE:
                brush = 'w';
                break;
            case GoneToolBar.HOLE:
                brush = 'h';
                break;
            case GoneToolBar.RANDOM:
                offer("random-" + (1 + (int) (Math.random() * 999999)));
                break;
            case GoneToolBar.CLEAR:
                offer("clear");
                break;
            case GoneToolBar.FILL:
                offer("fill");
                break;
            case GoneToolBar.COPY:
                copyBoard();
                break;
            case GoneToolBar.PASTE:
                pasteBoard();
                break;
            case GoneToolBar.GO:
                offer("play");
                break;
            case GoneToolBar.ZOOM_IN:
                cam().zoomAt(2, getWidth() / 2, getHeight() / 2);
                break;
            default:
                cam().zoomAt(0.5f, getWidth() / 2, getHeight() / 2);
                break;
        }
    }

    /** Copies the board in the grid format to the clipboard (a board file's text). */
    private void copyBoard() {
        String text = position.board.gridText('\n') + "\n";
        ownClipboard = text;
        if (Gdx.app.getClipboard() != null) Gdx.app.getClipboard().setContents(text);
        lines.note(t(
                "Copied the {0}x{1} board as a grid (B, W, . a place).", position.board.width, position.board.height));
    }

    /** Reads a board file's text (grid or list format) from the clipboard into the editor as one move. */
    private void pasteBoard() {
        String text = Gdx.app.getClipboard() != null ? Gdx.app.getClipboard().getContents() : ownClipboard;
        try {
            GoneFormat.Board b = GoneFormat.parse(text == null ? "" : text, t("the clipboard"));
            if (b.grid == null)
                throw new GoneFormatException(
                        t("the clipboard"), 1, t("the pebbles are too far apart for a board of at most 512x512"));
            offer("board:" + GoneBoard.of(b.grid).gridText('/'));
        } catch (GoneFormatException e) {
            lines.note(t("Could not paste: {0}", e.getMessage()));
        }
    }

    @Override
    public boolean pressStartsSomething(float x, float y) {
        Actor hit = hit(x, y, true);
        return hit != null && hit != this || cam().cellAt(x, y) != null;
    }

    private void touchCell(float lx, float ly, boolean click) {
        int[] c = cam().cellAt(lx, ly);
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

    @Override
    public boolean focusKeyDown(int keycode) {
        GoneBoard b = position.board;
        switch (keycode) {
            case Keys.LEFT:
                cursorX = Math.max(0, cursorX - 1);
                break;
            case Keys.RIGHT:
                cursorX = Math.min(b.width - 1, cursorX + 1);
                break;
            case Keys.UP:
                cursorY = Math.max(0, cursorY - 1);
                break;
            case Keys.DOWN:
                cursorY = Math.min(b.height - 1, cursorY + 1);
                break;
            case Keys.SPACE:
            case Keys.ENTER:
                if (position.phase == GonePosition.SEED) offer(cursorX + "," + cursorY);
                else if (position.phase == GonePosition.EDIT) paintAtCursor(true);
                else return false;
                return true;
            default:
                int t = GoneToolBar.forKey(keycode, position);
                if (t < 0) return false;
                runTool(t);
                if (t >= GoneToolBar.ZOOM_IN) cam().follow(cursorX, cursorY);
                return true;
        }
        if (b.width > 0 && b.height > 0) {
            if (lastPaintX >= 0 && position.phase == GonePosition.EDIT) paintAtCursor(false);
            cam().follow(cursorX, cursorY);
        }
        return true;
    }

    /** A brush's key says the brush; the other tools' moves are said as moves. */
    @Override
    public String keyWords(int keycode) {
        int t = GoneToolBar.forKey(keycode, position);
        return t < 0 ? null : GoneToolBar.keyWords(t);
    }

    /** The tools, after the board in the Tab order and on the page for a screen reader. */
    @Override
    public List<Actor> tools() {
        return Arrays.asList((Actor[]) tools.faces);
    }

    // ---- the seam ----

    @Override
    public void dispose() {
        for (GoneCanvas c : canvases) c.dispose();
        pebbles.dispose();
    }

    @Override
    public void moved(GonePosition before, String move, GonePosition after) {
        boolean sameBoard = before.board.width == after.board.width && before.board.height == after.board.height;
        position = after;
        // the tools and lines a phase shows
        invalidate();
        if (after.phase == GonePosition.ROUNDS && before.phase == GonePosition.ROUNDS && sameBoard) {
            finishAnimation(); // the last round's ripple, cut short when rounds come faster than it lasts
            for (int i = 0; i < panels(); i++) {
                canvases[i].round(i == 0 ? after.run1 : after.run2, after.round, GoneCanvas.FRESH);
                if (after.isOver()) canvases[i].never(i == 0 ? after.run1 : after.run2);
            }
            animRound = after.round;
            animLeft = ANIMATION_SECONDS * speed();
            return;
        }
        if (!sameBoard) {
            camera.reset();
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

    @Override
    public void snap(GonePosition p) {
        if (p.board.width != position.board.width || p.board.height != position.board.height) {
            camera.reset();
        }
        position = p;
        invalidate();
        lines.dropNote();
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
            for (int i = 0; i < panels(); i++)
                canvases[i].round(i == 0 ? position.run1 : position.run2, animRound, GoneCanvas.WHITE);
            if (position.isOver())
                for (int i = 0; i < panels(); i++) canvases[i].never(i == 0 ? position.run1 : position.run2);
        }
        animRound = -1;
        animLeft = 0;
    }

    @Override
    public boolean isAnimating() {
        return animLeft > 0;
    }

    @Override
    public void act(float delta) {
        super.act(delta);
        lines.act(delta);
        lines.show(position, brush, cursorX, cursorY);
        if (animLeft > 0) {
            animLeft -= delta;
            if (animLeft <= 0) finishAnimation();
        }
    }

    @Override
    public void setZoom(Zoom.Maker maker) {
        maker.gestures(this, this, camera);
    }

    /** A finger on a place paints or plays it, on a tool presses it: only one put elsewhere pans a zoomed board. */
    @Override
    public boolean dragsFrom(float x, float y) {
        return pressStartsSomething(x, y);
    }

    @Override
    public void setKeysShown(boolean shown) {
        tools.setKeysShown(shown);
        invalidate();
    }

    @Override
    public void setMarks(List<MoveValue> marks) {}

    @Override
    public float[] pointOf(String move) {
        int tool = GoneToolBar.named(move);
        if (tool >= 0) return tools.centre(tool);
        String m = move;
        if (m.length() > 1 && (m.charAt(0) == 'b' || m.charAt(0) == 'w' || m.charAt(0) == 'h')) m = m.substring(1);
        try {
            int[] c = GoneGame.cell(m, position.board);
            int panel = position.challenge && position.phase == GonePosition.SEED && position.toMove() == 2 ? 1 : 0;
            float[] o = cam().origin(panel);
            float s = camera.cell();
            return new float[] {o[0] + (c[0] + 0.5f) * s, o[1] - (c[1] + 0.5f) * s};
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The first board's place 0,0 and the first tool shown, with the distance from each to the next. */
    @Override
    protected void noteLayout(LayoutNote note) {
        float[] o = cam().origin(0);
        float cell = camera.cell();
        note.board("gone").size(position.board.width, position.board.height);
        note.at("0,0", o[0] + cell / 2, o[1] - cell / 2).step(cell);
        float[] first = null;
        for (int i = 0; first == null; i++) first = tools.centre(i);
        note.at("tools", first[0], first[1]).step(tools.toolWidth());
    }

    /** The place under the point, on either board of a challenge, as x,y. */
    @Override
    public String placeAt(float x, float y) {
        int[] c = cam().cellAt(x, y);
        return c == null ? null : c[1] + "," + c[2];
    }

    @Override
    public String cursorPlace() {
        return cursorX + "," + cursorY;
    }

    /** A place as x,y from 0 at the top left. */
    @Override
    public float[] placeCentre(String place) {
        float[] a = placeArea(place);
        return a == null ? null : new float[] {a[0] + a[2] / 2, a[1] + a[3] / 2};
    }

    @Override
    public float[] placeArea(String area) {
        int[] c = placeNamed(name -> GoneGame.cell(name, position.board), area);
        if (c == null) return null;
        float[] o = cam().origin(markPanel);
        float s = camera.cell();
        return new float[] {o[0] + c[0] * s, o[1] - (c[1] + 1) * s, s, s};
    }

    @Override
    public float placeStep() {
        return camera.cell();
    }

    @Override
    protected void drawBoard(Batch batch, float parentAlpha) {
        validate();
        Color old = batch.getColor().cpy();
        float left = getX(), bottom = getY();
        tools.brush = brush;
        drawChildren(batch, parentAlpha);
        float c = cam().cell();
        GoneBoard b = position.board;
        for (int i = 0; i < panels(); i++) {
            float[] a = camera.area(i), o = camera.origin(i);
            batch.flush();
            if (clipBegin(left + a[0], bottom + a[1], a[2], a[3])) {
                float bx = left + o[0], by = bottom + o[1] - b.height * c;
                float bw = b.width * c, bh = b.height * c;
                // a frame of four strips and an opaque board drawn without blending: software WebGL pays for every
                // pixel blended
                batch.setColor(FRAME);
                batch.draw(white, bx - 3, by - 3, bw + 6, 3);
                batch.draw(white, bx - 3, by + bh, bw + 6, 3);
                batch.draw(white, bx - 3, by, 3, bh);
                batch.draw(white, bx + bw, by, 3, bh);
                batch.setColor(Color.WHITE);
                batch.disableBlending();
                boolean round = pebbles.shows(c);
                if (round) pebbles.draw(batch, canvases[i].texture(), bx, by, b.width, b.height, c);
                else batch.draw(canvases[i].texture(), bx, by, bw, bh);
                batch.enableBlending();
                if (c >= 10 && !round) {
                    // grid lines between the places, only where they fit
                    batch.setColor(GRID);
                    float line = c >= 24 ? 2 : 1;
                    for (int gx = 1; gx < b.width; gx++)
                        batch.draw(white, bx + gx * c - line / 2, by, line, b.height * c);
                    for (int gy = 1; gy < b.height; gy++)
                        batch.draw(white, bx, by + gy * c - line / 2, b.width * c, line);
                }
                if (position.phase != GonePosition.ROUNDS
                        && (i == 0 || position.phase == GonePosition.EDIT || position.toMove() == i + 1)) {
                    batch.setColor(theme.cursor);
                    float cx = left + o[0] + cursorX * c,
                            cy = bottom + o[1] - (cursorY + 1) * c,
                            t = Math.max(1, Math.min(3, c / 6));
                    batch.draw(white, cx, cy, c, t);
                    batch.draw(white, cx, cy + c - t, c, t);
                    batch.draw(white, cx, cy, t, c);
                    batch.draw(white, cx + c - t, cy, t, c);
                }
                markPanel = i;
                drawPageMarks(batch, parentAlpha, left, bottom);
                batch.flush();
                clipEnd();
            }
        }
        tools.drawTip(batch, left, bottom, getWidth());
        batch.setColor(old);
    }
}
