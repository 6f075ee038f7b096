package parlour.ui;

import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import java.util.Arrays;

/**
 * A one-line text with defined shorter forms ("Computer (strong)", "Computer", "AI"): it shows the longest form
 * that fits its width, so that a narrow host shows a short word rather than a cut one.
 */
public final class ShortenedLabel extends Label {
    private final GlyphLayout measure = new GlyphLayout();
    private String[] forms = {""};
    /** How much smaller than its style's font the text is drawn. */
    private float drawnScale = 1;

    public ShortenedLabel(Skin skin, String styleName) {
        super("", skin, styleName);
        setEllipsis(true);
    }

    public ShortenedLabel(LabelStyle style) {
        super("", style);
        setEllipsis(true);
    }

    /** The text, longest form first. */
    public void setForms(String... forms) {
        if (Arrays.equals(forms, this.forms)) return;
        this.forms = forms;
        setText(forms[0]);
        invalidateHierarchy();
    }

    /** The longest form: what shows where there is room. */
    public String longest() {
        return forms[0];
    }

    @Override
    public void layout() {
        String shown = forms[forms.length - 1];
        float scale = 1;
        for (int i = 0; i < forms.length; i++) {
            measure.setText(getStyle().font, forms[i]);
            // fits as the label lays it out (GlyphLayout cuts a text wider than its width by more than a rounding's
            // worth); a half-pixel's slack here had "Redo (Ctrl+Y)" chosen and then drawn as "Redo (Ctrl+..."
            if (getWidth() <= 0 || measure.width <= getWidth() + FITS) {
                shown = forms[i];
                break;
            }
            // even the shortest form is too wide (a longer language): drawn a little smaller, down to MIN_SCALE
            if (i == forms.length - 1) scale = Math.max(MIN_SCALE, 0.97f * getWidth() / measure.width);
        }
        // once set, a label's font scale replaces the font's own: smaller is the font's scale times less
        if (scale != drawnScale) {
            drawnScale = scale;
            setFontScale(getStyle().font.getScaleX() * scale);
        }
        if (!shown.contentEquals(getText())) setText(shown);
        super.layout();
    }

    /** The least width that shows its shortest form whole: drawn as small as it may be; a narrower place cuts it. */
    public float narrowest() {
        measure.setText(getStyle().font, forms[forms.length - 1]);
        return measure.width * MIN_SCALE;
    }

    /** How much smaller than its style's font the text is drawn (1: at its size). */
    public float drawnScale() {
        return drawnScale;
    }

    /** How far past its width a text may reach and still be laid out whole: GlyphLayout's own rounding allowance. */
    private static final float FITS = 0.0001f;

    /** The smallest a form is drawn before it is cut: seven tenths of its size still reads well. */
    private static final float MIN_SCALE = 0.7f;

    @Override
    public float getPrefWidth() {
        return 0; // the cell decides the width; the text follows it
    }
}
