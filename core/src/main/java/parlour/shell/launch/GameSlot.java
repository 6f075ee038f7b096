package parlour.shell.launch;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import parlour.game.OptionSpec;
import parlour.match.Text;

/**
 * A game's place in the catalogue, known by id and title before its code is there: the web widget fetches each
 * game's script only when a game of it is opened, the desktop has every game's code at once.
 */
public final class GameSlot {
    /** Brings a game's code and builds its entry, calling back once with it or with why it could not. */
    public interface Loader {
        void load(Consumer<GameEntry<?>> ready, Consumer<String> failed);
    }

    public final String id;
    /** The game's title in English (the menu says it in the player's language). */
    public final String title;
    /** The names of the game's own options: launch options naming one are read, and checked once its code came. */
    public final List<String> optionNames;

    private final Loader loader;
    private GameEntry<?> entry;
    /** The launcher's defaults for game options, given to the entry once its code came. */
    private final Map<String, String> preferred = new LinkedHashMap<>();
    /** Callers waiting for a load under way: one fetch however often the game is asked for meanwhile. */
    private final List<Consumer<GameEntry<?>>> waitingReady = new ArrayList<>();

    private final List<Consumer<String>> waitingFailed = new ArrayList<>();

    public GameSlot(String id, String title, List<String> optionNames, Loader loader) {
        this.id = id;
        this.title = title;
        this.optionNames = Collections.unmodifiableList(new ArrayList<>(optionNames));
        this.loader = loader;
    }

    /** A slot whose game is there already. */
    public static GameSlot of(GameEntry<?> entry) {
        List<String> names = new ArrayList<>();
        for (OptionSpec o : entry.def.options()) names.add(o.name);
        GameSlot s = new GameSlot(entry.id(), entry.def.title(), names, null);
        s.entry = entry;
        return s;
    }

    /** The launcher's default for the option {@code option} of this game, if it has one (see {@link GameEntry#preferDefault}). */
    public void preferDefault(String option, String value) {
        preferred.put(option, value);
        if (entry != null) entry.preferDefault(option, value);
    }

    /** The game's entry, or null while its code has not come. */
    public GameEntry<?> entry() {
        return entry;
    }

    /**
     * Calls {@code ready} with the game's entry: at once when it is there, else once its code came; or {@code failed}
     * with the reason, after which a later call tries again.
     */
    public void load(Consumer<GameEntry<?>> ready, Consumer<String> failed) {
        if (entry != null) {
            ready.accept(entry);
            return;
        }
        waitingReady.add(ready);
        waitingFailed.add(failed);
        if (waitingReady.size() > 1) return;
        loader.load(
                new Consumer<GameEntry<?>>() {
                    @Override
                    public void accept(GameEntry<?> loaded) {
                        if (!loaded.id().equals(id))
                            throw new IllegalStateException(
                                    "the loader of " + Text.quote(id) + " gave " + Text.quote(loaded.id()));
                        List<String> names = new ArrayList<>();
                        for (OptionSpec o : loaded.def.options()) names.add(o.name);
                        if (!names.equals(optionNames))
                            throw new IllegalStateException("the game " + Text.quote(id) + " has the options " + names
                                    + ", not " + optionNames + " as its slot says");
                        for (Map.Entry<String, String> p : preferred.entrySet())
                            loaded.preferDefault(p.getKey(), p.getValue());
                        entry = loaded;
                        List<Consumer<GameEntry<?>>> calls = new ArrayList<>(waitingReady);
                        waitingReady.clear();
                        waitingFailed.clear();
                        for (Consumer<GameEntry<?>> c : calls) c.accept(loaded);
                    }
                },
                new Consumer<String>() {
                    @Override
                    public void accept(String reason) {
                        List<Consumer<String>> calls = new ArrayList<>(waitingFailed);
                        waitingReady.clear();
                        waitingFailed.clear();
                        for (Consumer<String> c : calls) c.accept(reason);
                    }
                });
    }
}
