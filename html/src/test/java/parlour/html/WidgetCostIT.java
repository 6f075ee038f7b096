package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.openqa.selenium.By;

/**
 * What a page pays for its widgets, printed as [measure] lines to be re-run after a change: the loader's size,
 * time to ready for one and four widgets (cold and warm cache, each widget's phases), the bytes a second widget
 * adds, the JavaScript heap a widget takes, and how many widgets' WebGL contexts Chromium keeps alive. The host
 * page is on another origin than the site, as on a real blog. Only sanity bounds are asserted: this machine's
 * timings depend on what else it runs.
 */
class WidgetCostIT extends SessionTest {
    private static final String FOUR = "<div class=w data-parlour-game=dots data-sound=off></div>"
            + "<div class=w data-parlour-game=morris9 data-sound=off></div>"
            + "<div class=w data-parlour-game=arrows data-sound=off></div>"
            + "<div class=w data-parlour-game=gone data-sound=off></div>";

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
        assertTrue(loader < 10_000, "the loader is " + loader + " bytes gzipped");
    }

    /**
     * Time from navigation to every widget's ready event, one widget and four (one per game), first with an empty
     * cache (a fresh profile: no script, asset or compiled code kept) and then reloaded; three runs each, then the
     * last widget's ready of each run in a summary line (the README quotes it).
     */
    @Test
    void timeToReady() throws IOException {
        List<String> summary = new ArrayList<>();
        for (String[] page : new String[][] {
            {"one.html", "<div class=w data-parlour-game=dots data-sound=off></div>"}, {"four.html", FOUR}
        }) {
            List<Long> colds = new ArrayList<>(), warms = new ArrayList<>();
            for (int run = 1; run <= 3; run++) {
                try (Browser fresh = Browser.start(web.shots.resolve("widget-cost-fresh"))) {
                    fresh.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(120));
                    long[] last = new long[1];
                    String cold = readyTimes(fresh, page[0], page[1], last);
                    colds.add(last[0]);
                    String warm = readyTimes(fresh, page[0], page[1], last);
                    warms.add(last[0]);
                    System.out.println("[measure] cost: " + page[0] + " run " + run + " (load " + loadAverage()
                            + "): ready after, cold cache " + cold + "; warm " + warm);
                }
            }
            colds.sort(null);
            warms.sort(null);
            summary.add(page[0] + " cold " + colds + " ms, warm " + warms + " ms");
        }
        System.out.println("[measure] cost: ready (the last widget's, ms after navigation, three runs, load now "
                + loadAverage() + "): " + String.join("; ", summary));
    }

    /**
     * Opens the page and gives each widget's ready time (ms after navigation) and its frame's phases; the last
     * widget's ready time goes into {@code last[0]}.
     */
    @SuppressWarnings("unchecked")
    private String readyTimes(Browser browser, String name, String body, long[] last) throws IOException {
        writeHost(name, body);
        writeHost("blank.html", "");
        // from a page of the same site, whose renderer the measured page then shares, so its CPU time counts from here
        browser.driver.get(host.url("blank.html"));
        browser.driver.executeCdpCommand("Performance.enable", Map.of());
        Map<String, Double> before = metrics(browser);
        browser.driver.get(host.url(name));
        List<Object> ready = (List<Object>)
                browser.driver.executeAsyncScript(
                        "var done = arguments[arguments.length - 1];"
                                + "Promise.all(Parlour.widgets().map(function (w) { return w.ready.then(function () {"
                                + "  return Math.round(performance.now()); }); })).then(done, function (e) { done([e.message]); });");
        last[0] = 0;
        for (Object t : ready) last[0] = Math.max(last[0], t instanceof Number ? ((Number) t).longValue() : -1);
        List<String> phases = new ArrayList<>();
        double pageOrigin = ((Number) browser.js("return performance.timeOrigin;")).doubleValue();
        int frames = browser.driver.findElements(By.tagName("iframe")).size();
        for (int i = 0; i < frames; i++) {
            browser.driver.switchTo().frame(i);
            // the frame's clock starts at its own navigation: shift by its time origin's offset from the page's
            phases.add(String.valueOf(browser.js(
                    String.join(
                            "\n",
                            "var origin = arguments[0], r = {}, wins = [window];",
                            "function at(w, t) { return Math.round(t + w.performance.timeOrigin - origin); }",
                            "r.frame = at(window, 0);",
                            // when the loader gave it its turn for the heavy work (widgets start one after another)
                            "var turn = performance.getEntriesByName('parlour-turn')[0];",
                            "if (turn) r.turn = at(window, turn.startTime);",
                            "for (var i = 0; i < window.frames.length; i++) wins.push(window.frames[i]);",
                            "wins.forEach(function (w) { w.performance.getEntriesByType('resource').forEach(function (e) {",
                            "  if (/\\.cache\\.js$/.test(e.name)) r.script = at(w, e.responseEnd);",
                            "  if (/assets\\.txt/.test(e.name)) r.assetList = at(w, e.startTime);",
                            "  if (/\\/assets\\/(atlas|fonts)\\//.test(e.name))",
                            "    r.assets = Math.max(r.assets || 0, at(w, e.responseEnd)); }); });",
                            "return JSON.stringify(r);"),
                    pageOrigin)));
            browser.driver.switchTo().defaultContent();
        }
        Map<String, Double> after = metrics(browser);
        double thread = after.get("ThreadTime") - before.get("ThreadTime");
        double process = after.get("ProcessTime") - before.get("ProcessTime");
        return ready + " ms (CPU of the renderer's main thread "
                + (thread > 0 ? Math.round(thread * 1000) + " ms" : "unknown: a new renderer")
                + ", of the renderer " + (process > 0 ? Math.round(process * 1000) + " ms" : "unknown") + "), phases "
                + phases;
    }

    /** Chromium's page metrics (Performance.getMetrics) by name: ThreadTime, ProcessTime (CPU seconds), JSHeapUsedSize... */
    private static Map<String, Double> metrics(Browser browser) {
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
            Browser.sleep(1500); // its sounds and first frames settle
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
        assertTrue(secondBytes >= 0 && secondBytes < 100_000, "a second widget re-downloads the site: " + secondBytes);
        assertTrue(perWidget > 0 && perWidget < 100_000_000, "heap a widget: " + perWidget);
    }

    /**
     * Twenty started widgets (scrolled through, each started as it comes into view): how many keep their WebGL
     * context. Past Chromium's limit of live contexts the oldest loses its own, which frame.js reports as an error
     * event.
     */
    @Test
    void howManyWidgetsKeepTheirWebGlContext() throws IOException {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            body.append("<div id=w")
                    .append(i)
                    .append(" style=\"width:300px;height:240px;margin:8px\" data-parlour-game=dots data-sound=off>")
                    .append("</div>");
        }
        writeHost("twenty.html", body.toString());
        web.browser.driver.get(host.url("twenty.html"));
        // Chromium's own limit: the loader's (ten boards running, the rest parked) lifted for this count
        web.browser.js("Parlour.maxLive = 100;");
        web.browser.js("window.lost = {}; Parlour.widgets().forEach(function (w) { w.on('error', function (d) {"
                + " if (/drawing context/.test(d.message)) lost[w.element.id] = true; }); });");
        for (int i = 0; i < 20; i++) {
            Object r = web.browser.driver.executeAsyncScript(
                    "var done = arguments[arguments.length - 1], e = document.getElementById(arguments[0]);"
                            + "e.scrollIntoView(); Parlour.of(e).ready.then(function () { done('ready'); },"
                            + "  function (x) { done(x.message); });",
                    "w" + i);
            assertEquals("ready", r, "widget " + i + " never became ready");
        }
        Browser.sleep(2000);
        Object keys = web.browser.driver.executeScript("return Object.keys(lost).sort();");
        List<Object> lostIds = keys instanceof List<?> ? new ArrayList<>((List<?>) keys) : List.of();
        long started = (Long) web.browser.js("return document.querySelectorAll('iframe').length;");
        System.out.println(
                "[measure] cost: " + started + " widgets started, " + lostIds.size() + " lost their WebGL context "
                        + lostIds + ": Chromium kept " + started + " alive (the loader parked those that lost theirs)");
        // a board that lost its context is parked at once (its iframe let go), so it is not counted as started
        assertEquals(20L, started + lostIds.size(), "every widget started as it came into view");
        assertTrue(lostIds.size() < 20, "no widget kept its context");
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

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException e) {
            return "?";
        }
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
