package parlour.gone;

import static parlour.words.Tr.t;

import java.util.Collections;
import java.util.Map;
import parlour.game.BoardFormat;

/**
 * Gone's board files for Load board and Save board: either text format to read (grid or list), the grid to
 * write. A loaded board is the editor's {@code board:} move on a new game, so it is saved like any edit.
 */
final class GoneBoardFormat implements BoardFormat<GonePosition> {
    static final GoneBoardFormat INSTANCE = new GoneBoardFormat();

    private GoneBoardFormat() {}

    @Override
    public String[] extensions() {
        return new String[] {"txt"};
    }

    @Override
    public boolean isText(String fileName) {
        return true;
    }

    @Override
    public Loaded read(byte[] data, String source, Map<String, String> options) {
        StringBuilder sb = new StringBuilder(data.length);
        for (byte b : data) sb.append(b >= 0 ? (char) b : '?');
        return readText(sb.toString(), source, options);
    }

    @Override
    public Loaded readText(String text, String source, Map<String, String> options) {
        GoneFormat.Board b;
        try {
            b = GoneFormat.parse(text, source);
        } catch (GoneFormatException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
        if (b.grid == null || b.grid.width > GoneGame.MAX_SIDE || b.grid.height > GoneGame.MAX_SIDE) {
            throw new IllegalArgumentException(t(
                    "{0}: the pebbles are spread too far for a board of at most {1}x{1} places",
                    source, GoneGame.MAX_SIDE));
        }
        if (b.grid.width == 0 || b.grid.height == 0)
            throw new IllegalArgumentException(t("{0}: there is no pebble on the board", source));
        GoneBoard board = GoneBoard.of(b.grid);
        if ("challenge".equals(options.get("mode")) && board.count(GoneGrid.WHITE) > 0) {
            throw new IllegalArgumentException(t(
                    "{0}:{1}: a challenge board has no white pebbles (the seeds are the whites): load it in the"
                            + " editor, or paint the whites black",
                    source, lineWithWhite(text)));
        }
        return new Loaded(options, Collections.singletonList("board:" + board.gridText('/')));
    }

    /** The first line other than a comment that holds a white pebble. */
    private static int lineWithWhite(String text) {
        int line = 1;
        for (int start = 0; start < text.length(); line++) {
            int end = text.indexOf('\n', start);
            if (end < 0) end = text.length();
            String l = text.substring(start, end).trim();
            if (!l.startsWith("#") && l.indexOf('W') >= 0) return line;
            start = end + 1;
        }
        return line;
    }

    @Override
    public byte[] write(GonePosition position, String fileName) {
        return BoardFormat.ascii(text(position));
    }

    @Override
    public String text(GonePosition position) {
        GoneBoard b = position.board;
        return "# Gone board, " + b.width + "x" + b.height + ": B black, W white, . no pebble\n" + b.gridText('\n')
                + "\n";
    }
}
