package parlour.arrows.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.match.Text;

/** The strong player's room count: a run of moves that goes through a one-cell neck into a pocket never comes back. */
class ChambersTest {
    @Test
    void aPlayerBetweenTwoPocketsCountsOnlyTheBiggerOne() {
        // 9x5, columns 4 and 8 blocked but for row 3: a 15-cell pocket on the left, player 1's 3x5 middle
        // (its piece at (6,1), its next cell (6,2)) and a 5-cell pocket on the right with player 2's piece
        ArrowsPosition p = ArrowsGame.start(
                ArrowsBoard.parseSetup(Text.words("9 5 6 1 S 9 1 S 4 1 4 2 4 4 4 5 8 1 8 2 8 4 8 5"), "test"),
                1,
                "untimed",
                "0");
        SearchBoard b = new SearchBoard(p);
        Chambers c = new Chambers(b);
        Arrays.fill(c.owners(), 1);
        // 35 empty cells, but a run uses the middle (14), a neck (1) and the left pocket (15)
        assertEquals(30, c.space(b.target[0], 1));
    }
}
