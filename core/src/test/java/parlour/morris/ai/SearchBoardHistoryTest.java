package parlour.morris.ai;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;

/** The search board knows the game's positions before the search: going back to one counts as a repetition. */
class SearchBoardHistoryTest {
    @Test
    void aPositionFromTheGameBeforeTheSearchIsSeen() {
        MorrisRules rules = new MorrisRules(MorrisBoard.SIX, false, false, 50);
        MorrisPosition start = MorrisPosition.of(rules, mask("a1 e3 c4"), mask("e1 a5 d2"), 0, 0, 1);
        MorrisPosition p = play(start, "a1-a3", "e1-c1");
        SearchBoard b = new SearchBoard(p);
        b.make(MorrisNotation.parse(p, "a3-a1"));
        assertFalse(b.seenInGame(), "O to move with O's piece on c1: not seen");
        MorrisPosition back = play(p, "a3-a1");
        b.make(MorrisNotation.parse(back, "c1-e1"));
        assertTrue(b.seenInGame(), "back to the start, X to move");
        b.unmake(MorrisNotation.parse(back, "c1-e1"));
        b.make(MorrisNotation.parse(back, "d2-c2"));
        assertFalse(b.seenInGame(), "a new position");
    }

    private static MorrisPosition play(MorrisPosition p, String... moves) {
        for (String m : moves) p = p.play(MorrisNotation.parse(p, m));
        return p;
    }

    private static int mask(String points) {
        int m = 0;
        for (String name : points.split(" ")) m |= 1 << MorrisBoard.SIX.pointNamed(name);
        return m;
    }
}
