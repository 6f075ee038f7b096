package parlour.soak;

import org.junit.jupiter.api.Test;
import parlour.dots.ai.DotsInvariants;

/**
 * A bounded sample of the soak for every build: random games and computer games of Dots and Boxes with
 * every invariant checked after every move. Long runs (README): -Dsoak.random=1000000 -Dsoak.computer=2000.
 */
class SoakTest {
    private static long count(String property, long fallback) {
        return Long.parseLong(System.getProperty(property, String.valueOf(fallback)));
    }

    @Test
    void randomGamesKeepEveryInvariant() {
        Soak<?> soak = new Soak<>(new DotsInvariants(15));
        long n = count("soak.random", 3000), seed = count("soak.seed", 1);
        long start = System.nanoTime();
        for (long g = 0; g < n; g++) soak.play(seed * 1_000_003L + g, null, 0);
        report("random", soak, start);
    }

    @Test
    void computerGamesOnlyEverPlayLegalMoves() {
        DotsInvariants dots = new DotsInvariants(5);
        Soak<?> soak = new Soak<>(dots);
        long n = count("soak.computer", 30), seed = count("soak.seed", 1);
        long start = System.nanoTime();
        for (long g = 0; g < n; g++) {
            String level = dots.levels()[(int) (g % dots.levels().length)];
            soak.play(seed * 7_000_003L + g, level, 15);
        }
        report("computer", soak, start);
    }

    private static void report(String kind, Soak<?> soak, long start) {
        double s = (System.nanoTime() - start) / 1e9;
        System.out.println("soak " + kind + ": " + soak.games + " games, " + soak.moves + " moves in " + Math.round(s * 10) / 10.0 + " s");
    }
}
