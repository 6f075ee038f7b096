package parlour.desktop;

import static parlour.words.Tr.t;

import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import parlour.app.ParlourApp;
import parlour.match.Text;
import parlour.words.Language;
import picocli.CommandLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * What every desktop command shares on picocli: --help, --version and --lang, the help's headings in the player's
 * language, and running a command with its usage problems said by {@link CommandProblems} (exit status 2).
 */
public final class CommandLines {
    /** The help's width in columns. */
    static final int WIDTH = 100;
    /**
     * How the player starts Parlour, for the help's usage lines: {@code parlour} where the installed launcher says so
     * (-Dparlour.command, set by the installers' app image), else the jar's own command.
     */
    public static final String PROGRAM = System.getProperty("parlour.command", "java -jar parlour.jar");

    private CommandLines() {}

    /**
     * A command named {@code name} whose work is {@code work} (a {@code Callable<Integer>}), with a header and its
     * synopsis lines ({@link #PROGRAM} + " gone [OPTIONS] FILE..."); {@link #finish} adds --help and --version.
     */
    public static CommandSpec command(Object work, String name, String header, String... synopsis) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(work).name(name);
        spec.interpolateVariables(false);
        spec.versionProvider(() -> new String[] {"Parlour " + ParlourApp.VERSION});
        String[] lines = new String[synopsis.length];
        for (int i = 0; i < lines.length; i++) lines[i] = "  " + plain(synopsis[i]);
        UsageMessageSpec usage = spec.usageMessage();
        usage.width(WIDTH)
                .longOptionsMaxWidth(34)
                .sortOptions(false)
                .header(plain(header), "")
                .synopsisHeading(plain(t("Usage:")) + "%n")
                .customSynopsis(lines)
                .parameterListHeading("%n" + plain(t("Arguments:")) + "%n")
                .optionListHeading("%n" + plain(t("Options:")) + "%n")
                .commandListHeading("%n" + plain(t("Commands:")) + "%n");
        return spec;
    }

    /** Sets the command's description, a paragraph under its synopsis. */
    public static void describe(CommandSpec spec, String text) {
        spec.usageMessage().descriptionHeading("%n").description(plain(text));
    }

    /** Adds --help and --version, after the command's own options. */
    public static void finish(CommandSpec spec) {
        spec.addOption(OptionSpec.builder("-h", "--help")
                .usageHelp(true)
                .type(boolean.class)
                .arity("0")
                .description(plain(t("show this help and end")))
                .build());
        spec.addOption(OptionSpec.builder("-V", "--version")
                .versionHelp(true)
                .type(boolean.class)
                .arity("0")
                .description(plain(t("print the version (Parlour {0}) and end", ParlourApp.VERSION)))
                .build());
    }

    /** Adds an option {@code name LABEL}: its default {@code initial} (null for none), its help and typed value. */
    public static <T> void option(
            CommandSpec spec,
            String name,
            String label,
            String initial,
            String help,
            Class<T> type,
            ITypeConverter<T> converter) {
        spec.addOption(OptionSpec.builder(name)
                .paramLabel(label)
                .type(type)
                .defaultValue(initial)
                .description(plain(help))
                .converters(converter)
                .build());
    }

    /** Adds --lang CODE: the language of the command's messages and help, read before the command line is. */
    public static void language(CommandSpec spec) {
        spec.addOption(OptionSpec.builder("--lang")
                .paramLabel(String.join("|", Language.CODES))
                .type(String.class)
                .description(plain(t("the language of the messages and this help (default: the system's)")))
                .converters(v -> {
                    String code = Language.supported(v);
                    if (code == null)
                        throw OptionValues.problem(t(
                                "{0} must be one of {1}, not {2}", "--lang", Text.join(Language.CODES), Text.quote(v)));
                    return code;
                })
                .build());
    }

    /** A text as picocli prints it: its % signs are not format directives. */
    public static String plain(String text) {
        return text.replace("%", "%%");
    }

    /**
     * A command line for {@code spec} and its {@code subcommands}, printing to {@code out} and {@code err}, the last
     * value of a repeated option winning.
     */
    public static CommandLine of(CommandSpec spec, PrintStream out, PrintStream err, CommandSpec... subcommands) {
        CommandLine line = new CommandLine(spec);
        for (CommandSpec sub : subcommands) line.addSubcommand(sub.name(), sub);
        // PrintWriter(OutputStream) would write in the system's encoding, not in the one the streams were given
        line.setOut(new PrintWriter(new OutputStreamWriter(out, TerminalText.charset()), true));
        line.setErr(new PrintWriter(new OutputStreamWriter(err, TerminalText.charset()), true));
        line.setOverwrittenOptionsAllowed(true);
        // --game gone: a game may share its name with a command
        line.setAllowSubcommandsAsOptionParameters(true);
        line.setUsageHelpWidth(WIDTH);
        line.setParameterExceptionHandler(new CommandProblems());
        return line;
    }

    /** Runs {@code line} on {@code args}; returns the exit status (2 for a usage problem). */
    public static int execute(CommandLine line, String[] args) {
        try {
            return line.execute(args);
        } finally {
            line.getOut().flush();
            line.getErr().flush();
        }
    }

    /** The help text of {@code line}, without its last line break. */
    static String help(CommandLine line) {
        String text = line.getUsageMessage();
        return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    }
}
