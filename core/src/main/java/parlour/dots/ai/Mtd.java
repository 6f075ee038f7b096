package parlour.dots.ai;

/**
 * MTD(f): finds the value of the position on a {@link BoxSearch}'s board by a series of null-window tests
 * sharing its transposition table, each moving a lower or an upper bound, stepping by two because values
 * have the parity of the number of open boxes. Resumable: {@link #run} stops at a deadline and goes on.
 */
final class Mtd {
    private final BoxSearch search;
    private int depth;
    private int lower;
    private int upper;
    private boolean lowerExact;
    private boolean upperExact;
    private int guess;
    private int testBeta;
    private boolean testing;
    private int bestLine;
    private boolean done;

    Mtd(BoxSearch search) {
        this.search = search;
    }

    /** Starts on the board's current position, searching {@code maxDepth} quiet lines deep, trying {@code firstGuess} first. */
    void begin(int maxDepth, int firstGuess) {
        depth = maxDepth;
        int open = search.board.openBoxes();
        lower = -open;
        upper = open;
        lowerExact = true;
        upperExact = true;
        guess = Math.max(lower, Math.min(upper, firstGuess));
        if (((guess - open) & 1) != 0) guess += guess < upper ? 1 : -1;
        testing = false;
        bestLine = -1;
        done = open == 0;
    }

    /** Searches until done or past {@code deadline}; true once the value is known. */
    boolean run(double deadline) {
        while (!done) {
            if (!testing) {
                testBeta = guess == lower ? guess + 2 : guess;
                search.start(testBeta - 1, testBeta, depth);
                testing = true;
            }
            if (!search.run(deadline)) return false;
            testing = false;
            int v = search.value;
            if (v >= testBeta) {
                lower = v;
                lowerExact = search.valueExact;
                bestLine = search.bestLine;
            } else {
                upper = v;
                upperExact = search.valueExact;
                if (lower == -search.board.openBoxes()) bestLine = search.bestLine;
            }
            guess = Math.max(lower, Math.min(upper, v));
            done = lower >= upper;
        }
        return true;
    }

    boolean isDone() {
        return done;
    }

    /** What is known so far: the value is at least this... */
    int lower() {
        return lower;
    }

    /** ...and at most this. */
    int upper() {
        return upper;
    }

    /** The value found (for the depth searched). */
    int value() {
        return lower;
    }

    /** Whether the value is exact: no estimate at the depth limit went into it. */
    boolean isExact() {
        return lowerExact && upperExact;
    }

    /** A line achieving the value, or -1 when the game is over. */
    int bestLine() {
        return bestLine;
    }
}
