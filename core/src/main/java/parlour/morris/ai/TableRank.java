package parlour.morris.ai;

import parlour.morris.MorrisPosition;

/**
 * How the perfect player orders its moves where the database decides, so that it wins fast and sets traps
 * in a draw: a win sooner is better, a loss later; among moves that keep the draw, one that does not go back
 * to a position already on the board this game (so the game does not drift into the draw by repetition while
 * the opponent could still go wrong), then the fewest replies that end the game drawn by the rules (a third
 * repetition, or the last quiet move allowed), then the fewest safe (not losing) replies, then the largest
 * share of losing ones, then the {@link Evaluator}'s view. A draw the rules end at once ranks below every
 * table draw.
 */
final class TableRank {
    static final int WIN = 1_000_000, RULE_DRAW = -900_000;
    /** Win or loss first: higher is better, 0 for a draw the table gives. */
    final int outcome;
    /**
     * For a table draw: the opponent's replies, those that keep the draw, those that end the game drawn by the
     * rules, and how often the position was seen.
     */
    final int replies, safe, ruleDraws, repetitions;
    /** The evaluator's view for the mover, for the last ties. */
    final int evaluation;

    private TableRank(int outcome, int replies, int safe, int ruleDraws, int repetitions, int evaluation) {
        this.outcome = outcome;
        this.replies = replies;
        this.safe = safe;
        this.ruleDraws = ruleDraws;
        this.repetitions = repetitions;
        this.evaluation = evaluation;
    }

    private TableRank(int outcome) {
        this(outcome, 0, 0, 0, 0, 0);
    }

    /** The rank of playing {@code move} in {@code p}, a position the table covers. */
    static TableRank of(MorrisPosition p, MorrisTable table, int move) {
        MorrisPosition child = p.play(move);
        int me = p.toMove();
        if (child.isOver()) return new TableRank(child.winner() == me ? WIN : child.winner() == 0 ? RULE_DRAW : -WIN);
        int v = table.value(child);
        if (v < 0) return new TableRank(WIN + v); // the opponent loses in -v-1 plies: sooner is better
        if (v > 0) return new TableRank(-WIN + v); // the opponent wins in v-1 plies: later is better
        int[] moves = child.legalMoves();
        int safe = 0, ruleDraws = 0;
        for (int reply : moves) {
            MorrisPosition after = child.play(reply);
            if (after.isOver() ? after.winner() != me : table.value(after) <= 0) safe++;
            if (after.isOver() && after.winner() == 0) ruleDraws++;
        }
        return new TableRank(
                0, moves.length, safe, ruleDraws, child.repetitions(), -Evaluator.evaluate(new SearchBoard(child)));
    }

    /** Positive when this move is better than {@code o}'s, negative when worse, 0 when they are equal. */
    int compareTo(TableRank o) {
        if (outcome != o.outcome) return Integer.compare(outcome, o.outcome);
        if (outcome != 0) return 0;
        if (repetitions != o.repetitions) return Integer.compare(o.repetitions, repetitions);
        if (ruleDraws != o.ruleDraws) return Integer.compare(o.ruleDraws, ruleDraws);
        if (safe != o.safe) return Integer.compare(o.safe, safe);
        // the share of losing replies, (replies - safe) / replies, larger is better
        int share = Integer.compare((replies - safe) * o.replies, (o.replies - o.safe) * replies);
        if (share != 0) return share;
        return Integer.compare(evaluation, o.evaluation);
    }
}
