package parlour.ui;

import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.BitmapFontCache;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.graphics.glutils.ShaderProgram;

/**
 * A distance-field font at one size: one small page for both faces gives crisp text at every size and density.
 * It gives whatever batch draws it a distance-field shader (which draws other sprites as usual), so
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

    /**
     * libGDX's distance-field shader (DistanceFieldFont's), reading the field from the channel the page holds it in: the
     * grey PNG is a one-channel Alpha texture on the desktop (gdx2d keeps its one channel) but RGBA in the browser, which
     * decodes every image through a canvas (the grey in red, green and blue, alpha 1).
     */
    static ShaderProgram shader(Pixmap.Format pageFormat) {
        String channel = pageFormat == Pixmap.Format.Alpha || pageFormat == Pixmap.Format.Intensity ? "a" : "r";
        String vertex = "attribute vec4 " + ShaderProgram.POSITION_ATTRIBUTE + ";\n"
                + "attribute vec4 " + ShaderProgram.COLOR_ATTRIBUTE + ";\n"
                + "attribute vec2 " + ShaderProgram.TEXCOORD_ATTRIBUTE + "0;\n"
                + "uniform mat4 u_projTrans;\n"
                + "varying vec4 v_color;\n"
                + "varying vec2 v_texCoords;\n"
                + "void main() {\n"
                + "  v_color = " + ShaderProgram.COLOR_ATTRIBUTE + ";\n"
                + "  v_color.a = v_color.a * (255.0/254.0);\n"
                + "  v_texCoords = " + ShaderProgram.TEXCOORD_ATTRIBUTE + "0;\n"
                + "  gl_Position = u_projTrans * " + ShaderProgram.POSITION_ATTRIBUTE + ";\n"
                + "}\n";
        String fragment = "#ifdef GL_ES\n"
                + "precision mediump float;\n"
                + "#endif\n"
                + "uniform sampler2D u_texture;\n"
                + "uniform float u_smoothing;\n"
                + "varying vec4 v_color;\n"
                + "varying vec2 v_texCoords;\n"
                + "void main() {\n"
                + "  if (u_smoothing > 0.0) {\n"
                + "    float smoothing = 0.25 / u_smoothing;\n"
                + "    float distance = texture2D(u_texture, v_texCoords)." + channel + ";\n"
                + "    float alpha = smoothstep(0.5 - smoothing, 0.5 + smoothing, distance);\n"
                + "    gl_FragColor = vec4(v_color.rgb, alpha * v_color.a);\n"
                + "  } else {\n"
                + "    gl_FragColor = v_color * texture2D(u_texture, v_texCoords);\n"
                + "  }\n"
                + "}\n";
        ShaderProgram shader = new ShaderProgram(vertex, fragment);
        if (!shader.isCompiled())
            throw new IllegalStateException("the distance-field shader does not compile: " + shader.getLog());
        return shader;
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
