package parlour.ui;

import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.utils.Align;

/**
 * A wrapped text that never draws outside the room its layout gives it: where the whole text does not
 * fit, it shows as many of its first sentences as fit, a first sentence too long alone in smaller letters, and
 * one too long even so ends in "…". One that must say all it says ({@link #keepWhole}, a refusal's reason) is drawn
 * smaller before its last sentences give way.
 * The whole text stays available ({@link #full}) for help and scripts.
 */
public final class FittedLabel extends Label {
    /** The smallest letters a sentence is shrunk to before it is cut. */
    private static final float SMALLEST = 0.75f;

    private final GlyphLayout measure = new GlyphLayout();
    private String full = "";
    /** The letters' scale being tried, and then shown. */
    private float scale = 1;
    /** Whether the letters were ever made smaller (from then on the label sets their scale). */
    private boolean shrunk;
    /** Whether the whole text is drawn smaller, down to {@link #SMALLEST}, before its last sentences give way. */
    private boolean whole;

    public FittedLabel(Skin skin, String styleName) {
        super("", skin, styleName);
        setWrap(true);
        setAlignment(Align.topLeft);
    }

    /** Sets the whole text; what shows of it is decided at layout. */
    public void setFull(String text) {
        if (text.equals(full)) return;
        full = text;
        setText(text);
    }

    public String full() {
        return full;
    }

    /** From now on the whole text is drawn smaller, where it must be, before its last sentences give way. */
    public void keepWhole() {
        whole = true;
    }

    /** Whether the whole text fits, at its letters' size, in its width (once it has one) and {@code height}. */
    public boolean fitsWhole(float height) {
        scale = 1;
        return getWidth() <= 0 || fits(full, getWidth(), height);
    }

    /** Whether its width and {@code height} would cut the text, its first sentence ending in "…". */
    public boolean cutIn(float height) {
        boolean cut = fitting(getWidth(), height).endsWith("…");
        scale = 1;
        return cut;
    }

    @Override
    public void layout() {
        scale = 1;
        String shown = fitting(getWidth(), getHeight());
        if (!shown.contentEquals(getText())) setText(shown);
        // once set, a label's font scale replaces the font's own: smaller is the font's scale times less
        float fontScale = getStyle().font.getScaleX() * scale;
        if ((scale != 1 || shrunk) && getFontScaleX() != fontScale) {
            setFontScale(fontScale);
            shrunk = true;
        }
        super.layout();
    }

    /**
     * The longest start of the text, ending at a sentence's end, that fits in width x height; else the first sentence
     * in smaller letters (down to {@link #SMALLEST}); else the first words and "…".
     */
    private String fitting(float width, float height) {
        if (width <= 0 || fits(full, width, height) || whole && smaller(full, width, height)) return full;
        int end = full.length();
        while (true) {
            int cut = lastSentenceEnd(full, end - 1);
            if (cut <= 0) break;
            String part = full.substring(0, cut);
            if (fits(part, width, height)) return part;
            end = cut;
        }
        String first = full.substring(0, end);
        if (smaller(first, width, height)) return first;
        String words = first;
        while (true) {
            int space = words.lastIndexOf(' ');
            if (space <= 0) return fits(words + "…", width, height) ? words + "…" : "";
            words = words.substring(0, space);
            if (fits(words + "…", width, height)) return words + "…";
        }
    }

    /**
     * The index just after the last sentence end before {@code before}, or -1: '.', '!', '?' or '…' followed by a
     * space and then anything but a small letter ("e.g. a1-b1" and Polish "np. a1-b1" go on, they end nothing).
     */
    private static int lastSentenceEnd(String text, int before) {
        for (int i = Math.min(before, text.length() - 1) - 1; i > 0; i--) {
            char c = text.charAt(i);
            if (text.charAt(i + 1) == ' '
                    && (c == '.' || c == '!' || c == '?' || c == '…')
                    && (i + 2 >= text.length() || !Character.isLowerCase(text.charAt(i + 2)))) return i + 1;
        }
        return -1;
    }

    /** Whether {@code text} fits in smaller letters, down to {@link #SMALLEST}: their scale is then the one tried. */
    private boolean smaller(String text, float width, float height) {
        for (float s = 0.95f; s >= SMALLEST - 0.001f; s -= 0.05f) {
            scale = s;
            if (fits(text, width, height)) return true;
        }
        scale = 1;
        return false;
    }

    /** Whether {@code text} fits at the scale being tried. */
    private boolean fits(String text, float width, float height) {
        BitmapFont font = getStyle().font;
        BitmapFont.BitmapFontData data = font.getData();
        float oldX = data.scaleX, oldY = data.scaleY;
        if (scale != 1) data.setScale(oldX * scale, oldY * scale);
        measure.setText(font, text, getColor(), width, Align.left, true);
        if (scale != 1) data.setScale(oldX, oldY);
        return measure.height <= height + 1;
    }
}
