package parlour.gone.view;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.glutils.ShaderProgram;

/**
 * Draws a Gone board's picture (one pixel a place, see {@link GoneCanvas}) as round pebbles lit from the top left,
 * each with a shadow on a wooden tray, in one quad: the fragment shader finds each pixel's place and its spot on the
 * pebble. Where places are too small to show a pebble, or the shader cannot be compiled, the board is drawn flat.
 */
final class PebbleShader {
    /** The smallest place, in stage units, drawn as a pebble. */
    static final float MIN_CELL = 7;

    private static final String VERTEX = "attribute vec4 a_position;\n"
            + "attribute vec2 a_texCoord0;\n"
            + "uniform mat4 u_projTrans;\n"
            + "varying vec2 v_uv;\n"
            + "void main() {\n"
            + "  v_uv = a_texCoord0;\n"
            + "  gl_Position = u_projTrans * a_position;\n"
            + "}\n";

    // v grows downwards on the screen here (the picture's first row is the board's top), as in the sprites' light
    private static final String FRAGMENT = "#ifdef GL_ES\n"
            + "#ifdef GL_FRAGMENT_PRECISION_HIGH\n"
            + "precision highp float;\n"
            + "#else\n"
            + "precision mediump float;\n"
            + "#endif\n"
            + "#endif\n"
            + "varying vec2 v_uv;\n"
            + "uniform sampler2D u_texture;\n"
            + "uniform vec2 u_places;\n"
            + "uniform float u_cell;\n"
            + "uniform vec3 u_hole;\n"
            + "uniform vec3 u_tray;\n"
            + "void main() {\n"
            + "  vec2 at = v_uv * u_places;\n"
            + "  vec3 base = texture2D(u_texture, (floor(at) + 0.5) / u_places).rgb;\n"
            + "  vec2 f = fract(at) - 0.5;\n"
            + "  float aa = 1.2 / u_cell;\n"
            + "  float r = 0.43;\n"
            + "  float shade = 1.0 - 0.5 * (1.0 - smoothstep(0.30, 0.50, length(f - vec2(0.06, 0.08))));\n"
            + "  vec3 tray = u_tray * (0.92 + 0.08 * sin(at.x * 2.1 + at.y * 0.37)) * shade;\n"
            + "  vec2 q = f / r;\n"
            + "  float z = sqrt(max(0.0, 1.0 - dot(q, q)));\n"
            + "  vec3 n = vec3(q, z);\n"
            + "  vec3 light = normalize(vec3(-0.42, -0.52, 0.74));\n"
            + "  float lit = max(dot(n, light), 0.0);\n"
            + "  float shine = pow(max(dot(n, normalize(light + vec3(0.0, 0.0, 1.0))), 0.0), 28.0) * 0.55;\n"
            + "  vec3 pebble = base * (0.5 + 0.5 * lit * (0.88 + 0.12 * z)) + vec3(shine);\n"
            + "  float inside = 1.0 - smoothstep(r - aa, r, length(f));\n"
            + "  vec3 place = mix(tray, pebble, inside);\n"
            + "  float hole = 1.0 - step(0.06, length(base - u_hole));\n"
            + "  gl_FragColor = vec4(mix(place, u_hole, hole), 1.0);\n"
            + "}\n";

    private static final float[] TRAY = {0.50f, 0.41f, 0.31f};
    private ShaderProgram shader;
    private boolean tried;

    /** Whether the board can be drawn as pebbles with places {@code cell} units wide. */
    boolean shows(float cell) {
        if (cell < MIN_CELL) return false;
        if (!tried) {
            tried = true;
            ShaderProgram s = new ShaderProgram(VERTEX, FRAGMENT);
            if (s.isCompiled()) shader = s;
            else {
                Gdx.app.error("parlour", "Gone's pebbles are drawn flat: " + s.getLog());
                s.dispose();
            }
        }
        return shader != null;
    }

    /** Draws {@code board} ({@code width} x {@code height} places of {@code cell} units) as pebbles at (x, y). */
    void draw(Batch batch, Texture board, float x, float y, int width, int height, float cell) {
        batch.setShader(shader);
        set("u_places", width, height);
        set("u_cell", cell);
        float[] hole = rgb(GoneCanvas.HOLE);
        set("u_hole", hole[0], hole[1], hole[2]);
        set("u_tray", TRAY[0], TRAY[1], TRAY[2]);
        batch.draw(board, x, y, width * cell, height * cell);
        batch.flush();
        batch.setShader(null);
    }

    private void set(String name, float... v) {
        int at = shader.getUniformLocation(name);
        if (at < 0) return;
        if (v.length == 1) shader.setUniformf(at, v[0]);
        else if (v.length == 2) shader.setUniformf(at, v[0], v[1]);
        else shader.setUniformf(at, v[0], v[1], v[2]);
    }

    private static float[] rgb(int rgba) {
        return new float[] {((rgba >>> 24) & 255) / 255f, ((rgba >>> 16) & 255) / 255f, ((rgba >>> 8) & 255) / 255f};
    }

    void dispose() {
        if (shader != null) shader.dispose();
        shader = null;
    }
}
