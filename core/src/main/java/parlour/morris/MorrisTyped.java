package parlour.morris;

import java.util.ArrayList;
import java.util.List;
import parlour.game.Typed;
import parlour.game.Words;

/**
 * Morris typed in words and told in words. A move or its steps: a point ("d2": a placement, or the piece to move),
 * two points ("d2-d3", "d2 d3", "move d2 to d3"), a removal ("xf4", "x f4", "remove f4", "take f4") and whole moves
 * ("d2-d3xf4", "d2 d3 remove f4"), as the steps {@link MorrisNotation#parts} writes. The board for a listener: each
 * side's pieces ring by ring and in hand, whose turn, the mills, a ring, a row or a column, the moves.
 */
final class MorrisTyped {
    static final String MOVE_FORMS =
            "write a point like d2 to place or pick a piece, d2-d3 or d2 to d3 to move, and remove f4 or xf4 to remove";

    static final String FORMS = "Type a point like d2 to place a piece or pick one, d2-d3 or move d2 to d3 to move it,"
            + " remove f4 or xf4 to take a piece after a mill, or a whole move like d2-d3xf4. Ask for the board,"
            + " turn, pieces, mills, moves (or where can I move), outer, middle or inner ring, ring 1, row 3 or"
            + " column d.";

    private static final String[] FILLER = {
        "move", "moves", "to", "from", "place", "put", "on", "at", "piece", "and", "then", "fly", "flies", "slide",
        "go", "the", "a", "my", "mill", "with"
    };
    private static final String[] REMOVE = {"remove", "removes", "take", "takes", "capture", "captures", "x"};

    private MorrisTyped() {}

    /** The steps {@code text} names: points, then removals as {@code x} and a point. */
    static List<String> typedSteps(MorrisPosition p, String text) {
        MorrisBoard board = p.board();
        List<String> steps = new ArrayList<>();
        boolean removing = false;
        int moves = 0, removals = 0;
        for (String w : Typed.words(text)) {
            if (isOneOf(w, FILLER)) continue;
            if (isOneOf(w, REMOVE)) {
                removing = true;
                continue;
            }
            // a word holds one point or more: "d2", "xf4", "d3xf4" ('x' is no column on either board)
            int i = 0;
            while (i < w.length()) {
                boolean x = w.charAt(i) == 'x' && isPoint(w, i + 1);
                if (x) i++;
                if (!isPoint(w, i)) throw Typed.notAMove(text, MOVE_FORMS);
                String name = w.substring(i, i + 2);
                if (board.pointNamed(name) < 0)
                    throw new IllegalArgumentException("There is no point " + name + " on this board.");
                i += 2;
                removing |= x;
                if (removing) {
                    steps.add("x" + name);
                    removals++;
                } else {
                    steps.add(name);
                    moves++;
                }
            }
        }
        if (steps.isEmpty() || moves > 2 || removals > 2) throw Typed.notAMove(text, MOVE_FORMS);
        if (moves == 2) checkMove(p, steps);
        return steps;
    }

    /**
     * A move from one point to another is the start of a move whatever was entered before: where the rules refuse
     * it, their reason is the player's (a missing removal is not refused: the shell asks for it).
     */
    private static void checkMove(MorrisPosition p, List<String> steps) {
        StringBuilder move = new StringBuilder(steps.get(0)).append('-').append(steps.get(1));
        for (int i = 2; i < steps.size(); i++) move.append(steps.get(i));
        try {
            MorrisNotation.parse(p, move.toString());
        } catch (IllegalArgumentException e) {
            if (steps.size() == 2 && e.getMessage().startsWith("That move closes ")) return;
            throw e;
        }
    }

    /** Whether a point name (a column letter a to g and a row digit) stands at {@code i} in {@code w}. */
    private static boolean isPoint(String w, int i) {
        return i + 1 < w.length()
                && w.charAt(i) >= 'a'
                && w.charAt(i) <= 'g'
                && w.charAt(i + 1) >= '1'
                && w.charAt(i + 1) <= '9'
                && (i + 2 == w.length() || w.charAt(i + 2) < '0' || w.charAt(i + 2) > '9');
    }

    private static boolean isOneOf(String w, String[] words) {
        for (String f : words) if (f.equals(w)) return true;
        return false;
    }

    /** The board or the part asked about in sentences, or null for a query this game does not know. */
    static String describe(MorrisPosition p, String query) {
        List<String> q = Typed.words(query);
        if (Typed.asksAll(q)) {
            StringBuilder sb = new StringBuilder(side(p, 1)).append(' ').append(side(p, 2));
            String mills = mills(p);
            if (mills != null) sb.append(' ').append(mills);
            return sb.append(' ').append(turn(p)).toString();
        }
        if (Typed.is(q, "turn", "whose turn", "whose turn is it", "who moves", "who is to move")) return turn(p);
        if (Typed.is(q, "pieces", "score", "hand", "in hand", "men", "count")) return count(p, 1) + " " + count(p, 2);
        if (Typed.is(q, "mills", "mill")) {
            String mills = mills(p);
            return mills == null ? "No mill stands on the board." : mills;
        }
        if (Typed.asksMoves(q)) return moves(p);
        int ring = ringAsked(p.board(), q);
        if (ring != -2) return ring(p, ring, q);
        if (q.size() == 2 && q.get(0).equals("row")) return row(p, q.get(1));
        if (q.size() == 2 && (q.get(0).equals("column") || q.get(0).equals("col"))) return column(p, q.get(1));
        return null;
    }

    /** The ring names from the outside in: two rings on the six men's board, three on the nine's. */
    private static String ringName(MorrisBoard b, int ring) {
        return ring == 0 ? "outer" : ring == b.squares - 1 ? "inner" : "middle";
    }

    /** The ring a query names (0 outer), -1 for a ring that is not on this board, -2 when it names none. */
    private static int ringAsked(MorrisBoard b, List<String> q) {
        List<String> w = new ArrayList<>(q);
        if (w.size() == 2 && (w.get(1).equals("ring") || w.get(1).equals("square"))) w.remove(1);
        if (w.size() == 1) {
            for (int r = 0; r < b.squares; r++) if (w.get(0).equals(ringName(b, r))) return r;
            return w.get(0).equals("middle") ? -1 : -2;
        }
        if (w.size() == 2 && (w.get(0).equals("ring") || w.get(0).equals("square"))) {
            int n = Typed.number(w.get(1));
            return n >= 1 && n <= b.squares ? n - 1 : -1;
        }
        return -2;
    }

    /** "Player 1: outer ring a1 and d1; middle ring b2; 5 in hand." */
    private static String side(MorrisPosition p, int player) {
        MorrisBoard b = p.board();
        List<String> rings = new ArrayList<>();
        for (int r = 0; r < b.squares; r++) {
            List<String> names = new ArrayList<>();
            for (int i = 0; i < 8; i++) if (p.at(8 * r + i) == player) names.add(b.name(8 * r + i));
            if (!names.isEmpty()) rings.add(ringName(b, r) + " ring " + Typed.and(names));
        }
        StringBuilder sb = new StringBuilder("Player ").append(player).append(": ");
        sb.append(rings.isEmpty() ? "no pieces on the board" : join(rings, "; "));
        if (p.hand(player) > 0) sb.append("; ").append(p.hand(player)).append(" in hand");
        return sb.append('.').toString();
    }

    /** "Player 1 has 7 pieces on the board and 2 in hand." */
    private static String count(MorrisPosition p, int player) {
        return "Player " + player + " has " + Words.count(Integer.bitCount(p.men(player)), "piece")
                + " on the board and " + p.hand(player) + " in hand.";
    }

    /** Whose turn and what they do: place, move or fly; or how the game ended. */
    private static String turn(MorrisPosition p) {
        if (p.isOver()) {
            return p.winner() == 0
                    ? "The game is over: a draw, " + p.why() + "."
                    : "The game is over: player " + p.winner() + " wins, " + p.why() + ".";
        }
        int me = p.toMove();
        if (p.hand(me) > 0) return "Player " + me + " to place a piece.";
        if (p.flies()) return "Player " + me + " to move, and with three pieces left may fly to any empty point.";
        return "Player " + me + " to move a piece.";
    }

    /** "Player 1's mill: a1, d1 and g1." for each side's standing mills, or null for none. */
    private static String mills(MorrisPosition p) {
        MorrisBoard b = p.board();
        List<String> out = new ArrayList<>();
        for (int player = 1; player <= 2; player++) {
            List<String> mills = new ArrayList<>();
            for (int m = 0; m < b.millCount(); m++) {
                if ((p.men(player) & b.mill(m)) == b.mill(m)) mills.add(names(b, b.mill(m)));
            }
            if (!mills.isEmpty())
                out.add("Player " + player + (mills.size() == 1 ? "'s mill: " : "'s mills: ") + join(mills, "; ")
                        + ".");
        }
        return out.isEmpty() ? null : join(out, " ");
    }

    /** The side to move's moves in words: where to place, or each piece's destinations; those that close a mill. */
    private static String moves(MorrisPosition p) {
        if (p.isOver()) return turn(p);
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
        StringBuilder sb = new StringBuilder();
        if (p.hand(me) > 0) {
            sb.append("Player ")
                    .append(me)
                    .append(" places on any empty point: ")
                    .append(names(b, p.empty()));
        } else if (p.flies()) {
            sb.append("Player ")
                    .append(me)
                    .append(" may fly ")
                    .append(names(b, p.men(me)))
                    .append(" to any empty point: ")
                    .append(names(b, p.empty()));
        } else {
            List<String> pieces = new ArrayList<>();
            for (int from = 0; from < b.points; from++) {
                if (p.at(from) != me) continue;
                int to = b.neighbours(from) & p.empty();
                if (to != 0) pieces.add(b.name(from) + " to " + Typed.or(list(b, to)));
            }
            sb.append("Player ").append(me).append(" can move ").append(join(pieces, "; "));
        }
        sb.append('.');
        if (!millers.isEmpty()) {
            sb.append(millers.size() == 1 ? " This closes a mill: " : " These close a mill: ")
                    .append(Typed.and(millers))
                    .append('.');
        }
        return sb.toString();
    }

    /** A ring's points from its bottom-left corner round, with what stands on each. */
    private static String ring(MorrisPosition p, int ring, List<String> q) {
        MorrisBoard b = p.board();
        if (ring < 0) {
            return "There is no " + Typed.joinWords(q) + " on this board: its rings are "
                    + (b.squares == 2 ? "outer and inner (ring 1 and 2)" : "outer, middle and inner (ring 1 to 3)")
                    + ".";
        }
        List<String> points = new ArrayList<>();
        for (int i = 0; i < 8; i++) points.add(point(p, 8 * ring + i));
        String name = ringName(b, ring);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1) + " ring: " + Typed.and(points) + ".";
    }

    /** Row {@code n} of the grid, from 1 at the bottom: its points from the left. */
    private static String row(MorrisPosition p, String n) {
        MorrisBoard b = p.board();
        int r = Typed.number(n) - 1;
        if (r < 0 || r >= b.grid)
            return "There is no row " + n + ": the rows go from 1 at the bottom to " + b.grid + ".";
        List<String> points = new ArrayList<>();
        for (int c = 0; c < b.grid; c++) if (b.pointAt(c, r) >= 0) points.add(point(p, b.pointAt(c, r)));
        return "Row " + n + ": " + Typed.and(points) + ".";
    }

    /** Column {@code c} of the grid, a letter from a at the left: its points from the bottom. */
    private static String column(MorrisPosition p, String c) {
        MorrisBoard b = p.board();
        int col = c.length() == 1 ? c.charAt(0) - 'a' : -1;
        if (col < 0 || col >= b.grid)
            return "There is no column " + c + ": the columns go from a at the left to " + (char) ('a' + b.grid - 1)
                    + ".";
        List<String> points = new ArrayList<>();
        for (int r = 0; r < b.grid; r++) if (b.pointAt(col, r) >= 0) points.add(point(p, b.pointAt(col, r)));
        return "Column " + c + ": " + Typed.and(points) + ".";
    }

    /** "a1 player 1", "d1 empty". */
    private static String point(MorrisPosition p, int point) {
        int who = p.at(point);
        return p.board().name(point) + (who == 0 ? " empty" : " player " + who);
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

    private static String join(List<String> items, String separator) {
        StringBuilder sb = new StringBuilder();
        for (String s : items) sb.append(sb.length() == 0 ? "" : separator).append(s);
        return sb.toString();
    }
}
