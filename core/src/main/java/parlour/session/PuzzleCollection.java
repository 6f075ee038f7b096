package parlour.session;

import static parlour.words.Tr.refusal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.match.Text;
import parlour.words.Tr;

/**
 * A collection of puzzles as the tools' puzzle maker writes it (assets' {@code puzzles/NAME.txt}): each puzzle's
 * options and the moves from the start to its position, the line to find, its titles and difficulty. Read here,
 * played by {@link PuzzleSession}, so that a page fetches a collection only when it asks for it.
 */
public final class PuzzleCollection {
    /** The page's option value that names a collection: {@code collection:dots-endgames}. */
    public static final String PREFIX = "collection:";

    /** One puzzle of the collection. */
    public static final class Puzzle {
        /** Its place in the collection, from 1. */
        public final int number;

        public final int difficulty;
        /**
         * Where the maker searched: every move but the line's lets the opponent force a win within this many plies
         * (0: the puzzle comes from an exact solver, which judges it itself).
         */
        public final int depth;
        /** The game's options the puzzle is played with, as the game's options write them. */
        public final Map<String, String> options;
        /** The moves from the start (player 1 first) to the puzzle's position. */
        public final String moves;
        /** The line to find: the solver's moves and the replies, in turn. */
        public final String line;
        /** Whether the solver's moves in a row may be played in any order (Gone's seeds: {@code order any}). */
        public final boolean anyOrder;

        private final String titleEn, titlePl;

        Puzzle(
                int number,
                int difficulty,
                int depth,
                Map<String, String> options,
                String moves,
                String line,
                boolean anyOrder,
                String en,
                String pl) {
            this.number = number;
            this.anyOrder = anyOrder;
            this.difficulty = difficulty;
            this.depth = depth;
            this.options = options;
            this.moves = moves;
            this.line = line;
            this.titleEn = en;
            this.titlePl = pl;
        }

        /** The title in the language in use (each puzzle carries its English and its Polish one). */
        public String title() {
            return Tr.language().code.equals("pl") && titlePl != null ? titlePl : titleEn;
        }
    }

    public final String name;
    /** The id of the game the puzzles are of. */
    public final String game;

    public final List<Puzzle> puzzles;

    private PuzzleCollection(String name, String game, List<Puzzle> puzzles) {
        this.name = name;
        this.game = game;
        this.puzzles = Collections.unmodifiableList(puzzles);
    }

    /** Where collection {@code name} is among the assets. */
    public static String path(String name) {
        return "puzzles/" + name + ".txt";
    }

    /**
     * The collection's name from a page's option ({@code collection:NAME}), checked to be a plain name.
     *
     * @throws IllegalArgumentException naming what is wrong with it
     */
    public static String nameOf(String spec) {
        String name = spec.substring(PREFIX.length()).trim();
        boolean plain = !name.isEmpty() && name.length() <= 40;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            plain &= c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-';
        }
        if (!plain)
            throw refusal("a collection's name is lower-case letters, digits and dashes, not {0}", Text.quote(name));
        return name;
    }

    /**
     * Reads a collection file: {@code game ID}, then blocks that begin {@code puzzle N} with the lines {@code title.en},
     * {@code title.pl}, {@code difficulty}, {@code options name=value ...}, {@code moves}, {@code line} and
     * {@code order any} (the solver's moves in a row may come in any order).
     *
     * @throws IllegalArgumentException naming the line that is wrong
     */
    public static PuzzleCollection parse(String name, String text) {
        String game = null;
        List<Puzzle> out = new ArrayList<>();
        int number = 0, difficulty = 0, depth = 0, lineNo = 0;
        boolean anyOrder = false;
        Map<String, String> options = null;
        String moves = "", line = null, en = null, pl = null;
        int from = 0;
        while (from <= text.length()) {
            int end = text.indexOf('\n', from);
            if (end < 0) end = text.length();
            String l = text.substring(from, end).trim();
            from = end + 1;
            lineNo++;
            if (l.isEmpty() || l.startsWith("#")) continue;
            int space = l.indexOf(' ');
            String key = space < 0 ? l : l.substring(0, space);
            String value = space < 0 ? "" : l.substring(space + 1).trim();
            try {
                if (key.equals("game")) {
                    game = value;
                } else if (key.equals("puzzle")) {
                    if (number > 0) out.add(checked(number, difficulty, depth, options, moves, line, anyOrder, en, pl));
                    number = Integer.parseInt(value);
                    if (number != out.size() + 1)
                        throw new IllegalArgumentException("puzzle " + (out.size() + 1) + " expected");
                    difficulty = depth = 0;
                    anyOrder = false;
                    options = new LinkedHashMap<>();
                    moves = "";
                    line = en = pl = null;
                } else if (number == 0) {
                    throw new IllegalArgumentException("a puzzle's line before its 'puzzle N'");
                } else if (key.equals("title.en")) {
                    en = value;
                } else if (key.equals("title.pl")) {
                    pl = value;
                } else if (key.equals("difficulty")) {
                    difficulty = Integer.parseInt(value);
                } else if (key.equals("options")) {
                    readOptions(value, options);
                } else if (key.equals("moves")) {
                    moves = value;
                } else if (key.equals("line")) {
                    line = value;
                } else if (key.equals("order")) {
                    if (!value.equals("any"))
                        throw new IllegalArgumentException("order is 'any', not " + Text.quote(value));
                    anyOrder = true;
                } else if (key.equals("depth")) {
                    depth = Integer.parseInt(value);
                } else if (!key.equals("value")) {
                    // value: what the maker's solver found, for the test that checks it again
                    throw new IllegalArgumentException("unknown key " + Text.quote(key));
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(path(name) + " line " + lineNo + ": " + e.getMessage());
            }
        }
        if (number > 0) out.add(checked(number, difficulty, depth, options, moves, line, anyOrder, en, pl));
        if (game == null) throw new IllegalArgumentException(path(name) + ": no 'game' line");
        return new PuzzleCollection(name, game, out);
    }

    private static void readOptions(String value, Map<String, String> options) {
        int from = 0;
        while (from < value.length()) {
            int end = value.indexOf(' ', from);
            if (end < 0) end = value.length();
            String pair = value.substring(from, end);
            from = end + 1;
            if (pair.isEmpty()) continue;
            int eq = pair.indexOf('=');
            if (eq <= 0) throw new IllegalArgumentException("an option is name=value, not " + Text.quote(pair));
            options.put(pair.substring(0, eq), pair.substring(eq + 1));
        }
    }

    private static Puzzle checked(
            int number,
            int difficulty,
            int depth,
            Map<String, String> options,
            String moves,
            String line,
            boolean anyOrder,
            String en,
            String pl) {
        if (line == null || line.isEmpty() || en == null)
            throw new IllegalArgumentException("puzzle " + number + " has no line or no title.en");
        return new Puzzle(number, difficulty, depth, options, moves, line, anyOrder, en, pl);
    }

    /** The puzzle after the solved ones marked in {@code progress} (its first unsolved, from the start), or the first. */
    public int nextUnsolved(String progress, int after) {
        for (int k = 1; k <= puzzles.size(); k++) {
            int i = (after + k) % puzzles.size();
            if (i >= progress.length() || progress.charAt(i) != '1') return i;
        }
        return (after + 1) % puzzles.size();
    }

    /** {@code progress} with puzzle {@code index} marked solved: one character a puzzle, '1' for solved. */
    public static String solved(String progress, int index) {
        StringBuilder sb = new StringBuilder(progress);
        while (sb.length() <= index) sb.append('0');
        sb.setCharAt(index, '1');
        return sb.toString();
    }
}
