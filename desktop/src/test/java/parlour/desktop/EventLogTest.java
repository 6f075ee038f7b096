package parlour.desktop;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The desktop program's terminal shows moves and results, and where the controls are only when a test asks. */
class EventLogTest {
    @Test
    void layoutLinesArePrintedOnlyWhenAsked() {
        EventLog quiet = new EventLog(null);
        assertFalse(quiet.printed("layout control Undo (U) at 812,300"));
        assertFalse(quiet.printed("layout board dots a1 at 100,200 step 40"));
        assertTrue(quiet.printed("move 1 1 a1-b1"));
        assertTrue(quiet.printed("game over result 1 score 5-4"));
        assertTrue(new EventLog("on").printed("layout control Undo (U) at 812,300"));
    }
}
