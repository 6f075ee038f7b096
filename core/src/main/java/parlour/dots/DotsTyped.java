package parlour.dots;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import parlour.game.Typed;
import parlour.game.Words;

/**
 * Dots and Boxes typed in words and told in words: a line as its two dots in any order and with any words around
 * them ("a1-b1", "b1 a1", "line a1 to b1"), and the board for a listener: the score, the boxes, the lines left, a
 * row or a column of boxes. A box is named by its bottom-left dot: box b3 has the corners b3, c3, b4 and c4.
 */
final class DotsTyped {
    /** The forms of a line, for a refusal. */
    static final String LINE_FORMS = "write a line as its two dots, like a1-b1, a1 b1 or a1 to b1";

    static final String FORMS = "Type a line as its two dots, like a1-b1, a1 b1, b1 a1 or line a1 to b1. "
            + "Ask for the board, score, turn, lines (or where can I move), row 3 or column c.";

    /** Words around the dots that say nothing more: "draw a line from a1 to b1". */
    private static final String[] FILLER = {
        "line", "draw", "from", "to", "and", "between", "join", "dot", "dots", "the", "a", "with", "connect", "play"
    };

    /** Lines listed one by one up to this many; beyond it a listener hears the count and the useful ones. */
    private static final int LISTED = 12;

    private DotsTyped() {}

    /** The one step of the line {@code text} names, as the notation writes it ("a1-b1"). */
    static List<String> typedSteps(DotsPosition p, String text) {
        List<String> dots = new ArrayList<>();
        for (String w : Typed.words(text)) {
            if (isFiller(w)) continue;
            // a word holds one dot or more: "a1", or "a1b1" typed without a space
            int i = 0;
            while (i < w.length()) {
                char c = w.charAt(i);
                int j = i + 1;
                while (j < w.length() && w.charAt(j) >= '0' && w.charAt(j) <= '9') j++;
                if (c < 'a' || c > 'z' || j == i + 1 || j - i > 3) throw Typed.notAMove(text, LINE_FORMS);
                dots.add(w.substring(i, j));
                i = j;
            }
        }
        if (dots.size() != 2) throw Typed.notAMove(text, LINE_FORMS);
        // the rules' own reasons: off the board, diagonal, too far apart, already drawn, game over
        int line = DotsNotation.parseMove(p, dots.get(0) + "-" + dots.get(1));
        return Collections.singletonList(DotsNotation.format(p, line));
    }

    private static boolean isFiller(String w) {
        for (String f : FILLER) if (f.equals(w)) return true;
        return false;
    }

    /** The board or the part asked about in sentences, or null for a query this game does not know. */
    static String describe(DotsPosition p, String query) {
        List<String> q = Typed.words(query);
        if (Typed.asksAll(q)) return score(p) + " " + lineCount(p) + " " + boxes(p, 1) + " " + boxes(p, 2);
        if (Typed.is(q, "score", "scores", "boxes", "who is winning", "who leads")) return score(p);
        if (Typed.is(q, "turn", "whose turn", "whose turn is it", "who moves", "who is to move")) return turn(p);
        if (Typed.asksMoves(q) || Typed.is(q, "lines", "lines left", "free lines", "undrawn lines", "open lines"))
            return linesLeft(p);
        if (q.size() == 2 && q.get(0).equals("row")) return row(p, q.get(1));
        if (q.size() == 2 && (q.get(0).equals("column") || q.get(0).equals("col"))) return column(p, q.get(1));
        return null;
    }

    /** "Player 1 has 3 boxes, player 2 has 2. Player 1 to move." or the result. */
    private static String score(DotsPosition p) {
        String s = "Player 1 has " + p.score(1) + (p.score(1) == 1 ? " box" : " boxes") + ", player 2 has " + p.score(2)
                + ".";
        if (!p.isOver()) return s + " " + turn(p);
        int w = p.winner();
        return s + (w == 0 ? " The game is over: a tie." : " The game is over: player " + w + " wins.");
    }

    private static String turn(DotsPosition p) {
        return p.isOver() ? "The game is over." : "Player " + p.toMove() + " to move.";
    }

    /** "14 of 40 lines are drawn, 26 left; 2 of them close a box." */
    private static String lineCount(DotsPosition p) {
        int left = p.lineCount() - p.drawnCount();
        int closing = 0;
        for (int line : p.legalLines()) if (p.boxesClosedBy(line) > 0) closing++;
        return p.drawnCount() + " of " + p.lineCount() + " lines are drawn, " + left + " left"
                + (closing > 0
                        ? "; " + closing + (closing == 1 ? " of them closes" : " of them close") + " a box."
                        : ".");
    }

    /** "Player 1's boxes: a1, b1." or "Player 1 has no boxes." */
    private static String boxes(DotsPosition p, int player) {
        List<String> mine = new ArrayList<>();
        for (int y = 0; y < p.rows(); y++)
            for (int x = 0; x < p.cols(); x++) if (p.boxOwner(x, y) == player) mine.add(DotsNotation.dot(x, y));
        if (mine.isEmpty()) return "Player " + player + " has no boxes.";
        return "Player " + player + "'s " + (mine.size() == 1 ? "box: " : "boxes: ") + Typed.and(mine) + ".";
    }

    /**
     * The lines left. Up to {@link #LISTED} are all named. Beyond that a full list is too long to listen to, so the
     * sentence gives the count and the two kinds a player looks for: the lines that close a box now, and the safe
     * lines (they give no box its third side, so the opponent gets nothing), each named up to {@link #LISTED}.
     */
    private static String linesLeft(DotsPosition p) {
        if (p.isOver()) return "The game is over: no lines are left.";
        int[] left = p.legalLines();
        List<String> all = new ArrayList<>(), closing = new ArrayList<>(), safe = new ArrayList<>();
        for (int line : left) {
            String name = DotsNotation.format(p, line);
            all.add(name);
            if (p.boxesClosedBy(line) > 0) closing.add(name);
            else if (isSafe(p, line)) safe.add(name);
        }
        if (left.length <= LISTED) {
            String s = (left.length == 1 ? "One line is left: " : left.length + " lines are left: ") + Typed.and(all)
                    + ".";
            return closing.isEmpty() ? s : s + " " + closingText(closing);
        }
        StringBuilder sb = new StringBuilder(String.valueOf(left.length)).append(" lines are left.");
        if (!closing.isEmpty()) sb.append(' ').append(closingText(closing));
        if (safe.isEmpty()) sb.append(" No line is safe: each gives a box its third side.");
        else {
            sb.append(safe.size() == 1 ? " One is safe: " : " " + safe.size() + " are safe: ")
                    .append(first(safe))
                    .append('.');
        }
        return sb.toString();
    }

    private static String closingText(List<String> closing) {
        return (closing.size() == 1 ? "This one closes a box: " : "These close a box: ") + first(closing) + ".";
    }

    /** Up to {@link #LISTED} names, then how many more. */
    private static String first(List<String> names) {
        if (names.size() <= LISTED) return Typed.and(names);
        return Words.join(names.subList(0, LISTED).toArray(new String[0])) + " and " + (names.size() - LISTED)
                + " more";
    }

    /** Whether drawing the line gives no box beside it a third side. */
    private static boolean isSafe(DotsPosition p, int line) {
        for (int b : p.boxesOf(line)) if (p.sidesDrawn(b % p.cols(), b / p.cols()) >= 2) return false;
        return true;
    }

    /** Row {@code n} of boxes (from 1 at the bottom): each box's owner or its sides drawn. */
    private static String row(DotsPosition p, String n) {
        int y = Typed.number(n) - 1;
        if (y < 0 || y >= p.rows())
            return "There is no row " + n + " of boxes: the rows go from 1 at the bottom to " + p.rows() + ".";
        List<String> cells = new ArrayList<>();
        for (int x = 0; x < p.cols(); x++) cells.add(box(p, x, y));
        return "Row " + (y + 1) + ", between the dots of rows " + (y + 1) + " and " + (y + 2) + ": " + Typed.and(cells)
                + ".";
    }

    /** Column {@code c} of boxes (a letter, from a at the left): each box's owner or its sides drawn. */
    private static String column(DotsPosition p, String c) {
        int x = c.length() == 1 ? c.charAt(0) - 'a' : -1;
        if (x < 0 || x >= p.cols())
            return "There is no column " + c + " of boxes: the columns go from a at the left to "
                    + (char) ('a' + p.cols() - 1) + ".";
        List<String> cells = new ArrayList<>();
        for (int y = 0; y < p.rows(); y++) cells.add(box(p, x, y));
        return "Column " + c + ", between the dots of columns " + c + " and " + (char) ('a' + x + 1)
                + ", from the bottom: " + Typed.and(cells) + ".";
    }

    /** "b3 player 1's", "b3 open, 2 sides". */
    private static String box(DotsPosition p, int x, int y) {
        String name = DotsNotation.dot(x, y);
        int owner = p.boxOwner(x, y);
        if (owner != 0) return name + " player " + owner + "'s";
        return name + " open, " + Words.count(p.sidesDrawn(x, y), "side");
    }
}
