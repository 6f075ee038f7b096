package parlour.gone.view;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Buttons;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.utils.Align;
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
    private static final float GAP = GoneCamera.GAP;
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
    /** The line under the tool bar (see {@link #info}), and each challenger's name and verdict above their board. */
    private final Label infoLine;

    private final Label[] whoLines = new Label[2];
    /** The room above the boards: the tool bar and the lines of words. */
    private float top;
    /** The players as the side panel names them. */
    private PlayerNames names = PlayerNames.NUMBERED;
    /** The round being animated and its remaining time. */
    private int animRound = -1;

    private float animLeft;
    private int lastPaintX = -1, lastPaintY = -1;
    private boolean panning;
    private float panFromX, panFromY;
    /** The panel whose places the marks are being drawn on (a challenge shows two boards). */
    private int markPanel;

    private String note;
    /** What Copy copied, for a backend without a system clipboard (the headless one). */
    private static String ownClipboard;

    private float noteLeft;
    private final GlyphLayout measure = new GlyphLayout();

    public GoneView(Assets assets, Theme theme, GonePosition position, MoveInput input) {
        super(assets, theme);
        this.theme = theme;
        this.input = input;
        this.white = assets.region("white");
        this.font = assets.font("sans", 14);
        this.tools = new GoneToolBar(theme, assets, font, this::runTool);
        for (Button face : tools.faces) addActor(face);
        infoLine = line(theme.text);
        for (int i = 0; i < 2; i++) whoLines[i] = line(theme.mutedText);
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

    /** A line of words that wraps in the room the layout gives it, in the view's font and {@code colour}. */
    private Label line(Color colour) {
        Label l = new Label("", new Label.LabelStyle(font, colour));
        l.setWrap(true);
        l.setAlignment(Align.topLeft);
        l.setTouchable(Touchable.disabled);
        addActor(l);
        return l;
    }

    /** Where the boards lie, for the view's size and position now. */
    private GoneCamera cam() {
        camera.frame(getWidth(), getHeight(), top, position);
        return camera;
    }

    /**
     * The tools in rows along the top, the info line under them as many lines high as its words need (with the cursor
     * at its widest, so that moving it never moves the boards), and over each of a challenge's two boards its player's
     * line. A view too short for a line's words (a phone, the move list open on a small host) leaves it out, the info
     * line first, so that every line shown lies inside the view and the info line never squeezes the boards away.
     */
    @Override
    public void layout() {
        float w = getWidth(), h = getHeight();
        float bar = tools.layout(w, h, position);
        // the panels' widths do not depend on the room above them
        camera.frame(w, h, 0, position);
        float panelWidth = camera.area(0)[2], whoHeight = 0;
        boolean named = panels() == 2;
        if (named) for (int i = 0; i < 2; i++) whoHeight = Math.max(whoHeight, textHeight(who(i + 1), panelWidth));
        named &= bar + 8 + whoHeight + 2 <= h;
        float whoRoom = named ? whoHeight + 2 : 0;
        float textWidth = Math.max(1, w - 2 * GAP);
        GoneBoard b = position.board;
        float infoHeight = Math.max(
                textHeight(info(cursorX, cursorY), textWidth), textHeight(info(b.width - 1, b.height - 1), textWidth));
        // the lines take at most half the room under the tools: the rest is the boards' (the status says what to do)
        boolean room = infoHeight + whoRoom <= (h - bar - 8 - GAP) / 2;
        infoLine.setVisible(room);
        if (!room) infoHeight = 0;
        infoLine.setBounds(GAP, h - bar - 4 - infoHeight, textWidth, infoHeight);
        top = bar + 4 + infoHeight + 4 + whoRoom;
        for (int i = 0; i < 2; i++) {
            whoLines[i].setVisible(named);
            whoLines[i].setBounds(camera.area(i)[0], h - top + 2, panelWidth, whoHeight);
        }
    }

    /** The height {@code text} takes wrapped at {@code width} in the view's font. */
    private float textHeight(String text, float width) {
        measure.setText(font, text, theme.text, width, Align.left, true);
        return measure.height - 2 * font.getDescent();
    }

    /** Shows the lines' words now; a line whose words changed lays the view out again. */
    private void showWords() {
        infoLine.setText(info(cursorX, cursorY));
        if (panels() < 2) return;
        for (int i = 0; i < 2; i++) whoLines[i].setText(who(i + 1));
    }

    /** A challenger's line over their board: their name, and their board's verdict once the rounds are over. */
    private String who(int player) {
        String name = names.name(player);
        if (!position.isOver()) return name;
        return name + ": " + GoneGame.verdict((player == 1 ? position.run1 : position.run2).result);
    }

    @Override
    public void setPlayerNames(PlayerNames names) {
        this.names = names;
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
        note(t("Copied the {0}x{1} board as a grid (B, W, . a place).", position.board.width, position.board.height));
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
            note(t("Could not paste: {0}", e.getMessage()));
        }
    }

    /** Shows a line of the view's own in place of the info line for a few seconds. */
    private void note(String text) {
        note = text;
        noteLeft = 5;
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
        noteLeft = 0; // a note ("Copied…") was about the board snapped away from: a new game's or an undone one
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
        noteLeft -= delta;
        showWords();
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

    /** The line under the tool bar with the cursor at (cx, cy): the editor's brush, the round counter, or the verdict. */
    private String info(int cx, int cy) {
        if (noteLeft > 0) return note;
        GonePosition p = position;
        GoneBoard b = p.board;
        if (p.phase == GonePosition.EDIT) {
            String brushName = brush == 'b' ? t("black") : brush == 'w' ? t("white") : t("hole");
            int n = p.eight ? 8 : 4;
            return p.challenge
                    ? t(
                            "{0}x{1}, {2} neighbours. Brush: {3}. Cursor {4},{5}. Then G: each player places {6}"
                                    + " {6|seeds|seeds}.",
                            b.width, b.height, n, brushName, cx, cy, p.k)
                    : t(
                            "{0}x{1}, {2} neighbours. Brush: {3}. Cursor {4},{5}. G runs the rounds.",
                            b.width, b.height, n, brushName, cx, cy);
        }
        if (p.phase == GonePosition.SEED) {
            return t(
                    "{0}: place seed {1} of {2} on a black pebble (click, or cursor and Space).",
                    names.name(p.toMove()), p.seedCount(p.toMove()) + 1, p.k);
        }
        // a challenge's verdicts are over its boards
        if (p.challenge) return t("Round {0}", p.round);
        if (!p.isOver()) return t("Round {0} ({1} until nothing changes)", p.round, p.run1.result.rounds);
        int rounds = p.run1.result.rounds;
        return p.run1.result.blackRemains
                ? t("Verdict: {0} {0|rounds|rounds}, black remains (red: never turns)", rounds)
                : t("Verdict: {0} {0|rounds|rounds}, no black remains", rounds);
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
