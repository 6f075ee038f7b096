package parlour.arrows.ai;

import java.util.Random;
import parlour.arrows.ArrowsPosition;
import parlour.match.Thinker;

/** The easy level: takes a win in one, otherwise a random move that does not lose at once. */
final class EasyPlayer implements Thinker {
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
            d = safe[random.nextInt(n)];
        }
        move = String.valueOf(d);
        return true;
    }

    @Override
    public String move() {
        return move;
    }
}
