package parlour.board;

import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.scenes.scene2d.Actor;

/**
 * A board view's zoom, as the view uses it: {@link #NONE} until a touch screen's shell hands the view a
 * {@link Maker}, whose code the web fetches apart (only a touch screen needs it, and not before the first frame).
 */
public interface Zoom {
    /** The least distance between neighbouring places a finger hits reliably, in CSS pixels (stage units on the web). */
    float FINGER = 36;

    /** Starts drawing the board zoomed and cut to its frame; returns whether {@link #end} must follow. */
    boolean begin(Batch batch);

    /** Ends what {@link #begin} started. */
    void end(Batch batch);

    /** Whether a point in the board's local coordinates lies inside its frame (a zoomed board is cut to it). */
    boolean covers(float x, float y);

    /** Whether a touch at a local point belongs to the board: anywhere on a zoomed board, a place on a zoomable one. */
    boolean takesPress(float x, float y);

    /** Keeps the frame filled after a resize; a board that no longer needs zoom shows whole. */
    void act();

    /**
     * Pans a zoomed board so that a place stays in view: the keyboard cursor's, or where a move acts ({@code a1-b1}
     * and {@code a1xb2} name their last place that the board has).
     */
    void follow(String place);

    /** Back to the whole board. */
    void reset();

    /** No zoom: the whole board, always. */
    Zoom NONE = new Zoom() {
        @Override
        public boolean begin(Batch batch) {
            return false;
        }

        @Override
        public void end(Batch batch) {}

        @Override
        public boolean covers(float x, float y) {
            return true;
        }

        @Override
        public boolean takesPress(float x, float y) {
            return false;
        }

        @Override
        public void act() {}

        @Override
        public void follow(String place) {}

        @Override
        public void reset() {}
    };

    /** How a board zooms; points are in its frame: the actor's coordinates as laid out, before any zoom. */
    interface Lens {
        /** The zoom: 1 while the whole board shows. */
        float scale();

        /** The distance between neighbouring places while the whole board shows. */
        float wholeSpacing();

        /** Zooms by {@code factor} keeping the board's place under (x, y) there, within the lens's bounds. */
        void zoomAt(float factor, float x, float y);

        void pan(float dx, float dy);

        /** Back to the whole board. */
        void reset();
    }

    /** Makes zooms for a touch screen (the code fetched apart), or none ({@link #WHOLE}). */
    interface Maker {
        /** The zoom of a board drawn in one piece: {@code board}, {@code view}'s actor, scaled whole. */
        Zoom scaled(Actor board, BoardView<?> view, MarkLayer.Places places);

        /** The finger gestures on {@code board}, {@code view}'s actor, for a board with a lens (a camera) of its own. */
        void gestures(Actor board, BoardView<?> view, Lens lens);

        /**
         * A screen with a mouse's: boards shown whole, no finger gestures. Being a second maker in the program, it also
         * keeps the web compiler from folding the touch screen's maker into the boards' code, which would bring the
         * gestures into every board's first frame rather than the zoom's own fetch.
         */
        Maker WHOLE = new Maker() {
            @Override
            public Zoom scaled(Actor board, BoardView<?> view, MarkLayer.Places places) {
                return NONE;
            }

            @Override
            public void gestures(Actor board, BoardView<?> view, Lens lens) {}
        };
    }
}
