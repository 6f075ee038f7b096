package parlour.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import parlour.arrows.ArrowsGame;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.morris.MorrisGame;

/** Hand-edited saves that read well but mean the impossible: clocks above what the options allow, a score the moves do not give. */
class SaveMeaningTest {
    private static final String ARROWS =
            "[Parlour \"1\"]\n[Game \"arrows\"]\n[Size \"4x7\"]\n[Blocked \"8\"]\n[Clock \"1\"]\n"
                    + "[Board \"4 7 3 6 6 2 2 2 3 3 2 5 1 1 4 7 3 1 2 7 4 5 1 3\"]\n[Player1 \"human\"]\n[Player2 \"human\"]\n[FirstPlayer \"1\"]\n"
                    + "[Clocks \"CLOCKS\"]\n\n5 1\n";

    private static Match<?> load(String game, String text) throws SaveFormatException {
        return game.equals("arrows")
                ? GameSaves.load(ArrowsGame.RULES, text, "edited.parlour")
                : GameSaves.load(MorrisGame.NINE, text, "edited.parlour");
    }

    private static String refused(String game, String text) {
        return assertThrows(SaveFormatException.class, () -> load(game, text)).getMessage();
    }

    @Test
    void clocksAboveTheOneMinuteTheOptionsGiveAreRefusedWithTheLine() throws Exception {
        Match<?> m = load("arrows", ARROWS.replace("CLOCKS", "60000/60000 58000/60000 58000/51000"));
        assertEquals(51000, m.clockLeft(2), 0.5);
        assertEquals(
                "edited.parlour line 10: the Clocks tag: '300000000/60000' (entry 1) gives time back: a game starts with 60000 ms on each clock",
                refused("arrows", ARROWS.replace("CLOCKS", "300000000/60000 300000000/60000 300000000/60000")));
        assertEquals(
                "edited.parlour line 10: the Clocks tag: '60000/60000' (entry 3) gives time back: a clock never goes up from one move to the next",
                refused("arrows", ARROWS.replace("CLOCKS", "60000/60000 20000/60000 60000/60000")));
        assertEquals(
                "edited.parlour line 10: the Clocks tag: '9000000000/60000' is not two times in milliseconds like 298750/300000",
                refused("arrows", ARROWS.replace("CLOCKS", "9000000000/60000 60000/60000 60000/60000")));
    }

    @Test
    void aMorrisScoreTheMovesDoNotGiveIsRefusedWithTheLine() throws Exception {
        String save = "[Parlour \"1\"]\n[Game \"morris9\"]\n[Score \"SCORE\"]\n\na1 d7\n";
        assertEquals(2, load("morris9", save.replace("SCORE", "9-9")).moveCount());
        assertEquals(
                "edited.parlour line 3: the Score tag says '99-0' but the moves give 9-9",
                refused("morris9", save.replace("SCORE", "99-0")));
    }
}
