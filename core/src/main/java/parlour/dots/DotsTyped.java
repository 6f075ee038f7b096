package parlour.dots;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import parlour.game.MoveWords;
import parlour.game.PlayerNames;
import parlour.game.Typed;
import parlour.words.Tr;

/**
 * Dots and Boxes typed in words and told in words: a line as its two dots in any order and with any words around
 * them ("a1-b1", "b1 a1", "line a1 to b1"), and the board for a listener: the score, the boxes, the lines left, a
 * row or a column of boxes. A box is named by its bottom-left dot: box b3 has the corners b3, c3, b4 and c4.
 */
final class DotsTyped extends MoveWords<DotsPosition> {
    private static final String FORMS =
            Tr.mark("Type a line as its two dots, like a1-b1, a1 b1, b1 a1 or line a1 to b1. "
                    + "Ask for the board, score, turn, lines (or where can I move), row 3 or column c.");

    /** The refusal of a text that names no line, quoting it. */
    private static IllegalArgumentException notALine(String text) {
        return new IllegalArgumentException(t(
                "{0} is not a move: write a line as its two dots, like a1-b1, a1 b1 or a1 to b1", Typed.quoted(text)));
    }

    /**
     * Words around the dots that say nothing more: "draw a line from a1 to b1", and in Polish (written without the
     * letters' marks, see {@link DotsWords#words}) "linia a1 b1", "a1 do b1", "narysuj kreskę od a1 do b1".
     */
    private static final String[] FILLER = {
        "line",
        "draw",
        "from",
        "to",
        "and",
        "between",
        "join",
        "dot",
        "dots",
        "the",
        "a",
        "with",
        "connect",
        "play",
        "linia",
        "linie",
        "kreska",
        "kreske",
        "do",
        "od",
        "z",
        "i",
        "miedzy",
        "polacz",
        "narysuj",
        "rysuj",
        "kropka",
        "kropke",
        "kropki",
        "kropkami"
    };

    DotsTyped() {
        super(FORMS, DotsWords::of);
    }

    /** The one step of the line {@code text} names, as the notation writes it ("a1-b1"). */
    @Override
    public List<String> typedSteps(DotsPosition p, String text) {
        List<String> dots = new ArrayList<>();
        for (String w : DotsWords.words(text)) {
            if (isFiller(w)) continue;
            // a word holds one dot or more: "a1", or "a1b1" typed without a space
            int i = 0;
            while (i < w.length()) {
                char c = w.charAt(i);
                int j = i + 1;
                while (j < w.length() && w.charAt(j) >= '0' && w.charAt(j) <= '9') j++;
                if (c < 'a' || c > 'z' || j == i + 1 || j - i > 3) throw notALine(text);
                dots.add(w.substring(i, j));
                i = j;
            }
        }
        if (dots.size() != 2) throw notALine(text);
        // the rules' own reasons: off the board, diagonal, too far apart, already drawn, game over
        int line = DotsNotation.parseMove(p, dots.get(0) + "-" + dots.get(1));
        return Collections.singletonList(DotsNotation.format(p, line));
    }

    private static boolean isFiller(String w) {
        for (String f : FILLER) if (f.equals(w)) return true;
        return false;
    }

    /** A line under the cursor ("a1-b1"): "Line a1 to b1, free.", "…, yours." or "…, drawn by Computer (easy)." */
    @Override
    public String placeInWords(DotsPosition p, String place, PlayerNames names) {
        int line = DotsNotation.lineNamed(p, place);
        if (line < 0) return null;
        String from = place.substring(0, place.indexOf('-')), to = place.substring(place.indexOf('-') + 1);
        int owner = p.lineOwner(line);
        if (owner == 0) return t("Line {0} to {1}, free.", from, to);
        return names.isYou(owner)
                ? t("Line {0} to {1}, yours.", from, to)
                : t("Line {0} to {1}, drawn by {2}.", from, to, names.name(owner));
    }

    @Override
    public String describe(DotsPosition p, String query) {
        return describe(p, query, PlayerNames.NUMBERED);
    }

    /**
     * The board or the part asked about in sentences, the players named as {@code names} does, or null for a query
     * this game does not know. The questions are taken in English and in Polish ("plansza", "wynik", "czyja kolej",
     * "gdzie mogę", "wiersz 3", "kolumna c").
     */
    @Override
    public String describe(DotsPosition p, String query, PlayerNames names) {
        List<String> q = DotsWords.words(query);
        if (Typed.asksAll(q) || Typed.is(q, "plansza", "plansze", "pozycja", "wszystko", "opisz", "opisz plansze"))
            return boxes(p, 1, names) + " " + boxes(p, 2, names) + " " + lineCount(p) + " " + turn(p, names);
        if (Typed.is(q, "score", "scores", "boxes", "who is winning", "who leads")
                || Typed.is(q, "wynik", "punkty", "kwadraty", "kto wygrywa", "kto prowadzi"))
            return score(p, names) + " " + turn(p, names);
        if (Typed.is(q, "turn", "whose turn", "whose turn is it", "who moves", "who is to move")
                || Typed.is(q, "kolej", "czyja kolej", "czyj ruch", "kto gra", "kto teraz")) return turn(p, names);
        if (Typed.asksMoves(q)
                || Typed.is(q, "lines", "lines left", "free lines", "undrawn lines", "open lines")
                || Typed.is(
                        q,
                        "linie",
                        "kreski",
                        "ruchy",
                        "wolne linie",
                        "wolne kreski",
                        "gdzie moge",
                        "gdzie moge zagrac",
                        "co moge zrobic",
                        "mozliwe ruchy")) return linesLeft(p);
        String row = Typed.rowAsked(q), column = Typed.columnAsked(q);
        if (row != null) return row(p, row, names);
        return column == null ? null : column(p, column, names);
    }

    /** "Boxes: You 3, Computer (easy) 2.", always player 1 first, as the side panel lists them. */
    private static String score(DotsPosition p, PlayerNames names) {
        return t("Boxes: {0} {1}, {2} {3}.", names.name(1), p.score(1), names.name(2), p.score(2));
    }

    /** Whose turn, or who won. */
    private static String turn(DotsPosition p, PlayerNames names) {
        if (p.isOver()) {
            int w = p.winner();
            if (w == 0) return t("The game is over: a tie.");
            return names.isYou(w) ? t("The game is over: you win.") : t("The game is over: {0} wins.", names.name(w));
        }
        return names.isYou(p.toMove()) ? t("Your move.") : t("{0} to move.", names.name(p.toMove()));
    }

    /** "14 of 40 lines are drawn, 26 left; 2 of them close a box." */
    private static String lineCount(DotsPosition p) {
        int left = p.lineCount() - p.drawnCount();
        int closing = 0;
        for (int line : p.legalLines()) if (p.boxesClosedBy(line) > 0) closing++;
        if (closing == 0) return t("{0} of {1} lines are drawn, {2} left.", p.drawnCount(), p.lineCount(), left);
        return t(
                "{0} of {1} lines are drawn, {2} left; {3} of them {3|closes|close} a box.",
                p.drawnCount(), p.lineCount(), left, closing);
    }

    /** "You have 2 boxes: a1 and b1." or "Computer (easy) has no boxes.": the one place the board says the score. */
    private static String boxes(DotsPosition p, int player, PlayerNames names) {
        List<String> mine = new ArrayList<>();
        for (int y = 0; y < p.rows(); y++)
            for (int x = 0; x < p.cols(); x++) if (p.boxOwner(x, y) == player) mine.add(DotsNotation.dot(x, y));
        boolean you = names.isYou(player);
        String who = names.name(player);
        if (mine.isEmpty()) return you ? t("You have no boxes.") : t("{0} has no boxes.", who);
        String all = Typed.and(mine);
        return you
                ? t("You have {0} {0|box|boxes}: {1}.", mine.size(), all)
                : t("{0} has {1} {1|box|boxes}: {2}.", who, mine.size(), all);
    }

    /**
     * Every line left, in the groups a player looks for: those that close a box now, the safe ones (they give no box
     * its third side, so the opponent gets nothing), and those that give a box away.
     */
    private static String linesLeft(DotsPosition p) {
        if (p.isOver()) return t("The game is over: no lines are left.");
        int[] left = p.legalLines();
        List<String> closing = new ArrayList<>(), safe = new ArrayList<>(), giving = new ArrayList<>();
        for (int line : left) {
            String name = DotsNotation.format(p, line);
            if (p.boxesClosedBy(line) > 0) closing.add(name);
            else if (isSafe(p, line)) safe.add(name);
            else giving.add(name);
        }
        StringBuilder sb = new StringBuilder(t("{0} {0|line is|lines are} left.", left.length));
        if (!closing.isEmpty())
            sb.append(' ').append(t("Close a box: {0} {0|line|lines}, {1}.", closing.size(), Typed.and(closing)));
        if (!safe.isEmpty()) sb.append(' ').append(t("Safe: {0} {0|line|lines}, {1}.", safe.size(), Typed.and(safe)));
        if (!giving.isEmpty())
            sb.append(' ')
                    .append(t("Give a box its third side: {0} {0|line|lines}, {1}.", giving.size(), Typed.and(giving)));
        return sb.toString();
    }

    /** Whether drawing the line gives no box beside it a third side. */
    private static boolean isSafe(DotsPosition p, int line) {
        for (int b : p.boxesOf(line)) if (p.sidesDrawn(b % p.cols(), b / p.cols()) >= 2) return false;
        return true;
    }

    /** Row {@code n} of boxes (from 1 at the bottom): each box's owner or its sides drawn. */
    private static String row(DotsPosition p, String n, PlayerNames names) {
        int y = Typed.number(n) - 1;
        if (y < 0 || y >= p.rows())
            return t("There is no row {0} of boxes: the rows go from 1 at the bottom to {1}.", n, p.rows());
        List<String> cells = new ArrayList<>();
        for (int x = 0; x < p.cols(); x++) cells.add(box(p, x, y, names));
        return t("Row {0}, between the dots of rows {0} and {1}: {2}.", y + 1, y + 2, Typed.and(cells));
    }

    /** Column {@code c} of boxes (a letter, from a at the left): each box's owner or its sides drawn. */
    private static String column(DotsPosition p, String c, PlayerNames names) {
        int x = c.length() == 1 ? c.charAt(0) - 'a' : -1;
        if (x < 0 || x >= p.cols())
            return t(
                    "There is no column {0} of boxes: the columns go from a at the left to {1}.",
                    c, (char) ('a' + p.cols() - 1));
        List<String> cells = new ArrayList<>();
        for (int y = 0; y < p.rows(); y++) cells.add(box(p, x, y, names));
        return t(
                "Column {0}, between the dots of columns {0} and {1}, from the bottom: {2}.",
                c, (char) ('a' + x + 1), Typed.and(cells));
    }

    /** "b3 yours", "b3 Computer (easy)'s", "b3 open, 2 sides". */
    private static String box(DotsPosition p, int x, int y, PlayerNames names) {
        String name = DotsNotation.dot(x, y);
        int owner = p.boxOwner(x, y);
        if (owner != 0) return names.isYou(owner) ? t("{0} yours", name) : t("{0} {1}'s", name, names.name(owner));
        int sides = p.sidesDrawn(x, y);
        return t("{0} open, {1} {1|side|sides}", name, sides);
    }
}
