package parlour.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Rules read from a module's Java sources, for what class files cannot show (a synchronized block, a JSNI body) and
 * for modules whose tests see only their own sources: what the web build forbids, and which Parlour packages a
 * launcher reaches.
 */
public final class SourceRules {
    private SourceRules() {}

    /** What GWT cannot compile or emulates badly, each with the pattern that finds it in code. */
    private static final String[][] WEB_FORBIDDEN = {
        {"a thread", "\\bThread\\b"},
        {"a synchronized block or method", "\\bsynchronized\\b"},
        {"wait or notify", "\\.\\s*(wait|notify|notifyAll)\\s*\\("},
        {"java.util.concurrent", "\\bjava\\s*\\.\\s*util\\s*\\.\\s*concurrent\\b"},
        {"reflection", "\\bjava\\s*\\.\\s*lang\\s*\\.\\s*reflect\\b"},
        {"Class.forName", "\\bforName\\s*\\("},
        {"reflection", "\\bgetDeclared(Method|Methods|Field|Fields|Constructor|Constructors)\\s*\\("},
        {"String.format", "\\bString\\s*\\.\\s*format\\s*\\("},
        {"a regular expression", "\\bjava\\s*\\.\\s*util\\s*\\.\\s*regex\\b"},
        {"a regular expression", "\\bPattern\\s*\\.\\s*(compile|matches|quote)\\s*\\("},
        {"a regular expression", "\\.\\s*(matches|replaceAll|replaceFirst|split)\\s*\\("},
    };

    /** Every .java file under {@code root}, sorted. */
    public static List<Path> javaFiles(Path root) {
        try (Stream<Path> all = Files.walk(root)) {
            return all.filter(p -> p.toString().endsWith(".java")).sorted().collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * {@code source} with its comments (JSNI bodies {@code /*-{ ... }-*}{@code /} among them: the browser's script,
     * not Java), string and character literals blanked, line breaks kept so that line numbers still hold.
     */
    public static String code(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int i = 0, n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            if (c == '/' && i + 1 < n && source.charAt(i + 1) == '/') {
                while (i < n && source.charAt(i) != '\n') i++;
            } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '*') {
                int end = source.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                for (; i < end; i++) if (source.charAt(i) == '\n') out.append('\n');
            } else if (source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                end = end < 0 ? n : end + 3;
                out.append("\"\"");
                for (; i < end; i++) if (source.charAt(i) == '\n') out.append('\n');
            } else if (c == '"' || c == '\'') {
                out.append(c).append(c);
                i++;
                while (i < n && source.charAt(i) != c && source.charAt(i) != '\n')
                    i += source.charAt(i) == '\\' ? 2 : 1;
                i++;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** The uses of what the web build forbids in {@code source}, each as "where:line: what (the code)". */
    public static List<String> webForbidden(String where, String source) {
        List<String> found = new ArrayList<>();
        String[] lines = code(source).split("\n", -1);
        String[] written = source.split("\n", -1);
        for (int line = 0; line < lines.length; line++) {
            for (String[] rule : WEB_FORBIDDEN) {
                if (Pattern.compile(rule[1]).matcher(lines[line]).find())
                    found.add(where + ":" + (line + 1) + ": " + rule[0] + " (" + written[line].trim() + ")");
            }
        }
        return found;
    }

    /** The uses of what the web build forbids in every Java file under {@code root}. */
    public static List<String> webForbidden(Path root) {
        List<String> found = new ArrayList<>();
        for (Path file : javaFiles(root))
            found.addAll(webForbidden(root.relativize(file).toString(), read(file)));
        return found;
    }

    private static final Pattern PARLOUR_NAME = Pattern.compile("\\bparlour\\s*\\.\\s*([a-z]\\w*)");

    /**
     * The Parlour packages directly under {@code parlour} that {@code source} names, by import or by a qualified name
     * in its code (its own package's declaration left out): "shell", "store", "morris".
     */
    public static Collection<String> parlourPackagesNamed(String source) {
        String code = code(source).replaceFirst("(?m)^\\s*package\\s+[\\w.]+\\s*;", "");
        TreeSet<String> named = new TreeSet<>();
        Matcher m = PARLOUR_NAME.matcher(code);
        while (m.find()) named.add(m.group(1));
        return named;
    }

    /**
     * What a launcher may name of Parlour: the composition root (app), the services it implements (platform), and the
     * plain ground every floor shares (game, match, words: option descriptions, texts, the engine protocol, the version).
     */
    public static final List<String> LAUNCHER_MAY_NAME = Arrays.asList("app", "platform", "game", "match", "words");

    /**
     * For each Java file under {@code root} that names a Parlour package a launcher may not (neither in
     * {@link #LAUNCHER_MAY_NAME} nor one of {@code own}, the launcher's own), the file and those packages:
     * "parlour/desktop/GoneCommand.java" -> [gone].
     */
    public static Map<String, TreeSet<String>> pastTheRoot(Path root, List<String> own) {
        Map<String, TreeSet<String>> out = new TreeMap<>();
        for (Path file : javaFiles(root)) {
            TreeSet<String> past = new TreeSet<>();
            for (String p : parlourPackagesNamed(read(file)))
                if (!LAUNCHER_MAY_NAME.contains(p) && !own.contains(p)) past.add(p);
            if (!past.isEmpty()) out.put(root.relativize(file).toString().replace('\\', '/'), past);
        }
        return out;
    }

    public static String read(Path file) {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
