package parlour.tools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
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
import parlour.gone.GoneGame;
import parlour.gone.GonePosition;
import parlour.gone.GoneRun;
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

        @Override
        GameDef<?> def() {
            return DotsGame.RULES;
        }

        @Override
        Found find(Random random, int i) {
            int[] size = SIZES[random.nextInt(SIZES.length)];
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
            for (int k = random.nextInt(4); k > 0 && !p.isOver(); k--) {
                int[] legal = p.legalLines();
                int line = legal[random.nextInt(legal.length)];
                moves.add(DotsNotation.format(p, line));
                p = p.play(line);
            }
            if (p.isOver() || p.legalLines().length < 3 || p.legalLines().length > 22) return null;
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
                    moves,
                    solution,
                    best.get(0).value,
                    0,
                    difficulty,
                    options.get("size") + ": " + en,
                    options.get("size") + ": " + pl);
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

    /** Six Men's Morris wins in 3 to 15 plies from the tables (moving phase, eight men or fewer, flying on). */
    static final class MorrisWins extends Kind {
        private static final int WIN = 1000;
        private MorrisAdvice advice;
        private GameDef<MorrisPosition> six;

        /** The tables of the moving phase with at most eight men, built once (a few seconds). */
        private MorrisAdvice advice() {
            if (advice == null) {
                MorrisTable table = new TableBuilder(true).buildMoving(8);
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
        Found find(Random random, int i) {
            advice();
            MorrisPosition p = MorrisGame.SIX.start(options(six, new LinkedHashMap<>()), 1);
            List<String> moves = new ArrayList<>();
            while (!p.isOver() && (p.hand(1) + p.hand(2) > 0 || men(p) > 8) && moves.size() < 300) {
                List<String> legal = six.legalMoves(p);
                List<String> captures = new ArrayList<>();
                for (String m : legal) if (m.indexOf('x') >= 0) captures.add(m);
                List<String> from = !captures.isEmpty() && random.nextBoolean() ? captures : legal;
                String m = from.get(random.nextInt(from.size()));
                moves.add(m);
                p = six.play(p, m);
            }
            for (int k = random.nextInt(6); k > 0 && !p.isOver(); k--) {
                List<String> legal = six.legalMoves(p);
                String m = legal.get(random.nextInt(legal.size()));
                moves.add(m);
                p = six.play(p, m);
            }
            if (p.isOver() || p.hand(1) + p.hand(2) > 0 || men(p) > 8) return null;
            List<String> line = new ArrayList<>();
            String why = winLine(p, line);
            if (why != null || line.size() < 3 || line.size() > 15) return null;
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
     * which no table solves.
     */
    static final class Escapes extends Kind {
        private final GameDef<Object> game;
        private final int maxDepth, maxLength;
        /** The options the puzzles are played with (a puzzle is untimed). */
        private final Map<String, String> options;

        /** {@code maxLength}: of the random game before the puzzle; {@code given}: option names and values in turn. */
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
            for (int d = 2; d <= maxDepth; d++) {
                List<String> survivors = survivors(p, d);
                if (survivors.isEmpty()) return null;
                if (survivors.size() == 1) {
                    List<String> line = new ArrayList<>(survivors);
                    return new Found(
                            options,
                            moves,
                            line,
                            d,
                            d,
                            Math.min(5, d - 1),
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
            List<String> survivors = survivors(p, depth);
            if (survivors.size() != 1) return survivors.size() + " moves do not lose within " + depth + " plies";
            if (!survivors.get(0).equals(line.get(0))) return "the move that survives is " + survivors.get(0);
            return null;
        }
    }

    /**
     * Gone challenges on an 8x8 board with holes: the one placement of k seeds that leaves no black pebble in the
     * fewest rounds, by the game's exact rounds ({@link GoneRun}) for every placement of k seeds on the black pebbles.
     * The seeds are the solver's k moves in a row, written in reading order; the puzzle takes them in any order.
     */
    static final class GoneSeeds extends Kind {
        @Override
        boolean anyOrder() {
            return true;
        }

        @Override
        GameDef<?> def() {
            return GoneGame.RULES;
        }

        @Override
        Found find(Random random, int i) {
            int k = 1 + random.nextInt(3);
            double black = 0.35 + random.nextDouble() * 0.3;
            StringBuilder rows = new StringBuilder();
            for (int y = 0; y < 8; y++) {
                if (y > 0) rows.append('/');
                for (int x = 0; x < 8; x++) rows.append(random.nextDouble() < black ? 'B' : '.');
            }
            Map<String, String> given = new LinkedHashMap<>();
            given.put("size", "8x8");
            given.put("mode", "challenge");
            given.put("k", String.valueOf(k));
            Map<String, String> options = options(GoneGame.RULES, given);
            List<String> moves = new ArrayList<>();
            moves.add("board:" + rows);
            moves.add("play");
            GonePosition p = replay(GoneGame.RULES, options, moves);
            List<String> blacks = GoneGame.RULES.legalMoves(p);
            if (blacks.size() < k + 2 || blacks.size() > 36) return null;
            int[] best = new int[2];
            List<String> line = bestPlacement(p, k, best);
            if (line == null || best[0] < 2) return null;
            int rounds = best[0];
            int difficulty = Math.min(5, k + (blacks.size() > 24 ? 2 : blacks.size() > 14 ? 1 : 0));
            return new Found(
                    options,
                    moves,
                    line,
                    rounds,
                    0,
                    difficulty,
                    k + (k == 1 ? " seed" : " seeds") + ": no black left after " + rounds + " rounds",
                    k + (k == 1 ? " ziarno" : " ziarna") + ": bez czarnych kamyków po " + rounds + " rundach");
        }

        /**
         * The one placement of {@code k} seeds that leaves no black in the fewest rounds, in reading order, its rounds
         * in {@code rounds[0]} and how many placements do as well in {@code rounds[1]}; null when it is not one.
         */
        static List<String> bestPlacement(GonePosition p, int k, int[] rounds) {
            List<String> blacks = GoneGame.RULES.legalMoves(p);
            int n = blacks.size(), fewest = Integer.MAX_VALUE, ties = 0;
            int[] chosen = new int[k], bestSeeds = null;
            for (int j = 0; j < k; j++) chosen[j] = j;
            while (k <= n) {
                int[] seeds = new int[k];
                for (int j = 0; j < k; j++) {
                    int[] c = GoneGame.cell(blacks.get(chosen[j]), p.board);
                    seeds[j] = c[1] * p.board.width + c[0];
                }
                GoneRun run = new GoneRun(p.board, seeds, p.eight);
                if (!run.result.blackRemains) {
                    if (run.result.rounds < fewest) {
                        fewest = run.result.rounds;
                        ties = 1;
                        bestSeeds = chosen.clone();
                    } else if (run.result.rounds == fewest) ties++;
                }
                // the next k-subset in order
                int j = k - 1;
                while (j >= 0 && chosen[j] == n - k + j) j--;
                if (j < 0) break;
                chosen[j]++;
                for (int m = j + 1; m < k; m++) chosen[m] = chosen[m - 1] + 1;
            }
            rounds[0] = fewest;
            rounds[1] = ties;
            if (ties != 1) return null;
            List<String> line = new ArrayList<>();
            for (int c : bestSeeds) line.add(blacks.get(c));
            return line;
        }

        @Override
        String recheck(Map<String, String> options, List<String> moves, List<String> line, int value, int depth) {
            GonePosition p = replay(GoneGame.RULES, options, moves);
            int k = Integer.parseInt(options.get("k"));
            if (p.phase != GonePosition.SEED || p.toMove() != 1) return "not player 1's seeds to place";
            if (line.size() != k) return "the line has " + line.size() + " seeds, not " + k;
            int[] rounds = new int[2];
            List<String> again = bestPlacement(p, k, rounds);
            if (again == null) return rounds[1] + " placements leave no black in " + rounds[0] + " rounds";
            if (!again.equals(line)) return "the best placement is " + again;
            if (rounds[0] != value) return "it takes " + rounds[0] + " rounds, not " + value;
            return null;
        }
    }
}
