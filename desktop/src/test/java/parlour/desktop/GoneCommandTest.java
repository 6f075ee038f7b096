package parlour.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code gone} command: one line a file, file-and-line errors, and a failing status after the other files are answered. */
class GoneCommandTest {
    @TempDir
    Path dir;

    private String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = GoneCommand.run(args, new PrintStream(out, true), new PrintStream(err, true));
        return new String[] {
            String.valueOf(status),
            new String(out.toByteArray(), StandardCharsets.UTF_8),
            new String(err.toByteArray(), StandardCharsets.UTF_8)
        };
    }

    private String file(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.write(p, text.getBytes(StandardCharsets.UTF_8));
        return p.toString();
    }

    @Test
    void answersEveryFileAndFailsAfterwardsForABadOne() throws Exception {
        String a = file("a.txt", "WB\n");
        String bad = file("board.txt", "0 0 W\n-1 0 B\n");
        String b = file("b.txt", "# list\n0 0 W\n1 1 B\n");
        String[] r = run(a, bad, dir.resolve("missing.txt").toString(), b);
        assertEquals("1", r[0]);
        assertEquals(
                a + ": rounds=1 black-remains=no\n" + b + ": rounds=0 black-remains=yes\n", r[1].replace("\r", ""));
        assertEquals(
                bad + ":2: the x coordinate is negative (-1): a configuration with a negative coordinate is invalid\n"
                        + dir.resolve("missing.txt") + ": cannot be read: no such file\n",
                r[2].replace("\r", ""));
    }

    @Test
    void diagonalAdjacencyIsAnOption() throws Exception {
        String b = file("b.txt", "W.\n.B\n");
        assertEquals("0", run("--adjacency", "8", b)[0]);
        assertEquals(b + ": rounds=1 black-remains=no\n", run("--adjacency", "8", b)[1].replace("\r", ""));
        assertEquals("2", run("--adjacency", "6", b)[0]);
        assertEquals("2", run()[0]);
    }

    @Test
    void aLargerGridNeedsMaxCells() throws Exception {
        // 2100 places on the first row, the only pebble on row 2000: a few KB that declare 4.2 million places
        StringBuilder text = new StringBuilder();
        for (int x = 0; x < 2100; x++) text.append('.');
        for (int y = 1; y < 2000; y++) text.append('\n');
        String b = file("wide.txt", text.append("B\n").toString());
        String[] refused = run(b);
        assertEquals("1", refused[0]);
        assertEquals(
                b + ":2000: the grid is 2100x2000 = 4200000 places, more than the 4194304 a board may have\n",
                refused[2].replace("\r", ""));
        assertEquals(b + ": rounds=0 black-remains=yes\n", run("--max-cells", "5000000", b)[1].replace("\r", ""));
        assertEquals("2", run("--max-cells", "2000000000", b)[0]);
    }
}
