package parlour.tools;

import java.util.Random;
import parlour.arrows.ArrowsPosition;
import parlour.match.Thinker;

/**
 * The Arrows yardstick for the easy level: a random move among those that do not lose at once (the next cell
 * is on the board, empty, and does not touch the opponent's next cell); any move when there is none.
 */
final class SafeRandomArrows implements Thinker {
    private final String move;

    SafeRandomArrows(ArrowsPosition p, Random random) {
        int me = p.toMove(), t = p.next(me), o = p.next(3 - me);
        int[] safe = new int[8];
        int n = 0;
        for (int d = 0; d < 8; d++) {
            int u = p.targetOf(t, d);
            if (u >= 0 && !p.isOccupied(u) && !touches(p, u, o)) safe[n++] = d;
        }
        move = String.valueOf(n > 0 ? safe[random.nextInt(n)] : random.nextInt(8));
    }

    /** Whether {@code u} is the opponent's next cell {@code o} or one of its eight neighbours. */
    private static boolean touches(ArrowsPosition p, int u, int o) {
        if (o < 0) return false;
        int cols = p.board.cols;
        return Math.abs(u % cols - o % cols) <= 1 && Math.abs(u / cols - o / cols) <= 1;
    }

    @Override
    public boolean think(double budgetMillis) {
        return true;
    }

    @Override
    public String move() {
        return move;
    }
}
