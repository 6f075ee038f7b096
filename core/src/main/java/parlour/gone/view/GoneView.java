package parlour.gone.view;

import static parlour.words.Tr.t;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import java.util.Arrays;
import java.util.List;
import parlour.board.BoardWidget;
import parlour.board.LayoutNote;
import parlour.board.MoveInput;
import parlour.board.Zoom;
import parlour.game.MoveValue;
import parlour.game.PlayerNames;
import parlour.gone.GoneBoard;
import parlour.gone.GoneGame;
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
    private final Theme theme;
    private final TextureRegion white;
    private final BitmapFont font;
    private final GoneBoards boards;
    private GonePosition position;
    private final GoneHands hands;
    /** Where the boards lie (see {@link #cam}); the pointer's pan moves it as it is. */
    final GoneCamera camera = new GoneCamera();

    private final GoneToolBar tools;
    private final GoneLines lines;
    /** The room above the boards: the tool bar and the lines of words. */
    private float top;
    /** The panel whose places the marks are being drawn on (a challenge shows two boards). */
    private int markPanel;

    public GoneView(Assets assets, Theme theme, GonePosition position, MoveInput input) {
        super(assets, theme);
        this.theme = theme;
        this.white = assets.region("white");
        this.font = assets.font("sans", 14);
        this.hands = new GoneHands(this, input, position);
        this.tools = new GoneToolBar(theme, assets, font, hands::runTool);
        for (Button face : tools.faces) addActor(face);
        lines = new GoneLines(theme, font, this);
        this.position = position;
        boards = new GoneBoards(white, position);
    }

    /** Where the boards lie, for the view's size and position now. */
    GoneCamera cam() {
        camera.frame(getWidth(), getHeight(), top, position);
        return camera;
    }

    /** The tools in rows along the top, the lines of words under them ({@link GoneLines}), then the boards. */
    @Override
    public void layout() {
        float w = getWidth(), h = getHeight();
        top = lines.layout(
                w, h, tools.layout(w, h, position), camera, position, hands.brush, hands.cursorX, hands.cursorY);
    }

    @Override
    public void setPlayerNames(PlayerNames names) {
        lines.setPlayerNames(names);
    }

    /** The boards shown: a challenge's two once its board is edited, whose copies are the same while it is. */
    private int panels() {
        return GoneCamera.panels(position);
    }

    @Override
    public boolean focusKeyDown(int keycode) {
        return hands.keyDown(keycode);
    }

    /** The position shown. */
    GonePosition position() {
        return position;
    }

    /** Says {@code text} in the editor's lines. */
    void note(String text) {
        lines.note(text);
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
        boards.dispose();
    }

    @Override
    public void moved(GonePosition before, String move, GonePosition after) {
        boolean sameBoard = before.board.width == after.board.width && before.board.height == after.board.height;
        position = after;
        // the tools and lines a phase shows
        invalidate();
        if (!sameBoard) camera.reset();
        boards.moved(before, move, after, sameBoard, speed());
    }

    @Override
    public void snap(GonePosition p) {
        if (p.board.width != position.board.width || p.board.height != position.board.height) {
            camera.reset();
        }
        position = p;
        invalidate();
        lines.dropNote();
        hands.snap(p);
        boards.snap(p);
    }

    @Override
    public boolean isAnimating() {
        return boards.isAnimating();
    }

    @Override
    public void act(float delta) {
        super.act(delta);
        lines.act(delta);
        lines.show(position, hands.brush, hands.cursorX, hands.cursorY);
        boards.act(delta);
    }

    @Override
    public void setZoom(Zoom.Maker maker) {
        maker.gestures(this, this, camera);
    }

    @Override
    public boolean pressStartsSomething(float x, float y) {
        Actor hit = hit(x, y, true);
        return hit != null && hit != this || cam().cellAt(x, y) != null;
    }

    /** A finger on a place paints or plays it, on a tool presses it: only one put elsewhere pans a zoomed board. */
    @Override
    public boolean dragsFrom(float x, float y) {
        return pressStartsSomething(x, y);
    }

    @Override
    public void setKeysShown(boolean shown) {
        tools.setKeysShown(shown);
        lines.setKeysShown(shown);
        invalidate();
    }

    /** The tool tip drawn now below its tool ("Copy (K)"), or null: where the mouse points at a tool, for tests. */
    public String shownTip() {
        int t = tools.tipTool();
        return t < 0 ? null : GoneToolBar.tip(t);
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

    /** Where board {@code i} (a challenge's second is 1) is drawn: {left, bottom, width, height} in the view. */
    public float[] panelArea(int i) {
        return cam().area(i);
    }

    /** The place under the point, on either board of a challenge, as x,y. */
    @Override
    public String placeAt(float x, float y) {
        int[] c = cam().cellAt(x, y);
        return c == null ? null : c[1] + "," + c[2];
    }

    @Override
    public String cursorPlace() {
        return hands.cursorX + "," + hands.cursorY;
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
        tools.brush = hands.brush;
        drawChildren(batch, parentAlpha);
        float c = cam().cell();
        GoneBoard b = position.board;
        for (int i = 0; i < panels(); i++) {
            float[] a = camera.area(i), o = camera.origin(i);
            batch.flush();
            if (clipBegin(left + a[0], bottom + a[1], a[2], a[3])) {
                boards.draw(batch, i, left + o[0], bottom + o[1] - b.height * c, c);
                if (position.phase != GonePosition.ROUNDS
                        && (i == 0 || position.phase == GonePosition.EDIT || position.toMove() == i + 1)) {
                    batch.setColor(theme.cursor);
                    float cx = left + o[0] + hands.cursorX * c,
                            cy = bottom + o[1] - (hands.cursorY + 1) * c,
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
