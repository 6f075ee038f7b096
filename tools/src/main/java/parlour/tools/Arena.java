package parlour.tools;

import java.util.Locale;
import java.util.Random;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.dots.ai.DotsPlayers;
import parlour.match.Clock;
import parlour.match.Thinker;

/**
 * Plays one computer level against another and prints win, tie and loss rates, think time per decision
 * and the worst overrun of a time slice. Players think in slices as the game screen drives them.
 *
 * <pre>java -cp tools/target/parlour-tools.jar parlour.tools.Arena LEVEL_A LEVEL_B [SIZE [GAMES [SEED [SLICE_MS]]]]</pre>
 * A level may also be {@code chain}, the rule player that counts chains ({@link ChainRuleDots}).
 * The moves of every game A loses are printed, for a look at what went wrong.
 * SIZE is boxes across x up (default 5x5), GAMES the number of games (default 100; A moves first in the
 * even-numbered ones, B in the others), SLICE_MS the budget of one think call (default 5, as on screen).
 */
public final class Arena {
    /** The level name of the yardstick {@link ChainRuleDots}. */
    private static final String CHAIN = "chain";

    private Arena() {}

    /** Think-time figures for one level. */
    private static final class Times {
        final String level;
        int decisions;
        double total;
        double worst;
        double worstOverrun;

        Times(String level) {
            this.level = level;
        }

        String report() {
            return String.format(
                    Locale.ROOT,
                    "%-7s %6d decisions, think %7.1f ms mean, %7.1f ms max per decision, worst slice overrun %5.1f ms",
                    level,
                    decisions,
                    decisions == 0 ? 0 : total / decisions,
                    worst,
                    worstOverrun);
        }
    }

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: Arena LEVEL_A LEVEL_B [SIZE [GAMES [SEED [SLICE_MS]]]]   levels: "
                    + String.join(", ", DotsGame.RULES.players().levels()) + ", " + CHAIN);
            System.exit(2);
        }
        String a = args[0], b = args[1];
        int[] size = DotsGame.parseSize(args.length > 2 ? args[2] : "5x5");
        int games = args.length > 3 ? Integer.parseInt(args[3]) : 100;
        long seed = args.length > 4 ? Long.parseLong(args[4]) : 1;
        double slice = args.length > 5 ? Double.parseDouble(args[5]) : 5;
        if (!a.equals(CHAIN)) DotsPlayers.thinkMillis(a);
        if (!b.equals(CHAIN)) DotsPlayers.thinkMillis(b);
        Random random = new Random(seed);
        Times timesA = new Times(a), timesB = new Times(b);
        int wins = 0, ties = 0, losses = 0, margin = 0;
        double started = Clock.now();
        for (int g = 0; g < games; g++) {
            // A is player 1 in even games, player 2 in odd ones; player 1 always moves first
            boolean aFirst = g % 2 == 0;
            DotsPosition p = DotsPosition.empty(size[0], size[1]);
            StringBuilder line = new StringBuilder();
            while (!p.isOver()) {
                boolean aToMove = (p.toMove() == 1) == aFirst;
                Times t = aToMove ? timesA : timesB;
                String level = aToMove ? a : b;
                Thinker thinker =
                        level.equals(CHAIN) ? new ChainRuleDots(p, random) : DotsPlayers.create(level, p, random);
                double begun = Clock.now();
                boolean done = false;
                while (!done) {
                    double before = Clock.now();
                    done = thinker.think(slice);
                    t.worstOverrun = Math.max(t.worstOverrun, Clock.now() - before - slice);
                }
                double took = Clock.now() - begun;
                t.decisions++;
                t.total += took;
                t.worst = Math.max(t.worst, took);
                line.append(' ').append(thinker.move());
                p = DotsGame.RULES.play(p, thinker.move());
            }
            int scoreA = p.score(aFirst ? 1 : 2), scoreB = p.score(aFirst ? 2 : 1);
            margin += scoreA - scoreB;
            if (scoreA > scoreB) wins++;
            else if (scoreA == scoreB) ties++;
            else losses++;
            System.out.printf(
                    Locale.ROOT,
                    "game %3d: %s %s first, %d-%d%n",
                    g + 1,
                    aFirst ? a : b,
                    aFirst ? "(A)" : "(B)",
                    scoreA,
                    scoreB);
            if (scoreA < scoreB) System.out.println("  A lost, the moves:" + line);
        }
        System.out.printf(
                Locale.ROOT,
                "%s (A) vs %s (B) on %s, %d games, seed %d, %.0f ms slices: A wins %.1f%%, ties %.1f%%, loses %.1f%%, mean margin %+.2f boxes (%.0f s)%n",
                a,
                b,
                DotsGame.sizeText(size[0], size[1]),
                games,
                seed,
                slice,
                100.0 * wins / games,
                100.0 * ties / games,
                100.0 * losses / games,
                (double) margin / games,
                (Clock.now() - started) / 1000);
        System.out.println(timesA.report());
        System.out.println(timesB.report());
    }
}
