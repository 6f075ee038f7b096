package parlour.tools;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.match.Thinker;

/**
 * The Dots and Boxes yardstick for the strong level, a rule player who counts chains but never searches: it
 * takes free boxes, plays a random safe line while there is one, keeps control with the all-but-two (all but
 * four of a loop) when the chains and loops left make that pay, and otherwise opens the shortest chain.
 */
final class ChainRuleDots implements Thinker {
    private final DotsPosition position;
    private final int cols, boxes;
    private final boolean[] drawn;
    private final int[] sides;
    private final int chosen;

    ChainRuleDots(DotsPosition p, Random random) {
        position = p;
        cols = p.cols();
        boxes = p.boxCount();
        drawn = new boolean[p.lineCount()];
        sides = new int[boxes];
        for (int line = 0; line < drawn.length; line++) if (p.isDrawn(line)) draw(line);
        chosen = choose(random);
    }

    private int choose(Random random) {
        int take = -1;
        for (int b = 0; b < boxes; b++) {
            if (sides[b] != 3) continue;
            int line = freeSide(b, -1);
            // a box that hands nothing on, or one with more than the last boxes behind it: take it
            if (farLine(b) < 0) return line;
            take = line;
        }
        if (take >= 0) return capture(take);
        List<Integer> safe = new ArrayList<>();
        for (int line = 0; line < drawn.length; line++) if (!drawn[line] && isSafe(line)) safe.add(line);
        if (!safe.isEmpty()) return safe.get(random.nextInt(safe.size()));
        return openShortest();
    }

    /**
     * For a capturable box at the end of what is on offer, the line that hands back the rest: the last two
     * of a chain, or four of a loop (two on either side of the line); -1 when there is no such choice.
     */
    private int farLine(int box) {
        int line = freeSide(box, -1), prev = box, walked = 0, next;
        while ((next = across(prev, line)) >= 0 && sides[next] == 2) {
            walked++;
            line = freeSide(next, line);
            prev = next;
        }
        boolean loopEnd = next >= 0 && sides[next] == 3;
        if (walked != (loopEnd ? 2 : 1)) return -1;
        int first = freeSide(box, -1);
        return freeSide(across(box, first), first);
    }

    /** Boxes are on offer along chains: take one, or hand the last two (four of a loop) back when that pays. */
    private int capture(int take) {
        int decline = declineLine();
        if (decline < 0) return take;
        int[] made = new int[drawn.length];
        int n = 0, taken = 0;
        for (int b = 0; b < boxes; b++) {
            if (sides[b] == 3) {
                made[n] = freeSide(b, -1);
                taken += closes(made[n]);
                draw(made[n++]);
                b = -1;
            }
        }
        boolean safeLeft = false;
        for (int line = 0; line < drawn.length; line++) safeLeft |= !drawn[line] && isSafe(line);
        int rest = safeLeft ? 0 : openerValue(components());
        while (n > 0) undraw(made[--n]);
        // taking all then opening nets taken + rest; handing back nets -taken - rest
        return !safeLeft && rest < -taken ? decline : take;
    }

    /** The line that leaves every box on offer to the opponent, when one line does it and closes nothing; else -1. */
    private int declineLine() {
        int decline = -1;
        for (int b = 0; b < boxes; b++) {
            if (sides[b] != 3) continue;
            int far = farLine(b);
            if (decline >= 0 && decline != far) return -1;
            decline = far;
        }
        return closes(decline) == 0 ? decline : -1;
    }

    /** No safe line and nothing on offer: open the smallest chain (a 2-chain in its middle), loops after chains. */
    private int openShortest() {
        int[] group = new int[boxes];
        Arrays.fill(group, -1);
        int best = -1, bestCode = Integer.MAX_VALUE;
        for (int b = 0; b < boxes; b++) {
            if (group[b] >= 0 || sides[b] != 2) continue;
            int code = walk(b, group, b);
            int size = code >> 1;
            int line = -1;
            for (int c = 0; c < boxes && line < 0; c++) {
                if (group[c] != b) continue;
                for (int k = 0; k < 4 && line < 0; k++) {
                    int l = side(c, k), o = drawn[l] ? -1 : across(c, l);
                    // an inner line of the group (hard-hearted for a 2-chain), else any of its lines
                    if (!drawn[l] && (o >= 0 && group[o] == b || size == 1)) line = l;
                }
            }
            if (line >= 0 && code < bestCode) {
                bestCode = code;
                best = line;
            }
        }
        if (best >= 0) return best;
        for (int line = 0; line < drawn.length; line++) if (!drawn[line]) return line;
        throw new IllegalStateException("no line left");
    }

    /** The chains and loops of two-sided boxes, coded 2 * length (+1 for a loop). */
    private int[] components() {
        int[] group = new int[boxes];
        Arrays.fill(group, -1);
        int[] codes = new int[boxes];
        int n = 0;
        for (int b = 0; b < boxes; b++) if (group[b] < 0 && sides[b] == 2) codes[n++] = walk(b, group, b);
        return Arrays.copyOf(codes, n);
    }

    /** Marks the two-sided boxes joined to {@code start} with {@code id}; returns the group's code. */
    private int walk(int start, int[] group, int id) {
        int[] stack = new int[boxes];
        int top = 0, size = 0, ends = 0;
        stack[top++] = start;
        group[start] = id;
        while (top > 0) {
            int b = stack[--top];
            size++;
            for (int k = 0; k < 4; k++) {
                int l = side(b, k);
                if (drawn[l]) continue;
                int o = across(b, l);
                if (o < 0 || sides[o] != 2) ends++;
                else if (group[o] < 0) {
                    group[o] = id;
                    stack[top++] = o;
                }
            }
        }
        return 2 * size + (ends == 0 ? 1 : 0);
    }

    private final Map<String, Integer> memo = new HashMap<>();

    /** The net boxes the player who must open one of these components wins (Berlekamp's loony endgame). */
    private int openerValue(int[] codes) {
        if (codes.length == 0) return 0;
        Arrays.sort(codes);
        String key = Arrays.toString(codes);
        Integer known = memo.get(key);
        if (known != null) return known;
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < codes.length; i++) {
            if (i > 0 && codes[i] == codes[i - 1]) continue;
            int[] rest = new int[codes.length - 1];
            for (int j = 0, k = 0; j < codes.length; j++) if (j != i) rest[k++] = codes[j];
            int r = openerValue(rest), size = codes[i] >> 1;
            boolean loop = (codes[i] & 1) != 0;
            int v;
            if (!loop && size <= 2) v = -size - r;
            else v = -Math.max(size + r, size - (loop ? 8 : 4) - r);
            best = Math.max(best, v);
        }
        memo.put(key, best);
        return best;
    }

    private int side(int box, int k) {
        int x = box % cols, y = box / cols;
        if (k == 0) return position.h(x, y);
        if (k == 1) return position.h(x, y + 1);
        if (k == 2) return position.v(x, y);
        return position.v(x + 1, y);
    }

    private int freeSide(int box, int except) {
        for (int k = 0; k < 4; k++) {
            int l = side(box, k);
            if (l != except && !drawn[l]) return l;
        }
        return -1;
    }

    private int across(int box, int line) {
        int[] bs = position.boxesOf(line);
        if (bs.length == 1) return -1;
        return bs[0] == box ? bs[1] : bs[0];
    }

    private boolean isSafe(int line) {
        for (int b : position.boxesOf(line)) if (sides[b] > 1) return false;
        return true;
    }

    private int closes(int line) {
        int n = 0;
        for (int b : position.boxesOf(line)) if (sides[b] == 3) n++;
        return n;
    }

    private void draw(int line) {
        drawn[line] = true;
        for (int b : position.boxesOf(line)) sides[b]++;
    }

    private void undraw(int line) {
        drawn[line] = false;
        for (int b : position.boxesOf(line)) sides[b]--;
    }

    @Override
    public boolean think(double budgetMillis) {
        return true;
    }

    @Override
    public String move() {
        return DotsNotation.format(position, chosen);
    }
}
