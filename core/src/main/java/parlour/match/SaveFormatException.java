package parlour.match;

import static parlour.words.Tr.t;

/** A save file (or position text) that cannot be read, with the source name and the line at fault. */
public final class SaveFormatException extends Exception {
    private final String source;
    private final int line;

    public SaveFormatException(String source, int line, String problem) {
        super(
                line > 0
                        ? t("{0} line {1}: {2}", Text.shorten(source), line, problem)
                        : t("{0}: {1}", Text.shorten(source), problem));
        this.source = source;
        this.line = line;
    }

    public String source() {
        return source;
    }
    /** The 1-based line at fault, or 0 when the whole file is. */
    public int line() {
        return line;
    }
}
