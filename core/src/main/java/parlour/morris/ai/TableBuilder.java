package parlour.morris.ai;

import java.util.Arrays;
import parlour.morris.MorrisBoard;

/**
 * Builds the {@link MorrisTable} of Six Men's Morris by retrograde analysis. The moving phase is solved one
 * group of piece counts at a time (fewest pieces first, since a mill only ever leads to fewer): every
 * position counts its moves that stay in the group and looks up the ones that remove a piece; then values
 * spread backwards level by level (a position is a win in d+1 if some move reaches a loss in d, a loss once
 * every move reaches a win, at one more than the slowest), so wins are the fastest and losses the slowest.
 * What is left is drawn. The placing phase is then a single backward pass, layer by layer of pieces in hand.
 */
public final class TableBuilder {
    private static final int ALL = 0xffff;
    private static final int WIN_EXIT = 1, DRAW_EXIT = 2;
    private static final MorrisBoard BOARD = MorrisBoard.SIX;

    private final MorrisTable table;
    private final boolean flying;
    private final int[] neighbours = new int[16];
    // state of the group being solved, per side (0: a pieces to move against b, 1: b against a)
    private final byte[][] count = new byte[2][];
    private final byte[][] flags = new byte[2][];
    private final short[][] lossExit = new short[2][];
    private final short[][] values = new short[2][];
    private int sideA, sideB;
    private int[][] winAt = new int[64][], lossAt = new int[64][];
    private int[] winSize = new int[64], lossSize = new int[64];
    /** The deepest level reached: the longest forced win or loss found, in plies. */
    public int deepest;

    public TableBuilder(boolean flying) {
        this.flying = flying;
        this.table = new MorrisTable(flying);
        for (int p = 0; p < 16; p++) neighbours[p] = BOARD.neighbours(p);
    }

    /** Builds the whole table: the moving phase, then the placing phase. */
    public MorrisTable build() {
        buildMoving(12);
        buildPlacing();
        return table;
    }

    /** Solves the moving phase for groups of at most {@code maxTotal} pieces on the board. */
    public MorrisTable buildMoving(int maxTotal) {
        for (int total = 6; total <= maxTotal; total++) {
            for (int a = 3; a <= total - a; a++) {
                if (total - a <= MorrisTable.PIECES) solveGroup(a, total - a);
            }
        }
        return table;
    }

    private boolean flies(int pieces) {
        return flying && pieces == 3;
    }

    private short[] layer(int a, int b) {
        return table.layers[MorrisTable.key(0, 0, a, b)];
    }

    private void solveGroup(int a, int b) {
        int sides = a == b ? 1 : 2;
        for (int s = 0; s < sides; s++) {
            int ma = s == 0 ? a : b, mb = s == 0 ? b : a;
            int size = TableIndex.size(ma, mb);
            values[s] = new short[size];
            table.layers[MorrisTable.key(0, 0, ma, mb)] = values[s];
            count[s] = new byte[size];
            flags[s] = new byte[size];
            lossExit[s] = new short[size];
        }
        if (sides == 1) {
            values[1] = values[0];
            count[1] = count[0];
            flags[1] = flags[0];
            lossExit[1] = lossExit[0];
        }
        sideA = a;
        sideB = b;
        Arrays.fill(winSize, 0);
        Arrays.fill(lossSize, 0);
        for (int s = 0; s < sides; s++) init(s == 0 ? a : b, s == 0 ? b : a);
        for (int level = 0; level < winSize.length; level++) {
            for (int i = 0; i < lossSize[level]; i++) settle(lossAt[level][i], level, false);
            for (int i = 0; i < winSize[level]; i++) settle(winAt[level][i], level, true);
            lossAt[level] = null;
            winAt[level] = null;
        }
    }

    private int side(int me) {
        return Integer.bitCount(me) == sideA ? 0 : 1;
    }

    /** First pass over every position where the mover has {@code ma} pieces against {@code mb}. */
    private void init(int ma, int mb) {
        int s = side((1 << ma) - 1);
        int them0 = (1 << mb) - 1, limitMe = 1 << 16, limitThem = 1 << (16 - ma);
        int idx = 0;
        for (int me = (1 << ma) - 1; me < limitMe; me = TableIndex.nextSet(me)) {
            for (int sq = them0; sq < limitThem; sq = TableIndex.nextSet(sq)) {
                int them = TableIndex.spread(sq, me);
                initPosition(s, idx++, me, them, ma, mb);
                if (sq == 0) break;
            }
            if (me == 0) break;
        }
    }

    private void initPosition(int s, int idx, int me, int them, int ma, int mb) {
        int empty = ALL & ~(me | them);
        boolean fly = flies(ma);
        int minWin = Integer.MAX_VALUE, maxLoss = 0, inGroup = 0;
        boolean any = false, draw = false;
        int removable = MorrisMovesView.removable(them);
        for (int m = me; m != 0; m &= m - 1) {
            int f = Integer.numberOfTrailingZeros(m);
            int targets = fly ? empty : neighbours[f] & empty;
            for (int t = targets; t != 0; t &= t - 1) {
                int to = Integer.numberOfTrailingZeros(t);
                any = true;
                int after = (me & ~(1 << f)) | 1 << to;
                if (BOARD.millsThrough(after, to) == 0) {
                    inGroup++;
                    continue;
                }
                for (int r = removable; r != 0; r &= r - 1) {
                    int them2 = them & ~(r & -r);
                    int v = mb - 1 < 3 ? -1 : layer(mb - 1, ma)[TableIndex.index(them2, after)];
                    if (v < 0) minWin = Math.min(minWin, -v);
                    else if (v > 0) maxLoss = Math.max(maxLoss, v);
                    else draw = true;
                }
            }
        }
        int entry = me << 16 | them;
        if (!any) {
            push(false, 0, entry);
            return;
        }
        count[s][idx] = (byte) inGroup;
        lossExit[s][idx] = (short) maxLoss;
        byte f = 0;
        if (minWin != Integer.MAX_VALUE) {
            f |= WIN_EXIT;
            push(true, minWin, entry);
        }
        if (draw) f |= DRAW_EXIT;
        flags[s][idx] = f;
        if (inGroup == 0 && f == 0) push(false, maxLoss, entry);
    }

    private void push(boolean win, int level, int entry) {
        if (level >= winSize.length) {
            int n = level * 2;
            winAt = Arrays.copyOf(winAt, n);
            lossAt = Arrays.copyOf(lossAt, n);
            winSize = Arrays.copyOf(winSize, n);
            lossSize = Arrays.copyOf(lossSize, n);
        }
        int[][] at = win ? winAt : lossAt;
        int[] size = win ? winSize : lossSize;
        if (at[level] == null) at[level] = new int[256];
        else if (size[level] == at[level].length) at[level] = Arrays.copyOf(at[level], size[level] * 2);
        at[level][size[level]++] = entry;
    }

    /** Gives a position its value at {@code level} if it has none yet, and passes the news to its predecessors. */
    private void settle(int entry, int level, boolean win) {
        int me = entry >>> 16, them = entry & ALL;
        int s = side(me);
        int idx = TableIndex.index(me, them);
        if (values[s][idx] != 0) return;
        values[s][idx] = (short) (win ? level + 1 : -(level + 1));
        if (level > deepest) deepest = level;
        // predecessors: the opponent moved a piece to t, closing no mill, from an empty point f
        int mb = Integer.bitCount(them);
        int q = side(them);
        int empty = ALL & ~(me | them);
        boolean fly = flies(mb);
        int inMills = BOARD.inMills(them);
        for (int t = them & ~inMills; t != 0; t &= t - 1) {
            int to = Integer.numberOfTrailingZeros(t);
            int sources = fly ? empty : neighbours[to] & empty;
            for (int fm = sources; fm != 0; fm &= fm - 1) {
                int before = (them & ~(1 << to)) | (fm & -fm);
                int qi = TableIndex.index(before, me);
                if (values[q][qi] != 0) continue;
                if (!win) {
                    push(true, level + 1, before << 16 | me);
                } else if (--count[q][qi] == 0 && flags[q][qi] == 0) {
                    push(false, Math.max(level + 1, lossExit[q][qi]), before << 16 | me);
                }
            }
        }
    }

    /** The placing phase: each layer of hands from its successor layer, the last placements first. */
    public MorrisTable buildPlacing() {
        for (int total = 1; total <= 2 * MorrisTable.PIECES; total++) {
            int handMe = (total + 1) / 2, handThem = total / 2;
            for (int a = 0; a <= MorrisTable.PIECES - handMe; a++) {
                for (int b = 0; b <= MorrisTable.PIECES - handThem; b++) placingLayer(handMe, handThem, a, b);
            }
        }
        return table;
    }

    private void placingLayer(int handMe, int handThem, int a, int b) {
        short[] out = new short[TableIndex.size(a, b)];
        table.layers[MorrisTable.key(handMe, handThem, a, b)] = out;
        int them0 = (1 << b) - 1, limitMe = 1 << 16, limitThem = 1 << (16 - a);
        int idx = 0;
        for (int me = (1 << a) - 1; me < limitMe; me = TableIndex.nextSet(me)) {
            for (int sq = them0; sq < limitThem; sq = TableIndex.nextSet(sq)) {
                out[idx++] = (short) placingValue(me, TableIndex.spread(sq, me), handMe, handThem);
                if (sq == 0) break;
            }
            if (me == 0) break;
        }
    }

    private int placingValue(int me, int them, int handMe, int handThem) {
        if (Integer.bitCount(me) + handMe < 3) return -1;
        int empty = ALL & ~(me | them);
        int minWin = Integer.MAX_VALUE, maxLoss = 0;
        boolean draw = false;
        int removable = MorrisMovesView.removable(them);
        for (int e = empty; e != 0; e &= e - 1) {
            int to = Integer.numberOfTrailingZeros(e);
            int after = me | 1 << to;
            boolean mill = them != 0 && BOARD.millsThrough(after, to) > 0;
            for (int r = mill ? removable : 1; r != 0; r &= r - 1) {
                int them2 = mill ? them & ~(r & -r) : them;
                int v = table.value(them2, after, handThem, handMe - 1);
                if (v < 0) minWin = Math.min(minWin, -v);
                else if (v > 0) maxLoss = Math.max(maxLoss, v);
                else draw = true;
                if (!mill) break;
            }
        }
        if (minWin != Integer.MAX_VALUE) return minWin + 1;
        return draw ? 0 : -(maxLoss + 1);
    }

    /** The table built so far. */
    public MorrisTable table() {
        return table;
    }
}
