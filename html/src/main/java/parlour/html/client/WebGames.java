package parlour.html.client;

import com.badlogic.gdx.Gdx;
import com.google.gwt.core.client.GWT;
import com.google.gwt.core.client.RunAsyncCallback;
import java.util.Map;
import java.util.function.Consumer;
import parlour.app.Catalogue;
import parlour.app.Later;
import parlour.app.Launch;
import parlour.app.MorrisTables;
import parlour.arrows.module.ArrowsModule;
import parlour.dots.module.DotsModule;
import parlour.gone.module.GoneModule;
import parlour.morris.module.MorrisModule;

/**
 * The web widget's game code, one code-splitting point a part of the catalogue (Six and Nine Men's Morris share one):
 * the page's first script holds the shell and every game's module, and a game's code comes when a game of it is asked
 * for. Each split point's callback alone calls its module's make, on the module's own class (a call on GameModule would
 * reach every game's code from each split point); nothing else here names a game (LauncherArchitectureIT).
 */
final class WebGames implements Catalogue.Parts {
    /*
     * Each split point has its own callback class, whose onSuccess alone names its part: a callback class shared by
     * them would make every game's code reachable from each split point, and so all of it shared, loaded with the
     * first game opened.
     */

    /**
     * Brings the diagrams' code (see {@link DiagramSplit}). Here, before {@link #fetch}: GWT numbers split points in
     * the order it meets them, and code that only the diagrams and one game use (the game's drawing, made with the game)
     * goes with the first of the two, so the diagrams' must come first, or each game's drawing would come with that
     * game's first frame (FirstScriptIT holds it).
     */
    static void diagrams(Consumer<Later.Made> ready, Consumer<String> failed) {
        GWT.runAsync(DiagramSplit.class, new DiagramSplit(ready, failed));
    }

    /**
     * Draws the diagram {@code options} ask for with no board (see {@link LoneDiagramSplit}), in the diagrams' split
     * point, {@code assets} being the site's assets folder.
     */
    static void lone(Launch launch, Map<String, String> options, String assets) {
        GWT.runAsync(DiagramSplit.class, new LoneDiagramSplit(launch, options, assets));
    }

    @Override
    public void fetch(String part, final Consumer<Catalogue.Part> ready, final Consumer<String> failed) {
        if (part.equals(DotsModule.MODULE.part)) GWT.runAsync(DotsSplit.class, new DotsSplit(ready, failed));
        else if (part.equals(GoneModule.MODULE.part)) GWT.runAsync(GoneSplit.class, new GoneSplit(ready, failed));
        else if (part.equals(MorrisModule.MODULE.part)) GWT.runAsync(MorrisSplit.class, new MorrisSplit(ready, failed));
        else if (part.equals(ArrowsModule.MODULE.part)) GWT.runAsync(ArrowsSplit.class, new ArrowsSplit(ready, failed));
        else throw new IllegalStateException("no split point: " + part);
    }

    /** Dots and Boxes's split point. */
    private static final class DotsSplit implements RunAsyncCallback {
        private final Consumer<Catalogue.Part> ready;
        private final Consumer<String> failed;

        DotsSplit(Consumer<Catalogue.Part> ready, Consumer<String> failed) {
            this.ready = ready;
            this.failed = failed;
        }

        @Override
        public void onSuccess() {
            arrived(Catalogue.part(DotsModule.MODULE.make(Catalogue.NO_SERVICES)), ready);
        }

        @Override
        public void onFailure(Throwable reason) {
            notFetched(reason, failed);
        }
    }

    /** Gone's split point. */
    private static final class GoneSplit implements RunAsyncCallback {
        private final Consumer<Catalogue.Part> ready;
        private final Consumer<String> failed;

        GoneSplit(Consumer<Catalogue.Part> ready, Consumer<String> failed) {
            this.ready = ready;
            this.failed = failed;
        }

        @Override
        public void onSuccess() {
            arrived(Catalogue.part(GoneModule.MODULE.make(Catalogue.NO_SERVICES)), ready);
        }

        @Override
        public void onFailure(Throwable reason) {
            notFetched(reason, failed);
        }
    }

    /** Six and Nine Men's Morris's split point, with the tables the page fetches. */
    private static final class MorrisSplit implements RunAsyncCallback {
        private final Consumer<Catalogue.Part> ready;
        private final Consumer<String> failed;

        MorrisSplit(Consumer<Catalogue.Part> ready, Consumer<String> failed) {
            this.ready = ready;
            this.failed = failed;
        }

        @Override
        public void onSuccess() {
            arrived(Catalogue.part(MorrisModule.MODULE.make(MorrisTables.services(new WebMorrisTables()))), ready);
        }

        @Override
        public void onFailure(Throwable reason) {
            notFetched(reason, failed);
        }
    }

    /** Arrows's split point. */
    private static final class ArrowsSplit implements RunAsyncCallback {
        private final Consumer<Catalogue.Part> ready;
        private final Consumer<String> failed;

        ArrowsSplit(Consumer<Catalogue.Part> ready, Consumer<String> failed) {
            this.ready = ready;
            this.failed = failed;
        }

        @Override
        public void onSuccess() {
            arrived(Catalogue.part(ArrowsModule.MODULE.make(Catalogue.NO_SERVICES)), ready);
        }

        @Override
        public void onFailure(Throwable reason) {
            notFetched(reason, failed);
        }
    }

    /** A part's code came: the part goes to the caller on the game loop. */
    private static void arrived(final Catalogue.Part part, final Consumer<Catalogue.Part> ready) {
        later(new Runnable() {
            @Override
            public void run() {
                ready.accept(part);
            }
        });
    }

    /** A part's code did not come: the reason (the browser's, or the compiler's loader's) goes to the caller. */
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
