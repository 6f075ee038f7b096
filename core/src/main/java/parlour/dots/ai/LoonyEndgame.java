package parlour.dots.ai;

import java.util.Arrays;
import java.util.HashMap;

/**
 * Exact values of simple loony endgames (Berlekamp, ch. 3-5; Buzzard and Ciere 2014): positions made only of
 * independent chains and loops with no safe line left, so that the player to move must open one of them.
 * The opponent then either takes the whole component and moves on, or keeps control by taking all but two
 * boxes of a long chain (all but four of a loop) and handing them back with the double-dealing move.
 *
 * <p>Components are coded {@code 2 * length} for a chain and {@code 2 * length + 1} for a loop. A 1-chain
 * can only be taken; a 2-chain is opened in the middle (the hard-hearted handout), which leaves no choice;
 * a chain of three or more, and a loop, leave the choice. Values are memoised by the sorted components.
 */
final class LoonyEndgame {
    /** The memo is dropped when it grows past this many entries. */
    private static final int MEMO_LIMIT = 200_000;

    private final HashMap<String, Integer> memo = new HashMap<>();
    private char[] scratch = new char[16];

    /**
     * The net number of the components' boxes won by the player who must open one of them, under
     * perfect play. {@code codes[0 .. count)} are reordered.
     */
    int value(int[] codes, int count) {
        if (count == 0) return 0;
        Arrays.sort(codes, 0, count);
        if (scratch.length < count) scratch = new char[count * 2];
        for (int i = 0; i < count; i++) scratch[i] = (char) codes[i];
        return solve(String.valueOf(scratch, 0, count));
    }

    private int solve(String sorted) {
        int n = sorted.length();
        if (n == 0) return 0;
        if (n == 1) return -opponentGain(sorted.charAt(0), 0);
        Integer known = memo.get(sorted);
        if (known != null) return known;
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            char c = sorted.charAt(i);
            if (i > 0 && c == sorted.charAt(i - 1)) continue;
            int rest = solve(sorted.substring(0, i) + sorted.substring(i + 1));
            best = Math.max(best, -opponentGain(c, rest));
        }
        if (memo.size() >= MEMO_LIMIT) memo.clear();
        memo.put(sorted, best);
        return best;
    }

    /** What the opponent nets when component {@code code} is opened and the rest is worth {@code rest} to whoever moves in it. */
    private static int opponentGain(int code, int rest) {
        int length = code >> 1;
        if ((code & 1) != 0) return Math.max(length + rest, length - 8 - rest);
        if (length <= 2) return length + rest;
        return Math.max(length + rest, length - 4 - rest);
    }
}
