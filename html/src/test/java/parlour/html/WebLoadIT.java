package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.WebElement;
import parlour.testing.Pixels;

/**
 * What a first-time visitor downloads before the widget's first frame, and how long that frame takes,
 * measured in headless Chromium with a cold cache (a site at a new origin) at devicePixelRatio 1 and 2: the files the page
 * downloaded before the game reported "first frame after N ms" (resource timing) are gzipped here and
 * summed; the same for a page of each game in English and Polish, which must fetch no other language's words, no other
 * game's words and no help text before it. Also keeps pictures of the menu's and a game's text at both ratios (parlour.shots).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class WebLoadIT {
    /**
     * Everything fetched before the first frame, gzipped, for any one game in either language (issue 33's budget): the
     * shell's script, the code its games share and the game's own, the fonts, the sprites, the shared words and the
     * game's own, and the page.
     */
    static final long FIRST_FRAME_BUDGET = 300_000;
    /** The whole site but the Morris tables, gzipped, leaving room for three more games' assets under 1 MB. */
    static final long SITE_BUDGET = 700_000;
    /**
     * Each Six Men's Morris table, gzipped (issue 21's target). A widget fetches one only when a Six Men's Morris game
     * has a strong seat or asks for a hint, so the tables are kept apart from the site's budget.
     */
    static final long TABLE_BUDGET = 2_000_000;
    /**
     * Target 1000 ms; the bound allows for the two other builds this machine runs at the same time. A wall-clock time
     * depends on what else the machine does: checked only with {@code -Dload.bounds=on}, printed always.
     */
    static final double FIRST_FRAME_LIMIT_MS = 4000;

    /**
     * {@code -Dload.bounds=on}, the benchmark: three first visits at each ratio (their median held to the limit) and
     * the idle board's frame times; the test run visits once at each ratio, for the bytes, the fonts' order and the
     * pictures.
     */
    private static final boolean BOUNDS = "on".equals(System.getProperty("load.bounds"));

    private static final int RUNS = BOUNDS ? 3 : 1;

    private static final Pattern FIRST_FRAME = Pattern.compile("parlour: first frame after (\\d+(?:\\.\\d+)?) ms");
    /** debug: the widget logs "first frame after N ms" to the console, which this test reads. */
    private static final String GAME = "embed.html?game=dots&size=3x3&p1=human&p2=human&sound=off&debug=1";

    /**
     * The page's resource timing entries and its frames' (GWT loads its script, and makes its images, in an iframe of
     * its own), their times on the page's clock: {@code entries()} in a script.
     */
    private static final String ENTRIES = String.join(
            "\n",
            "function entries() { var out = [], wins = [window];",
            "  for (var i = 0; i < window.frames.length; i++) wins.push(window.frames[i]);",
            "  wins.forEach(function (w) { var shift = w.performance.timeOrigin - performance.timeOrigin;",
            "    w.performance.getEntriesByType('resource').forEach(function (e) {",
            "      out.push({name: e.name, startTime: e.startTime + shift, responseEnd: e.responseEnd + shift}); }); });",
            "  return out; }");

    private Path site, shots;
    /** The server of the page being measured: a new one for each visit, at an origin the browser never saw. */
    private StaticSite server;

    @BeforeAll
    void folders() throws IOException {
        site = WebSession.builtSite();
        shots = WebSession.shotsFolder();
    }

    /**
     * A first-time visitor's browser at this devicePixelRatio, and a new server for its visit (so a cold cache): at 1 a
     * tab of the shared Chromium, else a Chromium of its own, since a screen of another ratio is the browser's
     * (--force-device-scale-factor), which an emulated one would only approach.
     */
    private Browser firstVisit(int ratio) throws IOException {
        if (server != null) server.close();
        server = StaticSite.serve(site);
        return ratio == 1 ? Browser.tab(shots) : Browser.start(shots, ratio);
    }

    @AfterEach
    void stopServer() {
        if (server != null) server.close();
        server = null;
    }

    @Test
    void firstFrameDownloadAndTimeAtRatioOne() throws IOException {
        measure(1);
    }

    @Test
    void firstFrameDownloadAndTimeAtRatioTwo() throws IOException {
        measure(2);
    }

    /**
     * A page of each game in English and in Polish: what each downloads before its first frame, by kind and by script
     * file, within the budget, and that none of it is the other language's words, another game's words or a help text
     * (fetched when Help opens).
     */
    @Test
    void firstFrameFetchesOneGameInOneLanguageAndNoHelp() throws IOException {
        // each page's game and the part of the catalogue its words are in
        String[][] games = {{"dots&size=5x5", "dots"}, {"morris9", "morris"}, {"gone", "gone"}, {"arrows", "arrows"}};
        for (String[] gameAndPart : games) {
            String game = gameAndPart[0];
            for (String lang : new String[] {"en", "pl"}) {
                try (Browser browser = firstVisit(1)) {
                    browser.driver.get(server.url(
                            "embed.html?game=" + game + "&lang=" + lang + "&p1=human&p2=human&sound=off&debug=1"));
                    double firstFrame = awaitFirstFrame(browser);
                    Map<String, Long> fetched = fetchedBefore(browser, firstFrame);
                    long sum = 0;
                    Map<String, Long> byKind = new TreeMap<>();
                    for (Map.Entry<String, Long> f : fetched.entrySet()) {
                        sum += f.getValue();
                        byKind.merge(kind(f.getKey()), f.getValue(), Long::sum);
                    }
                    Map<String, Long> script = new TreeMap<>();
                    for (Map.Entry<String, Long> f : fetched.entrySet())
                        if (f.getKey().endsWith(".cache.js"))
                            script.put(
                                    f.getKey()
                                            .replaceFirst("^.*/deferredjs/[^/]*/", "fragment ")
                                            .replaceFirst("^parlour/[^/]*\\.cache\\.js$", "initial"),
                                    f.getValue());
                    System.out.println("[measure] web first frame, " + game + " in " + lang + ": " + sum
                            + " bytes gzipped in " + fetched.size() + " files; by kind " + byKind + "; script "
                            + script);
                    for (String f : fetched.keySet()) {
                        assertFalse(f.startsWith("assets/help/"), "a help text came before the first frame: " + f);
                        assertTrue(
                                !f.startsWith("assets/i18n/") || f.startsWith("assets/i18n/" + lang + "/"),
                                "another language's words came before the first frame of a page in " + lang + ": " + f);
                        String unhashed = f.replaceFirst("-[0-9a-f]{32}(\\.[a-z]+)$", "$1");
                        assertTrue(
                                !f.startsWith("assets/i18n/")
                                        || unhashed.endsWith("/shared.txt")
                                        || unhashed.endsWith("/" + gameAndPart[1] + ".txt"),
                                "another game's words came before the first frame of a " + game + " page: " + f);
                    }
                    assertEquals(
                            !lang.equals("en"),
                            fetched.keySet().stream().anyMatch(f -> f.startsWith("assets/i18n/" + lang + "/")),
                            "the page in " + lang + " fetched its words before its first frame: " + fetched.keySet());
                    assertThat(sum)
                            .as(game + " in " + lang + " fetched " + sum
                                    + " bytes (gzipped) before its first frame, over" + " the budget of "
                                    + FIRST_FRAME_BUDGET)
                            .isLessThanOrEqualTo(FIRST_FRAME_BUDGET);
                }
            }
        }
    }

    /** What a site file is, for the measure's sums: the script, one folder of the assets, or the page's own. */
    private static String kind(String path) {
        if (path.startsWith("parlour/")) return "script";
        if (path.startsWith("assets/")) {
            int slash = path.indexOf('/', "assets/".length());
            return slash < 0 ? "assets" : path.substring(0, slash);
        }
        return "page";
    }

    @Test
    void wholeSiteFitsTheBudget() throws IOException {
        long total = 0;
        int tables = 0;
        Map<String, Long> byFolder = new TreeMap<>();
        Map<String, Long> script = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(site)) {
            for (Path f : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                long gz = gzipSize(Files.readAllBytes(f));
                Path rel = site.relativize(f);
                if (rel.getNameCount() == 2 && rel.getName(0).toString().equals("morris")) {
                    System.out.println(
                            "[measure] web Morris table " + rel + ": " + Files.size(f) + " bytes, " + gz + " gzipped");
                    assertThat(gz)
                            .as(rel + " is " + gz + " bytes gzipped, over " + TABLE_BUDGET)
                            .isLessThanOrEqualTo(TABLE_BUDGET);
                    tables++;
                    continue;
                }
                total += gz;
                if (rel.toString().endsWith(".cache.js"))
                    script.put(rel.getNameCount() > 2 ? "fragment " + rel.getFileName() : "initial", gz);
                String folder = rel.getNameCount() > 2
                        ? rel.subpath(0, 2).toString()
                        : rel.getNameCount() > 1 ? rel.subpath(0, 1).toString() : ".";
                byFolder.merge(folder, gz, Long::sum);
            }
        }
        assertEquals(2, tables, "the site has both Six Men's Morris tables (flying on and off) in morris/");
        System.out.println(
                "[measure] web whole site but the tables " + total + " bytes gzipped; by folder " + byFolder);
        System.out.println("[measure] web script, gzipped: " + script
                + " (the initial script, each game's fragment, and the code the games share)");
        assertThat(total)
                .as("the whole site is " + total + " bytes gzipped, over the budget of " + SITE_BUDGET)
                .isLessThanOrEqualTo(SITE_BUDGET);
    }

    private void measure(int ratio) throws IOException {
        List<Double> times = new ArrayList<>();
        long bytes = 0;
        for (int run = 0; run < RUNS; run++) {
            try (Browser browser = firstVisit(ratio)) {
                browser.driver.get(server.url(GAME));
                double firstFrame = awaitFirstFrame(browser);
                times.add(firstFrame);
                Map<String, Long> fetched = fetchedBefore(browser, firstFrame);
                long sum = 0;
                for (long b : fetched.values()) sum += b;
                bytes = Math.max(bytes, sum);
                System.out.println("[measure] web dpr " + ratio + " run " + (run + 1) + ": first frame after "
                        + firstFrame + " ms, " + fetched.size() + " files downloaded before it, " + sum
                        + " bytes gzipped" + (run > 0 ? "" : "; largest " + largest(fetched, 6)));
                // the game's clock must be the page's: then the fonts it draws with were fetched before its first frame
                assertTrue(
                        fetched.keySet().stream().anyMatch(f -> f.startsWith("assets/fonts/")),
                        "the first frame (after " + firstFrame
                                + " ms) came before the fonts were fetched: the game's clock is not the page's; fetched "
                                + fetched.keySet());
                System.out.println(
                        "[measure] web dpr " + ratio + " run " + (run + 1) + " timeline (ms after navigation): "
                                + browser.js(
                                        String.join(
                                                "\n",
                                                ENTRIES,
                                                "var t = arguments[0], r = {}, es = entries();",
                                                "var nav = performance.getEntriesByType('navigation')[0]; r.page = Math.round(nav.responseEnd);",
                                                "r.domReady = Math.round(nav.domContentLoadedEventEnd);",
                                                "es.forEach(function (e) { var n = e.name;",
                                                "  if (/nocache\\.js/.test(n)) r.bootstrap = Math.round(e.startTime) + '-' + Math.round(e.responseEnd);",
                                                "  if (/cache\\.js/.test(n) && !/nocache/.test(n)) r.script = Math.round(e.startTime) + '-' + Math.round(e.responseEnd);",
                                                "  if (/assets\\.txt/.test(n)) r.assetList = Math.round(e.startTime);",
                                                "  if (/\\/assets\\//.test(n) && e.responseEnd <= t) r.assetsDone = Math.max(r.assetsDone || 0, Math.round(e.responseEnd)); });",
                                                "r.firstFrame = t; r.soundsAfter = 0;",
                                                "es.forEach(function (e) { if (/\\.wav$/.test(e.name) && e.startTime > t) r.soundsAfter++; });",
                                                "return JSON.stringify(r);"),
                                        firstFrame));
                if (run == 0) {
                    if (BOUNDS) printIdleFrames(browser, ratio);
                    keepPictures(browser, ratio);
                }
            }
        }
        Collections.sort(times);
        double median = times.get(times.size() / 2);
        System.out.println(
                "[measure] web dpr " + ratio + " first frame after " + times + " ms (median " + median + ")");
        assertThat(bytes)
                .as("at devicePixelRatio " + ratio + " the page fetched " + bytes
                        + " bytes (gzipped) before its first frame, over the budget of " + FIRST_FRAME_BUDGET)
                .isLessThanOrEqualTo(FIRST_FRAME_BUDGET);
        if (BOUNDS)
            assertThat(median)
                    .as("first frame after " + times + " ms at devicePixelRatio " + ratio)
                    .isLessThanOrEqualTo(FIRST_FRAME_LIMIT_MS);
    }

    /** Frame durations of the idle game board over two seconds, for the report (rendering cost of the text included). */
    @SuppressWarnings("unchecked")
    private static void printIdleFrames(Browser browser, int ratio) {
        new Widget(browser).awaitApi(Duration.ofSeconds(30));
        Browser.sleep(2500);
        List<Double> times = new ArrayList<>();
        for (Object o : (List<Object>) browser.js("return Array.prototype.slice.call(window.parlour.frameTimes());")) {
            times.add(((Number) o).doubleValue());
        }
        List<Double> recent = times.subList(Math.max(0, times.size() - 120), times.size());
        if (!recent.isEmpty())
            System.out.println("[measure] web dpr " + ratio + " idle frame times: " + Widget.timesSummary(recent));
    }

    private static double awaitFirstFrame(Browser browser) {
        return Browser.await(
                Duration.ofSeconds(60),
                () -> {
                    for (Browser.Console c : browser.drainConsole("load")) {
                        Matcher m = FIRST_FRAME.matcher(c.entry.getMessage());
                        if (m.find()) return Double.parseDouble(m.group(1));
                    }
                    return null;
                },
                () -> "the game never reported its first frame");
    }

    /** Site files the page had downloaded (the page itself included) by the first frame, with their gzipped sizes. */
    @SuppressWarnings("unchecked")
    private Map<String, Long> fetchedBefore(Browser browser, double firstFrame) throws IOException {
        List<Object> urls = (List<Object>) browser.js(
                String.join(
                        "\n",
                        "var t = arguments[0], out = [location.href];",
                        ENTRIES,
                        "entries().forEach(function (e) {",
                        "  if (e.responseEnd <= t) out.push(e.name); });",
                        "return out;"),
                firstFrame);
        Map<String, Long> sizes = new TreeMap<>();
        for (Object u : urls) {
            String path = URI.create(String.valueOf(u)).getPath().replaceFirst("^/+", "");
            Path f = site.resolve(path.isEmpty() ? "index.html" : path).normalize();
            if (f.startsWith(site) && Files.isRegularFile(f)) sizes.put(path, gzipSize(Files.readAllBytes(f)));
        }
        return sizes;
    }

    /** Pictures of the game's and the menu's text at this ratio, from the canvas's own pixels. */
    private void keepPictures(Browser browser, int ratio) {
        Widget widget = new Widget(browser);
        savePng(awaitDrawn(browser, widget), shots.resolve("web-text-game-dpr" + ratio + ".png"));
        browser.driver.get(server.url("embed.html?sound=off&debug=1"));
        awaitFirstFrame(browser);
        savePng(awaitDrawn(browser, widget), shots.resolve("web-text-menu-dpr" + ratio + ".png"));
    }

    private static BufferedImage awaitDrawn(Browser browser, Widget widget) {
        WebElement canvas = widget.awaitCanvas(Duration.ofSeconds(30));
        return Browser.await(
                Duration.ofSeconds(30),
                () -> {
                    // the opening animation over
                    BufferedImage img = browser.awaitStill(
                            Duration.ofSeconds(30), () -> browser.canvasPixels(canvas), "the canvas");
                    Pixels.Spread s = Pixels.spread(img, new Rectangle(0, 0, img.getWidth(), img.getHeight()));
                    return s.distinct >= 3 && s.dominantShare < 0.999 ? img : null;
                },
                () -> "the canvas stays blank");
    }

    private static String largest(Map<String, Long> sizes, int n) {
        List<Map.Entry<String, Long>> l = new ArrayList<>(sizes.entrySet());
        l.sort((a, b) -> Long.compare(b.getValue(), a.getValue()));
        return l.subList(0, Math.min(n, l.size())).toString();
    }

    static void savePng(BufferedImage img, Path file) {
        try {
            Files.createDirectories(file.getParent());
            ImageIO.write(img, "png", file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static long gzipSize(byte[] b) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(b);
        }
        return out.size();
    }
}
