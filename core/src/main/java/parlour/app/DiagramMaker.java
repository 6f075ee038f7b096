package parlour.app;

import static parlour.words.Tr.t;

import com.badlogic.gdx.graphics.Color;
import java.util.List;
import parlour.game.GameDef;
import parlour.game.MarkCheck;
import parlour.game.diagram.BoardDrawing;
import parlour.game.diagram.Diagram;
import parlour.game.diagram.Palette;
import parlour.match.Match;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaterCode;
import parlour.ui.Theme;

/**
 * Draws the game on screen as a diagram: the game's own drawing of the position the board shows (in a review, the one
 * it steps to), the last move, the theme's colours, the game's title and its words for the whole board.
 */
final class DiagramMaker implements LaterCode.Diagrams {
    @Override
    public <P> String svg(GameEntry<P> entry, Match<P> match, int shown, Diagram.Options options, Theme theme) {
        BoardDrawing<P> drawing = entry.drawing;
        if (drawing == null) return null;
        GameDef<P> def = entry.def;
        P position = match.positionAt(shown);
        List<String> moves = match.moves();
        String last = shown == 0 ? null : moves.get(shown - 1);
        String title = t(def.title());
        String board = def.notation().describe(position, "");
        String marks = MarkCheck.inWords(options.marks);
        String description = (board == null ? title + "." : board) + (marks.isEmpty() ? "" : " " + marks);
        return Diagram.svg(drawing, position, last, options, palette(theme), title, description);
    }

    /** The theme's colours as a page's {@code colours} option names them: board, lines, p1, p2 and accent. */
    private static Palette palette(Theme theme) {
        return new Palette(
                hex(theme.background), hex(theme.dot), hex(theme.line(1)), hex(theme.line(2)), hex(theme.cursor));
    }

    /** {@code c} as {@code #rrggbb} (not by Color's toString, which the web's first script would then hold). */
    private static String hex(Color c) {
        int rgb = (int) (c.r * 255 + 0.5f) << 16 | (int) (c.g * 255 + 0.5f) << 8 | (int) (c.b * 255 + 0.5f);
        String digits = Integer.toHexString(rgb | 0x1000000);
        return "#" + digits.substring(1);
    }
}
