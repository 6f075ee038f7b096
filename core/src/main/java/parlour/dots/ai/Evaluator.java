package parlour.dots.ai;

import java.util.Random;

/**
 * The strong player's estimate of a position the search cannot see to the end: the fight for control
 * (Berlekamp's long-chain rule) reduced to counting. The remaining safe lines are drawn in a fixed
 * shuffled order until none is left; the parity of their number says who must then make the first loony
 * move, and the chains and loops left (junction boxes joining their two longest branches into one chain)
 * are valued as a simple loony endgame for that player.
 *
 * <p>The estimate is a net number of the remaining boxes for the player to move, with the parity of the
 * number of open boxes, like the exact values it is mixed with.
 */
final class Evaluator {
    private final SearchBoard board;
    private final LoonyEndgame endgame;
    private final ChainScan chains;
    private final int[] order;
    private final boolean[] drawn;
    private final int[] sides;
    private final int[] parent;
    private final int[] size;
    private final boolean[] cyclic;
    private final int[] attached;
    private final int[] codes;

    Evaluator(SearchBoard board, LoonyEndgame endgame, Random random) {
        this.board = board;
        this.endgame = endgame;
        int n = board.boxCount;
        chains = new ChainScan(n);
        order = new int[board.lineCount];
        for (int i = 0; i < order.length; i++) order[i] = i;
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        drawn = new boolean[board.lineCount];
        sides = new int[n];
        parent = new int[n];
        size = new int[n];
        cyclic = new boolean[n];
        attached = new int[4];
        codes = new int[n];
    }

    /** The estimate for a position with no capturable box. */
    int estimate() {
        System.arraycopy(board.drawn, 0, drawn, 0, drawn.length);
        System.arraycopy(board.sides, 0, sides, 0, sides.length);
        int safe = 0;
        for (int line : order) {
            if (drawn[line]) continue;
            int a = board.boxA[line], b = board.boxB[line];
            if (sides[a] > 1 || (b >= 0 && sides[b] > 1)) continue;
            drawn[line] = true;
            sides[a]++;
            if (b >= 0) sides[b]++;
            safe++;
        }
        chains.scan(board, drawn, sides);
        int count = chains.count;
        for (int c = 0; c < count; c++) {
            parent[c] = c;
            size[c] = chains.length[c];
            cyclic[c] = chains.loop[c];
        }
        for (int j = 0; j < board.boxCount; j++) {
            if (sides[j] > 1) continue;
            // a junction: every undrawn side leads into a chain; the two longest branches become one chain through it
            int n = 0;
            for (int k = 4 * j; k < 4 * j + 4; k++) {
                int line = board.boxLines[k];
                if (drawn[line]) continue;
                int other = board.across(j, line);
                if (other >= 0 && sides[other] == 2) attached[n++] = root(chains.componentOf[other]);
            }
            int first = -1, second = -1;
            for (int i = 0; i < n; i++) {
                int c = attached[i];
                if (first < 0 || size[c] > size[first]) {
                    second = first;
                    first = c;
                } else if (second < 0 || size[c] > size[second]) {
                    second = c;
                }
            }
            // after the safe lines are gone, each undrawn side of a junction leads into a chain
            if (second < 0 || second == first) {
                size[first]++;
                if (second == first) cyclic[first] = true;
            } else {
                parent[second] = first;
                size[first] += size[second] + 1;
            }
        }
        int n = 0;
        for (int c = 0; c < count; c++) {
            if (parent[c] == c) codes[n++] = 2 * size[c] + (cyclic[c] ? 1 : 0);
        }
        int value = endgame.value(codes, n);
        return safe % 2 == 0 ? value : -value;
    }

    private int root(int c) {
        while (parent[c] != c) c = parent[c];
        return c;
    }
}
