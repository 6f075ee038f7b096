package parlour.html;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A Six Men's Morris player who knows the board only from what the live regions said ("You place a piece on a1",
 * "Computer (easy) moves from b3 to b4", "…removing e5") and from the answer to "where can I move": it keeps the
 * board in mind and aims at mills, as a listening player would.
 */
final class MorrisEar {
    private static final String[][] MILLS = {
        {"a1", "c1", "e1"}, {"e1", "e3", "e5"}, {"e5", "c5", "a5"}, {"a5", "a3", "a1"},
        {"b2", "c2", "d2"}, {"d2", "d3", "d4"}, {"d4", "c4", "b4"}, {"b4", "b3", "b2"}
    };
    /** Point to owner: 'm' the player's, 't' the computer's. */
    private final Map<String, Character> board = new HashMap<>();

    MorrisEar(List<String> heard) {
        for (String h : heard) {
            char who = h.startsWith("You ") ? 'm' : h.startsWith("Computer") ? 't' : 0;
            if (who == 0) continue;
            String placed = after(h, "a piece on ");
            String from = after(h, " from ");
            if (placed != null) board.put(placed, who);
            else if (from != null) {
                board.remove(from);
                board.put(after(h, from + " to "), who);
            }
            String removing = after(h, "removing ");
            if (removing != null) {
                board.remove(removing);
                String second = after(h, removing + " and ");
                if (second != null) board.remove(second);
            }
        }
    }

    /** The point named right after {@code marker}, or null. */
    private static String after(String sentence, String marker) {
        int i = sentence.indexOf(marker);
        if (i < 0 || i + marker.length() + 2 > sentence.length()) return null;
        return sentence.substring(i + marker.length(), i + marker.length() + 2);
    }

    /** How good it is for the player to have a piece on {@code point} (its own piece leaving {@code vacated}). */
    private int value(String point, String vacated) {
        int best = 0;
        for (String[] mill : MILLS) {
            boolean through = false;
            int mine = 0, theirs = 0;
            for (String p : mill) {
                if (p.equals(point)) through = true;
                else if (!p.equals(vacated) && board.get(p) != null) {
                    if (board.get(p) == 'm') mine++;
                    else theirs++;
                }
            }
            if (through && theirs == 0) best = Math.max(best, 1 + mine * 2);
        }
        return best;
    }

    /** The move to type, from the answer to "where can I move": a mill if one closes, else the best-aimed one. */
    String choose(String answer, String lastMove) {
        for (String marker : new String[] {"closes a mill:", "close a mill:"}) {
            int i = answer.indexOf(marker);
            if (i >= 0)
                return answer.substring(i + marker.length())
                        .trim()
                        .split(",| and |\\.")[0]
                        .trim();
        }
        List<String[]> options = new ArrayList<>();
        int empty = answer.indexOf("any empty point:");
        if (empty >= 0) {
            List<String> to = points(answer.substring(empty + 16));
            List<String> from = answer.contains("may fly ")
                    ? points(answer.substring(answer.indexOf("may fly ") + 8, answer.indexOf(" to any empty")))
                    : List.of("");
            for (String f : from) for (String t : to) options.add(new String[] {f, t});
        } else {
            String rest = answer.substring(answer.indexOf("can move ") + 9);
            for (String piece : rest.split(";")) {
                String[] ft = piece.trim().split(" to ", 2);
                if (ft.length < 2) continue;
                for (String t : points(ft[1])) options.add(new String[] {ft[0].trim(), t});
            }
        }
        String best = null;
        // a value may be below zero (a move straight back, a piece leaving a half-made mill): the best of them still
        int bestValue = Integer.MIN_VALUE;
        for (String[] o : options) {
            String move = o[0].isEmpty() ? o[1] : o[0] + " to " + o[1];
            // never straight back: the same position three times is a draw, not a mill
            boolean back = !o[0].isEmpty() && lastMove.equals(o[1] + " to " + o[0]);
            int v = value(o[1], o[0]) * 2 - (back ? 5 : 0) - (o[0].isEmpty() ? 0 : value(o[0], "") > 1 ? 1 : 0);
            if (v > bestValue) {
                bestValue = v;
                best = move;
            }
        }
        return best;
    }

    /** The points of a spoken list ("b2, c2 or d2."). */
    private static List<String> points(String list) {
        List<String> out = new ArrayList<>();
        for (String w : list.split(",| or | and |\\.|;| "))
            if (w.length() == 2 && w.charAt(0) >= 'a' && w.charAt(0) <= 'e' && Character.isDigit(w.charAt(1)))
                out.add(w);
        return out;
    }
}
