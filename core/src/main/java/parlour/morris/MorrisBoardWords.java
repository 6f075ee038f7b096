package parlour.morris;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import parlour.game.PlayerNames;
import parlour.game.Typed;

/**
 * A Morris position told in words for a listener, apart from reading typed moves ({@link MorrisTyped}): each side's
 * pieces ring by ring and in hand, whose turn, the mills, a ring, a row or a column, and the moves.
 */
final class MorrisBoardWords {
    private MorrisBoardWords() {}

    /**
     * The board or the part asked about in sentences, or null for a query this game does not know. The questions
     * are taken in English and in Polish ("plansza", "kolej", "pionki", "młynki", "gdzie mogę", "pierścień 2",
     * "zewnętrzny pierścień", "wiersz 3", "kolumna d").
     */
    static String describe(MorrisPosition p, String query, PlayerNames names) {
        List<String> q = MorrisWords.words(query);
        if (Typed.asksAll(q) || Typed.is(q, "plansza", "plansze", "pozycja", "wszystko", "opisz", "opisz plansze")) {
            StringBuilder sb = new StringBuilder(side(p, 1, names)).append(' ').append(side(p, 2, names));
            String mills = mills(p, names);
            if (mills != null) sb.append(' ').append(mills);
            return sb.append(' ').append(turn(p, names)).toString();
        }
        if (Typed.is(q, "turn", "whose turn", "whose turn is it", "who moves", "who is to move")
                || Typed.is(q, "kolej", "czyja kolej", "czyj ruch", "kto gra", "kto teraz")) return turn(p, names);
        if (Typed.is(q, "pieces", "score", "hand", "in hand", "men", "count")
                || Typed.is(q, "pionki", "wynik", "reka", "w rece", "ile pionkow"))
            return count(p, 1, names) + " " + count(p, 2, names);
        if (Typed.is(q, "mills", "mill") || Typed.is(q, "mlynki", "mlynek")) {
            String mills = mills(p, names);
            return mills == null ? t("No mill stands on the board.") : mills;
        }
        if (Typed.asksMoves(q)
                || Typed.is(q, "ruchy", "ruch", "gdzie moge", "gdzie moge isc", "co moge zrobic", "mozliwe ruchy"))
            return moves(p, names);
        int ring = ringAsked(p.board(), q);
        if (ring != -2) {
            // the ring asked for as the player wrote it: Polish letters kept
            boolean plain = Typed.plain(query).equals(query.toLowerCase());
            return ring(p, ring, plain ? Typed.joinWords(q) : query.trim().toLowerCase(), names);
        }
        String row = Typed.rowAsked(q), column = Typed.columnAsked(q);
        if (row != null) return row(p, row, names);
        return column == null ? null : column(p, column, names);
    }

    /** The ring names from the outside in: two rings on the six men's board, three on the nine's. */
    private static String ringName(MorrisBoard b, int ring) {
        return ring == 0 ? "outer" : ring == b.squares - 1 ? "inner" : "middle";
    }

    /** The Polish ring names as typed without the letters' marks, from the outside in. */
    private static String polishRingName(MorrisBoard b, int ring) {
        return ring == 0 ? "zewnetrzny" : ring == b.squares - 1 ? "wewnetrzny" : "srodkowy";
    }

    /** The ring a query names (0 outer), -1 for a ring that is not on this board, -2 when it names none. */
    private static int ringAsked(MorrisBoard b, List<String> q) {
        List<String> w = new ArrayList<>(q);
        if (w.size() == 2 && isRingWord(w.get(1))) w.remove(1);
        else if (w.size() == 2
                && (w.get(0).equals("pierscien") || w.get(0).equals("kwadrat"))
                && Typed.number(w.get(1)) < 0) w.remove(0);
        if (w.size() == 1) {
            for (int r = 0; r < b.squares; r++)
                if (w.get(0).equals(ringName(b, r)) || w.get(0).equals(polishRingName(b, r))) return r;
            return w.get(0).equals("middle") || w.get(0).equals("srodkowy") ? -1 : -2;
        }
        if (w.size() == 2 && isRingWord(w.get(0))) {
            int n = Typed.number(w.get(1));
            return n >= 1 && n <= b.squares ? n - 1 : -1;
        }
        return -2;
    }

    /** "ring", "square", and the Polish "pierścień" and "kwadrat" (written without the marks). */
    private static boolean isRingWord(String w) {
        return w.equals("ring") || w.equals("square") || w.equals("pierscien") || w.equals("kwadrat");
    }

    /** "outer ring a1 and d1": the pieces one player has on a ring. */
    private static String onRing(MorrisBoard b, int ring, String names) {
        return ring == 0
                ? t("outer ring {0}", names)
                : ring == b.squares - 1 ? t("inner ring {0}", names) : t("middle ring {0}", names);
    }

    /** "You: outer ring a1 and d1; middle ring b2; 5 in hand." */
    private static String side(MorrisPosition p, int player, PlayerNames names) {
        MorrisBoard b = p.board();
        List<String> rings = new ArrayList<>();
        for (int r = 0; r < b.squares; r++) {
            List<String> points = new ArrayList<>();
            for (int i = 0; i < 8; i++) if (p.at(8 * r + i) == player) points.add(b.name(8 * r + i));
            if (!points.isEmpty()) rings.add(onRing(b, r, Typed.and(points)));
        }
        int hand = p.hand(player);
        String who = names.name(player);
        if (rings.isEmpty())
            return hand > 0
                    ? t("{0}: no pieces on the board; {1} in hand.", who, hand)
                    : t("{0}: no pieces on the board.", who);
        String on = Typed.join(rings, "; ");
        return hand > 0 ? t("{0}: {1}; {2} in hand.", who, on, hand) : t("{0}: {1}.", who, on);
    }

    /** "You have 7 pieces on the board and 2 in hand." */
    private static String count(MorrisPosition p, int player, PlayerNames names) {
        int on = Integer.bitCount(p.men(player)), hand = p.hand(player);
        return names.isYou(player)
                ? t("You have {0} {0|piece|pieces} on the board and {1} in hand.", on, hand)
                : t("{0} has {1} {1|piece|pieces} on the board and {2} in hand.", names.name(player), on, hand);
    }

    /** Whose turn and what they do: place, move or fly; or how the game ended. */
    private static String turn(MorrisPosition p, PlayerNames names) {
        if (p.isOver()) {
            int w = p.winner();
            String why = MorrisWords.why(p, names);
            if (w == 0) return t("The game is over: a draw, {0}.", why);
            return names.isYou(w)
                    ? t("The game is over: you win, {0}.", why)
                    : t("The game is over: {0} wins, {1}.", names.name(w), why);
        }
        int me = p.toMove();
        String who = names.name(me);
        boolean you = names.isYou(me);
        if (p.hand(me) > 0) return you ? t("You to place a piece.") : t("{0} to place a piece.", who);
        if (p.flies())
            return you
                    ? t("You to move, and with three pieces left you may fly to any empty point.")
                    : t("{0} to move, and with three pieces left may fly to any empty point.", who);
        return you ? t("You to move a piece.") : t("{0} to move a piece.", who);
    }

    /** "Your mill: a1, d1 and g1." for each side's standing mills, or null for none. */
    private static String mills(MorrisPosition p, PlayerNames names) {
        MorrisBoard b = p.board();
        List<String> out = new ArrayList<>();
        for (int player = 1; player <= 2; player++) {
            List<String> mills = new ArrayList<>();
            for (int m = 0; m < b.millCount(); m++) {
                if ((p.men(player) & b.mill(m)) == b.mill(m)) mills.add(names(b, b.mill(m)));
            }
            if (mills.isEmpty()) continue;
            String all = Typed.join(mills, "; ");
            out.add(
                    names.isYou(player)
                            ? t("Your {0|mill|mills}: {1}.", mills.size(), all)
                            : t("{0}'s {1|mill|mills}: {2}.", names.name(player), mills.size(), all));
        }
        return out.isEmpty() ? null : Typed.join(out, " ");
    }

    /** The side to move's moves in words: where to place, or each piece's destinations; those that close a mill. */
    private static String moves(MorrisPosition p, PlayerNames names) {
        if (p.isOver()) return turn(p, names);
        MorrisBoard b = p.board();
        int me = p.toMove();
        List<String> millers = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (int m : p.legalMoves()) {
            String head = MorrisMove.format(
                    b, MorrisMove.of(MorrisMove.from(m), MorrisMove.to(m), MorrisMove.NONE, MorrisMove.NONE));
            if (MorrisMove.removes(m) && !seen.contains(head)) millers.add(head);
            if (!seen.contains(head)) seen.add(head);
        }
        String s, who = names.name(me);
        boolean you = names.isYou(me);
        if (p.hand(me) > 0) {
            s = you
                    ? t("You place on any empty point: {0}.", names(b, p.empty()))
                    : t("{0} places on any empty point: {1}.", who, names(b, p.empty()));
        } else if (p.flies()) {
            s = you
                    ? t("You may fly {0} to any empty point: {1}.", names(b, p.men(me)), names(b, p.empty()))
                    : t("{0} may fly {1} to any empty point: {2}.", who, names(b, p.men(me)), names(b, p.empty()));
        } else {
            List<String> pieces = new ArrayList<>();
            for (int from = 0; from < b.points; from++) {
                if (p.at(from) != me) continue;
                int to = b.neighbours(from) & p.empty();
                if (to != 0) pieces.add(t("[move] {0} to {1}", b.name(from), Typed.or(list(b, to))));
            }
            s = you
                    ? t("You can move {0}.", Typed.join(pieces, "; "))
                    : t("{0} can move {1}.", who, Typed.join(pieces, "; "));
        }
        if (millers.isEmpty()) return s;
        return s + " "
                + (millers.size() == 1
                        ? t("This closes a mill: {0}.", Typed.and(millers))
                        : t("These close a mill: {0}.", Typed.and(millers)));
    }

    /** A ring's points from its bottom-left corner round, with what stands on each. */
    private static String ring(MorrisPosition p, int ring, String asked, PlayerNames names) {
        MorrisBoard b = p.board();
        if (ring < 0) {
            return b.squares == 2
                    ? t("There is no {0} on this board: its rings are outer and inner (ring 1 and 2).", asked)
                    : t("There is no {0} on this board: its rings are outer, middle and inner (ring 1 to 3).", asked);
        }
        List<String> points = new ArrayList<>();
        for (int i = 0; i < 8; i++) points.add(point(p, 8 * ring + i, names));
        String all = Typed.and(points);
        return ring == 0
                ? t("Outer ring: {0}.", all)
                : ring == b.squares - 1 ? t("Inner ring: {0}.", all) : t("Middle ring: {0}.", all);
    }

    /** Row {@code n} of the grid, from 1 at the bottom: its points from the left. */
    private static String row(MorrisPosition p, String n, PlayerNames names) {
        MorrisBoard b = p.board();
        int r = Typed.number(n) - 1;
        if (r < 0 || r >= b.grid) return t("There is no row {0}: the rows go from 1 at the bottom to {1}.", n, b.grid);
        List<String> points = new ArrayList<>();
        for (int c = 0; c < b.grid; c++) if (b.pointAt(c, r) >= 0) points.add(point(p, b.pointAt(c, r), names));
        return t("Row {0}: {1}.", n, Typed.and(points));
    }

    /** Column {@code c} of the grid, a letter from a at the left: its points from the bottom. */
    private static String column(MorrisPosition p, String c, PlayerNames names) {
        MorrisBoard b = p.board();
        int col = c.length() == 1 ? c.charAt(0) - 'a' : -1;
        if (col < 0 || col >= b.grid)
            return t("There is no column {0}: the columns go from a at the left to {1}.", c, (char) ('a' + b.grid - 1));
        List<String> points = new ArrayList<>();
        for (int r = 0; r < b.grid; r++) if (b.pointAt(col, r) >= 0) points.add(point(p, b.pointAt(col, r), names));
        return t("Column {0}: {1}.", c, Typed.and(points));
    }

    /** "a1 yours", "a1 Computer (easy)'s", "d1 empty". */
    private static String point(MorrisPosition p, int point, PlayerNames names) {
        int who = p.at(point);
        String name = p.board().name(point);
        if (who == 0) return t("{0} empty", name);
        return names.isYou(who) ? t("{0} yours", name) : t("{0} {1}'s", name, names.name(who));
    }

    private static List<String> list(MorrisBoard b, int mask) {
        List<String> out = new ArrayList<>();
        for (int m = mask; m != 0; m &= m - 1) out.add(b.name(Integer.numberOfTrailingZeros(m)));
        return out;
    }

    /** "a1, d1 and g1". */
    private static String names(MorrisBoard b, int mask) {
        return Typed.and(list(b, mask));
    }
}
