package parlour.html.client;

import static parlour.words.Tr.t;

import com.google.gwt.core.client.GWT;
import com.google.gwt.typedarrays.shared.ArrayBuffer;
import com.google.gwt.typedarrays.shared.Int8Array;
import com.google.gwt.typedarrays.shared.TypedArrays;
import parlour.app.MorrisTables;
import parlour.match.Clock;

/**
 * The web widget's Six Men's Morris database: each flying rule's table is fetched from the site's morris/ folder
 * the first time a game asks for it, then decoded a few milliseconds at a time, in tasks of their own between the
 * frames, so the board never stalls and the decoding is not held to a frame's share of a busy machine. Until it
 * is in, the strong player searches; the side panel shows the share loaded. A failed, cut or damaged download (the
 * file's own count of positions and check sum catch the last two before any of it is used) is told and tried again,
 * after 2, 4, 8 and 16 seconds, each time past any cached copy; the player searches meanwhile.
 */
final class WebMorrisTables implements MorrisTables.Source {
    /** Decoding time a task, in milliseconds: a frame due meanwhile waits at most this long. */
    private static final double SLICE_MS = 6;
    /** The share of the progress bar the download fills; decoding fills the rest. */
    private static final double DOWNLOAD_SHARE = 0.7;

    private final MorrisTables.Table[] tables = new MorrisTables.Table[2];
    private final double[] progress = new double[2];
    private final String[] failures = new String[2];
    private final boolean[] started = new boolean[2];
    private final int[] attempts = new int[2];
    /** The most downloads of one table tried on one visit. */
    static final int MOST_ATTEMPTS = 5;

    /** Where the files are: the folder next to the script's. */
    static String url(boolean flying) {
        return GWT.getModuleBaseURL() + "../morris/" + MorrisTables.fileName(flying);
    }

    @Override
    public MorrisTables.Table table(boolean flying) {
        int i = flying ? 1 : 0;
        if (!started[i]) {
            started[i] = true;
            fetch(url(flying), flying);
            attempts[i] = 1;
        }
        return tables[i];
    }

    @Override
    public double progress(boolean flying) {
        return progress[flying ? 1 : 0];
    }

    @Override
    public String failure(boolean flying) {
        return failures[flying ? 1 : 0];
    }

    void downloaded(boolean flying, double share) {
        progress[flying ? 1 : 0] = DOWNLOAD_SHARE * share;
    }

    void failed(boolean flying, String why) {
        int i = flying ? 1 : 0;
        progress[i] = 0;
        if (attempts[i] < MOST_ATTEMPTS) {
            int seconds = 1 << attempts[i];
            failures[i] = t("{0}; trying again in {1} s", why, seconds);
            retryLater(flying, seconds * 1000);
        } else {
            failures[i] = t("{0}; not tried again on this visit", why);
        }
        WebLauncher.errorToConsole(
                "parlour: the Six Men's Morris table " + url(flying) + " was not loaded: " + failures[i]);
    }

    /** Downloads the table again, past any copy the browser kept (a damaged one may have been cached). */
    void retry(boolean flying) {
        int i = flying ? 1 : 0;
        failures[i] = null;
        fetch(url(flying) + "?attempt=" + ++attempts[i], flying);
    }

    private native void retryLater(boolean flying, int millis) /*-{
        var self = this;
        $wnd.setTimeout($entry(function () {
            self.@parlour.html.client.WebMorrisTables::retry(Z)(flying);
        }), millis);
    }-*/;

    /** The server answered {@code status} (0: the network failed, or the answer was cut off). */
    void failedWith(boolean flying, int status) {
        failed(
                flying,
                status == 0
                        ? t("the download failed or was cut off")
                        : t("the server answered {0}", String.valueOf(status)));
    }

    void arrived(final boolean flying, ArrayBuffer buffer) {
        Int8Array view = TypedArrays.createInt8Array(buffer);
        byte[] data = new byte[view.length()];
        for (int k = 0; k < data.length; k++) data[k] = view.get(k);
        final MorrisTables.Decoding decoder;
        try {
            decoder = new MorrisTables.Decoding(data, flying);
        } catch (IllegalArgumentException e) {
            failed(flying, e.getMessage());
            return;
        }
        final int i = flying ? 1 : 0;
        progress[i] = DOWNLOAD_SHARE;
        soon(new Runnable() {
            @Override
            public void run() {
                double end = Clock.now() + SLICE_MS;
                try {
                    boolean done = false;
                    while (!done && Clock.now() < end) done = decoder.step(4096);
                    progress[i] = DOWNLOAD_SHARE + (1 - DOWNLOAD_SHARE) * decoder.progress();
                    if (done) {
                        tables[i] = decoder.table();
                        progress[i] = 1;
                        return;
                    }
                } catch (IllegalArgumentException e) {
                    failed(flying, e.getMessage());
                    return;
                }
                soon(this);
            }
        });
    }

    /**
     * Runs {@code slice} as a task of its own, as soon as the page's thread is free: a message the page sends itself
     * (a timer would wait 4 ms at least after a few in a row, and a second in a hidden tab; a frame's callback would
     * give it one slice a frame, a few a second on a busy machine).
     */
    private static native void soon(Runnable slice) /*-{
        var channel = new MessageChannel();
        channel.port1.onmessage = $entry(function () {
            channel.port1.close();
            slice.@java.lang.Runnable::run()();
        });
        channel.port2.postMessage(null);
    }-*/;

    private native void fetch(String url, boolean flying) /*-{
        var self = this;
        var xhr = new XMLHttpRequest();
        xhr.open("GET", url, true);
        xhr.responseType = "arraybuffer";
        xhr.onprogress = function (e) {
            if (e.lengthComputable && e.total > 0)
                self.@parlour.html.client.WebMorrisTables::downloaded(ZD)(flying, e.loaded / e.total);
        };
        xhr.onload = function () {
            if (xhr.status === 200 && xhr.response)
                self.@parlour.html.client.WebMorrisTables::arrived(ZLcom/google/gwt/typedarrays/shared/ArrayBuffer;)(flying, xhr.response);
            else
                self.@parlour.html.client.WebMorrisTables::failedWith(ZI)(flying, xhr.status);
        };
        xhr.onerror = function () {
            self.@parlour.html.client.WebMorrisTables::failedWith(ZI)(flying, 0);
        };
        xhr.send();
    }-*/;
}
