package parlour.dots;

import parlour.match.GameRules;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Seat;

/** Dots and Boxes as the shared match machinery sees it: rules over notation, and save files. */
public final class DotsGame implements GameRules<DotsPosition> {
    public static final DotsGame RULES = new DotsGame();
    public static final String ID = "dots";
    /** The seed's board: 8x8 dots, 7x7 boxes (SRD C1). */
    public static final int DEFAULT_COLS = 7;
    public static final int DEFAULT_ROWS = 7;

    private DotsGame() {}

    @Override
    public String id() { return ID; }

    @Override
    public int toMove(DotsPosition p) { return p.toMove(); }

    @Override
    public int winner(DotsPosition p) { return p.winner(); }

    @Override
    public DotsPosition play(DotsPosition p, String move) {
        if (p.isOver()) throw new IllegalArgumentException("The game is over.");
        return p.play(DotsNotation.parseMove(p, move));
    }

    /** "7x7": boxes across by boxes up. */
    public static String sizeText(int cols, int rows) {
        return cols + "x" + rows;
    }

    /**
     * Reads a size such as {@code 7x7} (boxes across x boxes up) into {cols, rows}.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static int[] parseSize(String text) {
        String t = text == null ? "" : text.trim().toLowerCase();
        int x = t.indexOf('x');
        if (x <= 0 || x == t.length() - 1) throw new IllegalArgumentException("'" + text + "' is not a board size: write boxes across x boxes up, like 7x7");
        int cols = parseCount(t.substring(0, x), text);
        int rows = parseCount(t.substring(x + 1), text);
        if (cols < DotsPosition.MIN_SIZE || cols > DotsPosition.MAX_SIZE || rows < DotsPosition.MIN_SIZE || rows > DotsPosition.MAX_SIZE) {
            throw new IllegalArgumentException("board size " + text + " is out of range: from 1x1 to 15x15 boxes");
        }
        return new int[] {cols, rows};
    }

    private static int parseCount(String s, String whole) {
        if (s.isEmpty() || s.length() > 3) throw new IllegalArgumentException("'" + whole + "' is not a board size: write boxes across x boxes up, like 7x7");
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') throw new IllegalArgumentException("'" + whole + "' is not a board size: write boxes across x boxes up, like 7x7");
            n = n * 10 + (c - '0');
        }
        return n;
    }

    /** A new match on an empty board. */
    public static Match<DotsPosition> newMatch(int cols, int rows, int firstPlayer, Seat p1, Seat p2) {
        Match<DotsPosition> m = new Match<>(RULES, DotsPosition.empty(cols, rows, firstPlayer), p1, p2);
        return m;
    }

    /** The match in the save format. */
    public static SavedGame save(Match<DotsPosition> match) {
        SavedGame g = new SavedGame();
        DotsPosition start = match.start();
        g.tags().put("Game", ID);
        g.tags().put("Size", sizeText(start.cols(), start.rows()));
        g.tags().put("Player1", match.seat(1).toString());
        g.tags().put("Player2", match.seat(2).toString());
        g.tags().put("FirstPlayer", String.valueOf(start.toMove()));
        int w = match.winner();
        g.tags().put("Result", w < 0 ? "*" : w == 0 ? "tie" : String.valueOf(w));
        DotsPosition p = match.position();
        g.tags().put("Score", p.score(1) + "-" + p.score(2));
        for (String m : match.moves()) g.addMove(m);
        return g;
    }

    /**
     * Rebuilds a match from a save file, replaying and checking every move.
     *
     * @throws SaveFormatException naming the line of the first thing that is wrong
     */
    public static Match<DotsPosition> load(SavedGame g, String source, String[] levels, String defaultLevel) throws SaveFormatException {
        String game = g.tag("Game");
        if (game == null) throw new SaveFormatException(source, 0, "the Game tag is missing");
        if (!game.equals(ID)) throw new SaveFormatException(source, 0, "this is a save of '" + game + "', not of Dots and Boxes");
        int[] size;
        try {
            size = parseSize(g.tag("Size") == null ? "" : g.tag("Size"));
        } catch (IllegalArgumentException e) {
            throw new SaveFormatException(source, 0, "the Size tag: " + e.getMessage());
        }
        Seat p1 = seatTag(g, "Player1", source, levels, defaultLevel);
        Seat p2 = seatTag(g, "Player2", source, levels, defaultLevel);
        String first = g.tag("FirstPlayer") == null ? "1" : g.tag("FirstPlayer");
        if (!first.equals("1") && !first.equals("2")) throw new SaveFormatException(source, 0, "FirstPlayer must be 1 or 2, not '" + first + "'");
        Match<DotsPosition> m = newMatch(size[0], size[1], first.charAt(0) - '0', p1, p2);
        for (int i = 0; i < g.moves().size(); i++) {
            String reason = m.play(g.moves().get(i));
            if (reason != null) throw new SaveFormatException(source, g.lineOf(i), "move " + (i + 1) + " '" + g.moves().get(i) + "': " + reason);
        }
        return m;
    }

    private static Seat seatTag(SavedGame g, String tag, String source, String[] levels, String defaultLevel) throws SaveFormatException {
        String v = g.tag(tag);
        if (v == null) return Seat.HUMAN;
        try {
            return Seat.parse(v, defaultLevel, levels);
        } catch (IllegalArgumentException e) {
            throw new SaveFormatException(source, 0, tag + ": " + e.getMessage());
        }
    }
}
