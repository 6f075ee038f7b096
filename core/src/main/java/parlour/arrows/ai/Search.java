package parlour.arrows.ai;

/**
 * Alpha-beta over a {@link SearchBoard} with an explicit stack, so that a search can stop after any node
 * and go on in the next time slice (the browser has no threads), with a transposition table. Values are
 * for the side to move: a win is {@link #WIN} less the plies to it, a settled separated endgame
 * {@link Evaluator#DECIDED} and more, otherwise the evaluation.
 */
final class Search {
    static final int WIN = 30000, MAX_PLY = 120;
    private static final int EXACT = 0, LOWER = 1, UPPER = 2;
    private static final int TABLE_BITS = 18;

    final SearchBoard board;
    private final Evaluator evaluator;
    private final boolean strong;
    /**
     * The tables of the two evaluations (strong's and the plain one, so that their values never mix), made once
     * and kept from move to move: a position's entry stays true in any search, and allocating 2 MB a move cost
     * the browser a long frame.
     */
    private static final int[][] TABLES = new int[4][];

    private final int[] tableCheck, tableData;
    private final int[] key = new int[8];
    private final int[] moves = new int[MAX_PLY * 8];
    private final int[] count = new int[MAX_PLY], next = new int[MAX_PLY];
    private final int[] alpha = new int[MAX_PLY], beta = new int[MAX_PLY], alphaIn = new int[MAX_PLY];
    private final int[] best = new int[MAX_PLY], bestMove = new int[MAX_PLY], depth = new int[MAX_PLY];
    private int ply;
    private boolean entering, returning;
    private int returned;
    double nodes;
    /** The root's value and move after {@link #run} finished an iteration. */
    int rootValue, rootMove = -1;

    Search(SearchBoard board, boolean strong) {
        this.board = board;
        this.strong = strong;
        evaluator = new Evaluator(board);
        tableCheck = table(strong ? 0 : 2);
        tableData = table(strong ? 1 : 3);
    }

    private static int[] table(int i) {
        if (TABLES[i] == null) TABLES[i] = new int[1 << TABLE_BITS];
        return TABLES[i];
    }

    /** Starts a search of the root to {@code plies} with a full window (the player settles roots without a choice). */
    void begin(int plies) {
        ply = 0;
        depth[0] = plies;
        alpha[0] = -WIN - 1;
        beta[0] = WIN + 1;
        entering = true;
        returning = false;
    }

    /**
     * Searches at most {@code nodeBudget} nodes.
     *
     * @return true when the iteration begun by {@link #begin} is finished
     */
    boolean run(int nodeBudget) {
        int budget = nodeBudget;
        while (true) {
            if (entering) {
                if (budget-- <= 0) return false;
                nodes++;
                entering = false;
                int v = enter();
                if (v != Integer.MIN_VALUE) {
                    if (ply == 0) return true;
                    returned = v;
                    returning = true;
                    ply--;
                    board.unmake();
                }
            }
            if (returning) {
                returning = false;
                int v = -returned;
                if (v > best[ply]) {
                    best[ply] = v;
                    bestMove[ply] = moves[ply * 8 + next[ply] - 1];
                    if (ply == 0) {
                        rootMove = bestMove[0];
                        rootValue = v;
                    }
                }
                if (v > alpha[ply]) alpha[ply] = v;
                if (alpha[ply] >= beta[ply]) next[ply] = count[ply];
            }
            if (next[ply] < count[ply]) {
                int d = moves[ply * 8 + next[ply]++];
                board.make(d);
                ply++;
                depth[ply] = depth[ply - 1] - 1;
                alpha[ply] = -beta[ply - 1];
                beta[ply] = -alpha[ply - 1];
                entering = true;
                continue;
            }
            store(best[ply], alphaIn[ply], beta[ply], depth[ply], bestMove[ply]);
            if (ply == 0) {
                rootValue = best[0];
                rootMove = bestMove[0];
                return true;
            }
            returned = best[ply];
            returning = true;
            ply--;
            board.unmake();
        }
    }

    /** Opens the node at {@link #ply}: its value if settled at once, else MIN_VALUE with its moves ready. */
    private int enter() {
        SearchBoard b = board;
        int s = b.side;
        if (b.stuck()) return -(WIN - ply);
        int o = b.target[s ^ 1];
        if (b.occupied[o] != 0 || b.adjacent(b.target[s], o)) return WIN - ply - 1;
        int n = b.safeMoves(moves, ply * 8);
        if (n == 0) return -(WIN - ply - 2);
        int a = alpha[ply], bb = beta[ply];
        int slot = b.hash & ((1 << TABLE_BITS) - 1);
        int ttMove = -1;
        if (tableCheck[slot] == b.check) {
            int data = tableData[slot];
            int value = fromTable((data & 0xffff) - 32768);
            int dep = (data >>> 16) & 0xff, flag = (data >>> 24) & 3;
            ttMove = ((data >>> 26) & 15) - 1;
            if (ply > 0 && dep >= depth[ply]) {
                if (flag == EXACT || (flag == LOWER && value >= bb) || (flag == UPPER && value <= a)) return value;
            }
        }
        if (depth[ply] <= 0) return evaluator.evaluate(strong);
        order(n, ttMove);
        count[ply] = n;
        next[ply] = 0;
        best[ply] = -WIN - 1;
        bestMove[ply] = moves[ply * 8];
        alphaIn[ply] = a;
        return Integer.MIN_VALUE;
    }

    /** The table's move first, then the moves into the most open cells. */
    private void order(int n, int ttMove) {
        int base = ply * 8, t = board.target[board.side];
        for (int i = 0; i < n; i++) {
            int d = moves[base + i];
            key[i] = d == ttMove ? 100 : board.freeAround(t + board.delta[d]);
        }
        for (int i = 1; i < n; i++) {
            int m = moves[base + i], k = key[i], j = i;
            while (j > 0 && key[j - 1] < k) {
                moves[base + j] = moves[base + j - 1];
                key[j] = key[j - 1];
                j--;
            }
            moves[base + j] = m;
            key[j] = k;
        }
    }

    private void store(int value, int a, int bb, int dep, int move) {
        int flag = value <= a ? UPPER : value >= bb ? LOWER : EXACT;
        int slot = board.hash & ((1 << TABLE_BITS) - 1);
        tableCheck[slot] = board.check;
        tableData[slot] =
                (toTable(value) + 32768) | (Math.max(0, Math.min(255, dep)) << 16) | (flag << 24) | ((move + 1) << 26);
    }

    /** Wins are stored as distances from the node, not the root. */
    private int toTable(int v) {
        return v > WIN - 1000 ? v + ply : v < -WIN + 1000 ? v - ply : v;
    }

    private int fromTable(int v) {
        return v > WIN - 1000 ? v - ply : v < -WIN + 1000 ? v + ply : v;
    }
}
