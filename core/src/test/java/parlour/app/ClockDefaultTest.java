package parlour.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.match.Seat;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaunchOptions;

/**
 * Issue 36: a page's Arrows has no clock unless the page asks for one (the web launcher prefers {@code clock=untimed});
 * the desktop, which prefers nothing, keeps the game's 5-minute clock; a clock the page names wins.
 */
class ClockDefaultTest {
    private static LaunchOptions read(boolean web, String... pairs) {
        Launch launch = new Launch((MorrisTables.Source) null);
        if (web) launch.preferDefault("clock", "untimed");
        Map<String, String> given = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) given.put(pairs[i], pairs[i + 1]);
        launch.read(given, "page");
        assertThat(launch.problems()).as(launch.problems().toString()).isEmpty();
        return launch.options();
    }

    private static boolean timed(LaunchOptions o) {
        GameEntry<?> e = o.entry();
        return e.newMatch(o.gameOptions, 1, Seat.HUMAN, Seat.HUMAN).hasClocks();
    }

    @Test
    void aPagesArrowsIsUntimedUnlessAskedTheDesktopsKeepsItsClock() {
        assertFalse(timed(read(true, "game", "arrows")), "a page's default");
        assertEquals("untimed", read(true, "game", "arrows").entry().defaults().get("clock"));
        assertTrue(timed(read(true, "game", "arrows", "clock", "1")), "a clock the page asks for");
        assertTrue(timed(read(false, "game", "arrows")), "the desktop keeps the game's own");
        assertEquals("5", read(false, "game", "arrows").entry().defaults().get("clock"));
    }

    @Test
    void aGameWithoutTheOptionIsLeftAsItIs() {
        assertThat(read(true, "game", "dots").entry().defaults()).doesNotContainKey("clock");
    }
}
