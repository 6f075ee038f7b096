package parlour.gone.ai;

import java.util.Arrays;
import parlour.gone.GoneGrid;
import parlour.gone.GonePosition;
import parlour.match.Clock;
import parlour.match.Thinker;

/**
 * The computer's seed placement in a challenge, a few milliseconds a slice: every placement tried on
 * small boards (exact), otherwise farthest-first k-center seeds improved by a local search that moves one
 * seed at a time by shrinking steps. A placement scores by the black pebbles it leaves, then by its rounds.
 * The whole placement is chosen for the first seed and the next seeds follow it (kept in {@link #kept}).
 */
final class GoneChallenger implements Thinker {
    /** Exact search when (placements to try) x (places) is at most this. */
    static final double EXACT_WORK = 3e7;

    /**
     * The last placement chosen, with the position it was chosen for: one reference, read and replaced whole, so that
     * engines thinking at once on the desktop never see one's position with another's placement.
     */
    private static Plan kept;

    /** A placement and the position it was chosen for. */
    private static final class Plan {
        final GonePosition position;
        final int[] placement;

        Plan(GonePosition position, int[] placement) {
            this.position = position;
            this.placement = placement;
        }
    }

    private final GonePosition p;
    private final int player;
    private final double deadline;
    private final GoneGrid grid;
    private final int[] blacks;
    private final int[] fixed;
    private final int[] queue;
    private final int[] seen;
    private int epoch;
    private int[] best;
    private double bestScore = Double.MAX_VALUE;
    private String move;
    // exact search: combination of indices into blacks for the free seeds
    private int[] comb;
    private boolean exact, started, improved;
    // local search
    private int step, seedAt, dirAt;

    GoneChallenger(GonePosition p, double maxMillis) {
        this.p = p;
        this.player = p.toMove();
        this.deadline = Clock.now() + Math.max(50, maxMillis);
        grid = p.board.withoutWhites().toGrid(null);
        int n = 0;
        for (byte c : grid.cells) if (c == GoneGrid.BLACK) n++;
        blacks = new int[n];
        n = 0;
        for (int i = 0; i < grid.cells.length; i++) if (grid.cells[i] == GoneGrid.BLACK) blacks[n++] = i;
        int[] placed = p.seeds(player);
        fixed = new int[placed.length];
        for (int i = 0; i < placed.length; i++)
            fixed[i] = grid.index(placed[i] % p.board.width, placed[i] / p.board.width);
        queue = new int[grid.cells.length];
        seen = new int[grid.cells.length];
    }

    @Override
    public boolean think(double budgetMillis) {
        Plan last = kept;
        if (last != null
                && last.position.board.equals(p.board)
                && last.position.k == p.k
                && last.position.eight == p.eight
                && startsWith(last.placement, fixed)) {
            return finish(last.placement);
        }
        double stop = Math.min(deadline, Clock.now() + budgetMillis);
        int free = p.k - fixed.length;
        if (!started) {
            started = true;
            exact = combinations(blacks.length - fixed.length, free) * blacks.length <= EXACT_WORK;
            if (exact) {
                comb = new int[free];
                for (int i = 0; i < free; i++) comb[i] = i;
            } else {
                best = greedy();
                bestScore = score(best);
                step = Math.max(1, Math.max(grid.width, grid.height) / (2 * Math.max(1, (int) Math.sqrt(p.k))));
            }
        }
        while (Clock.now() < stop || best == null) {
            if (exact ? exactStep() : localStep()) return finish(best);
        }
        return Clock.now() >= deadline && best != null && finish(best);
    }

    private boolean finish(int[] placement) {
        kept = new Plan(p, placement);
        int next = placement[fixed.length];
        int x = next % grid.stride - 1, y = next / grid.stride - 1;
        move = x + "," + y;
        return true;
    }

    private static boolean startsWith(int[] plan, int[] fixed) {
        if (plan.length <= fixed.length) return false;
        for (int i = 0; i < fixed.length; i++) if (plan[i] != fixed[i]) return false;
        return true;
    }

    /** Tries the next few placements of the exact search; true when all are tried. */
    private boolean exactStep() {
        for (int n = 0; n < 64; n++) {
            if (comb == null) return true;
            int[] s = Arrays.copyOf(fixed, p.k);
            boolean clash = false;
            for (int i = 0; i < comb.length; i++) {
                s[fixed.length + i] = blacks[comb[i]];
                for (int f : fixed) clash |= f == blacks[comb[i]];
            }
            if (!clash) {
                double sc = score(s);
                if (sc < bestScore) {
                    bestScore = sc;
                    best = s;
                }
            }
            comb = nextCombination(comb, blacks.length);
        }
        return comb == null;
    }

    private static int[] nextCombination(int[] c, int n) {
        int i = c.length - 1;
        while (i >= 0 && c[i] == n - c.length + i) i--;
        if (i < 0) return null;
        c[i]++;
        for (int j = i + 1; j < c.length; j++) c[j] = c[j - 1] + 1;
        return c;
    }

    /** Farthest-first: each free seed goes where the seeds so far reach last (or do not reach at all). */
    private int[] greedy() {
        int[] s = Arrays.copyOf(fixed, p.k);
        int have = fixed.length;
        if (have == 0) s[have++] = blacks[blacks.length / 2];
        while (have < p.k) {
            int tail = bfs(s, have);
            int pick = queue[tail - 1];
            for (int b : blacks) {
                if (seen[b] != epoch) {
                    pick = b;
                    break;
                }
            }
            s[have++] = pick;
        }
        return s;
    }

    /** One move of the local search: a free seed moved by the current step in one direction, kept if better; true when done. */
    private boolean localStep() {
        int free = p.k - fixed.length;
        if (free == 0) return true;
        int[] dirs = {1, 0, -1, 0, 0, 1, 0, -1, 1, 1, -1, -1, 1, -1, -1, 1};
        int seed = fixed.length + seedAt;
        int x = best[seed] % grid.stride + dirs[dirAt * 2] * step,
                y = best[seed] / grid.stride + dirs[dirAt * 2 + 1] * step;
        if (x >= 1 && y >= 1 && x <= grid.width && y <= grid.height) {
            int cand = y * grid.stride + x;
            if (grid.cells[cand] == GoneGrid.BLACK && indexOf(best, cand) < 0) {
                int[] s = Arrays.copyOf(best, best.length);
                s[seed] = cand;
                double sc = score(s);
                if (sc < bestScore) {
                    bestScore = sc;
                    best = s;
                    improved = true;
                }
            }
        }
        if (++dirAt < 8) return false;
        dirAt = 0;
        if (++seedAt < free) return false;
        seedAt = 0;
        if (improved) {
            improved = false;
            return false;
        }
        if (step == 1) return true;
        step /= 2;
        return false;
    }

    private static int indexOf(int[] a, int v) {
        for (int i = 0; i < a.length; i++) if (a[i] == v) return i;
        return -1;
    }

    /** Black pebbles left (weighted far above rounds), then rounds. */
    private double score(int[] seeds) {
        int tail = bfs(seeds, seeds.length);
        return (blacks.length - tail) * 1e7 + lastRounds;
    }

    private int lastRounds;

    /** Breadth-first search over the black pebbles from the first {@code count} seeds; returns the pebbles reached. */
    private int bfs(int[] seeds, int count) {
        epoch++;
        byte[] c = grid.cells;
        int stride = grid.stride, tail = 0;
        for (int i = 0; i < count; i++) {
            if (seen[seeds[i]] != epoch) {
                seen[seeds[i]] = epoch;
                queue[tail++] = seeds[i];
            }
        }
        int head = 0, rounds = 0;
        int[] off = p.eight
                ? new int[] {-1, 1, -stride, stride, -stride - 1, -stride + 1, stride - 1, stride + 1}
                : new int[] {-1, 1, -stride, stride};
        while (head < tail) {
            int end = tail;
            for (; head < end; head++) {
                int i = queue[head];
                for (int o : off) {
                    int j = i + o;
                    if (c[j] == GoneGrid.BLACK && seen[j] != epoch) {
                        seen[j] = epoch;
                        queue[tail++] = j;
                    }
                }
            }
            if (tail > end) rounds++;
        }
        lastRounds = rounds;
        return tail;
    }

    static double combinations(int n, int r) {
        if (r < 0 || r > n) return 0;
        double c = 1;
        for (int i = 0; i < r; i++) c = c * (n - i) / (i + 1);
        return c;
    }

    @Override
    public String move() {
        return move;
    }
}
