package parlour.desktop;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * What the program prints reaches the terminal whole: without LANG (a bare environment, a cron job, `env -i`) Java
 * writes ASCII and turns ł, ę and … into '?'; there the streams write UTF-8, which today's terminals show.
 */
final class TerminalText {
    private TerminalText() {}

    /** The encoding the program's text is written in: the system's, or UTF-8 where that cannot write its letters. */
    static Charset charset() {
        Charset cs = Charset.defaultCharset();
        return cs.canEncode() && cs.newEncoder().canEncode("łęŁ…–") ? cs : StandardCharsets.UTF_8;
    }

    /** Sets System.out and System.err to {@link #charset()}. */
    static void useUtf8WhereNeeded() {
        if (charset().equals(Charset.defaultCharset())) return;
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.out), true, charset()));
        System.setErr(new PrintStream(new FileOutputStream(FileDescriptor.err), true, charset()));
    }
}
