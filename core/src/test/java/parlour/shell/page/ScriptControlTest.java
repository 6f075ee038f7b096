package parlour.shell.page;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.shell.launch.GameEntry;
import parlour.testing.Catalogues;

/** A page's play and newGame (ScriptControl) keep the game's notation and options: its save always loads back. */
class ScriptControlTest {
    @Test
    void aMoveThePageWritesItsOwnWayIsKeptInTheNotation() throws Exception {
        @SuppressWarnings("unchecked")
        GameEntry<Object> dots = (GameEntry<Object>) Catalogues.STANDARD.byId("dots");
        Match<Object> m = dots.newMatch(Collections.<String, String>emptyMap(), 1, Seat.HUMAN, Seat.HUMAN);
        assertNull(ScriptControl.play(dots.def, m, " A1 - B1\t"));
        assertEquals("a1-b1", m.moves().get(0));
        assertEquals(m.moves(), dots.load(dots.save(m), "again").moves());
        assertNotNull(ScriptControl.play(dots.def, m, "a1-c1"), "the notation's reason");
        assertEquals(1, m.moveCount());
    }

    @Test
    void newGameTakesOnlyTheGamesOptionsCheckedAndWrittenItsWay() {
        GameEntry<?> gone = Catalogues.STANDARD.byId("gone");
        Map<String, String> given = new LinkedHashMap<>();
        given.put("size", " 16X16 ");
        Map<String, String> all = ScriptControl.newGameOptions(gone.def, gone.defaults(), given);
        assertEquals("16x16", all.get("size"));
        given.put("size", "340x157");
        String bad = assertThrows(
                        IllegalArgumentException.class,
                        () -> ScriptControl.newGameOptions(gone.def, gone.defaults(), given))
                .getMessage();
        assertThat(bad).as(bad).startsWith("option 'size': must be one of 8x8, ");
        given.clear();
        given.put("colour", "red");
        bad = assertThrows(
                        IllegalArgumentException.class,
                        () -> ScriptControl.newGameOptions(gone.def, gone.defaults(), given))
                .getMessage();
        assertThat(bad).as(bad).startsWith("no option colour for this game; it has [size, ");
    }
}
