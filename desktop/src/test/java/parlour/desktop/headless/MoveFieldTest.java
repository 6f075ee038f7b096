package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.screen.GameScreen;
import parlour.ui.FittedLabel;

/**
 * The desktop's move field: / opens it over the board, a move typed in words is played as a click would play it
 * (a Morris mill's removal typed after its placement), a refused text is said urgently and stays to be mended,
 * a question is answered, D describes the board, and Esc puts the field away with the focus back on the board.
 */
class MoveFieldTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() throws Exception {
        if (parlour != null) parlour.stop();
    }

    private TextField field() throws Exception {
        return parlour.onGameThread(() -> {
            Actor a = ((GameScreen<?>) parlour.app().getScreen()).stage().getKeyboardFocus();
            return a instanceof TextField && "Move field".equals(a.getName()) ? (TextField) a : null;
        });
    }

    private void send(String text) throws Exception {
        TextField f = field();
        assertThat(f).as("the move field has the keyboard focus").isNotNull();
        parlour.onGameThread(() -> {
            f.setText("");
            return null;
        });
        parlour.type(text);
        parlour.key(Keys.ENTER);
    }

    private static List<FittedLabel> fittedLabels(Actor a) {
        List<FittedLabel> out = new ArrayList<>();
        if (a instanceof FittedLabel) out.add((FittedLabel) a);
        if (a instanceof Group) for (Actor c : ((Group) a).getChildren()) out.addAll(fittedLabels(c));
        return out;
    }

    private int moves() throws Exception {
        return parlour.onGameThread(
                () -> ((GameScreen<?>) parlour.app().getScreen()).match().moveCount());
    }

    private List<String> saidSince(int from) throws Exception {
        List<String> said = parlour.said();
        return new ArrayList<>(said.subList(from, said.size()));
    }

    private int saidCount() throws Exception {
        return parlour.said().size();
    }

    @Test
    void dotsMovesAndQuestionsTypedInWords() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "game", "dots", "size", "2x2", "p1", "human", "p2", "human", "first", "1", "sound", "off"));
        parlour.key(Keys.SLASH);
        TextField f = field();
        assertThat(f).as("/ opens the move field with the focus in it").isNotNull();
        assertEquals("", f.getText(), "the / that opened the field is not typed into it");

        int from = saidCount();
        send("a1 b1");
        assertEquals(1, moves(), "a1 b1 drew a line: " + saidSince(from));
        assertTrue(
                saidSince(from).stream().anyMatch(s -> s.contains("the line from a1 to b1")),
                saidSince(from).toString());
        assertEquals("", field().getText(), "a move played empties the field");

        from = saidCount();
        send("zz top");
        assertEquals(1, moves());
        assertTrue(
                saidSince(from).stream().anyMatch(s -> s.startsWith("! ") && s.contains("zz top")),
                saidSince(from).toString());
        assertEquals("zz top", field().getText(), "a refused text stays to be mended");
        // typed straight after, without clearing the field: the next move replaces the refused text
        parlour.type("a2 b2");
        parlour.key(Keys.ENTER);
        assertEquals(2, moves(), "the move typed after a refusal is played, not added to the refused text");
        assertEquals("", field().getText(), "a move played empties the field");

        from = saidCount();
        send("b1 to a1");
        assertTrue(
                saidSince(from).stream().anyMatch(s -> s.startsWith("! ")),
                "the line is already drawn: " + saidSince(from));
        assertEquals(2, moves());

        // Esc puts the field away; D, on the board, describes it
        parlour.key(Keys.ESCAPE);
        assertNull(field(), "Esc put the field away");
        assertTrue(
                parlour.onGameThread(() -> parlour.app().getScreen() instanceof GameScreen),
                "Esc did not leave the game");
        from = saidCount();
        parlour.key(Keys.D);
        List<String> heard = saidSince(from);
        assertEquals(1, heard.size(), heard.toString());
        assertThat(heard.get(0).length()).as(heard.toString()).isGreaterThan(20);
        assertThat(heard.get(0)).as(heard.toString()).doesNotStartWith("!");

        // R, a new game: a listening player hears it, as at the start
        from = saidCount();
        parlour.key(Keys.R);
        assertEquals(0, moves(), "R started a new game");
        assertTrue(
                saidSince(from).stream().anyMatch(s -> s.startsWith("Dots and Boxes")),
                "R was heard: " + saidSince(from));
    }

    @Test
    void aLongPolishRefusalShowsWholeOrCutWithAnEllipsisNeverAtItsAbbreviation() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "lang", "pl", "game", "dots", "size", "2x2", "p1", "human", "p2", "human", "sound", "off"));
        parlour.key(Keys.SLASH);
        send("zz top");
        // in a narrow window the panel's two lines of notice cannot hold it all: the player saw "…jako jej dwie
        // kropki, np." (its "np.", "e.g.", taken for a sentence's end) and no example
        String[] notice = parlour.onGameThread(() -> {
            parlour.app().resize(620, 640);
            parlour.app().render();
            for (Actor a : ((GameScreen<?>) parlour.app().getScreen()).stage().getActors())
                for (FittedLabel l : fittedLabels(a))
                    if (l.full().contains("zz top"))
                        return new String[] {l.full(), l.getText().toString()};
            return null;
        });
        assertThat(notice).as("the refusal shows in the panel").isNotNull();
        assertThat(notice[0]).as(notice[0]).contains("np. a1-b1");
        assertTrue(
                notice[1].equals(notice[0]) || notice[1].endsWith("…"),
                "shown '" + notice[1] + "' of '" + notice[0] + "'");
    }

    @Test
    void aMorrisMillAndItsRemovalTypedOneAfterTheOther() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "morris6", "p1", "human", "p2", "human", "first", "1", "sound", "off"));
        parlour.key(Keys.SLASH);
        for (String place : new String[] {"a1", "b4", "c1", "d4"}) send(place);
        assertEquals(4, moves());
        int from = saidCount();
        send("e1");
        assertEquals(4, moves(), "a placement that closes a mill waits for its removal");
        assertTrue(
                saidSince(from).stream().anyMatch(s -> s.toLowerCase().contains("remove")),
                saidSince(from).toString());
        send("remove b4");
        assertEquals(5, moves(), "the removal finished the move: " + saidSince(from));
        assertEquals("e1xb4", parlour.state().lastMove());
    }
}
