package parlour.dots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import parlour.game.Notation;
import parlour.game.PlayerNames;
import parlour.words.Language;
import parlour.words.Tr;

/** Dots and Boxes in Polish, end to end from the catalogue files, and the same texts still in English. */
class DotsPolishTest {
    private static final Notation<DotsPosition> N = DotsGame.RULES.notation();
    private static final Path CATALOGUE = Path.of("../assets/src/main/static/i18n/pl");

    /** The Polish of this game with the shared texts, as the program reads the catalogue files. */
    static Language polish() throws IOException {
        return part("dots").with(part("shared"));
    }

    private static Language part(String name) throws IOException {
        Path file = CATALOGUE.resolve(name + ".txt");
        return Language.parse("pl", Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    private static DotsPosition after(DotsPosition p, String... moves) {
        for (String m : moves) p = DotsGame.RULES.play(p, m);
        return p;
    }

    private static String words(DotsPosition before, String move, boolean you) {
        return N.inWords(before, move, DotsGame.RULES.play(before, move), you, PlayerNames.NUMBERED);
    }

    private static String refusal(DotsPosition p, String text) {
        return assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, text))
                .getMessage();
    }

    @Test
    void movesRefusalsAndAnswersReadInPolish() throws IOException {
        DotsPosition empty = DotsPosition.empty(3, 3);
        DotsPosition three = after(empty, "a1-b1", "a1-a2", "b1-b2");
        Tr.use(polish());
        try {
            assertEquals("rysuje kreskę od a1 do b1", words(empty, "a1-b1", false));
            assertEquals("rysujesz kreskę od a1 do b1", words(empty, "a1-b1", true));
            assertEquals(
                    "rysuje kreskę od a2 do b2 i zamyka kwadrat: Gracz 1 0, Gracz 2 1", words(three, "a2-b2", false));
            assertEquals(
                    "rysujesz kreskę od a2 do b2 i zamykasz kwadrat: Gracz 1 0, Gracz 2 1",
                    words(three, "a2-b2", true));

            assertEquals("Te kropki są już połączone: wybierz inną kreskę.", refusal(three, "b1 a1"));
            assertEquals(
                    "Kreski nie mogą biec po skosie: połącz kropki leżące obok siebie albo jedna nad drugą.",
                    refusal(empty, "a1 do b2"));
            assertEquals(
                    "„hello” to nie ruch: napisz kreskę jako jej dwie kropki, np. a1-b1, a1 b1 albo a1 do b1",
                    refusal(empty, "hello"));
            assertEquals("Na tej planszy nie ma kropki e1: kropki są od a1 do d4.", refusal(empty, "d1 e1"));

            assertEquals("Kwadraty: Gracz 1 0, Gracz 2 0. Ruch: Gracz 1.", N.describe(empty, "wynik"));
            assertEquals("Ruch: Gracz 1.", N.describe(empty, "czyja kolej"));
            assertEquals(
                    "Gracz 1 nie ma kwadratów. Gracz 2 nie ma kwadratów. Narysowano 0 z 24 kresek, do narysowania: 24."
                            + " Ruch: Gracz 1.",
                    N.describe(empty, "plansza"));
            assertEquals(
                    "Rząd 1, między kropkami rzędów 1 i 2: a1 otwarty, 3 boki, b1 otwarty, 1 bok i c1 otwarty, 0 boków.",
                    N.describe(three, "rząd 1"));
            assertEquals("Kropki i kwadraty", Tr.t(DotsGame.RULES.title()));
            // the marked sentences the shared notation says at use: how to move, and the move field's forms
            assertEquals("Kliknij między dwiema kropkami albo użyj klawiszy strzałek i Enter.", N.howToMove());
            assertThat(N.typedForms()).as(N.typedForms()).startsWith("Wpisz kreskę jako jej dwie kropki");
            assertEquals("2 do 0", DotsGame.RULES.resultDetail(finished()));
        } finally {
            Tr.use(Language.ENGLISH);
        }
    }

    /** A finished 2x1 board: player 2 closes both boxes with the last two lines. */
    private static DotsPosition finished() {
        return after(DotsPosition.empty(2, 1), "a1-b1", "b1-b2", "a2-b2", "b1-c1", "c1-c2", "b2-c2", "a1-a2");
    }

    @Test
    void polishWordsTypedGiveTheSameLinesAndAnswers() throws IOException {
        DotsPosition p = after(DotsPosition.empty(3, 3), "a1-b1", "a1-a2", "b1-b2");
        for (String text : new String[] {"linia a1 b1", "a1 do b1", "narysuj kreskę od a1 do b1", "połącz a1 i b1"})
            assertEquals(Collections.singletonList("a1-b1"), N.typedSteps(DotsPosition.empty(3, 3), text), text);
        String[][] same = {
            {"plansza", ""},
            {"wynik", "score"},
            {"kolej", "turn"},
            {"czyja kolej", "turn"},
            {"linie", "lines"},
            {"gdzie mogę", "lines"},
            {"ruchy", "lines"},
            {"wiersz 2", "row 2"},
            {"rząd 2", "row 2"},
            {"kolumna c", "column c"}
        };
        for (String[] pair : same) assertEquals(N.describe(p, pair[1]), N.describe(p, pair[0]), pair[0]);
        Tr.use(polish());
        try {
            for (String[] pair : same) assertEquals(N.describe(p, pair[1]), N.describe(p, pair[0]), pair[0]);
        } finally {
            Tr.use(Language.ENGLISH);
        }
    }

    @Test
    void theEnglishTextsAreAsTheyWere() {
        DotsPosition empty = DotsPosition.empty(3, 3);
        DotsPosition three = after(empty, "a1-b1", "a1-a2", "b1-b2");
        assertEquals("draw the line from a1 to b1", words(empty, "a1-b1", true));
        assertEquals(
                "draws the line from a2 to b2 and closes a box: Player 1 0, Player 2 1", words(three, "a2-b2", false));
        assertEquals("Those dots are already joined: choose another line.", refusal(three, "b1 a1"));
        assertEquals("Boxes: Player 1 0, Player 2 0. Player 1 to move.", N.describe(empty, "score"));
        assertEquals(
                "Row 1, between the dots of rows 1 and 2: a1 open, 3 sides, b1 open, 1 side and c1 open, 0 sides.",
                N.describe(three, "row 1"));
        assertEquals(
                "24 lines are left.",
                N.describe(DotsPosition.empty(3, 3), "lines").substring(0, 18));
        assertEquals("Dots and Boxes", DotsGame.RULES.title());
    }
}
