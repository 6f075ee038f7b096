package parlour.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.audio.Sound;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.NinePatch;
import com.badlogic.gdx.graphics.g2d.TextureAtlas;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.graphics.glutils.ShaderProgram;
import com.badlogic.gdx.utils.Disposable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Loads the generated assets once (atlas, fonts, sounds) and hands them out by name. Both font faces
 * share one distance-field page that {@link #font} scales to any size, crisp at any density. Assets owns
 * every texture it loads: the fonts it hands out only borrow their atlas, so whoever holds a font (a
 * skin, say) may dispose it without harm; the textures go when Assets is disposed.
 */
public final class Assets implements Disposable {
    private final TextureAtlas atlas;
    private final float density;
    private final Map<String, Integer> fontSizes = new HashMap<>();
    private final Map<String, String> fontFiles = new HashMap<>();
    private final Map<String, BitmapFont.BitmapFontData> fontData = new HashMap<>();
    /** The fonts' pages by their files. */
    private final Map<String, TextureRegion> fontPages = new HashMap<>();

    private final Map<String, BitmapFont> fonts = new HashMap<>();
    private ShaderProgram fieldShader;
    private final Map<String, Sound> sounds = new HashMap<>();
    private boolean soundOn = true;
    private boolean soundsLoaded;
    /** Sounds asked for while the sound was off: made when it is turned on, not before (no audio context till then). */
    private boolean soundsWanted;

    public Assets(float density) {
        this.density = density;
        atlas = new TextureAtlas(Gdx.files.internal("atlas/parlour.atlas"));
        for (String line : TextLines.of(Gdx.files.internal("fonts/index.txt"))) {
            List<String> w = TextLines.fields(line.trim());
            if (w.size() != 3) continue;
            fontSizes.put(w.get(0), Integer.valueOf(w.get(1)));
            fontFiles.put(w.get(0), w.get(2));
        }
    }

    /**
     * Makes the screen's own sounds (a game's are made at their first {@link #play}). On the web each sound
     * fetches its own file, so the launcher calls this just after the first frame: none is downloaded before it.
     * With the sound off nothing is made (a widget whose page turned it off never opens an audio context) until it is
     * turned on.
     */
    public void loadSounds() {
        if (soundsLoaded) return;
        if (!soundOn) {
            soundsWanted = true;
            return;
        }
        soundsLoaded = true;
        for (String name : new String[] {"win", "lose", "error", "click"}) {
            if (!sounds.containsKey(name)) sounds.put(name, load(name));
        }
    }

    public float density() {
        return density;
    }

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
     * Nine-patch {@code name} without its middle, for an outline around a control: the empty middle would
     * otherwise be blended over the whole control every frame, which software WebGL pays for by the pixel
     * (a focus ring around a large board cost a frame 10 ms there).
     */
    public NinePatch outline(String name) {
        TextureAtlas.AtlasRegion r = atlas.findRegion(name);
        int[] split = r == null ? null : r.findValue("split");
        if (split == null) throw new IllegalStateException("atlas has no nine-patch " + name);
        int left = split[0], right = split[1], top = split[2], bottom = split[3];
        int middleWidth = r.getRegionWidth() - left - right, middleHeight = r.getRegionHeight() - top - bottom;
        int x2 = left + middleWidth, y2 = top + middleHeight;
        return new NinePatch(
                new TextureRegion(r, 0, 0, left, top),
                new TextureRegion(r, left, 0, middleWidth, top),
                new TextureRegion(r, x2, 0, right, top),
                new TextureRegion(r, 0, top, left, middleHeight),
                null,
                new TextureRegion(r, x2, top, right, middleHeight),
                new TextureRegion(r, 0, y2, left, bottom),
                new TextureRegion(r, left, y2, middleWidth, bottom),
                new TextureRegion(r, x2, y2, right, bottom));
    }

    /** A font of {@code family} ("sans" or "bold") that renders {@code logicalSize} logical pixels tall. */
    public BitmapFont font(String family, float logicalSize) {
        String key = family + "@" + logicalSize;
        BitmapFont f = fonts.get(key);
        if (f != null) return f;
        Integer base = fontSizes.get(family);
        if (base == null) throw new IllegalStateException("no font family " + family);
        BitmapFont.BitmapFontData parsed = fontData.get(family);
        if (parsed == null)
            fontData.put(
                    family, parsed = new BitmapFont.BitmapFontData(Gdx.files.internal(fontFiles.get(family)), false));
        BitmapFont.BitmapFontData data = copy(parsed);
        // both faces share one page
        TextureRegion page = fontPages.get(data.imagePaths[0]);
        if (page == null) {
            Texture t = new Texture(Gdx.files.internal(data.imagePaths[0]));
            t.setFilter(Texture.TextureFilter.Linear, Texture.TextureFilter.Linear);
            fontPages.put(data.imagePaths[0], page = new TextureRegion(t));
        }
        if (fieldShader == null)
            fieldShader = FieldFont.shader(page.getTexture().getTextureData().getFormat());
        f = new FieldFont(data, page, fieldShader, density);
        f.getData().setScale(logicalSize / base);
        f.setUseIntegerPositions(false);
        f.getData().markupEnabled = false;
        fonts.put(key, f);
        return f;
    }

    /**
     * A font's own copy of a face's metrics, to scale without touching the others. The glyphs are shared: scaling
     * leaves them alone. Parsing a .fnt again for every size cost about 20 ms each in the browser.
     */
    private static BitmapFont.BitmapFontData copy(BitmapFont.BitmapFontData d) {
        BitmapFont.BitmapFontData c = new BitmapFont.BitmapFontData();
        c.name = d.name;
        c.imagePaths = d.imagePaths;
        c.fontFile = d.fontFile;
        c.flipped = d.flipped;
        c.padTop = d.padTop;
        c.padRight = d.padRight;
        c.padBottom = d.padBottom;
        c.padLeft = d.padLeft;
        c.lineHeight = d.lineHeight;
        c.capHeight = d.capHeight;
        c.ascent = d.ascent;
        c.descent = d.descent;
        c.down = d.down;
        c.blankLineScale = d.blankLineScale;
        c.scaleX = d.scaleX;
        c.scaleY = d.scaleY;
        c.markupEnabled = d.markupEnabled;
        c.cursorX = d.cursorX;
        System.arraycopy(d.glyphs, 0, c.glyphs, 0, d.glyphs.length);
        c.missingGlyph = d.missingGlyph;
        c.spaceXadvance = d.spaceXadvance;
        c.xHeight = d.xHeight;
        c.breakChars = d.breakChars;
        c.xChars = d.xChars;
        c.capChars = d.capChars;
        return c;
    }

    public void setSoundOn(boolean on) {
        soundOn = on;
        if (on && soundsWanted) loadSounds();
    }

    public boolean soundOn() {
        return soundOn;
    }

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
