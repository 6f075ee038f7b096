package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** The manual page tells every option and command the program takes, as roff that man shows as typed. */
class ManualFilesTest {
    @Test
    void theManualNamesEveryCommandAndEveryShownOptionWithItsHelp() {
        CommandLine line = ManualFiles.line();
        String manual = ManualFiles.manual(line);
        assertThat(manual).startsWith(".TH PARLOUR 1 ");
        assertThat(manual)
                .contains(".SH NAME\nparlour \\- classic pencil-and-paper games against a friend or the computer\n");
        assertThat(manual).contains(".B parlour [OPTIONS]\n");
        assertThat(manual).doesNotContain("java \\-jar parlour.jar [OPTIONS]");
        List<CommandLine> commands = new ArrayList<>();
        commands.add(line);
        commands.addAll(line.getSubcommands().values());
        for (CommandLine c : commands) {
            if (c != line) assertThat(manual).contains(".SS " + c.getCommandName() + "\n");
            for (OptionSpec o : c.getCommandSpec().options()) {
                if (o.hidden()) continue;
                String names = ManualFiles.text(String.join(", ", o.names()));
                assertThat(manual)
                        .as(c.getCommandName() + " " + o.longestName())
                        .contains(".B " + names);
                assertThat(manual)
                        .as(c.getCommandName() + " " + o.longestName() + "'s help")
                        .contains(ManualFiles.text(o.description()[0].replace("%%", "%")));
            }
        }
        // each game's own options (hidden in the option list) have their own section
        assertThat(manual).contains(".SH GAMES\n").contains("\\-\\-size=");
        assertThat(manual).contains(".SH FILES\n").contains("$XDG_DATA_HOME/parlour");
    }

    @Test
    void roffTextKeepsHyphensBackslashesAndLeadingDotsAsTyped() {
        assertEquals("\\-\\-game", ManualFiles.text("--game"));
        assertEquals("pencil-and-paper (\\-\\-size=6x5)", ManualFiles.text("pencil-and-paper (--size=6x5)"));
        assertEquals("a\\eb", ManualFiles.text("a\\b"));
        assertEquals("\\&.parlour", ManualFiles.text(".parlour"));
        assertEquals("\\&'quoted'", ManualFiles.text("'quoted'"));
    }
}
