package parlour.tools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import parlour.game.GameDef;
import parlour.gone.GoneGame;
import parlour.gone.GonePosition;
import parlour.gone.GoneRun;

/**
 * Gone challenges on an 8x8 board with holes: the one placement of k seeds that leaves no black pebble in the fewest
 * rounds, by the game's exact rounds ({@link GoneRun}) for every placement of k seeds on the black pebbles. A puzzle
 * of two or three seeds is kept only where at least two of its seeds have a real choice (another pebble for that seed
 * alone still clears the board), so that it is not one seed to think about and the rest forced onto lone pebbles.
 * The seeds are the solver's k moves in a row, written in reading order; the puzzle takes them in any order.
 */
final class GoneSeeds extends PuzzleChecks.Kind {
    /** Every placement of k seeds on a board's black pebbles, counted by the exact rounds. */
    static final class Placements {
        /** The black pebbles (the legal seeds) in reading order. */
        final List<String> blacks;
        /** The fewest rounds of a placement that leaves no black, or {@link Integer#MAX_VALUE} where none does. */
        int fewest = Integer.MAX_VALUE;
        /** The placements that leave no black in the fewest rounds, that leave no black at all, and all of them. */
        int ties, clearing, total;
        /** The best placement (indices into {@link #blacks}) where it is the only one. */
        int[] best;

        Placements(List<String> blacks) {
            this.blacks = blacks;
        }

        /** The one best placement's seeds in reading order, or null when there is not one. */
        List<String> line() {
            if (ties != 1) return null;
            List<String> line = new ArrayList<>();
            for (int c : best) line.add(blacks.get(c));
            return line;
        }
    }

    @Override
    boolean anyOrder() {
        return true;
    }

    @Override
    GameDef<?> def() {
        return GoneGame.RULES;
    }

    @Override
    String difficultyRule() {
        return "the seeds, plus 1 where at most half of all placements of them leave no black pebble and 2 where at"
                + " most one in eight does (fewer placements that clear the board are harder), at most 5";
    }

    /** The difficulty of a puzzle of {@code k} seeds where {@code clearing} of {@code total} placements leave no black. */
    static int difficulty(int k, int clearing, int total) {
        double share = clearing / (double) total;
        return Math.min(5, k + (share > 1 / 2.0 ? 0 : share > 1 / 8.0 ? 1 : 2));
    }

    @Override
    PuzzleChecks.Found find(Random random, int i) {
        // as many puzzles of one, two and three seeds
        int k = 1 + i % 3;
        String rows = patches(random, k);
        Map<String, String> given = new LinkedHashMap<>();
        given.put("size", "8x8");
        given.put("mode", "challenge");
        given.put("k", String.valueOf(k));
        Map<String, String> options = PuzzleChecks.options(GoneGame.RULES, given);
        List<String> moves = new ArrayList<>();
        moves.add(rows);
        moves.add("play");
        GonePosition p = PuzzleChecks.replay(GoneGame.RULES, options, moves);
        List<String> blacks = GoneGame.RULES.legalMoves(p);
        if (blacks.size() < k + 2 || blacks.size() > 36) return null;
        Placements all = placements(p, k);
        List<String> line = all.line();
        if (line == null || all.fewest < 2) return null;
        if (k >= 2 && seedsWithAChoice(p, line) < 2) return reject("fewer than two seeds have a choice");
        int rounds = all.fewest;
        return new PuzzleChecks.Found(
                options,
                moves,
                line,
                rounds,
                0,
                difficulty(k, all.clearing, all.total),
                k + (k == 1 ? " seed" : " seeds") + ": no black left after " + rounds + " rounds",
                k + (k == 1 ? " ziarno" : " ziarna") + ": bez czarnych kamyków po " + rounds + " rundach");
    }

    /**
     * An 8x8 board of 1 to {@code k} patches of black pebbles (each grown cell by cell from a random place, never
     * touching another patch) on holes, 14 to 36 pebbles in all, as {@code board:} rows: few patches, so that seeds
     * share a patch or each has one to itself, where a random board would mostly be scattered pebbles.
     */
    static String patches(Random random, int k) {
        int parts = 1 + random.nextInt(k), pebbles = 14 + random.nextInt(23);
        int[] patch = new int[64];
        for (int part = 1; part <= parts; part++) {
            int size = part == parts ? pebbles : 1 + random.nextInt(pebbles - (parts - part));
            pebbles -= size;
            for (int grown = 0; grown < size; grown++) {
                List<Integer> free = new ArrayList<>();
                for (int c = 0; c < 64; c++) if (patch[c] == 0 && free(patch, c, part, grown == 0)) free.add(c);
                if (free.isEmpty()) break;
                patch[free.get(random.nextInt(free.size()))] = part;
            }
        }
        StringBuilder rows = new StringBuilder("board:");
        for (int c = 0; c < 64; c++) rows.append(c > 0 && c % 8 == 0 ? "/" : "").append(patch[c] > 0 ? 'B' : '.');
        return rows.toString();
    }

    /** Whether cell {@code c} may join patch {@code part}: it touches no other patch, and this one unless it starts. */
    private static boolean free(int[] patch, int c, int part, boolean start) {
        boolean touches = false;
        int x = c % 8, y = c / 8;
        int[] near = {x > 0 ? c - 1 : -1, x < 7 ? c + 1 : -1, y > 0 ? c - 8 : -1, y < 7 ? c + 8 : -1};
        for (int n : near) {
            if (n < 0 || patch[n] == 0) continue;
            if (patch[n] != part) return false;
            touches = true;
        }
        return start || touches;
    }

    /** Every placement of {@code k} seeds on the black pebbles of {@code p}, run to its end. */
    static Placements placements(GonePosition p, int k) {
        Placements out = new Placements(GoneGame.RULES.legalMoves(p));
        int n = out.blacks.size();
        int[] chosen = new int[k];
        for (int j = 0; j < k; j++) chosen[j] = j;
        while (k <= n) {
            GoneRun run = run(p, out.blacks, chosen);
            out.total++;
            if (!run.result.blackRemains) {
                out.clearing++;
                if (run.result.rounds < out.fewest) {
                    out.fewest = run.result.rounds;
                    out.ties = 1;
                    out.best = chosen.clone();
                } else if (run.result.rounds == out.fewest) out.ties++;
            }
            // the next k-subset in order
            int j = k - 1;
            while (j >= 0 && chosen[j] == n - k + j) j--;
            if (j < 0) break;
            chosen[j]++;
            for (int m = j + 1; m < k; m++) chosen[m] = chosen[m - 1] + 1;
        }
        return out;
    }

    /** The rounds of seeds on the pebbles {@code chosen} (indices into {@code blacks}). */
    private static GoneRun run(GonePosition p, List<String> blacks, int[] chosen) {
        int[] seeds = new int[chosen.length];
        for (int j = 0; j < chosen.length; j++) {
            int[] c = GoneGame.cell(blacks.get(chosen[j]), p.board);
            seeds[j] = c[1] * p.board.width + c[0];
        }
        return new GoneRun(p.board, seeds, p.eight);
    }

    /**
     * How many seeds of {@code line} have a real choice: another black pebble for that seed alone, the others kept,
     * still leaves no black (in any number of rounds). A seed on a lone pebble has none.
     */
    static int seedsWithAChoice(GonePosition p, List<String> line) {
        List<String> blacks = GoneGame.RULES.legalMoves(p);
        int[] chosen = new int[line.size()];
        for (int j = 0; j < chosen.length; j++) chosen[j] = blacks.indexOf(line.get(j));
        int free = 0;
        for (int j = 0; j < chosen.length; j++) {
            int[] other = chosen.clone();
            boolean choice = false;
            for (int b = 0; b < blacks.size() && !choice; b++) {
                if (line.contains(blacks.get(b))) continue;
                other[j] = b;
                choice = !run(p, blacks, other).result.blackRemains;
            }
            if (choice) free++;
        }
        return free;
    }

    @Override
    String recheck(Map<String, String> options, List<String> moves, List<String> line, int value, int depth) {
        GonePosition p = PuzzleChecks.replay(GoneGame.RULES, options, moves);
        int k = Integer.parseInt(options.get("k"));
        if (p.phase != GonePosition.SEED || p.toMove() != 1) return "not player 1's seeds to place";
        if (line.size() != k) return "the line has " + line.size() + " seeds, not " + k;
        Placements all = placements(p, k);
        List<String> again = all.line();
        if (again == null) return all.ties + " placements leave no black in " + all.fewest + " rounds";
        if (!again.equals(line)) return "the best placement is " + again;
        if (all.fewest != value) return "it takes " + all.fewest + " rounds, not " + value;
        int free = seedsWithAChoice(p, line);
        if (k >= 2 && free < 2) return "only " + free + " of its " + k + " seeds has a choice: the others are forced";
        return null;
    }
}
