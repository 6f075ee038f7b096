package parlour.app;

import parlour.board.KeyTable;

/** The keys of a game screen as a launcher's help text lists them, without the launcher seeing the board's key table. */
public final class KeysHelp {
    private KeysHelp() {}

    /** One command a line, each line starting with {@code indent}. */
    public static String lines(String indent) {
        return KeyTable.usage(indent);
    }
}
