package parlour.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.shell.launch.LaunchOptions;
import parlour.testing.Catalogues;

/** Launch options for Morris: who moves first is drawn by default (the seed), or set; the rule options are read. */
class MorrisLaunchTest {
    private static Map<String, String> map(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
        return m;
    }

    @Test
    void theFirstPlayerIsRandomUnlessGiven() {
        LaunchOptions o = LaunchOptions.read(
                Catalogues.STANDARD, map("game", "morris6", "flying", "off", "drawafter", "never"), "test");
        assertThat(o.problems).as(o.problems.toString()).isEmpty();
        assertEquals(LaunchOptions.RANDOM, o.firstFor(Catalogues.STANDARD.byId("morris6")));
        assertEquals("off", o.gameOptions.get("flying"));
        assertEquals(
                2,
                LaunchOptions.read(Catalogues.STANDARD, map("game", "morris9", "first", "2"), "test")
                        .firstFor(Catalogues.STANDARD.byId("morris9")));
        assertEquals(
                LaunchOptions.RANDOM,
                LaunchOptions.read(Catalogues.STANDARD, map("game", "dots", "first", "random"), "test")
                        .firstFor(Catalogues.STANDARD.byId("dots")));
        assertEquals(
                1,
                LaunchOptions.read(Catalogues.STANDARD, map("game", "dots"), "test")
                        .firstFor(Catalogues.STANDARD.byId("dots")),
                "other games keep player 1");
        LaunchOptions bad = LaunchOptions.read(
                Catalogues.STANDARD, map("game", "morris6", "first", "3", "doublemill", "maybe"), "test");
        assertEquals(2, bad.problems.size(), bad.problems.toString());
    }
}
