package parlour.gone;

import static parlour.words.Tr.t;

import java.util.Arrays;
import parlour.match.Text;

/**
 * Reads Gone configurations from text, in either of two formats ({@code #} starts a comment line):
 * a grid, one row a line with {@code B} black, {@code W} white and {@code .} no pebble (x the column from 0,
 * y the row from 0, comment lines not counted); or a list, one pebble a line as {@code x y B} or {@code x y W}.
 * The first line that is neither blank nor a comment decides: a digit or a minus sign starts a list.
 */
public final class GoneFormat {
    /** The most places a grid row may have, and the most rows. */
    public static final int MAX_SIDE = 1 << 15;
    /** The most places a grid may have unless the caller allows more (4 MB of cells, as many as a 4 MB file holds). */
    public static final long MAX_CELLS = 1 << 22;

    private GoneFormat() {}

    /** A parsed configuration: a dense grid, or (for a list spread too far for one) a sparse list. */
    public static final class Board {
        public final GoneGrid grid;
        public final GoneSparse sparse;

        Board(GoneGrid grid, GoneSparse sparse) {
            this.grid = grid;
            this.sparse = sparse;
        }

        /** Solves it (in place for a grid: the board is used up). */
        public GoneResult solve(boolean eight) {
            return grid != null ? GoneSolver.solveInPlace(grid, eight) : sparse.solve(eight);
        }
    }

    /** @throws GoneFormatException naming {@code source} and the line of the first problem */
    public static Board parse(String text, String source) throws GoneFormatException {
        return parse(text, source, MAX_CELLS);
    }

    /** Reads a configuration whose grid may have up to {@code maxCells} places (the command line's {@code --max-cells}). */
    public static Board parse(String text, String source, long maxCells) throws GoneFormatException {
        int n = text.length();
        for (int start = 0, line = 1; start < n; line++) {
            int end = lineEnd(text, start);
            int first = skipSpaces(text, start, end);
            if (first < end && text.charAt(first) != '#') {
                char c = text.charAt(first);
                return c >= '0' && c <= '9' || c == '-' || c == '+'
                        ? parseList(text, source)
                        : new Board(parseGrid(text, source, maxCells), null);
            }
            start = end + 1;
        }
        return new Board(new GoneGrid(0, 0), null);
    }

    /** Reads the grid format only (the engine protocol's {@code setup} and the game's board imports). */
    public static GoneGrid parseGrid(String text, String source) throws GoneFormatException {
        return parseGrid(text, source, MAX_CELLS);
    }

    private static GoneGrid parseGrid(String text, String source, long maxCells) throws GoneFormatException {
        int n = text.length();
        int rows = 0, width = 0, lastRow = 0, lastLine = 0;
        for (int start = 0, line = 1; start < n; line++) {
            int end = lineEnd(text, start);
            int stop = trimEnd(text, start, end);
            if (stop > start && text.charAt(start) == '#') {
                start = end + 1;
                continue;
            }
            for (int i = start; i < stop; i++) {
                char c = text.charAt(i);
                if (c != 'B' && c != 'W' && c != '.') {
                    throw new GoneFormatException(
                            source,
                            line,
                            t(
                                    "column {0}: {1} is not a place of the grid: write B (black), W (white) or . (no"
                                            + " pebble)",
                                    i - start + 1, describe(c)));
                }
            }
            width = Math.max(width, stop - start);
            rows++;
            if (stop > start) {
                lastRow = rows;
                lastLine = line;
            }
            if (width > MAX_SIDE || rows > MAX_SIDE)
                throw new GoneFormatException(source, line, t("the grid is larger than {0} places a side", MAX_SIDE));
            start = end + 1;
        }
        if ((long) width * lastRow > maxCells) {
            throw new GoneFormatException(
                    source,
                    lastLine,
                    t(
                            "the grid is {0}x{1} = {2} places, more than the {3} a board may have",
                            width, lastRow, (long) width * lastRow, maxCells));
        }
        GoneGrid g = new GoneGrid(width, lastRow);
        byte[] cells = g.cells;
        int y = 0;
        for (int start = 0; start < n && y < lastRow; ) {
            int end = lineEnd(text, start);
            int stop = trimEnd(text, start, end);
            if (stop > start && text.charAt(start) == '#') {
                start = end + 1;
                continue;
            }
            int at = g.index(0, y);
            for (int i = start; i < stop; i++, at++) {
                char c = text.charAt(i);
                cells[at] = c == 'B' ? GoneGrid.BLACK : c == 'W' ? GoneGrid.WHITE : GoneGrid.HOLE;
            }
            y++;
            start = end + 1;
        }
        return g;
    }

    private static Board parseList(String text, String source) throws GoneFormatException {
        GoneSparse list = new GoneSparse();
        int[] lines = new int[16];
        int n = text.length(), maxX = -1, maxY = -1;
        for (int start = 0, line = 1; start < n; line++) {
            int end = lineEnd(text, start);
            int i = skipSpaces(text, start, end);
            if (i == end || text.charAt(i) == '#') {
                start = end + 1;
                continue;
            }
            int[] at = {i};
            int x = number(text, at, end, source, line, "x");
            int y = number(text, at, end, source, line, "y");
            i = skipSpaces(text, at[0], end);
            char c = i < end ? text.charAt(i) : ' ';
            int after = i + 1;
            if (c != 'B' && c != 'W'
                    || after < end
                            && text.charAt(after) != ' '
                            && text.charAt(after) != '\t'
                            && text.charAt(after) != '\r') {
                throw new GoneFormatException(
                        source, line, t("the colour must be B or W after the coordinates, as in 3 4 B"));
            }
            if (skipSpaces(text, after, end) != end)
                throw new GoneFormatException(
                        source, line, t("one pebble a line: x y B or x y W, and nothing after it"));
            if (list.size() == lines.length) lines = Arrays.copyOf(lines, lines.length * 2);
            lines[list.size()] = line;
            list.add(x, y, c == 'B' ? GoneGrid.BLACK : GoneGrid.WHITE);
            maxX = Math.max(maxX, x);
            maxY = Math.max(maxY, y);
            start = end + 1;
        }
        int twin = list.index();
        if (twin >= 0) {
            throw new GoneFormatException(
                    source,
                    lines[twin],
                    t("a second pebble at {0} {1}: each place holds one pebble at most", list.x(twin), list.y(twin)));
        }
        return list.fitsGrid(maxX, maxY) ? new Board(list.toGrid(), null) : new Board(null, list);
    }

    /** Reads a coordinate at {@code at[0]}, moving it past the number. */
    private static int number(String text, int[] at, int end, String source, int line, String name)
            throws GoneFormatException {
        int i = skipSpaces(text, at[0], end);
        int startOfNumber = i;
        boolean negative = i < end && text.charAt(i) == '-';
        if (negative || i < end && text.charAt(i) == '+') i++;
        long v = 0;
        int digits = 0;
        while (i < end && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            if (v <= Integer.MAX_VALUE) v = v * 10 + (text.charAt(i) - '0');
            i++;
            digits++;
        }
        boolean ends = i == end || text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '\r';
        if (digits == 0 || !ends) {
            throw new GoneFormatException(
                    source,
                    line,
                    startOfNumber >= end
                            ? t(
                                    "expected the {0} coordinate, a whole number, as in 3 4 B; found the end of the line",
                                    name)
                            : t(
                                    "expected the {0} coordinate, a whole number, as in 3 4 B; found {1}",
                                    name,
                                    Text.quote(text.substring(startOfNumber, Math.min(end, startOfNumber + 12))
                                            .trim())));
        }
        if (negative && v != 0)
            throw new GoneFormatException(
                    source,
                    line,
                    t(
                            "the {0} coordinate is negative (-{1}): a configuration with a negative coordinate is invalid",
                            name, v));
        if (v > Integer.MAX_VALUE - 2)
            throw new GoneFormatException(
                    source, line, t("the {0} coordinate is too large (at most {1})", name, Integer.MAX_VALUE - 2));
        at[0] = i;
        return (int) v;
    }

    private static String describe(char c) {
        if (c == ' ') return t("a space");
        if (c == '\t') return t("a tab");
        if (Text.isControl(c)) return t("a control character");
        return "'" + c + "'";
    }

    private static int lineEnd(String text, int start) {
        int e = text.indexOf('\n', start);
        return e < 0 ? text.length() : e;
    }

    private static int skipSpaces(String text, int i, int end) {
        while (i < end && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '\r')) i++;
        return i;
    }

    private static int trimEnd(String text, int start, int end) {
        while (end > start
                && (text.charAt(end - 1) == '\r' || text.charAt(end - 1) == ' ' || text.charAt(end - 1) == '\t')) end--;
        return end;
    }
}
