package parlour.arrows;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import parlour.game.Notation;
import parlour.game.PlayerNames;
import parlour.game.YouAndComputer;
import parlour.words.Language;
import parlour.words.Tr;

/** Arrows in Polish end to end: moves, refusals, answers and board-file errors; the English unchanged; Polish typed forms. */
class ArrowsPolishTest {
    private static final Notation<ArrowsPosition> N = ArrowsGame.RULES.notation();

    private static Language polish() throws IOException {
        Path dir = Path.of("../assets/src/main/static/i18n/pl");
        Language pl =
                Language.parse("pl", Files.readString(dir.resolve("arrows.txt"), StandardCharsets.UTF_8), "arrows");
        return pl.with(
                Language.parse("pl", Files.readString(dir.resolve("shared.txt"), StandardCharsets.UTF_8), "shared"));
    }

    private static ArrowsPosition board(String setup) {
        return ArrowsGame.start(ArrowsBoard.parseSetup(Arrays.asList(setup.split(" ")), "test"), 1, "untimed", "8");
    }

    private static String refusal(Runnable r) {
        return assertThrows(IllegalArgumentException.class, r::run).getMessage();
    }

    @Test
    void theGameSpeaksPolishAndEnglishStaysAsItWas() throws IOException {
        ArrowsPosition p = board("8 8 2 2 E 7 7 W 3 1 4 3");
        ArrowsPosition after = p.after(1);
        Tr.use(polish());
        try {
            assertEquals(
                    "stawiasz strzałkę w kolumnie 3, w wierszu 2, skierowaną na północny wschód",
                    N.inWords(p, "1", after, true, PlayerNames.NUMBERED));
            assertEquals(
                    "stawia strzałkę w kolumnie 3, w wierszu 2, skierowaną na północny wschód",
                    N.inWords(p, "1", after, false, PlayerNames.NUMBERED));
            assertThat(refusal(() -> N.typedSteps(p, "hello")))
                    .as(refusal(() -> N.typedSteps(p, "hello")))
                    .startsWith("„hello” nie jest ruchem: napisz kierunek");
            assertEquals("Ruch: Gracz 1.", N.describe(p, "czyja kolej"));
            assertEquals("Nie ma wiersza 9: wiersze są numerowane od 1 u góry do 8.", N.describe(p, "wiersz 9"));
            assertThat(N.describe(p, "kolumna 3")).startsWith("Kolumna 3: wiersz 1 – zablokowane, wiersz 2 – wolne,");
            String all = N.describe(p, "plansza");
            assertThat(all)
                    .as(all)
                    .startsWith("Gracz 1 – ostatnia strzałka stoi w kolumnie 2, w wierszu 2 i wskazuje na wschód."
                            + " Wskazywane przez nią pole (kolumna 3, wiersz 2): wolne. Wokół niego: wolne: ");
            assertThat(all).as(all).endsWith(" Ruch: Gracz 1.");
            // issue #35: the listener's own arrows and result said as theirs
            String yours = N.describe(p, "plansza", YouAndComputer.NAMES);
            assertThat(yours)
                    .as(yours)
                    .startsWith("Twoja ostatnia strzałka stoi w kolumnie 2, w wierszu 2 i wskazuje na wschód.");
            assertThat(yours)
                    .as(yours)
                    .contains(" Computer (easy) – ostatnia strzałka stoi w kolumnie 7, w wierszu 7 i wskazuje na"
                            + " zachód.");
            assertThat(N.describe(p, "wiersz 2", YouAndComputer.NAMES))
                    .as(N.describe(p, "wiersz 2", YouAndComputer.NAMES))
                    .startsWith("Wiersz 2: kolumna 1 – wolne, kolumna 2 – twoja strzałka skierowana na wschód,");
            assertEquals(
                    "twoja strzałka wskazuje poza planszę",
                    ArrowsGame.RULES.whyOver(board("8 8 1 1 N 5 5 W"), YouAndComputer.NAMES));
            assertEquals(
                    "f.txt: wiersz 2: „Q” nie jest kierunkiem (0..7 albo N, NE, ... NW)",
                    refusal(() -> BoardFiles.readText("size 5 5\nfirst 1 1 Q\n", "f.txt")));
            assertEquals(
                    "f.bin: para 1 jest niepełna: plik ma 3 bajty, a para zajmuje 4",
                    refusal(() -> BoardFiles.readBinary(new byte[3], "f.bin")));
            ArrowsPosition corner = board("5 5 4 1 E 1 5 N");
            assertEquals(
                    "Strzałka skierowana na północ przegrywa: wskazuje poza planszę. Wybierz go ponownie, by i tak go"
                            + " zagrać.",
                    ArrowsGame.RULES.warning(corner, "0"));
            assertEquals("Swawolne strzały", Tr.t(ArrowsGame.RULES.title()));
        } finally {
            Tr.use(Language.ENGLISH);
        }
        assertEquals(
                "put an arrow on column 3, row 2 pointing north-east",
                N.inWords(p, "1", after, true, PlayerNames.NUMBERED));
        assertEquals(
                "puts an arrow on column 3, row 2 pointing north-east",
                N.inWords(p, "1", after, false, PlayerNames.NUMBERED));
        assertEquals("Player 1 to move.", N.describe(p, "turn"));
        assertEquals(
                "f.txt: line 2: 'Q' is not a direction (0..7 or N, NE, ... NW)",
                refusal(() -> BoardFiles.readText("size 5 5\nfirst 1 1 Q\n", "f.txt")));
        assertEquals("Arrows", ArrowsGame.RULES.title());
    }

    @Test
    void polishDirectionsAreTypedWithOrWithoutDiacritics() {
        ArrowsPosition p = board("8 8 2 2 E 7 7 W");
        String[][] forms = {
            {"północ", "polnoc", "pn", "płn", "góra", "w górę", "do góry", "Północ."},
            {"północny wschód", "północny-wschód", "pn-wsch", "pnwsch", "w górę w prawo", "góra prawo", "prawo góra"},
            {"wschód", "wsch", "prawo", "w prawo"},
            {"południowy wschód", "pd-wsch", "w dół w prawo", "dół prawo"},
            {"południe", "pd", "dół", "w dół", "na dół", "do dołu"},
            {"południowy zachód", "pd-zach", "w dół w lewo", "lewo dół"},
            {"zachód", "zach", "lewo", "w lewo", "strzałka na zachód"},
            {"północny zachód", "pn-zach", "PÓŁNOCNY ZACHÓD", "w górę w lewo", "lewo góra"}
        };
        for (int d = 0; d < 8; d++) {
            for (String text : forms[d]) {
                assertEquals(Collections.singletonList(String.valueOf(d)), N.typedSteps(p, text), text);
            }
        }
        assertEquals(Collections.singletonList("6"), N.typedSteps(p, "w"), "alone, w is still west");
        for (String text : new String[] {"góra dół", "prawo lewo", "pnpn", "w w"}) {
            assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, text), text);
        }
    }

    @Test
    void polishQuestionsAreAnswered() {
        ArrowsPosition p = board("8 8 2 2 E 7 7 W");
        assertEquals(N.describe(p, "board"), N.describe(p, "plansza"));
        assertEquals(N.describe(p, "turn"), N.describe(p, "kolej"));
        assertEquals(N.describe(p, "moves"), N.describe(p, "gdzie mogę"));
        assertEquals(N.describe(p, "moves"), N.describe(p, "ruchy"));
        assertEquals(N.describe(p, "row 3"), N.describe(p, "wiersz 3"));
        assertEquals(N.describe(p, "column 5"), N.describe(p, "kolumna 5"));
    }
}
