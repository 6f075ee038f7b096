package parlour.app;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import parlour.arrows.ai.ArrowsCommands;
import parlour.arrows.module.ArrowsModule;
import parlour.board.GameModule;
import parlour.dots.module.DotsModule;
import parlour.game.GameDef;
import parlour.game.OptionSpec;
import parlour.gone.module.GoneModule;
import parlour.match.Text;
import parlour.morris.ai.MorrisDatabase;
import parlour.morris.module.MorrisModule;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.GameList;
import parlour.shell.launch.GameSlot;
import parlour.words.Language;

/**
 * The one list that names every game: each game's module ({@link GameModule}, in the game's own package), in menu
 * order. The menu, the parts the web widget fetches, the words' files, the loader's titles and the npm package's
 * types are made from it; launchers, tools and tests build their games here, and the web widget builds them from
 * parts whose code it fetches when a game of them is asked for.
 */
public final class Catalogue {
    private Catalogue() {}

    /** Every game's module, in menu order. */
    public static final List<GameModule> MODULES = Collections.unmodifiableList(
            Arrays.<GameModule>asList(DotsModule.MODULE, GoneModule.MODULE, MorrisModule.MODULE, ArrowsModule.MODULE));

    /** What the modules' code needs of a launcher that hands in nothing (the web widget's games but Morris). */
    public static final GameModule.Services NO_SERVICES = GameModule.Services.NONE;

    /**
     * Every game Parlour plays, in menu order.
     *
     * @param boardFiles reads board files named in the engine protocol, or null where there are none (the web)
     * @param morrisTables Six Men's Morris's perfect tables, or null where there are none
     */
    public static GameList games(ArrowsCommands.FileReader boardFiles, MorrisDatabase.Source morrisTables) {
        GameModule.Services services = GameModule.Services.NONE
                .with(ArrowsCommands.FileReader.class, boardFiles)
                .with(MorrisDatabase.Source.class, morrisTables);
        List<GameEntry<?>> games = new ArrayList<>();
        for (GameModule m : MODULES) games.addAll(part(m.make(services)).games);
        return new GameList(games);
    }

    /** The ids of every game, in menu order. */
    public static List<String> ids() {
        List<String> ids = new ArrayList<>();
        for (GameModule m : MODULES) for (GameModule.Listing g : m.games()) ids.add(g.id);
        return ids;
    }

    /** A game as pages and their types name it: its id, its part (whose words hold its title), title and options. */
    public static final class Named {
        public final String id, part, title;
        public final List<OptionSpec> options;

        private Named(String part, GameDef<?> def) {
            this.id = def.id();
            this.part = part;
            this.title = def.title();
            this.options = Collections.unmodifiableList(Arrays.asList(def.options()));
        }
    }

    /** Every game by id, part, English title and options, in menu order (the site build writes the loader's titles and the package's types from them). */
    public static List<Named> named() {
        List<Named> out = new ArrayList<>();
        for (GameModule m : MODULES)
            for (GameModule.Made<?> g : m.make(GameModule.Services.NONE)) out.add(new Named(m.part, g.def));
        return out;
    }

    /**
     * The catalogue parts of the words, each a file {@code i18n/CODE/PART.txt}: the shared texts, each module's part's,
     * and {@link Language#LATER}.
     */
    public static List<String> wordParts() {
        List<String> parts = new ArrayList<>();
        parts.add(Language.SHARED);
        for (GameModule m : MODULES) parts.add(m.part);
        parts.add(Language.LATER);
        return parts;
    }

    /** The code of one or more games, as a launcher's split point hands it over; what it holds is the app's. */
    public static final class Part {
        final List<GameEntry<?>> games;

        private Part(List<GameEntry<?>> games) {
            this.games = games;
        }

        /** @throws IllegalStateException when this part does not hold the game {@code id} (a launcher's mix-up) */
        GameEntry<?> game(String id) {
            for (GameEntry<?> g : games) if (g.id().equals(id)) return g;
            throw new IllegalStateException("the part fetched for " + Text.quote(id) + " does not hold it");
        }
    }

    /**
     * The part a module's code made: a split point calls its module's {@link GameModule#make} (on the module's own
     * class, so that no other game's code is reached from it) and hands the games here.
     */
    public static Part part(List<GameModule.Made<?>> made) {
        List<GameEntry<?>> games = new ArrayList<>();
        for (GameModule.Made<?> m : made) games.add(entry(m));
        return new Part(games);
    }

    private static <P> GameEntry<P> entry(GameModule.Made<P> made) {
        return new GameEntry<>(made.def, made.ui, made.drawing);
    }

    /**
     * A launcher that fetches each part's code on its own (the web widget's split points): brings the code of the
     * module whose part is {@code part}, then calls {@code ready} with the {@link #part} its split point made or
     * {@code failed} with why it could not.
     */
    public interface Parts {
        void fetch(String part, Consumer<Part> ready, Consumer<String> failed);
    }

    /**
     * Every game, in menu order, by the modules' ids, titles and option names, each game's code fetched by
     * {@code parts} when a game of it is first asked for (both Morris games by one fetch).
     */
    static GameList byParts(Parts parts) {
        List<GameSlot> slots = new ArrayList<>();
        for (GameModule m : MODULES) {
            PartFetch fetch = new PartFetch(parts, m.part);
            for (GameModule.Listing g : m.games()) {
                final String id = g.id;
                slots.add(new GameSlot(
                        id, g.title, g.options, (ready, failed) -> fetch.load(p -> ready.accept(p.game(id)), failed)));
            }
        }
        return GameList.ofSlots(slots);
    }

    /**
     * The part of the catalogue that holds the game {@code id}: its code's split point and its words' file
     * ({@code i18n/CODE/PART.txt}, {@link #wordParts}); null for a game no module lists (a test's own).
     */
    static String part(String id) {
        for (GameModule m : MODULES) for (GameModule.Listing g : m.games()) if (g.id.equals(id)) return m.part;
        return null;
    }

    /** One part's fetch: the part, once it came, kept for its every game. */
    private static final class PartFetch {
        private final Parts parts;
        private final String name;
        private Part part;

        PartFetch(Parts parts, String name) {
            this.parts = parts;
            this.name = name;
        }

        void load(Consumer<Part> ready, Consumer<String> failed) {
            if (part != null) {
                ready.accept(part);
                return;
            }
            parts.fetch(
                    name,
                    p -> {
                        // the first part that came serves each of its games (both Morris games asked at once fetch
                        // twice)
                        if (part == null) part = p;
                        ready.accept(part);
                    },
                    failed);
        }
    }
}
