package parlour.gone;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.game.Notation;
import parlour.game.OptionSpec;
import parlour.game.PlayerNames;
import parlour.words.Language;
import parlour.words.Tr;

/** Gone in Polish end to end: moves, refusals, answers and board-file errors; the English unchanged; Polish typed forms. */
class GonePolishTest {
    private static final GoneGame G = GoneGame.RULES;
    private static final Notation<GonePosition> N = G.notation();

    private static Language polish() throws IOException {
        Path dir = Path.of("../assets/src/main/static/i18n/pl");
        Language pl = Language.parse("pl", Files.readString(dir.resolve("gone.txt"), StandardCharsets.UTF_8), "gone");
        return pl.with(
                Language.parse("pl", Files.readString(dir.resolve("shared.txt"), StandardCharsets.UTF_8), "shared"));
    }

    private static GonePosition start(String mode) {
        Map<String, String> o = new LinkedHashMap<>();
        for (OptionSpec s : G.options()) o.put(s.name, s.defaultValue);
        o.put("mode", mode);
        o.put("size", "8x8");
        return G.start(o, 1);
    }

    private static GonePosition after(GonePosition p, String... moves) {
        for (String m : moves) p = G.play(p, m);
        return p;
    }

    private static String refusal(Runnable r) {
        return assertThrows(IllegalArgumentException.class, r::run).getMessage();
    }

    private static void step(GonePosition p, String text, String expected) {
        assertEquals(Collections.singletonList(expected), N.typedSteps(p, text), text);
    }

    @Test
    void theGameSpeaksPolishAndEnglishStaysAsItWas() throws IOException {
        GonePosition p = after(start("editor"), "fill", "w0,0", "h1,0");
        GonePosition painted = G.play(p, "h3,4");
        GonePosition rounds = after(p, "play");
        GonePosition first = G.play(rounds, "round");
        GonePosition over = first;
        while (!over.isOver()) over = G.play(over, "round");
        Tr.use(polish());
        try {
            assertEquals("robisz dziurę w miejscu 3,4", N.inWords(p, "h3,4", painted, true, PlayerNames.NUMBERED));
            assertEquals(
                    "maluje czarny kamyk w miejscu 3,4", N.inWords(painted, "b3,4", p, false, PlayerNames.NUMBERED));
            assertEquals(
                    "Runda 1: 1 czarny kamyk zmienia kolor na biały",
                    N.inWords(rounds, "round", first, false, PlayerNames.NUMBERED));
            assertEquals("w miejscu 0,0 już jest biały kamyk", refusal(() -> N.typedSteps(p, "biały 0 0")));
            assertThat(refusal(() -> N.typedSteps(p, "hello")))
                    .startsWith("„hello” nie jest ruchem: maluj przez czarny 3 4");
            assertEquals(
                    "Edycja planszy 8 na 8. 62 czarne kamyki, 1 biały i 1 dziura. Start uruchamia rundy.",
                    N.describe(p, "plansza"));
            assertEquals("Wiersz 0: 0: biały kamyk, 1: dziura, 2–7: czarne kamyki.", N.describe(p, "wiersz 0"));
            assertEquals("W miejscu 1,0 jest dziura.", N.describe(p, "1 0"));
            assertEquals("Runda 1 z 14. 61 czarnych kamyków, 2 białe i 1 dziura.", N.describe(first, "plansza"));
            assertEquals(
                    "f.txt:3: oczekiwano współrzędnej y, liczby całkowitej, jak w 3 4 B; jest „a B”",
                    refusal(() ->
                            GoneBoardFormat.INSTANCE.readText("1 2 B\n# c\n3 a B\n", "f.txt", new LinkedHashMap<>())));
            assertEquals("14 rund, nie zostaje żaden czarny kamyk", G.whyOver(over));
            assertEquals("Gone", Tr.t(G.title()));
        } finally {
            Tr.use(Language.ENGLISH);
        }
        assertEquals("paint a hole at 3,4", N.inWords(p, "h3,4", painted, true, PlayerNames.NUMBERED));
        assertEquals(
                "Round 1: 1 black pebble turned white", N.inWords(rounds, "round", first, false, PlayerNames.NUMBERED));
        assertEquals("Row 0: 0 white, 1 a hole, 2 to 7 black.", N.describe(p, "row 0"));
        assertEquals(
                "f.txt:3: expected the y coordinate, a whole number, as in 3 4 B; found 'a B'",
                refusal(() ->
                        GoneBoardFormat.INSTANCE.readText("1 2 B\n# c\n3 a B\n", "f.txt", new LinkedHashMap<>())));
    }

    @Test
    void polishWordsAreTypedWithOrWithoutDiacritics() {
        GonePosition p = after(start("editor"), "fill");
        for (String t : new String[] {"biały 3 4", "bialy 3,4", "Biały 3, 4.", "namaluj biały kamyk na 3 4"})
            step(p, t, "w3,4");
        for (String t : new String[] {"dziura 3 4", "DZIURA 3,4"}) step(p, t, "h3,4");
        step(after(p, "h3,4"), "czarny 3 4", "b3,4");
        step(p, "wyczyść", "clear");
        step(p, "wyczysc", "clear");
        step(p, "wypełnij", "fill");
        step(p, "losuj 5", "random-5");
        for (String t : new String[] {"start", "graj", "uruchom"}) step(p, t, "play");
        GonePosition seeding = after(start("challenge"), "fill", "play");
        for (String t : new String[] {"ziarno 3 4", "Ziarno 3, 4"}) step(seeding, t, "3,4");
        GonePosition rounds = after(start("editor"), "fill", "w0,0", "play");
        for (String t : new String[] {"dalej", "następna", "nastepna", "runda", "krok"}) step(rounds, t, "round");
    }

    /** Issue #35: in Polish too a challenge names its players as the side panel does ("Ty", "Komputer (łatwy)"). */
    @Test
    void aPolishChallengeNamesThePlayersAsTheSidePanelDoes() throws IOException {
        PlayerNames names = new PlayerNames() {
            @Override
            public String name(int player) {
                return player == 1 ? "Ty" : "Komputer (łatwy)";
            }

            @Override
            public boolean isYou(int player) {
                return player == 1;
            }
        };
        GonePosition editing = after(start("challenge"), "fill");
        GonePosition p = after(editing, "play", "3,4");
        GonePosition rounds = after(p, "4,4", "0,0", "1,1");
        GonePosition first = G.play(rounds, "round");
        GonePosition tie = after(start("challenge"), "board:BB.BB", "play", "0,0", "3,0", "1,0", "4,0");
        while (!tie.isOver()) tie = G.play(tie, "round");
        GonePosition split = after(start("challenge"), "board:BB.BB", "play", "0,0", "1,0", "3,0", "4,0");
        while (!split.isOver()) split = G.play(split, "round");
        GonePosition cleared = after(start("challenge"), "board:BB.BB", "play", "0,0", "3,0", "0,0", "1,0");
        while (!cleared.isOver()) cleared = G.play(cleared, "round");
        Tr.use(polish());
        try {
            // the challenge's editor: its own tools (no White), no seat to move
            assertEquals(
                    "Kliknięcie lub Spacja maluje kamyk. B czarny, X dziura. Potem Start (G): każdy gracz kładzie 2"
                            + " ziarna na czarnych kamykach.",
                    N.howToMove(editing));
            // the results follow "remis, " and "Wygrywasz " / "Wygrywa: Ty, " without brackets
            assertEquals("po 1 rundzie", G.resultDetail(tie));
            assertEquals("obaj zostawiają czarne kamyki", G.resultDetail(split));
            assertEquals("z planszą bez czarnych kamyków", G.resultDetail(cleared));
            assertEquals(
                    "Ty: ziarno w miejscu 3,4. Komputer (łatwy): jeszcze bez ziaren. Kładziesz ziarno 2 z 2.",
                    N.describe(p, "ziarna", names));
            assertEquals(
                    "Miejsce 3,4: Ty – biały kamyk, Komputer (łatwy) – czarny kamyk.", N.placeInWords(p, "3,4", names));
            assertEquals(
                    "Runda 1, czarne kamyki odwrócone na biało: Ty 6, Komputer (łatwy) 4",
                    N.inWords(rounds, "round", first, false, names));
            assertThat(N.describe(rounds, "ziarna", names)).startsWith("Ty: ziarna w miejscach 3,4 i 4,4.");
        } finally {
            Tr.use(Language.ENGLISH);
        }
    }

    @Test
    void polishQuestionsAreAnswered() {
        GonePosition p = after(start("challenge"), "fill", "play", "3,4");
        assertEquals(N.describe(p, "board"), N.describe(p, "plansza"));
        assertEquals(N.describe(p, "round"), N.describe(p, "runda"));
        assertEquals(N.describe(p, "seeds"), N.describe(p, "ziarna"));
        assertEquals(N.describe(p, "pebbles"), N.describe(p, "kamyki"));
        assertEquals(N.describe(p, "row 3"), N.describe(p, "wiersz 3"));
        assertEquals(N.describe(p, "column 5"), N.describe(p, "kolumna 5"));
        assertEquals(N.describe(p, "3 4"), N.describe(p, "miejsce 3 4"));
    }
}
