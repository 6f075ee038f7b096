package parlour.morris.ai;

import parlour.match.Clock;
import parlour.morris.MorrisPosition;

/**
 * The protocol's {@code solve}: a forced win or loss found by deepening search within the time limit,
 * as {@code win N} or {@code loss N} (plies to the end with best play).
 */
public final class MorrisSolve {
    private MorrisSolve() {}

    /** @throws IllegalArgumentException when the value is not proved within {@code limitMillis} */
    public static String solve(MorrisPosition p, double limitMillis) {
        Search search = new Search(new SearchBoard(p), 20, null);
        double deadline = Clock.now() + limitMillis;
        while (!search.think(50, deadline, 200)) {
            // each call is one slice; the protocol waits for the whole answer
        }
        if (Math.abs(search.value) >= Search.DECIDED) {
            int plies = Search.WIN - Math.abs(search.value);
            return (search.value > 0 ? "win " : "loss ") + plies;
        }
        throw new IllegalArgumentException("not solved: no forced win found within " + search.completedDepth
                + " plies in the time limit of " + limitMillis / 1000 + " seconds");
    }
}
