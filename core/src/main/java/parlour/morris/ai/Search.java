package parlour.morris.ai;

import java.util.Arrays;
import java.util.Random;
import parlour.match.Clock;
import parlour.morris.MorrisMove;
import parlour.morris.MorrisRules;

/**
 * Iterative-deepening principal-variation search (negamax alpha-beta, later moves tried with a null window first)
 * over a {@link SearchBoard}, with an explicit stack so that it can stop after any node and go on in the next time
 * slice (the browser has no threads). Each iteration starts in a window around the last one's value; past the
 * horizon, mills that can close are still played out (quiescence), so a leaf is never valued just before a piece
 * is taken. Moves are tried table move first, then removals, then by how often they cut off before. Wins are scored
 * {@link #WIN} less the plies to reach them, so the quickest win and the slowest loss are preferred; a position
 * repeated on the search path or from the game before it counts as a draw; a transposition table keeps bounds and best moves.
 * Among root moves of the same value, one that goes back to a position of the game ranks last, so a player does not
 * walk into the draw by repetition while a move to a new position keeps as much.
 */
final class Search {
    static final int WIN = 1_000_000;
    /** Scores beyond this are wins or losses in a number of plies. */
    static final int DECIDED = WIN - 1000;

    private static final int INF = WIN + 1;
    private static final int MAX_PLY = 96;
    private static final int EXACT = 0, LOWER = 1, UPPER = 2;
    /** Plies of mill closing played out past the horizon. */
    private static final int QUIESCENCE = 2;
    /** Half the width of an iteration's first window around the last value. */
    private static final int ASPIRATION = 200;
    /** The largest table kept between moves (the players'; the protocol's solver makes a bigger one for itself). */
    private static final int KEPT_BITS = 18;

    private final SearchBoard board;
    private final int tableMask;
    private final int[] tKey, tMove, tValue, tInfo;

    private final int[][] list = new int[MAX_PLY][];
    private final int[] index = new int[MAX_PLY],
            alpha = new int[MAX_PLY],
            alpha0 = new int[MAX_PLY],
            beta = new int[MAX_PLY],
            best = new int[MAX_PLY],
            bestMove = new int[MAX_PLY],
            depth = new int[MAX_PLY],
            hashAt = new int[MAX_PLY];
    /** Whether the child at each ply is being searched with a null window (to be searched again if it beats alpha). */
    private final boolean[] scout = new boolean[MAX_PLY];
    /** Moves by origin and destination: how much they cut off; ranks the quiet moves. */
    private final int[] history = new int[32 * 32];
    /** Where quiescence found mills to close: the stand-pat value at that ply. */
    private final int[] standPat = new int[MAX_PLY];

    private int[] closing;
    private int ply;
    private boolean entering, pending, running;
    /** Whether the root's best move so far goes back to a position of the game. */
    private boolean bestGoesBack;

    private int childValue;
    private final Random random;
    /** Nine Men's Morris's solved endings, or null; and the plies left before the quiet-move draw. */
    private MorrisEndings endings;

    private int quietPliesLeft = Integer.MAX_VALUE;

    /** The last completed iteration's depth, value and move (-1 before the first). */
    int completedDepth;

    int value;
    int move = -1;
    double nodes;

    /**
     * The players' tables, kept from move to move by size: allocating and clearing 4 MB a move cost the browser
     * a long frame. An entry stays true from one move's search to the next; a change of rules clears them.
     */
    private static final int[][][] KEPT = new int[KEPT_BITS + 1][][];

    private static final MorrisRules[] KEPT_RULES = new MorrisRules[KEPT_BITS + 1];

    Search(SearchBoard board, int tableBits, Random random) {
        this.board = board;
        this.random = random;
        tableMask = (1 << tableBits) - 1;
        int[][] t = tableBits <= KEPT_BITS ? KEPT[tableBits] : null;
        if (t == null) {
            t = new int[][] {
                new int[1 << tableBits], new int[1 << tableBits], new int[1 << tableBits], new int[1 << tableBits]
            };
            Arrays.fill(t[3], -1);
            if (tableBits <= KEPT_BITS) {
                KEPT[tableBits] = t;
                KEPT_RULES[tableBits] = board.rules;
            }
        } else if (!board.rules.equals(KEPT_RULES[tableBits])) {
            Arrays.fill(t[3], -1);
            KEPT_RULES[tableBits] = board.rules;
        }
        tKey = t[0];
        tMove = t[1];
        tValue = t[2];
        tInfo = t[3];
    }

    /**
     * Values the positions {@code solved} holds (none in hand): exactly, where the win or loss comes before the rules'
     * draw after quiet moves ({@code quietPliesLeft} plies from the root, counting no mill on the way).
     */
    void useEndings(MorrisEndings solved, int quietPliesLeft) {
        endings = solved;
        this.quietPliesLeft = quietPliesLeft;
    }

    /**
     * Deepens one ply at a time until {@code maxDepth}, a decided value or the deadline.
     *
     * @return true when finished (then {@link #move} is the choice)
     */
    boolean think(double sliceMillis, double deadline, int maxDepth) {
        double end = Math.min(Clock.now() + sliceMillis, deadline);
        int counter = 0;
        while (true) {
            if (!running) {
                if (completedDepth >= maxDepth || Math.abs(value) >= DECIDED && completedDepth > 0) return true;
                if (Clock.now() >= deadline && completedDepth > 0) return true;
                startIteration(completedDepth + 1, completedDepth > 1 && Math.abs(value) < DECIDED);
            }
            if (++counter % 32 == 0 && Clock.now() >= end) {
                if (Clock.now() >= deadline && completedDepth > 0) {
                    abandon();
                    return true;
                }
                return false;
            }
            step();
        }
    }

    private void startIteration(int d, boolean aspire) {
        ply = 0;
        depth[0] = d;
        alpha[0] = aspire ? value - ASPIRATION : -INF;
        beta[0] = aspire ? value + ASPIRATION : INF;
        entering = true;
        pending = false;
        running = true;
    }

    /** Stops the iteration under way, putting the board back. */
    private void abandon() {
        if (pending) {
            board.unmake(list[ply][index[ply]]);
            pending = false;
        }
        while (ply > 0) {
            ply--;
            board.unmake(list[ply][index[ply]]);
        }
        running = false;
    }

    /** One node entered or one child's value taken in. */
    private void step() {
        if (entering) {
            entering = false;
            nodes++;
            int v = leaf();
            if (v != Integer.MIN_VALUE) {
                giveBack(v);
                return;
            }
            alpha0[ply] = alpha[ply];
            if (closing != null) {
                list[ply] = closing;
                closing = null;
                best[ply] = standPat[ply];
                if (best[ply] > alpha[ply]) alpha[ply] = best[ply];
            } else {
                list[ply] = ordered(ply);
                best[ply] = -INF;
            }
            index[ply] = 0;
            bestMove[ply] = list[ply][0];
        }
        if (pending) {
            pending = false;
            int v = -childValue;
            int m = list[ply][index[ply]];
            if (scout[ply] && v > alpha[ply] && v < beta[ply]) {
                // the null window said this move is better: search it again with the whole window
                scout[ply] = false;
                descend(false);
                return;
            }
            boolean back = ply == 0 && board.seenInGame();
            board.unmake(m);
            index[ply]++;
            if (v > best[ply] || ply == 0 && v == best[ply] && bestGoesBack && !back) {
                best[ply] = v;
                bestMove[ply] = m;
                if (v > alpha[ply]) alpha[ply] = v;
                if (ply == 0) {
                    bestGoesBack = back;
                    // a later move of the same value must be told apart from a worse one: it would be played instead
                    if (back) alpha[0] = v - 1;
                }
            }
            if (alpha[ply] >= beta[ply]) {
                if (!MorrisMove.removes(m)) credit(m, depth[ply]);
                finish();
                return;
            }
        }
        if (index[ply] < list[ply].length) {
            board.make(list[ply][index[ply]]);
            scout[ply] = index[ply] > 0 && beta[ply] - alpha[ply] > 1;
            descend(scout[ply]);
        } else {
            finish();
        }
    }

    /** Counts a cut-off by a quiet move in {@link #history}, halving every count before one grows too big. */
    private void credit(int m, int d) {
        int at = MorrisMove.from(m) * 32 + MorrisMove.to(m);
        history[at] += d * d;
        if (history[at] > 1 << 28) for (int i = 0; i < history.length; i++) history[i] >>= 1;
    }

    /** Enters the child just made, with a null window after alpha or the whole window. */
    private void descend(boolean nullWindow) {
        ply++;
        alpha[ply] = -beta[ply - 1];
        beta[ply] = -alpha[ply - 1];
        if (nullWindow) alpha[ply] = beta[ply] - 1;
        depth[ply] = depth[ply - 1] - 1;
        entering = true;
    }

    private void finish() {
        int v = best[ply];
        if (ply == 0 && (v <= alpha0[0] && alpha0[0] > -INF || v >= beta[0] && beta[0] < INF)) {
            // outside the aspiration window: the same depth again with the whole window
            running = false;
            startIteration(depth[0], false);
            return;
        }
        if (depth[ply] <= 0) {
            giveBack(v);
            return;
        }
        int slot = board.hash & tableMask;
        tKey[slot] = board.hash;
        tMove[slot] = bestMove[ply];
        tValue[slot] = v > DECIDED ? v + ply : v < -DECIDED ? v - ply : v;
        tInfo[slot] = depth[ply] << 2 | (v <= alpha0[ply] ? UPPER : v >= beta[ply] ? LOWER : EXACT);
        if (ply == 0) {
            value = v;
            move = bestMove[0];
            completedDepth = depth[0];
            running = false;
            return;
        }
        giveBack(v);
    }

    private void giveBack(int v) {
        if (ply == 0) {
            value = v;
            completedDepth = depth[0];
            running = false;
            return;
        }
        ply--;
        childValue = v;
        pending = true;
    }

    /** The value of a position that is not searched further, or MIN_VALUE. */
    private int leaf() {
        hashAt[ply] = board.hash;
        if (board.lost()) return -(WIN - ply);
        if (ply > 0) {
            for (int k = ply - 2; k >= 0; k -= 2) if (hashAt[k] == board.hash) return 0;
            if (board.seenInGame()) return 0;
        }
        if (ply >= MAX_PLY - 1) return Evaluator.evaluate(board);
        int n = endings != null && ply > 0 && board.handsEmpty()
                ? endings.value(board.men[board.toMove], board.men[3 - board.toMove])
                : MorrisEndings.UNKNOWN;
        if (n != MorrisEndings.UNKNOWN) {
            if (n == 0) return 0;
            int plies = Math.abs(n);
            if (ply + plies <= quietPliesLeft) return n > 0 ? WIN - (ply + plies) : -(WIN - (ply + plies));
        }
        int slot = board.hash & tableMask;
        if (ply > 0 && tKey[slot] == board.hash && tInfo[slot] >= 0 && (tInfo[slot] >> 2) >= depth[ply]) {
            int v = tValue[slot];
            v = v > DECIDED ? v - ply : v < -DECIDED ? v + ply : v;
            int bound = tInfo[slot] & 3;
            if (bound == EXACT || bound == LOWER && v >= beta[ply] || bound == UPPER && v <= alpha[ply]) return v;
        }
        if (depth[ply] > 0) return Integer.MIN_VALUE;
        int stand = Evaluator.evaluate(board);
        if (stand >= beta[ply] || depth[ply] <= -QUIESCENCE || !board.canCloseMill()) return stand;
        closing = removals(board.moves());
        standPat[ply] = stand;
        return Integer.MIN_VALUE;
    }

    /** The moves of {@code moves} that close a mill. */
    private static int[] removals(int[] moves) {
        int n = 0;
        for (int i = 0; i < moves.length; i++) if (MorrisMove.removes(moves[i])) moves[n++] = moves[i];
        return Arrays.copyOf(moves, n);
    }

    /**
     * The moves at this ply, the table's move first, then removals, then the others by their history; ties in
     * random order at the root.
     */
    private int[] ordered(int at) {
        int[] moves = board.moves();
        if (at == 0 && random != null) {
            for (int i = moves.length - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = moves[i];
                moves[i] = moves[j];
                moves[j] = t;
            }
        }
        int slot = board.hash & tableMask;
        int hinted = tKey[slot] == board.hash && tInfo[slot] >= 0 ? tMove[slot] : -1;
        if (at == 0 && move >= 0) hinted = move;
        int n = 0;
        for (int i = 0; i < moves.length && hinted >= 0; i++) {
            if (moves[i] == hinted) {
                moves[i] = moves[0];
                moves[0] = hinted;
                n = 1;
                break;
            }
        }
        for (int i = n; i < moves.length; i++) {
            if (MorrisMove.removes(moves[i])) {
                int t = moves[i];
                moves[i] = moves[n];
                moves[n++] = t;
            }
        }
        for (int i = n + 1; i < moves.length; i++) {
            int m = moves[i], h = history[MorrisMove.from(m) * 32 + MorrisMove.to(m)], j = i;
            while (j > n && history[MorrisMove.from(moves[j - 1]) * 32 + MorrisMove.to(moves[j - 1])] < h) {
                moves[j] = moves[j - 1];
                j--;
            }
            moves[j] = m;
        }
        return moves;
    }
}
