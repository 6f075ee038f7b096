package parlour.desktop.morris;

import static parlour.desktop.CommandLines.option;
import static parlour.words.Tr.t;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;
import parlour.app.MorrisBouts;
import parlour.desktop.CommandLines;
import parlour.desktop.OptionValues;
import parlour.match.Clock;
import parlour.match.Text;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Plays one Morris computer level against another, alternating who moves first, and prints wins, draws and
 * losses, points, think times (per decision, and the longest slice in wall time and in this thread's CPU time:
 * on a loaded machine the wall time also counts the waits for a core) and, for searching players, depth and
 * positions per second. In Six Men's Morris each move is also checked against the database: a move that turns
 * a drawn or won position into a lost one is counted as a blunder.
 *
 * <pre>java -cp desktop/target/parlour.jar parlour.desktop.morris.MorrisArena [--games N] [--seed N] [--flying on|off] [--search] morris6|morris9 LEVEL_A LEVEL_B</pre>
 * With {@code --search} the database is not installed: the strong player searches, as in the web widget.
 */
public final class MorrisArena implements Callable<Integer> {
    final CommandSpec spec;

    MorrisArena() {
        spec = CommandLines.command(
                this,
                "MorrisArena",
                t("One Morris computer level plays another, taking turns to move first."),
                "java -cp parlour.jar parlour.desktop.morris.MorrisArena [OPTIONS] morris6|morris9 LEVEL_A LEVEL_B");
        positional(0, "morris6|morris9", t("the game"), OptionValues.choice("GAME", "morris6", "morris9"));
        String levels = Text.join(MorrisBouts.levels());
        positional(1, "LEVEL_A", t("a level: {0}", levels), OptionValues.choice("LEVEL_A", MorrisBouts.levels()));
        positional(2, "LEVEL_B", t("a level: {0}", levels), OptionValues.choice("LEVEL_B", MorrisBouts.levels()));
        option(
                spec,
                "--games",
                "N",
                "100",
                t("games to play (default 100)"),
                Long.class,
                OptionValues.whole("--games", 1, 1000000));
        option(
                spec,
                "--seed",
                "N",
                "1",
                t("seed of the players' random choices (default 1)"),
                Long.class,
                OptionValues.whole("--seed", -Long.MAX_VALUE, Long.MAX_VALUE));
        option(
                spec,
                "--flying",
                "on|off",
                "on",
                t("the flying rule (default on)"),
                String.class,
                OptionValues.choice("--flying", "on", "off"));
        spec.addOption(OptionSpec.builder("--search")
                .type(boolean.class)
                .arity("0")
                .description(
                        CommandLines.plain(t("without the database: the strong player searches, as in the web widget")))
                .build());
        CommandLines.finish(spec);
    }

    private void positional(int index, String label, String help, ITypeConverter<String> converter) {
        spec.addPositional(PositionalParamSpec.builder()
                .index(String.valueOf(index))
                .arity("1")
                .required(true)
                .paramLabel(label)
                .type(String.class)
                .description(CommandLines.plain(help))
                .converters(converter)
                .build());
    }

    public static void main(String[] args) {
        System.exit(CommandLines.execute(CommandLines.of(new MorrisArena().spec, System.out, System.err), args));
    }

    @Override
    public Integer call() {
        List<PositionalParamSpec> p = spec.positionalParameters();
        String game = p.get(0).getValue();
        String[] level = {p.get(1).getValue(), p.get(2).getValue()};
        play(
                game,
                level,
                spec.findOption("--games").<Long>getValue().intValue(),
                new Random(spec.findOption("--seed").<Long>getValue()),
                spec.findOption("--flying").getValue(),
                Boolean.TRUE.equals(spec.findOption("--search").getValue()));
        return 0;
    }

    private static void play(String game, String[] level, int games, Random random, String flying, boolean search) {
        MorrisBouts bouts = new MorrisBouts(
                game.equals("morris9"), flying.equals("on"), search ? null : MorrisTableFiles.fromJar(true));
        double slice = 5;
        int[] wins = new int[2], blunders = new int[2], decisions = new int[2], depthSum = new int[2];
        int draws = 0;
        int[] slices = new int[2], over20 = new int[2];
        double[] think = new double[2],
                worst = new double[2],
                worstSlice = new double[2],
                worstCpu = new double[2],
                nodes = new double[2],
                searchMillis = new double[2];
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        double started = Clock.now();
        for (int g = 0; g < games; g++) {
            int aSeat = g % 2 == 0 ? 1 : 2; // A moves first in even games
            MorrisBouts.Bout p = bouts.start();
            while (!p.isOver()) {
                int who = p.toMove() == aSeat ? 0 : 1;
                MorrisBouts.Computer t = p.computer(level[who], random);
                double begun = Clock.now();
                boolean done = false;
                while (!done) {
                    double before = Clock.now();
                    long cpuBefore = cpu.getCurrentThreadCpuTime();
                    done = t.think(slice);
                    double took1 = Clock.now() - before;
                    worstCpu[who] = Math.max(worstCpu[who], (cpu.getCurrentThreadCpuTime() - cpuBefore) / 1e6);
                    worstSlice[who] = Math.max(worstSlice[who], took1);
                    slices[who]++;
                    if (took1 > 20) over20[who]++;
                }
                double took = Clock.now() - begun;
                think[who] += took;
                worst[who] = Math.max(worst[who], took);
                decisions[who]++;
                if (t.searches()) {
                    nodes[who] += t.nodes();
                    searchMillis[who] += took;
                    depthSum[who] += t.depth();
                }
                if (p.play(t)) blunders[who]++;
            }
            if (p.winner() == 0) draws++;
            else wins[p.winner() == aSeat ? 0 : 1]++;
            System.out.printf(
                    Locale.ROOT,
                    "game %3d: A %s %s, %s%n",
                    g + 1,
                    level[0],
                    aSeat == 1 ? "first" : "second",
                    p.winner() == 0
                            ? "draw (" + p.why() + ")"
                            : (p.winner() == aSeat ? "A" : "B") + " wins (" + p.why() + ")");
        }
        System.out.printf(
                Locale.ROOT,
                "%s: %s (A) vs %s (B), %d games, flying %s: A wins %d, draws %d, B wins %d; A scores %.1f%% of the points (%.0f s)%n",
                game,
                level[0],
                level[1],
                games,
                flying,
                wins[0],
                draws,
                wins[1],
                100.0 * (wins[0] + draws / 2.0) / games,
                (Clock.now() - started) / 1000);
        for (int w = 0; w < 2; w++) {
            System.out.printf(
                    Locale.ROOT,
                    "%s %-7s %6d decisions, think %6.1f ms mean, %6.1f ms max, longest slice %5.1f ms (%.1f ms of CPU time; %d of %d slices over 20 ms)%s%s%n",
                    w == 0 ? "A" : "B",
                    level[w],
                    decisions[w],
                    think[w] / Math.max(1, decisions[w]),
                    worst[w],
                    worstSlice[w],
                    worstCpu[w],
                    over20[w],
                    slices[w],
                    searchMillis[w] > 0
                            ? String.format(
                                    Locale.ROOT,
                                    ", mean depth %.1f, %.0f positions/s",
                                    (double) depthSum[w] / decisions[w],
                                    nodes[w] / searchMillis[w] * 1000)
                            : "",
                    bouts.judged() ? ", blunders by the database " + blunders[w] : "");
        }
    }
}
