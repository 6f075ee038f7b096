package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.app.Catalogue;
import parlour.shell.page.ScriptControl;
import parlour.words.Language;

/**
 * A Polish player's program: with lang=pl the menu, a game screen, its help, its announcements and its typed moves
 * are in Polish, and no text on screen is one the Polish catalogue translates but that shows in English.
 */
class PolishScreensTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    /** The English texts the Polish catalogue gives another form, as a screen would show them whole. */
    private static List<String> translatedEnglish() throws Exception {
        List<String> out = new ArrayList<>();
        for (String part : Catalogue.wordParts()) {
            Path file = Path.of("../assets/src/main/static/i18n/pl/" + part + ".txt");
            Language pl = Language.parse("pl", Files.readString(file, StandardCharsets.UTF_8), file.toString());
            for (String en : pl.keys()) {
                // whole words on a label, long enough to tell a language by ("OK", "AI" and "Menu" read the same)
                if (en.indexOf('{') < 0
                        && !en.startsWith("[")
                        && en.length() > 4
                        && !pl.text(en).equals(en)) out.add(en);
            }
        }
        return out;
    }

    private void assertNoEnglishShown(String where) throws Exception {
        List<String> shown = new ArrayList<>(List.of(parlour.screenText().split("\n")));
        shown.addAll(List.of(parlour.dialogText().split("\n")));
        List<String> english = translatedEnglish();
        for (String line : shown) {
            // a button's words with its key ("Rematch (J)") are its words
            String words = line.trim().replaceAll(" \\([^ ()]{1,8}\\)$", "");
            assertThat(english).as(where + " shows " + line + " in English").doesNotContain(line.trim());
            assertThat(english).as(where + " shows " + line + " in English").doesNotContain(words);
        }
    }

    /**
     * A Polish page of one game asks for the shared words and that game's (the web widget fetches no more before its
     * first frame), and here, where the menu's and the dialogs' code is at once, their later part; a game of another kind, started by the page's script, for its own words before it shows, in
     * Polish; and the menu, which names every game, for all the rest before it shows.
     */
    @Test
    void aGameAsksForItsOwnWordsAndTheMenuForEveryGames() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "lang", "pl", "game", "dots", "size", "2x2", "p1", "human", "p2", "human", "sound", "off"));
        assertEquals(
                List.of("i18n/pl/shared.txt", "i18n/pl/later.txt", "i18n/pl/dots.txt"), asked(), "a Dots page's words");
        List<String> answer = new ArrayList<>();
        parlour.onGameThread(() -> {
            ScriptControl.newGame(parlour.app(), Map.of("game", "morris9"), answer::add);
            return null;
        });
        assertEquals(Collections.singletonList(null), answer, "Nine Men's Morris started");
        assertEquals("i18n/pl/morris.txt", asked().get(asked().size() - 1), "Morris's words asked for: " + asked());
        assertTrue(
                parlour.said().stream().anyMatch(s -> s.startsWith("Młynek (dziewięć pionków).")),
                parlour.said().toString());
        assertNoEnglishShown("Nine Men's Morris started from a Dots page");
        parlour.onGameThread(() -> {
            parlour.app().toMenu();
            return null;
        });
        assertTrue(
                asked().containsAll(List.of("i18n/pl/arrows.txt", "i18n/pl/gone.txt")),
                "the menu asked for every game's words: " + asked());
        String menu = parlour.screenText();
        assertThat(menu).as(menu).contains("Swawolne strzały");
        assertThat(menu).as(menu).contains("Kropki i kwadraty");
        assertNoEnglishShown("the menu opened from a game");
    }

    /** The result over a finished board, its lines and its Rematch button (with its key) are in Polish. */
    @Test
    void theResultCardIsInPolish() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "lang", "pl", "game", "dots", "size", "1x1", "p1", "human", "p2", "human", "first", "1", "sound",
                "off"));
        for (String move : new String[] {"a1-b1", "a2-b2", "a1-a2", "b1-b2"})
            assertNull(parlour.onGameThread(() -> ScriptControl.play(parlour.app(), move)), move);
        parlour.awaitState(now -> now.result().equals("2"), 2000);
        String result = parlour.screenText();
        assertThat(result).as(result).contains("Rewanż (J)");
        assertNoEnglishShown("the result card");
    }

    private List<String> asked() throws Exception {
        return parlour.onGameThread(() -> new ArrayList<>(parlour.asked));
    }

    @Test
    void theMenuAGameItsHelpAndItsWordsAreInPolish() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("lang", "pl"));
        String menu = parlour.screenText();
        for (String polish : new String[] {"Ustawienia", "Motyw", "Język", "Polski", "Kropki i kwadraty", "Opcje"})
            assertThat(menu).as("the menu has " + polish + ":\n" + menu).contains(polish);
        assertThat(menu).as(menu).doesNotContain("Settings");
        assertNoEnglishShown("the menu");
        // the first card's options unfolded (Options is a Tab from its Play, which has the focus): in Polish too
        parlour.key(Keys.TAB);
        parlour.key(Keys.ENTER);
        String options = parlour.screenText();
        assertThat(options)
                .as("the open options have Pierwszy ruch:\n" + options)
                .contains("Pierwszy ruch");
        assertNoEnglishShown("the menu with a game's options open");
        parlour.stop();

        parlour = new HeadlessParlour(HeadlessParlour.options(
                "lang", "pl", "game", "dots", "size", "2x2", "p1", "human", "p2", "human", "first", "1", "sound",
                "off"));
        assertThat(parlour.said()).as(parlour.said().toString()).contains("Kropki i kwadraty. Ruch: Gracz 1.");
        String screen = parlour.screenText();
        assertThat(screen).as(screen).contains("Gracz 1");
        assertThat(screen).as(screen).contains("Cofnij");
        assertNoEnglishShown("the Dots screen");
        assertNull(parlour.onGameThread(() -> ScriptControl.play(parlour.app(), "a1-b1")));
        assertTrue(
                parlour.said().stream().anyMatch(s -> s.startsWith("Gracz 1 rysuje kreskę od a1 do b1")),
                parlour.said().toString());
        // a move typed in Polish words, and a refusal said in Polish
        parlour.key(Keys.SLASH);
        parlour.type("linia a2 do b2");
        parlour.key(Keys.ENTER);
        parlour.type("zz");
        parlour.key(Keys.ENTER);
        assertTrue(
                parlour.said().stream().anyMatch(s -> s.startsWith("Gracz 2 rysuje kreskę od a2 do b2")),
                parlour.said().toString());
        assertTrue(
                parlour.said().stream().anyMatch(s -> s.startsWith("! ") && s.contains("to nie ruch")),
                parlour.said().toString());
        parlour.key(Keys.ESCAPE);
        parlour.key(Keys.H);
        String help = parlour.screenText();
        assertThat(help).as("the help is the Polish one:\n" + help).contains("Pomoc");
        assertThat(help).as("the help is the Polish one:\n" + help).contains("kreskę");
        // the page's copy of the help's text, for a screen reader, is the Polish one too
        List<String> page = parlour.onGameThread(() -> {
            return new ArrayList<>(parlour.pageText);
        });
        assertEquals("Pomoc", page.get(0), page.toString());
        assertTrue(page.stream().anyMatch(l -> l.contains("kreskę")), page.toString());
        // Undo and Redo are said in Polish
        parlour.key(Keys.H);
        parlour.key(Keys.U);
        parlour.keyWith(Keys.CONTROL_LEFT, Keys.Y);
        assertThat(parlour.said()).as(parlour.said().toString()).contains("Cofnięto a2-b2. Ruch: Gracz 2.");
        assertThat(parlour.said()).as(parlour.said().toString()).contains("Zagrano ponownie a2-b2. Ruch: Gracz 1.");
    }
}
