package parlour.gone;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import parlour.game.Typed;
import parlour.game.Words;

/**
 * Gone typed in words and told in words. The moves depend on the phase: while the board is edited a paint as the
 * notation writes it ("b3,4", "w3,4", "h3,4") or in words ("black 3 4", "white 3,4", "hole 3 4"), "clear", "fill",
 * "random 5" and "go" or "play" (start the rounds, or in a challenge the seeding); while the seeds are placed a place
 * ("3,4", "3 4", "seed 3 4"); in the rounds "round", "go", "next" or "step". Places are x across and y down, both
 * from 0, as in the notation. The board for a listener: the pebbles counted, the round, the seeds, a row, a column or
 * one place.
 */
final class GoneTyped {
    static final String EDIT_FORMS = "paint with black 3 4, white 3 4 or hole 3 4 (or b3,4, w3,4, h3,4),"
            + " or write clear, fill, random 5 or go";
    static final String SEED_FORMS = "place a seed on a black pebble as x and y, like 3,4, 3 4 or seed 3 4";
    static final String ROUND_FORMS = "the rounds are running: write round, next or go for the next one";

    static final String FORMS = "While editing type black 3 4, white 3 4, hole 3 4 (or b3,4, w3,4, h3,4), clear,"
            + " fill, random 5 or go; in a challenge a seed as 3,4 or seed 3 4; in the rounds round or next (x across"
            + " and y down, from 0). Ask for the board, round, seeds, row 3, column 3 or a place like 3,4.";

    private static final String[] FILLER = {"paint", "a", "at", "on", "to", "the", "pebble", "place", "put", "make"};

    private GoneTyped() {}

    /** The one step {@code text} names in this phase, as the notation writes it, checked by {@code canonical}. */
    static List<String> typedSteps(GonePosition p, String text, GameCheck check) {
        String trimmed = text.trim();
        if (trimmed.toLowerCase().startsWith("board:")) return one(check.canonical(p, trimmed));
        List<String> w = new ArrayList<>();
        for (String s : Typed.pieces(text)) if (!isOneOf(s, FILLER)) w.add(s);
        if (p.isOver() || p.phase == GonePosition.ROUNDS) {
            if (w.size() == 1 && isOneOf(w.get(0), "round", "go", "next", "step", "play", "run"))
                return one(check.canonical(p, "round"));
            if (p.isOver()) return one(check.canonical(p, "round")); // says the rounds are over
            throw Typed.notAMove(text, ROUND_FORMS);
        }
        if (p.phase == GonePosition.SEED) {
            if (!w.isEmpty() && isOneOf(w.get(0), "seed", "white", "w")) w.remove(0);
            String place = place(w);
            if (place == null) throw Typed.notAMove(text, SEED_FORMS);
            return one(check.canonical(p, place));
        }
        if (w.size() == 1) {
            String word = w.get(0);
            if (isOneOf(word, "play", "go", "start", "run", "rounds")) return one(check.canonical(p, "play"));
            if (isOneOf(word, "clear", "empty")) return one("clear");
            if (word.equals("fill")) return one("fill");
        }
        if (w.size() == 2 && w.get(0).equals("random") && Typed.number(w.get(1)) >= 0)
            return one(check.canonical(p, "random-" + w.get(1)));
        if (w.size() == 3) {
            String colour = colour(w.get(0));
            String place = place(w.subList(1, 3));
            if (colour != null && place != null) return one(check.canonical(p, colour + place));
        }
        throw Typed.notAMove(text, EDIT_FORMS);
    }

    /** The notation's call, so that every typed move gets its checks and reasons. */
    interface GameCheck {
        String canonical(GonePosition p, String move);
    }

    private static List<String> one(String step) {
        return Collections.singletonList(step);
    }

    /** The notation's letter of a colour word: b, w or h; null for none. */
    private static String colour(String word) {
        if (isOneOf(word, "b", "black")) return "b";
        if (isOneOf(word, "w", "white")) return "w";
        if (isOneOf(word, "h", "hole", "x", "none", "nothing")) return "h";
        return null;
    }

    /** "3,4" for two numbers, else null. */
    private static String place(List<String> w) {
        if (w.size() != 2 || Typed.number(w.get(0)) < 0 || Typed.number(w.get(1)) < 0) return null;
        return Typed.number(w.get(0)) + "," + Typed.number(w.get(1));
    }

    private static boolean isOneOf(String w, String... words) {
        for (String f : words) if (f.equals(w)) return true;
        return false;
    }

    /** The board or the part asked about in sentences, or null for a query this game does not know. */
    static String describe(GonePosition p, String query) {
        List<String> q = Typed.words(query);
        if (Typed.asksAll(q)) return all(p);
        if (Typed.is(q, "round", "rounds", "which round")) return round(p);
        if (Typed.is(q, "seeds", "seed")) return seeds(p);
        if (Typed.is(q, "count", "counts", "pebbles", "score")) return counts(p);
        if (q.size() == 2 && q.get(0).equals("row")) return line(p, q.get(1), true);
        if (q.size() == 2 && (q.get(0).equals("column") || q.get(0).equals("col"))) return line(p, q.get(1), false);
        List<String> w = new ArrayList<>(q);
        if (!w.isEmpty() && isOneOf(w.get(0), "at", "place")) w.remove(0);
        String place = place(w);
        if (place != null) return at(p, Typed.number(w.get(0)), Typed.number(w.get(1)));
        return null;
    }

    /** The boards a listener hears about: one while editing or in the editor's rounds, each player's in a challenge. */
    private static int boards(GonePosition p) {
        return p.challenge && p.phase != GonePosition.EDIT ? 2 : 1;
    }

    /** What stands on (x, y) now on {@code player}'s board, as the diagram shows it. */
    private static byte at(GonePosition p, int player, int x, int y) {
        GoneRun run = player == 1 ? p.run1 : p.run2;
        if (run != null) return run.at(x, y, p.round);
        return p.hasSeed(player, y * p.board.width + x) ? GoneGrid.WHITE : p.board.get(x, y);
    }

    private static String name(byte v) {
        return v == GoneGrid.BLACK ? "black" : v == GoneGrid.WHITE ? "white" : "a hole";
    }

    private static String all(GonePosition p) {
        StringBuilder sb = new StringBuilder();
        GoneBoard b = p.board;
        String size = b.width + " by " + b.height;
        if (p.phase == GonePosition.EDIT) {
            sb.append(p.challenge ? "A challenge board of " : "Editing a board of ")
                    .append(size)
                    .append(". ");
            sb.append(counts(p)).append(' ');
            sb.append(
                    p.challenge
                            ? "After go each player places " + Words.count(p.k, "seed") + "."
                            : "Go starts the rounds.");
            return sb.toString();
        }
        if (p.phase == GonePosition.SEED) {
            return "A challenge board of " + size + ". " + counts(p) + " " + seeds(p);
        }
        return round(p) + " " + counts(p);
    }

    /** "400 black pebbles, 5 white and 71 holes." on each board. */
    private static String counts(GonePosition p) {
        StringBuilder sb = new StringBuilder();
        for (int player = 1; player <= boards(p); player++) {
            int[] n = new int[3];
            for (int y = 0; y < p.board.height; y++) for (int x = 0; x < p.board.width; x++) n[at(p, player, x, y)]++;
            String counted = Words.count(n[GoneGrid.BLACK], "black pebble") + ", " + n[GoneGrid.WHITE] + " white and "
                    + Words.count(n[GoneGrid.HOLE], "hole");
            if (boards(p) == 1) return counted + ".";
            sb.append(player == 1 ? "Player 1's board: " : " Player 2's board: ")
                    .append(counted)
                    .append('.');
        }
        return sb.toString();
    }

    /** "Round 3 of 12.", the verdict once the rounds are over. */
    private static String round(GonePosition p) {
        if (p.phase != GonePosition.ROUNDS) return "The rounds have not started.";
        String s = "Round " + p.round + " of " + p.lastRound() + ".";
        if (!p.isOver()) return s;
        if (!p.challenge) return s + " The rounds are over: " + GoneGame.verdict(p.run1.result) + ".";
        return s + " The rounds are over: player 1's board " + GoneGame.verdict(p.run1.result) + ", player 2's "
                + GoneGame.verdict(p.run2.result) + ".";
    }

    /** Each challenger's seeds, and who places next. */
    private static String seeds(GonePosition p) {
        if (!p.challenge) return "This is the editor: there are no seeds. White pebbles start the rounds.";
        if (p.phase == GonePosition.EDIT)
            return "After go each player places " + Words.count(p.k, "seed") + " on black pebbles.";
        StringBuilder sb = new StringBuilder();
        for (int player = 1; player <= 2; player++) {
            List<String> places = new ArrayList<>();
            for (int s : p.seeds(player)) places.add(s % p.board.width + "," + s / p.board.width);
            sb.append(player == 1 ? "" : " ")
                    .append("Player ")
                    .append(player)
                    .append(places.isEmpty() ? " has placed no seeds" : "'s seeds: " + Typed.and(places))
                    .append('.');
        }
        if (p.phase == GonePosition.SEED) {
            sb.append(" Player ")
                    .append(p.toMove())
                    .append(" places seed ")
                    .append(p.seedCount(p.toMove()) + 1)
                    .append(" of ")
                    .append(p.k)
                    .append('.');
        }
        return sb.toString();
    }

    /** One place on each board: "3,4 is black." */
    private static String at(GonePosition p, int x, int y) {
        if (!p.board.inside(x, y)) return offBoard(p, x + "," + y);
        if (boards(p) == 1) return x + "," + y + " is " + name(at(p, 1, x, y)) + ".";
        return x + "," + y + " is " + name(at(p, 1, x, y)) + " on player 1's board and " + name(at(p, 2, x, y))
                + " on player 2's.";
    }

    private static String offBoard(GonePosition p, String what) {
        return "There is no " + what + " on this board: x goes from 0 to " + (p.board.width - 1) + " and y from 0 to "
                + (p.board.height - 1) + ".";
    }

    /** Row y (from 0 at the top) or column x (from 0 at the left) in runs of one kind: "0 to 3 black, 4 a hole". */
    private static String line(GonePosition p, String n, boolean row) {
        int k = Typed.number(n);
        if (k < 0 || k >= (row ? p.board.height : p.board.width)) return offBoard(p, (row ? "row " : "column ") + n);
        int length = row ? p.board.width : p.board.height;
        StringBuilder sb = new StringBuilder(row ? "Row " : "Column ").append(k);
        for (int player = 1; player <= boards(p); player++) {
            if (boards(p) == 2) sb.append(player == 1 ? ", player 1's board" : "; player 2's board");
            sb.append(": ");
            List<String> runs = new ArrayList<>();
            int start = 0;
            for (int i = 1; i <= length; i++) {
                byte v = row ? at(p, player, start, k) : at(p, player, k, start);
                if (i < length && (row ? at(p, player, i, k) : at(p, player, k, i)) == v) continue;
                runs.add((i - 1 == start ? String.valueOf(start) : start + " to " + (i - 1)) + " " + name(v));
                start = i;
            }
            sb.append(Words.join(runs.toArray(new String[0])));
        }
        return sb.append('.').toString();
    }
}
