package parlour.morris.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.function.ToIntFunction;
import parlour.morris.MorrisPosition;

/** What the tests of Nine Men's Morris's solved endings share: men at random, and a value checked against the moves. */
public final class EndingsSamples {
    private EndingsSamples() {}

    /** {@code n} points at random among those not {@code taken}. */
    public static int randomMen(Random random, int n, int taken) {
        int mask = 0;
        while (Integer.bitCount(mask) < n) {
            int p = random.nextInt(24);
            if ((taken >> p & 1) == 0) mask |= 1 << p;
        }
        return mask;
    }

    /** The tables' value of {@code p} (no man in hand) for its side to move: three a side or four against three. */
    public static int value(MorrisEndings endings, MorrisPosition p) {
        int mover = p.men(p.toMove()), other = p.men(3 - p.toMove());
        return Integer.bitCount(mover | other) == 6
                ? endings.threeMen().value(mover, other)
                : endings.fourThree().value(mover, other);
    }

    /**
     * The value the rules give {@code p} from its legal moves: the quickest win, else a draw, else the longest loss,
     * each position after a move valued by {@code after} (for its side to move) unless the move ends the game.
     */
    static int fromMoves(MorrisPosition p, ToIntFunction<MorrisPosition> after) {
        int bestWin = Integer.MAX_VALUE, longestLoss = 0;
        boolean draw = false;
        for (int move : p.legalMoves()) {
            MorrisPosition next = p.play(move);
            if (next.isOver()) {
                assertThat(next.winner())
                        .as("a move that ends the game wins it: " + next)
                        .isEqualTo(p.toMove());
                bestWin = 1;
                continue;
            }
            int v = after.applyAsInt(next);
            if (v < 0) bestWin = Math.min(bestWin, 1 - v);
            else if (v == 0) draw = true;
            else longestLoss = Math.max(longestLoss, v + 1);
        }
        if (bestWin != Integer.MAX_VALUE) return bestWin;
        return draw ? 0 : -longestLoss;
    }
}
