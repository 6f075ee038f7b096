package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.Input.Keys;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 48's fourth item, by ear on the real game screen: Arrows' direction keys say the direction chosen and whether
 * it can be played before Enter plays it, an arrow key pointing off the board's edge says so; with Analysis on, the
 * cursor's line or direction is said with the value drawn on it.
 */
class KeyWordsTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    /** The sentences said after the first {@code from}, once at least {@code n} more came. */
    private List<String> saidAfter(int from, int n) throws Exception {
        List<String> all = parlour.await(
                () -> new ArrayList<>(parlour.said),
                l -> l.size() >= from + n,
                10_000,
                l -> "only " + l.subList(Math.min(from, l.size()), l.size()) + " was said after the first " + from);
        return all.subList(from, all.size());
    }

    @Test
    void arrowsDirectionKeysSayTheDirectionWhetherItIsPlayableAndItsMark() throws Exception {
        // player 1's next cell is (2,1) on the top row: north points off the board, east at a free cell
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "game", "arrows", "p2", "human", "board", "5 5 1 1 E 5 5 W", "clock", "untimed"));
        int n = parlour.said().size();
        parlour.key(Keys.W);
        assertEquals(List.of("Pointing north loses: it points off the board."), saidAfter(n, 1));
        parlour.key(Keys.C);
        assertEquals(
                "Pointing south-east at column 3, row 2: playable, Enter plays it.",
                saidAfter(n, 2).get(1));
        parlour.key(Keys.D);
        assertEquals(
                "Pointing east at column 3, row 1: playable, Enter plays it.",
                saidAfter(n, 3).get(2));
        // the arrow keys choose directions too: up at the top row says it points off the board
        parlour.key(Keys.UP);
        assertEquals(
                "Pointing north loses: it points off the board.",
                saidAfter(n, 4).get(3));
        assertEquals(List.of(), parlour.state().moves(), "choosing a direction played nothing");
        parlour.keyWith(Keys.SHIFT_LEFT, Keys.A);
        parlour.await(
                () -> new ArrayList<>(parlour.events),
                l -> l.stream().anyMatch(e -> e.startsWith("analysis ") && e.contains(" best ")),
                10_000,
                l -> "the analysis never finished: " + l);
        n = parlour.said().size();
        parlour.key(Keys.Q);
        assertEquals(
                "Pointing north-west loses: it points off the board, marked loses.",
                saidAfter(n, 1).get(0),
                "the direction's mark on the compass is said with it");
    }

    @Test
    void dotsCursorsLineSaysTheValueAnalysisDrawsOnIt() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "2x2", "p1", "human", "p2", "human", "sound", "off"));
        saidAfter(0, 1);
        // Up goes line by line to the far row (a3-b3 from a1-b1 in four steps), said where it rests
        for (int i = 0; i < 4; i++) parlour.key(Keys.UP);
        parlour.awaitSaid("Line a3 to b3, free.");
        parlour.key(Keys.A);
        parlour.await(
                () -> new ArrayList<>(parlour.events),
                l -> l.stream().anyMatch(e -> e.startsWith("analysis ")),
                10_000,
                l -> "the analysis never finished: " + l);
        int before = parlour.said().size();
        parlour.key(Keys.RIGHT);
        List<String> after = parlour.await(
                () -> new ArrayList<>(parlour.said),
                l -> l.size() > before && l.get(l.size() - 1).startsWith("Line "),
                10_000,
                l -> "the cursor's line was never said: " + l);
        String line = after.get(after.size() - 1);
        assertThat(line)
                .as("the value drawn on the cursor's line is said with it")
                .matches("Line [a-c][1-3] to [a-c][1-3], free, value [-+]?\\d+(, best|, loony)?\\.");
    }

    @Test
    void anArrowKeyThatCannotMoveTheCursorSaysTheBoardsEdge() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "2x2", "p1", "human", "p2", "human", "sound", "off"));
        saidAfter(0, 1);
        for (int i = 0; i < 4; i++) parlour.key(Keys.UP);
        parlour.awaitSaid("Line a3 to b3, free.");
        int n = parlour.said().size();
        // Up struck twice in quick succession against the far row (as a held key repeats): the edge is said once
        parlour.key(Keys.UP);
        parlour.key(Keys.UP);
        assertEquals(List.of("Edge of the board."), saidAfter(n, 1), "Up on the far row");
        parlour.key(Keys.LEFT);
        assertEquals("Edge of the board.", saidAfter(n, 2).get(1), "Left on the row's first line");
        parlour.key(Keys.RIGHT);
        assertEquals("Line b3 to c3, free.", saidAfter(n, 3).get(2), "a key that moves the cursor says where it rests");
    }
}
