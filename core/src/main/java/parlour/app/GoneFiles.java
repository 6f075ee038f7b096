package parlour.app;

import parlour.gone.GoneFormat;
import parlour.gone.GoneFormatException;

/** Gone's board files solved for a launcher's command line (the desktop's gone command), which sees no game. */
public final class GoneFiles {
    /** The most cells a board file may have unless the command allows more. */
    public static final long MAX_CELLS = GoneFormat.MAX_CELLS;

    private GoneFiles() {}

    /** Text that is not a Gone board file; the message names the file and what is wrong. */
    public static final class NotABoard extends Exception {
        NotABoard(GoneFormatException e) {
            super(e.getMessage(), e);
        }
    }

    /**
     * The result of solving the board file {@code text} ({@code source} names it in messages), as the command prints it.
     *
     * @param eight whether a cell touches its eight neighbours (else four)
     * @throws NotABoard when the text is not a board file of at most {@code maxCells} cells
     */
    public static String solve(String text, String source, long maxCells, boolean eight) throws NotABoard {
        try {
            return String.valueOf(GoneFormat.parse(text, source, maxCells).solve(eight));
        } catch (GoneFormatException e) {
            throw new NotABoard(e);
        }
    }
}
