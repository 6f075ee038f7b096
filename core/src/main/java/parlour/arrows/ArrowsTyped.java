package parlour.arrows;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import parlour.game.MoveWords;
import parlour.game.PlayerNames;
import parlour.game.Typed;
import parlour.words.Tr;

/**
 * Arrows typed in words and told in words. A move is a direction: its name ("north-east", "north east",
 * "northeast"), its letters ("NE"), up, down, left and right and their pairs ("up-left"), or the notation's digit 0 to 7
 * (0 up, clockwise); or in Polish, with or without the diacritics ("północny wschód", "pn-wsch", "góra", "w prawo",
 * "w górę w lewo"). The number pad's digits (8 up, 9 up-right...) are keys on the board only: typed, 1 to 7 are the
 * notation's, so a typed 8 or 9 is refused rather than guessed. Cells are told as column and row, counted from 1 at
 * the top left as in the board files.
 */
final class ArrowsTyped extends MoveWords<ArrowsPosition> {
    private static final String FORMS =
            Tr.mark("Type a direction: north, north-east, NE, up, up-right, right and so on, or a"
                    + " digit 0 to 7 (0 up, clockwise). Ask for the board, turn, time, moves (or where can I move), row 3 or"
                    + " column 3.");

    private static final String[] FILLER = {
        "point", "pointing", "arrow", "go", "to", "the", "towards", "toward", "direction", "move", "play", "put",
        // Polish, without diacritics
        "na", "ku", "do", "strzalka", "strzalke", "strzalki", "kierunek", "kierunku", "ruch", "idz", "postaw", "wskaz",
        "skieruj", "graj", "zagraj"
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
    /** The Polish compass names and their short forms, without diacritics, run together ("pn-wsch" is "pnwsch"). */
    private static final String[][] POLISH = {
        {"polnoc", "pn", "pln"},
        {"polnocnywschod", "pnwsch", "plnwsch"},
        {"wschod", "wsch"},
        {"poludniowywschod", "pdwsch", "pldwsch"},
        {"poludnie", "pd", "pld"},
        {"poludniowyzachod", "pdzach", "pldzach"},
        {"zachod", "zach"},
        {"polnocnyzachod", "pnzach", "plnzach"}
    };
    /** The Polish words for up, down, left and right, alone or as a pair ("góra prawo", "w dół w lewo"). */
    private static final String[] UP = {"gora", "gore", "gory"},
            DOWN = {"dol", "dolu"},
            LEFT = {"lewo"},
            RIGHT = {"prawo"};

    ArrowsTyped() {
        super(FORMS, (before, move, after, you, names) -> ArrowsWords.of(before, move, after, you));
    }

    /** The one step, the direction's digit, that {@code text} names. */
    @Override
    public List<String> typedSteps(ArrowsPosition p, String text) {
        List<String> words = words(text);
        StringBuilder key = new StringBuilder();
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            boolean filler = false;
            for (String f : FILLER) filler |= f.equals(w);
            // Polish "w" (as in "w prawo", "w górę") before a Polish word; alone it is west
            if (w.equals("w") && i + 1 < words.size() && polishSide(words.get(i + 1))) filler = true;
            if (!filler) key.append(w);
        }
        int d = direction(key.toString());
        if (d < 0) {
            String quoted = Typed.quoted(text);
            if (key.length() == 1 && key.charAt(0) >= '8' && key.charAt(0) <= '9') {
                throw new IllegalArgumentException(t(
                        "{0} is not a move: digits are the notation's 0 to 7 (0 up, clockwise), not the number pad's;"
                                + " write a direction like north-east, NE or up-right, or a digit 0 to 7",
                        quoted));
            }
            throw new IllegalArgumentException(t(
                    "{0} is not a move: write a direction like north-east, NE, up-right or a digit 0 to 7 (0 up,"
                            + " clockwise: 1 north-east, 2 east... 7 north-west)",
                    quoted));
        }
        if (p.winner() >= 0) throw new IllegalArgumentException(t("the game is over"));
        return Collections.singletonList(String.valueOf(d));
    }

    /**
     * The words of {@code text} as {@link Typed#words} reads them, the Polish letters first written without their
     * diacritics ("północ" is "polnoc"), so that a word is typed with them or without.
     */
    static List<String> words(String text) {
        return Typed.plainWords(text);
    }

    private static boolean polishSide(String w) {
        return isOneOf(w, UP) || isOneOf(w, DOWN) || isOneOf(w, LEFT) || isOneOf(w, RIGHT);
    }

    private static boolean isOneOf(String w, String... words) {
        for (String f : words) if (f.equals(w)) return true;
        return false;
    }

    /** The direction a key of words run together names, or -1. */
    private static int direction(String key) {
        if (key.length() == 1 && key.charAt(0) >= '0' && key.charAt(0) <= '7') return key.charAt(0) - '0';
        for (int d = 0; d < 8; d++) for (String s : SPOKEN[d]) if (s.equals(key)) return d;
        for (int d = 0; d < 8; d++) for (String s : POLISH[d]) if (s.equals(key)) return d;
        int dy = step(key, UP, DOWN), dx = step(key, LEFT, RIGHT);
        if (dx != 0 || dy != 0) return Direction.of(dx, dy);
        for (int cut = 1; cut < key.length(); cut++) {
            String a = key.substring(0, cut), b = key.substring(cut);
            int y = step(a, UP, DOWN), x = step(b, LEFT, RIGHT);
            if (y == 0 || x == 0) {
                y = step(b, UP, DOWN);
                x = step(a, LEFT, RIGHT);
            }
            if (x != 0 && y != 0) return Direction.of(x, y);
        }
        return -1;
    }

    /** -1 when {@code word} is one of {@code less}, 1 when one of {@code more}, else 0. */
    private static int step(String word, String[] less, String[] more) {
        return isOneOf(word, less) ? -1 : isOneOf(word, more) ? 1 : 0;
    }

    /** A cell under the cursor, "column,row" from 1: "Column 3, row 2, free." (or blocked, or whose arrow). */
    @Override
    public String placeInWords(ArrowsPosition p, String place, PlayerNames names) {
        int comma = place.indexOf(',');
        if (comma < 0) return null;
        int column, row;
        try {
            column = Integer.parseInt(place.substring(0, comma));
            row = Integer.parseInt(place.substring(comma + 1));
        } catch (NumberFormatException e) {
            return null;
        }
        if (column < 1 || row < 1 || column > p.board.cols || row > p.board.rows) return null;
        return t("Column {0}, row {1}, {2}.", column, row, state(p, (row - 1) * p.board.cols + column - 1, names));
    }

    /** The board or the part asked about in sentences, or null for a query this game does not know. */
    @Override
    public String describe(ArrowsPosition p, String query) {
        return describe(p, query, PlayerNames.NUMBERED);
    }

    /**
     * As {@link #describe(ArrowsPosition, String)}, naming the players as {@code names} does: their arrows, whose turn
     * and the result, "your" for the listener's.
     */
    @Override
    public String describe(ArrowsPosition p, String query, PlayerNames names) {
        List<String> q = words(query);
        if (Typed.asksAll(q) || Typed.is(q, "plansza", "plansze", "pozycja", "wszystko", "opisz", "opisz plansze"))
            return side(p, 1, names) + " " + side(p, 2, names) + " " + turn(p, names);
        if (Typed.is(q, "turn", "whose turn", "whose turn is it", "who moves", "who is to move")
                || Typed.is(q, "kolej", "czyja kolej", "czyj ruch", "kto gra", "kto ma ruch", "kto teraz"))
            return turn(p, names);
        if (Typed.asksMoves(q)
                || Typed.is(q, "directions", "safe directions")
                || Typed.is(q, "ruchy", "moje ruchy", "gdzie moge", "gdzie moge isc", "gdzie moge zagrac", "co moge")
                || Typed.is(q, "kierunki", "bezpieczne kierunki", "mozliwe ruchy", "dozwolone ruchy"))
            return moves(p, names);
        String row = Typed.rowAsked(q), column = Typed.columnAsked(q);
        if (row != null) return line(p, row, true, names);
        if (column != null) return line(p, column, false, names);
        return null;
    }

    /**
     * A player's last arrow, the next cell it points at and, round that cell, which directions are free, blocked,
     * taken by an arrow or off the board: the choices that player's next arrow has.
     */
    private static String side(ArrowsPosition p, int player, PlayerNames names) {
        int[] chain = p.chain(player);
        int[] dirs = p.directions(player);
        int head = chain[chain.length - 1];
        String pointing = ArrowsWords.said(dirs[dirs.length - 1]);
        StringBuilder sb = new StringBuilder(
                names.isYou(player)
                        ? t(
                                "Your last arrow is on column {0}, row {1}, pointing {2}.",
                                column(p, head), row(p, head), pointing)
                        : t(
                                "{0}'s last arrow is on column {1}, row {2}, pointing {3}.",
                                names.name(player), column(p, head), row(p, head), pointing));
        int next = p.next(player);
        if (next < 0)
            return sb.append(' ').append(t("It points off the board.")).toString();
        sb.append(' ')
                .append(t(
                        "Its next cell, column {0}, row {1}, is {2}.",
                        column(p, next), row(p, next), state(p, next, names)));
        if (p.isOccupied(next)) return sb.toString();
        List<List<String>> kinds = new ArrayList<>();
        for (int k = 0; k < 4; k++) kinds.add(new ArrayList<String>());
        String opponents = null;
        int theirs = p.next(3 - player);
        for (int d = 0; d < 8; d++) {
            int target = p.targetOf(next, d);
            if (target >= 0 && target == theirs && !p.isOccupied(target)) opponents = ArrowsWords.said(d);
            kinds.get(target < 0 ? 3 : !p.isOccupied(target) ? 0 : isBlocked(p, target) ? 1 : 2)
                    .add(ArrowsWords.said(d));
        }
        List<String> around = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            if (kinds.get(k).isEmpty()) continue;
            String list = Typed.and(kinds.get(k));
            around.add(
                    k == 0
                            ? t("free {0}", list)
                            : k == 1
                                    ? t("blocked {0}", list)
                                    : k == 2 ? t("taken by an arrow {0}", list) : t("off the board {0}", list));
        }
        sb.append(' ').append(t("Round it: {0}.", Typed.join(around, "; ")));
        if (opponents != null) {
            int opponent = 3 - player;
            sb.append(' ')
                    .append(
                            names.isYou(opponent)
                                    ? t("To the {0} is your next cell.", opponents)
                                    : t("To the {0} is {1}'s next cell.", opponents, names.name(opponent)));
        }
        return sb.toString();
    }

    private static int column(ArrowsPosition p, int cell) {
        return cell % p.board.cols + 1;
    }

    private static int row(ArrowsPosition p, int cell) {
        return cell / p.board.cols + 1;
    }

    private static boolean isBlocked(ArrowsPosition p, int cell) {
        return p.board.isBlocked(cell % p.board.cols + 1, cell / p.board.cols + 1);
    }

    /** "free", "blocked", "your arrow pointing east", "Computer (easy)'s arrow pointing east". */
    private static String state(ArrowsPosition p, int cell, PlayerNames names) {
        if (!p.isOccupied(cell)) return t("free");
        if (isBlocked(p, cell)) return t("blocked");
        for (int player = 1; player <= 2; player++) {
            int[] chain = p.chain(player);
            int[] dirs = p.directions(player);
            for (int i = 0; i < chain.length; i++) {
                if (chain[i] != cell) continue;
                String pointing = ArrowsWords.said(dirs[i]);
                return names.isYou(player)
                        ? t("your arrow pointing {0}", pointing)
                        : t("{0}'s arrow pointing {1}", names.name(player), pointing);
            }
        }
        return t("taken");
    }

    private static String turn(ArrowsPosition p, PlayerNames names) {
        int w = p.winner();
        if (w >= 0)
            return names.isYou(w) ? t("The game is over: you win.") : t("The game is over: {0} wins.", names.name(w));
        return names.isYou(p.toMove()) ? t("Your move.") : t("{0} to move.", names.name(p.toMove()));
    }

    /** The directions of the side to move that do not lose at once, and those that win at once. */
    private static String moves(ArrowsPosition p, PlayerNames names) {
        if (p.winner() >= 0) return turn(p, names);
        int me = p.toMove();
        List<String> safe = new ArrayList<>(), wins = new ArrayList<>();
        for (int d = 0; d < 8; d++) {
            if (ArrowsWords.losing(p, d) != null) continue;
            safe.add(ArrowsWords.said(d));
            if (p.after(d).winner() == me) wins.add(ArrowsWords.said(d));
        }
        int next = p.next(me);
        String who = names.isYou(me)
                ? t("You put the next arrow on column {0}, row {1}.", column(p, next), row(p, next))
                : t("{0} puts the next arrow on column {1}, row {2}.", names.name(me), column(p, next), row(p, next));
        if (safe.isEmpty()) return who + " " + t("Every direction loses at once.");
        String s = who + " " + t("Pointing {0} does not lose at once.", Typed.or(safe));
        return wins.isEmpty() ? s : s + " " + t("Pointing {0} wins at once.", Typed.or(wins));
    }

    /** Row {@code n} (from 1 at the top) or column {@code n} (from 1 at the left), cell by cell. */
    private static String line(ArrowsPosition p, String n, boolean row, PlayerNames names) {
        int size = row ? p.board.rows : p.board.cols;
        int k = Typed.number(n) - 1;
        if (k < 0 || k >= size) {
            return row
                    ? t("There is no row {0}: the rows go from 1 at the top to {1}.", n, size)
                    : t("There is no column {0}: the columns go from 1 at the left to {1}.", n, size);
        }
        List<String> cells = new ArrayList<>();
        int other = row ? p.board.cols : p.board.rows;
        for (int i = 0; i < other; i++) {
            int cell = row ? k * p.board.cols + i : i * p.board.cols + k;
            String state = state(p, cell, names);
            cells.add(row ? t("column {0} {1}", i + 1, state) : t("row {0} {1}", i + 1, state));
        }
        String all = Typed.and(cells);
        return row ? t("Row {0}: {1}.", k + 1, all) : t("Column {0}: {1}.", k + 1, all);
    }
}
