package parlour;

import java.util.LinkedHashMap;
import java.util.Map;

import parlour.dots.DotsGame;
import parlour.dots.ai.DotsPlayers;
import parlour.match.Seat;
import parlour.ui.Theme;

/**
 * The options a launcher hands in: from the desktop command line or from the web page's data-
 * attributes and URL query. Each is checked here, with a message naming the option that is wrong.
 */
public final class LaunchOptions {
    public String game;
    public int cols = DotsGame.DEFAULT_COLS;
    public int rows = DotsGame.DEFAULT_ROWS;
    public Seat p1 = Seat.HUMAN;
    public Seat p2 = Seat.computer(DotsPlayers.DEFAULT_LEVEL);
    public int first = 1;
    /** Null keeps the player's saved setting. */
    public String theme;
    /** Null keeps the player's saved setting. */
    public Boolean sound;
    /** Problems found while reading options: shown to the player, the rest still applies. */
    public final java.util.List<String> problems = new java.util.ArrayList<>();

    /** Option names a page or the command line may use, for help texts. */
    public static final String[] NAMES = {"game", "size", "p1", "p2", "first", "theme", "sound"};

    /**
     * Reads options from name/value pairs (page attributes, query parameters, command-line flags).
     * Unknown names and bad values are reported in {@link #problems} with {@code where} and skipped.
     */
    public static LaunchOptions read(Map<String, String> values, String where) {
        LaunchOptions o = new LaunchOptions();
        Map<String, String> copy = new LinkedHashMap<>(values);
        for (Map.Entry<String, String> e : copy.entrySet()) {
            String name = e.getKey();
            String v = e.getValue() == null ? "" : e.getValue().trim();
            try {
                o.apply(name, v);
            } catch (IllegalArgumentException ex) {
                o.problems.add(where + " option '" + name + "': " + ex.getMessage());
            }
        }
        return o;
    }

    private void apply(String name, String v) {
        if (name.equals("game")) {
            if (!v.equals(DotsGame.ID)) throw new IllegalArgumentException("unknown game '" + v + "' (known: dots)");
            game = v;
        } else if (name.equals("size")) {
            int[] s = DotsGame.parseSize(v);
            cols = s[0];
            rows = s[1];
        } else if (name.equals("p1")) {
            p1 = Seat.parse(v, DotsPlayers.DEFAULT_LEVEL, DotsPlayers.LEVELS);
        } else if (name.equals("p2")) {
            p2 = Seat.parse(v, DotsPlayers.DEFAULT_LEVEL, DotsPlayers.LEVELS);
        } else if (name.equals("first")) {
            if (!v.equals("1") && !v.equals("2")) throw new IllegalArgumentException("must be 1 or 2, not '" + v + "'");
            first = v.charAt(0) - '0';
        } else if (name.equals("theme")) {
            theme = Theme.byId(v).id;
        } else if (name.equals("sound")) {
            if (v.equals("on") || v.equals("true") || v.equals("1")) sound = Boolean.TRUE;
            else if (v.equals("off") || v.equals("false") || v.equals("0")) sound = Boolean.FALSE;
            else throw new IllegalArgumentException("must be on or off, not '" + v + "'");
        } else {
            StringBuilder known = new StringBuilder();
            for (String n : NAMES) known.append(known.length() == 0 ? "" : ", ").append(n);
            throw new IllegalArgumentException("unknown option (known: " + known + ")");
        }
    }
}
