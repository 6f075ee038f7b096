package parlour.morris.ai;

import parlour.match.Clock;
import parlour.morris.MorrisPosition;

/**
 * The protocol's {@code solve}: from the database where it covers the game ({@code win N}, {@code loss N} in
 * plies to the end with best play, or {@code draw}); elsewhere a forced win or loss found by deepening search
 * within the time limit, and an error when none is found.
 */
public final class MorrisSolve {
    private MorrisSolve() {}

    /** @throws IllegalArgumentException when the value is not proved within {@code limitMillis} */
    public static String solve(MorrisPosition p, double limitMillis, MorrisDatabase database) {
        MorrisTable table = database.tableFor(p.rules);
        if (table != null) {
            int v = table.value(p);
            return v > 0 ? "win " + (v - 1) : v < 0 ? "loss " + (-v - 1) : "draw";
        }
        return solveBySearch(p, limitMillis);
    }

    /** A forced result found by search alone. @throws IllegalArgumentException when none is found in time */
    static String solveBySearch(MorrisPosition p, double limitMillis) {
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
