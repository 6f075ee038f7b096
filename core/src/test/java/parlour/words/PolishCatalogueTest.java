package parlour.words;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import parlour.app.Catalogue;

/**
 * The Polish catalogue is complete and sound: every text the code says through {@code t("…")} (or marks with
 * {@code mark("…")}) has its Polish line, in the shared part or its own (its game's, or the later part of the menu,
 * the dialogs, the move list, the chooser of kept games and the desktop's command line); each Polish line keeps the English one's placeholders and gives three
 * word forms where the English gives two; and no line is left that the code no longer says. A text missing here would show in English to a Polish player.
 */
class PolishCatalogueTest {
    private static final Path SOURCES = Path.of("src/main/java/parlour");
    /** The web launcher's code, whose texts are in the shared part. */
    private static final Path WEB_LAUNCHER = Path.of("../html/src/main/java/parlour");
    /** The desktop launcher's code, whose texts (its command line's --help) are in the later part. */
    private static final Path DESKTOP_LAUNCHER = Path.of("../desktop/src/main/java/parlour");
    /**
     * The files whose texts are in the later part: the menu's (its settings card too), the Save and Load dialogs' (and
     * Save's diagram file's), the move list's, the chooser of kept games', the friend links' (their clock's too), the
     * link and text windows', and the help window's and the result banner's (made by the later windows' code, which
     * waits for these words).
     */
    private static final List<String> LATER_FILES = Arrays.asList(
            "MenuScreen.java",
            "SettingsCard.java",
            "GameCard.java",
            "CardChoices.java",
            "GameLoadCard.java",
            "SaveDialogs.java",
            "BoardDialogs.java",
            "FileDialog.java",
            "MoveReview.java",
            "MoveListWindow.java",
            "MistakeFinder.java",
            "KeptChooser.java",
            "FriendLink.java",
            "FriendLinks.java",
            "FriendCard.java",
            "FriendControl.java",
            "FriendClock.java",
            "KeptTexts.java",
            "DiagramFile.java",
            "HelpPanel.java",
            "ResultBanner.java");

    private static final Path CATALOGUE = Path.of("../assets/src/main/static/i18n/pl");

    /** The texts each part of the code says: "shared" or a game's package name, to its English texts. */
    private static Map<String, TreeSet<String>> said() throws IOException {
        Map<String, TreeSet<String>> out = new HashMap<>();
        for (String part : Catalogue.wordParts()) out.put(part, new TreeSet<String>());
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                String pkg = SOURCES.relativize(f).getName(0).toString();
                String part = out.containsKey(pkg)
                        ? pkg
                        : LATER_FILES.contains(f.getFileName().toString()) ? Language.LATER : "shared";
                out.get(part).addAll(literals(Files.readString(f, StandardCharsets.UTF_8)));
            }
        }
        for (Path launcher : new Path[] {WEB_LAUNCHER, DESKTOP_LAUNCHER}) {
            String part = launcher == WEB_LAUNCHER ? "shared" : Language.LATER;
            try (Stream<Path> files = Files.walk(launcher)) {
                for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator)
                    out.get(part).addAll(literals(Files.readString(f, StandardCharsets.UTF_8)));
            }
        }
        return out;
    }

    /** The string literals given to t( or mark( in a source file (a literal may be several joined with +). */
    static List<String> literals(String source) {
        String java = withoutComments(source);
        List<String> out = new ArrayList<>();
        for (String call : new String[] {"t(", "mark(", "said(", "refusal("}) {
            int at = 0;
            while ((at = java.indexOf(call, at)) >= 0) {
                int start = at + call.length();
                boolean word =
                        at > 0 && (Character.isJavaIdentifierPart(java.charAt(at - 1)) && java.charAt(at - 1) != '.');
                at = start;
                if (word) continue;
                StringBuilder text = new StringBuilder();
                int i = skipSpace(java, start);
                boolean any = false;
                while (i < java.length() && java.charAt(i) == '"') {
                    i++;
                    while (java.charAt(i) != '"') {
                        char c = java.charAt(i);
                        if (c == '\\') {
                            char e = java.charAt(++i);
                            text.append(e == 'n' ? '\n' : e == 't' ? '\t' : e);
                        } else text.append(c);
                        i++;
                    }
                    any = true;
                    i = skipSpace(java, i + 1);
                    if (i < java.length() && java.charAt(i) == '+') {
                        int j = skipSpace(java, i + 1);
                        if (j < java.length() && java.charAt(j) == '"') i = j;
                        else
                            any = false; // a key made at run time ("[choice] " + value): its parts are marked elsewhere
                        if (!any) break;
                    }
                }
                if (any) out.add(text.toString());
            }
        }
        return out;
    }

    /** The source with its comments blanked out (string and character literals kept as they are). */
    private static String withoutComments(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < s.length() && s.charAt(j) != c) j += s.charAt(j) == '\\' ? 2 : 1;
                out.append(s, i, Math.min(j + 1, s.length()));
                i = j + 1;
            } else if (s.startsWith("//", i)) {
                while (i < s.length() && s.charAt(i) != '\n') i++;
            } else if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                i = end < 0 ? s.length() : end + 2;
                out.append(' ');
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    private static int skipSpace(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
        return i;
    }

    private static Language part(String part) throws IOException {
        Path file = CATALOGUE.resolve(part + ".txt");
        return Language.parse("pl", Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    @Test
    void everyTextTheCodeSaysHasItsPolishLine() throws IOException {
        Map<String, TreeSet<String>> said = said();
        Language shared = part("shared");
        List<String> missing = new ArrayList<>();
        int texts = 0;
        for (String part : Catalogue.wordParts()) {
            Language own = part("shared".equals(part) ? "shared" : part);
            for (String english : said.get(part)) {
                texts++;
                if (!own.has(english) && !shared.has(english)) missing.add(part + ": " + english);
            }
        }
        assertThat(texts).as("no t(\"…\") found in the code").isGreaterThan(0);
        assertThat(missing)
                .as(missing.size() + " texts have no Polish line:\n" + String.join("\n", missing))
                .isEmpty();
    }

    @Test
    void everyPolishLineKeepsItsPlaceholdersAndFormsAndIsStillSaid() throws IOException {
        Map<String, TreeSet<String>> said = said();
        TreeSet<String> all = new TreeSet<>();
        for (TreeSet<String> s : said.values()) all.addAll(s);
        List<String> problems = new ArrayList<>();
        for (String part : Catalogue.wordParts()) {
            Language pl = part(part);
            for (String english : pl.keys()) {
                String polish = pl.text(english);
                if (polish.trim().isEmpty()) problems.add(part + ": empty: " + english);
                if (!placeholders(english, 2).equals(placeholders(polish, 3)))
                    problems.add(part + ": placeholders differ: " + english + " | " + polish);
                if (!all.contains(english)) problems.add(part + ": no longer said: " + english);
            }
        }
        assertThat(problems).as(String.join("\n", problems)).isEmpty();
    }

    /** The placeholders of a pattern, word-form lists replaced by their count being right ("{0|ok}") or not. */
    private static TreeSet<String> placeholders(String pattern, int forms) {
        TreeSet<String> out = new TreeSet<>();
        int at = 0;
        while ((at = pattern.indexOf('{', at)) >= 0) {
            int close = pattern.indexOf('}', at);
            if (close < 0) break;
            String inside = pattern.substring(at + 1, close);
            int bar = inside.indexOf('|');
            String index = bar < 0 ? inside : inside.substring(0, bar);
            if (!index.isEmpty() && index.chars().allMatch(Character::isDigit)) {
                if (bar < 0) out.add("{" + index + "}");
                else out.add("{" + index + "|" + (inside.split("\\|", -1).length - 1 == forms ? "ok" : "wrong") + "}");
            }
            at = close + 1;
        }
        return out;
    }
}
