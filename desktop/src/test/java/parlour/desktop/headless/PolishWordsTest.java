package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.badlogic.gdx.Input.Keys;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.app.Catalogue;
import parlour.shell.page.ScriptControl;
import parlour.testing.State;
import parlour.words.Language;

/**
 * Issue #48: English left inside Polish sentences. A box closed says why the player moves again in Polish, Undo in Gone
 * names the round and the start of the rounds in Polish words (not "play", "round"), and a puzzle's wrong move keeps
 * its reason in the sentence a narrow status line shows; nothing said or on the status line holds a text the Polish
 * catalogue translates.
 */
class PolishWordsTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    /** The English texts (of a word or more, no placeholders) the Polish catalogue gives another form. */
    private static List<String> translatedEnglish() throws Exception {
        List<String> out = new ArrayList<>();
        for (String part : Catalogue.wordParts()) {
            Path file = Path.of("../assets/src/main/static/i18n/pl/" + part + ".txt");
            Language pl = Language.parse("pl", Files.readString(file, StandardCharsets.UTF_8), file.toString());
            for (String en : pl.keys()) {
                if (en.indexOf('{') < 0
                        && !en.startsWith("[")
                        && en.length() > 4
                        && !pl.text(en).equals(en)) out.add(en);
            }
        }
        return out;
    }

    /** Nothing said so far, nor the status line now, holds an English text the catalogue translates. */
    private void assertNoEnglishHeard() throws Exception {
        List<String> heard = new ArrayList<>(parlour.said());
        heard.add(parlour.state().status());
        for (String english : translatedEnglish()) {
            for (String sentence : heard) {
                assertThat(sentence.matches("(?s).*\\b\\Q" + english + "\\E\\b.*"))
                        .as("'" + sentence + "' holds the English '" + english + "'")
                        .isFalse();
            }
        }
    }

    private void play(String... moves) throws Exception {
        for (String m : moves) assertNull(parlour.onGameThread(() -> ScriptControl.play(parlour.app(), m)), m);
    }

    @Test
    void aClosedBoxSaysWhyThePlayerMovesAgainInPolish() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "lang", "pl", "game", "dots", "size", "2x1", "p1", "human", "p2", "human", "first", "1", "sound",
                "off"));
        play("a1-b1", "a2-b2", "a1-a2", "b1-b2");
        State s = parlour.awaitMoves(3000, "a1-b1", "a2-b2", "a1-a2", "b1-b2");
        assertEquals("Gracz 2: kwadrat zamknięty – ruszasz się ponownie.", s.status());
        assertNoEnglishHeard();
    }

    @Test
    void undoInGoneNamesTheRoundsInPolish() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("lang", "pl", "game", "gone", "size", "8x8", "p2", "human", "sound", "off"));
        play("fill", "w4,3", "play");
        parlour.awaitState(now -> now.toMove() == 0, 2000);
        parlour.key(Keys.N);
        parlour.awaitState(now -> "round".equals(now.lastMove()), 2000);
        parlour.key(Keys.U);
        List<String> said = parlour.awaitSaid("Cofnięto rundę.");
        parlour.key(Keys.U);
        said = parlour.awaitSaid("Cofnięto start rund.");
        parlour.keyWith(Keys.CONTROL_LEFT, Keys.Y);
        said = parlour.await(
                () -> new ArrayList<>(parlour.said),
                l -> l.stream().anyMatch(x -> x.startsWith("Zagrano ponownie start rund.")),
                5000,
                l -> "Redo unsaid: " + l);
        assertThat(said.toString()).doesNotContain(" play.").doesNotContain(" round.");
        assertNoEnglishHeard();
    }

    @Test
    void aWrongPuzzleMoveKeepsItsReasonInItsFirstSentence() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("lang", "pl", "game", "dots", "p1", "human", "p2", "human", "sound", "off"));
        CompletableFuture<String> opened = new CompletableFuture<>();
        parlour.onGameThread(() -> {
            parlour.app().puzzle("collection:dots-endgames", opened::complete);
            return null;
        });
        parlour.advance(100);
        assertNull(opened.get(20, TimeUnit.SECONDS));
        State puzzle = parlour.awaitState(now -> now.has("puzzle.number"), 5000);
        int at = puzzle.integer("puzzle.number");
        String answer = null;
        for (String l : Files.readAllLines(
                Path.of("../assets/src/main/static/puzzles/dots-endgames.txt"), StandardCharsets.UTF_8)) {
            if (l.equals("puzzle " + at)) answer = "";
            else if (answer != null && answer.isEmpty() && l.startsWith("line "))
                answer = l.substring(5).split(" ")[0];
        }
        String wrong = null;
        for (String m : puzzle.strings("legal")) if (!m.equals(answer) && wrong == null) wrong = m;
        play(wrong);
        String told = wrong + " to zły ruch: ";
        List<String> said = parlour.await(
                () -> new ArrayList<>(parlour.said),
                l -> l.stream().anyMatch(x -> x.startsWith("! " + told)),
                10_000,
                l -> "never heard '" + told + "': " + l);
        String sentence =
                said.stream().filter(x -> x.startsWith("! " + told)).findFirst().get();
        // the first sentence, all a narrow status line shows, gives the reason: the boxes it gives away
        String first = sentence.substring(0, sentence.indexOf('.', told.length()) + 1);
        assertThat(first).as(sentence).contains("kwadrat");
        assertNoEnglishHeard();
    }
}
