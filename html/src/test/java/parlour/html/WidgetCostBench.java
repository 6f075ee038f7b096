package parlour.html;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * A benchmark, not part of the test run: time from navigation to every widget's ready event, one Dots widget and four
 * (one per game), each in a fresh Chromium (empty cache) and then reloaded, with each widget's phases and the
 * renderer's CPU time. The host page is on another origin than the site, as on a real blog. Run with
 * {@code -Dit.test=WidgetCostBench} (README, Benchmarks); {@link WidgetCostIT} keeps the sizes in the test run.
 */
class WidgetCostBench {
    private static final String FOUR = "<div class=w data-parlour-game=dots data-sound=off></div>"
            + "<div class=w data-parlour-game=morris9 data-sound=off></div>"
            + "<div class=w data-parlour-game=arrows data-sound=off></div>"
            + "<div class=w data-parlour-game=gone data-sound=off></div>";

    private StaticSite site, host;
    private Path hostDir;

    /**
     * Time from navigation to every widget's ready event, one widget and four (one per game), first with an empty
     * cache (a fresh profile: no script, asset or compiled code kept) and then reloaded; three runs each, then the
     * last widget's ready of each run in a summary line (the README quotes it).
     */
    @Test
    void timeToReady() throws IOException {
        hostDir = Files.createTempDirectory("parlour-cost");
        try (StaticSite s = StaticSite.serve(WebSession.builtSite());
                StaticSite h = StaticSite.serve(hostDir)) {
            site = s;
            host = h;
            measure();
        }
    }

    /**
     * Twenty started widgets (scrolled through, each started as it comes into view): how many keep their WebGL
     * context. Past Chromium's limit of live contexts the oldest loses its own, which frame.js reports as an error
     * event and the loader parks (LoaderBrowserIT checks what the player and the page see then).
     */
    @Test
    void howManyWidgetsKeepTheirWebGlContext() throws IOException {
        hostDir = Files.createTempDirectory("parlour-cost");
        try (StaticSite s = StaticSite.serve(WebSession.builtSite());
                StaticSite h = StaticSite.serve(hostDir);
                Browser browser = Browser.start(WebSession.shotsFolder().resolve("widget-cost-contexts"))) {
            site = s;
            host = h;
            browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(120));
            StringBuilder body = new StringBuilder();
            for (int i = 0; i < 20; i++)
                body.append("<div id=w")
                        .append(i)
                        .append(" style=\"width:300px;height:240px;margin:8px\" data-parlour-game=dots data-sound=off>")
                        .append("</div>");
            writeHost("twenty.html", body.toString());
            browser.driver.get(host.url("twenty.html"));
            // Chromium's own limit: the loader's (ten boards running, the rest parked) lifted for this count
            browser.js("Parlour.maxLive = 100;");
            browser.js("window.lost = {}; Parlour.widgets().forEach(function (w) { w.on('error', function (d) {"
                    + " if (/drawing context/.test(d.message)) lost[w.element.id] = true; }); });");
            for (int i = 0; i < 20; i++) {
                Object r = browser.driver.executeAsyncScript(
                        "var done = arguments[arguments.length - 1], e = document.getElementById(arguments[0]);"
                                + "e.scrollIntoView(); Parlour.of(e).ready.then(function () { done('ready'); },"
                                + "  function (x) { done(x.message); });",
                        "w" + i);
                if (!"ready".equals(r)) throw new AssertionError("widget " + i + " never became ready: " + r);
            }
            // Chromium takes a context from the oldest board as a new one asks for one; the loss is told a little later
            browser.awaitFrames(30);
            Browser.await(
                    Duration.ofSeconds(10),
                    () -> ((Number) browser.js("return document.querySelectorAll('iframe').length"
                                                    + " + Object.keys(lost).length;"))
                                            .intValue()
                                    == 20
                            ? Boolean.TRUE
                            : null,
                    () -> "not every widget started as it came into view: "
                            + browser.js("return [document.querySelectorAll('iframe').length, Object.keys(lost)];"));
            // a board that lost its context is parked at once (its iframe let go), so it is not counted as started
            long started = (Long) browser.js("return document.querySelectorAll('iframe').length;");
            Object lost = browser.js("return Object.keys(lost).sort();");
            System.out.println("[measure] cost: " + started + " widgets started of 20, " + lost
                    + " lost their WebGL context: Chromium kept " + started
                    + " alive (the loader parked those that lost theirs)");
        }
    }

    private void measure() throws IOException {
        List<String> summary = new ArrayList<>();
        for (String[] page : new String[][] {
            {"one.html", "<div class=w data-parlour-game=dots data-sound=off></div>"}, {"four.html", FOUR}
        }) {
            List<Long> colds = new ArrayList<>(), warms = new ArrayList<>();
            for (int run = 1; run <= 3; run++) {
                try (Browser fresh = Browser.start(WebSession.shotsFolder().resolve("widget-cost-fresh"))) {
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
        Map<String, Double> before = WidgetCostIT.metrics(browser);
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
        Map<String, Double> after = WidgetCostIT.metrics(browser);
        double thread = after.get("ThreadTime") - before.get("ThreadTime");
        double process = after.get("ProcessTime") - before.get("ProcessTime");
        return ready + " ms (CPU of the renderer's main thread "
                + (thread > 0 ? Math.round(thread * 1000) + " ms" : "unknown: a new renderer")
                + ", of the renderer " + (process > 0 ? Math.round(process * 1000) + " ms" : "unknown") + "), phases "
                + phases;
    }

    private void writeHost(String name, String body) throws IOException {
        String page = "<!doctype html><html><head><meta charset=utf-8><title>cost</title>"
                + "<style>.w{width:360px;height:300px;display:inline-block}</style></head><body>" + body
                + "<script src=\"" + site.url("parlour.js") + "\"></script></body></html>";
        Files.write(hostDir.resolve(name), page.getBytes(StandardCharsets.UTF_8));
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException e) {
            return "?";
        }
    }
}
