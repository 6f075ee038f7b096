package parlour.dots.ai;

import java.util.Random;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.game.ChoosingPlayer;
import parlour.game.RandomBest;

/**
 * The "medium" computer player: a club player who knows the rules of thumb but does not search. It takes
 * what is free, plays safe lines while there are any (choosing the one whose chain count, as the
 * {@link Evaluator} reckons it, leaves the opponent to open the first long chain), then opens the smallest
 * chain, hard-hearted; at the end of a chain it keeps control by handing back the last two boxes when
 * long chains are still to come. Now and then ({@link #SLIP} of its decisions, drawn from its
 * {@link Random}) it slips as people do: a safe line at random, a random chain opened, the last boxes
 * of a chain greedily taken.
 */
final class MediumPlayer extends ChoosingPlayer<DotsPosition> {
    /** How often a decision is a slip. */
    static final double SLIP = 0.15;

    /** @throws IllegalArgumentException if the game is over */
    MediumPlayer(DotsPosition position, Random random) {
        super(position, random);
    }

    /** One decision is a few passes over the board: it always finishes in the first slice. */
    @Override
    protected String choose(double budgetMillis) {
        return DotsNotation.format(position, line(SearchBoard.of(position)));
    }

    private int line(SearchBoard board) {
        int forced = board.forcedCapture();
        if (forced >= 0) return forced;
        boolean slip = random.nextDouble() < SLIP;
        if (board.sideCount[3] > 0) return endOfChain(board, slip);
        int safe = safeLine(board, slip);
        if (safe >= 0) return safe;
        ChainScan chains = new ChainScan(board.boxCount);
        chains.scan(board);
        if (slip) return chains.line[random.nextInt(chains.count)];
        int smallest = 0;
        for (int c = 1; c < chains.count; c++) if (chains.code(c) < chains.code(smallest)) smallest = c;
        return chains.line[smallest];
    }

    /** The last boxes of a chain: keep control if a long chain or a loop is still to come, else take them. */
    private int endOfChain(SearchBoard board, boolean slip) {
        int take = -1;
        for (int box = 0; box < board.boxCount && take < 0; box++) {
            if (board.sides[box] == 3) take = board.freeSide(box, -1);
        }
        int decline = board.declineLine();
        if (decline < 0 || slip) return take;
        // count what is left once everything offered is taken
        int drawn = 0;
        int[] made = new int[board.lineCount];
        int line;
        while (board.sideCount[3] > 0) {
            line = -1;
            for (int box = 0; box < board.boxCount && line < 0; box++) {
                if (board.sides[box] == 3) line = board.freeSide(box, -1);
            }
            board.make(line);
            made[drawn++] = line;
        }
        boolean safeLeft = false;
        for (int l = 0; l < board.lineCount && !safeLeft; l++) safeLeft = !board.drawn[l] && board.isSafe(l);
        ChainScan chains = new ChainScan(board.boxCount);
        chains.scan(board);
        boolean longLeft = false;
        for (int c = 0; c < chains.count; c++) longLeft |= chains.loop[c] || chains.length[c] >= 3;
        while (drawn > 0) board.unmake(made[--drawn]);
        return longLeft && !safeLeft ? decline : take;
    }

    /** A safe line: the best for the chain count, or on a slip any; -1 if none is left. */
    private int safeLine(SearchBoard board, boolean slip) {
        Evaluator evaluator = slip ? null : new Evaluator(board, new LoonyEndgame(), random);
        RandomBest best = new RandomBest(random);
        for (int line = 0; line < board.lineCount; line++) {
            if (board.drawn[line] || !board.isSafe(line)) continue;
            int score = 0;
            if (evaluator != null) {
                board.make(line);
                score = -evaluator.estimate();
                board.unmake(line);
            }
            best.offer(line, score);
        }
        return best.best();
    }
}
