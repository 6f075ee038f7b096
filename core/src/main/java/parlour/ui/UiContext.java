package parlour.ui;

import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import parlour.platform.ControlMirror;

/** What a screen of the widget kit needs from the program around it: the skin, theme, assets and pixel scale. */
public interface UiContext {
    Skin skin();

    Theme theme();

    Assets assets();

    /** How many of {@code Gdx.graphics.getWidth()}'s units make one logical pixel (the web reports device pixels). */
    float pixelsPerUnit();

    /** Where the screens' controls are repeated for screen readers, or null where nothing can read them. */
    default ControlMirror controlMirror() {
        return null;
    }

    /** Whether the screen is touched with no keyboard (a phone): a tapped text field asks for the page's keyboard. */
    default boolean touchOnly() {
        return false;
    }

    /** Says a sentence politely to a player who listens (where the keyboard's focus went); nothing by default. */
    default void say(String sentence) {}

    /**
     * The screen became still (nothing moved for a second) or moves again. Returns whether frames keep coming while it
     * is still: a browser's do, and show the last picture drawn until another is, so the screen draws a few a second;
     * a program that stops its frames while still returns false, and the screen draws every frame it is given.
     */
    default boolean still(boolean still) {
        return true;
    }

    /**
     * Told at each frame where frames keep coming: whether the screen is still with nothing to do (no search, no clock,
     * no computation taking slices), so that the program may give it fewer frames until a key, a touch or a call.
     */
    default void idle(boolean idle) {}
}
