package parlour.morris.ai;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import parlour.game.Analysis;
import parlour.game.Analyst;
import parlour.game.JudgedAnalysis;
import parlour.game.MoveValue;
import parlour.match.Clock;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;

/**
 * Morris hints and the overlay: where the Six Men's Morris table is loaded, every move's exact value ordered as
 * the perfect player orders them ({@link TableRank}), a move that throws away a win or the draw marked as such;
 * elsewhere the strong search's choice.
 */
public final class MorrisAdvice implements Analyst<MorrisPosition> {
    private final MorrisDatabase database;

    public MorrisAdvice(MorrisDatabase database) {
        this.database = database;
    }

    @Override
    public Analysis<MorrisPosition> analyse(MorrisPosition position, double budgetMillis, Random random) {
        MorrisTable table = database.tableFor(position.rules);
        return table != null
                ? new Exact(position, table)
                : new Searched(
                        position,
                        new SearchPlayer(
                                position, random, 64, Math.min(budgetMillis, 2000), 18, database.endingsFor(position)));
    }

    @Override
    public String hintText(Analysis<MorrisPosition> done, MoveValue best) {
        if (!best.exact) return t("The computer would play {0}.", best.move);
        if (best.value > 0) return t("Perfect play: {0} (it wins in {1} plies).", best.move, WIN - best.value);
        if (best.value < 0)
            return t("Perfect play: {0} (it loses in {1} plies at the latest).", best.move, WIN + best.value);
        return t("Perfect play: {0} (it keeps the draw).", best.move);
    }

    /** In the tables' terms: a win thrown away or slowed, a draw lost, a loss hastened. */
    @Override
    public String cost(Analysis<MorrisPosition> done, MoveValue best, MoveValue played) {
        if (!best.exact || !played.exact)
            return t("A search {0} plies deep finds a better move than this.", done.depth());
        int after = WIN - Math.abs(played.value);
        if (best.value > 0) {
            if (played.value > 0)
                return t("This wins too, but only in {0} plies; a faster win takes {1}.", after, WIN - best.value);
            if (played.value == 0) return t("This throws the win away: with best play it is a draw.");
            return t("This throws the win away: the opponent wins in {0} plies.", after);
        }
        if (best.value == 0) return t("This loses: the opponent wins in {0} plies.", after);
        return t("This loses sooner: in {0} plies instead of {1}.", after, WIN + best.value);
    }

    @Override
    public String legend() {
        return t(
                "Under each point, the best move there: W5 wins in 5 plies, L7 loses in 7, = draws. Red: it throws away a win or the draw.");
    }

    /**
     * The mark under a point as said with the board's cursor on it: "wins in 5 plies, best", "draws, a mistake" (red:
     * it throws a win or the draw away), "marked best" where the search, not the table, judged.
     */
    @Override
    public String valueWords(MoveValue v) {
        String said;
        if (v.mark.isEmpty()) return null;
        else if (v.mark.equals("=")) said = t("draws");
        else if (v.mark.equals("W1")) said = t("wins at once");
        else if (v.mark.startsWith("W")) said = t("wins in {0} plies", v.mark.substring(1));
        else if (v.mark.equals("L1")) said = t("loses at once");
        else if (v.mark.startsWith("L")) said = t("loses in {0} plies", v.mark.substring(1));
        else return v.isBest() ? t("marked best") : null;
        if (v.isBest()) return t("{0}, best", said);
        return v.kind == MoveValue.BLUNDER ? t("{0}, a mistake", said) : said;
    }

    private static final int WIN = 1000;

    /** Every move judged from the table. */
    private static final class Exact extends JudgedAnalysis<MorrisPosition> {
        private final MorrisPosition position;
        private final MorrisTable table;
        private final int[] moves;
        private final TableRank[] ranks;
        private int next;

        Exact(MorrisPosition position, MorrisTable table) {
            super(true);
            this.position = position;
            this.table = table;
            moves = position.legalMoves();
            ranks = new TableRank[moves.length];
        }

        @Override
        protected boolean ready(double budgetMillis) {
            double end = Clock.now() + budgetMillis;
            while (next < moves.length) {
                ranks[next] = TableRank.of(position, table, moves[next]);
                next++;
                if (Clock.now() >= end) break;
            }
            return next == moves.length;
        }

        @Override
        protected List<MoveValue> judge() {
            int best = 0;
            for (int i = 1; i < moves.length; i++) if (ranks[i].compareTo(ranks[best]) > 0) best = i;
            List<MoveValue> out = new ArrayList<>();
            // one mark a point: the best move that ends there (the others would write over it)
            List<String> marked = new ArrayList<>();
            Integer[] order = new Integer[moves.length];
            for (int i = 0; i < order.length; i++) order[i] = i;
            Arrays.sort(order, (x, y) -> ranks[y].compareTo(ranks[x]));
            for (int i : order) {
                TableRank r = ranks[i];
                String move = MorrisNotation.format(position, moves[i]);
                int kind = r.compareTo(ranks[best]) == 0
                        ? MoveValue.BEST
                        : worseOutcome(r, ranks[best]) ? MoveValue.BLUNDER : MoveValue.WORSE;
                String point = MorrisNotation.destination(move);
                String mark = marked.contains(point) ? "" : markOf(r);
                marked.add(point);
                out.add(new MoveValue(move, valueOf(r), true, kind, mark));
            }
            return out;
        }
    }

    /** Whether {@code r} ends worse than {@code best}: a loss where a draw or win was there, or a draw for a win. */
    static boolean worseOutcome(TableRank r, TableRank best) {
        return result(r) < result(best);
    }

    /** 1 for a won move, -1 for a lost one, 0 for a draw (the table's or the rules'). */
    private static int result(TableRank r) {
        return r.outcome > TableRank.WIN / 2 ? 1 : r.outcome < -TableRank.WIN / 2 ? -1 : 0;
    }

    /** The move's value for the mover: a win in d plies WIN - d, a loss in d plies -(WIN - d), a draw 0. */
    static int valueOf(TableRank r) {
        int result = result(r);
        return result == 0 ? 0 : result * (WIN - plies(result * r.outcome));
    }

    /** The plies to the end of a decided move: this one and the table's distance after it. */
    private static int plies(int outcome) {
        return Math.max(1, TableRank.WIN - outcome);
    }

    private static String markOf(TableRank r) {
        int result = result(r);
        return result == 0 ? "=" : (result > 0 ? "W" : "L") + plies(result * r.outcome);
    }

    /** The search's choice, the other moves unjudged. */
    private static final class Searched extends JudgedAnalysis<MorrisPosition> {
        private final MorrisPosition position;
        private final SearchPlayer player;

        Searched(MorrisPosition position, SearchPlayer player) {
            super(false);
            this.position = position;
            this.player = player;
        }

        @Override
        protected boolean ready(double budgetMillis) {
            return player.think(budgetMillis);
        }

        @Override
        public int depth() {
            return player.depth();
        }

        @Override
        protected List<MoveValue> judge() {
            String best = player.move();
            List<MoveValue> values = new ArrayList<>();
            for (int m : position.legalMoves()) {
                String move = MorrisNotation.format(position, m);
                boolean isBest = move.equals(best);
                values.add(new MoveValue(
                        move, isBest ? 1 : 0, false, isBest ? MoveValue.BEST : MoveValue.WORSE, isBest ? "best" : ""));
            }
            return values;
        }
    }
}
