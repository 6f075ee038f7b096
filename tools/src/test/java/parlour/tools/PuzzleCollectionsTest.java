package parlour.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.session.PuzzleCollection;

/**
 * The puzzle collections in the assets, checked again by the solvers that made them: each puzzle's best move is
 * still the only one (the Dots solver's, the Six Men's Morris tables' fastest win with the same number of plies, the
 * full search's only move that holds, and the rules that keep a puzzle from being trivial), and the widget reads every
 * file. Every puzzle, every run: all 180 take about ten seconds (the Six Men's Morris tables of nine men or fewer
 * and the Nine Men's Morris table of three men a side built first), so no sample is needed.
 */
class PuzzleCollectionsTest {
    private static final Path FOLDER = Path.of("../assets/src/main/static/puzzles");

    /** One puzzle as the file writes it. */
    private static final class Entry {
        final int number;
        final Map<String, String> options = new LinkedHashMap<>();
        List<String> moves = new ArrayList<>(), line = new ArrayList<>();
        int value, depth;

        Entry(int number) {
            this.number = number;
        }
    }

    private static List<Entry> read(String text) {
        List<Entry> out = new ArrayList<>();
        for (String l : text.split("\n")) {
            String[] w = l.trim().split(" ");
            if (w[0].equals("puzzle")) out.add(new Entry(Integer.parseInt(w[1])));
            else if (out.isEmpty()) continue;
            Entry e = out.get(out.size() - 1);
            List<String> rest = new ArrayList<>(Arrays.asList(w).subList(1, w.length));
            rest.removeIf(String::isEmpty);
            if (w[0].equals("options")) for (String pair : rest) e.options.put(pair.split("=")[0], pair.split("=")[1]);
            if (w[0].equals("moves")) e.moves = rest;
            if (w[0].equals("line")) e.line = rest;
            if (w[0].equals("value")) e.value = Integer.parseInt(rest.get(0));
            if (w[0].equals("depth")) e.depth = Integer.parseInt(rest.get(0));
        }
        return out;
    }

    @Test
    void everyCollectionIsReadAndItsPuzzlesAreStillUniqueByTheSolver() throws IOException {
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Map.Entry<String, PuzzleChecks.Kind> c : PuzzleChecks.COLLECTIONS.entrySet()) {
            String text = Files.readString(FOLDER.resolve(c.getKey() + ".txt"), StandardCharsets.UTF_8);
            PuzzleCollection read = PuzzleCollection.parse(c.getKey(), text);
            assertEquals(c.getValue().def().id(), read.game, c.getKey());
            assertThat(read.puzzles.size())
                    .as(c.getKey() + " has " + read.puzzles.size() + " puzzles")
                    .isGreaterThanOrEqualTo(30);
            List<Entry> entries = read(text);
            assertEquals(read.puzzles.size(), entries.size());
            for (Entry e : entries) {
                String why = c.getValue().recheck(e.options, e.moves, e.line, e.value, e.depth);
                checked++;
                if (why != null) problems.add(c.getKey() + " puzzle " + e.number + ": " + why);
            }
        }
        System.out.println("puzzles checked again by the solvers: " + checked);
        assertNull(problems.isEmpty() ? null : problems);
    }
}
