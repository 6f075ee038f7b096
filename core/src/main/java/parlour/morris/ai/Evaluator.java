package parlour.morris.ai;

import parlour.morris.MorrisBoard;
import parlour.morris.MorrisMoves;

/**
 * How good a Morris position looks to the side to move, beyond what the search sees: pieces (on the board
 * and in hand) count most, then mills ready to close, closed mills, and freedom to move.
 */
final class Evaluator {
    static final int PIECE = 1000;
    private static final int OPEN_MILL = 60, CLOSED_MILL = 25, MOBILITY = 8, BLOCKED = 12;

    private Evaluator() {}

    static int evaluate(SearchBoard b) {
        int me = b.toMove, them = 3 - me;
        MorrisBoard board = b.rules.board;
        int mine = b.men[me], theirs = b.men[them];
        int empty = board.all() & ~(mine | theirs);
        int score = (b.pieces(me) - b.pieces(them)) * PIECE;
        for (int i = 0; i < board.millCount(); i++) {
            int mill = board.mill(i);
            int a = Integer.bitCount(mill & mine),
                    t = Integer.bitCount(mill & theirs),
                    e = Integer.bitCount(mill & empty);
            if (a == 3) score += CLOSED_MILL;
            else if (t == 3) score -= CLOSED_MILL;
            else if (a == 2 && e == 1) score += OPEN_MILL;
            else if (t == 2 && e == 1) score -= OPEN_MILL;
        }
        if (b.hand[me] == 0 && b.hand[them] == 0) {
            score += side(b, mine, empty, me) - side(b, theirs, empty, them);
        }
        return score;
    }

    /** Mobility less blocked pieces for one side, unless it flies. */
    private static int side(SearchBoard b, int men, int empty, int player) {
        if (MorrisMoves.flies(b.rules, men, b.hand[player])) return 0;
        int score = 0;
        for (int m = men; m != 0; m &= m - 1) {
            int free = Integer.bitCount(b.rules.board.neighbours(Integer.numberOfTrailingZeros(m)) & empty);
            score += free == 0 ? -BLOCKED : free * MOBILITY;
        }
        return score;
    }
}
