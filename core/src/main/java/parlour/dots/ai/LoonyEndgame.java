package parlour.dots.ai;

import java.util.Arrays;

/**
 * Values of simple loony endgames (Berlekamp ch. 3-5; Buzzard and Ciere 2014): positions made only of
 * independent chains and loops with no safe line left, so that the player to move must open one of them.
 * The opponent then either takes the whole component and moves on, or keeps control by taking all but two
 * boxes of a long chain (all but four of a loop) and handing them back with the double-dealing move.
 *
 * <p>Components are coded {@code 2 * length} for a chain and {@code 2 * length + 1} for a loop. A 1-chain
 * can only be taken; a 2-chain is opened in the middle (the hard-hearted handout), which leaves no choice;
 * a chain of three or more, and a loop, leave the choice. Among the long chains the opener need only
 * consider the smallest, and likewise among the loops (checked against the search over every opening
 * order in the tests), so the value is a dynamic programme over how many 1-chains, 2-chains, loops and
 * long chains are left: polynomial, where trying every order is exponential.
 */
final class LoonyEndgame {
    private static final int UNKNOWN = Integer.MIN_VALUE;

    private int[] loops = new int[8];
    private int[] chains = new int[8];
    private int[] memo = new int[64];
    private int ones;
    private int twos;
    private int loopCount;
    private int chainCount;

    /**
     * The net number of the components' boxes won by the player who must open one of them, under perfect
     * play.
     */
    int value(int[] codes, int count) {
        ones = 0;
        twos = 0;
        loopCount = 0;
        chainCount = 0;
        if (loops.length < count) {
            loops = new int[count];
            chains = new int[count];
        }
        for (int i = 0; i < count; i++) {
            int code = codes[i];
            if (code == 2) ones++;
            else if (code == 4) twos++;
            else if ((code & 1) != 0) loops[loopCount++] = code >> 1;
            else chains[chainCount++] = code >> 1;
        }
        Arrays.sort(loops, 0, loopCount);
        Arrays.sort(chains, 0, chainCount);
        // at most about half a million states for the 225 boxes of the largest board
        int states = (ones + 1) * (twos + 1) * (loopCount + 1) * (chainCount + 1);
        if (memo.length < states) memo = new int[states];
        Arrays.fill(memo, 0, states, UNKNOWN);
        return solve(ones, twos, 0, 0);
    }

    /**
     * The value for the opener with {@code n1} 1-chains and {@code n2} 2-chains left, the loops from index
     * {@code li} and the long chains from index {@code ci} (the smaller ones are gone).
     */
    private int solve(int n1, int n2, int li, int ci) {
        if (n1 == 0 && n2 == 0 && li == loopCount && ci == chainCount) return 0;
        int at = ((n1 * (twos + 1) + n2) * (loopCount + 1) + li) * (chainCount + 1) + ci;
        if (memo[at] != UNKNOWN) return memo[at];
        int best = UNKNOWN;
        if (n1 > 0) best = Math.max(best, -1 - solve(n1 - 1, n2, li, ci));
        if (n2 > 0) best = Math.max(best, -2 - solve(n1, n2 - 1, li, ci));
        if (li < loopCount) {
            int k = loops[li];
            int r = solve(n1, n2, li + 1, ci);
            best = Math.max(best, -Math.max(k + r, k - 8 - r));
        }
        if (ci < chainCount) {
            int k = chains[ci];
            int r = solve(n1, n2, li, ci + 1);
            best = Math.max(best, -Math.max(k + r, k - 4 - r));
        }
        memo[at] = best;
        return best;
    }
}
