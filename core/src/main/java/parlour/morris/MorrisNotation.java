package parlour.morris;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import parlour.match.Text;

/**
 * Reads and writes Morris moves ({@code c2}, {@code a1-a3}, {@code c2xb4}, {@code a1-a3xd2}) and says in a
 * player's words why a move is not legal in a position.
 */
public final class MorrisNotation {
    private MorrisNotation() {}

    /** The refusal of a move that closes a mill but names no piece to remove: the shell asks for the removal. */
    static final class RemovalMissing extends IllegalArgumentException {
        RemovalMissing(String message) {
            super(message);
        }
    }

    /** A packed move in notation. */
    public static String format(MorrisPosition p, int move) {
        return MorrisMove.format(p.board(), move);
    }

    /** The steps of a move on the board: {@code a1-a3xd2} is {@code a1}, {@code a3}, {@code xd2}. */
    public static List<String> parts(String move) {
        List<String> out = new ArrayList<>();
        int x = move.indexOf('x');
        String head = x < 0 ? move : move.substring(0, x);
        int dash = head.indexOf('-');
        if (dash >= 0) {
            out.add(head.substring(0, dash));
            out.add(head.substring(dash + 1));
        } else {
            out.add(head);
        }
        while (x >= 0) {
            int next = move.indexOf('x', x + 1);
            out.add(move.substring(x, next < 0 ? move.length() : next));
            x = next;
        }
        return out;
    }

    /** The move whose {@link #parts} are {@code steps}: {@code a1}, {@code a3}, {@code xd2} is {@code a1-a3xd2}. */
    public static String written(List<String> steps) {
        StringBuilder move = new StringBuilder();
        for (int i = 0; i < steps.size(); i++) {
            String s = steps.get(i);
            if (i == 1 && !s.startsWith("x")) move.append('-');
            move.append(s);
        }
        return move.toString();
    }

    /** The point a move's piece ends on: where it is placed, or where it moves or flies to. */
    public static String destination(String move) {
        List<String> parts = parts(move);
        return parts.size() > 1 && !parts.get(1).startsWith("x") ? parts.get(1) : parts.get(0);
    }

    /**
     * The legal move {@code text} names in {@code p}.
     *
     * @throws IllegalArgumentException saying why it is malformed or not legal here
     */
    public static int parse(MorrisPosition p, String text) {
        MorrisBoard board = p.board();
        String t = text == null ? "" : text.trim().toLowerCase();
        String form = t(
                "{0} is not a move: write a point like d2 to place, d2-d3 to move, and add x and a point to remove, like d2xb4",
                Text.quote(text));
        if (t.isEmpty() || t.length() > 16) throw new IllegalArgumentException(form);
        List<String> steps = parts(t);
        int from = MorrisMove.NONE, to;
        int i = 0;
        if (t.indexOf('-') >= 0) {
            from = point(board, steps.get(i++), form);
        }
        if (i >= steps.size() || steps.get(i).startsWith("x")) throw new IllegalArgumentException(form);
        to = point(board, steps.get(i++), form);
        int[] removals = {MorrisMove.NONE, MorrisMove.NONE};
        int r = 0;
        for (; i < steps.size(); i++) {
            String s = steps.get(i);
            if (!s.startsWith("x") || r == 2) throw new IllegalArgumentException(form);
            removals[r++] = point(board, s.substring(1), form);
        }
        if (p.isOver()) throw new IllegalArgumentException(t("The game is over."));
        int me = p.toMove(), them = 3 - me;
        String toName = board.name(to);
        if (from == MorrisMove.NONE && p.hand(me) == 0) {
            throw new IllegalArgumentException(
                    t("All your pieces are placed: move one, like {0}.", p.flies() ? "a1-e5" : "a1-a3"));
        }
        if (from != MorrisMove.NONE && p.hand(me) > 0) {
            throw new IllegalArgumentException(
                    t("Place all your pieces first: you have {0} {0|piece|pieces} in hand.", p.hand(me)));
        }
        if (from != MorrisMove.NONE && p.at(from) != me) {
            throw new IllegalArgumentException(
                    p.at(from) == 0
                            ? t("There is no piece on {0}.", board.name(from))
                            : t("The piece on {0} is not yours.", board.name(from)));
        }
        if (from != MorrisMove.NONE && !p.flies() && (board.neighbours(from) & 1 << to) == 0) {
            throw new IllegalArgumentException(
                    p.rules.flying
                            ? t(
                                    "{0} and {1} are not neighbours along a line (pieces fly only when a player has three left).",
                                    board.name(from), toName)
                            : t("{0} and {1} are not neighbours along a line.", board.name(from), toName));
        }
        if (p.at(to) != 0) throw new IllegalArgumentException(t("{0} is taken: choose an empty point.", toName));
        for (int move : p.legalMoves()) {
            if (MorrisMove.from(move) == from
                    && MorrisMove.to(move) == to
                    && MorrisMove.remove1(move) == removals[0]
                    && MorrisMove.remove2(move) == removals[1]) {
                return move;
            }
        }
        // the move itself is fine: what is wrong is the removal
        int after = from == MorrisMove.NONE ? p.men(me) | 1 << to : (p.men(me) & ~(1 << from)) | 1 << to;
        int mills = board.millsThrough(after, to);
        if (mills == 0 || p.men(them) == 0) {
            throw new RemovalMissing(
                    mills > 0
                            ? t(
                                    "That move closes no mill that can take anything: none of your opponent's pieces is on the board.")
                            : t("That move closes no mill, so it removes nothing."));
        }
        int wanted = mills >= 2 && p.rules.doubleRemoves ? Math.min(2, Integer.bitCount(p.men(them))) : 1;
        if (r < wanted) {
            String like = MorrisMove.format(board, MorrisMove.of(from, to, MorrisMove.NONE, MorrisMove.NONE)) + "x"
                    + board.name(Integer.numberOfTrailingZeros(MorrisMoves.removable(board, p.men(them))));
            throw new RemovalMissing(
                    mills < 2
                            ? t("That move closes a mill: add the piece to remove, like {0}.", like)
                            : wanted == 2
                                    ? t("That move closes two mills: add the two pieces to remove, like {0}.", like)
                                    : t("That move closes two mills: add the piece to remove, like {0}.", like));
        }
        if (r > wanted) throw new IllegalArgumentException(t("That move removes only one piece."));
        int theirs = p.men(them);
        for (int k = 0; k < r; k++) {
            int victim = removals[k];
            if ((theirs & 1 << victim) == 0)
                throw new IllegalArgumentException(
                        t("There is no piece of your opponent's on {0} to remove.", board.name(victim)));
            if ((MorrisMoves.removable(board, theirs) & 1 << victim) == 0) {
                throw new IllegalArgumentException(t(
                        "The piece on {0} stands in a mill: a piece in a mill may be taken only when none stands outside one, so take one that does not.",
                        board.name(victim)));
            }
            theirs &= ~(1 << victim);
        }
        throw new IllegalArgumentException(t("That is not a legal move here."));
    }

    private static int point(MorrisBoard board, String name, String form) {
        if (name.length() != 2
                || name.charAt(0) < 'a'
                || name.charAt(0) > 'z'
                || name.charAt(1) < '1'
                || name.charAt(1) > '9') {
            throw new IllegalArgumentException(form);
        }
        int p = board.pointNamed(name);
        if (p < 0) throw new IllegalArgumentException(t("There is no point {0} on this board.", name));
        return p;
    }
}
