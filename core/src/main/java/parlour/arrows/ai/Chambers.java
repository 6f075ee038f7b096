package parlour.arrows.ai;

import java.util.Arrays;

/**
 * The room a player can really use once chains close off regions (a1k0n's Tron evaluation): the articulation
 * points of its cells split them into chambers, and a run of moves that passes one into a chamber behind it
 * never comes back, so it counts its own chamber plus the best single chain of chambers beyond, not all cells.
 */
final class Chambers {
    private final SearchBoard b;
    private final int[] disc, low, cut, used, owner;
    private final int[] queue, exits;
    private int exitTop;
    private int clock, cutStamp, useStamp, who;

    Chambers(SearchBoard board) {
        b = board;
        int n = board.occupied.length;
        disc = new int[n];
        low = new int[n];
        cut = new int[n];
        used = new int[n];
        owner = new int[n];
        queue = new int[n];
        exits = new int[4 * n];
    }

    /** Which player each cell belongs to (any value; {@link #space} counts the cells equal to its {@code who}). */
    int[] owners() {
        return owner;
    }

    /**
     * An estimate of the longest run of moves from {@code start} (counted) over the empty cells whose owner is
     * {@code who}: the best chain of chambers through the articulation points.
     */
    int space(int start, int who) {
        this.who = who;
        if (clock > 1 << 29) {
            Arrays.fill(disc, 0);
            clock = 0;
        }
        cutStamp++;
        int base = clock;
        articulation(start, -1, base);
        useStamp++;
        exitTop = 0;
        return enter(start);
    }

    private boolean allowed(int c) {
        return b.occupied[c] == 0 && owner[c] == who;
    }

    /** Tarjan's low points from {@code u}; cells with disc at or below {@code base} are unvisited in this call. */
    private void articulation(int u, int parent, int base) {
        disc[u] = low[u] = ++clock;
        int children = 0;
        for (int d = 0; d < 8; d++) {
            int v = u + b.delta[d];
            if (!allowed(v)) continue;
            if (disc[v] <= base) {
                children++;
                articulation(v, u, base);
                if (low[v] < low[u]) low[u] = low[v];
                if (parent >= 0 && low[v] >= disc[u]) cut[u] = cutStamp;
            } else if (v != parent && disc[v] < low[u]) {
                low[u] = disc[v];
            }
        }
        if (parent < 0 && children > 1) cut[u] = cutStamp;
    }

    /** The run from {@code v} (already reached): itself and the best chamber next to it. */
    private int enter(int v) {
        used[v] = useStamp;
        int best = 0;
        for (int d = 0; d < 8; d++) {
            int w = v + b.delta[d];
            if (allowed(w) && used[w] != useStamp) {
                int s = chamber(w);
                if (s > best) best = s;
            }
        }
        return 1 + best;
    }

    /** The cells reached from {@code w} without passing an articulation point, then the best exit's run. */
    private int chamber(int w) {
        if (cut[w] == cutStamp) return enter(w);
        // the queue is free again once the chamber is counted; the exits stay on a stack across the recursion
        int head = 0, tail = 0, first = exitTop;
        used[w] = useStamp;
        queue[tail++] = w;
        while (head < tail) {
            int c = queue[head++];
            for (int d = 0; d < 8; d++) {
                int u = c + b.delta[d];
                if (!allowed(u) || used[u] == useStamp) continue;
                used[u] = useStamp;
                if (cut[u] == cutStamp && exitTop < exits.length) exits[exitTop++] = u;
                else queue[tail++] = u;
            }
        }
        int last = exitTop, best = 0;
        // an exit was marked while the chamber filled: clear it so that it can be entered
        for (int i = first; i < last; i++) used[exits[i]] = 0;
        for (int i = first; i < last; i++) {
            int e = exits[i];
            if (used[e] == useStamp) continue;
            int s = enter(e);
            if (s > best) best = s;
        }
        exitTop = first;
        return tail + best;
    }
}
