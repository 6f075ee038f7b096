package parlour.html.client;

import com.badlogic.gdx.Gdx;
import com.google.gwt.core.client.GWT;
import com.google.gwt.core.client.RunAsyncCallback;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import parlour.app.Catalogue;
import parlour.shell.GameEntry;
import parlour.shell.GameList;
import parlour.shell.GameSlot;

/**
 * The web widget's catalogue: one code-splitting point a game (Six and Nine Men's Morris share one), so the page's
 * script holds the shell and a game's code comes when a game of it is opened. Nothing outside the split points'
 * callbacks names a game's classes, or the compiler would keep that game in the page's first script.
 */
final class WebGames {
    private WebGames() {}

    /** Every game, none of them loaded yet. */
    static GameList catalogue() {
        List<GameSlot> slots = new ArrayList<>();
        for (String[] game : Catalogue.MENU) slots.add(new GameSlot(game[0], game[1], loader(game[0])));
        return GameList.ofSlots(slots);
    }

    private static GameSlot.Loader loader(String id) {
        if (id.equals("dots")) return new DotsLoader();
        if (id.equals("gone")) return new GoneLoader();
        if (id.equals("arrows")) return new ArrowsLoader();
        return new MorrisLoader(id);
    }

    /** Dots and Boxes's split point. */
    private static final class DotsLoader implements GameSlot.Loader {
        @Override
        public void load(final Consumer<GameEntry<?>> ready, final Consumer<String> failed) {
            GWT.runAsync(DotsLoader.class, new RunAsyncCallback() {
                @Override
                public void onSuccess() {
                    arrived(Catalogue.dots(), ready);
                }

                @Override
                public void onFailure(Throwable reason) {
                    notFetched(reason, failed);
                }
            });
        }
    }

    /** Gone's split point. */
    private static final class GoneLoader implements GameSlot.Loader {
        @Override
        public void load(final Consumer<GameEntry<?>> ready, final Consumer<String> failed) {
            GWT.runAsync(GoneLoader.class, new RunAsyncCallback() {
                @Override
                public void onSuccess() {
                    arrived(Catalogue.gone(), ready);
                }

                @Override
                public void onFailure(Throwable reason) {
                    notFetched(reason, failed);
                }
            });
        }
    }

    /** Arrows's split point (the web has no board files to read by name). */
    private static final class ArrowsLoader implements GameSlot.Loader {
        @Override
        public void load(final Consumer<GameEntry<?>> ready, final Consumer<String> failed) {
            GWT.runAsync(ArrowsLoader.class, new RunAsyncCallback() {
                @Override
                public void onSuccess() {
                    arrived(Catalogue.arrows(null), ready);
                }

                @Override
                public void onFailure(Throwable reason) {
                    notFetched(reason, failed);
                }
            });
        }
    }

    /** Six and Nine Men's Morris's split point: both games, and the tables they share, made once. */
    private static final class MorrisLoader implements GameSlot.Loader {
        private static List<GameEntry<?>> both;
        private final String id;

        MorrisLoader(String id) {
            this.id = id;
        }

        @Override
        public void load(final Consumer<GameEntry<?>> ready, final Consumer<String> failed) {
            GWT.runAsync(MorrisLoader.class, new RunAsyncCallback() {
                @Override
                public void onSuccess() {
                    if (both == null) both = Catalogue.morris(new WebMorrisTables());
                    for (GameEntry<?> e : both) if (e.id().equals(id)) arrived(e, ready);
                }

                @Override
                public void onFailure(Throwable reason) {
                    notFetched(reason, failed);
                }
            });
        }
    }

    /*
     * Each split point has its own callback class, whose onSuccess alone names its game: a callback class shared by
     * them would make every game's code reachable from each split point, and so all of it shared, loaded with the
     * first game opened.
     */

    /** A game's code came: its entry goes to the caller on the game loop. */
    private static void arrived(final GameEntry<?> entry, final Consumer<GameEntry<?>> ready) {
        later(new Runnable() {
            @Override
            public void run() {
                ready.accept(entry);
            }
        });
    }

    /** A game's code did not come: the reason (the browser's, or the compiler's loader's) goes to the caller. */
    private static void notFetched(Throwable reason, final Consumer<String> failed) {
        final String why = reason.getMessage() == null ? reason.toString() : reason.getMessage();
        WebLauncher.warnToConsole("parlour: a game's code could not be fetched: " + why);
        later(new Runnable() {
            @Override
            public void run() {
                failed.accept(why);
            }
        });
    }

    /** On the game loop once it runs (the menu's cards change between frames), else at once (before it starts). */
    private static void later(Runnable r) {
        if (Gdx.app != null) Gdx.app.postRunnable(r);
        else r.run();
    }
}
