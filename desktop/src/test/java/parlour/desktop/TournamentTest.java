package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tournament runner against an external engine command (this program's own engine in another JVM) and a broken one. */
class TournamentTest {
    private static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = Tournament.run(args, new PrintStream(out, true), new PrintStream(err, true));
        return new String[] {String.valueOf(code), out.toString(), err.toString()};
    }

    /** The table's numbers for the row that starts with {@code engine}: games, wins, losses, on time, illegal. */
    private static int[] row(String table, String engine) {
        for (String line : table.split("\n")) {
            if (line.startsWith(engine + " ") && !line.contains(" vs ")) {
                String[] w = line.substring(Math.min(line.length(), 40)).trim().split(" +");
                return new int[] {
                    Integer.parseInt(w[0]),
                    Integer.parseInt(w[1]),
                    Integer.parseInt(w[2]),
                    Integer.parseInt(w[3]),
                    Integer.parseInt(w[4])
                };
            }
        }
        throw new AssertionError("no row for " + engine + " in\n" + table);
    }

    @Test
    void aLevelPlaysAnExternalEngineCommandWithColoursAlternating() {
        String java = System.getProperty("java.home") + "/bin/java";
        String external = "cmd:" + java + " -cp " + System.getProperty("java.class.path")
                + " parlour.desktop.DesktopLauncher engine";
        String[] r = run(
                "--games", "2", "--size", "6x6", "--blocked", "4", "--clock", "20", "--seed", "5", "easy", external);
        assertEquals("0", r[0], r[2]);
        assertThat(r[1]).as(r[1]).contains("easy (first) vs cmd:");
        assertThat(r[1]).as(r[1]).contains("(first) vs easy");
        int[] easy = row(r[1], "easy");
        assertEquals(2, easy[0], r[1]);
        assertEquals(2, easy[1] + easy[2], r[1]);
        assertEquals(0, easy[4], r[1]);
        int[] other = row(r[1], external.length() <= 40 ? external : external.substring(0, 39) + "…");
        assertEquals(2, other[0], r[1]);
        assertEquals(0, other[3] + other[4], "the external engine played every move in time: " + r[1] + r[2]);
    }

    @Test
    void anEngineWhosePathHoldsASpaceIsStartedAsOneWord(@TempDir Path dir) throws Exception {
        Path script = Files.createDirectory(dir.resolve("my engines")).resolve("engine.sh");
        String java = System.getProperty("java.home") + "/bin/java";
        Files.writeString(
                script,
                "#!/bin/sh\nexec '" + java + "' -cp '" + System.getProperty("java.class.path")
                        + "' parlour.desktop.DesktopLauncher engine \"$@\"\n");
        assertTrue(script.toFile().setExecutable(true));
        // the quotes keep the path one word; the flag after it reaches the engine as its own word
        String external = "cmd:\"" + script + "\" --lang=en";
        String[] r = run("--games=2", "--size=5x5", "--clock=20", "--seed=3", "easy", external);
        assertEquals("0", r[0], r[2]);
        int[] other = row(r[1], external.substring(0, 39) + "…");
        assertEquals(2, other[0], r[1]);
        assertEquals(0, other[3] + other[4], "the engine started and played every move in time: " + r[1] + r[2]);
    }

    @Test
    void anEngineThatCannotStartLosesEveryGameIsCountedAndFailsTheRun() {
        String[] r = run("--games", "2", "--size", "5x5", "--clock", "5", "--seed", "1", "medium", "cmd:false");
        assertEquals("1", r[0], "exit status when an engine could not start (issue #48): " + r[2]);
        assertThat(r[2]).as(r[2]).contains("tournament: cmd:false could not start");
        int[] broken = row(r[1], "cmd:false");
        assertEquals(2, broken[0]);
        assertEquals(2, broken[2]);
        assertEquals(2, broken[4]);
        assertEquals(2, row(r[1], "medium")[1]);
    }

    @Test
    void badArgumentsPrintTheUsage() {
        String[] r = run("easy");
        assertEquals("2", r[0]);
        assertThat(r[2]).as(r[2]).contains("at least two engines");
        assertThat(r[2]).as(r[2]).contains("usage");
    }
}
