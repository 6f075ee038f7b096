package parlour.morris.ai;

import parlour.morris.MorrisBoard;
import parlour.morris.MorrisMoves;

/**
 * How good a Morris position looks to the side to move, beyond what the search sees: pieces (on the board and in
 * hand) count most, then freedom to move, from the first placement on, since a side left without a move loses; a
 * side nearly shut in is in danger even while pieces are still in hand, and the fewer distinct free points its men
 * share, the fewer opposing men it takes to shut them all in. A man whose one free point the opponent can fill
 * next (from its hand or by a step) is a blockade waiting to happen. Closed mills count a little; a mill ready to
 * close counts nothing here (the quiescence search plays it out): valued, it drew the placing phase to the
 * corners, whose threats the opponent blocks with men that shut them in. A closed mill that can open and close
 * again with no opposing man able to step in counts nearly half a man.
 */
final class Evaluator {
    static final int PIECE = 1000;
    private static final int CLOSED_MILL = 25, MOBILITY = 150, BLOCKED = 100;
    /** A man with one free point that the opponent can fill with its next man, from its hand or by a step. */
    private static final int EXPOSED = 60;
    /**
     * A closed mill that can open and close again with no opposing man able to step into the point left: it takes a
     * man every other move, and a side that let one stand lost to Sanmill by a blockade soon after the placing phase.
     */
    private static final int RUNNING_MILL = 450;
    /** What a side loses with only this many distinct free points next to its men (none, one, two, three). */
    private static final int[] CRAMPED = {900, 500, 250, 100};
    /** What placing the next man is worth to the side to move while men are still in hand: about a man's free steps. */
    private static final int TEMPO = 2 * MOBILITY;
    /** A flying side's freedom, in steps: it can go anywhere. */
    private static final int FLYING_STEPS = 12;

    private Evaluator() {}

    static int evaluate(SearchBoard b) {
        int me = b.toMove, them = 3 - me;
        MorrisBoard board = b.rules.board;
        int mine = b.men[me], theirs = b.men[them];
        int empty = board.all() & ~(mine | theirs);
        int score = (b.pieces(me) - b.pieces(them)) * PIECE;
        for (int i = 0; i < board.millCount(); i++) {
            int mill = board.mill(i);
            if ((mill & mine) == mill) score += CLOSED_MILL;
            else if ((mill & theirs) == mill) score -= CLOSED_MILL;
        }
        if (b.hand[me] > 0) score += TEMPO;
        return score + side(b, mine, theirs, empty, me) - side(b, theirs, mine, empty, them);
    }

    /**
     * The side's closed mills with a man that can step out to a free point while no opposing man stands next to the
     * point it leaves (the opponent neither flies nor has men in hand), so that it steps back and closes the mill
     * again.
     */
    private static int runningMills(MorrisBoard board, int men, int theirs, int empty) {
        int n = 0;
        for (int i = 0; i < board.millCount(); i++) {
            int mill = board.mill(i);
            if ((mill & men) != mill) continue;
            for (int m = mill; m != 0; m &= m - 1) {
                int neighbours = board.neighbours(Integer.numberOfTrailingZeros(m));
                if ((neighbours & empty) != 0 && (neighbours & theirs) == 0) {
                    n++;
                    break;
                }
            }
        }
        return n;
    }

    /**
     * Freedom less blocked and exposed men for one side, unless it flies. While men are still to be placed, a new
     * man can free the side, so being cramped weighs less the more men are in hand.
     */
    private static int side(SearchBoard b, int men, int theirs, int empty, int player) {
        if (MorrisMoves.flies(b.rules, men, b.hand[player])) return FLYING_STEPS * MOBILITY;
        MorrisBoard board = b.rules.board;
        int other = 3 - player;
        boolean fromAnywhere = b.hand[other] > 0 || MorrisMoves.flies(b.rules, theirs, b.hand[other]);
        int steps = 0, blocked = 0, exposed = 0, reach = 0;
        for (int m = men; m != 0; m &= m - 1) {
            int free = board.neighbours(Integer.numberOfTrailingZeros(m)) & empty;
            reach |= free;
            int n = Integer.bitCount(free);
            steps += n;
            if (n == 0) blocked++;
            else if (n == 1 && (fromAnywhere || (board.neighbours(Integer.numberOfTrailingZeros(free)) & theirs) != 0))
                exposed++;
        }
        int score = steps * MOBILITY - blocked * BLOCKED - exposed * EXPOSED;
        if (!fromAnywhere) score += RUNNING_MILL * Math.min(2, runningMills(board, men, theirs, empty));
        int points = Integer.bitCount(reach);
        if (points < CRAMPED.length) score -= CRAMPED[points] / (1 + b.hand[player]);
        return score;
    }
}
