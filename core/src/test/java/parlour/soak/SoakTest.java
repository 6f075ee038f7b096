package parlour.soak;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import parlour.app.Catalogue;
import parlour.arrows.ai.ArrowsInvariants;
import parlour.dots.ai.DotsInvariants;
import parlour.gone.GoneInvariants;
import parlour.morris.MorrisGame;
import parlour.morris.ai.MorrisInvariants;

/**
 * A bounded sample of the soak for every build: random games and computer games of every game in the catalogue
 * (one without a plan here fails) with every invariant checked after every move. Long runs (README), one game at a time:
 * {@code -Dsoak.game=morris9 -Dsoak.random=1000000 -Dsoak.computer=0}, and {@code -Dsoak.seconds=N} to stop
 * the random games after N seconds.
 */
class SoakTest {
    /** One game's soak: how to make its invariants (random games, computer games) and the sample every build plays. */
    private static final class Plan {
        final String id;
        final Supplier<GameInvariants<?>> random, computer;
        final long randomGames, computerGames;
        final double thinkMillis;

        Plan(
                String id,
                Supplier<GameInvariants<?>> random,
                Supplier<GameInvariants<?>> computer,
                long randomGames,
                long computerGames,
                double thinkMillis) {
            this.id = id;
            this.random = random;
            this.computer = computer;
            this.randomGames = randomGames;
            this.computerGames = computerGames;
            this.thinkMillis = thinkMillis;
        }
    }

    private static List<Plan> plans() {
        List<Plan> out = new ArrayList<>();
        out.add(new Plan("dots", () -> new DotsInvariants(15), () -> new DotsInvariants(5), 3000, 30, 15));
        out.add(new Plan(
                "morris6",
                () -> new MorrisInvariants(MorrisGame.SIX),
                () -> new MorrisInvariants(MorrisGame.SIX),
                400,
                9,
                5));
        out.add(new Plan(
                "morris9",
                () -> new MorrisInvariants(MorrisGame.NINE),
                () -> new MorrisInvariants(MorrisGame.NINE),
                400,
                9,
                5));
        out.add(new Plan("gone", GoneInvariants::new, GoneInvariants::new, 400, 20, 5));
        out.add(new Plan("arrows", ArrowsInvariants::new, ArrowsInvariants::new, 3000, 30, 5));
        return out;
    }

    private static long count(String property, long fallback) {
        return Long.parseLong(System.getProperty(property, String.valueOf(fallback)));
    }

    @TestFactory
    List<DynamicTest> everyGameKeepsEveryInvariant() {
        List<DynamicTest> tests = new ArrayList<>();
        String only = System.getProperty("soak.game");
        List<Plan> plans = plans();
        for (String id : Catalogue.ids()) {
            if (only != null && !only.equals(id)) continue;
            Plan p = null;
            for (Plan q : plans) if (q.id.equals(id)) p = q;
            if (p == null) {
                tests.add(DynamicTest.dynamicTest(id + ": has a soak plan", () -> {
                    throw new AssertionError("the catalogue's game " + id + " has no soak plan in SoakTest.plans()");
                }));
                continue;
            }
            final Plan plan = p;
            tests.add(DynamicTest.dynamicTest(id + ": random games keep every invariant", () -> randomGames(plan)));
            tests.add(DynamicTest.dynamicTest(
                    id + ": computer games only ever play legal moves", () -> computerGames(plan)));
        }
        if (tests.isEmpty()) throw new IllegalArgumentException("soak.game " + only + " is none of the soaked games");
        return tests;
    }

    private static void randomGames(Plan p) {
        Soak<?> soak = new Soak<>(p.random.get());
        long n = count("soak.random", p.randomGames), seed = count("soak.seed", 1);
        long start = System.nanoTime(),
                stop = start + count("soak.seconds", Long.MAX_VALUE / 2_000_000_000L) * 1_000_000_000L;
        for (long g = 0; g < n && System.nanoTime() < stop; g++) {
            soak.play(seed * 1_000_003L + g, null, 0);
            if ((g + 1) % 10_000 == 0 && g + 1 < n) report(p.id + " random (so far)", soak, start);
        }
        report(p.id + " random", soak, start);
    }

    private static void computerGames(Plan p) {
        GameInvariants<?> game = p.computer.get();
        Soak<?> soak = new Soak<>(game);
        long n = count("soak.computer", p.computerGames), seed = count("soak.seed", 1);
        long start = System.nanoTime();
        for (long g = 0; g < n; g++) {
            String level = game.levels()[(int) (g % game.levels().length)];
            soak.play(seed * 7_000_003L + g, level, p.thinkMillis);
        }
        report(p.id + " computer", soak, start);
    }

    private static void report(String kind, Soak<?> soak, long start) {
        double s = (System.nanoTime() - start) / 1e9;
        System.out.println("soak " + kind + ": " + soak.games + " games, " + soak.moves + " moves in "
                + Math.round(s * 10) / 10.0 + " s");
    }
}
