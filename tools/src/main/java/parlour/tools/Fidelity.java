package parlour.tools;

import java.util.Locale;
import java.util.Random;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.dots.ai.DotsAnalysis;
import parlour.dots.ai.DotsPlayers;
import parlour.dots.ai.DotsSolver;
import parlour.match.Clock;
import parlour.match.Thinker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Checks the strong player's promise that it never gives away value where the position can be solved:
 * positions are taken from games of the medium player against itself (human-like play, so positions a
 * person meets), and each one the exact solver settles within the time the strong player gives to solving is put
 * to the strong player. Its line is then valued exactly (every line of the position, with a generous
 * budget) and compared with the best. Prints how many positions were solvable, how many of those the
 * strong player played perfectly, and every position where it did not.
 *
 * <pre>java -cp tools/target/parlour-tools.jar parlour.tools.Fidelity [--size 5x5] [--games 20] [--seed 1]</pre>
 * Every position of every game is tried.
 */
@Command(
        name = "Fidelity",
        mixinStandardHelpOptions = true,
        versionProvider = ToolCommand.Version.class,
        description = "Does the strong Dots and Boxes player ever give away value where the position can be solved?")
public final class Fidelity implements Runnable {
    @Mixin
    SharedOptions.Boxes boxes;

    @Option(
            names = "--games",
            paramLabel = "N",
            defaultValue = "20",
            description = "games of medium against itself (default 20)")
    int games;

    @Mixin
    SharedOptions.Seed seed;

    private Fidelity() {}

    public static void main(String[] args) {
        ToolCommand.main(new Fidelity(), args);
    }

    @Override
    public void run() {
        int cols = boxes.size.cols, rows = boxes.size.rows;
        double limit = DotsPlayers.LEVELS.thinkMillis("strong");
        double solveWithin = DotsPlayers.solveMillis("strong");
        Random random = seed.random();
        int tried = 0, solvable = 0, perfect = 0, unsettled = 0;
        double started = Clock.now();
        for (int g = 0; g < games; g++) {
            DotsPosition p = DotsPosition.empty(cols, rows, 1 + g % 2);
            while (!p.isOver()) {
                tried++;
                DotsSolver solver = new DotsSolver(p);
                if (solver.think(solveWithin)) {
                    solvable++;
                    Thinker strong = DotsPlayers.LEVELS.computer("strong", p, new Random(random.nextLong()), limit);
                    while (!strong.think(5)) {
                        /* on to its decision */
                    }
                    String chosen = strong.move();
                    DotsAnalysis truth = new DotsAnalysis(p, 120_000, random);
                    while (!truth.think(1000)) {
                        /* on to the end */
                    }
                    if (!truth.isSolved()) {
                        unsettled++;
                    } else {
                        DotsAnalysis.LineValue pick = null;
                        int best = Integer.MIN_VALUE;
                        for (DotsAnalysis.LineValue v : truth.lines()) {
                            best = Math.max(best, v.value());
                            if (v.line() == DotsNotation.parseMove(p, chosen)) pick = v;
                        }
                        if (pick != null && pick.isExact() && pick.value() == best) {
                            perfect++;
                        } else {
                            double again = Clock.now();
                            DotsSolver alone = new DotsSolver(p);
                            while (!alone.think(1000)) {
                                /* on to the end */
                            }
                            StringBuilder drawn = new StringBuilder();
                            for (int line = 0; line < p.lineCount(); line++)
                                if (p.isDrawn(line)) drawn.append(' ').append(DotsNotation.format(p, line));
                            System.out.println(String.format(
                                    Locale.ROOT,
                                    "game %d, %d lines drawn:%s%n  strong played %s worth %s, the best is worth %d;"
                                            + " the solver alone takes %.0f ms now (%s)",
                                    g + 1,
                                    p.drawnCount(),
                                    drawn,
                                    chosen,
                                    pick == null ? "?" : String.valueOf(pick.value()),
                                    best,
                                    Clock.now() - again,
                                    truth.lines()));
                        }
                    }
                }
                Thinker medium = DotsPlayers.LEVELS.computer("medium", p, new Random(random.nextLong()));
                while (!medium.think(5)) {
                    /* it answers at once */
                }
                p = p.play(DotsNotation.parseMove(p, medium.move()));
            }
        }
        System.out.println(String.format(
                Locale.ROOT,
                "%s, %d games of medium against itself: %d positions, %d solvable within %.0f ms; strong played a best line in %d of %d%s (%.0f s)",
                boxes.size,
                games,
                tried,
                solvable,
                solveWithin,
                perfect,
                solvable - unsettled,
                unsettled > 0 ? " (" + unsettled + " not settled by the check itself)" : "",
                (Clock.now() - started) / 1000));
    }
}
