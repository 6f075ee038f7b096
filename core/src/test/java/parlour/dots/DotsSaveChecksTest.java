package parlour.dots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;

/** Reliability finding 5: a save whose Result or Score disagrees with its moves is refused, naming the tag's line. */
class DotsSaveChecksTest {
    /** A 1x1 game player 2 wins 0-1, whose tags claim player 1 won 1-0 (the tests correct or spoil them). */
    private static final String FINISHED =
            "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"1x1\"]\n[Result \"1\"]\n[Score \"1-0\"]\n\n"
                    + "a1-b1 b1-b2 b2-a2 a2-a1\n";

    private static void check(String text) throws SaveFormatException {
        DotsGame.load(SavedGame.read(text, "t"), "t");
    }

    @Test
    void aSaveWhoseTagsAgreeWithItsMovesPasses() throws SaveFormatException {
        check(FINISHED.replace("[Result \"1\"]", "[Result \"2\"]").replace("[Score \"1-0\"]", "[Score \"0-1\"]"));
        check("[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"2x2\"]\n\na1-b1\n");
    }

    @Test
    void aClaimedResultOrScoreTheMovesNeverReachedIsRefusedNamingItsLine() {
        SaveFormatException e = assertThrows(
                SaveFormatException.class,
                () -> check(FINISHED.replace("[Result \"1\"]", "[Result \"tie\"]")
                        .replace("[Score \"1-0\"]", "[Score \"0-1\"]")));
        assertEquals(4, e.line(), e.getMessage());
        assertThat(e.getMessage()).as(e.getMessage()).contains("Result");
        e = assertThrows(
                SaveFormatException.class,
                () -> check(FINISHED.replace("[Result \"1\"]", "[Result \"2\"]")
                        .replace("[Score \"1-0\"]", "[Score \"9-9\"]")));
        assertEquals(5, e.line(), e.getMessage());
        e = assertThrows(
                SaveFormatException.class,
                () -> check("[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"2x2\"]\n[Result \"1\"]\n\na1-b1\n"));
        assertThat(e.getMessage()).as(e.getMessage()).contains("still going on");
    }
}
