package parlour.tools;

import java.util.Random;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisMove;
import parlour.morris.MorrisPosition;

/**
 * Yardsticks for {@link MorrisArena}, written apart from core's players so that a change there cannot move
 * them: a random mover, and a one-ply greedy player that closes a mill if it can, else blocks one of the
 * opponent's, else moves at random, and takes a random removable piece.
 */
final class MorrisBaselines {
    static final String GREEDY = "greedy", RANDOM = "random";

    private MorrisBaselines() {}

    static boolean isBaseline(String level) {
        return GREEDY.equals(level) || RANDOM.equals(level);
    }

    /** The move the baseline {@code level} plays in {@code p}, packed as a {@link MorrisMove}. */
    static int choose(String level, MorrisPosition p, Random random) {
        int[] moves = p.legalMoves();
        if (RANDOM.equals(level)) return moves[random.nextInt(moves.length)];
        int closing = pick(moves, random, true, 0);
        if (closing >= 0) return closing;
        int blocking = pick(moves, random, false, blockPoints(p));
        if (blocking >= 0) return blocking;
        return moves[random.nextInt(moves.length)];
    }

    /**
     * A random move among those that remove a piece ({@code removing}) or else those that land on one of
     * {@code targets}; -1 when there is none. Every removal of a mill is its own move, so each removable piece
     * is equally likely.
     */
    private static int pick(int[] moves, Random random, boolean removing, int targets) {
        int chosen = -1, n = 0;
        for (int m : moves) {
            boolean fits = removing ? MorrisMove.removes(m) : (targets >> MorrisMove.to(m) & 1) != 0;
            if (fits && random.nextInt(++n) == 0) chosen = m;
        }
        return chosen;
    }

    /** The empty points that would close a mill for the opponent of the side to move. */
    private static int blockPoints(MorrisPosition p) {
        MorrisBoard board = p.board();
        int theirs = p.men(3 - p.toMove()), empty = p.empty(), out = 0;
        for (int i = 0; i < board.millCount(); i++) {
            int mill = board.mill(i);
            if (Integer.bitCount(mill & theirs) == 2 && (mill & empty) != 0) out |= mill & empty;
        }
        return out;
    }
}
