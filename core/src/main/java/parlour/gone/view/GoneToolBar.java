package parlour.gone.view;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import parlour.gone.GonePosition;
import parlour.ui.Assets;
import parlour.ui.Theme;
import parlour.words.Tr;

/**
 * The tool bar along the top of Gone's board view: which tools a phase offers, their labels in the longest
 * form that fits, where each one is, and how the bar draws.
 */
final class GoneToolBar {
    static final String[] TOOLS = {
        Tr.mark("Black"),
        Tr.mark("White"),
        Tr.mark("Hole"),
        Tr.mark("Random"),
        Tr.mark("Clear"),
        Tr.mark("Fill"),
        Tr.mark("Copy"),
        Tr.mark("Paste"),
        Tr.mark("Go"),
        Tr.mark("Zoom+"),
        Tr.mark("Zoom-")
    };
    static final String[] TOOL_KEYS = {"B", "W", "X", "D", "C", "F", "K", "V", "G", "I", "O"};
    /** Each tool's icon in the atlas. */
    private static final String[] ICONS = {
        "icon-tool-black",
        "icon-tool-white",
        "icon-tool-hole",
        "icon-tool-random",
        "icon-tool-clear",
        "icon-tool-fill",
        "icon-tool-copy",
        "icon-tool-paste",
        "icon-play",
        "icon-tool-zoom-in",
        "icon-tool-zoom-out"
    };

    static final int BLACK = 0,
            WHITE = 1,
            HOLE = 2,
            RANDOM = 3,
            CLEAR = 4,
            FILL = 5,
            COPY = 6,
            PASTE = 7,
            GO = 8,
            ZOOM_IN = 9,
            ZOOM_OUT = 10;
    /** The bar's height, and the margin left of the first tool (half of it) and right of the last. */
    static final float HEIGHT = 30, MARGIN = 10;
    /** The icon's side, and the gap between it and the label. */
    private static final float ICON = HEIGHT - 10, GAP = 4;

    private final Theme theme;
    private final TextureRegion white;
    private final TextureRegion[] icons = new TextureRegion[ICONS.length];
    private final BitmapFont font;
    private final GlyphLayout measure = new GlyphLayout();
    /** The tool width the labels were chosen for, and their form then: 2 word and key, 1 word, 0 the icon alone. */
    private float labelRoom = -1;

    private int labelForm;
    /** Whether the labels may name the tools' keys: not on a touch-only screen. */
    private boolean keysShown = true;
    /** The tool under the mouse, whose name and key show below the bar, or -1. */
    private int hovered = -1;

    GoneToolBar(Theme theme, Assets assets, BitmapFont font) {
        this.theme = theme;
        this.white = assets.region("white");
        for (int i = 0; i < ICONS.length; i++) icons[i] = assets.region(ICONS[i]);
        this.font = font;
    }

    void setKeysShown(boolean shown) {
        keysShown = shown;
        labelRoom = -1;
    }

    /** The tool the mouse is over (-1 for none): its name and key show as a tip below the bar. */
    void hover(int tool) {
        hovered = tool;
    }

    /** A tool's name and key, as its tip and in messages: "Random (D)". */
    static String tip(int t) {
        return t(TOOLS[t]) + " (" + TOOL_KEYS[t] + ")";
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
            if (move.equals("tool:" + TOOLS[t])
                    || t == GO && move.equals("play")
                    || t == CLEAR && move.equals("clear")
                    || t == FILL && move.equals("fill")) return t;
        }
        return -1;
    }

    static float toolWidth(float viewWidth) {
        return (viewWidth - MARGIN) / TOOLS.length;
    }

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

    /** Every tool's label beside its icon, in the longest form that fits all of them: "Random (D)", "Random", or none. */
    private String label(int t, float viewWidth) {
        float room = toolWidth(viewWidth) - 8 - ICON - GAP;
        if (room != labelRoom) {
            labelRoom = room;
            boolean words = true, keys = true;
            for (int i = 0; i < TOOLS.length; i++) {
                measure.setText(font, t(TOOLS[i]));
                words &= measure.width <= room;
                measure.setText(font, tip(i));
                keys &= measure.width <= room;
            }
            labelForm = keys && keysShown ? 2 : words ? 1 : 0;
        }
        return labelForm == 2 ? tip(t) : labelForm == 1 ? t(TOOLS[t]) : "";
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
            String label = label(t, viewWidth);
            measure.setText(font, label);
            float content = ICON + (label.isEmpty() ? 0 : GAP + measure.width);
            float iconX = x + (w - 4 - content) / 2;
            batch.setColor(theme.buttonText);
            batch.draw(icons[t], iconX, y + (HEIGHT - 4 - ICON) / 2, ICON, ICON);
            batch.setColor(1, 1, 1, 1);
            if (!label.isEmpty()) {
                font.setColor(theme.buttonText);
                font.draw(batch, label, iconX + ICON + GAP, y + HEIGHT - 10);
            }
        }
    }

    /** The hovered tool's name and key in a box just below the bar, centred under it and kept inside the view; drawn last, over the board. */
    void drawTip(Batch batch, float left, float bottom, float viewWidth, float viewHeight, GonePosition p) {
        if (hovered < 0 || !shown(hovered, p)) return;
        float centreX = left + MARGIN / 2 + (hovered + 0.5f) * toolWidth(viewWidth),
                barBottom = bottom + viewHeight - HEIGHT;
        measure.setText(font, tip(hovered));
        float boxW = measure.width + 12, boxH = measure.height + 12;
        float x = Math.max(left + 2, Math.min(centreX - boxW / 2, left + viewWidth - boxW - 2));
        float y = barBottom - boxH - 2;
        batch.setColor(theme.buttonText);
        batch.draw(white, x - 1, y - 1, boxW + 2, boxH + 2);
        batch.setColor(theme.button);
        batch.draw(white, x, y, boxW, boxH);
        batch.setColor(1, 1, 1, 1);
        font.setColor(theme.buttonText);
        font.draw(batch, tip(hovered), x + 6, y + boxH - 6);
    }
}
