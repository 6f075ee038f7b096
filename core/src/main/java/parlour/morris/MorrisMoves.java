package parlour.morris;

import java.util.Arrays;

/**
 * Move generation on point masks, shared by the immutable positions and the searches: placements, slides
 * along the lines and flights, each closing mill expanded into one move per legal removal.
 */
public final class MorrisMoves {
    private MorrisMoves() {}

    /** Whether a player with these pieces on the board and in hand may fly. */
    public static boolean flies(MorrisRules rules, int mine, int inHand) {
        return rules.flying && inHand == 0 && Integer.bitCount(mine) == 3;
    }

    /** Whether the player with {@code mine} (and {@code inHand} to place) has a legal move. */
    public static boolean canMove(MorrisRules rules, int mine, int theirs, int inHand) {
        int empty = rules.board.all() & ~(mine | theirs);
        if (empty == 0) return false;
        if (inHand > 0 || flies(rules, mine, inHand)) return true;
        for (int m = mine; m != 0; m &= m - 1) {
            if ((rules.board.neighbours(Integer.numberOfTrailingZeros(m)) & empty) != 0) return true;
        }
        return false;
    }

    /** The pieces of {@code theirs} that may be removed: those outside mills, or any when all are in mills. */
    public static int removable(MorrisBoard board, int theirs) {
        int free = theirs & ~board.inMills(theirs);
        return free != 0 ? free : theirs;
    }

    /** Every legal move of the player with {@code mine}, packed as {@link MorrisMove}s. */
    public static int[] generate(MorrisRules rules, int mine, int theirs, int inHand) {
        int[] out = new int[128];
        int n = 0;
        MorrisBoard board = rules.board;
        int empty = board.all() & ~(mine | theirs);
        if (inHand > 0) {
            for (int e = empty; e != 0; e &= e - 1) {
                int to = Integer.numberOfTrailingZeros(e);
                out = grow(out, n, board);
                n = add(rules, out, n, MorrisMove.NONE, to, mine | 1 << to, theirs);
            }
            return Arrays.copyOf(out, n);
        }
        boolean fly = flies(rules, mine, inHand);
        for (int m = mine; m != 0; m &= m - 1) {
            int from = Integer.numberOfTrailingZeros(m);
            int targets = fly ? empty : board.neighbours(from) & empty;
            for (int t = targets; t != 0; t &= t - 1) {
                int to = Integer.numberOfTrailingZeros(t);
                out = grow(out, n, board);
                n = add(rules, out, n, from, to, (mine & ~(1 << from)) | 1 << to, theirs);
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** {@code out} with room for the most moves one destination gives: a removal, or two, for each piece. */
    private static int[] grow(int[] out, int n, MorrisBoard board) {
        int most = board.pieces * board.pieces;
        return n + most > out.length ? Arrays.copyOf(out, out.length * 2 + most) : out;
    }

    /** Adds the move from {@code from} to {@code to} with each legal choice of removals. */
    private static int add(MorrisRules rules, int[] out, int n, int from, int to, int after, int theirs) {
        int mills = rules.board.millsThrough(after, to);
        if (mills == 0 || theirs == 0) {
            out[n++] = MorrisMove.of(from, to, MorrisMove.NONE, MorrisMove.NONE);
            return n;
        }
        boolean two = mills >= 2 && rules.doubleRemoves;
        for (int r = removable(rules.board, theirs); r != 0; r &= r - 1) {
            int first = Integer.numberOfTrailingZeros(r);
            int left = theirs & ~(1 << first);
            if (!two || left == 0) {
                out[n++] = MorrisMove.of(from, to, first, MorrisMove.NONE);
                continue;
            }
            for (int r2 = removable(rules.board, left); r2 != 0; r2 &= r2 - 1) {
                out[n++] = MorrisMove.of(from, to, first, Integer.numberOfTrailingZeros(r2));
            }
        }
        return n;
    }
}
