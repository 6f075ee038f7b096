package parlour.gone.view;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Buttons;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import java.util.function.IntConsumer;
import parlour.gone.GonePosition;
import parlour.ui.Assets;
import parlour.ui.Theme;
import parlour.ui.UiKit;
import parlour.words.Tr;

/**
 * The tool bar along the top of Gone's board view: which tools a phase offers, each a button of the view laid out in
 * rows with no gap for a tool not offered, their labels in the longest form that fits, and how they draw.
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
    /** A row of tools with a mouse, and the margin left of the first tool (half of it) and right of the last. */
    static final float HEIGHT = 30, MARGIN = 10;
    /** The icon's side, the gap between it and the label, and the widest a tool grows when few are offered. */
    private static final float ICON = HEIGHT - 10, GAP = 4, WIDEST = 150;

    private final Theme theme;
    private final TextureRegion white;
    private final TextureRegion[] icons = new TextureRegion[ICONS.length];
    private final BitmapFont font;
    private final GlyphLayout measure = new GlyphLayout();
    /** One button per tool, laid out by {@link #layout}: each takes its own presses. */
    final Button[] faces = new Button[TOOLS.length];
    /** The tool width the labels were chosen for, and their form then: 2 word and key, 1 word, 0 the icon alone. */
    private float labelRoom = -1;

    private int labelForm;
    /** Whether the labels may name the tools' keys: not on a touch-only screen, whose tools are a finger's size. */
    private boolean keysShown = true;
    /** The width of a tool's place in the rows, as last laid out. */
    private float toolWidth;
    /** The brush whose tool shows pressed. */
    char brush = 'b';

    /** A bar whose tools run {@code press} with their number when pressed. */
    GoneToolBar(Theme theme, Assets assets, BitmapFont font, IntConsumer press) {
        this.theme = theme;
        this.white = assets.region("white");
        for (int i = 0; i < ICONS.length; i++) icons[i] = assets.region(ICONS[i]);
        this.font = font;
        Button.ButtonStyle bare = new Button.ButtonStyle();
        for (int i = 0; i < faces.length; i++) {
            final int tool = i;
            faces[i] = new Button(bare) {
                @Override
                public void draw(Batch batch, float parentAlpha) {
                    drawFace(batch, tool, getX(), getY(), getWidth(), getHeight());
                }

                /** The tool's English name, for a test's message. */
                @Override
                public String toString() {
                    return TOOLS[tool];
                }
            };
            faces[i].addListener(new InputListener() {
                @Override
                public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
                    if (button != Buttons.LEFT) return false;
                    press.accept(tool);
                    return true;
                }
            });
            // pressed by the keyboard's focus or the page's copy of the tool (a click has run it on touching down)
            faces[i].addListener(new ChangeListener() {
                @Override
                public void changed(ChangeEvent event, Actor actor) {
                    if (!faces[tool].isPressed()) press.accept(tool);
                }
            });
            // its name and key, as the page's copy of the tool and the focus say it
            faces[i].setUserObject(tip(i));
        }
    }

    void setKeysShown(boolean shown) {
        keysShown = shown;
        labelRoom = -1;
    }

    /** A row of tools: with a mouse {@link #HEIGHT}, on a touch-only screen a finger's target (its faces 4 px less). */
    private float row() {
        return keysShown ? HEIGHT : UiKit.TOUCH_TARGET + 4;
    }

    /** What picking tool {@code t} by its key says: the brush it makes ("Brush: Black."), or null for a tool whose move is said. */
    static String keyWords(int t) {
        return t <= HOLE ? t("Brush: {0}.", t(TOOLS[t])) : null;
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

    /**
     * Lays the tools {@code p} offers side by side along the top of a view, with no place left for one it does not
     * offer; on a touch-only screen in as many rows as a finger's width for each needs. Answers the rows' height.
     */
    float layout(float viewWidth, float viewHeight, GonePosition p) {
        int n = 0;
        for (int t = 0; t < TOOLS.length; t++) if (shown(t, p)) n++;
        float row = row();
        int perRow = keysShown ? n : Math.max(1, Math.min(n, (int) ((viewWidth - MARGIN) / row)));
        toolWidth = Math.min(WIDEST, (viewWidth - MARGIN) / perRow);
        int i = 0;
        for (int t = 0; t < TOOLS.length; t++) {
            faces[t].setVisible(shown(t, p));
            if (!shown(t, p)) continue;
            faces[t].setBounds(
                    MARGIN / 2 + (i % perRow) * toolWidth + 2,
                    viewHeight - (i / perRow + 1) * row + 2,
                    toolWidth - 4,
                    row - 4);
            i++;
        }
        return (n + perRow - 1) / perRow * row;
    }

    /** The width of a tool's place, as last laid out. */
    float toolWidth() {
        return toolWidth;
    }

    /** {x, y} of tool {@code t}'s centre in the view, or null when it is not offered now. */
    float[] centre(int t) {
        Button f = faces[t];
        return f.isVisible() ? new float[] {f.getX() + f.getWidth() / 2, f.getY() + f.getHeight() / 2} : null;
    }

    /** Every tool's label beside its icon, in the longest form that fits all of them: "Random (D)", "Random", or none. */
    private String label(int t) {
        float room = toolWidth - 8 - ICON - GAP;
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

    /** Draws tool {@code t}'s face at (x, y), {@code w} by {@code h}: pressed if it is the brush's. */
    private void drawFace(Batch batch, int t, float x, float y, float w, float h) {
        boolean on = t <= HOLE && brush == "bwh".charAt(t);
        batch.setColor(on ? theme.buttonDown : theme.button);
        batch.draw(white, x, y, w, h);
        String label = label(t);
        measure.setText(font, label);
        float content = ICON + (label.isEmpty() ? 0 : GAP + measure.width);
        float iconX = x + (w - content) / 2;
        batch.setColor(theme.buttonText);
        batch.draw(icons[t], iconX, y + (h - ICON) / 2, ICON, ICON);
        batch.setColor(1, 1, 1, 1);
        if (!label.isEmpty()) {
            font.setColor(theme.buttonText);
            font.draw(batch, label, iconX + ICON + GAP, y + (h + measure.height) / 2);
        }
    }

    /**
     * The tool whose tip shows (its name and key in a box below it), or -1: the one the mouse is over. None on a
     * touch-only screen, which has no mouse to point with: a phone's browser leaves its emulated mouse where the finger
     * tapped last, and a tool's tip stayed over the status line after a tap.
     */
    int tipTool() {
        if (!keysShown) return -1;
        int hovered = -1;
        for (int t = 0; t < TOOLS.length; t++) if (faces[t].isVisible() && faces[t].isOver()) hovered = t;
        return hovered;
    }

    /**
     * The tip of {@link #tipTool} in a box just below its tool, kept inside the view at (left, bottom); drawn last,
     * over the board.
     */
    void drawTip(Batch batch, float left, float bottom, float viewWidth) {
        int hovered = tipTool();
        if (hovered < 0) return;
        Button f = faces[hovered];
        float centreX = left + f.getX() + f.getWidth() / 2, faceBottom = bottom + f.getY() - 2;
        measure.setText(font, tip(hovered));
        float boxW = measure.width + 12, boxH = measure.height + 12;
        float x = Math.max(left + 2, Math.min(centreX - boxW / 2, left + viewWidth - boxW - 2));
        float y = faceBottom - boxH - 2;
        batch.setColor(theme.buttonText);
        batch.draw(white, x - 1, y - 1, boxW + 2, boxH + 2);
        batch.setColor(theme.button);
        batch.draw(white, x, y, boxW, boxH);
        batch.setColor(1, 1, 1, 1);
        font.setColor(theme.buttonText);
        font.draw(batch, tip(hovered), x + 6, y + boxH - 6);
    }
}
