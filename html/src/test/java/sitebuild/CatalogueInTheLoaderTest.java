package sitebuild;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import parlour.app.Catalogue;
import parlour.board.GameModule;
import parlour.game.OptionSpec;
import parlour.words.Language;

/**
 * What the page's loader and the npm package's types say of the games is the catalogue's, written in by the build
 * ({@link CatalogueTexts}): parlour.js names each game by its title in each language (the Polish from the game's
 * words), index.d.ts's GameId lists the games in menu order and GameOptions each game's options with their values. The
 * sources hold only the markers, so no game's name or option is written there by hand to drift from its module.
 */
class CatalogueInTheLoaderTest {
    private static final Path LOADER = Path.of("src/main/webapp/parlour.js");
    private static final Path TYPES = Path.of("src/main/release/npm/index.d.ts");
    private static final Path I18N = Path.of("../assets/src/main/static/i18n");
    /** The loader's own words beside the games' titles. */
    private static final List<String> LOADER_WORDS =
            Arrays.asList("hidden", "waiting", "lost", "paused", "failed", "game");

    @Test
    void theSourcesNameNoGameAndHoldTheMarkers() throws IOException {
        String loader = Files.readString(LOADER, StandardCharsets.UTF_8);
        for (String code : Language.CODES) {
            assertEquals(LOADER_WORDS, new ArrayList<>(loaderWords(loader, code).keySet()), code + " words by hand");
            assertThat(loader).contains("/*titles " + code + "*/");
        }
        String types = Files.readString(TYPES, StandardCharsets.UTF_8);
        assertThat(types).contains("export type GameId = " + CatalogueTexts.GAME_ID + ";");
        assertThat(gameOptions(types)).as("GameOptions by hand").containsOnlyKeys("game");
    }

    @Test
    void theLoaderNamesEachGameByItsTitleInEachLanguage() throws IOException {
        String loader = CatalogueTexts.withTitles(Files.readString(LOADER, StandardCharsets.UTF_8), I18N);
        for (String code : Language.CODES) {
            Map<String, String> words = loaderWords(loader, code);
            Map<String, String> titles = new LinkedHashMap<>(words);
            titles.keySet().removeAll(LOADER_WORDS);
            Map<String, String> expected = new LinkedHashMap<>();
            for (GameModule m : Catalogue.MODULES) {
                Language texts = CatalogueTexts.texts(I18N, code, m.part);
                assertThat(texts.text(m.games().get(0).title))
                        .as("a title in " + code)
                        .isNotBlank();
                for (GameModule.Listing g : m.games()) expected.put(g.id, texts.text(g.title));
            }
            assertEquals(expected, titles, "parlour.js's " + code + " titles of the games");
        }
    }

    @Test
    void theTypesListEachGameAndItsOptionsValues() throws IOException {
        String types = CatalogueTexts.withTypes(Files.readString(TYPES, StandardCharsets.UTF_8));
        Matcher ids = Pattern.compile("export type GameId = ([^;]*);").matcher(types);
        assertTrue(ids.find(), "index.d.ts has no GameId");
        List<String> quoted = new ArrayList<>();
        for (String id : Catalogue.ids()) quoted.add("\"" + id + "\"");
        assertEquals(String.join(" | ", quoted), ids.group(1), "GameId: the catalogue's games in menu order");

        Map<String, String> declared = gameOptions(types);
        TreeSet<String> options = new TreeSet<>();
        Map<String, TreeSet<String>> values = new LinkedHashMap<>();
        for (GameModule m : Catalogue.MODULES)
            for (GameModule.Made<?> g : m.make(GameModule.Services.NONE))
                for (OptionSpec o : g.def.options()) {
                    options.add(o.name);
                    String type = declared.get(o.name), where = "GameOptions." + o.name + " (" + g.def.id() + ")";
                    assertThat(type).as(where).isNotNull();
                    List<String> taken = new ArrayList<>(Arrays.asList(o.choices()));
                    taken.add(o.defaultValue);
                    if (o.kind == OptionSpec.Kind.SIZE) taken.add(o.minCols() + "x" + o.maxRows());
                    for (String v : taken) assertTrue(accepts(type, v), where + " " + type + " refuses " + v);
                    values.computeIfAbsent(o.name, k -> new TreeSet<>()).addAll(taken);
                    if (o.isOpen()) assertEquals("string", type, where + ": an open choice takes any text");
                }
        TreeSet<String> names = new TreeSet<>(declared.keySet());
        names.remove("game");
        assertEquals(options, names, "GameOptions: every game's options and no other");
        // and no value that no game takes
        for (String name : options)
            for (String alternative : declared.get(name).split(" \\| ")) {
                String value = alternative.replace("\"", "");
                if (alternative.equals("string") || alternative.equals("BoardSize") || alternative.equals("OnOff"))
                    continue;
                assertThat(values.get(name))
                        .as("GameOptions." + name + "'s " + alternative)
                        .contains(value);
            }
    }

    /** Whether a TypeScript type of index.d.ts ("a" | "b", 4, BoardSize, OnOff, string) takes {@code value}. */
    private static boolean accepts(String type, String value) {
        for (String alternative : type.split(" \\| ")) {
            if (alternative.equals("string") || alternative.equals("\"" + value + "\"")) return true;
            if (alternative.equals("BoardSize") && value.matches("[0-9]+x[0-9]+")) return true;
            if (alternative.equals("OnOff") && (value.equals("on") || value.equals("off"))) return true;
        }
        return false;
    }

    /** GameOptions' properties and their types. */
    private static Map<String, String> gameOptions(String types) {
        int start = types.indexOf("export interface GameOptions {");
        assertThat(start).as("index.d.ts has no GameOptions").isGreaterThanOrEqualTo(0);
        String body = types.substring(start, types.indexOf("\n}", start));
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = Pattern.compile("(?m)^    (\\w+)\\?: ([^;]*);").matcher(body);
        while (m.find()) out.put(m.group(1), m.group(2));
        return out;
    }

    /** The words of parlour.js's WORDS in language {@code code}, by their keys. */
    private static Map<String, String> loaderWords(String loader, String code) {
        Matcher block = Pattern.compile("(?s)\\n    " + code + ": \\{(.*?)\\}").matcher(loader);
        assertTrue(block.find(), "parlour.js has no " + code + " WORDS");
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = Pattern.compile("(\\w+): \"((?:[^\"\\\\]|\\\\.)*)\"").matcher(block.group(1));
        while (m.find()) out.put(m.group(1), m.group(2));
        return out;
    }
}
