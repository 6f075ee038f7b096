package parlour.ui;

import com.badlogic.gdx.scenes.scene2d.Actor;

/**
 * Where a non-modal window (help, the move list) sits beside a game instead of over it, so that the board
 * and every control stay visible and usable: a column at the left of a landscape stage (the side panel
 * keeps its place at the right), a band at the bottom of a portrait one.
 */
public final class Dock {
    /** The narrowest column a window reads well in. */
    private static final float MIN_COLUMN = 170;

    private Dock() {}

    /** Sizes and places {@code window}; returns the rest of the stage, {x, y, width, height}, for the game's layout. */
    public static float[] place(Actor window, float width, float height) {
        if (width >= height) {
            // no narrower than its buttons and list need, where the stage has that room
            float w = Math.min(420, Math.max(Math.round(width * 0.38f), Math.min(MIN_COLUMN, width / 2)));
            window.setBounds(0, 0, w, height);
            return new float[] {w, 0, width - w, height};
        }
        float h = Math.min(360, Math.round(height * 0.38f));
        window.setBounds(0, 0, width, h);
        return new float[] {0, h, width, height - h};
    }
}
