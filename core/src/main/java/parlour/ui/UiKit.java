package parlour.ui;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.scenes.scene2d.ui.Window;
import com.badlogic.gdx.scenes.scene2d.utils.Drawable;
import com.badlogic.gdx.scenes.scene2d.utils.NinePatchDrawable;
import com.badlogic.gdx.scenes.scene2d.utils.TextureRegionDrawable;

/** Builds the scene2d Skin for a theme from the atlas and the baked fonts, in logical pixels. */
public final class UiKit {
    /** The least side of a control: WCAG's target size (44 CSS px) on a touch screen, smaller for a mouse. */
    public static final float TOUCH_TARGET = 44, POINTER_TARGET = 36;

    private UiKit() {}

    /** The skin of {@code theme}; on a {@code touch} screen every button and field is at least {@link #TOUCH_TARGET} a side. */
    public static Skin skin(Assets assets, Theme theme, boolean touch) {
        float target = touch ? TOUCH_TARGET : POINTER_TARGET;
        Skin skin = new Skin();
        BitmapFont body = assets.font("sans", 17);
        BitmapFont small = assets.font("sans", 14);
        BitmapFont heading = assets.font("bold", 22);
        BitmapFont title = assets.font("bold", 44);
        BitmapFont score = assets.font("bold", 28);
        skin.add("body", body);
        skin.add("small", small);

        skin.add("default", new Label.LabelStyle(body, theme.text));
        skin.add("small", new Label.LabelStyle(small, theme.mutedText));
        skin.add("heading", new Label.LabelStyle(heading, theme.text));
        skin.add("title", new Label.LabelStyle(title, theme.text));
        skin.add("score1", new Label.LabelStyle(score, theme.line(1)));
        skin.add("score2", new Label.LabelStyle(score, theme.line(2)));
        skin.add("error", new Label.LabelStyle(body, theme.error));
        skin.add("notice", new Label.LabelStyle(body, theme.text));
        skin.add("onButton", new Label.LabelStyle(body, theme.buttonText));

        TextButton.TextButtonStyle button = new TextButton.TextButtonStyle();
        button.up = panel(assets, theme.button, target);
        button.over = panel(assets, theme.buttonOver, target);
        button.down = panel(assets, theme.buttonDown, target);
        // a disabled button is an outline on the ground, 3:1 apart from an enabled one's face, its words dim but
        // readable
        button.disabled = disabledFace(assets, theme, target);
        button.font = body;
        button.fontColor = theme.buttonText;
        button.disabledFontColor = theme.mutedText;
        skin.add("default", button);
        // the same button with the small words, for a row of buttons whose words are too long for it
        TextButton.TextButtonStyle compact = new TextButton.TextButtonStyle(button);
        compact.font = small;
        compact.up = narrow(panel(assets, theme.button, target));
        compact.over = narrow(panel(assets, theme.buttonOver, target));
        compact.down = narrow(panel(assets, theme.buttonDown, target));
        compact.disabled = narrow(disabledFace(assets, theme, target));
        skin.add("compact", compact);

        TextButton.TextButtonStyle quiet = new TextButton.TextButtonStyle(button);
        quiet.up = panel(assets, theme.panel, target);
        quiet.over = panel(assets, theme.guide, target);
        quiet.down = panel(assets, theme.hover, target);
        quiet.fontColor = theme.text;
        quiet.disabledFontColor = withAlpha(theme.text, 0.4f);
        quiet.disabled = panel(assets, withAlpha(theme.panel, 0.5f), target);
        skin.add("quiet", quiet);

        Window.WindowStyle window = new Window.WindowStyle(heading, theme.text, framedPanel(assets, theme));
        skin.add("default", window);

        ScrollPane.ScrollPaneStyle scroll = new ScrollPane.ScrollPaneStyle();
        scroll.vScrollKnob = tinted(assets, "white", withAlpha(theme.mutedText, 0.6f), 6, 30);
        skin.add("default", scroll);

        TextField.TextFieldStyle field = new TextField.TextFieldStyle();
        field.font = body;
        field.fontColor = theme.text;
        field.background = framed(assets, theme.background, theme.mutedText, target);
        field.focusedBackground = framed(assets, theme.background, theme.cursor, target);
        field.cursor = tinted(assets, "white", theme.text, 2, 20);
        field.selection = tinted(assets, "white", withAlpha(theme.cursor, 0.35f), 1, 1);
        field.messageFont = body;
        field.messageFontColor = theme.mutedText;
        skin.add("default", field);
        return skin;
    }

    public static Color withAlpha(Color c, float a) {
        return new Color(c.r, c.g, c.b, a);
    }

    public static Drawable panel(Assets assets, Color color) {
        return panel(assets, color, POINTER_TARGET);
    }

    /** A panel of {@code color} at least {@code side} wide and high. */
    private static Drawable panel(Assets assets, Color color, float side) {
        NinePatchDrawable d = new NinePatchDrawable(assets.patch("panel"));
        d = d.tint(color);
        pad(d, 8, 14, side);
        return d;
    }

    /** {@code d} with a narrow margin at its sides, for words that need the room. */
    private static Drawable narrow(Drawable d) {
        d.setLeftWidth(5);
        d.setRightWidth(5);
        return d;
    }

    /** A panel with a thin outline, for windows and text fields. */
    public static Drawable framed(Assets assets, Color fill, Color outline) {
        return framed(assets, fill, outline, POINTER_TARGET);
    }

    private static Drawable framed(Assets assets, Color fill, Color outline, float side) {
        return new LayeredDrawable(
                panel(assets, fill, side), new NinePatchDrawable(assets.outline("frame")).tint(outline));
    }

    /** A disabled button's face: no fill, so the ground shows, in a dim outline that still marks the button out. */
    private static Drawable disabledFace(Assets assets, Theme theme, float side) {
        return framed(assets, withAlpha(theme.button, 0), theme.mutedText, side);
    }

    static Drawable framedPanel(Assets assets, Theme theme) {
        Drawable d = framed(assets, theme.panel, theme.mutedText);
        d.setTopHeight(40);
        d.setLeftWidth(16);
        d.setRightWidth(16);
        d.setBottomHeight(14);
        return d;
    }

    public static Drawable tinted(Assets assets, String region, Color color, float minW, float minH) {
        Drawable d = new TextureRegionDrawable(assets.region(region)).tint(color);
        d.setMinWidth(minW);
        d.setMinHeight(minH);
        return d;
    }

    private static void pad(Drawable d, float v, float h, float side) {
        d.setTopHeight(v);
        d.setBottomHeight(v);
        d.setLeftWidth(h);
        d.setRightWidth(h);
        d.setMinHeight(side);
        d.setMinWidth(side);
    }
}
