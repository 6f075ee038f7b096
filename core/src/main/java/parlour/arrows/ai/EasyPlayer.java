package parlour.arrows.ai;

import java.util.Random;
import parlour.arrows.ArrowsPosition;
import parlour.game.ChoosingPlayer;

/**
 * The easy level, a beginner who looks one move ahead: takes a win in one, never loses at once, and among
 * the safe moves prefers the one that leaves it more of the board (the plain territory count) by a noisy
 * judgement, so that it plays sensibly but misses what a two-move look (medium) sees.
 */
final class EasyPlayer extends ChoosingPlayer<ArrowsPosition> {
    /** The noise added to each move's value: 10 is one cell of territory. */
    private static final int NOISE = 200;

    EasyPlayer(ArrowsPosition position, Random random) {
        super(position, random);
    }

    @Override
    protected String choose(double budgetMillis) {
        SearchBoard b = new SearchBoard(position);
        int d = ArrowsPlayers.obvious(b, random);
        if (d < 0) {
            int[] safe = new int[8];
            int n = b.safeMoves(safe, 0);
            Evaluator evaluator = new Evaluator(b);
            int best = Integer.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                b.make(safe[i]);
                int v = -evaluator.evaluate(false) + random.nextInt(NOISE);
                b.unmake();
                if (v > best) {
                    best = v;
                    d = safe[i];
                }
            }
        }
        return String.valueOf(d);
    }
}
