package parlour.html.client;

import com.badlogic.gdx.backends.gwt.preloader.AssetDownloader;
import com.google.gwt.core.client.RunAsyncCallback;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import parlour.app.Launch;
import parlour.app.LoneDiagram;

/**
 * The diagrams' split point's callback for a diagram with no board ({@code Parlour.diagram}): draws the loader's
 * position and hands frame.js the SVG, or why there is none (its parlourDiagramDone). It reads the words' files
 * itself, by the site's list of assets, as no libGDX application runs here to preload them.
 */
final class LoneDiagramSplit implements RunAsyncCallback {
    private final Launch launch;
    private final Map<String, String> options;
    private final String assets;

    LoneDiagramSplit(Launch launch, Map<String, String> options, String assets) {
        this.launch = launch;
        this.options = options;
        this.assets = assets;
    }

    @Override
    public void onSuccess() {
        LoneDiagram.draw(launch, options, this::texts, svg -> done(svg, null), why -> done(null, why));
    }

    @Override
    public void onFailure(Throwable reason) {
        done(null, "the diagrams' code could not be fetched: " + reason.getMessage());
    }

    /** Hands frame.js the picture, or (svg null) why there is none. */
    private static native void done(String svg, String why) /*-{
        $wnd.parlourDiagramDone(svg, why);
    }-*/;

    /** Brings the texts of {@code paths} by the site's assets.txt (its lines: type:path:file:size:mime:preload). */
    private void texts(final String[] paths, final Consumer<Map<String, String>> ready) {
        final AssetDownloader downloader = new AssetDownloader();
        final Map<String, String> read = new HashMap<>();
        downloader.loadText(assets + "assets.txt", new Listener() {
            @Override
            public void onSuccess(String list) {
                Map<String, String> files = new HashMap<>();
                for (int at = 0; at < list.length(); ) {
                    int end = list.indexOf('\n', at);
                    if (end < 0) end = list.length();
                    String line = list.substring(at, end);
                    int a = line.indexOf(':'), b = a < 0 ? -1 : line.indexOf(':', a + 1);
                    int c = b < 0 ? -1 : line.indexOf(':', b + 1);
                    if (c > 0) files.put(line.substring(a + 1, b), line.substring(b + 1, c));
                    at = end + 1;
                }
                final int[] left = {paths.length};
                for (final String path : paths) {
                    String file = files.get(path);
                    if (file == null) {
                        if (--left[0] == 0) ready.accept(read);
                        continue;
                    }
                    downloader.loadText(assets + file, new Listener() {
                        @Override
                        public void onSuccess(String text) {
                            read.put(path, text);
                            if (--left[0] == 0) ready.accept(read);
                        }

                        @Override
                        public void onFailure() {
                            if (--left[0] == 0) ready.accept(read);
                        }
                    });
                }
            }

            @Override
            public void onFailure() {
                ready.accept(read);
            }
        });
    }

    /** A text download's listener that ignores progress. */
    private abstract static class Listener implements AssetDownloader.AssetLoaderListener<String> {
        @Override
        public void onProgress(double amount) {}
    }
}
