package parlour.shell.launch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.testing.Catalogues;

/** Reliability finding 1: a 200,000-character page option gets one short message and the other options still apply. */
class OptionLimitsTest {
    @Test
    void anOverLongSizeIsDroppedWithAShortMessageAndTheRestApplies() {
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 200_000; i++) big.append('7');
        Map<String, String> values = new LinkedHashMap<>();
        values.put("size", big.toString());
        values.put("p2", "ai:medium");
        values.put(big.toString(), "x");
        List<String> problems = OptionLimits.dropLong(values, "page");
        LaunchOptions o = LaunchOptions.read(Catalogues.STANDARD, values, "page");
        o.problems.addAll(problems);
        assertEquals(2, o.problems.size(), o.problems.toString());
        for (String p : o.problems) assertThat(p.length()).as(p).isLessThan(200);
        assertThat(o.problems.get(0)).as(o.problems.get(0)).contains("size");
        assertThat(o.problems.get(0)).as(o.problems.get(0)).contains("too long");
        assertEquals("ai:medium", o.p2.toString());
        assertEquals(null, o.gameOptions.get("size"), "the default size stays");
    }

    @Test
    void eachOptionKeepsALimitThatFitsItsMeaning() {
        StringBuilder colour = new StringBuilder("{");
        for (int i = 0; i < 5; i++) colour.append(i == 0 ? "" : ",").append("\"p1\":\"rgb(255, 255, 255)\"");
        String fiveColours = colour.append('}').toString();
        String tooMany = fiveColours + " ".repeat(OptionLimits.MAX_COLOURS_VALUE);
        Map<String, String> values = new LinkedHashMap<>();
        values.put("colours", fiveColours);
        values.put("size", fiveColours);
        assertEquals(1, OptionLimits.dropLong(values, "page").size());
        assertEquals(fiveColours, values.get("colours"), "five colours in rgb() fit");
        assertEquals(null, values.get("size"), "a size is a few characters");
        values.put("colours", tooMany);
        List<String> problems = OptionLimits.dropLong(values, "page");
        assertThat(problems.get(0)).as(problems.toString()).contains("'colours'");
        assertThat(problems.get(0)).as(problems.toString()).contains("too long");
    }
}
