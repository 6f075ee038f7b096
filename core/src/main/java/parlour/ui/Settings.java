package parlour.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Preferences;

/** The player's settings and the game in progress, kept across restarts in libGDX Preferences. */
public final class Settings {
    /** Animation speeds offered in Settings: a factor on every animation's duration. */
    public static final String[] SPEED_NAMES = {"Slow", "Normal", "Fast", "Instant"};
    private static final float[] SPEED_FACTORS = {1.8f, 1f, 0.45f, 0f};

    private final Preferences prefs;

    public Settings(String prefsName) {
        prefs = Gdx.app.getPreferences(prefsName);
    }

    public String themeId() { return prefs.getString("theme", Theme.CONTRAST.id); }
    public Theme theme() {
        try {
            return Theme.byId(themeId());
        } catch (IllegalArgumentException e) {
            return Theme.CONTRAST;
        }
    }
    public void setTheme(String id) { prefs.putString("theme", id).flush(); }

    public boolean sound() { return prefs.getBoolean("sound", true); }
    public void setSound(boolean on) { prefs.putBoolean("sound", on).flush(); }

    public int speedIndex() {
        int i = prefs.getInteger("speed", 1);
        return i < 0 || i >= SPEED_FACTORS.length ? 1 : i;
    }
    public void setSpeedIndex(int i) { prefs.putInteger("speed", i).flush(); }
    /** Multiplies animation durations: 0 means no animation. */
    public float animationFactor() { return SPEED_FACTORS[speedIndex()]; }

    /** The last game options chosen in the menu, as a string the menu understands. */
    public String get(String key, String fallback) { return prefs.getString("opt." + key, fallback); }
    public void put(String key, String value) { prefs.putString("opt." + key, value).flush(); }

    /** The game in progress in the save format, or null. */
    public String autosave(String game) {
        String s = prefs.getString("autosave." + game, "");
        return s.isEmpty() ? null : s;
    }
    public void setAutosave(String game, String text) {
        prefs.putString("autosave." + game, text == null ? "" : text).flush();
    }
}
