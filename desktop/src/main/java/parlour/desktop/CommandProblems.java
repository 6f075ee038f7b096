package parlour.desktop;

import static parlour.words.Tr.t;

import java.io.PrintWriter;
import java.util.List;
import parlour.match.Text;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * Says a command line's problem in the player's language, as {@code tournament: --games must be a whole number, not
 * 'x'}, with the command's usage line, and ends with status 2: picocli's own messages are English only.
 */
final class CommandProblems implements CommandLine.IParameterExceptionHandler {
    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine line = e.getCommandLine();
        PrintWriter err = line.getErr();
        err.println(line.getCommandName() + ": " + message(e, args));
        String[] synopsis = line.getCommandSpec().usageMessage().customSynopsis();
        if (synopsis.length > 0)
            err.println(t("usage: {0} (--help tells more)", synopsis[0].trim().replace("%%", "%")));
        err.flush();
        return 2;
    }

    /** The problem in words: a converter's own message, or picocli's kinds of problem said again. */
    static String message(ParameterException e, String[] args) {
        if (e.getCause() instanceof CommandLine.TypeConversionException)
            return e.getCause().getMessage();
        if (e instanceof CommandLine.UnmatchedArgumentException) {
            List<String> unmatched = ((CommandLine.UnmatchedArgumentException) e).getUnmatched();
            String first = unmatched.isEmpty() ? "" : unmatched.get(0);
            if (first.startsWith("-")) return t("unknown option {0}", Text.quote(first));
            return t("{0} is neither a command nor an option", Text.quote(first));
        }
        if (e instanceof CommandLine.MissingParameterException) {
            List<ArgSpec> missing = ((CommandLine.MissingParameterException) e).getMissing();
            ArgSpec arg = missing.isEmpty() ? null : missing.get(0);
            if (arg instanceof OptionSpec)
                return t("{0} needs a value: {1}", ((OptionSpec) arg).longestName(), arg.paramLabel());
            if (arg != null) return t("{0} is missing", arg.paramLabel());
        }
        // picocli's "option '--force' should be specified without 'x' parameter"
        for (String a : args) {
            int eq = a.indexOf('=');
            OptionSpec o = a.startsWith("-") && eq > 0
                    ? e.getCommandLine().getCommandSpec().findOption(a.substring(0, eq))
                    : null;
            if (o != null && o.arity().max() == 0)
                return t("{0} takes no value, not {1}", o.longestName(), Text.quote(a.substring(eq + 1)));
        }
        return e.getMessage();
    }
}
