package parlour.morris.ai;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A slow second reading of the Morris rules for the soak, written from the boards' lines spelled out by
 * point name: neighbours are points next to each other on a line, mills are the lines of three. It shares
 * no code with the game's move generator, rules or notation.
 */
final class MorrisReference {
    private static final String[] SIX_LINES = {
        "a1 c1 e1",
        "b2 c2 d2",
        "a3 b3",
        "d3 e3",
        "b4 c4 d4",
        "a5 c5 e5",
        "a1 a3 a5",
        "b2 b3 b4",
        "c1 c2",
        "c4 c5",
        "d2 d3 d4",
        "e1 e3 e5"
    };
    private static final String[] NINE_LINES = {
        "a1 d1 g1",
        "b2 d2 f2",
        "c3 d3 e3",
        "a4 b4 c4",
        "e4 f4 g4",
        "c5 d5 e5",
        "b6 d6 f6",
        "a7 d7 g7",
        "a1 a4 a7",
        "b2 b4 b6",
        "c3 c4 c5",
        "d1 d2 d3",
        "d5 d6 d7",
        "e3 e4 e5",
        "f2 f4 f6",
        "g1 g4 g7"
    };

    /** One moment of a game as the reference sees it. */
    static final class State {
        final int[] owner;
        final int[] hand = new int[3];
        /** Pieces each player has lost to removals. */
        final int[] lost = new int[3];

        int toMove, quiet;
        /** The positions (with the mover) since the last placement or removal, the current one included. */
        List<String> seen = new ArrayList<>();

        State(int points) {
            owner = new int[points];
        }

        String key() {
            StringBuilder sb = new StringBuilder();
            for (int o : owner) sb.append(o);
            return sb.append('/').append(toMove).toString();
        }

        int onBoard(int player) {
            return count(owner, player);
        }

        int repetitions() {
            int n = 0;
            String k = key();
            for (String s : seen) if (s.equals(k)) n++;
            return n;
        }
    }

    final String[] names;
    final int pieces;
    private final boolean[][] adjacent;
    private final List<int[]> mills = new ArrayList<>();
    final boolean flying, doubleRemoves;
    final int drawMoves;

    MorrisReference(boolean nine, boolean flying, boolean doubleRemoves, int drawMoves) {
        this.flying = flying;
        this.doubleRemoves = doubleRemoves;
        this.drawMoves = drawMoves;
        pieces = nine ? 9 : 6;
        String[] lines = nine ? NINE_LINES : SIX_LINES;
        List<String> all = new ArrayList<>();
        for (String line : lines) for (String n : line.split(" ")) if (!all.contains(n)) all.add(n);
        names = all.toArray(new String[0]);
        adjacent = new boolean[names.length][names.length];
        for (String line : lines) {
            String[] pts = line.split(" ");
            int[] idx = new int[pts.length];
            for (int i = 0; i < pts.length; i++) idx[i] = all.indexOf(pts[i]);
            for (int i = 0; i + 1 < idx.length; i++) adjacent[idx[i]][idx[i + 1]] = adjacent[idx[i + 1]][idx[i]] = true;
            if (idx.length == 3) mills.add(idx);
        }
    }

    int index(String name) {
        for (int i = 0; i < names.length; i++) if (names[i].equals(name)) return i;
        throw new AssertionError("no point " + name);
    }

    State start(int first) {
        State s = new State(names.length);
        s.hand[1] = s.hand[2] = pieces;
        s.toMove = first;
        return s;
    }

    private static int count(int[] owner, int player) {
        int n = 0;
        for (int o : owner) if (o == player) n++;
        return n;
    }

    private int millsThrough(int[] owner, int player, int point) {
        int n = 0;
        for (int[] m : mills) {
            if (m[0] != point && m[1] != point && m[2] != point) continue;
            if (owner[m[0]] == player && owner[m[1]] == player && owner[m[2]] == player) n++;
        }
        return n;
    }

    /** The pieces of {@code player} that may be taken: those in no mill, or any when every one is in a mill. */
    private List<Integer> removable(int[] owner, int player) {
        List<Integer> free = new ArrayList<>(), any = new ArrayList<>();
        for (int q = 0; q < owner.length; q++) {
            if (owner[q] != player) continue;
            any.add(q);
            if (millsThrough(owner, player, q) == 0) free.add(q);
        }
        return free.isEmpty() ? any : free;
    }

    /** Every legal move of the side to move, ignoring whether the game is over. */
    List<String> moves(State s) {
        List<String> out = new ArrayList<>();
        int me = s.toMove, them = 3 - me;
        boolean place = s.hand[me] > 0;
        boolean fly = !place && flying && s.onBoard(me) == 3;
        for (int from = place ? -1 : 0; from < names.length; from++) {
            if (from >= 0 && s.owner[from] != me) continue;
            for (int to = 0; to < names.length; to++) {
                if (s.owner[to] != 0 || from >= 0 && !fly && !adjacent[from][to]) continue;
                int[] after = Arrays.copyOf(s.owner, s.owner.length);
                if (from >= 0) after[from] = 0;
                after[to] = me;
                String head = (from < 0 ? "" : names[from] + "-") + names[to];
                int closed = millsThrough(after, me, to);
                if (closed == 0 || count(after, them) == 0) {
                    out.add(head);
                    continue;
                }
                for (int r1 : removable(after, them)) {
                    int[] left = Arrays.copyOf(after, after.length);
                    left[r1] = 0;
                    if (closed < 2 || !doubleRemoves || count(left, them) == 0) {
                        out.add(head + "x" + names[r1]);
                        continue;
                    }
                    for (int r2 : removable(left, them)) out.add(head + "x" + names[r1] + "x" + names[r2]);
                }
            }
            if (from < 0) break;
        }
        return out;
    }

    /** The state after {@code move} (as the notation writes it), which must be legal. */
    State apply(State s, String move) {
        State n = new State(names.length);
        System.arraycopy(s.owner, 0, n.owner, 0, names.length);
        System.arraycopy(s.hand, 0, n.hand, 0, 3);
        System.arraycopy(s.lost, 0, n.lost, 0, 3);
        int me = s.toMove, them = 3 - me;
        String[] parts = move.split("x");
        String[] head = parts[0].split("-");
        boolean place = head.length == 1;
        int to = index(head[head.length - 1]);
        if (place) n.hand[me]--;
        else n.owner[index(head[0])] = 0;
        n.owner[to] = me;
        boolean mill = millsThrough(n.owner, me, to) > 0;
        for (int i = 1; i < parts.length; i++) {
            n.owner[index(parts[i])] = 0;
            n.lost[them]++;
        }
        n.toMove = them;
        n.quiet = mill || place ? 0 : s.quiet + 1;
        if (!place && parts.length == 1) n.seen.addAll(s.seen);
        n.seen.add(n.key());
        return n;
    }

    /** The winner (0 a draw, -1 none yet) and why, by the rules' order: two pieces, no move, repetition, quiet moves. */
    Object[] result(State s) {
        int me = s.toMove;
        if (s.onBoard(me) + s.hand[me] < 3) return new Object[] {3 - me, "reduced to two pieces"};
        if (moves(s).isEmpty()) return new Object[] {3 - me, "no legal move"};
        if (s.repetitions() >= 3) return new Object[] {0, "the same position three times"};
        if (drawMoves > 0 && s.quiet >= 2 * drawMoves) return new Object[] {0, drawMoves + " moves without a mill"};
        return new Object[] {-1, null};
    }
}
