package parlour.game.diagram;

/**
 * The colours a diagram is drawn in, as the page's {@code colours} option names them (the board, its lines, the two
 * players and the accent of the last move), each a colour such as {@code #fffdf5}; and the marks' four shades, deep on
 * a light board and bright on a dark one, as the board on screen draws them.
 */
public final class Palette {
    private static final String[] LIGHT_SHADES = {"#12803a", "#c62828", "#1358b8", "#b07800"};
    private static final String[] DARK_SHADES = {"#5fe07a", "#ff6b6b", "#6cb8ff", "#ffd84a"};
    private static final String[] SHADE_NAMES = {"green", "red", "blue", "yellow"};

    public final String board, lines, p1, p2, accent;

    public Palette(String board, String lines, String p1, String p2, String accent) {
        this.board = board;
        this.lines = lines;
        this.p1 = p1;
        this.p2 = p2;
        this.accent = accent;
    }

    /** Player {@code player}'s colour (1 or 2). */
    public String player(int player) {
        return player == 1 ? p1 : p2;
    }

    /** Whether the board's colour is dark, so that what stands on it is drawn light. */
    public boolean darkBoard() {
        return luminance(board) < 0.5;
    }

    /** A mark's colour: one of the four shade names (green when null), or a colour as {@code #rrggbb}. */
    public String markShade(String name) {
        String[] shades = darkBoard() ? DARK_SHADES : LIGHT_SHADES;
        if (name == null) return shades[0];
        for (int i = 0; i < SHADE_NAMES.length; i++) if (SHADE_NAMES[i].equals(name)) return shades[i];
        return name;
    }

    /** The relative luminance of a colour written {@code #rrggbb} (0 to 1); 1 for a colour of another form. */
    static double luminance(String colour) {
        if (colour == null || colour.length() != 7 || colour.charAt(0) != '#') return 1;
        try {
            int rgb = Integer.parseInt(colour.substring(1), 16);
            return (0.2126 * (rgb >> 16 & 255) + 0.7152 * (rgb >> 8 & 255) + 0.0722 * (rgb & 255)) / 255;
        } catch (NumberFormatException e) {
            return 1;
        }
    }
}
