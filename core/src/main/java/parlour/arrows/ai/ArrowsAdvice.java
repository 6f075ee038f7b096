package parlour.arrows.ai;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import parlour.arrows.ArrowsPosition;
import parlour.arrows.Direction;
import parlour.game.Analysis;
import parlour.game.Analyst;
import parlour.game.JudgedAnalysis;
import parlour.game.MoveValue;

/** Hints and the overlay: the strong player's choice, and every direction that loses at once marked as such. */
public final class ArrowsAdvice implements Analyst<ArrowsPosition> {
    public static final ArrowsAdvice INSTANCE = new ArrowsAdvice();

    private ArrowsAdvice() {}

    @Override
    public Analysis<ArrowsPosition> analyse(final ArrowsPosition position, double budgetMillis, Random random) {
        final SearchPlayer player =
                new SearchPlayer(position, random, Math.min(budgetMillis, 1500), Search.MAX_PLY - 2, true);
        final SearchBoard board = new SearchBoard(position);
        return new JudgedAnalysis<ArrowsPosition>(false) {
            @Override
            public int depth() {
                return player.depthReached();
            }

            @Override
            protected boolean ready(double budget) {
                return player.think(budget);
            }

            @Override
            protected List<MoveValue> judge() {
                int best = Direction.parse(player.move());
                int[] safe = new int[8];
                int n = board.safeMoves(safe, 0);
                List<MoveValue> values = new ArrayList<>();
                for (int d = 0; d < 8; d++) {
                    boolean isSafe = false;
                    for (int i = 0; i < n; i++) if (safe[i] == d) isSafe = true;
                    int kind = d == best ? MoveValue.BEST : isSafe ? MoveValue.WORSE : MoveValue.BLUNDER;
                    values.add(new MoveValue(
                            String.valueOf(d),
                            kind == MoveValue.BEST ? 1 : kind == MoveValue.WORSE ? 0 : -1,
                            false,
                            kind,
                            kind == MoveValue.BEST ? t("best") : kind == MoveValue.BLUNDER ? t("loses") : ""));
                }
                return values;
            }
        };
    }

    @Override
    public String hintText(Analysis<ArrowsPosition> done, MoveValue best) {
        return t("The computer would point {0} ({1}).", Direction.said(Direction.parse(best.move)), best.move);
    }

    /** A direction that loses at once says so; another is only worse by the search's judgement, at its depth. */
    @Override
    public String cost(Analysis<ArrowsPosition> done, MoveValue best, MoveValue played) {
        if (played.kind == MoveValue.BLUNDER) return t("This loses at once.");
        return t("A search {0} plies deep finds a better move than this.", done.depth());
    }

    @Override
    public String legend() {
        return t("On the compass: the strong player's choice is marked best, directions that lose at once are red.");
    }

    /** The compass's mark on a direction: "marked best", "marked loses"; nothing for one neither best nor losing. */
    @Override
    public String valueWords(MoveValue v) {
        return v.mark.isEmpty() ? null : t("marked {0}", v.mark);
    }
}
