package parlour.ui;

import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.BitmapFontCache;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.graphics.glutils.ShaderProgram;

/**
 * A distance-field font at one size: one small atlas per face gives crisp text at every size and density.
 * It draws through the distance-field shader, swapped into whatever batch draws it for the length of each
 * string, so the stages and batches need no shader of their own. It never owns its atlas page: the
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
     * The shader's edge sharpness: how many device pixels one unit of the field's value spans, over four,
     * so that the edge's anti-aliasing is one device pixel wide at any scale.
     */
    float smoothing() {
        return spread * getScaleX() * density;
    }

    @Override
    public BitmapFontCache newFontCache() {
        return new BitmapFontCache(this, usesIntegerPositions()) {
            @Override
            public void draw(Batch batch) {
                FieldFont font = (FieldFont) getFont();
                ShaderProgram previous = batch.getShader();
                batch.setShader(font.shader);
                font.shader.setUniformf("u_smoothing", font.smoothing());
                super.draw(batch);
                batch.setShader(previous);
            }

            @Override
            public void draw(Batch batch, int start, int end) {
                FieldFont font = (FieldFont) getFont();
                ShaderProgram previous = batch.getShader();
                batch.setShader(font.shader);
                font.shader.setUniformf("u_smoothing", font.smoothing());
                super.draw(batch, start, end);
                batch.setShader(previous);
            }
        };
    }
}
