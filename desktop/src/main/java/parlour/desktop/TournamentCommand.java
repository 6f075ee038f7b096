package parlour.desktop;

import static parlour.desktop.CommandLines.option;
import static parlour.desktop.CommandLines.plain;
import static parlour.words.Tr.t;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.Callable;
import parlour.app.ArrowsTournament;
import parlour.match.Text;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

/** The {@code tournament} command line: typed options and the engines, checked before {@link Tournament} plays. */
final class TournamentCommand implements Callable<Integer> {
    final CommandSpec spec;
    private final PrintStream out;

    TournamentCommand(PrintStream out) {
        this.out = out;
        spec = CommandLines.command(
                this,
                "tournament",
                t("Arrows: levels and engine programs play each other, with clocks"),
                CommandLines.PROGRAM + " tournament [OPTIONS] ENGINE ENGINE [ENGINE...]");
        CommandLines.describe(
                spec,
                (t("Each pair plays N games on the same boards, swapping who owns the first piece;"
                        + " then a table gives each engine's wins, losses, losses on time and illegal moves.")));
        option(
                spec,
                "--games",
                "N",
                "2",
                t("games each pair plays (default 2)"),
                Long.class,
                OptionValues.whole("--games", 1, 100000));
        option(
                spec,
                "--size",
                "COLSxROWS",
                "8x8",
                t(
                        "size of the random boards, {0}x{0} to {1}x{1} (default 8x8)",
                        ArrowsTournament.MIN_SIDE, ArrowsTournament.MAX_SIDE),
                OptionValues.Size.class,
                OptionValues.size("--size", ArrowsTournament.MIN_SIDE, ArrowsTournament.MAX_SIDE, "8x8"));
        option(
                spec,
                "--blocked",
                "N",
                "8",
                t("blocked cells on a random board (default 8)"),
                Long.class,
                OptionValues.whole("--blocked", 0, ArrowsTournament.MAX_SIDE * ArrowsTournament.MAX_SIDE));
        option(
                spec,
                "--clock",
                "SECONDS",
                "60",
                t("each side's clock for a game (default 60)"),
                Double.class,
                OptionValues.seconds("--clock"));
        option(
                spec,
                "--board",
                "FILE",
                null,
                t("play every game on this board file instead of random ones"),
                String.class,
                v -> v);
        option(
                spec,
                "--seed",
                "N",
                null,
                t("seed of the random boards and levels (default: the time)"),
                Long.class,
                OptionValues.whole("--seed", -Long.MAX_VALUE, Long.MAX_VALUE));
        spec.addPositional(PositionalParamSpec.builder()
                .index("0..*")
                .arity("0..*")
                .paramLabel("ENGINE")
                .type(List.class)
                .auxiliaryTypes(String.class)
                .description(plain(t(
                        "{0} or cmd:COMMAND, a program speaking the engine protocol, split as a shell splits it:"
                                + " \"cmd:java -jar parlour.jar engine\", cmd:\"/my dir/engine.sh\" --flag",
                        Text.join(ArrowsTournament.levels()))))
                .build());
        CommandLines.language(spec);
        CommandLines.finish(spec);
    }

    /** Checks an engine: a level, or {@code cmd:} and a command that splits into words. */
    private static void engine(String v) {
        if (v.startsWith("cmd:")) {
            List<String> words;
            try {
                words = ShellWords.split(v.substring(4));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(t("ENGINE {0}: {1}", Text.quote(v), e.getMessage()));
            }
            if (words.isEmpty()) throw new IllegalArgumentException(t("ENGINE cmd: needs a command after the colon"));
            return;
        }
        for (String level : ArrowsTournament.levels()) if (level.equals(v)) return;
        throw new IllegalArgumentException(t(
                "ENGINE must be one of {0} or cmd:COMMAND, not {1}",
                Text.join(ArrowsTournament.levels()), Text.quote(v)));
    }

    @Override
    public Integer call() {
        List<String> engines = spec.positionalParameters().get(0).getValue();
        if (engines == null || engines.size() < 2)
            throw new ParameterException(spec.commandLine(), t("a tournament needs at least two engines"));
        ArrowsTournament.Board fixed = null;
        String board = spec.findOption("--board").getValue();
        if (board != null) {
            try {
                fixed = ArrowsTournament.read(BoundedFiles.read(Paths.get(board), BoundedFiles.MAX_BYTES), board);
            } catch (IOException | RuntimeException e) {
                throw new ParameterException(spec.commandLine(), "--board: " + e.getMessage());
            }
        }
        for (String e : engines) {
            try {
                engine(e);
            } catch (IllegalArgumentException problem) {
                throw new ParameterException(spec.commandLine(), problem.getMessage());
            }
        }
        OptionValues.Size size = spec.findOption("--size").getValue();
        Long seed = spec.findOption("--seed").getValue();
        long games = spec.findOption("--games").<Long>getValue();
        long blocked = spec.findOption("--blocked").<Long>getValue();
        double clock = spec.findOption("--clock").<Double>getValue();
        return Tournament.play(
                engines,
                (int) games,
                new int[] {size.cols, size.rows},
                (int) blocked,
                clock,
                fixed,
                seed != null ? seed : System.nanoTime(),
                out,
                spec.commandLine().getErr());
    }
}
