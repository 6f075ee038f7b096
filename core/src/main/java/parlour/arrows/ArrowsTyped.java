package parlour.arrows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import parlour.game.Typed;

/**
 * Arrows typed in words and told in words. A move is a direction: its name ("north-east", "north east",
 * "northeast"), its letters ("NE"), up, down, left and right and their pairs ("up-left"), or the notation's digit 0 to 7
 * (0 up, clockwise). The number pad's digits (8 up, 9 up-right...) are keys on the board only: typed, 1 to 7 are the
 * notation's, so a typed 8 or 9 is refused rather than guessed. Cells are told as column and row, counted from 1 at
 * the top left as in the board files.
 */
final class ArrowsTyped {
    static final String MOVE_FORMS = "write a direction like north-east, NE, up-right or a digit 0 to 7 (0 up,"
            + " clockwise: 1 north-east, 2 east... 7 north-west)";

    static final String FORMS = "Type a direction: north, north-east, NE, up, up-right, right and so on, or a digit 0"
            + " to 7 (0 up, clockwise). Ask for the board, turn, moves (or where can I move), row 3 or column 3.";

    private static final String[] FILLER = {
        "point", "pointing", "arrow", "go", "to", "the", "towards", "toward", "direction", "move", "play", "put"
    };
    /**
     * Every name of each direction, its words run together: index d names direction d. The letters are the
     * notation's (W is west), not the board's keys (where W is up and E up-right).
     */
    private static final String[][] SPOKEN = {
        {"n", "north", "up"},
        {"ne", "northeast", "upright", "rightup"},
        {"e", "east", "right"},
        {"se", "southeast", "downright", "rightdown"},
        {"s", "south", "down"},
        {"sw", "southwest", "downleft", "leftdown"},
        {"w", "west", "left"},
        {"nw", "northwest", "upleft", "leftup"}
    };

    private ArrowsTyped() {}

    /** The one step, the direction's digit, that {@code text} names. */
    static List<String> typedSteps(ArrowsPosition p, String text) {
        StringBuilder key = new StringBuilder();
        for (String w : Typed.words(text)) {
            boolean filler = false;
            for (String f : FILLER) filler |= f.equals(w);
            if (!filler) key.append(w);
        }
        int d = direction(key.toString());
        if (d < 0) {
            if (key.length() == 1 && key.charAt(0) >= '8' && key.charAt(0) <= '9') {
                throw Typed.notAMove(
                        text,
                        "digits are the notation's 0 to 7 (0 up, clockwise), not the number pad's; "
                                + "write a direction like north-east, NE or up-right, or a digit 0 to 7");
            }
            throw Typed.notAMove(text, MOVE_FORMS);
        }
        if (p.winner() >= 0) throw new IllegalArgumentException("the game is over");
        return Collections.singletonList(String.valueOf(d));
    }

    /** The direction a key of words run together names, or -1. */
    private static int direction(String key) {
        if (key.length() == 1 && key.charAt(0) >= '0' && key.charAt(0) <= '7') return key.charAt(0) - '0';
        for (int d = 0; d < 8; d++) for (String s : SPOKEN[d]) if (s.equals(key)) return d;
        return -1;
    }

    /** The board or the part asked about in sentences, or null for a query this game does not know. */
    static String describe(ArrowsPosition p, String query) {
        List<String> q = Typed.words(query);
        if (Typed.asksAll(q)) return side(p, 1) + " " + side(p, 2) + " " + turn(p);
        if (Typed.is(q, "turn", "whose turn", "whose turn is it", "who moves", "who is to move")) return turn(p);
        if (Typed.asksMoves(q) || Typed.is(q, "directions", "safe directions")) return moves(p);
        if (q.size() == 2 && q.get(0).equals("row")) return line(p, q.get(1), true);
        if (q.size() == 2 && (q.get(0).equals("column") || q.get(0).equals("col"))) return line(p, q.get(1), false);
        return null;
    }

    /** "column 3, row 2" (from 1 at the top left). */
    private static String cell(ArrowsPosition p, int cell) {
        return "column " + (cell % p.board.cols + 1) + ", row " + (cell / p.board.cols + 1);
    }

    /**
     * A player's last arrow, the next cell it points at and, round that cell, which directions are free, blocked,
     * taken by an arrow or off the board: the choices that player's next arrow has.
     */
    private static String side(ArrowsPosition p, int player) {
        int[] chain = p.chain(player);
        int[] dirs = p.directions(player);
        int head = chain[chain.length - 1];
        StringBuilder sb = new StringBuilder("Player ")
                .append(player)
                .append("'s last arrow is on ")
                .append(cell(p, head))
                .append(", pointing ")
                .append(ArrowsWords.NAMES[dirs[dirs.length - 1]])
                .append('.');
        int next = p.next(player);
        if (next < 0) return sb.append(" It points off the board.").toString();
        sb.append(" Its next cell, ")
                .append(cell(p, next))
                .append(", is ")
                .append(state(p, next))
                .append('.');
        if (p.isOccupied(next)) return sb.toString();
        List<List<String>> kinds = new ArrayList<>();
        for (int k = 0; k < 4; k++) kinds.add(new ArrayList<String>());
        String opponents = null;
        int theirs = p.next(3 - player);
        for (int d = 0; d < 8; d++) {
            int t = p.targetOf(next, d);
            if (t >= 0 && t == theirs && !p.isOccupied(t)) opponents = ArrowsWords.NAMES[d];
            kinds.get(t < 0 ? 3 : !p.isOccupied(t) ? 0 : isBlocked(p, t) ? 1 : 2)
                    .add(ArrowsWords.NAMES[d]);
        }
        String[] words = {"free", "blocked", "taken by an arrow", "off the board"};
        List<String> around = new ArrayList<>();
        for (int k = 0; k < 4; k++) if (!kinds.get(k).isEmpty()) around.add(words[k] + " " + Typed.and(kinds.get(k)));
        sb.append(" Round it: ").append(join(around)).append('.');
        if (opponents != null)
            sb.append(" To the ")
                    .append(opponents)
                    .append(" is player ")
                    .append(3 - player)
                    .append("'s next cell.");
        return sb.toString();
    }

    private static String join(List<String> items) {
        StringBuilder sb = new StringBuilder();
        for (String s : items) sb.append(sb.length() == 0 ? "" : "; ").append(s);
        return sb.toString();
    }

    private static boolean isBlocked(ArrowsPosition p, int cell) {
        return p.board.isBlocked(cell % p.board.cols + 1, cell / p.board.cols + 1);
    }

    /** "free", "blocked", "player 2's arrow pointing east". */
    private static String state(ArrowsPosition p, int cell) {
        if (!p.isOccupied(cell)) return "free";
        if (isBlocked(p, cell)) return "blocked";
        for (int player = 1; player <= 2; player++) {
            int[] chain = p.chain(player);
            int[] dirs = p.directions(player);
            for (int i = 0; i < chain.length; i++) {
                if (chain[i] == cell) return "player " + player + "'s arrow pointing " + ArrowsWords.NAMES[dirs[i]];
            }
        }
        return "taken";
    }

    private static String turn(ArrowsPosition p) {
        int w = p.winner();
        return w >= 0 ? "The game is over: player " + w + " wins." : "Player " + p.toMove() + " to move.";
    }

    /** The directions of the side to move that do not lose at once, and those that win at once. */
    private static String moves(ArrowsPosition p) {
        if (p.winner() >= 0) return turn(p);
        int me = p.toMove();
        List<String> safe = new ArrayList<>(), wins = new ArrayList<>();
        for (int d = 0; d < 8; d++) {
            if (ArrowsWords.losing(p, d) != null) continue;
            safe.add(ArrowsWords.NAMES[d]);
            if (p.after(d).winner() == me) wins.add(ArrowsWords.NAMES[d]);
        }
        String who = "Player " + me + " puts the next arrow on " + cell(p, p.next(me)) + ". ";
        if (safe.isEmpty()) return who + "Every direction loses at once.";
        String s = who + "Pointing " + Typed.or(safe) + " does not lose at once.";
        return wins.isEmpty() ? s : s + " Pointing " + Typed.or(wins) + " wins at once.";
    }

    /** Row {@code n} (from 1 at the top) or column {@code n} (from 1 at the left), cell by cell. */
    private static String line(ArrowsPosition p, String n, boolean row) {
        int size = row ? p.board.rows : p.board.cols;
        int k = Typed.number(n) - 1;
        String what = row ? "row" : "column";
        if (k < 0 || k >= size) {
            return "There is no " + what + " " + n + ": the " + what + "s go from 1 at the " + (row ? "top" : "left")
                    + " to " + size + ".";
        }
        List<String> cells = new ArrayList<>();
        int other = row ? p.board.cols : p.board.rows;
        for (int i = 0; i < other; i++) {
            int cell = row ? k * p.board.cols + i : i * p.board.cols + k;
            cells.add((row ? "column " : "row ") + (i + 1) + " " + state(p, cell));
        }
        return (row ? "Row " : "Column ") + (k + 1) + ": " + Typed.and(cells) + ".";
    }
}
