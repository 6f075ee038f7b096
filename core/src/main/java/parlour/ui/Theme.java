package parlour.ui;

import com.badlogic.gdx.graphics.Color;
import parlour.words.Tr;

/**
 * The colour palettes. The default one keeps players apart for colour-blind eyes too (Okabe-Ito blue
 * and vermilion, and every box also carries its owner's mark); the classic one is the seed's
 * dark blue and light blue (SRD 13.1); the dark one is for dark pages. In each an enabled button's face stands
 * out 3:1 from the ground, which a disabled button's outlined face shows.
 */
public final class Theme {
    public final String id;
    public final String name;
    public final Color background;
    public final Color text;
    public final Color mutedText;
    public final Color dot;
    public final Color guide;
    public final Color hover;
    public final Color cursor;
    public final Color focus;
    public final Color panel;
    public final Color button;
    public final Color buttonOver;
    public final Color buttonDown;
    public final Color buttonText;
    public final Color error;
    private final Color[] playerLine;
    private final Color[] playerFill;
    private final Color[] playerMark;

    Theme(
            String id,
            String name,
            String background,
            String text,
            String mutedText,
            String dot,
            String guide,
            String hover,
            String cursor,
            String focus,
            String panel,
            String button,
            String buttonOver,
            String buttonDown,
            String buttonText,
            String error,
            String p1,
            String p1Fill,
            String p1Mark,
            String p2,
            String p2Fill,
            String p2Mark) {
        this.id = id;
        this.name = name;
        this.background = Color.valueOf(background);
        this.text = Color.valueOf(text);
        this.mutedText = Color.valueOf(mutedText);
        this.dot = Color.valueOf(dot);
        this.guide = Color.valueOf(guide);
        this.hover = Color.valueOf(hover);
        this.cursor = Color.valueOf(cursor);
        this.focus = Color.valueOf(focus);
        this.panel = Color.valueOf(panel);
        this.button = Color.valueOf(button);
        this.buttonOver = Color.valueOf(buttonOver);
        this.buttonDown = Color.valueOf(buttonDown);
        this.buttonText = Color.valueOf(buttonText);
        this.error = Color.valueOf(error);
        this.playerLine = new Color[] {null, Color.valueOf(p1), Color.valueOf(p2)};
        this.playerFill = new Color[] {null, Color.valueOf(p1Fill), Color.valueOf(p2Fill)};
        this.playerMark = new Color[] {null, Color.valueOf(p1Mark), Color.valueOf(p2Mark)};
    }

    public static final Theme CONTRAST = new Theme(
            "contrast",
            Tr.mark("High contrast"),
            "F6F3EA",
            "1B1B1B",
            "55524A",
            "1B1B1B",
            "DDD8CA",
            "8C877A",
            "009E73",
            "1B1B1B",
            "FFFFFF",
            "2F3A4A",
            "46566D",
            "1B222C",
            "FFFFFF",
            "B00020",
            "0061A8",
            "BFDDF4",
            "0061A8",
            "D55E00",
            "F8D2B8",
            "B34E00");

    public static final Theme CLASSIC = new Theme(
            "classic",
            Tr.mark("Classic blues"),
            "FFFFFF",
            "101830",
            "4A5270",
            "101830",
            "E3E8F2",
            "8D96AE",
            "2E8B57",
            "101830",
            "F2F5FB",
            "1B2A80",
            "2B3DA8",
            "101A55",
            "FFFFFF",
            "B00020",
            "1B2A80",
            "A9B3E6",
            "1B2A80",
            "1F74D6",
            "D5E9FD",
            "1F74D6");

    /**
     * Light pieces on a dark board for dark pages and dim rooms: Okabe-Ito sky blue and orange keep the players
     * apart for colour-blind eyes, as the default does.
     */
    public static final Theme DARK = new Theme(
            "dark",
            Tr.mark("Dark"),
            "1E2127",
            "ECEFF4",
            "A3ABB9",
            "E5E9F0",
            "3A404C",
            "7A8394",
            "3DDC97",
            "ECEFF4",
            "2A2F38",
            "9AA9C1",
            "B4C2D8",
            "7E8CA3",
            "1E2127",
            "FF6B6B",
            "56B4E9",
            "1D3A50",
            "56B4E9",
            "E69F00",
            "4F3810",
            "E69F00");

    public static final Theme[] ALL = {CONTRAST, CLASSIC, DARK};

    /** The theme with this id. @throws IllegalArgumentException listing the ids */
    public static Theme byId(String id) {
        for (Theme t : ALL) if (t.id.equals(id)) return t;
        StringBuilder known = new StringBuilder();
        for (Theme t : ALL) known.append(known.length() == 0 ? "" : ", ").append(t.id);
        throw new IllegalArgumentException("unknown theme (known: " + known + ")");
    }

    public Color line(int player) {
        return playerLine[player];
    }

    public Color fill(int player) {
        return playerFill[player];
    }

    public Color mark(int player) {
        return playerMark[player];
    }
}
