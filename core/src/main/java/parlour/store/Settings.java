package parlour.store;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import parlour.match.SavedGame;
import parlour.platform.EntryStore;
import parlour.platform.Platform;
import parlour.platform.StoreException;

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
    /** This run's own slot among the windows, tabs or processes sharing the store ({@link #FIRST_RUN} when alone). */
    private final String instance;

    private final KeptGame.Clock clock;
    /** The slot of the first window or tab (and of every game kept before there were slots). */
    public static final String FIRST_RUN = Platform.FIRST_RUN;
    /** The name of the platform's store these settings and the games in progress are kept in. */
    public static final String STORE = Platform.SETTINGS_STORE;

    private static final String AUTOSAVE = EntryStore.GAME_IN_PROGRESS;
    /** Values read or written this run; a value whose write failed stays here for the rest of the run. */
    private final Map<String, String> cache = new HashMap<>();

    private final List<String> problems = new ArrayList<>();
    /** The problem told last for each entry, until the entry is kept again: a repeat of it is not told twice. */
    private final Map<String, String> told = new HashMap<>();

    public Settings(EntryStore store) {
        this(store, FIRST_RUN, KeptGame.SYSTEM_CLOCK);
    }

    /** Settings of a run that keeps its game in slot {@code instance}, telling the time by {@code clock}. */
    public Settings(EntryStore store, String instance, KeptGame.Clock clock) {
        this.store = store;
        this.instance = instance;
        this.clock = clock;
    }

    /** This run's own slot for its games in progress. */
    public String instance() {
        return instance;
    }

    /** Forgets what was read of entry {@code key}: another window changed it, and it is read afresh when next asked. */
    public void forget(String key) {
        cache.remove(key);
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
        String s = value(autosaveKey(game, instance), "", mark("unfinished game"));
        return s.isEmpty() ? null : KeptGame.saveText(s);
    }

    /**
     * Keeps the game in progress in this run's own slot, or forgets it when {@code text} is null. Another window's
     * or tab's slot is never written; beyond {@link #MOST_KEPT} games of one kind the oldest other is let go.
     *
     * @return null when stored, else a message for the player; the previous autosave then stays as it was
     */
    public String setAutosave(String game, String text) {
        String key = autosaveKey(game, instance);
        String tooLong = text == null ? null : SavedGame.whyNotKept(text);
        if (tooLong != null) {
            String message = t("Could not keep the game in progress: {0}. The version kept last stays.", tooLong);
            problem(key, message);
            return message;
        }
        String failed = store(key, text == null ? null : KeptGame.stamped(clock.now(), text), mark("game in progress"));
        if (failed == null && text != null) letGoBeyondMost(game);
        return failed;
    }

    /**
     * Every unfinished game of kind {@code game} kept by any window or tab: this run's own first, then the others,
     * the one played last first. Read afresh, for another window may have kept one since; unreadable ones are left out.
     */
    public List<KeptGame> keptGames(String game) {
        List<KeptGame> out = new ArrayList<>();
        List<String> keys;
        try {
            keys = store.keys();
        } catch (StoreException e) {
            keys = new ArrayList<>();
        }
        for (String key : keys) {
            String of = instanceOf(key, game);
            if (of == null) continue;
            String stored = of.equals(instance) ? cachedOrRead(key) : readQuietly(key);
            if (stored == null || stored.isEmpty()) continue;
            out.add(new KeptGame(of, of.equals(instance), KeptGame.stampOf(stored), KeptGame.saveText(stored)));
        }
        KeptGame.sort(out);
        return out;
    }

    /**
     * Tells the player, once, that the kept game {@code kept} of kind {@code game} could not be read ({@code why}),
     * naming where it is: it is left there as it was, not offered.
     */
    public void unreadable(String game, KeptGame kept, String why) {
        String key = autosaveKey(game, kept.instance);
        problem(
                key,
                t("The kept game {0} in {1} could not be read and is left as it was: {2}", key, store.location(), why));
    }

    /**
     * Makes the game another run kept ({@code from}'s slot) this run's own: kept here, let go there.
     *
     * @return null when done, else a message for the player (the game then stays where it was)
     */
    public String adopt(String game, KeptGame from) {
        if (from.own) return null;
        String failed = setAside(game);
        if (failed == null) failed = setAutosave(game, from.text);
        if (failed != null) return failed;
        return store(autosaveKey(game, from.instance), null, mark("game in progress"));
    }

    /**
     * Moves this run's own kept game of kind {@code game}, if any, to a slot no running window writes, where it is
     * still offered: a new game (or one taken over from another window) then never overwrites it.
     *
     * @return null when done or there was none, else a message for the player (the game then stays where it was)
     */
    public String setAside(String game) {
        String key = autosaveKey(game, instance);
        String stored = cachedOrRead(key);
        if (stored == null || stored.isEmpty()) return null;
        String aside = autosaveKey(game, "a" + clock.now() + "-" + instance);
        String failed = store(aside, stored, mark("game in progress"));
        return failed != null ? failed : store(key, null, mark("game in progress"));
    }

    /** The most unfinished games of one kind kept at once; the one played longest ago goes first. */
    public static final int MOST_KEPT = 10;

    private void letGoBeyondMost(String game) {
        List<KeptGame> kept = keptGames(game);
        for (int i = kept.size() - 1; i >= MOST_KEPT; i--) {
            if (!kept.get(i).own) store(autosaveKey(game, kept.get(i).instance), null, mark("game in progress"));
        }
    }

    /** Where run {@code of} keeps its game of kind {@code game}: the first run where a single one always did. */
    private static String autosaveKey(String game, String of) {
        return FIRST_RUN.equals(of) ? AUTOSAVE + game : AUTOSAVE + game + "." + of;
    }

    /** The run whose autosave {@code key} is, if it is one of kind {@code game}; else null. */
    private static String instanceOf(String key, String game) {
        String prefix = AUTOSAVE + game;
        if (!key.startsWith(prefix)) return null;
        if (key.length() == prefix.length()) return FIRST_RUN;
        if (key.charAt(prefix.length()) != '.' || key.length() == prefix.length() + 1) return null;
        return key.substring(prefix.length() + 1);
    }

    private String cachedOrRead(String key) {
        return cache.containsKey(key) ? cache.get(key) : readQuietly(key);
    }

    /** Another run's entry: one that cannot be read now is left out, and left alone. */
    private String readQuietly(String key) {
        try {
            return store.read(key);
        } catch (StoreException e) {
            return null;
        }
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
