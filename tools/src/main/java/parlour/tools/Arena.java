package parlour.tools;

import java.util.Locale;
import java.util.Random;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.dots.ai.DotsPlayers;
import parlour.match.Clock;
import parlour.match.Thinker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Plays one computer level against another and prints win, tie and loss rates, think time per decision
 * and the worst overrun of a time slice. Players think in slices as the game screen drives them.
 *
 * <pre>java -cp tools/target/parlour-tools.jar parlour.tools.Arena [--size 5x5] [--games 100] [--seed 1] [--slice 5] LEVEL_A LEVEL_B</pre>
 * A level may also be {@code chain}, the rule player that counts chains ({@link ChainRuleDots}).
 * The moves of every game A loses are printed, for a look at what went wrong.
 * --size is boxes across x up (default 5x5), --games the number of games (default 100; A moves first in the
 * even-numbered ones, B in the others), --slice the budget of one think call in ms (default 5, as on screen).
 */
@Command(
        name = "Arena",
        mixinStandardHelpOptions = true,
        versionProvider = ToolCommand.Version.class,
        description = "Plays one Dots and Boxes level against another: win rates and think times.")
public final class Arena implements Runnable {
    @Parameters(
            index = "0",
            paramLabel = "LEVEL_A",
            converter = Level.class,
            description = "easy, medium, strong or chain")
    String a;

    @Parameters(
            index = "1",
            paramLabel = "LEVEL_B",
            converter = Level.class,
            description = "easy, medium, strong or chain")
    String b;

    @Mixin
    SharedOptions.Boxes boxes;

    @Mixin
    final SharedOptions.Games games = new SharedOptions.Games(100);

    @Mixin
    SharedOptions.Seed seed;

    @Option(
            names = "--slice",
            paramLabel = "MS",
            defaultValue = "5",
            description = "one think call's budget (default 5)")
    double slice;

    /** The level name of the yardstick {@link ChainRuleDots}. */
    private static final String CHAIN = "chain";

    private Arena() {}

    /** A Dots level or the yardstick {@link #CHAIN}. */
    static final class Level extends ToolCommand.Levels {
        Level() {
            super(DotsGame.RULES.players().levels(), CHAIN);
        }
    }

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
        ToolCommand.main(new Arena(), args);
    }

    @Override
    public void run() {
        Random random = seed.random();
        Times timesA = new Times(a), timesB = new Times(b);
        int wins = 0, ties = 0, losses = 0, margin = 0;
        double started = Clock.now();
        for (int g = 0; g < games.count; g++) {
            // A is player 1 in even games, player 2 in odd ones; player 1 always moves first
            boolean aFirst = g % 2 == 0;
            DotsPosition p = DotsPosition.empty(boxes.size.cols, boxes.size.rows);
            StringBuilder line = new StringBuilder();
            while (!p.isOver()) {
                boolean aToMove = (p.toMove() == 1) == aFirst;
                Times t = aToMove ? timesA : timesB;
                String level = aToMove ? a : b;
                Thinker thinker = level.equals(CHAIN)
                        ? new ChainRuleDots(p, random)
                        : DotsPlayers.LEVELS.computer(level, p, random);
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
                DotsGame.sizeText(boxes.size.cols, boxes.size.rows),
                games.count,
                seed.value,
                slice,
                100.0 * wins / games.count,
                100.0 * ties / games.count,
                100.0 * losses / games.count,
                (double) margin / games.count,
                (Clock.now() - started) / 1000);
        System.out.println(timesA.report());
        System.out.println(timesB.report());
    }
}
