package parlour.dots.ai;

import parlour.match.Clock;

/**
 * Alpha-beta over a {@link SearchBoard} with an explicit stack, so that a search can stop after any
 * node and go on in the next time slice (the browser has no threads). One search is one window test
 * from the board's current position; {@link DotsSolver} and {@link StrongPlayer} drive the tests.
 *
 * <p>Values are net numbers of the remaining boxes for the player to move. A line that closes boxes
 * keeps the turn (its child is searched for the same player); any other line passes it. Positions are
 * cut down by what the theory proves cannot matter:
 * <ul>
 *   <li>Captures the theory says to make ({@link SearchBoard#forcedCapture}) are made on entering a
 *       position, without branching: a whole chain taken is one step of the search.
 *   <li>While a box can be taken, the only other lines worth searching are other captures and the
 *       double-dealing line (any other quiet line does worse than taking the box first and then drawing it).
 *   <li>Without captures, a line is safe or belongs to a chain or loop ({@link ChainScan}); one line per
 *       component is searched, the middle of a 2-chain; one of alike components (same size, kind and ends);
 *       no 2-chain touching nothing else while a box touching nothing else can be given away (the game then
 *       left is the 2-chain one with a box more, worth at most a box more or less). Opening a long chain or
 *       loop is left out when its bound cannot beat the window. Safe lines equivalent under a symmetry of
 *       the position, or border lines of the same box, are searched once, nearest the centre first (Barker
 *       and Korf); far from the end, once the first line has not cut, the others' positions are looked up.
 *   <li>When every open box has two sides the position is a simple loony endgame: {@link LoonyEndgame}
 *       gives its exact value.
 * </ul>
 * The transposition table is keyed by canonical line sets. With a depth limit (counted in quiet lines,
 * so that taking a chain costs nothing) positions at the horizon are valued by {@link Evaluator}; a result
 * is exact when no such estimate went into it.
 */
final class BoxSearch {
    /** A depth no search reaches: exact search. */
    static final int UNLIMITED = 10_000;

    private static final int NONE = Integer.MIN_VALUE;
    /**
     * Steps of the search between looks at the clock: 64 steps take about 30 µs here (a few hundred in a browser), and
     * reading the clock every 8 steps cost 3% of the empty 4x4 board's time (160.5 s of CPU, 156.1 s with 64).
     */
    private static final int CHECK_INTERVAL = 64;
    /**
     * With an estimate at the horizon, no box is given away while more safe lines than this are left: the
     * {@link Evaluator}'s guess at who gets control is rough so far from the end of the safe lines, and a
     * search choosing among rough guesses pays boxes for lucky ones (losses to a rule player on 7x7).
     */
    private static final int SACRIFICE_SAFE_LINES = 8;
    /** {@link #cutByTable} probes while at most this many lines are drawn (probes cost about what positions do). */
    private static final int PROBE_DRAWN = 16;

    final SearchBoard board;
    private final TranspositionTable table;
    private final LoonyEndgame endgame;
    private final Evaluator evaluator;
    private final ChainScan chains;
    private final int words;
    private final int lines;

    private final int[] alpha;
    private final int[] beta;
    private final int[] alpha0;
    private final int[] beta0;
    private final int[] best;
    private final int[] bestMove;
    private final int[] start;
    private final int[] end;
    private final int[] cursor;
    private final int[] move;
    private final int[] closed;
    private final int[] depth;
    private final int[] sym;
    private final boolean[] exact;
    /** Whether the position's chain and loop lines are still to be listed (after its safe lines, if none cut). */
    private final boolean[] chainsLeft;
    /** Whether the position's safe lines are still to be listed (after the table's line, if it did not cut). */
    private final boolean[] safeLeft;
    /** Whether the table is still to be asked about the position's other lines ({@link #cutByTable}). */
    private final boolean[] probeLeft;

    private final int[] ttMoves;
    private final int[] keys;
    /** {@link #nodes} when each position's search began: the work its table entry stands for. */
    private final double[] startNodes;
    /** Boxes taken by forced captures on entering each position, and where its forced lines start in {@link #forced}. */
    private final int[] gain;

    private final int[] forcedStart;
    private final int[] forced;
    private int forcedTop;
    private final int[] moves;
    private final int[] order;
    private final int[] codes;
    /** The safe lines by rank ({@link SearchBoard#safeByRank}). */
    private final int[] safeLines;

    private int ply = -1;
    private boolean entering;
    private boolean enterExact;
    private int counter;

    /** The finished test's value, whether it is exact, and the root's best line. */
    int value;

    boolean valueExact;
    int bestLine;
    /** Positions entered so far (a double: counts pass 2^31 on long solves). */
    double nodes;

    /**
     * A search on {@code board} (whose lines it changes while it runs and restores when a test ends).
     * {@code evaluator} may be null when every test is exact.
     */
    BoxSearch(SearchBoard board, TranspositionTable table, LoonyEndgame endgame, Evaluator evaluator) {
        this.board = board;
        this.table = table;
        this.endgame = endgame;
        this.evaluator = evaluator;
        chains = new ChainScan(board.boxCount);
        words = board.words;
        lines = board.lineCount;
        int plies = lines + 2;
        alpha = new int[plies];
        beta = new int[plies];
        alpha0 = new int[plies];
        beta0 = new int[plies];
        best = new int[plies];
        bestMove = new int[plies];
        start = new int[plies];
        end = new int[plies];
        cursor = new int[plies];
        move = new int[plies];
        closed = new int[plies];
        depth = new int[plies];
        sym = new int[plies];
        exact = new boolean[plies];
        chainsLeft = new boolean[plies];
        safeLeft = new boolean[plies];
        probeLeft = new boolean[plies];
        ttMoves = new int[plies];
        keys = new int[plies * words];
        startNodes = new double[plies];
        gain = new int[plies];
        forcedStart = new int[plies];
        forced = new int[lines];
        moves = new int[lines * (lines + 3) / 2 + 2];
        order = new int[board.boxCount + 1];
        codes = new int[board.boxCount + 1];
        safeLines = new int[words];
    }

    /** Starts a test of the window (a, b) on the current position, searching {@code maxDepth} quiet lines deep. */
    void start(int a, int b, int maxDepth) {
        ply = 0;
        forcedTop = 0;
        alpha[0] = a;
        beta[0] = b;
        depth[0] = maxDepth;
        entering = true;
    }

    /**
     * Searches until the test is done or the clock passes {@code deadline} (checked every few
     * positions). Returns true when done: then {@link #value}, {@link #valueExact} and {@link #bestLine}
     * hold the result (fail-soft: a value at or below a is an upper bound, at or above b a lower bound).
     * The root's forced captures are searched like any line, so that its best line is a real choice.
     */
    boolean run(double deadline) {
        while (true) {
            if (++counter >= CHECK_INTERVAL) {
                counter = 0;
                if (Clock.now() >= deadline) return false;
            }
            int v;
            boolean vExact;
            if (entering) {
                entering = false;
                v = enter();
                if (v == NONE) continue;
                vExact = enterExact;
            } else if (alpha[ply] < beta[ply]
                    && (cursor[ply] < end[ply] || safeLeft[ply] && safeMoves() || chainsLeft[ply] && chainMoves())) {
                // most cuts come from the first line: the table is asked about the others only when it did not cut
                if (probeLeft[ply] && !safeLeft[ply] && cursor[ply] > start[ply]) {
                    probeLeft[ply] = false;
                    if (cutByTable()) continue;
                }
                int m = moves[cursor[ply]++];
                int c = board.make(m);
                move[ply] = m;
                closed[ply] = c;
                int p = ply + 1;
                if (c > 0) {
                    alpha[p] = alpha[ply] - c;
                    beta[p] = beta[ply] - c;
                    depth[p] = depth[ply];
                } else {
                    alpha[p] = -beta[ply];
                    beta[p] = -alpha[ply];
                    depth[p] = depth[ply] - 1;
                }
                ply = p;
                entering = true;
                continue;
            } else {
                v = best[ply];
                vExact = exact[ply];
                store(v, vExact);
            }
            v += leave();
            if (ply == 0) {
                value = v;
                valueExact = vExact;
                bestLine = bestMove[0];
                ply = -1;
                return true;
            }
            ply--;
            board.unmake(move[ply]);
            int c = closed[ply];
            int score = c > 0 ? c + v : -v;
            if (!vExact) exact[ply] = false;
            if (score > best[ply]) {
                best[ply] = score;
                bestMove[ply] = move[ply];
                if (score > alpha[ply]) alpha[ply] = score;
            }
        }
    }

    /**
     * Sets up the position at {@code ply}: makes its forced captures, then returns the value of what is
     * left at once, or NONE when its lines are to be searched. Values and the window at the ply are those of
     * what is left after the forced captures; {@link #leave} adds their boxes back.
     */
    private int enter() {
        nodes++;
        enterExact = true;
        forcedStart[ply] = forcedTop;
        int g = 0;
        if (ply > 0) {
            int line;
            while ((line = board.forcedCapture()) >= 0) {
                g += board.make(line);
                forced[forcedTop++] = line;
            }
        }
        gain[ply] = g;
        int a = alpha[ply] - g, b = beta[ply] - g;
        alpha[ply] = a;
        beta[ply] = b;
        int open = board.openBoxes();
        if (open == 0) return 0;
        if (ply > 0) {
            if (open <= a) return open;
            if (-open >= b) return -open;
        }
        boolean quiet = board.sideCount[3] == 0;
        // a simple loony endgame is valued faster than a table probe's cache miss
        if (ply > 0 && quiet && board.sideCount[0] + board.sideCount[1] == 0) return simpleEndgame();
        int s = board.canonical(keys, ply * words);
        sym[ply] = s;
        int ttMove = -1;
        int entry = table.find(keys, ply * words);
        if (entry >= 0) {
            int d = table.depth(entry);
            if (ply > 0 && (d == TranspositionTable.EXACT || d >= depth[ply])) {
                int lo = table.lower(entry), hi = table.upper(entry);
                enterExact = d == TranspositionTable.EXACT;
                if (lo >= b) return lo;
                if (hi <= a) return hi;
                if (lo == hi) return lo;
                enterExact = true;
            }
            int canonicalMove = table.move(entry);
            if (canonicalMove >= 0) ttMove = board.undrawnLike(board.inverse[s * lines + canonicalMove]);
        }
        if (ply > 0 && quiet && depth[ply] <= 0) {
            enterExact = false;
            return evaluator.estimate();
        }
        start[ply] = ply == 0 ? 0 : end[ply - 1];
        cursor[ply] = start[ply];
        best[ply] = -UNLIMITED;
        bestMove[ply] = -1;
        exact[ply] = true;
        alpha0[ply] = a;
        beta0[ply] = b;
        startNodes[ply] = nodes;
        chainsLeft[ply] = false;
        safeLeft[ply] = false;
        probeLeft[ply] = true;
        ttMoves[ply] = ttMove;
        if (board.sideCount[3] > 0) end[ply] = captureMoves(start[ply], ttMove);
        else if (ttMove >= 0) {
            // the table's line often cuts: the others are listed only if it does not
            moves[start[ply]] = ttMove;
            end[ply] = start[ply] + 1;
            safeLeft[ply] = true;
        } else end[ply] = quietMoves(start[ply], -1);
        return NONE;
    }

    /**
     * Whether a later safe line leads to a position whose table entry cuts here (an enhanced transposition
     * cutoff): then that line is the position's best and its bound the position's value. Exact searches only.
     */
    private boolean cutByTable() {
        if (ply == 0 || evaluator != null || lines - board.undrawn > PROBE_DRAWN || board.sideCount[3] > 0)
            return false;
        int at = (ply + 1) * words;
        for (int i = cursor[ply]; i < end[ply]; i++) {
            int m = moves[i];
            if (!board.isSafe(m)) continue;
            board.make(m);
            board.canonical(keys, at);
            int entry = table.find(keys, at);
            board.unmake(m);
            if (entry < 0) continue;
            int v = -table.upper(entry);
            if (v < beta[ply]) continue;
            best[ply] = v;
            bestMove[ply] = m;
            alpha[ply] = v;
            return true;
        }
        return false;
    }

    /** Takes back the forced captures made on entering the position at {@code ply}; returns the boxes they took. */
    private int leave() {
        while (forcedTop > forcedStart[ply]) board.unmake(forced[--forcedTop]);
        return gain[ply];
    }

    private int simpleEndgame() {
        chains.scan(board);
        for (int c = 0; c < chains.count; c++) codes[c] = chains.code(c);
        return endgame.value(codes, chains.count);
    }

    private void store(int v, boolean vExact) {
        int open = board.openBoxes();
        int lo = -open, hi = open;
        if (v <= alpha0[ply]) hi = v;
        else if (v >= beta0[ply]) lo = v;
        else lo = hi = v;
        int d = vExact ? TranspositionTable.EXACT : Math.max(0, Math.min(depth[ply], TranspositionTable.EXACT - 1));
        int m = bestMove[ply] < 0 ? -1 : board.perm[sym[ply] * lines + bestMove[ply]];
        table.store(keys, ply * words, lo, hi, d, m, board.undrawn, nodes - startNodes[ply]);
    }

    /**
     * Lines to search when boxes can be taken but none is forced: every capture, and the double-dealing
     * line if it is the same for every capturable box (the far side of the box a capture would make
     * capturable). Any other line does worse than a capture first: it still passes the turn afterwards.
     */
    private int captureMoves(int n, int ttMove) {
        if (ttMove >= 0) moves[n++] = ttMove;
        int[] sides = board.sides;
        for (int box = 0; box < board.boxCount; box++) {
            if (sides[box] != 3) continue;
            int take = board.freeSide(box, -1);
            if (take != ttMove) moves[n++] = take;
        }
        int decline = board.declineLine();
        if (decline >= 0 && decline != ttMove) moves[n++] = decline;
        return n;
    }

    /**
     * Lines to search when no box can be taken: safe lines, then one line per chain or loop, smallest
     * first, listed by {@link #chainMoves} only once the safe lines have not cut. With many safe lines left
     * and an estimate at the horizon, only the safe lines ({@link #SACRIFICE_SAFE_LINES}).
     */
    private int quietMoves(int n, int ttMove) {
        int stabiliser = BoardSymmetries.stabiliser(board);
        int[] centreOrder = board.centreOrder;
        board.safeByRank(safeLines);
        int safe = 0;
        for (int w = 0; w < words; w++) {
            for (int bits = safeLines[w]; bits != 0; bits &= bits - 1) {
                int line = centreOrder[(w << 5) + Integer.numberOfTrailingZeros(bits)];
                safe++;
                if (line == ttMove || board.hasEarlierTwin(line)) continue;
                if (stabiliser != 0
                        && board.groupOf[line] < 0
                        && !BoardSymmetries.leastInOrbit(board, line, stabiliser)) continue;
                moves[n++] = line;
            }
        }
        if (evaluator != null && safe > SACRIFICE_SAFE_LINES) {
            // the estimate of who gets control is too rough this far out to pay boxes for
            exact[ply] = false;
            return n;
        }
        chainsLeft[ply] = board.sideCount[2] > 0;
        return n;
    }

    /** Lists the safe lines after the table's line has been searched without a cut; returns whether there are any to search. */
    private boolean safeMoves() {
        safeLeft[ply] = false;
        end[ply] = quietMoves(end[ply], ttMoves[ply]);
        return cursor[ply] < end[ply] || chainsLeft[ply] && chainMoves();
    }

    /**
     * Lists the lines of the chains and loops once the safe lines have been searched without a cut (a safe
     * line cuts often, and then the chains need not be found); returns whether there are any to search.
     * Opening a chain of k >= 3 boxes is worth at most -(k - 2) to its player (the opponent's two choices,
     * taking all or all but two, average k - 2), a loop at most -(k - 4): such lines are left out when they
     * cannot beat {@code alpha} (raised by the safe lines), and the bound is kept as the position's best so far.
     */
    private boolean chainMoves() {
        chainsLeft[ply] = false;
        int ttMove = ttMoves[ply];
        int n = end[ply];
        chains.scan(board);
        int open = board.openBoxes();
        int count = chains.count;
        chains.sortBySize(order);
        boolean loneBox = false;
        for (int i = 0; i < count && chains.code(order[i]) == 2; i++) if (chains.isolated(order[i])) loneBox = true;
        for (int i = 0; i < count; i++) {
            int c = order[i];
            int line = chains.line[c];
            if (line == ttMove || chains.hasEarlierTwin(order, i)) continue;
            if (loneBox && chains.code(c) == 4 && chains.isolated(c)) continue;
            int k = chains.length[c];
            int bound = chains.loop[c] ? 4 - k : k >= 3 ? 2 - k : UNLIMITED;
            // values have the parity of the number of open boxes
            if (((bound - open) & 1) != 0) bound--;
            if (bound <= alpha[ply] && ply > 0) {
                if (bound > best[ply]) best[ply] = bound;
                continue;
            }
            moves[n++] = line;
        }
        end[ply] = n;
        return cursor[ply] < n;
    }
}
