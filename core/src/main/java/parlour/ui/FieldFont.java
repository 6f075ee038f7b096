package parlour.ui;

import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.BitmapFontCache;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.graphics.glutils.ShaderProgram;

/**
 * A distance-field font at one size: one small atlas per face gives crisp text at every size and density.
 * It gives whatever batch draws it libGDX's distance-field shader (which draws other sprites as usual), so
 * the stages and batches need no setup of their own. It never owns its atlas page: the
 * {@link Assets} that made it does, so disposing a skin that holds the font leaves the texture alone.
 */
final class FieldFont extends BitmapFont {
    private final ShaderProgram shader;
    /** How far the field reaches beyond a glyph's edge, in atlas pixels. */
    private final float spread;
    /** Device pixels per logical unit. */
    private final float density;

    FieldFont(BitmapFontData data, TextureRegion page, ShaderProgram shader, float density) {
        super(data, page, false);
        this.shader = shader;
        this.spread = data.padLeft;
        this.density = density;
    }

    /**
     * The shader's u_smoothing: the field's reach in device pixels at this scale. The shader blends over
     * 0.5 ± 0.25 / u_smoothing of the field's value, which is one device pixel across the edge.
     */
    float smoothing() {
        return spread * getScaleX() * density;
    }

    /**
     * Readies a batch for this font's glyphs: gives it the distance-field shader (if it has another) and sets
     * the edge sharpness. libGDX's distance-field shader draws plain sprites as usual while its smoothing is
     * 0, so the batch keeps that shader afterwards instead of switching programs around every string.
     */
    private void begin(Batch batch) {
        if (batch.getShader() != shader) batch.setShader(shader);
        else batch.flush();
        shader.setUniformf("u_smoothing", smoothing());
    }

    private void end(Batch batch) {
        batch.flush();
        shader.setUniformf("u_smoothing", 0f);
    }

    @Override
    public BitmapFontCache newFontCache() {
        return new BitmapFontCache(this, usesIntegerPositions()) {
            @Override
            public void draw(Batch batch) {
                FieldFont font = (FieldFont) getFont();
                font.begin(batch);
                super.draw(batch);
                font.end(batch);
            }

            @Override
            public void draw(Batch batch, int start, int end) {
                FieldFont font = (FieldFont) getFont();
                font.begin(batch);
                super.draw(batch, start, end);
                font.end(batch);
            }
        };
    }
}
