package parlour.board;

import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.WidgetGroup;
import java.util.List;
import parlour.match.Mark;
import parlour.ui.Assets;
import parlour.ui.Focusable;
import parlour.ui.Theme;

/**
 * What every game's board widget shares, so that each view keeps only its geometry, painting and input: the zoom
 * (drawn through, hit inside its frame, kept filled), the page's marks over the board, the hint and its pulse, the
 * animations' speed and the layout note's one format. A group, so that a board with widgets of its own (Gone's tool
 * bar) lays them out; it draws its children itself ({@link #drawBoard}).
 */
public abstract class BoardWidget<P> extends WidgetGroup implements BoardView<P>, Focusable, MarkLayer.Places {
    /** Reads a place's name as the game's notation does, refusing a name the board has not. */
    protected interface PlaceReader {
        int[] read(String name);
    }

    /** The zoom the view draws through: none until a touch screen's shell hands it one. */
    protected Zoom zoom = Zoom.NONE;

    private final MarkLayer pageMarks;
    private float speed = 1;
    private String hint;
    private float hintAge;

    protected BoardWidget(Assets assets, Theme theme) {
        setTransform(false);
        pageMarks = new MarkLayer(assets, theme);
    }

    @Override
    public final Actor actor() {
        return this;
    }

    /** Draws the board itself, through the zoom. */
    protected abstract void drawBoard(Batch batch, float parentAlpha);

    /** The layout note's parts: the board's first place, then its tools ({@link #layoutNote}). */
    protected abstract void noteLayout(LayoutNote note);

    @Override
    public final void draw(Batch batch, float parentAlpha) {
        boolean zoomed = zoom.begin(batch);
        drawBoard(batch, parentAlpha);
        if (zoomed) zoom.end(batch);
    }

    /** A zoomed board is hit only inside its frame. */
    @Override
    public Actor hit(float x, float y, boolean touchable) {
        return zoom.covers(x, y) ? super.hit(x, y, touchable) : null;
    }

    /** The board scaled whole: a view with a camera of its own gives the gestures that instead. */
    @Override
    public void setZoom(Zoom.Maker maker) {
        zoom = maker.scaled(this, this, this);
    }

    @Override
    public void act(float delta) {
        super.act(delta);
        hintAge += delta;
        if (hint != null && hintAge > hintSeconds()) hint = null;
        zoom.act();
    }

    // ---- the page's marks ----

    @Override
    public final void showMarks(List<Mark> shown) {
        pageMarks.show(shown);
    }

    /** Draws the page's marks over the board at (x0, y0), where {@link #placeCentre} and {@link #placeArea} say. */
    protected final void drawPageMarks(Batch batch, float parentAlpha, float x0, float y0) {
        pageMarks.draw(batch, parentAlpha, x0, y0, this);
    }

    /** What {@code reader} reads in a place's name, or null where the notation names no place of this board there. */
    protected static int[] placeNamed(PlaceReader reader, String name) {
        try {
            return reader.read(name);
        } catch (IllegalArgumentException notAPlace) {
            return null;
        }
    }

    // ---- the hint ----

    @Override
    public void showHint(String move) {
        hint = move;
        hintAge = 0;
    }

    /** The hinted move, or null: none shown, or its time is up. */
    protected final String hint() {
        return hint;
    }

    /** Clears the hint (a new position). */
    protected final void clearHint() {
        hint = null;
    }

    /** How long a hint shows, in seconds; it goes sooner when the shell clears it (a move). */
    protected float hintSeconds() {
        return 6;
    }

    @Override
    public boolean moves() {
        return isAnimating() || hint != null;
    }

    /** The hint's opacity now: every board's hint pulses alike. */
    protected final float hintPulse() {
        return 0.55f + 0.45f * (float) Math.sin(hintAge * 6);
    }

    // ---- the animations' speed ----

    @Override
    public final void setSpeedFactor(float factor) {
        speed = factor;
    }

    /** How the animations' lengths scale: 1 as designed, 0 for no animation. */
    protected final float speed() {
        return speed;
    }

    // ---- the layout note ----

    @Override
    public final String layoutNote() {
        if (getStage() == null) return null;
        LayoutNote note = new LayoutNote(this);
        noteLayout(note);
        return note.toString();
    }
}
