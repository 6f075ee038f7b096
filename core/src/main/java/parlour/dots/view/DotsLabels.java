package parlour.dots.view;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import java.util.List;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.game.MoveValue;
import parlour.ui.Assets;
import parlour.ui.Theme;

/** The text over a Dots board: the notation's letters and numbers beside it and the analysis marks on its lines. */
final class DotsLabels {
    /** How an analysis mark is drawn: a best line, a worse one, or a loony one. */
    private static final int MARK_BEST = 0, MARK_WORSE = 1, MARK_LOONY = 2;

    private final Assets assets;
    private final Theme theme;
    private final TextureRegion white;
    private final GlyphLayout glyphs = new GlyphLayout();
    private BitmapFont font;
    /** Analysis overlay: a mark per line (null for none) and its MARK_ kind, or null when the overlay is off. */
    private String[] marks;

    private int[] kinds;

    DotsLabels(Assets assets, Theme theme) {
        this.assets = assets;
        this.theme = theme;
        white = assets.region("white");
    }

    /** Sizes the text for a board whose dots are {@code step} apart. */
    void fit(float step) {
        // the text grows with the board, in a few sizes (each size is a font of its own)
        font = assets.font("bold", step >= 160 ? 20 : step >= 110 ? 17 : step >= 75 ? 14 : 12);
    }

    /** Marks the lines valued by the analysis on this board; null hides the overlay. */
    void setMarks(DotsPosition board, List<MoveValue> values) {
        if (values == null) {
            marks = null;
            kinds = null;
            return;
        }
        marks = new String[board.lineCount()];
        kinds = new int[board.lineCount()];
        for (MoveValue v : values) {
            int line = DotsNotation.lineNamed(board, v.move);
            if (line < 0) continue;
            marks[line] = v.mark;
            kinds[line] = v.kind == MoveValue.BEST ? MARK_BEST : v.kind == MoveValue.BLUNDER ? MARK_LOONY : MARK_WORSE;
        }
    }

    /** Draws the coordinates if asked and the analysis marks on undrawn lines, the board's origin at (x0, y0). */
    void draw(Batch batch, float x0, float y0, DotsPosition board, DotsGeometry geometry, boolean coordinates) {
        if (font == null) return;
        if (coordinates) drawCoordinates(batch, x0, y0, board, geometry);
        if (marks != null) drawMarks(batch, x0, y0, board, geometry);
    }

    /** Column letters below the bottom row and row numbers left of the first column, as in "a1-b1". */
    private void drawCoordinates(Batch batch, float x0, float y0, DotsPosition board, DotsGeometry geometry) {
        font.setColor(theme.mutedText);
        float gap = Math.max(14, geometry.step() * 0.12f);
        for (int x = 0; x <= board.cols(); x++) {
            glyphs.setText(font, String.valueOf((char) ('a' + x)));
            font.draw(batch, glyphs, x0 + geometry.dotX(x) - glyphs.width / 2, y0 + geometry.dotY(0) - gap);
        }
        for (int y = 0; y <= board.rows(); y++) {
            glyphs.setText(font, String.valueOf(y + 1));
            font.draw(
                    batch,
                    glyphs,
                    x0 + geometry.dotX(0) - gap - glyphs.width,
                    y0 + geometry.dotY(y) + glyphs.height / 2);
        }
        batch.setColor(Color.WHITE);
    }

    private void drawMarks(Batch batch, float x0, float y0, DotsPosition board, DotsGeometry geometry) {
        Color[] kindColors = {theme.cursor, theme.mutedText, theme.error};
        for (int line = 0; line < marks.length && line < board.lineCount(); line++) {
            String mark = marks[line];
            if (mark == null || board.isDrawn(line)) continue;
            float[] centre = geometry.lineCentre(board, line);
            float cx = x0 + centre[0], cy = y0 + centre[1];
            font.setColor(kindColors[kinds[line]]);
            glyphs.setText(font, mark);
            float w = glyphs.width + 8, h = glyphs.height + 8;
            batch.setColor(theme.background.r, theme.background.g, theme.background.b, 0.85f);
            batch.draw(white, cx - w / 2, cy - h / 2, w, h);
            batch.setColor(Color.WHITE);
            font.draw(batch, glyphs, cx - glyphs.width / 2, cy + glyphs.height / 2);
        }
    }
}
