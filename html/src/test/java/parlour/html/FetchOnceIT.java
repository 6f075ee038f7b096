package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * One widget's page load asks the server for each file once: its page, scripts, every asset (images, atlas, fonts,
 * texts), its sounds and the Six Men's Morris table. Counted on the server, which here revalidates everything but
 * GWT's {@code *.cache.*} files (the hashed assets too), so a second fetch of a file shows there even when the browser
 * holds a copy; and in the widget frame's resource timing, which lists fetches the browser answered from its cache.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FetchOnceIT {
    /** Once the needed files are in, the load counts as over when the server has heard nothing new for this long. */
    private static final long QUIET_MS = 4000;

    private Path hostDir;
    /** This test's own server of the built site, at a port new to the browser: its cache holds nothing from there. */
    private StaticSite server;

    @BeforeAll
    void makeHostFolder() throws IOException {
        hostDir = Files.createTempDirectory("parlour-fetch-once");
    }

    /** Six Men's Morris with a strong seat: the page, the assets, the sounds after the first frame, and the table. */
    @Test
    void aMorrisWidgetFetchesEachFileOnce() throws IOException {
        List<String> fetched = loadOneWidget(
                "morris.html", "data-parlour-game=morris6 data-p1=ai:strong data-p2=ai:easy data-sound=on", "/morris/");
        assertTrue(
                fetched.stream().anyMatch(r -> r.startsWith("/morris/")),
                "the strong seat fetched its table: " + fetched);
    }

    /** Dots and Boxes between two computers: its own sounds (line, box) are made while it plays. */
    @Test
    void aDotsWidgetFetchesEachFileOnce() throws IOException {
        List<String> fetched = loadOneWidget(
                "dots.html",
                "data-parlour-game=dots data-size=2x2 data-p1=ai:easy data-p2=ai:easy data-sound=on",
                "/box-");
        assertTrue(fetched.stream().anyMatch(r -> r.contains("/box-")), "the game's sounds were fetched: " + fetched);
    }

    /**
     * Opens a host page holding one widget with these attributes from a new origin (cold cache), waits for its
     * ready event, for a request containing {@code awaited} and then for a quiet network; fails if the server or the
     * frame's resource timing saw any file twice. Returns the requests, "path?query status" each.
     */
    @SuppressWarnings("unchecked")
    private List<String> loadOneWidget(String page, String attributes, String awaited) throws IOException {
        try (StaticSite site = StaticSite.serveRevalidatingAssets(WebSession.builtSite());
                StaticSite host = StaticSite.serve(hostDir);
                Browser browser = Browser.tab(WebSession.shotsFolder())) {
            server = site;
            String html = "<!doctype html><html><head><meta charset=utf-8><title>one widget</title></head><body>"
                    + "<div id=a style=\"width:400px;height:360px\" " + attributes + "></div>"
                    + "<script src=\"" + server.url("parlour.js") + "\"></script></body></html>";
            Files.write(hostDir.resolve(page), html.getBytes(StandardCharsets.UTF_8));
            int from = server.requests().size();
            browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
            browser.driver.get(host.url(page));
            Object ready = browser.driver.executeAsyncScript(
                    "var done = arguments[arguments.length - 1];"
                            + "Parlour.of('#a').ready.then(function () { done('ready'); }, function (e) { done(e.message); });");
            assertEquals("ready", ready, "the widget never became ready");
            List<String> requests = awaitQuiet(from, awaited);
            Map<String, List<String>> byPath = new TreeMap<>();
            for (String r : requests) {
                int space = r.lastIndexOf(' ');
                byPath.computeIfAbsent(r.substring(0, space), k -> new ArrayList<>())
                        .add(r.substring(space + 1));
            }
            Map<String, List<String>> twice = new TreeMap<>();
            byPath.forEach((path, answers) -> {
                if (answers.size() > 1) twice.put(path, answers);
            });
            System.out.println("[measure] fetch once, " + page + ": " + requests.size() + " requests, " + byPath.size()
                    + " files; fetched more than once (path=answers): " + twice);
            assertThat(twice)
                    .as("files the server sent (or revalidated) more than once: " + twice)
                    .isEmpty();
            assertTrue(
                    byPath.keySet().stream().anyMatch(p -> p.startsWith("/assets/atlas/") && p.endsWith(".png"))
                            && byPath.keySet().stream()
                                    .anyMatch(p -> p.startsWith("/assets/fonts/") && p.endsWith(".png"))
                            && byPath.keySet().stream().anyMatch(p -> p.endsWith(".wav")),
                    "the atlas's and the fonts' images and the sounds were fetched: " + byPath.keySet());

            WebElement frame = browser.driver.findElement(By.cssSelector("#a iframe"));
            browser.driver.switchTo().frame(frame);
            // the frame's own timeline and its GWT script's iframe's (where the images are made)
            Map<String, Object> timeline =
                    (Map<String, Object>) browser.js("var seen = {}, twice = [], wins = [window];"
                            + "for (var i = 0; i < window.frames.length; i++) wins.push(window.frames[i]);"
                            + "wins.forEach(function (w) { w.performance.getEntriesByType('resource').forEach(function (e) {"
                            + "  if (seen[e.name]) twice.push(e.name + ' (' + e.initiatorType + ')'); seen[e.name] = true; }); });"
                            + "return {twice: twice.join(', '), names: Object.keys(seen).join(' ')};");
            browser.driver.switchTo().defaultContent();
            assertTrue(
                    String.valueOf(timeline.get("names")).matches(".*/assets/atlas/[^ ]*\\.png.*"),
                    "the frames' resource timing has the atlas's image: " + timeline.get("names"));
            assertEquals("", timeline.get("twice"), "the widget frame's resource timing lists these files twice");
            return requests;
        }
    }

    /** The site's requests since {@code from}, once one containing {@code awaited} came and then nothing for a while. */
    private List<String> awaitQuiet(int from, String awaited) {
        return Browser.await(
                Duration.ofSeconds(60),
                new Supplier<List<String>>() {
                    int count = -1;
                    long since = System.nanoTime();

                    @Override
                    public List<String> get() {
                        List<String> all = server.requests();
                        List<String> mine = new ArrayList<>(all.subList(from, all.size()));
                        if (mine.size() != count) {
                            count = mine.size();
                            since = System.nanoTime();
                            return null;
                        }
                        boolean seen = mine.stream().anyMatch(r -> r.contains(awaited));
                        return seen && System.nanoTime() - since > QUIET_MS * 1_000_000 ? mine : null;
                    }
                },
                () -> "no request for " + awaited + " followed by a quiet network: "
                        + server.requests().subList(from, server.requests().size()));
    }
}
