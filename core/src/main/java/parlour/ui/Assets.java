package parlour.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.audio.Sound;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.NinePatch;
import com.badlogic.gdx.graphics.g2d.TextureAtlas;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.utils.Disposable;

import parlour.match.Text;

/**
 * Loads the generated assets once (atlas, baked fonts, sounds) and hands them out by name. Fonts are
 * baked at many pixel sizes; {@link #font} picks the size closest to what the screen's density needs
 * so text stays crisp on high-DPI screens.
 */
public final class Assets implements Disposable {
    private final TextureAtlas atlas;
    private final float density;
    private final Map<String, List<Integer>> fontSizes = new HashMap<>();
    private final Map<String, String> fontFiles = new HashMap<>();
    private final Map<String, BitmapFont> fonts = new HashMap<>();
    private final Map<String, Sound> sounds = new HashMap<>();
    private boolean soundOn = true;

    public Assets(float density) {
        this.density = density;
        atlas = new TextureAtlas(Gdx.files.internal("atlas/parlour.atlas"));
        for (String line : Text.lines(Gdx.files.internal("fonts/index.txt").readString("UTF-8"))) {
            List<String> w = Text.words(line);
            if (w.size() != 3) continue;
            int size = Integer.parseInt(w.get(1));
            List<Integer> sizes = fontSizes.get(w.get(0));
            if (sizes == null) fontSizes.put(w.get(0), sizes = new ArrayList<>());
            sizes.add(size);
            fontFiles.put(w.get(0) + size, w.get(2));
        }
    }

    public float density() { return density; }

    public TextureRegion region(String name) {
        TextureRegion r = atlas.findRegion(name);
        if (r == null) throw new IllegalStateException("atlas has no region " + name);
        return r;
    }

    public NinePatch patch(String name) {
        NinePatch p = atlas.createPatch(name);
        if (p == null) throw new IllegalStateException("atlas has no nine-patch " + name);
        return p;
    }

    /**
     * A font of {@code family} ("sans" or "bold") that renders {@code logicalSize} logical pixels tall,
     * baked at the size closest to logicalSize times the screen density.
     */
    public BitmapFont font(String family, float logicalSize) {
        String key = family + "@" + logicalSize;
        BitmapFont f = fonts.get(key);
        if (f != null) return f;
        List<Integer> sizes = fontSizes.get(family);
        if (sizes == null) throw new IllegalStateException("no baked font family " + family);
        float want = logicalSize * density;
        int best = sizes.get(0);
        for (int s : sizes) {
            if (Math.abs(s - want) < Math.abs(best - want)) best = s;
        }
        f = new BitmapFont(Gdx.files.internal(fontFiles.get(family + best)));
        for (TextureRegion r : f.getRegions()) r.getTexture().setFilter(Texture.TextureFilter.Linear, Texture.TextureFilter.Linear);
        f.getData().setScale(logicalSize / best);
        f.setUseIntegerPositions(false);
        f.getData().markupEnabled = false;
        fonts.put(key, f);
        return f;
    }

    public void setSoundOn(boolean on) { soundOn = on; }
    public boolean soundOn() { return soundOn; }

    public void play(String sound) {
        play(sound, 1f);
    }

    /** Plays sounds/NAME.wav, loaded on first use (each game brings its own sounds; a missing one stays silent). */
    public void play(String sound, float pitch) {
        if (!soundOn) return;
        if (!sounds.containsKey(sound)) sounds.put(sound, load(sound));
        Sound s = sounds.get(sound);
        if (s != null) s.play(0.8f, pitch, 0f);
    }

    private static Sound load(String name) {
        try {
            return Gdx.audio.newSound(Gdx.files.internal("sounds/" + name + ".wav"));
        } catch (RuntimeException e) {
            Gdx.app.error("parlour", "sound " + name + " unavailable: " + e.getMessage());
            return null;
        }
    }

    @Override
    public void dispose() {
        atlas.dispose();
        for (BitmapFont f : fonts.values()) f.dispose();
        for (Sound s : sounds.values()) if (s != null) s.dispose();
    }
}
