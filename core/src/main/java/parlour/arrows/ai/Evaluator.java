package parlour.arrows.ai;

import java.util.Arrays;

/**
 * Values a quiet position for the side to move: while the players can still meet, the room each can use in
 * the territory it reaches first by king moves (the opponent's next cell is forbidden), counted through its
 * chambers ({@link Chambers}); once they are separated, the longest run of moves each can still make (exact
 * when a bounded depth-first fill settles it, else estimated through the chambers).
 */
final class Evaluator {
    static final int DECIDED = 20000;
    private final SearchBoard b;
    private final Chambers chambers;
    private final int[] distA, distB, queue, seen;
    private int stamp;
    private int fillNodes, fillLimit;
    boolean exact;

    Evaluator(SearchBoard board) {
        b = board;
        int n = board.occupied.length;
        distA = new int[n];
        distB = new int[n];
        queue = new int[n];
        seen = new int[n];
        chambers = new Chambers(board);
    }

    /**
     * The value for the side to move; both sides can move and their next cells do not touch. {@code strong}
     * counts chambers and settles separated players; without it, the plain territory.
     */
    int evaluate(boolean strong) {
        int s = b.target[b.side], o = b.target[b.side ^ 1];
        int reachS = flood(s, o, distA);
        int reachO = flood(o, s, distB);
        int mine = 0, theirs = 0;
        boolean meet = false;
        int[] owner = chambers.owners();
        for (int c = 0; c < distA.length; c++) {
            int da = distA[c], db = distB[c];
            int who = 0;
            if (da < 0 && db < 0) {
                owner[c] = 0;
                continue;
            }
            if (db < 0) who = 1;
            else if (da < 0) who = 2;
            else {
                meet = true;
                if (da < db) who = 1;
                else if (db < da) who = 2;
            }
            owner[c] = who;
            if (who == 1) mine++;
            else if (who == 2) theirs++;
        }
        exact = false;
        if (!meet && strong) return separated(s, o, reachS, reachO);
        if (!strong) return 10 * (mine - theirs) + (b.freeAround(s) - b.freeAround(o));
        int roomS = chambers.space(s, 1), roomO = chambers.space(o, 2);
        return 10 * (roomS - roomO) + (mine - theirs) + (b.freeAround(s) - b.freeAround(o));
    }

    /** Breadth-first distances from {@code from} over empty cells, {@code forbidden} excluded; -1 unreached. Returns the count. */
    private int flood(int from, int forbidden, int[] dist) {
        Arrays.fill(dist, -1);
        int head = 0, tail = 0;
        dist[from] = 0;
        queue[tail++] = from;
        while (head < tail) {
            int c = queue[head++];
            for (int d = 0; d < 8; d++) {
                int u = c + b.delta[d];
                if (b.occupied[u] == 0 && dist[u] < 0 && u != forbidden) {
                    dist[u] = dist[c] + 1;
                    queue[tail++] = u;
                }
            }
        }
        return tail;
    }

    /** Separated players: whoever can make more moves wins; the side to move needs strictly more. */
    private int separated(int s, int o, int regionS, int regionO) {
        int lowS = fill(s, regionS), highS = fillExact ? lowS : regionS;
        int lowO = fill(o, regionO), highO = fillExact ? lowO : regionO;
        if (lowS > highO) {
            exact = true;
            return DECIDED + lowS - highO;
        }
        if (highS <= lowO) {
            exact = true;
            return -DECIDED - (lowO - highS);
        }
        int estS = Math.max(lowS, Math.min(highS, chambers.space(s, 1)));
        int estO = Math.max(lowO, Math.min(highO, chambers.space(o, 2)));
        return 100 * (estS - estO) - 50;
    }

    private boolean fillExact;
    private final int[] fillOrder = new int[8 * 128], fillExits = new int[8 * 128];
    private int best;

    /** The longest path of moves from {@code start} (the cell itself counted), searched depth-first within a node budget. */
    int fill(int start, int region) {
        fillNodes = 0;
        fillLimit = 800;
        best = 0;
        stamp++;
        fillExact = true;
        dfs(start, 1, region);
        if (fillNodes >= fillLimit && best < region) fillExact = false;
        return best;
    }

    private void dfs(int cell, int length, int region) {
        if (length > best) best = length;
        if (best >= region || fillNodes++ >= fillLimit) return;
        seen[cell] = stamp;
        // fewest onward exits first (Warnsdorff): a good fill is found early
        // one row of 8 per path length: no allocation in the search
        int base = length * 8;
        int[] order = fillOrder, exits = fillExits;
        int k = 0;
        for (int d = 0; d < 8; d++) {
            int u = cell + b.delta[d];
            if (b.occupied[u] == 0 && seen[u] != stamp) {
                int e = 0;
                for (int d2 = 0; d2 < 8; d2++) {
                    int w = u + b.delta[d2];
                    if (b.occupied[w] == 0 && seen[w] != stamp) e++;
                }
                int j = k++;
                while (j > 0 && exits[base + j - 1] > e) {
                    order[base + j] = order[base + j - 1];
                    exits[base + j] = exits[base + j - 1];
                    j--;
                }
                order[base + j] = u;
                exits[base + j] = e;
            }
        }
        for (int i = 0; i < k; i++) {
            dfs(order[base + i], length + 1, region);
            if (best >= region || fillNodes >= fillLimit) break;
        }
        seen[cell] = stamp - 1;
    }
}
