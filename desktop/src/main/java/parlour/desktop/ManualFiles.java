package parlour.desktop;

import static parlour.words.Tr.t;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;
import parlour.app.Launch;
import parlour.app.ParlourApp;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Writes the installed program's manual page ({@code parlour.1}) and its bash completion ({@code parlour.bash}) from
 * the command line itself, so that they never tell other options than the program takes; run by the installers'
 * build (build-installers.sh), which puts both into the .deb.
 */
public final class ManualFiles {
    private ManualFiles() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: ManualFiles OUTPUT_DIR");
            System.exit(2);
        }
        Path dir = Paths.get(args[0]);
        Files.createDirectories(dir);
        CommandLine line = line();
        Files.writeString(dir.resolve("parlour.1"), manual(line), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("parlour.bash"), AutoComplete.bash("parlour", line), StandardCharsets.UTF_8);
        System.out.println("[manual] " + dir.resolve("parlour.1") + ", " + dir.resolve("parlour.bash"));
    }

    /** The program's command line as the installed launcher has it, opening no window. */
    static CommandLine line() {
        PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
        return DesktopLauncher.commandLine(new Launch(null, null), (o, w, h, a) -> 0, nowhere, nowhere);
    }

    /** The manual page of {@code line} and its commands, in roff (man(7)). */
    static String manual(CommandLine line) {
        CommandSpec spec = line.getCommandSpec();
        StringBuilder r = new StringBuilder();
        r.append(".TH PARLOUR 1 \"\" \"Parlour ").append(ParlourApp.VERSION).append("\" \"Games\"\n");
        r.append(".SH NAME\nparlour \\- ")
                .append(text(what(first(spec.usageMessage().header()))))
                .append('\n');
        r.append(".SH SYNOPSIS\n");
        synopsis(r, spec);
        for (CommandLine sub : line.getSubcommands().values()) synopsis(r, sub.getCommandSpec());
        r.append(".SH DESCRIPTION\n")
                .append(text(first(spec.usageMessage().description())))
                .append('\n');
        r.append(".SH OPTIONS\n");
        options(r, spec);
        r.append(".SH COMMANDS\n");
        for (Map.Entry<String, CommandLine> e : line.getSubcommands().entrySet()) {
            CommandSpec sub = e.getValue().getCommandSpec();
            r.append(".SS ").append(e.getKey()).append('\n');
            r.append(text(first(sub.usageMessage().header()))).append('\n');
            String about = first(sub.usageMessage().description());
            if (!about.isEmpty()) r.append(".PP\n").append(text(about)).append('\n');
            options(r, sub);
        }
        r.append(".SH GAMES\n")
                .append(text(t("Each game's own options, given with --game:")))
                .append('\n');
        preformatted(r, WindowCommand.gamesOwnOptions(new Launch(null, null).games()));
        r.append(".SH KEYS\n");
        preformatted(r, WindowCommand.keys());
        r.append(".SH FILES\n");
        entry(r, "$XDG_CONFIG_HOME/parlour", t("the settings (without XDG_CONFIG_HOME: ~/.config/parlour)"));
        entry(
                r,
                "$XDG_DATA_HOME/parlour",
                t("games in progress, kept boards and saved games (without XDG_DATA_HOME: ~/.local/share/parlour)"));
        r.append(".SH ENVIRONMENT\n");
        entry(r, "PARLOUR_HOME", t("one folder for all of Parlour's files, in place of the two above"));
        entry(r, "LANG", t("the language when neither --lang nor the menu chose one (en or pl)"));
        r.append(".SH EXIT STATUS\n");
        entry(r, "0", t("done"));
        entry(
                r,
                "1",
                t(
                        "a board file was not a board or could not be read, the engine's input could not be read, or an engine program could not start"));
        entry(r, "2", t("the command line is wrong: the message says which option and why"));
        entry(r, "3", t("no display to open the game window on"));
        return r.toString();
    }

    private static void synopsis(StringBuilder r, CommandSpec spec) {
        for (String s : spec.usageMessage().customSynopsis()) {
            String form = s.strip().replace("%%", "%");
            if (form.startsWith(CommandLines.PROGRAM)) form = "parlour" + form.substring(CommandLines.PROGRAM.length());
            r.append(".B ").append(text(form)).append("\n.br\n");
        }
    }

    private static void options(StringBuilder r, CommandSpec spec) {
        for (OptionSpec o : spec.options()) {
            if (o.hidden()) continue;
            r.append(".TP\n.B ").append(text(String.join(", ", o.names())));
            if (o.arity().max() > 0)
                r.append(" \\fI").append(text(o.paramLabel())).append("\\fR");
            r.append('\n')
                    .append(text(String.join(" ", o.description()).replace("%%", "%")))
                    .append('\n');
        }
    }

    private static void preformatted(StringBuilder r, String block) {
        r.append(".nf\n");
        for (String l : block.strip().split("\n")) r.append(text(l)).append('\n');
        r.append(".fi\n");
    }

    private static void entry(StringBuilder r, String name, String what) {
        r.append(".TP\n.I ").append(text(name)).append('\n').append(text(what)).append('\n');
    }

    /** The header "Parlour: classic ... games ...." as the NAME line wants it: "classic ... games ...". */
    private static String what(String header) {
        String s = header.startsWith("Parlour: ") ? header.substring("Parlour: ".length()) : header;
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    private static String first(String[] lines) {
        return lines.length == 0 ? "" : lines[0].replace("%%", "%");
    }

    /**
     * {@code s} as roff text: backslashes escaped, an option's dashes as minus signs (so that they copy as typed) while a word's hyphen stays one, and a
     * line that would start with a control character ('.' or ''') kept as text.
     */
    static String text(String s) {
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\') out.append("\\e");
            else if (c == '-' && optionDash(s, i)) out.append("\\-");
            else out.append(c);
        }
        return s.startsWith(".") || s.startsWith("'") ? "\\&" + out : out.toString();
    }

    /** Whether the hyphen at {@code i} starts or continues an option's dashes (not one inside a word: pencil-and-paper). */
    private static boolean optionDash(String s, int i) {
        if (i == 0) return true;
        char before = s.charAt(i - 1);
        return Character.isWhitespace(before) || before == '-' || before == '(' || before == '[' || before == '"';
    }
}
