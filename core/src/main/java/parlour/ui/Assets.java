package parlour.ui;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.audio.Sound;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.DistanceFieldFont;
import com.badlogic.gdx.graphics.g2d.NinePatch;
import com.badlogic.gdx.graphics.g2d.TextureAtlas;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.graphics.glutils.ShaderProgram;
import com.badlogic.gdx.utils.Disposable;

import parlour.match.Text;

/**
 * Loads the generated assets once (atlas, fonts, sounds) and hands them out by name. Each font face is
 * one distance-field atlas that {@link #font} scales to any size, crisp at any density. Assets owns
 * every texture it loads: the fonts it hands out only borrow their atlas, so whoever holds a font (a
 * skin, say) may dispose it without harm; the textures go when Assets is disposed.
 */
public final class Assets implements Disposable {
    private final TextureAtlas atlas;
    private final float density;
    private final Map<String, Integer> fontSizes = new HashMap<>();
    private final Map<String, String> fontFiles = new HashMap<>();
    private final Map<String, TextureRegion> fontPages = new HashMap<>();
    private final Map<String, BitmapFont> fonts = new HashMap<>();
    private ShaderProgram fieldShader;
    private final Map<String, Sound> sounds = new HashMap<>();
    private boolean soundOn = true;

    public Assets(float density) {
        this.density = density;
        atlas = new TextureAtlas(Gdx.files.internal("atlas/parlour.atlas"));
        for (String line : Text.lines(Gdx.files.internal("fonts/index.txt").readString("UTF-8"))) {
            List<String> w = Text.words(line);
            if (w.size() != 3) continue;
            fontSizes.put(w.get(0), Integer.valueOf(w.get(1)));
            fontFiles.put(w.get(0), w.get(2));
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

    /** A font of {@code family} ("sans" or "bold") that renders {@code logicalSize} logical pixels tall. */
    public BitmapFont font(String family, float logicalSize) {
        String key = family + "@" + logicalSize;
        BitmapFont f = fonts.get(key);
        if (f != null) return f;
        Integer base = fontSizes.get(family);
        if (base == null) throw new IllegalStateException("no font family " + family);
        BitmapFont.BitmapFontData data = new BitmapFont.BitmapFontData(Gdx.files.internal(fontFiles.get(family)), false);
        TextureRegion page = fontPages.get(family);
        if (page == null) {
            Texture t = new Texture(Gdx.files.internal(data.imagePaths[0]));
            t.setFilter(Texture.TextureFilter.Linear, Texture.TextureFilter.Linear);
            fontPages.put(family, page = new TextureRegion(t));
        }
        if (fieldShader == null) fieldShader = DistanceFieldFont.createDistanceFieldShader();
        f = new FieldFont(data, page, fieldShader, density);
        f.getData().setScale(logicalSize / base);
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
        for (TextureRegion page : fontPages.values()) page.getTexture().dispose();
        if (fieldShader != null) fieldShader.dispose();
        for (Sound s : sounds.values()) if (s != null) s.dispose();
    }
}
