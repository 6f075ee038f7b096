package parlour.dots;

import static parlour.words.Tr.t;

import parlour.match.Text;

/**
 * Dots and Boxes move notation: a dot is a column letter from the left and a row number from the
 * bottom ({@code a1} is the bottom-left dot); a line is its two dots joined by {@code -}, such as
 * {@code a1-b1}. Either dot order is read; the left or bottom dot is written first.
 */
public final class DotsNotation {
    private DotsNotation() {}

    public static String dot(int x, int y) {
        return String.valueOf((char) ('a' + x)) + (y + 1);
    }

    public static String format(DotsPosition board, int line) {
        int[] a = board.firstDot(line);
        int[] b = board.secondDot(line);
        return dot(a[0], a[1]) + "-" + dot(b[0], b[1]);
    }

    /**
     * Reads a dot such as {@code c4}; returns {x, y} or throws with a reason. Coordinates are not checked
     * against the board.
     */
    public static int[] parseDot(String text) {
        String t = text.trim().toLowerCase();
        if (t.length() < 2)
            throw new IllegalArgumentException(
                    t("{0} is not a dot (expected a letter and a number, like a1)", Text.quote(text)));
        char c = t.charAt(0);
        if (c < 'a' || c > 'z')
            throw new IllegalArgumentException(
                    t("{0} is not a dot: it must start with a column letter", Text.quote(text)));
        int y = 0;
        for (int i = 1; i < t.length(); i++) {
            char d = t.charAt(i);
            if (d < '0' || d > '9' || y > 1000)
                throw new IllegalArgumentException(t("{0} is not a dot: the row must be a number", Text.quote(text)));
            y = y * 10 + (d - '0');
        }
        if (y < 1) throw new IllegalArgumentException(t("{0} is not a dot: rows count from 1", Text.quote(text)));
        return new int[] {c - 'a', y - 1};
    }

    /**
     * Reads a line in this position and checks it is a legal move. Returns the line index.
     *
     * @throws IllegalArgumentException with a reason a player can read: malformed, off the board,
     *     diagonal, not adjacent, or already drawn
     */
    public static int parseMove(DotsPosition board, String text) {
        int dash = text.indexOf('-');
        if (dash < 0 || text.indexOf('-', dash + 1) >= 0) {
            throw new IllegalArgumentException(
                    t("{0} is not a line: write two dots joined by '-', like a1-b1", Text.quote(text)));
        }
        int[] a = parseDot(text.substring(0, dash));
        int[] b = parseDot(text.substring(dash + 1));
        return DotsRules.lineFor(board, a[0], a[1], b[0], b[1]);
    }

    /** The line a move names on this board, drawn or not, or -1 if it names none. */
    public static int lineNamed(DotsPosition board, String move) {
        int dash = move.indexOf('-');
        if (dash < 0) return -1;
        try {
            int[] a = parseDot(move.substring(0, dash));
            int[] b = parseDot(move.substring(dash + 1));
            return board.onBoard(a[0], a[1]) && board.onBoard(b[0], b[1])
                    ? board.lineBetween(a[0], a[1], b[0], b[1])
                    : -1;
        } catch (IllegalArgumentException e) {
            return -1;
        }
    }
}
