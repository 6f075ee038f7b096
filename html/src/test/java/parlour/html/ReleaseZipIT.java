package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The release zip as a page author gets it: unpacked into an empty folder and served as it is, its widget on a page of
 * another origin is ready and says the build's version; without embed.html, or with a script that fails, the widget
 * says which URL failed within seconds instead of waiting; serve-web.py caches the versioned loader for a year.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ReleaseZipIT {
    private static final String VERSION = System.getProperty("parlour.version", "");
    private Path unpacked;
    private WebSession web;
    private HostPage host;

    @BeforeAll
    void start() throws IOException {
        assertThat(VERSION)
                .as("no parlour.version system property (set by html/pom.xml's failsafe)")
                .isNotEmpty();
        Path zip = Path.of(System.getProperty("parlour.zip", "target/parlour-web-" + VERSION + ".zip"));
        assertTrue(Files.isRegularFile(zip), "mvn package made no release zip at " + zip);
        unpacked = Files.createTempDirectory("parlour-zip");
        unzip(zip, unpacked);
    }

    /** The browser, for the tests that need one (the zip's contents and serve-web.py are checked without). */
    private void startBrowser() throws IOException {
        if (web != null) return;
        web = WebSession.start(unpacked);
        host = new HostPage(web);
    }

    @AfterAll
    void stop() throws IOException {
        if (host != null) host.close();
        if (web != null) web.close();
        if (unpacked != null)
            try (Stream<Path> s = Files.walk(unpacked)) {
                s.sorted(java.util.Comparator.reverseOrder())
                        .forEach(p -> p.toFile().delete());
            }
    }

    @Test
    void theZipHoldsTheSiteToServeItsLicenceAndTheLinesToPaste() throws IOException {
        Path site = unpacked.resolve("parlour-web");
        List<String> top;
        try (Stream<Path> s = Files.list(unpacked)) {
            top = s.map(p -> p.getFileName().toString()).toList();
        }
        assertEquals(List.of("parlour-web"), top, "one folder at the top of the zip");
        for (String f : List.of(
                "parlour.js",
                "parlour-" + VERSION + ".js",
                "frame.js",
                "boards.js",
                "embed.html",
                "parlour.css",
                "favicon.svg",
                "version.txt",
                "parlour/parlour.nocache.js",
                "assets/assets.txt",
                "morris",
                "LICENSE",
                "NOTICE",
                "licenses/LGPL-2.txt",
                "README.txt")) assertTrue(Files.exists(site.resolve(f)), "the zip has no parlour-web/" + f);
        for (String demo :
                List.of("index.html", "gallery.html", "multi.html", "playground.html", "puzzles.html", "lesson.html"))
            assertFalse(Files.exists(site.resolve(demo)), "the zip carries the demo page " + demo);
        assertArrayEquals(
                Files.readAllBytes(site.resolve("parlour.js")),
                Files.readAllBytes(site.resolve("parlour-" + VERSION + ".js")),
                "the versioned loader is the loader");
        assertEquals(VERSION, Files.readString(site.resolve("version.txt")).trim());
        for (String f : List.of("parlour.js", "frame.js", "boards.js", "embed.html"))
            assertThat(Files.readString(site.resolve(f)))
                    .as(f + " does not say its version at its top")
                    .contains("Parlour " + VERSION + ":");
        assertThat(Files.readString(site.resolve("LICENSE"))).contains("Apache License");
        String readme = Files.readString(site.resolve("README.txt"));
        assertThat(readme)
                .as("README.txt has the two lines to paste: " + readme)
                .contains("<script src=\"parlour-web/parlour.js\"></script>");
        assertThat(readme)
                .as("README.txt has the two lines to paste: " + readme)
                .contains("data-parlour-game=");
    }

    @Test
    void theUnpackedSiteServesAReadyWidgetOfTheBuildsVersionToAPageOfAnotherOrigin() throws IOException {
        startBrowser();
        host.open(
                "zip.html",
                "",
                "<div id=a class=w data-parlour-game=dots data-size=2x2 data-p1=human data-p2=human data-sound=off></div>",
                web.server.url("parlour-web/parlour-" + VERSION + ".js"));
        Map<String, Object> r = HostPage.map(host.async("var w = Parlour.of('#a'), said = null;"
                + "w.on('ready', function (d) { said = d.version; });"
                + "w.ready.then(function () { return w.play('a1-b1'); })"
                + ".then(function (s) { done({handle: w.version, loader: Parlour.version, event: said, moves: s.moves,"
                + "  base: Parlour.base}); }, function (e) { done({failed: e.message}); });"));
        assertThat(r).as(String.valueOf(r)).doesNotContainKey("failed");
        assertEquals(VERSION, r.get("handle"), "handle.version: " + r);
        assertEquals(VERSION, r.get("loader"), "Parlour.version: " + r);
        assertEquals(VERSION, r.get("event"), "the ready event's version: " + r);
        assertEquals(List.of("a1-b1"), r.get("moves"), "the widget plays: " + r);
        assertEquals(web.server.url("parlour-web/"), r.get("base"), "the loader found its site beside itself: " + r);
    }

    @Test
    void theReadmesGiveTheZipsSizeAndTheVersionedLoadersIntegrityAndABrowserRunsItFromAnotherOriginWithIt()
            throws Exception {
        Path site = unpacked.resolve("parlour-web");
        byte[] digest = java.security.MessageDigest.getInstance("SHA-384")
                .digest(Files.readAllBytes(site.resolve("parlour-" + VERSION + ".js")));
        String integrity = "sha384-" + java.util.Base64.getEncoder().encodeToString(digest);
        String tag = "<script src=\"parlour-web/parlour-" + VERSION + ".js\" integrity=\"" + integrity
                + "\" crossorigin=\"anonymous\"></script>";
        assertThat(Files.readString(site.resolve("README.txt")))
                .as("the zip's README.txt")
                .contains(tag);
        assertThat(Files.readString(Path.of("target/release/npm/README.md")))
                .as("the npm package's README")
                .contains("parlour-" + VERSION + ".js\" integrity=\"" + integrity + "\"");
        String readme = Files.readString(Path.of("../README.md"));
        assertEquals(
                integrity,
                after(readme, "parlour-web/parlour-" + VERSION + ".js\" integrity=\"", "\""),
                "Parlour's README gives another integrity of the versioned loader than this build's (update it when the"
                        + " loader changes)");
        long zipBytes =
                Files.size(Path.of(System.getProperty("parlour.zip", "target/parlour-web-" + VERSION + ".zip")));
        String size = (zipBytes + 50_000) / 1_000_000 + "." + (zipBytes + 50_000) % 1_000_000 / 100_000;
        assertEquals(
                size,
                after(readme, "`parlour-web-" + VERSION + ".zip` (", " MB"),
                "Parlour's README gives another size of the zip than this build's (" + zipBytes + " B)");

        startBrowser();
        String loader = "/parlour-web/parlour-" + VERSION + ".js";
        web.server.header(loader, "Access-Control-Allow-Origin", "*");
        // an earlier test's copy of the loader, kept for a year, came without that header: fetch it again
        web.browser.driver.executeCdpCommand("Network.clearBrowserCache", Map.of());
        for (String hash : List.of(integrity, "sha384-" + "A".repeat(64))) {
            // each case a page of its own: the second is never the first one still on screen
            String page = hash.equals(integrity) ? "sri-right.html" : "sri-wrong.html";
            host.write(
                    page,
                    "<!doctype html><html><head><meta charset=utf-8><title>host</title></head><body>"
                            + "<div id=a style='width:360px;height:300px' data-parlour-game=dots data-size=2x2"
                            + " data-sound=off></div><script src=\"" + web.server.url(loader.substring(1))
                            + "\" integrity=\"" + hash + "\" crossorigin=\"anonymous\"></script></body></html>");
            host.openWithHeader(page, "Cache-Control", "no-cache");
            Object r = host.async(
                    "if (!window.Parlour) { done('no loader'); return; }"
                            + "Parlour.of('#a').ready.then(function () { done('ready'); }, function (e) { done(e.message); });");
            assertEquals(
                    hash.equals(integrity) ? "ready" : "no loader",
                    r,
                    "the page's widget with the loader's integrity " + (hash.equals(integrity) ? "right" : "wrong"));
        }
    }

    /** The text of {@code text} between the first {@code start} and the next {@code end}, or null. */
    private static String after(String text, String start, String end) {
        int from = text.indexOf(start);
        if (from < 0) return null;
        from += start.length();
        int to = text.indexOf(end, from);
        return to < 0 ? null : text.substring(from, to);
    }

    @Test
    void withoutEmbedHtmlReadyRejectsWithinTenSecondsNamingItAndAnErrorEventSaysItsUrl() throws IOException {
        startBrowser();
        Path embed = unpacked.resolve("parlour-web/embed.html"), aside = unpacked.resolve("embed.html.aside");
        Files.move(embed, aside);
        try {
            String url = web.server.url("parlour-web/embed.html");
            Map<String, Object> r = failure("missing.html");
            assertThat(((Number) r.get("ms")).doubleValue())
                    .as("ready rejected only after " + r.get("ms") + " ms")
                    .isLessThan(10_000);
            assertThat(String.valueOf(r.get("message")))
                    .as("the rejection names embed.html's URL: " + r)
                    .contains(url);
            assertEquals(url, r.get("url"), "the rejection's url: " + r);
            assertEquals(
                    Map.of("message", r.get("message"), "url", url), r.get("event"), "the error event says it: " + r);
            assertThat(String.valueOf(r.get("said")))
                    .as("the element says it: " + r.get("said"))
                    .contains(url);
            assertThat(String.valueOf(r.get("call")))
                    .as("a method called afterwards rejects with it too: " + r.get("call"))
                    .contains(url);
        } finally {
            Files.move(aside, embed, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Test
    void aScriptOfTheWidgetThatFailsIsNamedByItsUrl() throws IOException {
        startBrowser();
        String compiled;
        try (Stream<Path> s = Files.list(unpacked.resolve("parlour-web/parlour"))) {
            compiled = s.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".cache.js"))
                    .findFirst()
                    .orElseThrow();
        }
        // the compiled script is kept for a year once fetched: this test's request of it must reach the server
        web.browser.driver.executeCdpCommand("Network.clearBrowserCache", Map.of());
        int n = 0;
        for (String path : List.of("parlour-web/frame.js", "parlour-web/parlour/" + compiled)) {
            web.server.failNext("/" + path, "500");
            Map<String, Object> r = failure("script-" + n++ + ".html");
            String url = web.server.url(path);
            assertEquals(url, r.get("url"), "the failed script's URL: " + r);
            assertThat(String.valueOf(r.get("message")))
                    .as("the message names it: " + r)
                    .contains(url);
            assertThat(((Number) r.get("ms")).doubleValue())
                    .as("rejected only after " + r.get("ms") + " ms")
                    .isLessThan(10_000);
        }
    }

    /**
     * Opens a page with one widget of the unpacked site and waits for its ready to reject: how, and how soon (ms from
     * the page's navigation).
     */
    private Map<String, Object> failure(String page) throws IOException {
        host.open(
                page,
                "",
                "<div id=a class=w data-parlour-game=dots data-size=2x2 data-sound=off></div>",
                web.server.url("parlour-web/parlour.js"));
        Map<String, Object> r = HostPage.map(host.async("var w = Parlour.of('#a'), event = null;"
                + "w.on('error', function (e) { event = e; });"
                + "w.ready.then(function () { done({failed: 'ready resolved'}); }, function (err) {"
                + "  var ms = performance.now();"
                + "  w.getState().then(function () { return 'answered'; }, function (e) { return e.message; }).then(function (call) {"
                + "    done({message: err.message, url: err.url, ms: ms, event: event, call: call,"
                + "      said: document.getElementById('a').textContent}); }); });"));
        assertThat(r).as(String.valueOf(r)).doesNotContainKey("failed");
        System.out.println("[release zip] " + page + ": ready rejected after "
                + Math.round(((Number) r.get("ms")).doubleValue()) + " ms from navigation: " + r.get("message"));
        return r;
    }

    @Test
    void serveWebCachesTheVersionedLoaderForAYearAndRevalidatesTheLoader() throws Exception {
        Path script = Path.of("..", "scripts", "serve-web.py").toAbsolutePath().normalize();
        assertTrue(Files.isRegularFile(script), "no " + script);
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Process server = new ProcessBuilder("python3", script.toString(), Integer.toString(port))
                .directory(unpacked.resolve("parlour-web").toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            HttpClient client = HttpClient.newHttpClient();
            String versioned = cacheControl(client, port, "parlour-" + VERSION + ".js");
            assertEquals("public, max-age=31536000, immutable", versioned);
            assertEquals("no-cache", cacheControl(client, port, "parlour.js"));
            assertEquals("no-cache", cacheControl(client, port, "embed.html"));
        } finally {
            server.destroy();
        }
    }

    /** The Cache-Control header of a file served on the port, once the server answers (within 10 s). */
    private static String cacheControl(HttpClient client, int port, String path) throws InterruptedException {
        HttpRequest get = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/" + path))
                .timeout(Duration.ofSeconds(5))
                .build();
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (true) {
            try {
                HttpResponse<Void> r = client.send(get, HttpResponse.BodyHandlers.discarding());
                assertEquals(200, r.statusCode(), path);
                return r.headers().firstValue("Cache-Control").orElse("(none)");
            } catch (IOException notYet) {
                if (System.nanoTime() > deadline) throw new AssertionError("serve-web.py never answered", notYet);
                Thread.sleep(100);
            }
        }
    }

    static void unzip(Path zip, Path into) throws IOException {
        try (InputStream in = Files.newInputStream(zip);
                ZipInputStream z = new ZipInputStream(in, StandardCharsets.UTF_8)) {
            for (ZipEntry e; (e = z.getNextEntry()) != null; ) {
                Path p = into.resolve(e.getName()).normalize();
                assertTrue(p.startsWith(into), "a zip entry outside its folder: " + e.getName());
                if (e.isDirectory()) Files.createDirectories(p);
                else {
                    Files.createDirectories(p.getParent());
                    Files.copy(z, p);
                }
            }
        }
    }
}
