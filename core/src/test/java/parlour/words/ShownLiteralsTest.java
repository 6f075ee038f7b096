package parlour.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No text reaches a player around the catalogue: a word-bearing string literal handed straight to what shows or says
 * it (a label, a button, a notice, a spoken sentence, a storage failure, the web glue's page elements) would stay
 * English in Polish, so every such literal must go through {@code t("…")} (which {@link PolishCatalogueTest} checks has
 * its Polish line). The core's sources and the web launcher's (Java and its inline JavaScript) are scanned; a finding
 * names its file and line.
 */
class ShownLiteralsTest {
    private static final Path[] SOURCES = {Path.of("src/main/java"), Path.of("../html/src/main/java/parlour")};

    /**
     * A widget's constructor or setter whose first argument a player reads (the others are style names): a literal
     * is flagged when it opens that argument.
     */
    private static final String SHOWN_FIRST =
            "new (?:Label|TextButton|TextField|CheckBox)" + "|\\.(?:setText|setMessageText|setForms|setUserObject)";

    /**
     * A call all of whose arguments a player reads or hears (a notice's title and text, a failure's message, the web
     * page's retry line and its button): every literal among its own arguments is flagged (those inside a nested
     * call, such as {@code t("…")}'s, are not its own).
     */
    private static final Pattern SHOWN_ALL = Pattern.compile("(?:new StoreException|\\brefused\\.accept"
            + "|\\b(?:say|sayStatus|announce|notice|showNotice|status|tell|message|offerRetry))\\(");

    /**
     * What the web glue's inline JavaScript shows: an element's accessible name, title, text or placeholder, set
     * from a literal.
     */
    private static final String SHOWN_IN_PAGE = "setAttribute\\(\\s*\"(?:aria-label|title|placeholder)\"\\s*,"
            + "|\\.(?:textContent|innerText|title|placeholder|nodeValue)\\s*=";

    /** A string constant: its name and its literal (one literal, or several joined with +, of which the first). */
    private static final Pattern CONSTANT =
            Pattern.compile("static final String ([A-Z][A-Z0-9_]*)\\s*=\\s*\"([^\"]*)\"");

    /** A constant's name handed whole, as the first argument, to a call that shows it. */
    private static final Pattern SHOWN_CONSTANT = Pattern.compile("(?:(?:" + SHOWN_FIRST + ")\\(|(?:new StoreException"
            + "|\\brefused\\.accept|\\b(?:say|sayStatus|announce|notice|showNotice|status|tell|message))\\()"
            + "\\s*([A-Z][A-Z0-9_]*)\\s*[,)]");

    private static final Pattern SHOWN_LITERAL = Pattern.compile(
            "(?:(?:" + SHOWN_FIRST + ")\\(|" + SHOWN_IN_PAGE + ")\\s*\"([^\"\\\\]*(?:\\\\.[^\"\\\\]*)*)\"");

    /**
     * The literals shown on purpose outside the catalogue, by file and text, each with why it may be: few, and none
     * a sentence a player must understand.
     */
    private static final Map<String, String> ALLOWED = new HashMap<>();

    static {
        ALLOWED.put("MenuScreen.java: Parlour", "the program's name, the same in every language");
        ALLOWED.put(
                "WebLauncher.java: Parlour: ",
                "the first game's code failed to come before the catalogue could be read (Launch#fetchPageGame):"
                        + " the program's name before that line");
        ALLOWED.put(
                "WebLauncher.java: Try again",
                "the button beside that line, shown before the catalogue is read (the same failure inside the"
                        + " widget, GameLoadCard, says it through the catalogue)");
    }

    /** A shown literal: where it is and its text. */
    static final class Finding {
        final String file;
        final int line;
        final String text;

        Finding(String file, int line, String text) {
            this.file = file;
            this.line = line;
            this.text = text;
        }

        String key() {
            return file + ": " + text;
        }

        @Override
        public String toString() {
            return file + ":" + line + ": \"" + text + "\"";
        }
    }

    /** The word-bearing literals {@code source} (a Java file, inline JavaScript included) hands to what shows them. */
    static List<Finding> shownLiterals(String file, String source) {
        String code = codeOnly(source);
        List<Finding> out = new ArrayList<>();
        Matcher m = SHOWN_LITERAL.matcher(code);
        while (m.find()) add(out, file, code, m.start(1), m.group(1));
        // a constant holding the text, handed on by its name (a refusal kept in a static final field)
        Map<String, String> constants = new HashMap<>();
        Matcher constant = CONSTANT.matcher(code);
        while (constant.find()) constants.put(constant.group(1), constant.group(2));
        Matcher named = SHOWN_CONSTANT.matcher(code);
        while (named.find())
            if (constants.containsKey(named.group(1)))
                add(out, file, code, named.start(1), constants.get(named.group(1)));
        Matcher all = SHOWN_ALL.matcher(code);
        while (all.find()) {
            int depth = 1;
            for (int i = all.end(); i < code.length() && depth > 0; i++) {
                char c = code.charAt(i);
                if (c == '(') depth++;
                else if (c == ')') depth--;
                else if (c == '\'') {
                    int close = code.indexOf('\'', i + (code.charAt(i + 1) == '\\' ? 3 : 2));
                    if (close < 0) break;
                    i = close;
                } else if (c == '"') {
                    int end = i + 1;
                    while (end < code.length() && code.charAt(end) != '"' && code.charAt(end) != '\n')
                        end += code.charAt(end) == '\\' ? 2 : 1;
                    end = Math.min(end, code.length());
                    if (depth == 1) add(out, file, code, i + 1, code.substring(i + 1, end));
                    i = end;
                }
            }
        }
        out.sort((a, b) -> a.line - b.line);
        return out;
    }

    private static void add(List<Finding> out, String file, String code, int at, String text) {
        if (!hasWord(text)) return;
        int line = 1;
        for (int i = 0; i < at; i++) if (code.charAt(i) == '\n') line++;
        out.add(new Finding(file, line, text));
    }

    /** Two letters in a row: a word (a lone "<", "…" or "x" is a sign, the same in every language). */
    private static boolean hasWord(String text) {
        for (int i = 1; i < text.length(); i++)
            if (Character.isLetter(text.charAt(i)) && Character.isLetter(text.charAt(i - 1))) return true;
        return false;
    }

    /**
     * The source with its comments blanked (line breaks kept, so lines still count right), literals kept; the inline
     * JavaScript of a native method ({@code /*-{ … }-*}{@code /}) is code, not a comment, and is kept with its own
     * comments blanked.
     */
    static String codeOnly(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < s.length() && s.charAt(j) != c && s.charAt(j) != '\n') j += s.charAt(j) == '\\' ? 2 : 1;
                j = Math.min(j + 1, s.length());
                out.append(s, i, j);
                i = j;
            } else if (s.startsWith("/*-{", i)) {
                out.append("    ");
                i += 4;
            } else if (s.startsWith("}-*/", i)) {
                out.append("    ");
                i += 4;
            } else if (s.startsWith("//", i)) {
                while (i < s.length() && s.charAt(i) != '\n') {
                    out.append(' ');
                    i++;
                }
            } else if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                end = end < 0 ? s.length() : end + 2;
                for (; i < end; i++) out.append(s.charAt(i) == '\n' ? '\n' : ' ');
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    @Test
    void noLiteralIsShownOutsideTheCatalogue() throws IOException {
        List<String> found = new ArrayList<>();
        List<String> allowedSeen = new ArrayList<>();
        int files = 0;
        for (Path root : SOURCES) {
            List<Path> sources;
            try (Stream<Path> walk = Files.walk(root)) {
                sources = walk.filter(p -> p.toString().endsWith(".java"))
                        .sorted()
                        .collect(Collectors.toList());
            }
            for (Path f : sources) {
                files++;
                String name = f.getFileName().toString();
                for (Finding x : shownLiterals(name, Files.readString(f, StandardCharsets.UTF_8))) {
                    if (ALLOWED.containsKey(x.key())) allowedSeen.add(x.key());
                    else found.add(root.relativize(f) + ":" + x.line + ": \"" + x.text + "\"");
                }
            }
        }
        assertThat(files).as("the sources were found: " + files).isGreaterThan(150);
        assertEquals(
                new ArrayList<String>(),
                found,
                "shown to players without t(\"…\") (say it through the catalogue, with its Polish line):\n"
                        + String.join("\n", found));
        List<String> stale = new ArrayList<>(ALLOWED.keySet());
        stale.removeAll(allowedSeen);
        assertEquals(new ArrayList<String>(), stale, "allowed literals no longer in the code: drop them from ALLOWED");
    }

    /** The scan sees what it must: a literal given to a label, a notice or a page element's name, in Java or JSNI. */
    @Test
    void theScanFindsLiteralsInJavaAndInlineJavaScript() {
        String source = String.join(
                "\n",
                "class A {",
                "  static final String GONE = \"Nothing to paste.\";",
                "  // say(\"in a comment\") is no finding",
                "  void a() { say(t(\"Fine\")); new Label(\"Shown text\", skin, \"title\");",
                "    refused.accept(GONE); refused.accept(\"Nothing there.\"); b.setText(\"<\"); showNotice(t(\"Title\"), \"Lost \" + why); }",
                "  private static native void b(Element e) /*-{",
                "    e.setAttribute(\"aria-label\", \"Board\"); // e.title = \"not this\"",
                "    e.textContent = \"Move: \";",
                "  }-*/;",
                "}");
        List<String> found =
                shownLiterals("A.java", source).stream().map(Finding::toString).collect(Collectors.toList());
        assertEquals(
                Arrays.asList(
                        "A.java:4: \"Shown text\"",
                        "A.java:5: \"Nothing to paste.\"",
                        "A.java:5: \"Nothing there.\"",
                        "A.java:5: \"Lost \"",
                        "A.java:7: \"Board\"",
                        "A.java:8: \"Move: \""),
                found);
    }

    /** The demo site's pages whose own script shows a line under each board, and the script they share. */
    private static final Path[] DEMO_SCRIPTS = {
        Path.of("../html/src/main/webapp/boards.js"),
        Path.of("../html/src/main/webapp/puzzles.html"),
        Path.of("../html/src/main/webapp/lesson.html")
    };

    /** A JavaScript words table: {@code var WORDS = { en: {…}, pl: {…} };}. */
    private static final Pattern WORDS_TABLE = Pattern.compile("var WORDS = \\{(.*?)\\n  \\};", Pattern.DOTALL);

    /** A key and its template in a words table. */
    private static final Pattern ENTRY = Pattern.compile("(\\w+): \"([^\"]*)\"");

    /**
     * Issue #48: the demo pages' own script says nothing in English to a Polish page. Its shown words are templates in
     * a table with an English and a Polish line each, the same placeholders in both; any other literal holding a word
     * and a space in those scripts is shown English.
     */
    @Test
    void theDemoPagesScriptShowsItsWordsFromATableInBothLanguages() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path f : DEMO_SCRIPTS) {
            String source = Files.readString(f, StandardCharsets.UTF_8);
            Matcher table = WORDS_TABLE.matcher(source);
            String outside = source;
            if (table.find()) {
                String body = table.group(1);
                int pl = body.indexOf("pl: {");
                assertThat(pl).as(f + ": the words table has a Polish part").isGreaterThan(0);
                Map<String, String> en = entries(body.substring(0, pl)), polish = entries(body.substring(pl));
                assertThat(en).as(f + ": the words table has English lines").isNotEmpty();
                assertEquals(en.keySet(), polish.keySet(), f + ": the English and Polish lines have the same keys");
                for (String key : en.keySet())
                    assertEquals(
                            placeholders(en.get(key)), placeholders(polish.get(key)), f + ": placeholders of " + key);
                outside = source.substring(0, table.start()) + source.substring(table.end());
            }
            // the comments (JavaScript's, the page's) are no script
            String code = outside.replaceAll("(?s)/\\*.*?\\*/", "")
                    .replaceAll("(?m)^\\s*//.*$", "")
                    .replaceAll("(?s)<!--.*?-->", "");
            if (f.toString().endsWith(".html")) {
                StringBuilder scripts = new StringBuilder();
                Matcher inline = Pattern.compile("(?s)<script>(.*?)</script>").matcher(code);
                while (inline.find()) scripts.append(inline.group(1)).append('\n');
                code = scripts.toString();
            }
            Matcher literal = Pattern.compile("\"([^\"\\\\]*)\"").matcher(code);
            while (literal.find()) {
                String text = literal.group(1);
                // a word with a space beside it is text to read ("Solved in "); a name ("puzzle") is code's
                if (text.matches(".*[A-Za-z]{2,}.*") && text.matches("(?s).*\\s.*") && !text.equals("use strict"))
                    found.add(f.getFileName() + ": \"" + text + "\"");
            }
        }
        assertEquals(new ArrayList<String>(), found, "phrases the demo pages show outside their words table");
    }

    private static Map<String, String> entries(String part) {
        Map<String, String> out = new HashMap<>();
        Matcher m = ENTRY.matcher(part);
        while (m.find()) out.put(m.group(1), m.group(2));
        return out;
    }

    /** The placeholders' numbers a template uses, in order of first use, sorted. */
    private static List<String> placeholders(String template) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("\\{(\\d)").matcher(template);
        while (m.find()) if (!out.contains(m.group(1))) out.add(m.group(1));
        out.sort(null);
        return out;
    }
}
