package parlour.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.game.OptionSpec;
import parlour.match.Text;
import parlour.shell.launch.LaunchOptions;
import parlour.shell.launch.OptionLimits;
import parlour.store.Settings;
import parlour.testing.Catalogues;
import parlour.ui.Theme;
import parlour.words.Language;
import parlour.words.Tr;

/**
 * Fuzz target: page or command-line options (the embed options: game, sizes, p1, first, theme, sound, speed, viewOnly,
 * lang and each game's own), one {@code name=value} a line, read as the web launcher does (OptionLimits, then
 * LaunchOptions.read, as data- attributes and as the page's query, the attributes' problems taken over when the page
 * has none). Nothing escapes; each problem is one clear message naming the option, in English and in Polish; whatever
 * was accepted is in range. The widget's id (its storage slot) and a share link's position are parlour.js's and
 * frame.js's, not core's: see ShareLinkFuzzTest.
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
        assertThat(o.problems.size()).as("at most one problem per option").isLessThanOrEqualTo(given);
        for (String p : o.problems) {
            Clear.message(p);
            assertThat(p).as(p).startsWith("page option ");
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
        assertTrue(o.lang == null || Arrays.asList(Language.CODES).contains(o.lang), o.lang);
        assertTrue(o.theme == null || o.theme.equals(LaunchOptions.AUTO_THEME) || Theme.byId(o.theme) != null, o.theme);
        assertTrue(o.speed == null || o.speed >= 0 && o.speed < Settings.SPEED_NAMES.length, "speed " + o.speed);
        String viewOnly = values.get("viewOnly");
        if (viewOnly != null && o.problems.isEmpty())
            assertEquals(
                    viewOnly.trim().equals("on")
                            || viewOnly.trim().equals("true")
                            || viewOnly.trim().equals("1"),
                    o.viewOnly);
        asTheWidgetSaysThem(values);
    }

    /** WebLauncher: the data- attributes' problems when the page's query has none, said in English and in Polish. */
    private static void asTheWidgetSaysThem(Map<String, String> values) {
        LaunchOptions attributes = LaunchOptions.read(Catalogues.STANDARD, values, "data-");
        LaunchOptions page = LaunchOptions.read(Catalogues.STANDARD, new LinkedHashMap<String, String>(), "page");
        page.addProblemsOf(attributes);
        assertEquals(attributes.problems, page.problems);
        for (Language l : new Language[] {Language.ENGLISH, FuzzGames.polish()}) {
            Tr.use(l);
            try {
                String said = page.problemsText();
                List<String> lines = said.isEmpty() ? new ArrayList<String>() : Text.lines(said);
                assertEquals(page.problems.size(), lines.size(), "one line a problem: " + Text.quote(said));
                for (String line : lines) {
                    Clear.message(line);
                    assertThat(line).as(line).startsWith("data-");
                }
            } finally {
                Tr.use(Language.ENGLISH);
            }
        }
    }
}
