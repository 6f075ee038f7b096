package parlour.tools;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.Random;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.arrows.BoardGenerator;
import parlour.arrows.ai.ArrowsPlayers;
import parlour.arrows.ai.SearchPlayer;
import parlour.match.Clock;
import parlour.match.Thinker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Arrows levels against each other on random boards with clocks, driven as the game screen drives them
 * (a budget of min(think time, clock left / 20) a move, thought in slices, the wall time charged to the
 * clock): wins, losses on time, the longest slice in wall time and in this thread's CPU time (on a loaded
 * machine the wall time also counts the waits for a core), and the strong player's depth and nodes per second.
 * A level may also be {@code safe}, the random mover that never loses at once ({@link SafeRandomArrows}).
 *
 * <pre>java -cp tools/target/parlour-tools.jar parlour.tools.ArrowsArena [--size 10x10] [--blocked 8] [--games 20] [--clock 60] [--seed 1] LEVEL_A LEVEL_B</pre>
 */
@Command(
        name = "ArrowsArena",
        mixinStandardHelpOptions = true,
        versionProvider = ToolCommand.Version.class,
        description = "Arrows levels against each other on random boards with clocks.")
public final class ArrowsArena implements Runnable {
    private static final double SLICE_MS = 5;
    /** The level name of the yardstick {@link SafeRandomArrows}. */
    private static final String SAFE = "safe";

    @Parameters(
            index = "0",
            paramLabel = "LEVEL_A",
            converter = Level.class,
            description = "easy, medium, strong or safe")
    String a;

    @Parameters(
            index = "1",
            paramLabel = "LEVEL_B",
            converter = Level.class,
            description = "easy, medium, strong or safe")
    String b;

    @Option(
            names = "--size",
            paramLabel = "COLSxROWS",
            defaultValue = "10x10",
            converter = ToolCommand.SizeConverter.class,
            description = "cells across x up (default 10x10)")
    ToolCommand.Size size;

    @Option(names = "--blocked", paramLabel = "N", defaultValue = "8", description = "blocked cells (default 8)")
    int blocked;

    @Mixin
    final SharedOptions.Games games = new SharedOptions.Games(20);

    @Option(
            names = "--clock",
            paramLabel = "SECONDS",
            defaultValue = "60",
            description = "each side's clock (default 60)")
    double clockSeconds;

    @Mixin
    SharedOptions.Seed seed;

    private ArrowsArena() {}

    /** An Arrows level or the yardstick {@link #SAFE}. */
    static final class Level extends ToolCommand.Levels {
        Level() {
            super(ArrowsGame.RULES.players().levels(), SAFE);
        }
    }

    public static void main(String[] args) {
        ToolCommand.main(new ArrowsArena(), args);
    }

    @Override
    public void run() {
        double clock = clockSeconds * 1000;
        Random random = seed.random();
        int cols = size.cols, rows = size.rows;
        int winsA = 0, winsB = 0, timeA = 0, timeB = 0;
        double worstSlice = 0, worstCpu = 0, nodes = 0, searchMs = 0, searchCpuMs = 0;
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long depthSum = 0, searches = 0;
        int maxDepth = 0;
        for (int g = 0; g < games.count; g++) {
            ArrowsBoard board = BoardGenerator.generate(cols, rows, blocked, random);
            // A owns the first piece in even games, B in odd ones; the owner of the first piece moves first
            ArrowsPosition p = ArrowsGame.start(board, 1, "untimed", String.valueOf(blocked));
            String[] level = g % 2 == 0 ? new String[] {null, a, b} : new String[] {null, b, a};
            double[] left = {0, clock, clock};
            int loserOnTime = 0;
            while (p.winner() < 0) {
                int side = p.toMove();
                Thinker t;
                if (level[side].equals(SAFE)) t = new SafeRandomArrows(p, random);
                else {
                    double budget = Math.min(ArrowsPlayers.LEVELS.thinkMillis(level[side]), left[side] / 20);
                    t = ArrowsPlayers.LEVELS.computer(level[side], p, random, budget);
                }
                double start = Clock.now();
                long startCpu = cpu.getCurrentThreadCpuTime();
                boolean done = false;
                while (!done) {
                    double s = Clock.now();
                    long c = cpu.getCurrentThreadCpuTime();
                    done = t.think(SLICE_MS);
                    worstSlice = Math.max(worstSlice, Clock.now() - s);
                    worstCpu = Math.max(worstCpu, (cpu.getCurrentThreadCpuTime() - c) / 1e6);
                }
                double used = Clock.now() - start;
                left[side] -= used;
                if (left[side] <= 0) {
                    loserOnTime = side;
                    break;
                }
                if (t instanceof SearchPlayer && level[side].equals("strong") && ((SearchPlayer) t).nodes() > 0) {
                    SearchPlayer sp = (SearchPlayer) t;
                    nodes += sp.nodes();
                    searchMs += used;
                    searchCpuMs += (cpu.getCurrentThreadCpuTime() - startCpu) / 1e6;
                    depthSum += sp.depthReached();
                    searches++;
                    maxDepth = Math.max(maxDepth, sp.depthReached());
                }
                p = ArrowsGame.RULES.play(p, t.move());
            }
            int winner = loserOnTime > 0 ? 3 - loserOnTime : p.winner();
            boolean aWon = (winner == 1) == (g % 2 == 0);
            if (aWon) winsA++;
            else winsB++;
            if (loserOnTime > 0) {
                if (aWon) timeB++;
                else timeA++;
            }
        }
        System.out.println(String.format(
                Locale.ROOT,
                "%s vs %s on %s, %d blocked, %d games, %.0f s clocks: %s wins %d (%.0f%%), %s wins %d;"
                        + " lost on time: %s %d, %s %d; longest slice %.1f ms (%.1f ms of CPU time)",
                a,
                b,
                size,
                blocked,
                games.count,
                clock / 1000,
                a,
                winsA,
                100.0 * winsA / games.count,
                b,
                winsB,
                a,
                timeA,
                b,
                timeB,
                worstSlice,
                worstCpu));
        if (searches > 0) {
            System.out.println(String.format(
                    Locale.ROOT,
                    "strong: %d searches, mean depth %.1f, max depth %d, %.0f nodes/s (%.0f per CPU second)",
                    searches,
                    (double) depthSum / searches,
                    maxDepth,
                    nodes / (searchMs / 1000),
                    nodes / (searchCpuMs / 1000)));
        }
    }
}
