package parlour.morris.view;

import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import java.util.List;
import parlour.game.MoveValue;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisNotation;
import parlour.ui.Assets;
import parlour.ui.Theme;

/** Writes each analysed move's mark under the point the move goes to, the best in the cursor's colour. */
final class MorrisMarks {
    private final Assets assets;
    private final Theme theme;
    private final MorrisBoard board;
    private final MorrisGeometry geometry;
    private final GlyphLayout glyphs = new GlyphLayout();

    MorrisMarks(Assets assets, Theme theme, MorrisBoard board, MorrisGeometry geometry) {
        this.assets = assets;
        this.theme = theme;
        this.board = board;
        this.geometry = geometry;
    }

    void draw(Batch batch, float x0, float y0, List<MoveValue> marks) {
        BitmapFont font = assets.font("bold", 14);
        for (MoveValue v : marks) {
            int p = board.pointNamed(MorrisNotation.destination(v.move));
            if (p < 0) continue;
            font.setColor(v.isBest() ? theme.cursor : theme.mutedText);
            glyphs.setText(font, v.mark);
            font.draw(
                    batch,
                    glyphs,
                    x0 + geometry.pointX(p) - glyphs.width / 2,
                    y0 + geometry.pointY(p) - geometry.piece() * 0.6f);
        }
    }
}
