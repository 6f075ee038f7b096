package parlour.morris.ai;

import java.util.Random;
import parlour.game.ChoosingPlayer;
import parlour.match.Clock;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;

/**
 * The "strong" player where the database covers the game: perfect play, its moves ordered by {@link TableRank}
 * (the fastest win, the slowest loss, and in a draw the move that leaves the opponent the most rope to go wrong),
 * a random one among equals.
 */
final class TablePlayer extends ChoosingPlayer<MorrisPosition> {
    private final MorrisTable table;
    private int chosen = -1;
    private int[] moves;
    private TableRank best;
    private int next, ties;

    TablePlayer(MorrisPosition position, MorrisTable table, Random random) {
        super(position, random);
        this.table = table;
    }

    /** Judges moves until the budget is spent; a slice judges at least one. */
    @Override
    protected String choose(double budgetMillis) {
        if (moves == null) moves = position.legalMoves();
        double end = Clock.now() + budgetMillis;
        while (next < moves.length) {
            int m = moves[next++];
            TableRank r = TableRank.of(position, table, m);
            int c = best == null ? 1 : r.compareTo(best);
            if (c > 0) {
                best = r;
                chosen = m;
                ties = 1;
            } else if (c == 0 && random.nextInt(++ties) == 0) {
                chosen = m;
            }
            if (Clock.now() >= end) break;
        }
        return next < moves.length ? null : MorrisNotation.format(position, chosen);
    }
}
