package parlour.gone.view;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.utils.BufferUtils;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.util.Arrays;
import parlour.gone.GoneBoard;
import parlour.gone.GoneGrid;
import parlour.gone.GonePosition;
import parlour.gone.GoneRun;

/**
 * One board's picture as a texture with a pixel a place, so that a 512x512 board is one sprite: a
 * round repaints only the places that turn in it (found through a per-round index of the run) in a
 * plain RGBA buffer, and the rows that changed are uploaded once a frame at most (no per-pixel canvas calls in
 * the browser, where software WebGL pays for every byte uploaded).
 */
final class GoneCanvas {
    static final int HOLE = 0x2b303aff,
            BLACK = 0x0d0d0dff,
            WHITE = 0xf4f4f0ff,
            FRESH = 0xffc83dff,
            NEVER = 0xe0403aff,
            SEED = 0x4fc3f7ff;
    private ByteBuffer pixels;
    /**
     * The same bytes as ints for the upload: the web backend sizes an upload as 4 bytes an element,
     * so a byte buffer would be read four times too long there.
     */
    private IntBuffer upload;

    private int width, height;
    private Texture texture;
    /** The rows changed since the last upload, {@code dirtyFrom} to {@code dirtyTo} inclusive; none while from > to. */
    private int dirtyFrom = Integer.MAX_VALUE, dirtyTo = -1;

    private GoneRun indexed;
    /** The places in order of the round they turn in, and where each round starts in that order. */
    private int[] order, roundStart;

    Texture texture() {
        if (dirtyFrom <= dirtyTo && texture != null) {
            texture.bind();
            upload.position(dirtyFrom * width);
            Gdx.gl.glTexSubImage2D(
                    GL20.GL_TEXTURE_2D,
                    0,
                    0,
                    dirtyFrom,
                    width,
                    dirtyTo - dirtyFrom + 1,
                    GL20.GL_RGBA,
                    GL20.GL_UNSIGNED_BYTE,
                    upload);
            upload.position(0);
        }
        dirtyFrom = Integer.MAX_VALUE;
        dirtyTo = -1;
        return texture;
    }

    /** Paints the whole position as player {@code player}'s board (1 for the editor). */
    void paint(GonePosition p, int player) {
        GoneBoard b = p.board;
        if (texture == null || width != Math.max(1, b.width) || height != Math.max(1, b.height)) {
            dispose();
            width = Math.max(1, b.width);
            height = Math.max(1, b.height);
            pixels = BufferUtils.newByteBuffer(width * height * 4);
            upload = pixels.asIntBuffer();
            texture = new Texture(width, height, Pixmap.Format.RGBA8888);
            texture.setFilter(Texture.TextureFilter.Nearest, Texture.TextureFilter.Nearest);
        }
        GoneRun run = player == 1 ? p.run1 : p.run2;
        int[] seeds = p.seeds(player);
        boolean over = p.isOver();
        for (int y = 0; y < b.height; y++) {
            int runStart = 0, runColour = colourAt(p, run, seeds, over, 0, y);
            for (int x = 1; x <= b.width; x++) {
                int c = x < b.width ? colourAt(p, run, seeds, over, x, y) : ~runColour;
                if (c != runColour) {
                    for (int i = runStart; i < x; i++) put(i, y, runColour);
                    runStart = x;
                    runColour = c;
                }
            }
        }
    }

    private static int colourAt(GonePosition p, GoneRun run, int[] seeds, boolean over, int x, int y) {
        if (run != null) {
            int t = run.turn(x, y);
            if (t < 0) return HOLE;
            if (t == GoneRun.NEVER) return over ? NEVER : BLACK;
            return t <= p.round ? WHITE : BLACK;
        }
        byte v = p.board.get(x, y);
        if (v == GoneGrid.BLACK) for (int s : seeds) if (s == y * p.board.width + x) return SEED;
        return v == GoneGrid.HOLE ? HOLE : v == GoneGrid.BLACK ? BLACK : WHITE;
    }

    /** Paints one place. */
    void place(int x, int y, int colour) {
        put(x, y, colour);
    }

    private void put(int x, int y, int rgba) {
        if (y < dirtyFrom) dirtyFrom = y;
        if (y > dirtyTo) dirtyTo = y;
        int at = (y * width + x) * 4;
        pixels.put(at, (byte) (rgba >>> 24));
        pixels.put(at + 1, (byte) (rgba >>> 16));
        pixels.put(at + 2, (byte) (rgba >>> 8));
        pixels.put(at + 3, (byte) rgba);
    }

    /** Paints the places that turn in {@code round} of {@code run} in {@code colour}. */
    void round(GoneRun run, int round, int colour) {
        if (run == null) return;
        index(run);
        if (round < 0 || round + 1 >= roundStart.length) return;
        for (int i = roundStart[round]; i < roundStart[round + 1]; i++)
            put(order[i] % run.width, order[i] / run.width, colour);
    }

    /** Marks the black pebbles that never turn. */
    void never(GoneRun run) {
        if (run == null) return;
        for (int y = 0; y < run.height; y++)
            for (int x = 0; x < run.width; x++) if (run.turn(x, y) == GoneRun.NEVER) put(x, y, NEVER);
    }

    /** Builds the per-round index of a run (a counting sort of the places by their round), once a run. */
    private void index(GoneRun run) {
        if (indexed == run) return;
        int rounds = run.result.rounds;
        int n = run.width * run.height;
        roundStart = new int[rounds + 2];
        for (int i = 0; i < n; i++) {
            int t = run.turn(i % run.width, i / run.width);
            if (t > 0 && t != GoneRun.NEVER) roundStart[t + 1]++;
        }
        for (int r = 1; r < roundStart.length; r++) roundStart[r] += roundStart[r - 1];
        order = new int[roundStart[rounds + 1]];
        int[] fill = Arrays.copyOf(roundStart, roundStart.length);
        for (int i = 0; i < n; i++) {
            int t = run.turn(i % run.width, i / run.width);
            if (t > 0 && t != GoneRun.NEVER) order[fill[t]++] = i;
        }
        indexed = run;
    }

    void dispose() {
        if (texture != null) texture.dispose();
        texture = null;
        pixels = null;
        upload = null;
        dirtyFrom = Integer.MAX_VALUE;
        dirtyTo = -1;
    }
}
