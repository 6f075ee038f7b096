package parlour.arrows;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import parlour.game.BoardFormat;

/** Arrows' board files for Load board and Save board: the seed's binary format ({@code .bin}) and the text format ({@code .txt}). */
final class ArrowsBoardFormat implements BoardFormat<ArrowsPosition> {
    static final ArrowsBoardFormat INSTANCE = new ArrowsBoardFormat();

    private ArrowsBoardFormat() {}

    @Override
    public String[] extensions() {
        return new String[] {"bin", "txt"};
    }

    @Override
    public boolean isText(String fileName) {
        return fileName.toLowerCase().endsWith(".txt");
    }

    @Override
    public Loaded read(byte[] data, String source, Map<String, String> options) {
        if (!isText(source)) return on(BoardFiles.read(data, source), options);
        StringBuilder sb = new StringBuilder(data.length);
        for (byte b : data) sb.append(b >= 0 ? (char) b : '?');
        return readText(sb.toString(), source, options);
    }

    @Override
    public Loaded readText(String text, String source, Map<String, String> options) {
        return on(BoardFiles.readText(text, source), options);
    }

    /** A new game on {@code board}: the size and board options follow it; the clock and the rest stay. */
    private static Loaded on(ArrowsBoard board, Map<String, String> options) {
        Map<String, String> o = new LinkedHashMap<>(options);
        o.put("size", board.cols + "x" + board.rows);
        o.put("board", board.setupText());
        return new Loaded(o, new ArrayList<String>());
    }

    @Override
    public byte[] write(ArrowsPosition position, String fileName) {
        return isText(fileName) ? BoardFormat.ascii(text(position)) : BoardFiles.writeBinary(position.board);
    }

    @Override
    public String text(ArrowsPosition position) {
        return BoardFiles.writeText(position.board);
    }
}
