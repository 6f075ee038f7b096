package parlour.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The texts in a player's language: placeholders, word forms by number in English and Polish, catalogue errors. */
class TrTest {
    @AfterEach
    void english() {
        Tr.use(Language.ENGLISH);
    }

    @Test
    void englishFillsPlaceholdersAndCountsOneAndMore() {
        assertEquals("You win 5 to 4", Tr.t("You win {0} to {1}", 5, 4));
        assertEquals("1 box", Tr.t("{0} {0|box|boxes}", 1));
        assertEquals("0 boxes", Tr.t("{0} {0|box|boxes}", 0));
        assertEquals("21 boxes", Tr.t("{0} {0|box|boxes}", 21));
        assertEquals("a {brace} stays", Tr.t("a {brace} stays"));
    }

    @Test
    void polishHasThreeFormsByTheLastDigits() {
        Tr.use(Language.parse("pl", "en: {0} {0|box|boxes}\npl: {0} {0|pudełko|pudełka|pudełek}\n", "pl.txt"));
        String[] expected = {
            "0 pudełek",
            "1 pudełko",
            "2 pudełka",
            "4 pudełka",
            "5 pudełek",
            "11 pudełek",
            "12 pudełek",
            "14 pudełek",
            "21 pudełek",
            "22 pudełka",
            "104 pudełka",
            "112 pudełek"
        };
        int[] counts = {0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 104, 112};
        for (int i = 0; i < counts.length; i++) assertEquals(expected[i], Tr.t("{0} {0|box|boxes}", counts[i]));
        assertEquals("Not translated", Tr.t("Not translated"), "a text the catalogue lacks reads as English");
    }

    @Test
    void aBrokenCatalogueNamesItsFileAndLine() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> Language.parse("pl", "# texts\nen: One\npl: Jeden\nen: Two\nen: Three\n", "i18n/pl.txt"));
        assertThat(e.getMessage()).as(e.getMessage()).startsWith("i18n/pl.txt, line 4:");
        e = assertThrows(
                IllegalArgumentException.class, () -> Language.parse("pl", "en: One\npl: Jeden\npl: Dwa\n", "p"));
        assertThat(e.getMessage()).as(e.getMessage()).startsWith("p, line 3:");
        e = assertThrows(IllegalArgumentException.class, () -> Language.parse("pl", "hello\n", "p"));
        assertThat(e.getMessage()).as(e.getMessage()).startsWith("p, line 1:");
    }

    @Test
    void aContextTellsTheSameEnglishApartAndEnglishLeavesItOut() {
        assertEquals("Random", Tr.t("[first move] Random"));
        assertEquals("a1 to a3", Tr.t("[move] {0} to {1}", "a1", "a3"));
        Tr.use(Language.parse("pl", "en: [move] {0} to {1}\npl: {0} na {1}\nen: {0} to {1}\npl: {0} do {1}\n", "p"));
        assertEquals("a1 na a3", Tr.t("[move] {0} to {1}", "a1", "a3"));
        assertEquals("5 do 4", Tr.t("{0} to {1}", 5, 4));
    }

    @Test
    void theShortFormKeysEachTextByItsEnglish() {
        String full = "# texts\nen: [move] {0} to {1}\npl: {0} na {1}\n\nen: Two\\nlines\npl: Dwie\\nlinie\n";
        Map<Integer, String> keys = new HashMap<>();
        String shortForm = Language.shortForm("pl", full, "p", keys);
        assertEquals(3, shortForm.split("\n").length, shortForm);
        assertEquals(2, keys.size());
        Tr.use(Language.parse("pl", shortForm, "p"));
        assertEquals("a1 na a3", Tr.t("[move] {0} to {1}", "a1", "a3"));
        assertEquals("Dwie\nlinie", Tr.t("Two\nlines"));
        assertEquals("Not translated", Tr.t("Not translated"));
        assertEquals("a1 to a3", Tr.t("{0} to {1}", "a1", "a3"), "the context tells the texts apart");
    }

    @Test
    void twoTextsWithOneKeyAreNamedAndABrokenShortFormToo() {
        // "Aa" and "BB" have the same hash
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> Language.shortForm(
                        "pl", "en: Aa\npl: a\n", "shared", new HashMap<>(Map.of(Language.key("BB"), "BB"))));
        assertThat(e.getMessage()).as(e.getMessage()).contains("\"Aa\" and \"BB\"");
        e = assertThrows(IllegalArgumentException.class, () -> Language.parse("pl", "=1z,0\nJeden\nDwa\n", "p"));
        assertThat(e.getMessage()).as(e.getMessage()).startsWith("p, line 1: key 2 given twice");
        e = assertThrows(IllegalArgumentException.class, () -> Language.parse("pl", "=1z,3\nJeden\n", "p"));
        assertThat(e.getMessage()).as(e.getMessage()).startsWith("p, line 3: key 2 has no text");
        e = assertThrows(IllegalArgumentException.class, () -> Language.parse("pl", "=1z\nJeden\nDwa\n", "p"));
        assertThat(e.getMessage()).as(e.getMessage()).startsWith("p, line 3: a text without its key");
        e = assertThrows(IllegalArgumentException.class, () -> Language.parse("pl", "=1z,,2\nJeden\nDwa\n", "p"));
        assertThat(e.getMessage()).as(e.getMessage()).startsWith("p, line 1: an empty key");
    }

    @Test
    void languagesAreAskedForByTagOrCode() {
        assertEquals("pl", Language.supported("pl-PL"));
        assertEquals("pl", Language.supported(" PL "));
        assertEquals("en", Language.supported("en_GB"));
        assertNull(Language.supported("de"));
        assertNull(Language.supported(null));
    }
}
