package parlour.morris.ai;

import java.util.Random;
import parlour.match.Clock;
import parlour.match.Thinker;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;

/**
 * The "strong" player where the database covers the game: perfect play. It wins by the fastest line, loses
 * by the slowest, and among moves that hold the draw picks the one that leaves the opponent the fewest replies
 * that do not lose (the most rope to go wrong), then the one the {@link Evaluator} likes best.
 */
final class TablePlayer implements Thinker {
    private final MorrisPosition position;
    private final MorrisTable table;
    private final Random random;
    private int chosen = -1;
    private int[] moves;
    private int next, best = Integer.MIN_VALUE, ties;

    TablePlayer(MorrisPosition position, MorrisTable table, Random random) {
        if (position.isOver()) throw new IllegalArgumentException("The game is over: there is no move to choose.");
        this.position = position;
        this.table = table;
        this.random = random;
    }

    /** How good a move is for the mover: higher is better (wins fastest first, losses slowest last). */
    private int score(MorrisPosition child) {
        if (child.isOver())
            return child.winner() == position.toMove() ? 1_000_000 : child.winner() == 0 ? -900_000 : -1_000_000;
        int v = table.value(child);
        if (v < 0) return 1_000_000 + v; // the opponent loses in -v-1 plies: fewer is better
        if (v > 0) return -1_000_000 + v; // the opponent wins in v-1 plies: more is better
        // a draw: count the opponent's replies that keep it, fewer is better
        int holding = 0;
        for (int reply : child.legalMoves()) {
            MorrisPosition after = child.play(reply);
            if (after.isOver() ? after.winner() != position.toMove() : table.value(after) <= 0) holding++;
        }
        // a position seen before brings the draw by repetition nearer
        return -child.repetitions() * 100_000 - holding * 1000 - Evaluator.evaluate(new SearchBoard(child)) / 10;
    }

    /** Judges moves until the budget is spent; a slice judges at least one. */
    @Override
    public boolean think(double budgetMillis) {
        if (moves == null) moves = position.legalMoves();
        double end = Clock.now() + budgetMillis;
        while (next < moves.length) {
            int m = moves[next++];
            int s = score(position.play(m));
            if (s > best) {
                best = s;
                chosen = m;
                ties = 1;
            } else if (s == best && random.nextInt(++ties) == 0) {
                chosen = m;
            }
            if (Clock.now() >= end) break;
        }
        return next >= moves.length;
    }

    @Override
    public String move() {
        if (moves == null || next < moves.length)
            throw new IllegalStateException("no move chosen yet: call think until it returns true");
        return MorrisNotation.format(position, chosen);
    }
}
