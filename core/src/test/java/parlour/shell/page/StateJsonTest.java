package parlour.shell.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.game.MoveValue;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.testgame.Nim;
import parlour.testgame.NimPosition;
import parlour.testing.State;

/**
 * The state a page's script reads is JSON that a strict parser accepts and that gives back every text put into it:
 * quotes, backslashes, line ends, control characters, U+2028/U+2029, Polish letters and a surrogate without its pair,
 * in a status line (which names files), a hint, an analysed move, a computer's level and an option's value.
 */
class StateJsonTest {
    private static final List<String> HOSTILE = Arrays.asList(
            "say \"hi\"",
            "C:\\boards\\a.txt",
            "\\\"",
            "line\nnext\r\nand\ttab",
            controlCharacters(),
            "\u2028 and \u2029",
            "Zażółć gęślą jaźń ŁÓDŹ",
            "a lone \ud800 high and \udc00 low",
            "a pair \ud83d\ude00 kept",
            "ends high \ud83d",
            "</script><!--",
            "");

    private static String controlCharacters() {
        StringBuilder sb = new StringBuilder();
        for (char c = 0; c < 32; c++) sb.append(c);
        return sb.append('\u007f').toString();
    }

    private static State stateWith(String text) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("heaps", "3-4-5");
        options.put("mode", "play");
        options.put("clock", text);
        NimPosition start = Nim.GAME.start(options, 1);
        Match<NimPosition> match = new Match<>(Nim.GAME, start, Seat.HUMAN, Seat.computer("level " + text));
        List<MoveValue> analysis = Arrays.asList(new MoveValue(text, 1, true, MoveValue.BEST, "+1"));
        return State.of(StateJson.of(Nim.GAME, match, false, text, true, analysis, text, "null", 7));
    }

    @Test
    void everyHostileTextComesBackAsItWent() {
        for (String text : HOSTILE) {
            State s = stateWith(text);
            assertEquals(text, s.status(), "the status line");
            assertEquals(text, s.hint(), "the hint");
            assertEquals(text, s.string("analysis.0.move"), "an analysed move");
            assertEquals("ai:level " + text, s.strings("players").get(1), "a computer's level");
            assertEquals(text, s.string("options.clock"), "an option under options");
            assertEquals(text, s.string("clock"), "the same option at the top level");
            assertEquals("nim", s.string("game"));
            assertEquals(7, s.integer("frames"));
        }
    }

    @Test
    void noCharacterAScriptTakesForALineEndIsLeftRaw() {
        for (String text : HOSTILE) {
            String json = stateWith(text).text();
            for (char c : json.toCharArray())
                assertFalse(c < 32 || c == '\u2028' || c == '\u2029', "raw character " + (int) c + " in " + json);
        }
    }

    @Test
    void theStrictReadingRefusesWhatJsonParseRefuses() {
        assertThrows(AssertionError.class, () -> State.of("{\"status\":\"a\tb\"}"), "a raw tab");
        assertThrows(AssertionError.class, () -> State.of("{\"status\":\"a\\qb\"}"), "a bad escape");
        assertThrows(AssertionError.class, () -> State.of("{\"status\":\"\ud800\"}"), "a lone surrogate");
        assertThrows(AssertionError.class, () -> State.of("{\"result\":none}"), "a bare word");
        assertEquals("a\tb", State.of("{\"status\":\"a\\tb\"}").status());
    }
}
