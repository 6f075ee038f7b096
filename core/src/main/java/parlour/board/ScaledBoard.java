package parlour.board;

import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.scenes.scene2d.Actor;

/**
 * The lens of a board drawn in one piece: the whole actor scaled inside its own frame, so that its marks, highlights
 * and animations zoom with it, and input and stage coordinates follow (scene2d maps them through the actor's scale).
 * It never shows less than the frame filled by the board, and keeps the place a key or a move acts on in view.
 */
final class ScaledBoard implements Zoom, Zoom.Lens {
    private final Actor board;
    private final BoardView<?> view;
    private final MarkLayer.Places places;
    private final BoardZoom gestures;
    /** The zoom, and where the board's local origin lies in its frame: frame point = (tx, ty) + local * scale. */
    private float scale = 1, tx, ty;

    private final Matrix4 before = new Matrix4(), zoomed = new Matrix4();

    /** Zoom for {@code board}, which is {@code view}'s actor and finds its places through {@code places}. */
    ScaledBoard(Actor board, BoardView<?> view, MarkLayer.Places places) {
        this.board = board;
        this.view = view;
        this.places = places;
        gestures = new BoardZoom(board, view, this);
    }

    @Override
    public float scale() {
        return scale;
    }

    @Override
    public float wholeSpacing() {
        return places.placeSpacing();
    }

    @Override
    public void reset() {
        scale = 1;
        tx = ty = 0;
        apply();
    }

    /** Never below the whole board, nor above places three fingers apart. */
    @Override
    public void zoomAt(float factor, float fx, float fy) {
        float localX = (fx - tx) / scale, localY = (fy - ty) / scale;
        scale = Math.max(1, Math.min(Math.max(2, 3 * FINGER / Math.max(1, wholeSpacing())), scale * factor));
        tx = fx - localX * scale;
        ty = fy - localY * scale;
        apply();
    }

    @Override
    public void pan(float dx, float dy) {
        tx += dx;
        ty += dy;
        apply();
    }

    /** Keeps the frame filled, and tells the actor its scale (input and stage coordinates follow it). */
    private void apply() {
        float w = board.getWidth(), h = board.getHeight();
        tx = Math.max(w * (1 - scale), Math.min(0, tx));
        ty = Math.max(h * (1 - scale), Math.min(0, ty));
        // scene2d's mapping: frame point = origin + (local - origin) * scale
        if (scale == 1) board.setOrigin(0, 0);
        else board.setOrigin(tx / (1 - scale), ty / (1 - scale));
        board.setScale(scale);
    }

    @Override
    public boolean covers(float x, float y) {
        float fx = tx + x * scale, fy = ty + y * scale;
        return fx >= 0 && fy >= 0 && fx < board.getWidth() && fy < board.getHeight();
    }

    @Override
    public boolean takesPress(float x, float y) {
        return gestures.active() && covers(x, y) && (scale > 1 || view.placeAt(x, y) != null);
    }

    @Override
    public boolean begin(Batch batch) {
        if (scale == 1) return false;
        batch.flush();
        if (!board.clipBegin(board.getX(), board.getY(), board.getWidth(), board.getHeight())) return false;
        before.set(batch.getTransformMatrix());
        zoomed.set(before)
                .translate(board.getX() + tx, board.getY() + ty, 0)
                .scale(scale, scale, 1)
                .translate(-board.getX(), -board.getY(), 0);
        batch.setTransformMatrix(zoomed);
        return true;
    }

    @Override
    public void end(Batch batch) {
        batch.setTransformMatrix(before);
        batch.flush();
        board.clipEnd();
    }

    @Override
    public void act() {
        if (scale == 1) return;
        if (gestures.active()) apply();
        else reset();
    }

    @Override
    public void follow(String place) {
        if (scale == 1 || place == null) return;
        float[] c = null;
        int from = 0;
        for (int i = 0; i <= place.length(); i++) {
            if (i < place.length() && place.charAt(i) != '-' && place.charAt(i) != 'x' && place.charAt(i) != ' ')
                continue;
            float[] found = i > from ? places.placeCentre(place.substring(from, i)) : null;
            if (found != null) c = found;
            from = i + 1;
        }
        if (c == null) return;
        float margin = Math.min(FINGER, board.getWidth() / 4), fx = tx + c[0] * scale, fy = ty + c[1] * scale;
        if (fx < margin) tx += margin - fx;
        if (fx > board.getWidth() - margin) tx -= fx - board.getWidth() + margin;
        if (fy < margin) ty += margin - fy;
        if (fy > board.getHeight() - margin) ty -= fy - board.getHeight() + margin;
        apply();
    }
}
