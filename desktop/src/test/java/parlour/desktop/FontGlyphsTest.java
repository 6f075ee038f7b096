package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every letter a player reads has a glyph in both baked faces: the Polish letters (the Arrows seed's own language:
 * "swawolne strzały" showed a box for "ł"), printable ASCII (what a player types) and every character of every help
 * text, Polish catalogue and text the game's code says. A missing glyph is a box on screen, and the faces carry only the
 * glyphs the languages shipped use, so the asset generator's character set is checked against the texts it must draw.
 */
class FontGlyphsTest {
    private static final String POLISH = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ";

    @Test
    void bothFacesCarryEveryPolishLetter() throws Exception {
        for (String face : new String[] {"sans", "bold"}) {
            Set<Integer> glyphs = glyphs(face);
            for (char c : POLISH.toCharArray())
                assertThat(glyphs).as(face + " lacks " + c).contains((int) c);
        }
    }

    @Test
    void bothFacesCarryPrintableAscii() throws Exception {
        for (String face : new String[] {"sans", "bold"}) {
            Set<Integer> glyphs = glyphs(face);
            for (char c = '!'; c <= '~'; c++)
                assertThat(glyphs).as(face + " lacks " + c).contains((int) c);
        }
    }

    @Test
    void everyCharacterOfEveryHelpTextAndPolishTextHasAGlyph() throws Exception {
        for (String face : new String[] {"sans", "bold"}) everyCharacterHasAGlyph(face);
    }

    private static void everyCharacterHasAGlyph(String face) throws Exception {
        Set<Integer> glyphs = glyphs(face);
        List<String> missing = new ArrayList<>();
        int texts = 0;
        List<Path> all = new ArrayList<>();
        for (String dir : new String[] {"help", "help/pl", "i18n/pl"}) {
            try (DirectoryStream<Path> found = Files.newDirectoryStream(assets().resolve(dir), "*.txt")) {
                for (Path text : found) all.add(text);
            }
        }
        {
            for (Path text : all) {
                texts++;
                String s = new String(Files.readAllBytes(text), StandardCharsets.UTF_8);
                for (int i = 0; i < s.length(); i++) {
                    char c = s.charAt(i);
                    if (c >= ' ' && !glyphs.contains((int) c))
                        missing.add(text.getFileName() + ": " + c + " (U+" + Integer.toHexString(c) + ")");
                }
            }
        }
        assertThat(texts).as("the help texts were found: " + texts).isGreaterThanOrEqualTo(4);
        assertThat(missing).as(face + ": " + missing).isEmpty();
    }

    /**
     * The characters beyond ASCII in the game's own code (core) and the web widget's (html: its clipboard, file
     * picker and storage texts), outside comments: their English texts and the marks they draw (the Analysis
     * button's ±, an option's ✓), which no catalogue holds.
     */
    @Test
    void everyCharacterTheCodeSaysHasAGlyph() throws Exception {
        Set<Integer> sans = glyphs("sans"), bold = glyphs("bold");
        List<String> missing = new ArrayList<>();
        List<Path> sources = new ArrayList<>();
        for (Path code : new Path[] {
            Paths.get("..", "core", "src", "main", "java"), Paths.get("..", "html", "src", "main", "java", "parlour")
        }) {
            assertTrue(Files.isDirectory(code), "the sources are at " + code.toAbsolutePath());
            try (Stream<Path> walk = Files.walk(code)) {
                List<Path> found =
                        walk.filter(p -> p.toString().endsWith(".java")).collect(Collectors.toList());
                assertThat(found.size())
                        .as("the sources were found in " + code + ": " + found.size())
                        .isGreaterThan(10);
                sources.addAll(found);
            }
        }
        for (Path source : sources) {
            for (String line : Files.readAllLines(source, StandardCharsets.UTF_8)) {
                String code = line.trim();
                if (code.startsWith("*") || code.startsWith("/*") || code.startsWith("//")) continue;
                int comment = code.indexOf("// ");
                if (comment >= 0) code = code.substring(0, comment);
                for (int i = 0; i < code.length(); i++) {
                    char c = code.charAt(i);
                    if (c > '~' && !(sans.contains((int) c) && bold.contains((int) c)))
                        missing.add(source.getFileName() + ": " + c + " (U+" + Integer.toHexString(c) + ")");
                }
            }
        }
        assertThat(missing).as(missing.toString()).isEmpty();
    }

    /** The character codes a baked font has a glyph for, from its .fnt file. */
    private static Set<Integer> glyphs(String face) throws IOException, URISyntaxException {
        Set<Integer> out = new HashSet<>();
        for (String line : Files.readAllLines(assets().resolve("fonts/" + face + ".fnt"), StandardCharsets.UTF_8)) {
            if (!line.startsWith("char id=")) continue;
            int end = line.indexOf(' ', 8);
            out.add(Integer.parseInt(line.substring(8, end < 0 ? line.length() : end)));
        }
        assertThat(out.size()).as(face + " has " + out.size() + " glyphs").isGreaterThan(100);
        return out;
    }

    /** The folder the build copied the generated assets into (the desktop's classes). */
    private static Path assets() throws URISyntaxException {
        return Paths.get(FontGlyphsTest.class.getResource("/fonts/sans.fnt").toURI())
                .getParent()
                .getParent();
    }
}
