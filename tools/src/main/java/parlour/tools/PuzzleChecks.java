package parlour.tools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import parlour.arrows.ArrowsGame;
import parlour.dots.DotsGame;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.dots.ai.DotsAdvice;
import parlour.game.Analysis;
import parlour.game.Analyst;
import parlour.game.GameDef;
import parlour.game.MoveValue;
import parlour.game.OptionSpec;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisPosition;
import parlour.morris.ai.MorrisAdvice;
import parlour.morris.ai.MorrisDatabase;
import parlour.morris.ai.MorrisTable;
import parlour.morris.ai.TableBuilder;

/**
 * How each collection's puzzles are found and checked again, with the games' own solvers: the Dots exact solver,
 * the Six Men's Morris tables, and for Nine Men's Morris and Arrows a full search of every move to a stated depth.
 * The maker keeps a position only when the side to move has exactly one best move at each of its steps; the tests
 * run the same checks on the files.
 */
final class PuzzleChecks {
    private PuzzleChecks() {}

    /** A puzzle found: where it starts, the line, what the solver found, its titles and difficulty. */
    static final class Found {
        final Map<String, String> options;
        final List<String> moves, line;
        /** Dots: the best line's exact value; Morris tables: the plies to the win; a search: the depth. */
        final int value, depth, difficulty;

        final String titleEn, titlePl;

        Found(
                Map<String, String> options,
                List<String> moves,
                List<String> line,
                int value,
                int depth,
                int difficulty,
                String titleEn,
                String titlePl) {
            this.options = options;
            this.moves = moves;
            this.line = line;
            this.value = value;
            this.depth = depth;
            this.difficulty = difficulty;
            this.titleEn = titleEn;
            this.titlePl = titlePl;
        }

        String key() {
            return options + " " + moves;
        }
    }

    /** A collection's kind: its game, how a puzzle is found, and how one is checked again. */
    abstract static class Kind {
        abstract GameDef<?> def();

        /** A puzzle from a random game, or null where this game gave none; {@code i}: how many were found. */
        abstract Found find(Random random, int i);

        /** How a puzzle's difficulty is computed, in a sentence for the collection's header. */
        abstract String difficultyRule();

        /** The candidates turned down by a rule of the collection, by the rule: what the maker reports. */
        final Map<String, Integer> rejected = new TreeMap<>();

        /** Counts a candidate turned down {@code why}; null, for {@link #find} to return. */
        Found reject(String why) {
            rejected.merge(why, 1, Integer::sum);
            return null;
        }

        /** Whether the solver's moves in a row may come in any order (Gone's seeds): the file says {@code order any}. */
        boolean anyOrder() {
            return false;
        }

        /** Why the puzzle is not (or no longer) a puzzle by the solver, or null when it is. */
        abstract String recheck(
                Map<String, String> options, List<String> moves, List<String> line, int value, int depth);
    }

    static final Map<String, Kind> COLLECTIONS = new LinkedHashMap<>();

    static {
        COLLECTIONS.put("dots-endgames", new DotsEndgames());
        COLLECTIONS.put("morris6-wins", new MorrisWins());
        COLLECTIONS.put("morris9-escapes", new Escapes(MorrisGame.NINE, 4, 40, new String[0]));
        COLLECTIONS.put("morris9-endings", new MorrisEndings());
        COLLECTIONS.put("arrows-escapes", new Escapes(ArrowsGame.RULES, 6, 60, new String[] {"clock", "untimed"}));
        COLLECTIONS.put("gone-seeds", new GoneSeeds());
    }

    /** The game's options: its defaults with {@code given} over them. */
    static Map<String, String> options(GameDef<?> def, Map<String, String> given) {
        Map<String, String> all = new LinkedHashMap<>();
        for (OptionSpec o : def.options()) all.put(o.name, o.defaultValue);
        all.putAll(given);
        return all;
    }

    /** The position the moves reach from the start (player 1 first). */
    static <P> P replay(GameDef<P> def, Map<String, String> options, List<String> moves) {
        P p = def.start(options(def, options), 1);
        for (String m : moves) p = def.play(p, m);
        return p;
    }

    /** Runs an analysis to its end. */
    static <P> Analysis<P> analysed(Analyst<P> analyst, P p) {
        Analysis<P> a = analyst.analyse(p, 60000, new Random(p.hashCode()));
        while (!a.think(60000)) {
            // thinks in slices until every move has its value
        }
        return a;
    }

    /** The moves of the analysis with the best value, and that value first. */
    static List<MoveValue> bestByValue(List<MoveValue> values) {
        int top = Integer.MIN_VALUE;
        for (MoveValue v : values) top = Math.max(top, v.value);
        List<MoveValue> out = new ArrayList<>();
        for (MoveValue v : values) if (v.value == top) out.add(v);
        return out;
    }

    /** Dots and Boxes endgames on 3x3 to 5x5, exactly solved: double-dealing and the right chain to open. */
    static final class DotsEndgames extends Kind {
        private static final int[][] SIZES = {{3, 3}, {3, 4}, {4, 4}, {4, 5}, {5, 5}};
        /** The most lines a puzzle leaves undrawn. */
        private static final int MOST_LINES = 22;

        @Override
        GameDef<?> def() {
            return DotsGame.RULES;
        }

        @Override
        String difficultyRule() {
            return "1 + the lines left / 5, at most 5";
        }

        @Override
        Found find(Random random, int i) {
            int[] size = SIZES[i % SIZES.length]; // each size in turn, 5x5 as often as 3x3
            Map<String, String> given = new LinkedHashMap<>();
            given.put("size", size[0] + "x" + size[1]);
            Map<String, String> options = options(DotsGame.RULES, given);
            DotsPosition p = DotsPosition.empty(size[0], size[1], 1);
            List<String> moves = new ArrayList<>();
            while (true) {
                List<Integer> safe = new ArrayList<>();
                for (int line : p.legalLines()) if (safe(p, line)) safe.add(line);
                if (safe.isEmpty()) break;
                int line = safe.get(random.nextInt(safe.size()));
                moves.add(DotsNotation.format(p, line));
                p = p.play(line);
            }
            // then played on, each position tried as a puzzle once at most MOST_LINES lines are left: a chain opened
            // at random and its boxes taken, so that positions with boxes on offer and without both come
            for (int k = 0; k < 12 && !p.isOver(); k++) {
                if (p.legalLines().length <= MOST_LINES) {
                    Found f = puzzleAt(options, moves, p);
                    if (f != null) return f;
                }
                List<Integer> taking = taking(p);
                int[] legal = p.legalLines();
                int line = taking.isEmpty()
                        ? legal[random.nextInt(legal.length)]
                        : taking.get(random.nextInt(taking.size()));
                moves.add(DotsNotation.format(p, line));
                p = p.play(line);
            }
            return null;
        }

        /** The puzzle at {@code p}, where its best line is the only one (and declines any boxes on offer), or null. */
        private Found puzzleAt(Map<String, String> options, List<String> moves, DotsPosition p) {
            if (p.legalLines().length < 3) return null;
            Analysis<DotsPosition> a = analysed(DotsAdvice.INSTANCE, p);
            if (!a.isExact()) return null;
            List<MoveValue> best = bestByValue(a.values());
            if (best.size() != 1) return null;
            int line = DotsNotation.lineNamed(p, best.get(0).move);
            boolean offered = false;
            for (int b = 0; b < p.boxCount(); b++) offered |= p.sidesDrawn(b % p.cols(), b / p.cols()) == 3;
            if (offered && p.boxesClosedBy(line) > 0) return null;
            String en = offered ? "decline the boxes on offer" : "open the right chain";
            String pl = offered ? "odmów oferowanych kwadratów" : "otwórz właściwy łańcuch";
            int difficulty = Math.min(5, 1 + p.legalLines().length / 5);
            List<String> solution = new ArrayList<>();
            solution.add(best.get(0).move);
            return new Found(
                    options,
                    new ArrayList<>(moves),
                    solution,
                    best.get(0).value,
                    0,
                    difficulty,
                    options.get("size") + ": " + en,
                    options.get("size") + ": " + pl);
        }

        /** The lines that close a box. */
        private static List<Integer> taking(DotsPosition p) {
            List<Integer> out = new ArrayList<>();
            for (int l : p.legalLines()) if (p.boxesClosedBy(l) > 0) out.add(l);
            return out;
        }

        private static boolean safe(DotsPosition p, int line) {
            for (int b : p.boxesOf(line)) if (p.sidesDrawn(b % p.cols(), b / p.cols()) >= 2) return false;
            return true;
        }

        @Override
        String recheck(Map<String, String> options, List<String> moves, List<String> line, int value, int depth) {
            DotsPosition p = replay(DotsGame.RULES, options, moves);
            Analysis<DotsPosition> a = analysed(DotsAdvice.INSTANCE, p);
            if (!a.isExact()) return "not solved exactly";
            List<MoveValue> best = bestByValue(a.values());
            if (best.size() != 1) return best.size() + " best lines";
            if (!best.get(0).move.equals(line.get(0))) return "the best line is " + best.get(0).move;
            if (best.get(0).value != value) return "its value is " + best.get(0).value + ", not " + value;
            return null;
        }
    }

    /**
     * Six Men's Morris wins in 3 to 21 plies from the tables (moving phase, nine men or fewer, flying on); every third
     * puzzle a long one of 15 plies or more. The tables of eight men or fewer hold no win longer than 13 plies; with
     * nine the longest takes 28.
     */
    static final class MorrisWins extends Kind {
        private static final int WIN = 1000, LONG = 15, LONGEST = 21, MEN = 9;
        private MorrisAdvice advice;
        private GameDef<MorrisPosition> six;

        /** The tables of the moving phase with at most nine men, built once (a few seconds). */
        private MorrisAdvice advice() {
            if (advice == null) {
                MorrisTable table = new TableBuilder(true).buildMoving(MEN);
                advice = new MorrisAdvice(new MorrisDatabase(f -> f ? table : null));
                six = MorrisGame.SIX.with(MorrisGame.SIX.players(), advice, null);
            }
            return advice;
        }

        @Override
        GameDef<?> def() {
            return MorrisGame.SIX;
        }

        @Override
        String difficultyRule() {
            return "1 + (the plies of the win - 1) / 3, at most 5";
        }

        @Override
        Found find(Random random, int i) {
            advice();
            MorrisPosition p = MorrisGame.SIX.start(options(six, new LinkedHashMap<>()), 1);
            List<String> moves = new ArrayList<>();
            while (!p.isOver() && (p.hand(1) + p.hand(2) > 0 || men(p) > MEN) && moves.size() < 300) {
                List<String> legal = six.legalMoves(p);
                List<String> captures = new ArrayList<>();
                for (String m : legal) if (m.indexOf('x') >= 0) captures.add(m);
                List<String> from = !captures.isEmpty() && random.nextBoolean() ? captures : legal;
                String m = from.get(random.nextInt(from.size()));
                moves.add(m);
                p = six.play(p, m);
            }
            boolean wantLong = i % 3 == 2;
            // a short win: the position a few random moves on; a long one: the first on a random walk of up to 60
            // moves whose fastest win takes 15 plies or more (far rarer)
            List<String> line = new ArrayList<>();
            for (int k = wantLong ? 60 : random.nextInt(6); ; k--) {
                if (p.isOver() || p.hand(1) + p.hand(2) > 0 || men(p) > MEN) return null;
                int fastest = wantLong ? fastestWin(p) : 0;
                if (fastest >= LONG && fastest <= LONGEST && winLine(p, line) == null) break;
                line.clear();
                if (k == 0) {
                    if (wantLong || winLine(p, line) != null || line.size() < 3 || line.size() > LONGEST) return null;
                    break;
                }
                List<String> legal = six.legalMoves(p);
                String m = legal.get(random.nextInt(legal.size()));
                moves.add(m);
                p = six.play(p, m);
            }
            int plies = line.size();
            int difficulty = Math.min(5, 1 + (plies - 1) / 3);
            return new Found(
                    options(six, new LinkedHashMap<>()),
                    moves,
                    line,
                    plies,
                    0,
                    difficulty,
                    "win in " + plies + " plies",
                    "wygrana w " + plies + " półruchach");
        }

        /** The plies of the fastest win by the tables for the side to move, or 0 where it has none. */
        private int fastestWin(MorrisPosition p) {
            Analysis<MorrisPosition> a = analysed(advice(), p);
            if (!a.isExact()) return 0;
            int best = bestByValue(a.values()).get(0).value;
            return best > 0 ? WIN - best : 0;
        }

        /** The men on the board, both sides'. */
        private static int men(MorrisPosition p) {
            return Integer.bitCount(p.men(1)) + Integer.bitCount(p.men(2));
        }

        /**
         * The win from {@code p} by the tables into {@code line}: each of the winner's moves the only fastest win,
         * each reply the table's best defence; null, else why not.
         */
        String winLine(MorrisPosition p, List<String> line) {
            int solver = p.toMove(), plies = -1;
            while (!p.isOver()) {
                Analysis<MorrisPosition> a = analysed(advice(), p);
                if (!a.isExact()) return "no table for this position";
                List<MoveValue> values = a.values();
                if (p.toMove() == solver) {
                    List<MoveValue> best = bestByValue(values);
                    if (best.get(0).value <= 0) return "no win";
                    if (best.size() != 1) return best.size() + " fastest wins at ply " + (line.size() + 1);
                    if (plies < 0) plies = WIN - best.get(0).value;
                    line.add(best.get(0).move);
                    p = six.play(p, best.get(0).move);
                } else {
                    String reply = null;
                    for (MoveValue v : values) if (v.isBest() && reply == null) reply = v.move;
                    line.add(reply);
                    p = six.play(p, reply);
                }
                if (line.size() > 40) return "too long";
            }
            if (p.winner() != solver) return "the line does not win";
            return line.size() == plies ? null : "the line takes " + line.size() + " plies, the table says " + plies;
        }

        @Override
        String recheck(Map<String, String> options, List<String> moves, List<String> line, int value, int depth) {
            advice();
            MorrisPosition p = replay(six, options, moves);
            List<String> again = new ArrayList<>();
            String why = winLine(p, again);
            if (why != null) return why;
            if (again.size() != value) return "the table's win takes " + again.size() + " plies, not " + value;
            // the replies may be any of the table's best: the solver's moves must be the line's
            for (int k = 0; k < line.size(); k += 2) {
                if (!again.get(k).equals(line.get(k))) return "ply " + (k + 1) + " is " + again.get(k);
            }
            return null;
        }
    }

    /**
     * Positions where every move but one loses within a stated depth by a full search: Nine Men's Morris and Arrows,
     * which no table solves. At least two moves must survive the next move (the opponent's reply): a position where
     * every move but the answer loses at once (an Arrows direction that points at a blocked, taken or off-board cell,
     * a Nine Men's Morris move after which the opponent wins with the reply) asks no thought and is turned down.
     */
    static final class Escapes extends Kind {
        private final GameDef<Object> game;
        private final int maxDepth, maxLength;
        /** The options the puzzles are played with (a puzzle is untimed). */
        private final Map<String, String> options;

        /**
         * {@code maxLength}: of the random game before the puzzle; {@code given}: option names and values in turn.
         */
        @SuppressWarnings("unchecked")
        Escapes(GameDef<?> game, int maxDepth, int maxLength, String[] given) {
            this.game = (GameDef<Object>) game;
            this.maxDepth = maxDepth;
            this.maxLength = maxLength;
            Map<String, String> o = new LinkedHashMap<>();
            for (int k = 0; k < given.length; k += 2) o.put(given[k], given[k + 1]);
            options = options(game, o);
        }

        @Override
        GameDef<?> def() {
            return game;
        }

        @Override
        String difficultyRule() {
            return "(the search depth - 2) / 2 + (the moves that survive the opponent's next reply - 2), from 1 to 5;"
                    + " the answer is always one of at least two such moves";
        }

        /** The difficulty of a puzzle at depth {@code d} whose {@code plausible} moves survive the next move. */
        private int difficulty(int d, int plausible) {
            return Math.max(1, Math.min(5, (d - 2) / 2 + plausible - 2));
        }

        @Override
        Found find(Random random, int i) {
            Object p = game.start(options, 1);
            List<String> moves = new ArrayList<>();
            int length = 6 + random.nextInt(maxLength);
            while (moves.size() < length && game.winner(p) < 0) {
                // a random move among those that neither end the game nor lose within two plies: a long game
                List<String> going = new ArrayList<>();
                for (String m : survivors(p, 2)) if (game.winner(game.play(p, m)) < 0) going.add(m);
                if (going.isEmpty()) return null;
                String m = going.get(random.nextInt(going.size()));
                moves.add(m);
                p = game.play(p, m);
            }
            if (game.winner(p) >= 0 || game.legalMoves(p).size() < 2) return null;
            int plausible = survivors(p, 2).size();
            for (int d = 2; d <= maxDepth; d++) {
                List<String> survivors = survivors(p, d);
                if (survivors.isEmpty()) return null;
                if (survivors.size() == 1) {
                    if (plausible < 2) return reject("only the answer survives the next move");
                    List<String> line = new ArrayList<>(survivors);
                    return new Found(
                            options,
                            moves,
                            line,
                            d,
                            d,
                            difficulty(d, plausible),
                            "the only move that does not lose within " + d + " plies",
                            "jedyny ruch, który nie przegrywa w " + d + " półruchach");
                }
            }
            return null;
        }

        /** The moves after which the opponent cannot force a win within {@code d} plies from {@code p} in all. */
        List<String> survivors(Object p, int d) {
            int solver = game.toMove(p);
            List<String> out = new ArrayList<>();
            for (String m : game.legalMoves(p)) if (!wins(game.play(p, m), d - 1, 3 - solver)) out.add(m);
            return out;
        }

        /** Whether {@code side} can force a win from {@code p} within {@code d} plies. */
        private boolean wins(Object p, int d, int side) {
            int w = game.winner(p);
            if (w >= 0) return w == side;
            if (d == 0) return false;
            List<String> legal = game.legalMoves(p);
            if (game.toMove(p) == side) {
                for (String m : legal) if (wins(game.play(p, m), d - 1, side)) return true;
                return false;
            }
            for (String m : legal) if (!wins(game.play(p, m), d - 1, side)) return false;
            return !legal.isEmpty();
        }

        @Override
        String recheck(Map<String, String> options, List<String> moves, List<String> line, int value, int depth) {
            Object p = replay(game, options, moves);
            int plausible = survivors(p, 2).size();
            if (plausible < 2) return "only " + plausible + " move survives the next move: no choice to think about";
            List<String> survivors = survivors(p, depth);
            if (survivors.size() != 1) return survivors.size() + " moves do not lose within " + depth + " plies";
            if (!survivors.get(0).equals(line.get(0))) return "the move that survives is " + survivors.get(0);
            return null;
        }
    }
}
