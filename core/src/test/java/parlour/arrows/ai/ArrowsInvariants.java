package parlour.arrows.ai;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.arrows.BoardGenerator;
import parlour.game.GameSaves;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.Seat;
import parlour.soak.GameInvariants;

/**
 * Arrows in the soak, untimed, on boards of every size from 4x4 to 10x10: mostly the generator's fair boards,
 * some wild ones (pieces, directions and up to half the cells blocked at random). Each position is replayed
 * by a slow reference from the board's pairs and the directions played (its own compass, its own grid); the
 * search board's make, unmake and both Zobrist keys are followed move by move against one built afresh.
 */
public final class ArrowsInvariants implements GameInvariants<ArrowsPosition> {
    private static final String[] BLOCKED = {"0", "4", "8", "12", "16", "24"};
    /** The compass as the seed draws it: 0 up, then clockwise; y grows downwards. */
    private static final int[] STEP_X = {0, 1, 1, 1, 0, -1, -1, -1}, STEP_Y = {-1, -1, 0, 1, 1, 1, 0, -1};

    private SearchBoard board;

    @Override
    public String id() {
        return "arrows";
    }

    @Override
    public Match<ArrowsPosition> newMatch(Random random) {
        int cols = ArrowsBoard.MIN + random.nextInt(ArrowsBoard.MAX - ArrowsBoard.MIN + 1);
        int rows = ArrowsBoard.MIN + random.nextInt(ArrowsBoard.MAX - ArrowsBoard.MIN + 1);
        String blocked = BLOCKED[random.nextInt(BLOCKED.length)];
        ArrowsBoard b = random.nextInt(4) > 0
                ? BoardGenerator.generate(cols, rows, Integer.parseInt(blocked), random)
                : wild(cols, rows, random);
        Map<String, String> o = new LinkedHashMap<>();
        o.put("size", cols + "x" + rows);
        o.put("blocked", blocked);
        o.put("clock", "untimed");
        o.put("board", b.setupText());
        Match<ArrowsPosition> m =
                GameSaves.newMatch(ArrowsGame.RULES, o, 1 + random.nextInt(2), Seat.HUMAN, Seat.HUMAN);
        board = new SearchBoard(m.position());
        return m;
    }

    /** Any board the file format allows: the two pieces anywhere, any directions, up to half the cells blocked. */
    private static ArrowsBoard wild(int cols, int rows, Random random) {
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < cols * rows; i++) cells.add(i);
        Collections.shuffle(cells, random);
        int blocked = random.nextInt(cols * rows / 2);
        int[] v = new int[8 + 2 * blocked];
        v[0] = cols;
        v[1] = rows;
        for (int k = 0; k < 2; k++) {
            v[2 + 2 * k] = cells.get(k) % cols + 1;
            v[3 + 2 * k] = cells.get(k) / cols + 1;
        }
        v[6] = random.nextInt(8);
        v[7] = random.nextInt(8);
        for (int i = 0; i < blocked; i++) {
            v[8 + 2 * i] = cells.get(2 + i) % cols + 1;
            v[9 + 2 * i] = cells.get(2 + i) / cols + 1;
        }
        return ArrowsBoard.of(v, "wild");
    }

    /** The position replayed from scratch: taken cells, each player's chain (x, y, direction triples) and who moves. */
    private static final class Replay {
        final int cols, rows, toMove;
        final boolean[] taken;
        final List<List<int[]>> chains = new ArrayList<>();

        Replay(ArrowsPosition p) {
            int[] v = p.board.pairs();
            cols = v[0];
            rows = v[1];
            taken = new boolean[cols * rows];
            for (int i = 8; i < v.length; i += 2) taken[(v[i + 1] - 1) * cols + v[i] - 1] = true;
            for (int pl = 0; pl <= 2; pl++) chains.add(new ArrayList<int[]>());
            chains.get(p.first).add(new int[] {v[2] - 1, v[3] - 1, v[6]});
            chains.get(3 - p.first).add(new int[] {v[4] - 1, v[5] - 1, v[7]});
            taken[(v[3] - 1) * cols + v[2] - 1] = true;
            taken[(v[5] - 1) * cols + v[4] - 1] = true;
            int[] moves = p.moves();
            for (int i = 0; i < moves.length; i++) {
                int mover = i % 2 == 0 ? p.first : 3 - p.first;
                check(canMove(mover), "move " + (i + 1) + " was played where player " + mover + " could not move");
                int[] at = next(mover);
                taken[at[1] * cols + at[0]] = true;
                chains.get(mover).add(new int[] {at[0], at[1], moves[i]});
            }
            toMove = moves.length % 2 == 0 ? p.first : 3 - p.first;
        }

        int[] last(int player) {
            return chains.get(player).get(chains.get(player).size() - 1);
        }

        int[] next(int player) {
            int[] l = last(player);
            return new int[] {l[0] + STEP_X[l[2]], l[1] + STEP_Y[l[2]]};
        }

        boolean canMove(int player) {
            int[] n = next(player), o = next(3 - player);
            boolean inside = n[0] >= 0 && n[1] >= 0 && n[0] < cols && n[1] < rows;
            return inside && !taken[n[1] * cols + n[0]] && !(n[0] == o[0] && n[1] == o[1]);
        }
    }

    /** Mostly a direction whose cell is on the board and free, so that random games last; sometimes any. */
    @Override
    public String randomMove(ArrowsPosition p, List<String> legal, Random random) {
        if (random.nextInt(4) > 0) {
            Replay r = new Replay(p);
            int[] at = r.next(r.toMove);
            List<String> open = new ArrayList<>();
            for (int d = 0; d < 8; d++) {
                int x = at[0] + STEP_X[d], y = at[1] + STEP_Y[d];
                if (x >= 0 && y >= 0 && x < r.cols && y < r.rows && !r.taken[y * r.cols + x])
                    open.add(String.valueOf(d));
            }
            if (!open.isEmpty()) return open.get(random.nextInt(open.size()));
        }
        return legal.get(random.nextInt(legal.size()));
    }

    @Override
    public List<String> legalMoves(ArrowsPosition p) {
        return ArrowsGame.RULES.legalMoves(p);
    }

    @Override
    public List<String> referenceMoves(ArrowsPosition p) {
        Replay r = new Replay(p);
        List<String> out = new ArrayList<>();
        if (r.canMove(r.toMove)) for (int d = 0; d < 8; d++) out.add(String.valueOf(d));
        return out;
    }

    @Override
    public void checkPosition(ArrowsPosition p) {
        Replay r = new Replay(p);
        check(p.toMove() == r.toMove, "to move " + p.toMove() + ", the replay says " + r.toMove);
        int winner = r.canMove(r.toMove) ? -1 : 3 - r.toMove;
        check(p.winner() == winner, "winner " + p.winner() + ", the replay says " + winner);
        check(
                (ArrowsGame.RULES.whyOver(p) != null) == (winner >= 0),
                "a reason is given exactly when the game is over");
        for (int i = 0; i < r.taken.length; i++)
            check(p.isOccupied(i) == r.taken[i], "cell " + i + " taken: " + p.isOccupied(i));
        for (int pl = 1; pl <= 2; pl++) {
            int[] cells = p.chain(pl), dirs = p.directions(pl);
            List<int[]> chain = r.chains.get(pl);
            check(
                    cells.length == chain.size() && dirs.length == chain.size(),
                    "player " + pl + "'s chain has " + cells.length + " pieces");
            for (int k = 0; k < cells.length; k++) {
                int[] c = chain.get(k);
                check(cells[k] == c[1] * r.cols + c[0] && dirs[k] == c[2], "player " + pl + "'s piece " + k);
            }
        }
    }

    @Override
    public void checkMove(ArrowsPosition before, String move, ArrowsPosition after) {
        int mover = before.toMove();
        check(
                after.moveCount() == before.moveCount() + 1 && after.toMove() == 3 - mover,
                "one piece more, and the turn passes");
        int[] cells = after.chain(mover), dirs = after.directions(mover);
        check(
                cells[cells.length - 1] == before.next(mover) && dirs[dirs.length - 1] == Integer.parseInt(move),
                "the new piece is on the mover's next cell and points " + move);
        board.make(Integer.parseInt(move));
        same(after);
    }

    @Override
    public void checkUndo(ArrowsPosition after, String move, ArrowsPosition before) {
        board.unmake();
        same(before);
    }

    /** The search board, moved by make and unmake, equals one built from {@code p}: cells, next cells, side, both keys. */
    private void same(ArrowsPosition p) {
        SearchBoard fresh = new SearchBoard(p);
        check(Arrays.equals(board.occupied, fresh.occupied) && board.empty == fresh.empty, "search board cells");
        check(
                Arrays.equals(board.target, fresh.target) && board.side == fresh.side,
                "search board next cells and side");
        check(
                board.hash == fresh.hash && board.check == fresh.check,
                "search board keys " + board.hash + "/" + board.check + " against a board built afresh " + fresh.hash
                        + "/" + fresh.check);
        check(board.stuck() == (p.winner() >= 0), "search board stuck() agrees with the result");
    }

    @Override
    public String[] levels() {
        return ArrowsGame.RULES.players().levels();
    }

    @Override
    public String computerMove(ArrowsPosition p, String level, Random random, double millis) {
        return GameInvariants.thoughtMove(ArrowsPlayers.LEVELS.computer(level, p, random, millis));
    }

    @Override
    public String save(Match<ArrowsPosition> match) {
        return GameSaves.save(ArrowsGame.RULES, match).write();
    }

    @Override
    public Match<ArrowsPosition> load(String text) throws SaveFormatException {
        return GameSaves.load(ArrowsGame.RULES, text, "soak");
    }

    private static void check(boolean ok, String what) {
        if (!ok) throw new AssertionError(what);
    }
}
