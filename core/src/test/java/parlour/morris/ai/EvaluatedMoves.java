package parlour.morris.ai;

import parlour.morris.MorrisBoard;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;

/** The evaluation's own choice among a position's moves, one ply deep, for the tests of what it sees. */
final class EvaluatedMoves {
    /** The move whose position the evaluation likes best for the side that made it. */
    final String best;
    /** Its value, and the best value among the other moves. */
    final int bestValue, secondValue;

    EvaluatedMoves(MorrisPosition p) {
        int top = Integer.MIN_VALUE, next = Integer.MIN_VALUE;
        String move = null;
        for (int m : p.legalMoves()) {
            int v = -Evaluator.evaluate(new SearchBoard(p.play(m)));
            if (v > top) {
                next = top;
                top = v;
                move = MorrisNotation.format(p, m);
            } else if (v > next) {
                next = v;
            }
        }
        best = move;
        bestValue = top;
        secondValue = next;
    }

    /** The points named, as a mask of the Nine Men's Morris board. */
    static int mask(String points) {
        int m = 0;
        for (String name : points.split(" ")) m |= 1 << MorrisBoard.NINE.pointNamed(name);
        return m;
    }
}
