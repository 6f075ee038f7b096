package parlour.morris.ai;

import parlour.morris.MorrisBoard;
import parlour.morris.MorrisMoves;

/**
 * The retrograde analysis that fills a {@link FourThreeTable}, apart so that the table stays a lookup. Level by level
 * (plies to the end): the positions one move before those solved at the last level are solved (a loss there is a win
 * for whoever moves into it; a win is one way fewer to escape, and with none left a loss). A mill of the three leaves
 * the table for three men a side: its best result (the shortest win, a draw, or the longest loss) is known from the
 * start, and decides the position at its level unless a move inside the table decides it sooner.
 */
final class FourThreeSolver {
    private final FourThreeTable table;
    private final MorrisBoard board;
    private final ThreeMenTable threeMen;
    private final byte[] fourMove, threeMove;
    /** Moves inside the table not yet known to lose, for each side to move. */
    private final byte[] fourUnknown, threeUnknown;
    /** With the three to move: the shortest win and the longest loss through a mill (plies, 0 for none)... */
    private final byte[] millWin, millLoss;
    /** ...and whether a mill of theirs draws. */
    private final boolean[] millDraw;

    private int highest;

    FourThreeSolver(FourThreeTable table) {
        this.table = table;
        board = table.board();
        threeMen = table.threeMen();
        fourMove = table.results(true);
        threeMove = table.results(false);
        int size = FourThreeTable.size();
        fourUnknown = new byte[size];
        threeUnknown = new byte[size];
        millWin = new byte[size];
        millLoss = new byte[size];
        millDraw = new boolean[size];
    }

    void solve() {
        for (int at = 0; at < fourMove.length; at++) startFour(at);
        for (int at = 0; at < threeMove.length; at++) startThree(at);
        for (int level = 0; level <= highest; level++) {
            for (int at = 0; at < threeMove.length; at++) {
                if (threeMove[at] != 0) continue;
                int win = millWin[at] & 0xFF;
                if (level >= 2
                        && (win == level
                                || win == 0
                                        && !millDraw[at]
                                        && threeUnknown[at] == 0
                                        && (millLoss[at] & 0xFF) == level)) solved(threeMove, at, level);
            }
            byte mark = (byte) (level + 1);
            for (int at = 0; at < fourMove.length; at++) if (fourMove[at] == mark) beforeFour(at, level);
            for (int at = 0; at < threeMove.length; at++) if (threeMove[at] == mark) beforeThree(at, level);
        }
    }

    private void solved(byte[] results, int at, int plies) {
        if (plies > 254) throw new IllegalStateException("a result longer than a byte holds: " + plies + " plies");
        results[at] = (byte) (plies + 1);
        highest = Math.max(highest, plies);
        table.longest(plies);
    }

    /** The four to move: a mill wins at once, no move loses at once; otherwise counts the steps. */
    private void startFour(int at) {
        int four = table.fourAt(at), three = table.threeAt(at, four);
        int empty = board.all() & ~four & ~three, steps = 0;
        for (int m = four; m != 0; m &= m - 1) {
            int from = Integer.numberOfTrailingZeros(m);
            for (int t = board.neighbours(from) & empty; t != 0; t &= t - 1) {
                int to = Integer.numberOfTrailingZeros(t);
                if (board.millsThrough(four & ~(1 << from) | 1 << to, to) > 0) {
                    solved(fourMove, at, 1);
                    return;
                }
                steps++;
            }
        }
        if (steps == 0) solved(fourMove, at, 0);
        else fourUnknown[at] = (byte) steps;
    }

    /** The three to move: counts the moves that stay in the table and notes what the mills lead to. */
    private void startThree(int at) {
        int four = table.fourAt(at), three = table.threeAt(at, four);
        int empty = board.all() & ~four & ~three, moves = 0, win = 0, loss = 0;
        boolean draw = false;
        int removable = MorrisMoves.removable(board, four);
        for (int m = three; m != 0; m &= m - 1) {
            int from = Integer.numberOfTrailingZeros(m);
            for (int t = empty; t != 0; t &= t - 1) {
                int to = Integer.numberOfTrailingZeros(t);
                int after = three & ~(1 << from) | 1 << to;
                if (board.millsThrough(after, to) == 0) {
                    moves++;
                    continue;
                }
                int best = Integer.MIN_VALUE;
                for (int r = removable; r != 0; r &= r - 1) best = Math.max(best, forThree(four & ~(r & -r), after));
                if (best > 1000) win = win == 0 ? 2000 - best : Math.min(win, 2000 - best);
                else if (best == 0) draw = true;
                else loss = Math.max(loss, 1000 + best);
            }
        }
        threeUnknown[at] = (byte) moves;
        millWin[at] = (byte) win;
        millLoss[at] = (byte) loss;
        millDraw[at] = draw;
        highest = Math.max(highest, Math.max(win, loss));
    }

    /**
     * How good the three men a side left by a mill of the three are for the three, comparable by size: 2000 - n for a
     * win in n plies, 0 for a draw, n - 1000 for a loss in n.
     */
    private int forThree(int four, int three) {
        int v = threeMen.value(four, three);
        return v < 0 ? 2000 - (1 - v) : v > 0 ? (v + 1) - 1000 : 0;
    }

    /** The positions before the four to move at {@code at}, solved at {@code level}: the three flew a man there. */
    private void beforeFour(int at, int level) {
        int four = table.fourAt(at), three = table.threeAt(at, four);
        int empty = board.all() & ~four & ~three, base = table.fourRank(four) * FourThreeTable.threes();
        for (int m = three; m != 0; m &= m - 1) {
            int to = Integer.numberOfTrailingZeros(m);
            if (board.millsThrough(three, to) > 0) continue;
            for (int f = empty; f != 0; f &= f - 1)
                before(threeMove, threeUnknown, base + table.threeRank(four, three ^ (m & -m) | (f & -f)), level, true);
        }
    }

    /** The positions before the three to move at {@code at}, solved at {@code level}: one of the four stepped there. */
    private void beforeThree(int at, int level) {
        int four = table.fourAt(at), three = table.threeAt(at, four);
        int empty = board.all() & ~four & ~three;
        for (int m = four; m != 0; m &= m - 1) {
            int to = Integer.numberOfTrailingZeros(m);
            if (board.millsThrough(four, to) > 0) continue;
            for (int f = board.neighbours(to) & empty; f != 0; f &= f - 1)
                before(fourMove, fourUnknown, table.index(four ^ (m & -m) | (f & -f), three), level, false);
        }
    }

    /**
     * A position one move before one solved at {@code level}: won if that one is lost; otherwise one way fewer to
     * escape, and lost with none left, no mill of the three doing better and none losing later.
     */
    private void before(byte[] results, byte[] unknown, int at, int level, boolean threeMoves) {
        if (results[at] != 0) return;
        if (level % 2 == 0) {
            solved(results, at, level + 1);
            return;
        }
        if (--unknown[at] != 0) return;
        if (threeMoves && (millWin[at] != 0 || millDraw[at] || (millLoss[at] & 0xFF) > level + 1)) return;
        solved(results, at, level + 1);
    }
}
