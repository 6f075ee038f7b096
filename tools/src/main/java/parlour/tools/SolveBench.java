package parlour.tools;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.Random;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.dots.ai.DotsSolver;
import parlour.match.Clock;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Times the exact solver: every position of 2x2, a sample of 3x3 positions (any number of lines drawn,
 * from the empty board to the last line), the empty 3x3, 4x4 and 4x5 boards; prints solve times, values
 * and positions searched per second. A board not solved within the cap is reported with the bounds proved.
 *
 * <pre>java -Xmx3g -cp tools/target/parlour-tools.jar parlour.tools.SolveBench [--cap44 900] [--cap45 120] [--samples 2000] [--bits 26]</pre>
 * --cap44 and --cap45 limit the empty 4x4 and 4x5 boards in seconds (0 skips the board), --samples is the number
 * of 3x3 positions, --bits the size of the empty boards' transposition table (2^26 entries, 1 GB; the empty 4x4
 * searches 345,924,028 positions with it, 214 s of CPU on a shared two-core machine, where the solver before it
 * looked for chains only after the safe lines and listed those by bits searched 346,028,121 in 244 s the same hour;
 * -XX:+UseTransparentHugePages saves about a tenth, the table's probes missing the TLB less). {@code SolveBench --empty 3x5 [--cap 900]
 * [--bits 26]} solves one empty board only; {@code SolveBench --empty 4x4 --drawn 8 [--positions 5] [--seed 1]}
 * solves positions of that board with 8 lines drawn instead, and counts CPU seconds (on a shared machine the wall
 * clock says little).
 */
@Command(
        name = "SolveBench",
        mixinStandardHelpOptions = true,
        versionProvider = ToolCommand.Version.class,
        description = "Times the exact Dots and Boxes solver.")
public final class SolveBench implements Runnable {
    @Option(
            names = "--cap44",
            paramLabel = "SECONDS",
            defaultValue = "900",
            description = "cap of the empty 4x4 board, 0 skips it (default 900)")
    double cap44;

    @Option(
            names = "--cap45",
            paramLabel = "SECONDS",
            defaultValue = "120",
            description = "cap of the empty 4x5 board, 0 skips it (default 120)")
    double cap45;

    @Option(
            names = "--samples",
            paramLabel = "N",
            defaultValue = "2000",
            description = "3x3 positions sampled (default 2000)")
    int samples;

    @Option(
            names = "--bits",
            paramLabel = "N",
            defaultValue = "26",
            description = "the empty boards' table holds 2^N entries (default 26)")
    int bits;

    @Option(
            names = "--empty",
            paramLabel = "COLSxROWS",
            converter = ToolCommand.SizeConverter.class,
            description = "solve this empty board only, within --cap seconds")
    ToolCommand.Size empty;

    @Option(
            names = "--cap",
            paramLabel = "SECONDS",
            defaultValue = "900",
            description = "the cap of --empty (default 900)")
    double cap;

    @Option(
            names = "--drawn",
            paramLabel = "N",
            defaultValue = "0",
            description = "with --empty: solve --positions positions of that board with N lines drawn instead")
    int drawn;

    @Option(
            names = "--positions",
            paramLabel = "N",
            defaultValue = "5",
            description = "how many positions --drawn solves (default 5)")
    int positions;

    @Option(
            names = "--seed",
            paramLabel = "N",
            defaultValue = "1",
            description = "the seed of the positions --drawn draws (default 1)")
    long seed;

    private SolveBench() {}

    public static void main(String[] args) {
        ToolCommand.main(new SolveBench(), args);
    }

    @Override
    public void run() {
        if (empty != null && drawn > 0) {
            drawn(empty.cols, empty.rows, drawn, positions, new Random(seed), bits);
            return;
        }
        if (empty != null) {
            empty(empty.cols, empty.rows, cap, bits);
            return;
        }
        everyPosition(2, 2);
        sampled(3, 3, samples, new Random(1));
        empty(3, 3, 60, bits);
        if (cap44 > 0) empty(4, 4, cap44, bits);
        if (cap45 > 0) empty(4, 5, cap45, bits);
    }

    /** Solves one position with the default table; returns {milliseconds (setting up included), nodes}. */
    private static double[] solve(DotsPosition p) {
        double started = Clock.now();
        DotsSolver solver = new DotsSolver(p);
        while (!solver.think(1000)) {
            /* on to the end */
        }
        return new double[] {Clock.now() - started, solver.nodes()};
    }

    private static void everyPosition(int cols, int rows) {
        int lines = DotsPosition.empty(cols, rows).lineCount();
        Stats stats = new Stats();
        for (int mask = 0; mask < (1 << lines); mask++) {
            DotsPosition p = DotsPosition.empty(cols, rows);
            for (int l = 0; l < lines; l++) if ((mask & (1 << l)) != 0) p = p.play(l);
            stats.add(solve(p));
        }
        stats.print(cols + "x" + rows + " every position (" + (1 << lines) + ")");
    }

    private static void sampled(int cols, int rows, int samples, Random random) {
        Stats stats = new Stats();
        int lines = DotsPosition.empty(cols, rows).lineCount();
        for (int i = 0; i < samples; i++) {
            // as many positions with each number of lines drawn, the empty board included
            int drawn = i % (lines + 1);
            DotsPosition p = DotsPosition.empty(cols, rows);
            while (p.drawnCount() < drawn) {
                int[] legal = p.legalLines();
                p = p.play(legal[random.nextInt(legal.length)]);
            }
            stats.add(solve(p));
        }
        stats.print(cols + "x" + rows + " sampled positions (" + samples + ")");
    }

    /**
     * Solves {@code count} positions with {@code lines} lines drawn, safe ones at random while there are
     * any (as in a real game's opening), then any; prints each one's value, nodes and CPU time, and the totals.
     */
    private static void drawn(int cols, int rows, int lines, int count, Random random, int bits) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double totalCpu = 0, totalNodes = 0;
        for (int i = 0; i < count; i++) {
            DotsPosition p = DotsPosition.empty(cols, rows);
            while (p.drawnCount() < lines) {
                int[] legal = p.legalLines();
                int[] safe = new int[legal.length];
                int n = 0;
                for (int line : legal) if (isSafe(p, line)) safe[n++] = line;
                p = p.play(n > 0 ? safe[random.nextInt(n)] : legal[random.nextInt(legal.length)]);
            }
            long cpu = threads.getCurrentThreadCpuTime();
            DotsSolver solver = new DotsSolver(p, bits);
            while (!solver.think(1000)) {
                /* on to the end */
            }
            double seconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
            totalCpu += seconds;
            totalNodes += solver.nodes();
            System.out.printf(
                    Locale.ROOT,
                    "%s with %d lines drawn #%d: value %+d, %.0f positions, %.3f s CPU%n",
                    DotsGame.sizeText(cols, rows),
                    lines,
                    i + 1,
                    solver.value(),
                    solver.nodes(),
                    seconds);
        }
        System.out.printf(
                Locale.ROOT,
                "total: %.0f positions, %.3f s CPU, %.0f positions per CPU second%n",
                totalNodes,
                totalCpu,
                totalNodes / totalCpu);
    }

    private static boolean isSafe(DotsPosition p, int line) {
        for (int box : p.boxesOf(line)) if (p.sidesDrawn(box % p.cols(), box / p.cols()) >= 2) return false;
        return true;
    }

    private static void empty(int cols, int rows, double capSeconds, int bits) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu = threads.getCurrentThreadCpuTime();
        double started = Clock.now();
        DotsSolver solver = new DotsSolver(DotsPosition.empty(cols, rows), bits);
        double report = started + 30_000;
        boolean solved = false;
        while (!solved && Clock.now() < started + capSeconds * 1000) {
            solved = solver.think(1000);
            if (!solved && Clock.now() >= report) {
                report += 30_000;
                System.out.printf(
                        Locale.ROOT,
                        "  %s: %.0f s, value in [%d, %d], %.0f positions%n",
                        DotsGame.sizeText(cols, rows),
                        (Clock.now() - started) / 1000,
                        solver.lowerBound(),
                        solver.upperBound(),
                        solver.nodes());
            }
        }
        double ms = Clock.now() - started;
        double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
        if (solved) {
            System.out.printf(
                    Locale.ROOT,
                    "%s empty board: value %+d for the first player, best %s, %.3f s (%.3f s CPU), %.0f positions,"
                            + " %.0f positions/s%n",
                    DotsGame.sizeText(cols, rows),
                    solver.value(),
                    solver.bestMove(),
                    ms / 1000,
                    cpuSeconds,
                    solver.nodes(),
                    solver.nodes() / ms * 1000);
        } else {
            System.out.printf(
                    Locale.ROOT,
                    "%s empty board: not solved in %.0f s (%.0f s CPU); proved value in [%d, %d]; %.0f positions,"
                            + " %.0f positions/s%n",
                    DotsGame.sizeText(cols, rows),
                    ms / 1000,
                    cpuSeconds,
                    solver.lowerBound(),
                    solver.upperBound(),
                    solver.nodes(),
                    solver.nodes() / ms * 1000);
        }
    }

    /** Times and node counts of a series of solves. */
    private static final class Stats {
        int count;
        double totalMs;
        double maxMs;
        double nodes;

        void add(double[] result) {
            count++;
            totalMs += result[0];
            maxMs = Math.max(maxMs, result[0]);
            nodes += result[1];
        }

        void print(String what) {
            System.out.printf(
                    Locale.ROOT,
                    "%s: max %.1f ms, mean %.2f ms per solve, %.0f positions/s%n",
                    what,
                    maxMs,
                    totalMs / count,
                    nodes / totalMs * 1000);
        }
    }
}
