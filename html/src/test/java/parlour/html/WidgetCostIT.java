package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a page pays for its widgets, printed as [measure] lines to be re-run after a change: the loader's size, the
 * bytes a second widget adds and the JavaScript heap a widget takes (the time to ready and how many widgets' WebGL
 * contexts Chromium keeps alive are a benchmark's: {@link WidgetCostBench}). The host page is on another origin than
 * the site, as on a real blog. The loader's and a second widget's bytes are budgets; the heap has a sanity bound.
 */
class WidgetCostIT extends SessionTest {
    private StaticSite host;
    private Path hostDir;

    @BeforeAll
    void start() throws IOException {
        hostDir = Files.createTempDirectory("parlour-cost");
        host = StaticSite.serve(hostDir);
        web.browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(120));
    }

    @AfterAll
    void stop() {
        if (host != null) host.close();
    }

    @Test
    void loaderSize() throws IOException {
        Path site = Path.of(System.getProperty("parlour.site", "target/parlour-web"))
                .toAbsolutePath();
        long loader = gzip9(Files.readAllBytes(site.resolve("parlour.js")));
        long frame = gzip9(Files.readAllBytes(site.resolve("frame.js")));
        System.out.println("[measure] cost: loader parlour.js " + Files.size(site.resolve("parlour.js")) + " bytes, "
                + loader + " gzip -9; frame.js (in each widget's frame) " + Files.size(site.resolve("frame.js"))
                + " bytes, " + frame + " gzip -9");
        assertThat(loader).as("the loader is " + loader + " bytes gzipped").isLessThan(10_000);
    }

    /** Chromium's page metrics (Performance.getMetrics) by name: ThreadTime, ProcessTime (CPU seconds), JSHeapUsedSize... */
    static Map<String, Double> metrics(Browser browser) {
        Map<String, Object> m = browser.driver.executeCdpCommand("Performance.getMetrics", Map.of());
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> list = (List<Map<String, Object>>) m.get("metrics");
        Map<String, Double> out = new HashMap<>();
        for (Map<String, Object> x : list)
            out.put(String.valueOf(x.get("name")), ((Number) x.get("value")).doubleValue());
        return out;
    }

    /**
     * The bytes and requests a second widget of a game adds once the first is in (cache warm), and the JavaScript heap
     * after garbage collection with 0, 1, 2 and 4 widgets: every frame of the site's origin runs in the host page's
     * renderer (one site, 127.0.0.1), so the page's JSHeapUsedSize holds them all.
     */
    @Test
    void aSecondWidgetsBytesAndEachWidgetsHeap() throws IOException {
        writeHost("heap.html", "");
        web.browser.driver.get(host.url("heap.html"));
        web.browser.driver.executeCdpCommand("Performance.enable", Map.of());
        List<Long> heaps = new ArrayList<>();
        heaps.add(heapAfterGc());
        int widgets = 0;
        long secondBytes = -1;
        List<String> secondRequests = List.of();
        for (int target : new int[] {1, 2, 4}) {
            long bytesBefore = web.server.bytesSent();
            int requestsBefore = web.server.requests().size();
            Object r = web.browser.driver.executeAsyncScript(
                    "var done = arguments[arguments.length - 1], n = arguments[0], ws = [];"
                            + "for (var i = 0; i < n; i++) { var e = document.createElement('div'); e.className = 'w';"
                            + "  document.body.appendChild(e); ws.push(Parlour.embed(e, {game: 'dots', sound: 'off'})); }"
                            + "Promise.all(ws.map(function (w) { return w.ready; })).then(function () { done('ready'); },"
                            + "  function (e) { done(e.message); });",
                    target - widgets);
            assertEquals("ready", r);
            if (target == 2) {
                secondBytes = web.server.bytesSent() - bytesBefore;
                List<String> all = web.server.requests();
                secondRequests = all.subList(requestsBefore, all.size());
            }
            widgets = target;
            awaitQuiet(); // its sounds (fetched after the first frame) are in
            heaps.add(heapAfterGc());
        }
        long perWidget = (heaps.get(3) - heaps.get(0)) / 4;
        long answered304 =
                secondRequests.stream().filter(x -> x.endsWith(" 304")).count();
        System.out.println(String.format(
                Locale.ROOT,
                "[measure] cost: a second widget (cache warm) added %d bytes (uncompressed) in %d requests, %d of them"
                        + " answered 304: %s",
                secondBytes,
                secondRequests.size(),
                answered304,
                secondRequests));
        System.out.println(String.format(
                Locale.ROOT,
                "[measure] cost: JS heap after gc with 0/1/2/4 Dots widgets %s MB: %.1f MB a widget",
                heaps.stream()
                        .map(h -> String.format(Locale.ROOT, "%.1f", h / 1e6))
                        .toList(),
                perWidget / 1e6));
        assertThat(secondBytes)
                .as("a second widget re-downloads the site: " + secondBytes)
                .isGreaterThanOrEqualTo(0);
        assertThat(secondBytes)
                .as("a second widget re-downloads the site: " + secondBytes)
                .isLessThan(100_000);
        assertThat(perWidget).as("heap a widget: " + perWidget).isGreaterThan(0);
        assertThat(perWidget).as("heap a widget: " + perWidget).isLessThan(100_000_000);
    }

    /** Waits until the page has asked the site for nothing more for ten frames. */
    private void awaitQuiet() {
        Browser.await(
                Duration.ofSeconds(30),
                () -> {
                    int asked = web.server.requests().size();
                    web.browser.awaitFrames(10);
                    return web.server.requests().size() == asked ? Boolean.TRUE : null;
                },
                () -> "the page kept fetching: " + web.server.requests());
    }

    private long heapAfterGc() {
        web.browser.driver.executeCdpCommand("HeapProfiler.collectGarbage", Map.of());
        return Math.round(metrics(web.browser).get("JSHeapUsedSize"));
    }

    private void writeHost(String name, String body) throws IOException {
        String page = "<!doctype html><html><head><meta charset=utf-8><title>cost</title>"
                + "<style>.w{width:360px;height:300px;display:inline-block}</style></head><body>" + body
                + "<script src=\"" + web.server.url("parlour.js") + "\"></script></body></html>";
        Files.write(hostDir.resolve(name), page.getBytes(StandardCharsets.UTF_8));
    }

    static long gzip9(byte[] b) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out) {
            {
                def.setLevel(Deflater.BEST_COMPRESSION);
            }
        }) {
            gz.write(b);
        }
        return out.size();
    }
}
