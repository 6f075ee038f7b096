package parlour.gone;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import parlour.game.GameSaves;
import parlour.gone.ai.GonePlayers;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.Seat;
import parlour.match.Thinker;
import parlour.soak.GameInvariants;

/**
 * Gone in the soak, editor and challenge, 4 and 8 neighbours, either player first: random edits (paints,
 * clear, fill, random boards, imported boards of 1x1 to 9x9), then the challengers' seeds and the
 * automaton's rounds. Edits are redone by {@link GoneRounds}; each round's board is checked against its
 * round-by-round simulation, and the rounds and the verdict against it and the seed's own simulation
 * ({@link GoneReference}); the winner of a challenge against the rule (fewer rounds wins, black left loses).
 */
public final class GoneInvariants implements GameInvariants<GonePosition> {
    private static final String[] K = {"1", "2", "3", "4", "5", "6", "8", "10"};
    private final GoneGame game = GoneGame.RULES;
    /** The simulated rounds of the last runs seen, so that they are worked out once a game. */
    private GoneRun simulatedRun;

    private List<char[][]> rounds1, rounds2;

    @Override
    public String id() {
        return game.id();
    }

    @Override
    public Match<GonePosition> newMatch(Random random) {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("size", random.nextInt(8) == 0 ? "16x16" : "8x8");
        o.put("adjacency", random.nextBoolean() ? "8" : "4");
        o.put("mode", random.nextInt(3) == 0 ? "challenge" : "editor");
        o.put("k", K[random.nextInt(K.length)]);
        simulatedRun = null;
        return GameSaves.newMatch(game, o, 1 + random.nextInt(2), Seat.HUMAN, Seat.HUMAN);
    }

    @Override
    public String randomMove(GonePosition p, List<String> legal, Random random) {
        if (p.phase != GonePosition.EDIT) return legal.get(random.nextInt(legal.size()));
        int r = random.nextInt(100);
        if (r < 8 && legal.contains("play")) return "play";
        if (r < 16) return importedBoard(random, p.challenge);
        if (r < 20) return "random-" + random.nextInt(1_000_000);
        return legal.get(random.nextInt(legal.size()));
    }

    /** A board import of 1x1 to 9x9 places, its rows of random lengths (short rows end in holes). */
    private static String importedBoard(Random random, boolean challenge) {
        int h = 1 + random.nextInt(9), w = 1 + random.nextInt(9);
        String letters = challenge ? "BB." : "BBB.W";
        StringBuilder sb = new StringBuilder("board:");
        for (int y = 0; y < h; y++) {
            if (y > 0) sb.append('/');
            int length = y == h - 1 || random.nextInt(4) > 0 ? w : random.nextInt(w + 1);
            for (int x = 0; x < length; x++)
                sb.append(y == h - 1 && x == w - 1 ? 'B' : letters.charAt(random.nextInt(letters.length())));
        }
        return sb.toString();
    }

    /** Listed, or a random board or board import while editing that the rules take. */
    @Override
    public boolean isLegal(GonePosition p, List<String> legal, String move) {
        if (legal.contains(move)) return true;
        if (p.phase != GonePosition.EDIT || !move.startsWith("random-") && !move.startsWith("board:")) return false;
        try {
            game.notation().canonical(p, move);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    @Override
    public List<String> legalMoves(GonePosition p) {
        return game.legalMoves(p);
    }

    @Override
    public List<String> referenceMoves(GonePosition p) {
        List<String> out = new ArrayList<>();
        if (p.phase == GonePosition.ROUNDS) {
            if (p.round < lastRound(p)) out.add("round");
            return out;
        }
        char[][] g = GoneRounds.letters(p.board, null);
        if (p.phase == GonePosition.SEED) {
            int[] mine = p.seeds(p.toMove());
            for (int y = 0; y < g.length; y++) {
                for (int x = 0; x < g[y].length; x++)
                    if (g[y][x] == 'B' && !contains(mine, y * p.board.width + x)) out.add(x + "," + y);
            }
            return out;
        }
        int blacks = 0;
        for (int y = 0; y < g.length; y++) {
            for (int x = 0; x < g[y].length; x++) {
                if (g[y][x] == 'B') blacks++;
                if (p.board.width * p.board.height > GoneGame.LISTED_PAINTS) continue;
                if (g[y][x] != 'B') out.add("b" + x + "," + y);
                if (g[y][x] != 'W' && !p.challenge) out.add("w" + x + "," + y);
                if (g[y][x] != '.') out.add("h" + x + "," + y);
            }
        }
        out.add("clear");
        out.add("fill");
        out.add("random-1");
        if (!p.challenge || blacks >= p.k) out.add("play");
        return out;
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) if (x == v) return true;
        return false;
    }

    /** The rounds until nothing changes by the simulation: the board's, or the longer of the challengers'. */
    private int lastRound(GonePosition p) {
        simulate(p);
        return Math.max(rounds1.size(), rounds2 == null ? 0 : rounds2.size()) - 1;
    }

    private void simulate(GonePosition p) {
        if (p.run1 == simulatedRun) return;
        simulatedRun = p.run1;
        rounds1 = GoneRounds.rounds(GoneRounds.letters(p.board, p.challenge ? p.seeds(1) : null), p.eight);
        rounds2 = p.challenge ? GoneRounds.rounds(GoneRounds.letters(p.board, p.seeds(2)), p.eight) : null;
        check(p.run1, rounds1, p.seeds(1), p);
        if (p.challenge) check(p.run2, rounds2, p.seeds(2), p);
    }

    /** A run's rounds and verdict against the simulation and against the seed's own simulation. */
    private static void check(GoneRun run, List<char[][]> rounds, int[] seeds, GonePosition p) {
        boolean left = GoneRounds.blackLeft(rounds.get(rounds.size() - 1));
        check(
                run.result.rounds == rounds.size() - 1 && run.result.blackRemains == left,
                "the solver says " + run.result + ", the round-by-round simulation " + (rounds.size() - 1)
                        + " rounds, black left " + left);
        GoneGrid g = p.board.toGrid(p.challenge ? seeds : null);
        check(
                GoneReference.of(g, p.eight).roundsAndBlackPebbleRemains().equals(run.result),
                "the solver against the seed's simulation");
    }

    @Override
    public void checkPosition(GonePosition p) {
        int toMove = p.phase == GonePosition.EDIT
                ? p.first
                : p.phase == GonePosition.ROUNDS ? 0 : p.seeds(p.first).length < p.k ? p.first : 3 - p.first;
        check(p.toMove() == toMove, "to move " + p.toMove() + " in phase " + p.phase + ", the rules say " + toMove);
        check(
                p.phase == GonePosition.EDIT || !p.challenge || p.board.count(GoneGrid.WHITE) == 0,
                "a challenge board has no white pebbles");
        for (int pl = 1; pl <= 2; pl++) {
            int[] s = p.seeds(pl);
            check(
                    s.length <= p.k && (p.phase != GonePosition.ROUNDS || !p.challenge || s.length == p.k),
                    "player " + pl + " has " + s.length + " seeds");
            for (int i = 0; i < s.length; i++) {
                check(
                        p.board.get(s[i] % p.board.width, s[i] / p.board.width) == GoneGrid.BLACK,
                        "a seed on a black pebble");
                for (int j = 0; j < i; j++) check(s[i] != s[j], "two seeds on one place");
            }
        }
        if (p.phase != GonePosition.ROUNDS) {
            check(!p.isOver() && game.winner(p) == -1, "no result before the rounds");
            return;
        }
        int last = lastRound(p);
        check(
                p.lastRound() == last && p.round <= last && p.isOver() == (p.round == last),
                "round " + p.round + " of " + p.lastRound() + " (simulated " + last + ")");
        for (int pl = 1; pl <= (p.challenge ? 2 : 1); pl++) {
            List<char[][]> rounds = pl == 1 ? rounds1 : rounds2;
            char[][] want = rounds.get(Math.min(p.round, rounds.size() - 1));
            GoneRun run = pl == 1 ? p.run1 : p.run2;
            for (int y = 0; y < p.board.height; y++) {
                for (int x = 0; x < p.board.width; x++) {
                    check(
                            GoneBoard.letter(run.at(x, y, p.round)) == want[y][x],
                            "place " + x + "," + y + " in round " + p.round + " of run " + pl);
                }
            }
        }
        check(game.winner(p) == (p.isOver() ? winner(p) : -1), "winner " + game.winner(p));
    }

    /** The editor's game ends in a draw; a challenge goes to fewer rounds, and leaving black loses. */
    private int winner(GonePosition p) {
        if (!p.challenge) return 0;
        boolean left1 = GoneRounds.blackLeft(rounds1.get(rounds1.size() - 1)),
                left2 = GoneRounds.blackLeft(rounds2.get(rounds2.size() - 1));
        if (left1 != left2) return left1 ? 2 : 1;
        if (left1 || rounds1.size() == rounds2.size()) return 0;
        return rounds1.size() < rounds2.size() ? 1 : 2;
    }

    @Override
    public void checkMove(GonePosition before, String move, GonePosition after) {
        if (before.phase == GonePosition.ROUNDS) {
            check(
                    after.round == before.round + 1 && after.run1 == before.run1 && after.board == before.board,
                    "a round moves the run on by one");
            return;
        }
        if (before.phase == GonePosition.SEED) {
            int[] s = after.seeds(before.toMove());
            String[] xy = move.split(",");
            check(
                    s[s.length - 1] == Integer.parseInt(xy[1]) * before.board.width + Integer.parseInt(xy[0]),
                    "the seed is where it was placed");
            check(after.board.equals(before.board), "placing a seed leaves the board");
            return;
        }
        check(
                after.phase
                        == (move.equals("play")
                                ? (before.challenge ? GonePosition.SEED : GonePosition.ROUNDS)
                                : GonePosition.EDIT),
                "phase after " + move);
        char[][] want = move.equals("play")
                ? GoneRounds.letters(before.board, null)
                : GoneRounds.edited(GoneRounds.letters(before.board, null), move);
        if (want == null) {
            check(
                    after.board.width == before.board.width && after.board.height == before.board.height,
                    "a random board keeps the size");
            check(
                    !before.challenge || after.board.count(GoneGrid.WHITE) == 0,
                    "a random challenge board has no white pebbles");
        } else {
            check(GoneRounds.same(GoneRounds.letters(after.board, null), want), move + " leaves the board it should");
        }
    }

    @Override
    public void checkUndo(GonePosition after, String move, GonePosition before) {
        // nothing is kept move by move: the simulation follows the runs themselves
    }

    @Override
    public String[] levels() {
        return game.players().levels();
    }

    @Override
    public String computerMove(GonePosition p, String level, Random random, double millis) {
        if (p.toMove() == 0) return game.automaticMove(p);
        Thinker t = GonePlayers.LEVELS.computer(level, p, random, millis);
        int slices = 0;
        while (!t.think(4)) check(++slices < 100_000, "the computer never finished thinking");
        return t.move();
    }

    @Override
    public String save(Match<GonePosition> match) {
        return GameSaves.save(game, match).write();
    }

    @Override
    public Match<GonePosition> load(String text) throws SaveFormatException {
        return GameSaves.load(game, text, "soak");
    }

    private static void check(boolean ok, String what) {
        if (!ok) throw new AssertionError(what);
    }
}
