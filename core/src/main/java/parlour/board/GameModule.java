package parlour.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import parlour.game.GameDef;
import parlour.game.diagram.BoardDrawing;

/**
 * One game described once, by a class in the game's own package: its games' ids, titles and option names (what the
 * menu, the page's options and the words know of a game whose code has not come yet), the part its code and words come
 * in, and that code put together. The catalogue is a list of these. The web widget's first script holds every module,
 * so a module's fields and constructor name nothing of its game's rules, players or view: only {@link #make} does,
 * and only a split point calls it on the web (on the module's own class, so that no other game's code comes with it).
 */
public abstract class GameModule {
    /** The part: the web widget's split point for the code, and the words' file {@code i18n/CODE/PART.txt}. */
    public final String part;

    private final List<Listing> games;

    /** @param games the part's games, in menu order (Six and Nine Men's Morris share one part) */
    protected GameModule(String part, Listing... games) {
        this.part = part;
        this.games = Collections.unmodifiableList(Arrays.asList(games));
    }

    /** The part's games as the menu lists them before their code came, in menu order. */
    public final List<Listing> games() {
        return games;
    }

    /**
     * The part's games, each its rules with its computer players, advice and engine commands, and its board view;
     * {@code services} are what the launcher hands in (a game uses those it knows and does without the others).
     */
    public abstract List<Made<?>> make(Services services);

    /** A game as the menu lists it: its id, English title and option names (CatalogueMenuTest holds them to its code). */
    public static final class Listing {
        public final String id, title;
        public final List<String> options;

        public Listing(String id, String title, String... options) {
            this.id = id;
            this.title = title;
            this.options = Collections.unmodifiableList(Arrays.asList(options));
        }
    }

    /**
     * A game's code: its rules side, its screen side and its drawing as a diagram. The drawing is made here, with the
     * game, and used only by the diagrams' code: on the web its code then comes with the diagrams' split point (fetched
     * before the games'), while the game's own code its drawing reads stays with the game.
     */
    public static final class Made<P> {
        public final GameDef<P> def;
        public final GameUi<P> ui;
        public final BoardDrawing<P> drawing;

        public Made(GameDef<P> def, GameUi<P> ui, BoardDrawing<P> drawing) {
            this.def = def;
            this.ui = ui;
            this.drawing = drawing;
        }
    }

    /**
     * What a launcher hands to the games, each service by the type a game asks for (files the engine protocol reads,
     * a game's tables): a game's own types, which only the launcher's facades in app name.
     */
    public static final class Services {
        public static final Services NONE = new Services(new ArrayList<Object[]>());

        private final List<Object[]> services;

        private Services(List<Object[]> services) {
            this.services = services;
        }

        /** These services and {@code service} as a {@code type}; a null service is left out. */
        public <T> Services with(Class<T> type, T service) {
            if (service == null) return this;
            List<Object[]> more = new ArrayList<>(services);
            more.add(new Object[] {type, service});
            return new Services(more);
        }

        /** The service handed in as a {@code type}, or null where the launcher has none. */
        @SuppressWarnings("unchecked")
        public <T> T get(Class<T> type) {
            for (Object[] s : services) if (s[0] == type) return (T) s[1];
            return null;
        }
    }
}
