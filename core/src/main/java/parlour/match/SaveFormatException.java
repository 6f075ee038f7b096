package parlour.match;

/** A save file (or position text) that cannot be read, with the source name and the line at fault. */
public final class SaveFormatException extends Exception {
    private final String source;
    private final int line;

    public SaveFormatException(String source, int line, String problem) {
        super(Text.shorten(source) + (line > 0 ? " line " + line : "") + ": " + problem);
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
