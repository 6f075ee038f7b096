package parlour.desktop;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import parlour.match.Text;

/**
 * A command line split into its words as a POSIX shell splits it (quotes and backslashes, no variables or globs):
 * a tournament's {@code cmd:"/tmp/my dir/engine.sh" --flag} is started as a list, so a path may hold a space.
 */
final class ShellWords {
    private ShellWords() {}

    /**
     * The words of {@code line}: blanks separate words; '…' keeps everything as it is; "…" keeps everything but a
     * backslash before " \ $ or ` (or a line break, which it removes); outside quotes a backslash keeps the next
     * character.
     *
     * @throws IllegalArgumentException for an unclosed quote or a backslash at the end
     */
    static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        int i = 0;
        while (i < line.length()) {
            char c = line.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n') {
                if (inWord) words.add(word.toString());
                word.setLength(0);
                inWord = false;
                i++;
                continue;
            }
            inWord = true;
            if (c == '\'') {
                int end = line.indexOf('\'', i + 1);
                if (end < 0) throw unclosed(line, "'");
                word.append(line, i + 1, end);
                i = end + 1;
            } else if (c == '"') {
                i = doubleQuoted(line, i + 1, word);
            } else if (c == '\\') {
                if (i + 1 >= line.length())
                    throw new IllegalArgumentException(t("{0} ends with a backslash", Text.quote(line)));
                if (line.charAt(i + 1) != '\n') word.append(line.charAt(i + 1));
                i += 2;
            } else {
                word.append(c);
                i++;
            }
        }
        if (inWord) words.add(word.toString());
        return words;
    }

    /** Reads a "…" part from {@code i} (after its opening quote) into {@code word}; returns the index after it. */
    private static int doubleQuoted(String line, int i, StringBuilder word) {
        while (i < line.length()) {
            char c = line.charAt(i);
            if (c == '"') return i + 1;
            if (c == '\\' && i + 1 < line.length() && "\"\\$`\n".indexOf(line.charAt(i + 1)) >= 0) {
                if (line.charAt(i + 1) != '\n') word.append(line.charAt(i + 1));
                i += 2;
            } else {
                word.append(c);
                i++;
            }
        }
        throw unclosed(line, "\"");
    }

    private static IllegalArgumentException unclosed(String line, String quote) {
        return new IllegalArgumentException(t("{0} opens a {1} quote it does not close", Text.quote(line), quote));
    }
}
