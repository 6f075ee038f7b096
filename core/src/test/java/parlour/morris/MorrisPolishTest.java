package parlour.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.game.Notation;
import parlour.game.OptionSpec;
import parlour.game.PlayerNames;
import parlour.words.Language;
import parlour.words.Tr;

/** Morris in Polish, end to end from the catalogue files, and the same texts still in English. */
class MorrisPolishTest {
    private static final Notation<MorrisPosition> N = MorrisGame.NINE.notation();
    private static final Path CATALOGUE = Path.of("../assets/src/main/static/i18n/pl");

    /** The Polish of this game with the shared texts, as the program reads the catalogue files. */
    static Language polish() throws IOException {
        return part("morris").with(part("shared"));
    }

    private static Language part(String name) throws IOException {
        Path file = CATALOGUE.resolve(name + ".txt");
        return Language.parse("pl", Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    private static MorrisPosition start() {
        Map<String, String> o = new LinkedHashMap<>();
        for (OptionSpec s : MorrisGame.NINE.options()) o.put(s.name, s.defaultValue);
        return MorrisGame.NINE.start(o, 1);
    }

    /** A nine men's position in the moving phase, player 1 to move: {@code mine} and {@code theirs} as point names. */
    private static MorrisPosition nine(String mine, String theirs) {
        return MorrisPosition.of(MorrisGame.NINE.rules(true), mask(mine), mask(theirs), 0, 0, 1);
    }

    private static int mask(String names) {
        int m = 0;
        for (String n : names.split(" ")) m |= 1 << MorrisBoard.NINE.pointNamed(n);
        return m;
    }

    private static String words(MorrisPosition before, String move, boolean you) {
        return N.inWords(before, move, MorrisGame.NINE.play(before, move), you, PlayerNames.NUMBERED);
    }

    private static String refusal(MorrisPosition p, String text) {
        return assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, text))
                .getMessage();
    }

    // d2 to d3 closes c3-d3-e3
    private static final MorrisPosition MILL = nine("d2 c3 e3 a1", "f4 a7 d7 g1");

    @Test
    void movesRefusalsAndAnswersReadInPolish() throws IOException {
        MorrisPosition start = start();
        Tr.use(polish());
        try {
            // the marked sentences the shared notation says at use: how to move, and the move field's forms
            assertThat(N.howToMove()).as(N.howToMove()).startsWith("Kliknij pusty punkt, aby położyć pionek");
            assertThat(N.typedForms()).as(N.typedForms()).startsWith("Wpisz punkt, np. d2");
            assertEquals("kładzie pionek na d2", words(start, "d2", false));
            assertEquals("kładziesz pionek na d2", words(start, "d2", true));
            assertEquals("przesuwa pionek z d2 na d3 i zamyka młynek, zdejmując f4", words(MILL, "d2-d3xf4", false));
            assertEquals("przesuwasz pionek z d2 na d3 i zamykasz młynek, zdejmując f4", words(MILL, "d2-d3xf4", true));

            assertEquals("Pionek na f4 nie jest twój.", refusal(MILL, "f4-f6"));
            assertEquals("Na tej planszy nie ma punktu b3.", refusal(MILL, "b3"));
            assertEquals(
                    "Pionek na a7 stoi w młynku: pionek z młynka można zdjąć tylko wtedy, gdy żaden nie stoi poza młynkiem, więc"
                            + " zdejmij taki, który w nim nie stoi.",
                    refusal(nine("d2 c3 e3 a1", "a7 d7 g7 f4"), "d2-d3xa7"));
            // a move that closes a mill is taken without its removal: the shell asks for it
            assertEquals(Arrays.asList("d2", "d3"), N.typedSteps(MILL, "przesuń d2 na d3"));

            assertEquals("Ruch: Gracz 1, kładzie pionek.", N.describe(start, "czyja kolej"));
            assertEquals(
                    "Gracz 1 ma na planszy 0 pionków, a w ręce 9. Gracz 2 ma na planszy 0 pionków, a w ręce 9.",
                    N.describe(start, "pionki"));
            assertEquals(
                    "Gracz 1: pierścień zewnętrzny a1; pierścień środkowy d2; pierścień wewnętrzny c3 i e3. "
                            + "Gracz 2: pierścień zewnętrzny g1, d7 i a7; pierścień środkowy f4. Ruch: Gracz 1, "
                            + "przesuwa pionek.",
                    N.describe(MILL, "plansza"));
            assertEquals("Na planszy nie stoi żaden młynek.", N.describe(MILL, "młynki"));
            assertEquals(
                    "Na tej planszy nie ma takiego pierścienia (pierścień 4): jej pierścienie to zewnętrzny, środkowy i"
                            + " wewnętrzny (pierścień 1 do 3).",
                    N.describe(MILL, "pierścień 4"));
            assertEquals(
                    "Młynek! Zdejmij jeden z pionków przeciwnika (w obwódce): f4, a7 lub d7.",
                    N.nextStep(MILL, Arrays.asList("d2", "d3"), Arrays.asList("xf4", "xa7", "xd7")));
            assertEquals("Młynek (dziewięć pionków)", Tr.t(MorrisGame.NINE.title()));
            assertEquals("remis", Tr.t(MorrisGame.NINE.drawWord()));
        } finally {
            Tr.use(Language.ENGLISH);
        }
    }

    @Test
    void polishWordsTypedGiveTheSameStepsAndAnswers() throws IOException {
        MorrisPosition quiet = nine("d2 a1 g7 b4", "f4 a7 d7 e5");
        for (String t : new String[] {"przesuń d2 na d3", "d2 na d3", "z d2 na d3", "Przesuń pionek z D2 na D3"})
            assertEquals(Arrays.asList("d2", "d3"), N.typedSteps(quiet, t), t);
        for (String t : new String[] {"usuń f4", "zbij f4", "zdejmij f4", "Usuń F4!"})
            assertEquals(Arrays.asList("xf4"), N.typedSteps(quiet, t), t);
        assertEquals(Arrays.asList("d2", "d3", "xf4"), N.typedSteps(MILL, "przesuń d2 na d3 i zbij f4"));
        String[][] same = {
            {"plansza", ""},
            {"kolej", "turn"},
            {"czyja kolej", "turn"},
            {"pionki", "pieces"},
            {"młynki", "mills"},
            {"ruchy", "moves"},
            {"gdzie mogę", "moves"},
            {"pierścień 2", "ring 2"},
            {"zewnętrzny pierścień", "outer ring"},
            {"pierścień zewnętrzny", "outer ring"},
            {"środkowy", "middle"},
            {"wewnętrzny pierścień", "inner ring"},
            {"wiersz 3", "row 3"},
            {"rząd 3", "row 3"},
            {"kolumna d", "column d"}
        };
        for (String[] pair : same) assertEquals(N.describe(MILL, pair[1]), N.describe(MILL, pair[0]), pair[0]);
        Tr.use(polish());
        try {
            for (String[] pair : same) assertEquals(N.describe(MILL, pair[1]), N.describe(MILL, pair[0]), pair[0]);
        } finally {
            Tr.use(Language.ENGLISH);
        }
    }

    @Test
    void theEnglishTextsAreAsTheyWere() {
        MorrisPosition start = start();
        assertEquals("places a piece on d2", words(start, "d2", false));
        assertEquals("move from d2 to d3 and close a mill, removing f4", words(MILL, "d2-d3xf4", true));
        assertEquals("The piece on f4 is not yours.", refusal(MILL, "f4-f6"));
        assertEquals(
                "Player 1 has 0 pieces on the board and 9 in hand. Player 2 has 0 pieces on the board and 9 in hand.",
                N.describe(start, "pieces"));
        assertEquals(
                "Player 1: outer ring a1; middle ring d2; inner ring c3 and e3. "
                        + "Player 2: outer ring g1, d7 and a7; middle ring f4. Player 1 to move a piece.",
                N.describe(MILL, "board"));
        assertEquals(
                "Mill! Remove one of your opponent's pieces (ringed): f4, a7 or d7.",
                N.nextStep(MILL, Arrays.asList("d2", "d3"), Arrays.asList("xf4", "xa7", "xd7")));
        assertEquals("Nine Men's Morris", MorrisGame.NINE.title());
        assertEquals("draw", MorrisGame.NINE.drawWord());
    }
}
