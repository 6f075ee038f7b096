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
 * What the page's loader and the npm package's types say of the games is the catalogue's: parlour.js names each game
 * by its title in each language (the Polish from the game's words), index.d.ts's GameId lists the games in menu order
 * and GameOptions each game's options with their values; a game added to the catalogue, or an option to a game, fails
 * here until both files say it.
 */
class CatalogueInTheLoaderTest {
    private static final Path LOADER = Path.of("src/main/webapp/parlour.js");
    private static final Path TYPES = Path.of("src/main/release/npm/index.d.ts");
    /** The loader's own words beside the games' titles. */
    private static final List<String> LOADER_WORDS =
            Arrays.asList("hidden", "waiting", "lost", "paused", "failed", "game");

    @Test
    void theLoaderNamesEachGameByItsTitleInEachLanguage() throws IOException {
        String loader = Files.readString(LOADER, StandardCharsets.UTF_8);
        for (String code : Language.CODES) {
            Map<String, String> words = loaderWords(loader, code);
            Map<String, String> titles = new LinkedHashMap<>(words);
            titles.keySet().removeAll(LOADER_WORDS);
            Map<String, String> expected = new LinkedHashMap<>();
            for (GameModule m : Catalogue.MODULES) {
                Language texts = texts(code, m.part);
                for (GameModule.Listing g : m.games()) expected.put(g.id, texts.text(g.title));
            }
            assertEquals(expected, titles, "parlour.js's " + code + " titles of the games");
        }
    }

    @Test
    void theTypesListEachGameAndItsOptionsValues() throws IOException {
        String types = Files.readString(TYPES, StandardCharsets.UTF_8);
        Matcher ids = Pattern.compile("export type GameId = ([^;]*);").matcher(types);
        assertTrue(ids.find(), "index.d.ts has no GameId");
        List<String> quoted = new ArrayList<>();
        for (String id : Catalogue.ids()) quoted.add("\"" + id + "\"");
        assertEquals(String.join(" | ", quoted), ids.group(1), "GameId: the catalogue's games in menu order");

        Map<String, String> declared = gameOptions(types);
        TreeSet<String> options = new TreeSet<>();
        for (GameModule m : Catalogue.MODULES)
            for (GameModule.Made<?> g : m.make(GameModule.Services.NONE))
                for (OptionSpec o : g.def.options()) {
                    options.add(o.name);
                    assertEquals(
                            alternatives(typeOf(o)),
                            alternatives(declared.get(o.name)),
                            "GameOptions." + o.name + ": " + g.def.id() + "'s values");
                }
        TreeSet<String> names = new TreeSet<>(declared.keySet());
        names.remove("game");
        assertEquals(options, names, "GameOptions: every game's options and no other");
    }

    /**
     * The TypeScript type of an option: a board size (of any size, or a choice of sizes), any string (an open choice),
     * on or off, or its values as text and, those that are numbers, as numbers.
     */
    private static String typeOf(OptionSpec o) {
        boolean sizes = o.choices().length > 0;
        for (String c : o.choices()) sizes &= c.matches("[0-9]+x[0-9]+");
        if (o.kind == OptionSpec.Kind.SIZE || sizes) return "BoardSize";
        if (o.isOpen()) return "string";
        if (new TreeSet<>(Arrays.asList(o.choices())).equals(new TreeSet<>(Arrays.asList("off", "on")))) return "OnOff";
        List<String> values = new ArrayList<>(), numbers = new ArrayList<>();
        for (String c : o.choices()) {
            values.add("\"" + c + "\"");
            if (c.matches("[0-9]+")) numbers.add(c);
        }
        values.addAll(numbers);
        return String.join(" | ", values);
    }

    /** A type's alternatives, in any order ("a" | "b"). */
    private static TreeSet<String> alternatives(String type) {
        return type == null ? null : new TreeSet<>(Arrays.asList(type.split(" \\| ")));
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

    /** The texts of a game's part in language {@code code} (English: none, the texts' own). */
    private static Language texts(String code, String part) throws IOException {
        if (code.equals("en")) return Language.ENGLISH;
        Path file = Path.of("../assets/src/main/static/i18n/" + code + "/" + part + ".txt");
        return Language.parse(code, Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }
}
