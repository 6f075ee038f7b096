package parlour.html.client;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.gwt.preloader.AssetDownloader;
import com.badlogic.gdx.backends.gwt.preloader.AssetFilter.AssetType;
import com.badlogic.gdx.backends.gwt.preloader.Preloader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * libGDX's preloader, which also fetches the texts it left out of the first download (see WebAssetFilter.preload: the
 * other language's words, the help) when the game asks for them, and tells when they are in. The preloader's own
 * preloadSingleFile fetches such a file but tells no one.
 */
final class WebPreloader extends Preloader {
    private final AssetDownloader downloader = new AssetDownloader();
    /** The files on their way, each with whoever waits for it. */
    private final Map<String, List<Runnable>> waiting = new HashMap<>();

    WebPreloader(String baseUrl) {
        super(baseUrl);
    }

    /**
     * Fetches the text files among {@code paths} that are not at hand yet (each once, however often asked) and runs
     * {@code then} when the last came in or failed: at once when none was missing, else later on the game's thread.
     * A path the site does not have is not asked for.
     */
    void whenFetched(String[] paths, final Runnable then) {
        List<String> missing = new ArrayList<>();
        for (String p : paths) if (!contains(p) && assetNames.containsKey(p)) missing.add(p);
        if (missing.isEmpty()) {
            then.run();
            return;
        }
        final int[] left = {missing.size()};
        Runnable arrived = new Runnable() {
            @Override
            public void run() {
                if (--left[0] == 0) Gdx.app.postRunnable(then);
            }
        };
        for (String p : missing) fetch(p, arrived);
    }

    private void fetch(final String file, Runnable arrived) {
        List<Runnable> waiters = waiting.get(file);
        if (waiters != null) {
            waiters.add(arrived);
            return;
        }
        waiters = new ArrayList<>();
        waiters.add(arrived);
        waiting.put(file, waiters);
        final String url = assetNames.get(file);
        downloader.loadText(baseUrl + url, new AssetDownloader.AssetLoaderListener<String>() {
            @Override
            public void onProgress(double amount) {}

            @Override
            public void onFailure() {
                WebLauncher.errorToConsole("parlour: could not load " + file);
                arrived(file);
            }

            @Override
            public void onSuccess(String text) {
                putAssetInMap(text, new Asset(file, url, AssetType.Text, text.length(), "text/plain"));
                arrived(file);
            }
        });
    }

    private void arrived(String file) {
        for (Runnable r : waiting.remove(file)) r.run();
    }
}
