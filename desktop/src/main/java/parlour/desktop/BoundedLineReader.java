package parlour.desktop;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads lines without ever holding a huge one: BufferedReader.readLine keeps a whole line, so one 128 MB
 * line killed an engine run. A line over the limit comes back as its first {@code max + 1} characters
 * (the rest is read and dropped), which {@link parlour.match.EngineProtocol#execute} answers with {@code ?}.
 */
public final class BoundedLineReader {
    private final Reader in;
    private final int max;
    private final char[] buf = new char[8192];
    private int pos;
    private int end;

    public BoundedLineReader(Reader in, int max) {
        this.in = in;
        this.max = max;
    }

    /** The next line without its line break (\n, \r\n or a lone \r at the end), or null at the end of input. */
    public String next() throws IOException {
        StringBuilder line = new StringBuilder();
        boolean any = false;
        while (true) {
            if (pos == end) {
                end = in.read(buf, 0, buf.length);
                pos = 0;
                if (end <= 0) {
                    end = 0;
                    return any ? strip(line) : null;
                }
            }
            any = true;
            int start = pos;
            while (pos < end && buf[pos] != '\n') pos++;
            int room = max + 1 - line.length();
            if (room > 0) line.append(buf, start, Math.min(room, pos - start));
            if (pos < end) {
                pos++;
                return strip(line);
            }
        }
    }

    private static String strip(StringBuilder line) {
        int n = line.length();
        if (n > 0 && line.charAt(n - 1) == '\r') line.setLength(n - 1);
        return line.toString();
    }
}
