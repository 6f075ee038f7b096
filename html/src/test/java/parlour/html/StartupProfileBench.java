package parlour.html;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A benchmark, not part of the test run: where the renderer's main thread spends a page's start-up, from navigation
 * to every widget's ready event, for one Dots widget and for four widgets (one per game), each with an empty cache (a
 * fresh Chromium). Every frame of the site shares the host page's renderer and script engine, so one CPU profile
 * of the host page holds all of them (see {@link CpuProfile}; build with {@code -Dgwt.style=PRETTY} for names).
 * bench.runs (1) runs each page that often; bench.top (30) lines of each ranking.
 */
class StartupProfileBench {
    private static final String ONE = "<div class=w data-parlour-game=dots data-sound=off></div>";
    private static final String FOUR = ONE
            + "<div class=w data-parlour-game=morris9 data-sound=off></div>"
            + "<div class=w data-parlour-game=arrows data-sound=off></div>"
            + "<div class=w data-parlour-game=gone data-sound=off></div>";

    @Test
    void startUp() throws IOException {
        int runs = Integer.getInteger("bench.runs", 1);
        int top = Integer.getInteger("bench.top", 30);
        Path hostDir = Files.createTempDirectory("parlour-profile");
        try (StaticSite site = StaticSite.serve(WebSession.builtSite());
                StaticSite host = StaticSite.serve(hostDir)) {
            for (String[] page : new String[][] {{"one.html", ONE}, {"four.html", FOUR}}) {
                String html = "<!doctype html><html><head><meta charset=utf-8><title>profile</title>"
                        + "<style>.w{width:360px;height:300px;display:inline-block}</style></head><body>" + page[1]
                        + "<script src=\"" + site.url("parlour.js") + "\"></script></body></html>";
                Files.write(hostDir.resolve(page[0]), html.getBytes(StandardCharsets.UTF_8));
                Files.write(hostDir.resolve("blank.html"), "<!doctype html><title>blank</title>".getBytes());
                for (int run = 1; run <= runs; run++) {
                    try (Browser fresh = Browser.start(WebSession.shotsFolder().resolve("startup-profile"))) {
                        fresh.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(120));
                        // the host's renderer is up before the profile starts, as it is when a reader opens the page
                        fresh.driver.get(host.url("blank.html"));
                        CpuProfile profile = CpuProfile.start(fresh.driver);
                        fresh.driver.get(host.url(page[0]));
                        Object ready = fresh.driver.executeAsyncScript("var done = arguments[arguments.length - 1];"
                                + "Promise.all(Parlour.widgets().map(function (w) { return w.ready.then(function () {"
                                + "  return Math.round(performance.now()); }); })).then(done, function (e) {"
                                + "  done(e.message); });");
                        List<String> lines = profile.stopAndSummarize(top);
                        System.out.println("[measure] start-up profile: " + page[0] + " run " + run + " (load "
                                + Files.readString(Path.of("/proc/loadavg")).split(" ")[0] + "), ready after "
                                + ready + " ms");
                        lines.forEach(l -> System.out.println("[measure]   " + l));
                    }
                }
            }
        }
    }
}
