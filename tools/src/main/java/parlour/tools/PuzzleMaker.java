package parlour.tools;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Makes the puzzle collections the widget's {@code puzzle: "collection:NAME"} plays, with the project's own solvers
 * ({@link PuzzleChecks}): random games played to a position where the side to move has exactly one best move, kept
 * with the moves that reach it, the line to find, a title in English and Polish and a difficulty. Written to the
 * assets' {@code puzzles/} folder; the same seed makes the same files.
 */
@Command(
        name = "PuzzleMaker",
        mixinStandardHelpOptions = true,
        versionProvider = ToolCommand.Version.class,
        description = "Writes puzzle collections made by the solvers (dots-endgames, morris6-wins, morris9-escapes,"
                + " morris9-endings,"
                + " arrows-escapes, gone-seeds).")
public final class PuzzleMaker implements Callable<Integer> {
    @Parameters(arity = "0..*", description = "collections to make (default: all)")
    List<String> names = new ArrayList<>();

    @Option(names = "--count", description = "puzzles a collection (default ${DEFAULT-VALUE})")
    int count = 30;

    @Option(names = "--seed", description = "random seed (default ${DEFAULT-VALUE})")
    long seed = 34;

    @Option(names = "--out", description = "the puzzles folder (default ${DEFAULT-VALUE})")
    Path out = Path.of("assets/src/main/static/puzzles");

    public static void main(String[] args) {
        ToolCommand.main(new PuzzleMaker(), args);
    }

    @Override
    public Integer call() throws IOException {
        if (names.isEmpty()) names = new ArrayList<>(PuzzleChecks.COLLECTIONS.keySet());
        Files.createDirectories(out);
        for (String name : names) {
            PuzzleChecks.Kind kind = PuzzleChecks.COLLECTIONS.get(name);
            if (kind == null) {
                System.err.println("no collection " + name + "; known: " + PuzzleChecks.COLLECTIONS.keySet());
                return 2;
            }
            long begun = System.nanoTime();
            List<PuzzleChecks.Found> found = make(kind, new Random(seed ^ name.hashCode()));
            write(name, kind, found);
            System.out.printf(
                    Locale.ROOT, "%s: %d puzzles in %.1f s%n", name, found.size(), (System.nanoTime() - begun) / 1e9);
        }
        return 0;
    }

    /** Random positions of the kind, kept when the solvers find a puzzle there, each position once. */
    private List<PuzzleChecks.Found> make(PuzzleChecks.Kind kind, Random random) {
        List<PuzzleChecks.Found> found = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        int tried = 0;
        while (found.size() < count && tried < count * 5000) {
            tried++;
            PuzzleChecks.Found f = kind.find(random, found.size());
            if (f == null || seen.contains(f.key())) continue;
            seen.add(f.key());
            found.add(f);
            System.out.println("  " + found.size() + ". " + f.titleEn + " (difficulty " + f.difficulty + ")");
        }
        System.out.println("  random games tried: " + tried + "; puzzles turned down by a rule: " + kind.rejected);
        // easiest first
        found.sort((a, b) -> Integer.compare(a.difficulty, b.difficulty));
        return found;
    }

    private void write(String name, PuzzleChecks.Kind kind, List<PuzzleChecks.Found> found) throws IOException {
        StringBuilder sb = new StringBuilder();
        sb.append("# Parlour puzzles: ")
                .append(name)
                .append(". Made by parlour.tools.PuzzleMaker (seed ")
                .append(seed)
                .append(") with the game's own solver; do not edit by hand, make them again.\n");
        sb.append(
                "# Each puzzle: the moves from the start to its position, the line to find (the solver's moves and\n");
        sb.append(
                "# the replies), what the solver found (value, depth), a title in English and Polish, a difficulty.\n");
        sb.append("# Difficulty (1 to 5): ").append(kind.difficultyRule()).append(".\n");
        sb.append("game ").append(kind.def().id()).append('\n');
        for (int i = 0; i < found.size(); i++) {
            PuzzleChecks.Found f = found.get(i);
            sb.append("\npuzzle ").append(i + 1).append('\n');
            sb.append("title.en ").append(f.titleEn).append('\n');
            sb.append("title.pl ").append(f.titlePl).append('\n');
            sb.append("difficulty ").append(f.difficulty).append('\n');
            sb.append("options");
            for (Map.Entry<String, String> e : f.options.entrySet())
                sb.append(' ').append(e.getKey()).append('=').append(e.getValue());
            sb.append('\n');
            sb.append("moves ").append(String.join(" ", f.moves)).append('\n');
            sb.append("line ").append(String.join(" ", f.line)).append('\n');
            sb.append("value ").append(f.value).append('\n');
            if (kind.anyOrder()) sb.append("order any\n");
            if (f.depth > 0) sb.append("depth ").append(f.depth).append('\n');
        }
        Files.writeString(out.resolve(name + ".txt"), sb.toString(), StandardCharsets.UTF_8);
    }
}
