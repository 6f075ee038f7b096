package parlour.morris;

import java.util.ArrayList;
import java.util.List;
import parlour.game.Words;
import parlour.match.Text;

/**
 * Reads and writes Morris moves ({@code c2}, {@code a1-a3}, {@code c2xb4}, {@code a1-a3xd2}) and says in a
 * player's words why a move is not legal in a position.
 */
public final class MorrisNotation {
    private MorrisNotation() {}

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
        String form = Text.quote(text)
                + " is not a move: write a point like c2 to place, a1-a3 to move, and add x and a point to remove, like c2xb4";
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
        if (p.isOver()) throw new IllegalArgumentException("The game is over.");
        int me = p.toMove(), them = 3 - me;
        String toName = board.name(to);
        if (from == MorrisMove.NONE && p.hand(me) == 0) {
            throw new IllegalArgumentException(
                    "All your pieces are placed: move one, like " + (p.flies() ? "a1-e5" : "a1-a3") + ".");
        }
        if (from != MorrisMove.NONE && p.hand(me) > 0) {
            throw new IllegalArgumentException(
                    "Place all your pieces first: you have " + Words.count(p.hand(me), "piece") + " in hand.");
        }
        if (from != MorrisMove.NONE && p.at(from) != me) {
            throw new IllegalArgumentException(
                    p.at(from) == 0
                            ? "There is no piece on " + board.name(from) + "."
                            : "The piece on " + board.name(from) + " is not yours.");
        }
        if (p.at(to) != 0) throw new IllegalArgumentException(toName + " is taken: choose an empty point.");
        if (from != MorrisMove.NONE && !p.flies() && (board.neighbours(from) & 1 << to) == 0) {
            throw new IllegalArgumentException(board.name(from) + " and " + toName + " are not neighbours along a line"
                    + (p.rules.flying ? " (pieces fly only when a player has three left)." : "."));
        }
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
            throw new IllegalArgumentException("That move closes no mill"
                    + (mills > 0
                            ? " that can take anything: none of your opponent's pieces is on the board."
                            : ", so it removes nothing."));
        }
        int wanted = mills >= 2 && p.rules.doubleRemoves ? Math.min(2, Integer.bitCount(p.men(them))) : 1;
        if (r < wanted) {
            throw new IllegalArgumentException("That move closes " + (mills >= 2 ? "two mills" : "a mill")
                    + ": add the " + (wanted == 2 ? "two pieces" : "piece") + " to remove, like "
                    + MorrisMove.format(board, MorrisMove.of(from, to, MorrisMove.NONE, MorrisMove.NONE)) + "x"
                    + board.name(Integer.numberOfTrailingZeros(MorrisMoves.removable(board, p.men(them)))) + ".");
        }
        if (r > wanted) throw new IllegalArgumentException("That move removes only one piece.");
        int theirs = p.men(them);
        for (int k = 0; k < r; k++) {
            int victim = removals[k];
            if ((theirs & 1 << victim) == 0)
                throw new IllegalArgumentException(
                        "There is no piece of your opponent's on " + board.name(victim) + " to remove.");
            if ((MorrisMoves.removable(board, theirs) & 1 << victim) == 0) {
                throw new IllegalArgumentException(
                        "The piece on " + board.name(victim) + " stands in a mill: take one that does not.");
            }
            theirs &= ~(1 << victim);
        }
        throw new IllegalArgumentException("That is not a legal move here.");
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
        if (p < 0) throw new IllegalArgumentException("There is no point " + name + " on this board.");
        return p;
    }
}
