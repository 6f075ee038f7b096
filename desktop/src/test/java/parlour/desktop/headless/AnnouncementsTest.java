package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.InputProcessor;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.screen.GameScreen;
import parlour.ui.BaseScreen;

/**
 * A player who listens instead of looking hears the game: its name and whose turn it is at the start, each of their
 * own moves and each of the computer's in words with whose turn follows, a refused move as urgent, and the result.
 * The game is played by clicks on the real game screen; only the sentences said are read.
 */
class AnnouncementsTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private List<String> said() throws Exception {
        return parlour.said();
    }

    /** Lets the game run until at least {@code n} sentences were said; returns them all. */
    private List<String> awaitSaid(int n) throws Exception {
        return parlour.await(
                () -> new ArrayList<>(parlour.said), l -> l.size() >= n, 10_000, l -> "only " + l + " was said");
    }

    @Test
    void aWholeDotsGameAgainstTheComputerIsHeardMoveByMove() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "1x1", "p1", "human", "p2", "ai:easy", "first", "1"));
        assertEquals("Dots and Boxes. Your move.", awaitSaid(1).get(0));
        parlour.click("a1-b1");
        List<String> s = awaitSaid(3);
        assertEquals("You draw the line from a1 to b1. Computer (easy) is thinking.", s.get(1));
        assertThat(s.get(2)).as(s.get(2)).startsWith("Computer (easy) draws the line from ");
        assertThat(s.get(2)).as(s.get(2)).endsWith(". Your move.");
        // the line the computer drew is now refused, and said at once
        String computers = s.get(2)
                .substring(
                        "Computer (easy) draws the line from ".length(),
                        s.get(2).indexOf(". Your move."));
        String drawn = computers.replace(" to ", "-");
        parlour.onGameThread(
                () -> ((GameScreen<?>) parlour.app().getScreen()).boardInput().offer(Collections.singletonList(drawn)));
        s = awaitSaid(4);
        assertThat(s.get(3)).as(s.get(3)).startsWith("! ");
        assertThat(s.get(3)).as(s.get(3)).contains("already");
        // and the page hears it as an illegal move, with what was tried and why (parlour.js's illegalMove)
        String illegal = null;
        for (String e : parlour.events()) if (e.startsWith("illegal ")) illegal = e;
        assertThat(illegal).as("the refusal as an event: " + illegal).isNotNull();
        assertThat(illegal).as("the refusal as an event: " + illegal).startsWith("illegal " + drawn + ": ");
        assertThat(illegal).as("the refusal as an event: " + illegal).contains("already");
        // on a 1x1 board the third line leaves the last one to whoever moves next: the computer closes the box and wins
        for (String line : new String[] {"a1-b1", "a1-a2", "b1-b2", "a2-b2"}) {
            if (line.equals("a1-b1") || line.equals(drawn)) continue;
            parlour.click(line);
            break;
        }
        s = awaitSaid(7);
        assertThat(s.get(5)).as(s.get(5)).startsWith("Computer (easy) draws the line from ");
        assertThat(s.get(5)).as(s.get(5)).contains("and closes a box: You 0, Computer (easy) 1");
        assertEquals("Computer (easy) wins 1 to 0.", s.get(6));
    }

    /** Waits for exactly one more sentence than the {@code before} said so far; returns it. */
    private String next(int before) throws Exception {
        return awaitSaid(before + 1).get(before);
    }

    @Test
    void eachCommandsResultIsSaidOnceAndTheOpenHelpIsInThePage() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "game", "dots", "size", "2x2", "p1", "human", "p2", "human", "first", "1", "sound", "off"));
        awaitSaid(1);
        parlour.click("a1-b1");
        parlour.click("a1-a2");
        int n = awaitSaid(3).size();
        parlour.key(Keys.U);
        assertEquals("Took back a1-a2. Player 2 to move.", next(n++));
        parlour.keyWith(Keys.CONTROL_LEFT, Keys.Y);
        assertEquals("Played again a1-a2. Player 1 to move.", next(n++));
        parlour.key(Keys.A);
        assertThat(next(n++)).as(said().toString()).startsWith("Analysis on. Numbers: ");
        parlour.key(Keys.A);
        assertEquals("Analysis off.", next(n++));
        parlour.key(Keys.T);
        assertTrue(next(n++).matches("Hint: draw the line from [a-c][1-3] to [a-c][1-3]\\."), said().toString());
        parlour.key(Keys.V);
        assertEquals("Move 2 of 2: Player 2 draws the line from a1 to a2.", next(n++));
        parlour.key(Keys.HOME);
        assertEquals("Start of the game.", next(n++));
        parlour.key(Keys.RIGHT);
        assertEquals("Move 1 of 2: Player 1 draws the line from a1 to b1.", next(n++));
        parlour.key(Keys.V);
        assertEquals("Back to the game.", next(n++));
        // the help's text is in the page while its window is open, and goes with it
        parlour.key(Keys.H);
        List<String> text = parlour.onGameThread(() -> {
            return new ArrayList<>(parlour.pageText);
        });
        assertEquals("Help", text.get(0), text.toString());
        assertTrue(text.stream().anyMatch(l -> l.startsWith("# ")), text.toString());
        assertThat(text.size()).as(text.toString()).isGreaterThan(5);
        parlour.key(Keys.H);
        assertTrue(parlour.onGameThread(() -> parlour.pageText.isEmpty()), "the help text stays in the page");
        // nothing was said twice: each command's result once, and nothing else
        assertEquals(n, said().size(), said().toString());
    }

    /** Lets the game run until {@code sentence} was said; returns where. */
    private int awaitHeard(String sentence) throws Exception {
        return parlour.awaitSaid(sentence).indexOf(sentence);
    }

    /**
     * Issue #35: keys alone are heard: where the board's cursor stops (not each step of a fast repeat), the control Tab
     * reaches with its role, a dialog's title with its focused control, the menu's title and the heading of each
     * game's rows as the focus enters them; each once.
     */
    @Test
    void aKeyboardPlayerHearsTheCursorTheControlsADialogAndTheMenusHeadings() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "2x2", "p1", "human", "p2", "human"));
        awaitSaid(1);
        // three steps right with no frame between them, as a held key repeats: the second and third find the edge of
        // the
        // board's two lines in a row
        parlour.onGameThread(() -> {
            InputProcessor in = ((BaseScreen) parlour.app().getScreen()).inputProcessor();
            for (int i = 0; i < 3; i++) {
                in.keyDown(Keys.RIGHT);
                in.keyUp(Keys.RIGHT);
            }
            return null;
        });
        awaitHeard("Line b1 to c1, free.");
        parlour.key(Keys.TAB);
        int control = awaitHeard("Restart (R), button");
        assertEquals(
                List.of("Edge of the board.", "Line b1 to c1, free."),
                said().subList(1, control),
                "the edge once, then only where the cursor stopped");
        // the Save dialog's field says the name it suggests (#48 item 10)
        String suggested = parlour.onGameThread(
                () -> ((GameScreen<?>) parlour.app().getScreen()).parts().files.suggestedName());
        parlour.key(Keys.S);
        awaitHeard("Save game. Save game, text field: " + suggested);
        parlour.key(Keys.ESCAPE);
        parlour.key(Keys.ESCAPE);
        // the menu opens on the Play of the game left, under its heading
        awaitHeard("Parlour menu. Dots and Boxes. Play Dots and Boxes, button");
        // the card's folded Options, under the same heading; then the next game's card: its heading first, once
        parlour.key(Keys.TAB);
        awaitHeard("Options for Dots and Boxes, folded, button");
        parlour.key(Keys.TAB);
        awaitHeard("Gone. Play Gone, button");
        parlour.key(Keys.TAB);
        awaitHeard("Options for Gone, folded, button");
        // Enter unfolds the options and says so; the rows follow, the heading not said again
        parlour.key(Keys.ENTER);
        awaitHeard("Options for Gone, open, button");
        parlour.key(Keys.TAB);
        // an option row is said to be adjustable, and how (#48 item 10)
        int board = awaitHeard("Board: 24x24, adjustable, Left and Right change it");
        parlour.key(Keys.TAB);
        awaitSaid(board + 2);
        assertEquals("Neighbours: 4, adjustable, Left and Right change it", said().get(board + 1));
        List<String> all = said();
        assertEquals(all.size(), new HashSet<>(all).size(), "something was said twice: " + all);
    }
}
