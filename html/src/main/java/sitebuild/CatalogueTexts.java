package sitebuild;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import parlour.app.Catalogue;
import parlour.game.OptionSpec;
import parlour.words.Language;

/**
 * Writes what the page's loader and the npm package's types say of the games from the catalogue, so that a game and
 * its options are described once, in the game's module (run by the build on the site's {@code parlour.js} and the
 * package's {@code index.d.ts}, see html/pom.xml): the games' titles in each language at the loader's marker "titles
 * CODE" in a block comment, the {@code GameId} type and each game's options with their values at the types' markers
 * "GameId" and "GameOptions".
 */
public final class CatalogueTexts {
    static final String GAME_ID = "/*GameId*/", GAME_OPTIONS = "/*GameOptions*/";

    private CatalogueTexts() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: CatalogueTexts LOADER_JS TYPES_D_TS I18N_DIR");
            System.exit(2);
        }
        Path loader = Paths.get(args[0]), types = Paths.get(args[1]), i18n = Paths.get(args[2]);
        Files.writeString(loader, withTitles(read(loader), i18n), StandardCharsets.UTF_8);
        Files.writeString(types, withTypes(read(types)), StandardCharsets.UTF_8);
        System.out.println("[catalogue texts] " + Catalogue.ids() + ": titles in " + loader + ", types in " + types);
    }

    /** The loader with each language's game titles where its words say {@code /*titles CODE*}{@code /}. */
    static String withTitles(String loader, Path i18n) throws IOException {
        String out = loader;
        List<Catalogue.Named> games = Catalogue.named();
        for (String code : Language.CODES) {
            List<String> titles = new ArrayList<>();
            // each part's words read once (Six and Nine Men's Morris share theirs)
            Map<String, Language> parts = new HashMap<>();
            for (Catalogue.Named g : games) {
                if (!parts.containsKey(g.part)) parts.put(g.part, texts(i18n, code, g.part));
                titles.add(g.id + ": " + jsString(parts.get(g.part).text(g.title)));
            }
            out = replaceOnce(out, "/*titles " + code + "*/", String.join(", ", titles));
        }
        return out;
    }

    /** The types with the catalogue's {@code GameId} and {@code GameOptions}' properties in place of their markers. */
    static String withTypes(String types) {
        List<String> ids = new ArrayList<>();
        for (String id : Catalogue.ids()) ids.add(jsString(id));
        String out = replaceOnce(types, GAME_ID, String.join(" | ", ids));
        return replaceOnce(out, GAME_OPTIONS, gameOptions());
    }

    /**
     * GameOptions' properties: each option name once, in the order the catalogue's games first have it, with the games
     * that take it, what it means and its default in its comment.
     */
    private static String gameOptions() {
        Map<String, String> typeOf = new LinkedHashMap<>();
        // for each option, what it means (its help and default) and the games where it means that
        Map<String, Map<String, List<String>>> meaning = new LinkedHashMap<>();
        for (Catalogue.Named g : Catalogue.named()) {
            for (OptionSpec o : g.options) {
                String type = typeOf(o), before = typeOf.put(o.name, type);
                if (before != null && !before.equals(type))
                    throw new IllegalStateException("option " + o.name + " is " + before + " in one game and " + type
                            + " in " + g.id + ": one TypeScript type cannot say both");
                String says = o.help + (o.help.contains("default") ? "" : " (default " + o.defaultValue + ")");
                meaning.computeIfAbsent(o.name, k -> new LinkedHashMap<>())
                        .computeIfAbsent(says, k -> new ArrayList<>())
                        .add(g.title);
            }
        }
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, String> o : typeOf.entrySet()) {
            List<String> says = new ArrayList<>();
            for (Map.Entry<String, List<String>> m : meaning.get(o.getKey()).entrySet())
                says.add(String.join(" and ", m.getValue()) + ": " + m.getKey());
            if (out.length() > 0) out.append("\n    ");
            out.append("/** ")
                    .append(String.join("; ", says).replace("*/", "* /"))
                    .append(". */");
            out.append("\n    ")
                    .append(o.getKey())
                    .append("?: ")
                    .append(o.getValue())
                    .append(';');
        }
        return out.toString();
    }

    /**
     * The TypeScript type of an option: a board size (of any size, or a choice of sizes), any string (an open choice),
     * on or off, or its values as text and, those that are numbers, as numbers.
     */
    static String typeOf(OptionSpec o) {
        boolean sizes = o.choices().length > 0;
        for (String c : o.choices()) sizes &= c.matches("[0-9]+x[0-9]+");
        if (o.kind == OptionSpec.Kind.SIZE || sizes) return "BoardSize";
        if (o.isOpen()) return "string";
        if (new TreeSet<>(Arrays.asList(o.choices())).equals(new TreeSet<>(Arrays.asList("off", "on")))) return "OnOff";
        List<String> values = new ArrayList<>(), numbers = new ArrayList<>();
        for (String c : o.choices()) {
            values.add(jsString(c));
            if (c.matches("[0-9]+")) numbers.add(c);
        }
        values.addAll(numbers);
        return String.join(" | ", values);
    }

    /** {@code text} with {@code marker}, which it must hold exactly once, replaced by {@code by}. */
    private static String replaceOnce(String text, String marker, String by) {
        int at = text.indexOf(marker);
        if (at < 0 || text.indexOf(marker, at + 1) >= 0)
            throw new IllegalStateException("the marker " + marker + " is not in the text exactly once");
        return text.substring(0, at) + by + text.substring(at + marker.length());
    }

    /** {@code s} as a JavaScript (and TypeScript) string literal in double quotes. */
    private static String jsString(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    /** The texts of a game's part in language {@code code} (English: none, the texts' own). */
    static Language texts(Path i18n, String code, String part) throws IOException {
        if (code.equals("en")) return Language.ENGLISH;
        Path file = i18n.resolve(code).resolve(part + ".txt");
        return Language.parse(code, read(file), file.toString());
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }
}
