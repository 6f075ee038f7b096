package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import parlour.app.Launch;
import parlour.app.ParlourApp;
import parlour.shell.launch.LaunchOptions;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** The four command-line bugs stay fixed; every command has its --help (English and Polish) and --version. */
class CommandMessagesTest {
    private static final BiFunction<PrintStream, PrintStream, CommandLine> ROOT =
            (out, err) -> DesktopLauncher.commandLine(new Launch(null, null), (o, w, h, a) -> 0, out, err);

    @Test
    void gameEqualsDotsIsAnOptionWithAValue() {
        LaunchOptions[] seen = {null};
        CommandRun r = CommandRun.of(
                (out, err) -> DesktopLauncher.commandLine(
                        new Launch(null, null), (o, w, h, a) -> (seen[0] = o.options()) == null ? 1 : 0, out, err),
                "--game=dots",
                "--size=5x4");
        assertEquals(0, r.status, r.toString());
        assertEquals("dots", seen[0].game);
        assertEquals("5x4", seen[0].gameOptions.get("size"));
    }

    @Test
    void aBadValueOfAGamesOwnOptionNamesTheOptionAndWhatItTakes() {
        CommandRun r = CommandRun.of(ROOT, "--game=dots", "--size=x");
        assertEquals(2, r.status, r.toString());
        assertEquals(
                "parlour: command line option 'size': 'x' is not a board size: write boxes across x boxes up, like 7x7\n",
                r.err);
    }

    @Test
    void tournamentSizeEightIsRefusedSayingTheForm() {
        CommandRun r = refused(
                "tournament: --size must be COLSxROWS like 8x8, not '8'\n",
                "tournament",
                "--size",
                "8",
                "easy",
                "medium");
        assertThat(r.err).as(r.err).doesNotContain("begin 0");
        refused(
                "tournament: --size must be from 4x4 to 10x10, not '11x4'\n",
                "tournament",
                "--size=11x4",
                "easy",
                "medium");
    }

    @Test
    void tournamentGamesXIsRefusedAsNotAWholeNumber() {
        CommandRun r = refused(
                "tournament: --games must be a whole number, not 'x'\n",
                "tournament",
                "--games",
                "x",
                "easy",
                "medium");
        assertThat(r.err).as(r.err).doesNotContain("For input string");
        refused(
                "tournament: --games must be a whole number from 1 to 100000, not '0'",
                "tournament",
                "--games=0",
                "easy",
                "medium");
        assertRefused(
                CommandRun.inPolish(ROOT, "tournament", "--games", "x", "easy", "medium"),
                "tournament: --games musi być liczbą całkowitą, a nie „x”\n");
    }

    @Test
    void picocliOwnProblemsAreSaidInTheCataloguesWords() {
        refused("parlour: unknown option '--frobnicate'\n", "--frobnicate");
        refused("tournament: --clock needs a value: SECONDS\n", "tournament", "--clock");
        refused("parlour: --help takes no value, not 'yes'\n", "--help=yes");
        refused("parlour: --announce must be on or off, not 'loud'\n", "--announce=loud");
        refused("gone: --max-cells must be a whole number, not 'x'\n", "gone", "--max-cells=x", "f");
        assertRefused(CommandRun.inPolish(ROOT, "--frobnicate"), "parlour: nieznana opcja „--frobnicate”\n");
        refused(
                "tournament: ENGINE must be one of easy, medium, strong or cmd:COMMAND, not 'hard'\n",
                "tournament",
                "easy",
                "hard");
        assertThat(CommandRun.of(ROOT, "tournament", "easy", "cmd:'/tmp/a b").err)
                .contains("does not close");
    }

    /** Runs {@code args}: a usage problem (status 2) whose message starts with {@code start}. */
    private static CommandRun refused(String start, String... args) {
        return assertRefused(CommandRun.of(ROOT, args), start);
    }

    /** {@code r} ended with status 2, its message starting with {@code start}. */
    private static CommandRun assertRefused(CommandRun r, String start) {
        assertEquals(2, r.status, r.toString());
        assertThat(r.err).as(r.err).startsWith(start);
        return r;
    }

    @ParameterizedTest
    @ValueSource(strings = {"--lang=pl", "--lang pl"})
    void theLanguageIsPickedUpEarlyInBothForms(String given) {
        try {
            DesktopLanguage.useFor(("tournament " + given + " --games x").split(" "));
            assertEquals("pl", parlour.words.Tr.language().code);
        } finally {
            parlour.words.Tr.use(parlour.words.Language.ENGLISH);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "engine", "gone", "tournament"})
    void versionPrintsParlourAndItsVersion(String command) {
        for (String flag : new String[] {"--version", "-V"}) {
            CommandRun r = command.isEmpty() ? CommandRun.of(ROOT, flag) : CommandRun.of(ROOT, command, flag);
            assertEquals(0, r.status, r.toString());
            assertEquals("Parlour " + ParlourApp.VERSION + "\n", r.out);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "engine", "gone", "tournament"})
    void helpInEnglishAndInPolish(String command) {
        String[] args = command.isEmpty() ? new String[] {"--help"} : new String[] {command, "--help"};
        CommandRun en = CommandRun.of(ROOT, args), pl = CommandRun.inPolish(ROOT, args);
        assertEquals(0, en.status, en.toString());
        assertEquals(0, pl.status, pl.toString());
        assertThat(en.out).as(en.out).contains("Usage:\n  java -jar parlour.jar " + command);
        assertThat(en.out).as(en.out).contains("Options:");
        assertThat(en.out).as(en.out).contains("-V, --version");
        assertThat(en.out).as(en.out).contains("show this help and end");
        assertThat(pl.out).as(pl.out).contains("Użycie:\n");
        assertThat(pl.out).as(pl.out).contains("Opcje:\n");
        assertThat(pl.out).as(pl.out).contains("pokazuje tę pomoc i kończy");
        // picocli wraps the help's lines: compare with the line breaks and indents as single spaces
        String polish = pl.out.replaceAll("\\s+", " ");
        for (String english : described(command, false))
            assertThat(polish).as(english + " in\n" + pl.out).doesNotContain(english.replaceAll("\\s+", " "));
        assertNotEquals(described(command, false), described(command, true));
    }

    /** The command's header, description and options' help, in English or Polish (without the game's own). */
    private static List<String> described(String command, boolean polish) {
        List<String> texts = new ArrayList<>();
        if (polish) DesktopLanguage.useFor(new String[] {"--lang", "pl"});
        try {
            CommandLine root = ROOT.apply(System.out, System.err);
            CommandSpec spec = command.isEmpty()
                    ? root.getCommandSpec()
                    : root.getSubcommands().get(command).getCommandSpec();
            texts.add(spec.usageMessage().header()[0]);
            for (String d : spec.usageMessage().description()) texts.add(d);
            for (OptionSpec o : spec.options()) if (!o.hidden()) texts.add(o.description()[0]);
        } finally {
            parlour.words.Tr.use(parlour.words.Language.ENGLISH);
        }
        return texts;
    }
}
