package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The program started in a bare environment, no display and no LANG (issue #48: `env -i PATH=/usr/bin:/bin parlour
 * --size 5x5` printed a 38-line stack trace and left an instances folder; Polish help printed '?' for ł): one line
 * saying what is missing, a status of its own, nothing written; the commands that need no window still work there, and
 * Polish letters come out whole.
 */
class NoDisplayIT {
    @TempDir
    Path home;

    private Tools.Result run(String... args) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String jar = Path.of(System.getProperty("parlour.jar", "target/parlour.jar"))
                .toAbsolutePath()
                .toString();
        String[] command = new String[args.length + 3];
        command[0] = java;
        command[1] = "-jar";
        command[2] = jar;
        System.arraycopy(args, 0, command, 3, args.length);
        return Tools.runFed(Map.of("PATH", "/usr/bin:/bin", "HOME", home.toString()), 120, "", command);
    }

    @Test
    void withoutADisplayTheWindowSaysSoInOneLineAndWritesNothing() throws Exception {
        Tools.Result r = run("--game", "dots", "--size", "5x5");

        assertThat(r.exit).as("exit status; stderr: " + r.err).isEqualTo(NoDisplay.STATUS);
        assertThat(r.err.trim().split("\n")).as(r.err).hasSize(1);
        assertThat(r.err).contains("no display").contains("DISPLAY").doesNotContain("Exception");
        try (var files = Files.list(home)) {
            assertThat(files).as("nothing written into the home folder").isEmpty();
        }
    }

    @Test
    void inPolishTheLineIsPolishAndTheEngineStillAnswers() {
        Tools.Result pl = run("--lang", "pl", "--game", "dots");
        assertThat(pl.exit).as(pl.err).isEqualTo(NoDisplay.STATUS);
        assertThat(pl.err).contains("brak ekranu").doesNotContain("Exception");

        Tools.Result engine = run("engine");
        assertThat(engine.exit).as("the engine needs no display: " + engine.err).isEqualTo(0);
    }

    @Test
    void polishHelpWithoutLangKeepsItsLetters() {
        Tools.Result help = run("--lang", "pl", "--help");
        assertThat(help.exit).as(help.err).isEqualTo(0);
        assertThat(help.out).as("read as UTF-8").contains("język").doesNotContain("j?zyk");
    }
}
