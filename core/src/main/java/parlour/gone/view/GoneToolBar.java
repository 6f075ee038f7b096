package parlour.gone.view;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.utils.Align;

import parlour.ui.Theme;
import parlour.gone.GonePosition;

/**
 * The tool bar along the top of Gone's board view: which tools a phase offers, their labels in the longest
 * form that fits, where each one is, and how the bar draws.
 */
final class GoneToolBar {
    static final String[] TOOLS = {"Black", "White", "Hole", "Random", "Clear", "Fill", "Copy", "Paste", "Go", "Zoom+", "Zoom-"};
    static final String[] TOOL_KEYS = {"B", "W", "X", "D", "C", "F", "K", "V", "G", "I", "O"};
    static final int BLACK = 0, WHITE = 1, HOLE = 2, RANDOM = 3, CLEAR = 4, FILL = 5, COPY = 6, PASTE = 7, GO = 8, ZOOM_IN = 9, ZOOM_OUT = 10;
    /** The bar's height, and the margin left of the first tool (half of it) and right of the last. */
    static final float HEIGHT = 30, MARGIN = 10;
    private final Theme theme;
    private final TextureRegion white;
    private final BitmapFont font;
    private final GlyphLayout measure = new GlyphLayout();
    /** The tool width the labels were chosen for, and their form then: 2 word and key, 1 word, 0 key. */
    private float labelRoom = -1;
    private int labelForm;

    GoneToolBar(Theme theme, TextureRegion white, BitmapFont font) {
        this.theme = theme;
        this.white = white;
        this.font = font;
    }

    /** Whether tool {@code t} is offered in {@code p}: the paint tools only in the editor, White not in a challenge. */
    static boolean shown(int t, GonePosition p) {
        if (t >= ZOOM_IN || t == COPY) return true;
        if (p.phase != GonePosition.EDIT) return false;
        return t != WHITE || !p.challenge;
    }

    /** The tool whose key is {@code keycode} and that {@code p} offers, or -1. */
    static int forKey(int keycode, GonePosition p) {
        for (int t = 0; t < TOOL_KEYS.length; t++) if (Keys.valueOf(TOOL_KEYS[t]) == keycode && shown(t, p)) return t;
        return -1;
    }

    /** The tool {@code move} names ("tool:Random", or the moves Go, Clear and Fill make), or -1. */
    static int named(String move) {
        for (int t = 0; t < TOOLS.length; t++) {
            if (move.equals("tool:" + TOOLS[t]) || t == GO && move.equals("play") || t == CLEAR && move.equals("clear") || t == FILL && move.equals("fill")) return t;
        }
        return -1;
    }

    static float toolWidth(float viewWidth) { return (viewWidth - MARGIN) / TOOLS.length; }

    /** {x, y} of tool {@code t}'s centre in a view {@code viewWidth} by {@code viewHeight}. */
    static float[] centre(int t, float viewWidth, float viewHeight) {
        return new float[] {MARGIN / 2 + (t + 0.5f) * toolWidth(viewWidth), viewHeight - HEIGHT / 2};
    }

    /** The tool {@code p} offers at local point (x, y) of the view, or -1. */
    static int at(float x, float y, float viewWidth, float viewHeight, GonePosition p) {
        if (y < viewHeight - HEIGHT || y > viewHeight) return -1;
        int t = (int) ((x - MARGIN / 2) / toolWidth(viewWidth));
        return t >= 0 && t < TOOLS.length && shown(t, p) ? t : -1;
    }

    /** Every tool's label in the longest form that fits all of them: "Random (D)", "Random", or the key alone ("D"). */
    private String label(int t, float viewWidth) {
        float room = toolWidth(viewWidth) - 8;
        if (room != labelRoom) {
            labelRoom = room;
            boolean words = true, keys = true;
            for (int i = 0; i < TOOLS.length; i++) {
                measure.setText(font, TOOLS[i]);
                words &= measure.width <= room;
                measure.setText(font, TOOLS[i] + " (" + TOOL_KEYS[i] + ")");
                keys &= measure.width <= room;
            }
            labelForm = keys ? 2 : words ? 1 : 0;
        }
        return labelForm == 2 ? TOOLS[t] + " (" + TOOL_KEYS[t] + ")" : labelForm == 1 ? TOOLS[t] : TOOL_KEYS[t];
    }

    /** Draws the tools {@code p} offers along the top of a view at (left, bottom), the brush's tool pressed. */
    void draw(Batch batch, float left, float bottom, float viewWidth, float viewHeight, GonePosition p, char brush) {
        float w = toolWidth(viewWidth);
        for (int t = 0; t < TOOLS.length; t++) {
            if (!shown(t, p)) continue;
            boolean on = t <= HOLE && brush == "bwh".charAt(t);
            float x = left + MARGIN / 2 + t * w + 2, y = bottom + viewHeight - HEIGHT + 2;
            batch.setColor(on ? theme.buttonDown : theme.button);
            batch.draw(white, x, y, w - 4, HEIGHT - 4);
            font.setColor(theme.buttonText);
            font.draw(batch, label(t, viewWidth), x + 4, y + HEIGHT - 10, w - 8, Align.center, false);
        }
    }
}
