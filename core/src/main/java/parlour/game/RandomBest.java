package parlour.game;

import java.util.Random;

/**
 * The best of the candidates offered one at a time by value, a random one among equal bests (each as likely): how
 * the computer players break their ties, so that games vary.
 */
public final class RandomBest {
    private final Random random;
    private int best = -1;
    private int value;
    private int ties;

    public RandomBest(Random random) {
        this.random = random;
    }

    /** Offers {@code candidate}, worth {@code value}: it becomes the best if it is worth more, or by lot if as much. */
    public void offer(int candidate, int value) {
        if (ties == 0 || value > this.value) {
            best = candidate;
            this.value = value;
            ties = 1;
        } else if (value == this.value && random.nextInt(++ties) == 0) {
            best = candidate;
        }
    }

    /** The best candidate offered, or -1 if none was. */
    public int best() {
        return best;
    }

    /** The best candidate's value (after an offer). */
    public int value() {
        return value;
    }
}
