package parlour.gone;

/** A Gone board file that cannot be read: the message starts with the file and the line, as {@code board.txt:2: …}. */
public final class GoneFormatException extends Exception {
    public final String source;
    public final int line;

    public GoneFormatException(String source, int line, String problem) {
        super(source + ":" + line + ": " + problem);
        this.source = source;
        this.line = line;
    }
}
