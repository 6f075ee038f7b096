package sitebuild;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import parlour.app.Catalogue;
import parlour.words.Language;

/** The site's catalogues in their short form say every text of the translators' files, and fewer bytes. */
class WebAssetsTest {
    @Test
    void theShortFormOfEveryCatalogueGivesTheSameTexts() throws IOException {
        Map<Integer, String> keys = new HashMap<>();
        Set<String> texts = new HashSet<>();
        for (String part : Catalogue.wordParts()) {
            Path file = Path.of("../assets/src/main/static/i18n/pl/" + part + ".txt");
            String full = Files.readString(file, StandardCharsets.UTF_8);
            String shortForm = Language.shortForm("pl", full, file.toString(), keys);
            assertThat(shortForm.length())
                    .as(part + ": " + shortForm.length() + " characters")
                    .isLessThan(full.length() * 3 / 4);
            Language fromFull = Language.parse("pl", full, part);
            Language fromShort = Language.parse("pl", shortForm, part);
            for (String english : fromFull.keys()) {
                assertEquals(fromFull.text(english), fromShort.text(english), part + ": " + english);
                assertTrue(fromShort.has(english), part + ": " + english);
                texts.add(english);
            }
        }
        assertThat(texts.size()).as(texts.size() + " texts").isGreaterThan(900);
        assertEquals(texts.size(), keys.size(), "each text has a key of its own across the parts");
    }

    @Test
    void onlyTheLanguagesCataloguesAreShortened() {
        assertEquals("pl", WebAssets.catalogueLanguage(Path.of("i18n/pl/shared.txt")));
        assertNull(WebAssets.catalogueLanguage(Path.of("help/pl/dots.txt")));
        assertNull(WebAssets.catalogueLanguage(Path.of("i18n/xx/shared.txt")));
        assertNull(WebAssets.catalogueLanguage(Path.of("fonts/index.txt")));
    }

    @Test
    void aFontsGlyphAndKerningLinesLoseTheirColumnsAndDefaultPage() {
        String font = "info face=\"DejaVu Sans\" size=24 bold=0\n"
                + "common lineHeight=28 base=22 scaleW=512 scaleH=512 pages=1\n"
                + "chars count=2\n"
                + "char id=32    x=0    y=0    width=0    height=0    xoffset=0    yoffset=22   xadvance=8    page=0    chnl=0\n"
                + "char id=33    x=23   y=2    width=9    height=24   xoffset=0    yoffset=2    xadvance=10   page=1    chnl=0\n"
                + "kerning first=8222  second=243   amount=-1\n";
        assertEquals(
                "info face=\"DejaVu Sans\" size=24 bold=0\n"
                        + "common lineHeight=28 base=22 scaleW=512 scaleH=512 pages=1\n"
                        + "chars count=2\n"
                        + "char id=32 x=0 y=0 width=0 height=0 xoffset=0 yoffset=22 xadvance=8\n"
                        + "char id=33 x=23 y=2 width=9 height=24 xoffset=0 yoffset=2 xadvance=10 page=1 chnl=0\n"
                        + "kerning first=8222 second=243 amount=-1\n",
                WebAssets.compactFont(font));
    }
}
