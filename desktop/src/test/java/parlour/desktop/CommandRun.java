package parlour.desktop;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.util.function.BiFunction;
import parlour.words.Language;
import parlour.words.Tr;
import picocli.CommandLine;

/** A desktop command run in the test's JVM, what it printed kept; in Polish if asked, then English again. */
public final class CommandRun {
    public final int status;
    public final String out, err;

    private CommandRun(int status, String out, String err) {
        this.status = status;
        this.out = out;
        this.err = err;
    }

    /** Runs the command line {@code make} builds for the two streams on {@code args}. */
    public static CommandRun of(BiFunction<PrintStream, PrintStream, CommandLine> make, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = CommandLines.execute(make.apply(new PrintStream(out, true), new PrintStream(err, true)), args);
        Charset cs = Charset.defaultCharset();
        return new CommandRun(
                status, out.toString(cs).replace("\r", ""), err.toString(cs).replace("\r", ""));
    }

    /** As {@link #of}, with the texts in Polish (as {@code --lang pl} gives them) while it runs. */
    public static CommandRun inPolish(BiFunction<PrintStream, PrintStream, CommandLine> make, String... args) {
        DesktopLanguage.useFor(new String[] {"--lang", "pl"});
        try {
            return of(make, args);
        } finally {
            Tr.use(Language.ENGLISH);
        }
    }

    @Override
    public String toString() {
        return "status " + status + "\nout:\n" + out + "\nerr:\n" + err;
    }
}
