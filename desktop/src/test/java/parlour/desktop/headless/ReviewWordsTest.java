package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.badlogic.gdx.Input.Keys;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.page.ScriptControl;

/**
 * Issue #48: in the review the board is described as it is shown. A player stepping back through the moves (V, Home,
 * Right) and asking for the board (Shift+D, or "board" typed in the move field) or moving the board's cursor hears the
 * position after the move the review stands on, not the game's last one; in each of the four games.
 */
class ReviewWordsTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    /** Starts a game with two humans, as {@code kv} adds, and plays {@code moves} as a page's script would. */
    private void start(String[] kv, String... moves) throws Exception {
        List<String> options = new ArrayList<>(List.of(kv));
        options.addAll(List.of("p1", "human", "p2", "human", "sound", "off"));
        parlour = new HeadlessParlour(HeadlessParlour.options(options.toArray(new String[0])));
        parlour.await(() -> new ArrayList<>(parlour.said), l -> !l.isEmpty(), 5000, l -> "the start is unsaid");
        play(moves);
    }

    /** Plays {@code moves}, the first of the game, as a page's script would. */
    private void play(String... moves) throws Exception {
        for (String m : moves) {
            assertNull(parlour.onGameThread(() -> ScriptControl.play(parlour.app(), m)), m);
            parlour.advance(100);
        }
        parlour.awaitMoves(5000, moves);
    }

    /** Opens the review (Shift+V) at the game's end, goes to its start and steps {@code n} moves on. */
    private void review(int n) throws Exception {
        // Shift+V: Gone's V pastes a board
        heard(true, Keys.V);
        assertEquals(List.of("Start of the game."), heard(false, Keys.HOME));
        for (int i = 0; i < n; i++) heard(false, Keys.RIGHT);
    }

    /** Presses {@code keycode} (with Shift where {@code shift}) and returns what that made the game say. */
    private List<String> heard(boolean shift, int keycode) throws Exception {
        int before = parlour.said().size();
        if (shift) parlour.keyWith(Keys.SHIFT_LEFT, keycode);
        else parlour.key(keycode);
        List<String> all = parlour.await(
                () -> new ArrayList<>(parlour.said), l -> l.size() > before, 5000, l -> "nothing said: " + l);
        return all.subList(before, all.size());
    }

    /** The board described (Shift+D) now. */
    private String described() throws Exception {
        List<String> s = heard(true, Keys.D);
        assertEquals(1, s.size(), s.toString());
        return s.get(0);
    }

    @Test
    void dotsIsDescribedAtTheMoveShown() throws Exception {
        start(new String[] {"game", "dots", "size", "2x2", "first", "1"}, "a1-b1", "a1-a2", "b1-b2");
        assertThat(described()).contains("3 of 12 lines are drawn");
        review(0);
        assertThat(described()).as("the start, as the board shows it").contains("0 of 12 lines are drawn, 12 left.");
        // the board's cursor says what is under it as shown: a1-a2, Player 2's second move, is not drawn yet
        assertEquals(List.of("Line a1 to a2, free."), heard(false, Keys.UP));
        heard(false, Keys.RIGHT);
        String one = described();
        assertThat(one).contains("1 of 12 lines are drawn").contains("Player 2 to move.");
        // a question typed in the move field is about the board shown too
        assertEquals(one, answerTo("board"));
        parlour.key(Keys.ESCAPE);
        heard(false, Keys.END);
        assertThat(described()).as("back at the end: the game").contains("3 of 12 lines are drawn");
    }

    @Test
    void morrisIsDescribedAtTheMoveShown() throws Exception {
        start(new String[] {"game", "morris6", "first", "1"}, "a1", "b2", "e1", "d2");
        review(3);
        assertThat(described())
                .as("after move 3 of 4: a1 and e1 placed, b2 but not yet d2")
                .contains("a1")
                .contains("e1")
                .contains("b2")
                .doesNotContain("d2");
        heard(false, Keys.HOME);
        assertThat(described())
                .as("nothing placed at the start")
                .doesNotContain("a1")
                .doesNotContain("b2");
    }

    @Test
    void arrowsIsDescribedAtTheMoveShown() throws Exception {
        start(new String[] {"game", "arrows", "size", "6x6", "board", "6 6 1 1 2 4 4 6"}, "3", "5");
        String end = described();
        assertThat(end).contains("Player 2's last arrow is on column 3, row 4, pointing south-west.");
        review(0);
        assertThat(described())
                .as("the start, as the board shows it")
                .contains("Player 1's last arrow is on column 1, row 1, pointing east.")
                .contains("Player 2's last arrow is on column 4, row 4, pointing west.");
        heard(false, Keys.RIGHT);
        assertThat(described())
                .as("after the first move")
                .contains("Player 1's last arrow is on column 2, row 1, pointing south-east.")
                .contains("Player 2's last arrow is on column 4, row 4, pointing west.")
                .contains("Player 2 to move.");
    }

    @Test
    void goneIsDescribedAtTheMoveShown() throws Exception {
        start(new String[] {"game", "gone", "size", "8x8"});
        String random = described();
        play("fill", "w4,3", "w5,5");
        assertThat(described()).contains("62 black");
        review(2);
        assertThat(described()).as("after move 2 of 3").contains("63 black").contains("1 white");
        heard(false, Keys.HOME);
        assertEquals(random, described(), "the random board it began with");
    }

    /** What the game answers to {@code question} typed in the move field. */
    private String answerTo(String question) throws Exception {
        parlour.key(Keys.SLASH);
        parlour.type(question);
        List<String> s = heard(false, Keys.ENTER);
        return s.get(s.size() - 1);
    }
}
