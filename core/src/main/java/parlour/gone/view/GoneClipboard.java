package parlour.gone.view;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import parlour.gone.GoneBoard;
import parlour.gone.GoneFormat;
import parlour.gone.GoneFormatException;

/** The editor's Copy and Paste: a board as a board file's text on the clipboard, and such a text read back as a board. */
final class GoneClipboard {
    /** What Copy copied, for a backend without a system clipboard (the headless one). */
    private static String ownClipboard;

    private GoneClipboard() {}

    /** Copies {@code board} in the grid format to the clipboard; returns what the editor's lines say of it. */
    static String copy(GoneBoard board) {
        String text = board.gridText('\n') + "\n";
        ownClipboard = text;
        if (Gdx.app.getClipboard() != null) Gdx.app.getClipboard().setContents(text);
        return t("Copied the {0}x{1} board as a grid (B, W, . a place).", board.width, board.height);
    }

    /** The move that puts the clipboard's board file text (grid or list format) in the editor. */
    static String paste() throws GoneFormatException {
        String text = Gdx.app.getClipboard() != null ? Gdx.app.getClipboard().getContents() : ownClipboard;
        GoneFormat.Board b = GoneFormat.parse(text == null ? "" : text, t("the clipboard"));
        if (b.grid == null)
            throw new GoneFormatException(
                    t("the clipboard"), 1, t("the pebbles are too far apart for a board of at most 512x512"));
        return "board:" + GoneBoard.of(b.grid).gridText('/');
    }
}
