package parlour.store;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import parlour.match.SavedGame;

/**
 * The player's settings and the game in progress, kept across restarts. Each value is an entry of its
 * own in the platform's {@link EntryStore}: a failed write loses nothing else and comes back as a
 * message, and an unreadable value loses only itself (its default is used and the player is told).
 */
public final class Settings {
    /** Animation speeds offered in Settings: a factor on every animation's duration. */
    public static final String[] SPEED_NAMES = {mark("Slow"), mark("Normal"), mark("Fast"), mark("Instant")};

    private static final float[] SPEED_FACTORS = {1.8f, 1f, 0.45f, 0f};

    private final EntryStore store;
    /** Values read or written this run; a value whose write failed stays here for the rest of the run. */
    private final Map<String, String> cache = new HashMap<>();

    private final List<String> problems = new ArrayList<>();
    /** The problem told last for each entry, until the entry is kept again: a repeat of it is not told twice. */
    private final Map<String, String> told = new HashMap<>();

    public Settings(EntryStore store) {
        this.store = store;
    }

    /** The saved colour theme's id, or null when none was saved. */
    public String themeId() {
        return value("theme", null, mark("colour theme"));
    }

    /** The saved theme id could not be used: it is forgotten for this run and the player told. */
    public void themeUnknown() {
        problem("theme", t("The saved colour theme could not be read, so the default one is used."));
        cache.put("theme", null);
    }

    public String setTheme(String id) {
        return store("theme", id, mark("colour theme"));
    }

    public boolean sound() {
        String v = value("sound", "true", mark("sound setting"));
        if (v.equals("true") || v.equals("false")) return v.equals("true");
        problem("sound", t("The saved sound setting could not be read, so sound is on."));
        cache.put("sound", "true");
        return true;
    }
    /** @return null when stored, else a message for the player */
    public String setSound(boolean on) {
        return store("sound", String.valueOf(on), mark("sound setting"));
    }

    /** The animation speed a page or the command line asked for this run (not saved), or -1. */
    private int speedForThisRun = -1;

    /** Uses animation speed {@code i} for this run without saving it, until the player chooses one. */
    public void useSpeedForThisRun(int i) {
        speedForThisRun = i;
    }

    public int speedIndex() {
        if (speedForThisRun >= 0) return speedForThisRun;
        String v = value("speed", "1", mark("animation speed"));
        if (v.length() == 1 && v.charAt(0) >= '0' && v.charAt(0) < '0' + SPEED_FACTORS.length) return v.charAt(0) - '0';
        problem("speed", t("The saved animation speed could not be read, so Normal is used."));
        cache.put("speed", "1");
        return 1;
    }
    /** @return null when stored, else a message for the player */
    public String setSpeedIndex(int i) {
        speedForThisRun = -1;
        return store("speed", String.valueOf(i), mark("animation speed"));
    }
    /** Multiplies animation durations: 0 means no animation. */
    public float animationFactor() {
        return SPEED_FACTORS[speedIndex()];
    }

    /** The last game options chosen in the menu, as a string the menu understands. */
    public String get(String key, String fallback) {
        return value("opt." + key, fallback, mark("menu choice"));
    }
    /** @return null when stored, else a message for the player */
    public String put(String key, String value) {
        return store("opt." + key, value, mark("menu choice"));
    }

    /** The game in progress in the save format, or null (also when it cannot be read: the player is told). */
    public String autosave(String game) {
        String s = value("autosave." + game, "", mark("unfinished game"));
        return s.isEmpty() ? null : s;
    }

    /**
     * Keeps the game in progress, or forgets it when {@code text} is null.
     *
     * @return null when stored, else a message for the player; the previous autosave then stays as it was
     */
    public String setAutosave(String game, String text) {
        String tooLong = text == null ? null : SavedGame.whyNotKept(text);
        if (tooLong == null) return store("autosave." + game, text, mark("game in progress"));
        String message = t("Could not keep the game in progress: {0}. The version kept last stays.", tooLong);
        problem("autosave." + game, message);
        return message;
    }

    /**
     * Messages about storage since the last call, each once: values that could not be read (their
     * defaults are used) and writes that failed. A screen shows them to the player.
     */
    public List<String> takeProblems() {
        List<String> out = new ArrayList<>(problems);
        problems.clear();
        return out;
    }

    private String value(String key, String fallback, String what) {
        if (cache.containsKey(key)) {
            String v = cache.get(key);
            return v == null ? fallback : v;
        }
        String v;
        try {
            v = store.read(key);
        } catch (StoreException e) {
            problem(
                    key,
                    t(
                            "The saved {0} could not be read ({1}); it was left alone and the default is used.",
                            t(what), e.getMessage()));
            v = null;
        }
        cache.put(key, v);
        return v == null ? fallback : v;
    }

    private String store(String key, String text, String what) {
        cache.put(key, text);
        try {
            if (text == null) store.remove(key);
            else store.write(key, text);
            told.remove(key);
            return null;
        } catch (StoreException e) {
            String message = t("Could not keep the {0}: {1}", t(what), e.getMessage());
            problem(key, message);
            return message;
        }
    }

    /** Queues {@code message} about entry {@code key}, unless it is the one told last for that entry and nothing has been kept there since. */
    private void problem(String key, String message) {
        if (message.equals(told.get(key))) return;
        told.put(key, message);
        if (!problems.contains(message)) problems.add(message);
    }
}
