package parlour.app;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ai.ArrowsAdvice;
import parlour.arrows.ai.ArrowsCommands;
import parlour.arrows.ai.ArrowsPlayers;
import parlour.arrows.view.ArrowsView;
import parlour.board.GameUi;
import parlour.dots.DotsGame;
import parlour.dots.ai.DotsAdvice;
import parlour.dots.ai.DotsCommands;
import parlour.dots.ai.DotsPlayers;
import parlour.dots.view.DotsView;
import parlour.game.EngineExtension;
import parlour.game.LevelPlayers;
import parlour.gone.GoneGame;
import parlour.gone.ai.GoneCommands;
import parlour.gone.ai.GonePlayers;
import parlour.gone.view.GoneView;
import parlour.match.Text;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisPosition;
import parlour.morris.ai.MorrisAdvice;
import parlour.morris.ai.MorrisCommands;
import parlour.morris.ai.MorrisDatabase;
import parlour.morris.ai.MorrisPlayers;
import parlour.morris.view.MorrisView;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.GameList;
import parlour.shell.launch.GameSlot;

/**
 * The one list that names every game: each game's rules, computer players, analysis and board view put
 * together, with the services a launcher hands in. Launchers, tools and tests build their catalogue here; the web
 * widget builds it from parts whose code it fetches when a game of them is asked for.
 */
public final class Catalogue {
    private Catalogue() {}

    /**
     * Each game's id, English title and option names, in menu order: what the menu and the launch options know of a
     * game whose code has not come yet (CatalogueMenuTest holds it to the games themselves).
     */
    static final String[][] MENU = {
        {"dots", "Dots and Boxes", "size"},
        {"gone", "Gone", "size", "adjacency", "mode", "k"},
        {"morris6", "Six Men's Morris", "flying", "doublemill", "drawafter"},
        {"morris9", "Nine Men's Morris", "flying", "doublemill", "drawafter"},
        {"arrows", "Arrows", "size", "blocked", "clock", "board"}
    };

    /**
     * Every game Parlour plays, in menu order.
     *
     * @param boardFiles reads board files named in the engine protocol, or null where there are none (the web)
     * @param morrisTables Six Men's Morris's perfect tables, or null where there are none
     */
    public static GameList games(ArrowsCommands.FileReader boardFiles, MorrisDatabase.Source morrisTables) {
        List<GameEntry<?>> games = new ArrayList<>();
        games.addAll(dots().games);
        games.addAll(gone().games);
        games.addAll(morrisGames(morrisTables));
        games.add(arrowsGame(boardFiles));
        return new GameList(games);
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
     * A launcher that fetches each game's code on its own (the web widget's split points): each method brings one
     * part's code, then calls {@code ready} with the part (made by the matching method of {@link Catalogue} inside the
     * split point, so that nothing else reaches the game's code) or {@code failed} with why it could not.
     */
    public interface Parts {
        void dots(Consumer<Part> ready, Consumer<String> failed);

        void gone(Consumer<Part> ready, Consumer<String> failed);

        void morris(Consumer<Part> ready, Consumer<String> failed);

        void arrows(Consumer<Part> ready, Consumer<String> failed);
    }

    /** Dots and Boxes with its computer players, advice and solver commands. */
    public static Part dots() {
        return new Part(Collections.<GameEntry<?>>singletonList(new GameEntry<>(
                DotsGame.RULES.with(
                        new LevelPlayers<>(DotsGame.RULES.players(), DotsPlayers::create, DotsPlayers::thinkMillis),
                        DotsAdvice.INSTANCE,
                        DotsCommands.TABLE),
                GameUi.of("dots", DotsView::new))));
    }

    /** Gone with its computer players. */
    public static Part gone() {
        return new Part(Collections.<GameEntry<?>>singletonList(new GameEntry<>(
                GoneGame.RULES.with(
                        new LevelPlayers<>(GoneGame.RULES.players(), GonePlayers::create, GonePlayers::thinkMillis),
                        GoneCommands.TABLE),
                GameUi.of("gone", GoneView::new))));
    }

    /** Six and Nine Men's Morris, which share their players and the launcher's tables (null where there are none). */
    public static Part morris(MorrisTables.Source morrisTables) {
        return new Part(morrisGames(morrisTables == null ? null : MorrisTables.forGame(morrisTables)));
    }

    /** Arrows with its computer players and advice, and no board files to read by name (the web's). */
    public static Part arrows() {
        return new Part(Collections.<GameEntry<?>>singletonList(arrowsGame(null)));
    }

    private static List<GameEntry<?>> morrisGames(MorrisDatabase.Source morrisTables) {
        final MorrisDatabase tables = new MorrisDatabase(morrisTables);
        LevelPlayers<MorrisPosition> morris = new LevelPlayers<>(
                MorrisGame.SIX.players(),
                (level, p, random, maxMillis) -> MorrisPlayers.create(level, p, random, maxMillis, tables),
                MorrisPlayers::thinkMillis,
                (level, p) -> MorrisPlayers.note(level, p, tables));
        EngineExtension<MorrisPosition> solve = MorrisCommands.table(tables);
        MorrisAdvice advice = new MorrisAdvice(tables);
        return Arrays.<GameEntry<?>>asList(
                new GameEntry<>(MorrisGame.SIX.with(morris, advice, solve), GameUi.of("morris6", MorrisView::new)),
                new GameEntry<>(MorrisGame.NINE.with(morris, advice, solve), GameUi.of("morris9", MorrisView::new)));
    }

    /** @param boardFiles reads board files named in the engine protocol, or null where there are none (the web) */
    private static GameEntry<?> arrowsGame(ArrowsCommands.FileReader boardFiles) {
        return new GameEntry<>(
                ArrowsGame.RULES.with(
                        new LevelPlayers<>(
                                ArrowsGame.RULES.players(), ArrowsPlayers::create, ArrowsPlayers::thinkMillis),
                        ArrowsAdvice.INSTANCE,
                        ArrowsCommands.table(boardFiles)),
                GameUi.of("arrows", ArrowsView::new));
    }

    /**
     * Every game, in menu order, by the {@link #MENU}'s ids, titles and option names, each game's code fetched by
     * {@code parts} when a game of it is first asked for (both Morris games by one fetch).
     */
    static GameList byParts(Parts parts) {
        PartFetch dots = new PartFetch(parts::dots);
        PartFetch gone = new PartFetch(parts::gone);
        PartFetch morris = new PartFetch(parts::morris);
        PartFetch arrows = new PartFetch(parts::arrows);
        List<GameSlot> slots = new ArrayList<>();
        for (String[] game : MENU) {
            String id = game[0];
            String name = part(id);
            PartFetch fetch = "dots".equals(name)
                    ? dots
                    : "gone".equals(name)
                            ? gone
                            : "morris".equals(name) ? morris : "arrows".equals(name) ? arrows : null;
            if (fetch == null) throw new IllegalStateException("the MENU's game " + Text.quote(id) + " has no part");
            slots.add(new GameSlot(
                    id,
                    game[1],
                    Arrays.asList(game).subList(2, game.length),
                    (ready, failed) -> fetch.load(part -> ready.accept(part.game(id)), failed)));
        }
        return GameList.ofSlots(slots);
    }

    /**
     * The part of the catalogue that holds the game {@code id}: its code's split point and its words' file
     * ({@code i18n/CODE/PART.txt}, {@link parlour.words.Language#PARTS}); null for a game not on the {@link #MENU} (a
     * test's own).
     */
    static String part(String id) {
        if (id.equals("dots") || id.equals("gone") || id.equals("arrows")) return id;
        return id.equals("morris6") || id.equals("morris9") ? "morris" : null;
    }

    /** One of the launcher's {@link Parts} methods: brings a part's code. */
    private interface Fetch {
        void fetch(Consumer<Part> ready, Consumer<String> failed);
    }

    /** One part's fetch: the part, once it came, kept for its every game. */
    private static final class PartFetch {
        private final Fetch fetch;
        private Part part;

        PartFetch(Fetch fetch) {
            this.fetch = fetch;
        }

        void load(Consumer<Part> ready, Consumer<String> failed) {
            if (part != null) {
                ready.accept(part);
                return;
            }
            fetch.fetch(
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
