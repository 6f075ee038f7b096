package parlour.gone;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import parlour.game.MoveWords;
import parlour.game.PlayerNames;
import parlour.game.Typed;
import parlour.match.Text;
import parlour.words.Tr;

/**
 * Gone typed in words and told in words. The moves depend on the phase: while the board is edited a paint as the
 * notation writes it ("b3,4", "w3,4", "h3,4") or in words ("black 3 4", "white 3,4", "hole 3 4"), "clear", "fill",
 * "random 5" and "go" or "play" (start the rounds, or in a challenge the seeding); while the seeds are placed a place
 * ("3,4", "3 4", "seed 3 4"); in the rounds "round", "go", "next" or "step". Places are x across and y down, both
 * from 0, as in the notation. The board for a listener: the pebbles counted, the round, the seeds, a row, a column or
 * one place. Polish words are taken too, with or without diacritics: "czarny 3 4", "biały 3 4", "dziura 3 4",
 * "wyczyść", "wypełnij", "losuj 5", "start", "ziarno 3 4", "dalej" or "następna"; and the questions "plansza", "runda",
 * "ziarna", "kamyki", "wiersz 3", "kolumna 3".
 */
final class GoneTyped extends MoveWords<GonePosition> {
    private static final String FORMS =
            Tr.mark("While editing type black 3 4, white 3 4, hole 3 4 (or b3,4, w3,4, h3,4), clear,"
                    + " fill, random 5 or go; in a challenge a seed as 3,4 or seed 3 4; in the rounds next or round plays one,"
                    + " run and pause start and stop them (x across"
                    + " and y down, from 0). Ask for the board, round, seeds, row 3, column 3 or a place like 3,4.");

    private static final String[] FILLER = {
        "paint",
        "a",
        "at",
        "on",
        "to",
        "the",
        "pebble",
        "place",
        "put",
        "make",
        // Polish, without diacritics
        "maluj",
        "namaluj",
        "na",
        "miejsce",
        "miejscu",
        "kamyk",
        "kamyka",
        "kamyki",
        "postaw",
        "poloz",
        "zrob"
    };

    GoneTyped() {
        super(FORMS, GoneWords::of);
    }

    /** The one step {@code text} names in this phase, as the notation writes it, checked as the notation checks a move. */
    @Override
    public List<String> typedSteps(GonePosition p, String text) {
        String trimmed = text.trim();
        if (trimmed.toLowerCase().startsWith("board:")) return one(GoneNotation.canonicalMove(p, trimmed));
        List<String> w = new ArrayList<>();
        for (String s : Typed.pieces(Typed.plain(text))) if (!isOneOf(s, FILLER)) w.add(s);
        String quoted = Typed.quoted(text);
        if (p.isOver() || p.phase == GonePosition.ROUNDS) {
            if (w.size() == 1
                    && (isOneOf(w.get(0), "round", "go", "next", "step", "play", "run")
                            || isOneOf(w.get(0), "runda", "dalej", "nastepna", "kolejna", "krok", "graj")))
                return one(GoneNotation.canonicalMove(p, "round"));
            if (p.isOver()) return one(GoneNotation.canonicalMove(p, "round")); // says the rounds are over
            throw new IllegalArgumentException(
                    t("{0} is not a move: the rounds are running: write round, next or go for the next one", quoted));
        }
        if (p.phase == GonePosition.SEED) {
            if (!w.isEmpty() && isOneOf(w.get(0), "seed", "white", "w", "ziarno", "bialy", "biale")) w.remove(0);
            String place = place(w);
            if (place == null)
                throw new IllegalArgumentException(t(
                        "{0} is not a move: place a seed on a black pebble as x and y, like 3,4, 3 4 or seed 3 4",
                        quoted));
            return one(GoneNotation.canonicalMove(p, place));
        }
        if (w.size() == 1) {
            String word = w.get(0);
            if (isOneOf(word, "play", "go", "start", "run", "rounds", "graj", "uruchom", "rundy"))
                return one(GoneNotation.canonicalMove(p, "play"));
            if (isOneOf(word, "clear", "empty", "wyczysc", "oproznij")) return one("clear");
            if (isOneOf(word, "fill", "wypelnij")) return one("fill");
        }
        if (w.size() == 2 && isOneOf(w.get(0), "random", "losuj", "losowa") && Typed.number(w.get(1)) >= 0)
            return one(GoneNotation.canonicalMove(p, "random-" + w.get(1)));
        if (w.size() == 3) {
            String colour = colour(w.get(0));
            String place = place(w.subList(1, 3));
            if (colour != null && place != null) return one(GoneNotation.canonicalMove(p, colour + place));
        }
        throw new IllegalArgumentException(t(
                "{0} is not a move: paint with black 3 4, white 3 4 or hole 3 4 (or b3,4, w3,4, h3,4), or write clear,"
                        + " fill, random 5 or go",
                quoted));
    }

    private static List<String> one(String step) {
        return Collections.singletonList(step);
    }

    /** The notation's letter of a colour word: b, w or h; null for none. */
    private static String colour(String word) {
        if (isOneOf(word, "b", "black", "czarny", "czarna", "czarne", "czarnego")) return "b";
        if (isOneOf(word, "w", "white", "bialy", "biala", "biale", "bialego")) return "w";
        if (isOneOf(word, "h", "hole", "x", "none", "nothing", "dziura", "dziure", "pusto", "puste", "nic")) return "h";
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

    /** A cell under the cursor, "x,y" from 0 at the top left: "3,4 is black." (on each player's board, if two). */
    @Override
    public String placeInWords(GonePosition p, String place, PlayerNames names) {
        int comma = place.indexOf(',');
        if (comma < 0) return null;
        try {
            return at(
                    p,
                    Integer.parseInt(place.substring(0, comma)),
                    Integer.parseInt(place.substring(comma + 1)),
                    names);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The moves written as words named in the player's language, as Undo and Redo say them; a place as written. */
    @Override
    public String named(String move) {
        if (move.equals("round")) return t("a round");
        if (move.equals("play")) return t("the start of the rounds");
        if (move.equals("fill")) return t("the board's filling");
        if (move.equals("clear")) return t("the board's clearing");
        if (move.startsWith("random-")) return t("the random board");
        if (move.startsWith("board:")) return t("the board loaded");
        return move;
    }

    @Override
    public String describe(GonePosition p, String query) {
        return describe(p, query, PlayerNames.NUMBERED);
    }

    /** The board or the part asked about in sentences, each challenger named as {@code names} does; null for a query this game does not know. */
    @Override
    public String describe(GonePosition p, String query, PlayerNames names) {
        List<String> q = Typed.plainWords(query);
        if (Typed.asksAll(q) || Typed.is(q, "plansza", "plansze", "wszystko", "opisz", "opisz plansze"))
            return all(p, names);
        if (Typed.is(q, "round", "rounds", "which round") || Typed.is(q, "runda", "rundy", "ktora runda"))
            return round(p, names);
        if (Typed.is(q, "seeds", "seed") || Typed.is(q, "ziarna", "ziarno")) return seeds(p, names);
        if (Typed.is(q, "count", "counts", "pebbles", "score")
                || Typed.is(q, "kamyki", "ile kamykow", "policz", "liczba", "wynik")) return counts(p, names);
        String row = Typed.rowAsked(q), column = Typed.columnAsked(q);
        if (row != null) return line(p, row, true, names);
        if (column != null) return line(p, column, false, names);
        List<String> w = new ArrayList<>(q);
        if (!w.isEmpty() && isOneOf(w.get(0), "at", "place", "miejsce", "na")) w.remove(0);
        String place = place(w);
        if (place != null) return at(p, Typed.number(w.get(0)), Typed.number(w.get(1)), names);
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

    /** What stands on a place, as a noun: "black", "white", "a hole" (Polish "czarny kamyk", "biały kamyk", "dziura"). */
    private static String name(byte v) {
        return v == GoneGrid.BLACK ? t("black") : v == GoneGrid.WHITE ? t("white") : t("a hole");
    }

    private static String all(GonePosition p, PlayerNames names) {
        GoneBoard b = p.board;
        int w = b.width, h = b.height;
        if (p.phase == GonePosition.EDIT) {
            String board = p.challenge
                    ? t("A challenge board of {0} by {1}.", w, h)
                    : t("Editing a board of {0} by {1}.", w, h);
            String next = p.challenge
                    ? t("After go each player places {0} {0|seed|seeds}.", p.k)
                    : t("Go starts the rounds.");
            return board + " " + counts(p, names) + " " + next;
        }
        if (p.phase == GonePosition.SEED)
            return t("A challenge board of {0} by {1}.", w, h) + " " + counts(p, names) + " " + seeds(p, names);
        return round(p, names) + " " + counts(p, names);
    }

    /** "400 black pebbles, 5 white and 71 holes." on each board, a challenger's after their name. */
    private static String counts(GonePosition p, PlayerNames names) {
        StringBuilder sb = new StringBuilder();
        for (int player = 1; player <= boards(p); player++) {
            int[] n = new int[3];
            for (int y = 0; y < p.board.height; y++) for (int x = 0; x < p.board.width; x++) n[at(p, player, x, y)]++;
            String counted = t(
                    "{0} {0|black pebble|black pebbles}, {1} {1|white|white} and {2} {2|hole|holes}.",
                    n[GoneGrid.BLACK], n[GoneGrid.WHITE], n[GoneGrid.HOLE]);
            if (boards(p) == 1) return counted;
            sb.append(player == 1 ? "" : " ")
                    .append(names.name(player))
                    .append(": ")
                    .append(counted);
        }
        return sb.toString();
    }

    /** "Round 3 of 12.", the verdict once the rounds are over. */
    private static String round(GonePosition p, PlayerNames names) {
        if (p.phase != GonePosition.ROUNDS) return t("The rounds have not started.");
        String s = t("Round {0} of {1}.", p.round, p.lastRound());
        if (!p.isOver()) return s;
        if (!p.challenge) return s + " " + t("The rounds are over: {0}.", GoneGame.verdict(p.run1.result));
        return s + " "
                + t(
                        "The rounds are over: {0} – {1}, {2} – {3}.",
                        names.name(1), GoneGame.verdict(p.run1.result), names.name(2), GoneGame.verdict(p.run2.result));
    }

    /** Each challenger's seeds, and who places next ("You place seed 2 of 3."). */
    private static String seeds(GonePosition p, PlayerNames names) {
        if (!p.challenge) return t("This is the editor: there are no seeds. White pebbles start the rounds.");
        if (p.phase == GonePosition.EDIT)
            return t("After go each player places {0} {0|seed|seeds} on black pebbles.", p.k);
        StringBuilder sb = new StringBuilder();
        for (int player = 1; player <= 2; player++) {
            List<String> places = new ArrayList<>();
            for (int s : p.seeds(player)) places.add(s % p.board.width + "," + s / p.board.width);
            sb.append(player == 1 ? "" : " ")
                    .append(
                            places.isEmpty()
                                    ? t("{0}: no seeds yet.", names.name(player))
                                    : t(
                                            "{0}: {1|a seed|seeds} at {2}.",
                                            names.name(player), places.size(), Typed.and(places)));
        }
        if (p.phase == GonePosition.SEED) {
            int next = p.toMove(), seed = p.seedCount(next) + 1;
            sb.append(' ')
                    .append(
                            names.isYou(next)
                                    ? t("You place seed {0} of {1}.", seed, p.k)
                                    : t("{0} places seed {1} of {2}.", names.name(next), seed, p.k));
        }
        return sb.toString();
    }

    /** One place on each board: "3,4 is black.", "3,4: You – black, Computer (best) – a hole." */
    private static String at(GonePosition p, int x, int y, PlayerNames names) {
        String place = x + "," + y;
        if (!p.board.inside(x, y)) {
            return t(
                    "There is no {0} on this board: x goes from 0 to {1} and y from 0 to {2}.",
                    place, p.board.width - 1, p.board.height - 1);
        }
        if (boards(p) == 1) {
            byte v = at(p, 1, x, y);
            return v == GoneGrid.BLACK
                    ? t("{0} is black.", place)
                    : v == GoneGrid.WHITE ? t("{0} is white.", place) : t("{0} is a hole.", place);
        }
        return t(
                "{0}: {1} – {2}, {3} – {4}.",
                place, names.name(1), name(at(p, 1, x, y)), names.name(2), name(at(p, 2, x, y)));
    }

    /** Row y (from 0 at the top) or column x (from 0 at the left) in runs of one kind: "0 to 3 black, 4 a hole". */
    private static String line(GonePosition p, String n, boolean row, PlayerNames names) {
        int k = Typed.number(n);
        int w = p.board.width - 1, h = p.board.height - 1;
        if (k < 0 || k >= (row ? p.board.height : p.board.width)) {
            return row
                    ? t("There is no row {0} on this board: x goes from 0 to {1} and y from 0 to {2}.", n, w, h)
                    : t("There is no column {0} on this board: x goes from 0 to {1} and y from 0 to {2}.", n, w, h);
        }
        int length = row ? p.board.width : p.board.height;
        String[] boards = new String[boards(p)];
        for (int player = 1; player <= boards.length; player++) {
            List<String> runs = new ArrayList<>();
            int start = 0;
            for (int i = 1; i <= length; i++) {
                byte v = row ? at(p, player, start, k) : at(p, player, k, start);
                if (i < length && (row ? at(p, player, i, k) : at(p, player, k, i)) == v) continue;
                runs.add(run(start, i - 1, v));
                start = i;
            }
            boards[player - 1] = Text.join(runs.toArray(new String[0]));
        }
        if (boards.length == 1) return row ? t("Row {0}: {1}.", k, boards[0]) : t("Column {0}: {1}.", k, boards[0]);
        return row
                ? t("Row {0}: {1} – {2}; {3} – {4}.", k, names.name(1), boards[0], names.name(2), boards[1])
                : t("Column {0}: {1} – {2}; {3} – {4}.", k, names.name(1), boards[0], names.name(2), boards[1]);
    }

    /** "0 to 3 black", "4 a hole": places {@code from} to {@code to} of one kind. */
    private static String run(int from, int to, byte v) {
        if (from == to) {
            return v == GoneGrid.BLACK
                    ? t("{0} black", from)
                    : v == GoneGrid.WHITE ? t("{0} white", from) : t("{0} a hole", from);
        }
        return v == GoneGrid.BLACK
                ? t("{0} to {1} black", from, to)
                : v == GoneGrid.WHITE ? t("{0} to {1} white", from, to) : t("{0} to {1} a hole", from, to);
    }
}
