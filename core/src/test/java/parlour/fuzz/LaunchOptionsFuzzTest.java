package parlour.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.game.OptionSpec;
import parlour.match.Text;
import parlour.shell.LaunchOptions;
import parlour.shell.OptionLimits;
import parlour.testing.Catalogues;

/**
 * Fuzz target: page or command-line options, one {@code name=value} a line, read as the web launcher
 * does (OptionLimits, then LaunchOptions.read). Nothing escapes; each problem is one clear message naming
 * the option; whatever was accepted is in range.
 */
class LaunchOptionsFuzzTest {
    @FuzzTest(maxDuration = "10s")
    void options(byte[] bytes) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String line : Text.lines(new String(bytes, StandardCharsets.UTF_8))) {
            int eq = line.indexOf('=');
            if (eq >= 0) values.put(line.substring(0, eq), line.substring(eq + 1));
        }
        int given = values.size();
        List<String> problems = OptionLimits.dropLong(values, "page");
        LaunchOptions o = LaunchOptions.read(Catalogues.STANDARD, values, "page");
        o.problems.addAll(problems);
        assertTrue(o.problems.size() <= given, "at most one problem per option");
        for (String p : o.problems) {
            Clear.message(p);
            assertTrue(p.startsWith("page option "), p);
        }
        // every game option kept is one its game accepts, for a game of the catalogue
        assertTrue(o.game == null || Arrays.asList(Catalogues.STANDARD.ids()).contains(o.game));
        for (Map.Entry<String, String> e : o.gameOptions.entrySet()) {
            boolean known = false;
            for (OptionSpec spec : o.entry().def.options()) {
                if (!spec.name.equals(e.getKey())) continue;
                known = true;
                assertEquals(e.getValue(), spec.check(e.getValue()));
            }
            assertTrue(known, e.getKey());
        }
        assertTrue(o.first == 1
                || o.first == 2
                || o.first == LaunchOptions.RANDOM
                || o.first == LaunchOptions.GAME_DEFAULT);
    }
}
