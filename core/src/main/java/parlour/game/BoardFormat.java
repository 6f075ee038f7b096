package parlour.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game's board files, for games that have them ({@link GameDef#boardFormat}): what the shell's Load board
 * and Save board commands read and write. A loaded board becomes a new game: the options that make it and the
 * moves, if any, that set it up from that start. No libGDX, no files: the launcher reads and writes the bytes.
 */
public interface BoardFormat<P> {
    /** A new game on a loaded board: its options and the moves played from its start to set the board up. */
    final class Loaded {
        public final Map<String, String> options;
        public final List<String> moves;

        public Loaded(Map<String, String> options, List<String> moves) {
            this.options = new LinkedHashMap<>(options);
            this.moves = new ArrayList<>(moves);
        }
    }

    /** The file name extensions of the game's board files without the dot, the one a new file gets first. */
    String[] extensions();

    /** Whether a file named {@code fileName} is written in a text format (else a binary one). */
    boolean isText(String fileName);

    /**
     * The game on the board of a file's bytes, with {@code options} (the game's current ones) for what the file leaves open.
     *
     * @throws IllegalArgumentException with a message that starts with {@code source} and names the line (or pair)
     */
    Loaded read(byte[] data, String source, Map<String, String> options);

    /**
     * The game on the board of a text in the game's text format (pasted, or kept in a named slot).
     *
     * @throws IllegalArgumentException with a message that starts with {@code source} and names the line
     */
    Loaded readText(String text, String source, Map<String, String> options);

    /** The board of {@code position} as a file named {@code fileName} holds it (its extension picks the format). */
    byte[] write(P position, String fileName);

    /** The board of {@code position} in the game's text format. */
    String text(P position);

    /** A text format's bytes, one a character: the formats write ASCII alone. */
    static byte[] ascii(String text) {
        byte[] out = new byte[text.length()];
        for (int i = 0; i < out.length; i++) out[i] = (byte) text.charAt(i);
        return out;
    }
}
