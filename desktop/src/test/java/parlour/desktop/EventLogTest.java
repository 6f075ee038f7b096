package parlour.desktop;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The desktop program's terminal shows a game's result, and its moves and where the controls are only when asked. */
class EventLogTest {
    @Test
    void layoutLinesArePrintedOnlyWhenAsked() {
        EventLog quiet = new EventLog(null);
        assertFalse(quiet.printed("layout control Undo (U) at 812,300"));
        assertFalse(quiet.printed("layout board dots a1 at 100,200 step 40"));
        assertFalse(quiet.printed("move 1 1 a1-b1"), "no line per move on a player's terminal (issue #48)");
        assertFalse(quiet.printed("computer thought 812 ms"));
        assertTrue(quiet.printed("game over result 1 score 5-4"));
        assertTrue(new EventLog("on").printed("layout control Undo (U) at 812,300"));
        assertTrue(new EventLog("on").printed("move 1 1 a1-b1"));
    }
}
