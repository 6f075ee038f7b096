package parlour.desktop.morris;

import static parlour.desktop.CommandLines.option;
import static parlour.words.Tr.t;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import parlour.desktop.CommandLines;
import parlour.desktop.OptionValues;
import parlour.game.Words;
import parlour.match.Clock;
import parlour.match.Thinker;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisPosition;
import parlour.morris.ai.MorrisDatabase;
import parlour.morris.ai.MorrisPlayers;
import parlour.morris.ai.MorrisTable;
import parlour.morris.ai.SearchPlayer;
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
        String levels = Words.join(MorrisGame.SIX.players().levels());
        positional(
                1,
                "LEVEL_A",
                t("a level: {0}", levels),
                OptionValues.choice("LEVEL_A", MorrisGame.SIX.players().levels()));
        positional(
                2,
                "LEVEL_B",
                t("a level: {0}", levels),
                OptionValues.choice("LEVEL_B", MorrisGame.SIX.players().levels()));
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
        MorrisGame game = p.get(0).getValue().equals("morris9") ? MorrisGame.NINE : MorrisGame.SIX;
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

    private static void play(MorrisGame game, String[] level, int games, Random random, String flying, boolean search) {
        Map<String, String> options = new HashMap<>();
        options.put(MorrisGame.FLYING.name, flying);
        options.put(MorrisGame.DOUBLE.name, "off");
        options.put(MorrisGame.DRAW.name, "50");
        MorrisDatabase database = search ? MorrisDatabase.NONE : new MorrisDatabase(MorrisTableFiles.fromJar(true));
        MorrisTable table = game == MorrisGame.SIX ? database.tableFor(game.rules(options)) : null;
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
            MorrisPosition p = game.start(options, 1);
            while (!p.isOver()) {
                int who = p.toMove() == aSeat ? 0 : 1;
                Thinker t =
                        MorrisPlayers.create(level[who], p, random, MorrisPlayers.thinkMillis(level[who]), database);
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
                if (t instanceof SearchPlayer) {
                    nodes[who] += ((SearchPlayer) t).nodes();
                    searchMillis[who] += took;
                    depthSum[who] += ((SearchPlayer) t).depth();
                }
                MorrisPosition next = game.play(p, t.move());
                if (table != null
                        && table.value(p) >= 0
                        && (next.isOver()
                                ? next.winner() != p.toMove() && next.winner() != 0
                                : table.value(next) > 0)) {
                    blunders[who]++;
                }
                p = next;
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
                game.id(),
                level[0],
                level[1],
                games,
                options.get("flying"),
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
                    table != null ? ", blunders by the database " + blunders[w] : "");
        }
    }
}
