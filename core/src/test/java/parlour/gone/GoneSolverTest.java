package parlour.gone;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The fast solvers (dense and sparse) against the seed's simulation, on the seed's examples and thousands of random boards. */
class GoneSolverTest {
    static GoneGrid random(Random r, int w, int h, double holes, double whites) {
        GoneGrid g = new GoneGrid(w, h);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double d = r.nextDouble();
                g.set(x, y, d < holes ? GoneGrid.HOLE : d < holes + whites ? GoneGrid.WHITE : GoneGrid.BLACK);
            }
        }
        return g;
    }

    static GoneSparse sparseOf(GoneGrid g) {
        GoneSparse s = new GoneSparse();
        for (int y = 0; y < g.height; y++)
            for (int x = 0; x < g.width; x++) if (g.get(x, y) != GoneGrid.HOLE) s.add(x, y, g.get(x, y));
        return s;
    }

    @Test
    void theSeedsExamples() {
        GoneGrid pair = new GoneGrid(2, 1);
        pair.set(0, 0, GoneGrid.WHITE);
        pair.set(1, 0, GoneGrid.BLACK);
        assertEquals(new GoneResult(1, false), GoneSolver.solve(pair, false));
        GoneGrid blackOnly = new GoneGrid(3, 1);
        for (int x = 0; x < 3; x++) blackOnly.set(x, 0, GoneGrid.BLACK);
        assertEquals(new GoneResult(0, true), GoneSolver.solve(blackOnly, false));
        assertEquals(new GoneResult(0, false), GoneSolver.solve(new GoneGrid(0, 0), true));
    }

    @Test
    void diagonalNeighboursCountOnlyWithEightAdjacency() {
        GoneGrid g = new GoneGrid(2, 2);
        g.set(0, 0, GoneGrid.WHITE);
        g.set(1, 1, GoneGrid.BLACK);
        assertEquals(new GoneResult(0, true), GoneSolver.solve(g, false));
        assertEquals(new GoneResult(1, false), GoneSolver.solve(g, true));
    }

    @Test
    void aLongSnakeTakesOneRoundAPebble() {
        GoneGrid g = new GoneGrid(500, 1);
        for (int x = 0; x < 500; x++) g.set(x, 0, x == 0 ? GoneGrid.WHITE : GoneGrid.BLACK);
        assertEquals(new GoneResult(499, false), GoneSolver.solve(g, false));
    }

    @Test
    void matchesTheSimulationOnThousandsOfRandomBoards() {
        Random r = new Random(10);
        for (int t = 0; t < 4000; t++) {
            int w = 1 + r.nextInt(t < 2000 ? 6 : 24), h = 1 + r.nextInt(t < 2000 ? 6 : 24);
            boolean eight = t % 2 == 1;
            GoneGrid g = random(r, w, h, r.nextDouble() * 0.6, r.nextDouble() * r.nextDouble() * 0.3);
            GoneResult expected = GoneReference.of(g, eight).roundsAndBlackPebbleRemains();
            String what = "board " + t + " " + w + "x" + h + " eight=" + eight;
            assertEquals(expected, GoneSolver.solve(g, eight), what);
            assertEquals(expected, sparseOf(g).solve(eight), what + " (sparse)");
            GoneResult[] out = new GoneResult[1];
            int[] dist = GoneSolver.distances(g, eight, out);
            assertEquals(expected, out[0], what + " (distances)");
            int max = 0;
            for (int d : dist) if (d != GoneSolver.NEVER) max = Math.max(max, d);
            assertEquals(expected.rounds, max, what + ": the last round is the largest distance");
        }
    }

    @Test
    void sparseListsFarApartMatchTheirDenseEquivalent() {
        Random r = new Random(11);
        for (int t = 0; t < 300; t++) {
            GoneGrid g = random(r, 1 + r.nextInt(12), 1 + r.nextInt(12), 0.3, 0.1);
            GoneSparse far = new GoneSparse();
            int shift = 2_000_000_000;
            for (int y = 0; y < g.height; y++) {
                for (int x = 0; x < g.width; x++)
                    if (g.get(x, y) != GoneGrid.HOLE) far.add(x + shift, y + shift / 2, g.get(x, y));
            }
            assertEquals(GoneSolver.solve(g, t % 2 == 0), far.solve(t % 2 == 0), "board " + t);
        }
    }
}
