package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** An engine command is split into words as sh would split it. */
class ShellWordsTest {
    @Test
    void blanksSeparateAndQuotesKeepSpaces() {
        assertEquals(
                List.of("java", "-jar", "parlour.jar", "engine"),
                ShellWords.split("  java -jar\tparlour.jar  engine "));
        assertEquals(List.of("/tmp/my dir/engine.sh", "--flag"), ShellWords.split("\"/tmp/my dir/engine.sh\" --flag"));
        assertEquals(List.of("/tmp/my dir/e.sh"), ShellWords.split("'/tmp/my dir'/e.sh"));
        assertEquals(List.of("/tmp/my dir/e.sh"), ShellWords.split("/tmp/my\\ dir/e.sh"));
        assertEquals(List.of(""), ShellWords.split("''"));
        assertEquals(List.of(), ShellWords.split("   "));
    }

    @Test
    void backslashesFollowTheShellsRules() {
        assertEquals(List.of("a\\b"), ShellWords.split("'a\\b'"), "single quotes keep a backslash");
        assertEquals(List.of("say \"hi\" \\ $x \\n"), ShellWords.split("\"say \\\"hi\\\" \\\\ \\$x \\n\""));
        assertEquals(List.of("it's"), ShellWords.split("it\\'s"));
        assertEquals(List.of("ab"), ShellWords.split("a\\\nb"), "a backslash and a line break join the lines");
    }

    @Test
    void anUnclosedQuoteOrATrailingBackslashIsRefused() {
        String m = assertThrows(IllegalArgumentException.class, () -> ShellWords.split("\"/tmp/my dir/e.sh --flag"))
                .getMessage();
        assertThat(m).as(m).contains("does not close");
        assertThrows(IllegalArgumentException.class, () -> ShellWords.split("'abc"));
        assertThrows(IllegalArgumentException.class, () -> ShellWords.split("abc\\"));
    }
}
