package parlour.app;

import static parlour.words.Tr.t;

import com.badlogic.gdx.graphics.Color;
import java.util.List;
import java.util.Map;
import parlour.game.GameDef;
import parlour.game.MarkCheck;
import parlour.game.diagram.BoardDrawing;
import parlour.game.diagram.Diagram;
import parlour.game.diagram.Palette;
import parlour.game.diagram.Sketch;
import parlour.match.Match;
import parlour.match.Seat;
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

    /** How many moves into a new game the menu's picture shows: a few pieces or lines, so that it reads as the game. */
    private static final int PICTURE_MOVES = 4;
    /** The fewest legal moves that are places on a board, the moves the picture plays. */
    private static final int PLACES = 8;

    @Override
    public <P> double[] picture(GameEntry<P> entry, Map<String, String> options, Theme theme, Sketch sketch) {
        BoardDrawing<P> drawing = entry.drawing;
        if (drawing == null) return null;
        Match<P> m = entry.newMatch(options, 1, Seat.HUMAN, Seat.HUMAN);
        // moves spread over the board, the same every time: the first legal ones would crowd a corner; only where the
        // moves are places on a board (a few are a board editor's tools, Gone's clear and fill, not a game's moves)
        for (int i = 0; i < PICTURE_MOVES && !m.isOver(); i++) {
            List<String> legal = entry.def.legalMoves(m.position());
            if (legal.size() < PLACES) break;
            try {
                m.play(legal.get((i * 7 + legal.size() / 3) % legal.size()));
            } catch (RuntimeException notPlayable) {
                break;
            }
        }
        P position = m.position();
        Diagram.draw(
                drawing, position, null, new Diagram.Options(Diagram.MIN_SIZE, false, null), palette(theme), sketch);
        return drawing.size(position, false);
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
