package parlour.desktop.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintStream;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import parlour.app.ParlourApp;
import parlour.desktop.CommandLines;
import parlour.desktop.CommandRun;
import picocli.CommandLine;

/** The Morris arena's and table tool's command lines: both option forms, typed values, help in two languages, version. */
class MorrisCommandsTest {
    private static final BiFunction<PrintStream, PrintStream, CommandLine> ARENA =
            (out, err) -> CommandLines.of(new MorrisArena().spec, out, err);
    private static final BiFunction<PrintStream, PrintStream, CommandLine> TABLES =
            (out, err) -> CommandLines.of(new MorrisTableTool().spec, out, err);

    private static Object arenaValue(String option, String... args) {
        MorrisArena arena = new MorrisArena();
        new CommandLine(arena.spec).parseArgs(args);
        return arena.spec.findOption(option).getValue();
    }

    @Test
    void everyArenaOptionTakesBothForms() {
        String[][] cases = {{"--games", "3"}, {"--seed", "-2"}, {"--flying", "off"}};
        for (String[] c : cases) {
            Object spaced = arenaValue(c[0], c[0], c[1], "morris6", "easy", "easy");
            Object joined = arenaValue(c[0], c[0] + "=" + c[1], "morris6", "easy", "easy");
            assertEquals(c[1], String.valueOf(spaced), c[0]);
            assertEquals(spaced, joined, c[0]);
        }
    }

    @Test
    void badValuesNameTheOptionAndWhatItTakes() {
        CommandRun r = CommandRun.of(ARENA, "--games=many", "morris6", "easy", "easy");
        assertEquals(2, r.status, r.toString());
        assertThat(r.err).as(r.err).startsWith("MorrisArena: --games must be a whole number, not 'many'\n");
        assertThat(CommandRun.of(ARENA, "--flying", "maybe", "morris6", "easy", "easy").err)
                .startsWith("MorrisArena: --flying must be one of on, off, not 'maybe'\n");
        assertThat(CommandRun.of(ARENA, "morris7", "easy", "easy").err)
                .startsWith("MorrisArena: GAME must be one of morris6, morris9, not 'morris7'\n");
        assertEquals(2, CommandRun.of(TABLES).status, "DIR is required");
    }

    @Test
    void helpInBothLanguagesAndVersion() {
        for (BiFunction<PrintStream, PrintStream, CommandLine> command : java.util.List.of(ARENA, TABLES)) {
            CommandRun en = CommandRun.of(command, "--help"), pl = CommandRun.inPolish(command, "--help");
            assertEquals(0, en.status, en.toString());
            assertThat(en.out).as(en.out).contains("Usage:\n  java -cp parlour.jar parlour.desktop.morris.Morris");
            assertThat(en.out).as(en.out).contains("show this help and end");
            assertThat(pl.out).as(pl.out).contains("Użycie:");
            assertThat(pl.out).as(pl.out).contains("pokazuje tę pomoc i kończy");
            assertThat(pl.out).as(pl.out).contains("Argumenty:");
            assertEquals("Parlour " + ParlourApp.VERSION + "\n", CommandRun.of(command, "-V").out);
        }
        assertThat(CommandRun.inPolish(ARENA, "--help").out).contains("liczba partii (domyślnie 100)");
        assertThat(CommandRun.inPolish(TABLES, "--help").out).contains("folder, do którego trafią oba pliki");
    }
}
