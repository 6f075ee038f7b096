package parlour.desktop;

import static parlour.desktop.CommandLines.plain;
import static parlour.words.Tr.t;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.Callable;
import parlour.app.GoneFiles;
import parlour.match.Text;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

/** {@code parlour.jar gone [--adjacency 4|8] FILE...}: answers Gone for board files, one line a file. */
public final class GoneCommand implements Callable<Integer> {
    final CommandSpec spec;
    private final PrintStream out, err;

    GoneCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
        spec = CommandLines.command(
                this,
                "gone",
                t("Gone: rounds and whether black remains, for each board file"),
                CommandLines.PROGRAM + " gone [OPTIONS] FILE...");
        CommandLines.describe(
                spec,
                (t(
                        "Prints FILE: rounds=N black-remains=yes|no for each board file (grid or list format). A grid may"
                                + " have up to {0} places and a file {1} MB unless --max-cells allows more (a file then"
                                + " up to two bytes a place, at most 2 GB).",
                        GoneFiles.MAX_CELLS, BoundedFiles.MAX_BYTES >> 20)));
        spec.addOption(OptionSpec.builder("--adjacency")
                .paramLabel("4|8")
                .type(String.class)
                .defaultValue("4")
                .description(plain(t("4: orthogonal neighbours (the default); 8: diagonal ones too")))
                .converters(v -> {
                    if (v.equals("4") || v.equals("8")) return v;
                    throw OptionValues.problem(t(
                            "--adjacency must be 4 (orthogonal neighbours) or 8 (diagonal ones too), not {0}",
                            Text.quote(v)));
                })
                .build());
        spec.addOption(OptionSpec.builder("--max-cells")
                .paramLabel("N")
                .type(Long.class)
                .description(plain(t("the most places a grid may have, up to {0}", MAX_CELLS_FLAG)))
                .converters(OptionValues.whole("--max-cells", 1, MAX_CELLS_FLAG))
                .build());
        spec.addPositional(PositionalParamSpec.builder()
                .index("0..*")
                .arity("0..*")
                .paramLabel("FILE")
                .type(List.class)
                .auxiliaryTypes(String.class)
                .description(plain(t("a board file")))
                .build());
        CommandLines.language(spec);
        CommandLines.finish(spec);
    }

    /** Runs the command on {@code args} (after the word {@code gone}); returns the exit status. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return CommandLines.execute(CommandLines.of(new GoneCommand(out, err).spec, out, err), args);
    }

    @Override
    public Integer call() {
        List<String> files = spec.positionalParameters().get(0).getValue();
        if (files == null || files.isEmpty())
            throw new ParameterException(spec.commandLine(), t("no board file given"));
        boolean eight = spec.findOption("--adjacency").getValue().equals("8");
        Long given = spec.findOption("--max-cells").getValue();
        long maxCells = given != null ? given : GoneFiles.MAX_CELLS;
        int status = 0;
        for (String f : files) {
            try {
                int maxBytes = maxCells <= GoneFiles.MAX_CELLS
                        ? BoundedFiles.MAX_BYTES
                        : (int) Math.min(Integer.MAX_VALUE - 16, 2 * maxCells);
                String text = new String(BoundedFiles.read(Paths.get(f), maxBytes), StandardCharsets.UTF_8);
                out.println(f + ": " + GoneFiles.solve(text, f, maxCells, eight));
            } catch (GoneFiles.NotABoard e) {
                err.println(e.getMessage());
                status = 1;
            } catch (IOException | RuntimeException e) {
                err.println(
                        e instanceof BoundedFiles.Refused ? e.getMessage() : f + ": cannot be read: " + e.getMessage());
                status = 1;
            } catch (OutOfMemoryError e) {
                err.println(f + ": too large for the memory given (try java -Xmx4g)");
                status = 1;
            }
            out.flush();
        }
        return status;
    }

    /** The command line may allow grids of up to a billion places (1 GB of memory, a 2 GB file). */
    private static final long MAX_CELLS_FLAG = 1L << 30;

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }
}
