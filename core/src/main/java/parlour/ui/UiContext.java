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

    /** Says a sentence politely to a player who listens (where the keyboard's focus went); nothing by default. */
    default void say(String sentence) {}
}
