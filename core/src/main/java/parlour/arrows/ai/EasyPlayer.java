package parlour.arrows.ai;

import java.util.Random;
import parlour.arrows.ArrowsPosition;
import parlour.match.Thinker;

/**
 * The easy level, a beginner who looks one move ahead: takes a win in one, never loses at once, and among
 * the safe moves prefers the one that leaves it more of the board (the plain territory count) by a noisy
 * judgement, so that it plays sensibly but misses what a two-move look (medium) sees.
 */
final class EasyPlayer implements Thinker {
    /** The noise added to each move's value: 10 is one cell of territory. */
    private static final int NOISE = 200;

    private final ArrowsPosition position;
    private final Random random;
    private String move;

    EasyPlayer(ArrowsPosition position, Random random) {
        this.position = position;
        this.random = random;
    }

    @Override
    public boolean think(double budgetMillis) {
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
        move = String.valueOf(d);
        return true;
    }

    @Override
    public String move() {
        return move;
    }
}
