package parlour.html;

import static org.junit.jupiter.api.Assertions.fail;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Debian's headless Chromium driven by Debian's chromedriver (both given by path, so Selenium
 * Manager never looks for or downloads anything), with the browser console collected: either a tab of the one
 * Chromium all browser tests of a JVM share ({@link #tab}), or a Chromium of its own with a fresh profile for a test
 * that needs another screen or a browser never used before ({@link #start}).
 */
final class Browser implements AutoCloseable {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final int WIDTH = 960, HEIGHT = 720;

    /** A console message with the test step during which it was read. */
    static final class Console {
        final String step;
        final LogEntry entry;

        Console(String step, LogEntry entry) {
            this.step = step;
            this.entry = entry;
        }

        boolean severe() {
            return entry.getLevel().intValue() >= Level.SEVERE.intValue();
        }

        @Override
        public String toString() {
            return "[" + step + "] " + entry.getLevel() + " " + entry.getMessage();
        }
    }

    // Selenium 4.27 knows the DevTools protocol up to Chromium 131 and warns about newer browsers.
    // This test uses no DevTools protocol bindings (only chromedriver's own CDP command endpoint),
    // so those warnings are noise. Held in fields so the settings are not garbage-collected.
    private static final Logger DEVTOOLS_LOG = Logger.getLogger("org.openqa.selenium.devtools");
    private static final Logger CHROMIUM_LOG = Logger.getLogger("org.openqa.selenium.chromium");

    static {
        DEVTOOLS_LOG.setLevel(Level.SEVERE);
        CHROMIUM_LOG.setLevel(Level.SEVERE);
    }

    /** The Chromium the browser tests of this JVM share, started by the first {@link #tab}; null until then. */
    private static Browser shared;
    /** The shared Chromium's first tab, kept open on about:blank: the browser lives as long as one tab does. */
    private static String sharedHome;

    final ChromeDriver driver;
    private final Path profile;
    /** For a tab of the shared Chromium: the tab to go back to when this one closes; null for a Chromium of its own. */
    private final String home;

    /** The tab this browser opened with. */
    private final String first;

    private final List<Console> console = new ArrayList<>();

    private Browser(ChromeDriver driver, Path profile, String home) {
        this.driver = driver;
        this.profile = profile;
        this.home = home;
        this.first = driver.getWindowHandle();
    }

    /** Null when Chromium and chromedriver are installed, else what is missing. */
    static String missing() {
        List<String> m = new ArrayList<>();
        if (!Files.isExecutable(CHROMIUM)) m.add(CHROMIUM.toString());
        if (!Files.isExecutable(CHROMEDRIVER)) m.add(CHROMEDRIVER.toString());
        return m.isEmpty() ? null : "missing " + String.join(", ", m) + ": apt-get install chromium chromium-driver";
    }

    /**
     * A new tab of the Chromium this JVM's browser tests share (started on first use, quit when the JVM ends), with
     * the usual window size and timeouts and an empty console. Isolation between tests is the site's: each test serves
     * it at an origin of its own ({@link StaticSite}), so no storage, cache entry or permission carries over.
     */
    static synchronized Browser tab(Path logDir) throws IOException {
        if (shared != null && !alive(shared)) {
            System.out.println("[web] the shared Chromium stopped answering: starting another");
            try {
                shared.close();
            } catch (WebDriverException e) {
                System.out.println("[web] it did not quit either: " + e.getMessage());
            }
            shared = null;
        }
        if (shared == null) {
            shared = start(logDir, 1);
            sharedHome = shared.driver.getWindowHandle();
            Browser quitting = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(quitting::close, "parlour-shared-chromium"));
        }
        ChromeDriver d = shared.driver;
        d.switchTo().window(sharedHome);
        d.switchTo().newWindow(WindowType.TAB);
        d.executeCdpCommand("Page.bringToFront", Map.of()); // the page has the focus, as a lone tab's would
        Dimension size = new Dimension(WIDTH, HEIGHT);
        if (!d.manage().window().getSize().equals(size)) d.manage().window().setSize(size);
        setTimeouts(d);
        d.manage().logs().get(LogType.BROWSER); // what an earlier test's tabs said is not this one's
        return new Browser(d, null, sharedHome);
    }

    private static boolean alive(Browser b) {
        try {
            return b.driver.getWindowHandles().contains(sharedHome);
        } catch (WebDriverException e) {
            return false;
        }
    }

    /** A Chromium of its own, with a fresh profile. */
    static Browser start(Path logDir) throws IOException {
        return start(logDir, 1);
    }

    /** A Chromium of its own whose screen has this devicePixelRatio (2: a high-DPI screen). */
    static Browser start(Path logDir, int scale) throws IOException {
        Prerequisite.require(missing());
        Files.createDirectories(logDir);
        Path profile = Files.createTempDirectory("parlour-chromium-");
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        o.addArguments(
                "--headless",
                "--no-sandbox",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--disable-quic",
                "--use-gl=angle",
                "--use-angle=swiftshader",
                "--enable-unsafe-swiftshader",
                "--user-data-dir=" + profile,
                "--window-size=" + WIDTH + "," + HEIGHT,
                "--force-device-scale-factor=" + scale,
                "--disable-dev-shm-usage",
                "--mute-audio");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        o.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort()
                .withLogFile(
                        logDir.resolve("chromedriver-" + ProcessHandle.current().pid() + ".log")
                                .toFile()) // a log for each test JVM (they run two at once)
                .build();
        ChromeDriver d = new ChromeDriver(service, o);
        setTimeouts(d);
        return new Browser(d, profile, null);
    }

    private static void setTimeouts(ChromeDriver d) {
        d.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
        d.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
    }

    /** Reads the console messages that arrived since the last call; keeps them all for later checks. */
    synchronized List<Console> drainConsole(String step) {
        List<Console> fresh = new ArrayList<>();
        for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) fresh.add(new Console(step, e));
        console.addAll(fresh);
        return fresh;
    }

    synchronized List<Console> console() {
        return new ArrayList<>(console);
    }

    /** Forgets everything the site stored (local storage, cookies, caches): the next visit is a first visit. */
    void clearSiteData(String origin) {
        driver.executeCdpCommand("Storage.clearDataForOrigin", Map.of("origin", origin, "storageTypes", "all"));
    }

    /** The canvas's own drawing buffer (device pixels), read with toDataURL: needs preserveDrawingBuffer. */
    BufferedImage canvasPixels(WebElement canvas) {
        String url = String.valueOf(js("return arguments[0].toDataURL('image/png');", canvas));
        return decode(Base64.getDecoder().decode(url.substring(url.indexOf(',') + 1)));
    }

    Object js(String script, Object... args) {
        return driver.executeScript(script, args);
    }

    /** A screenshot of the whole page (beyond the window when the page is longer), saved to file. */
    BufferedImage pageShot(Path file) {
        byte[] png;
        try {
            Map<String, Object> metrics = driver.executeCdpCommand("Page.getLayoutMetrics", Map.of());
            @SuppressWarnings("unchecked")
            Map<String, Object> size = (Map<String, Object>) metrics.get("cssContentSize");
            double w = ((Number) size.get("width")).doubleValue(), h = ((Number) size.get("height")).doubleValue();
            Map<String, Object> shot = driver.executeCdpCommand(
                    "Page.captureScreenshot",
                    Map.of(
                            "format",
                            "png",
                            "captureBeyondViewport",
                            true,
                            "clip",
                            Map.of(
                                    "x",
                                    0,
                                    "y",
                                    0,
                                    "width",
                                    Math.min(w, 10000),
                                    "height",
                                    Math.min(h, 10000),
                                    "scale",
                                    1)));
            png = Base64.getDecoder().decode((String) shot.get("data"));
        } catch (RuntimeException e) {
            png = driver.getScreenshotAs(OutputType.BYTES); // the window only
        }
        return save(png, file);
    }

    static BufferedImage save(byte[] png, Path file) {
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, png);
            return decode(png);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static BufferedImage decode(byte[] png) {
        try {
            BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
            if (img == null) throw new AssertionError("screenshot is not a readable PNG");
            return img;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Polls until check gives a non-null value; fails with the message otherwise. */
    static <T> T await(Duration timeout, Supplier<T> check, Supplier<String> failure) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            T v = check.get();
            if (v != null) return v;
            if (System.nanoTime() > deadline) fail(failure.get() + " (waited " + timeout.toSeconds() + " s)");
            sleep(100);
        }
    }

    /**
     * Waits until the page has drawn {@code n} more frames (requestAnimationFrame of the top page, whose frames its
     * widgets' frames share): the game has had n turns of its loop to take in what came before, however slow they are.
     */
    void awaitFrames(int n) {
        // a few frames a call: each call has the script timeout, and a loaded machine may draw only a few a second
        for (int left = n; left > 0; left -= 5) {
            Object r = driver.executeAsyncScript(
                    "var done = arguments[arguments.length - 1], n = arguments[0];"
                            + "(function step() { if (n-- <= 0) done('drawn'); else requestAnimationFrame(step); })();",
                    Math.min(5, left));
            if (!"drawn".equals(r)) fail("the page drew no " + n + " frames: " + r);
        }
    }

    /**
     * Takes pictures with {@code shot} until two in a row (at least a frame apart) are the same, and returns that one:
     * whatever was moving (an opening animation, a piece sliding, a mark fading in) has come to rest.
     */
    BufferedImage awaitStill(Duration timeout, Supplier<BufferedImage> shot, String what) {
        BufferedImage[] last = {null};
        String[] moving = {"no two pictures"};
        return await(
                timeout,
                () -> {
                    awaitFrames(2);
                    BufferedImage now = shot.get();
                    moving[0] = last[0] == null ? moving[0] : difference(last[0], now);
                    boolean same = last[0] != null && moving[0] == null;
                    last[0] = now;
                    return same ? now : null;
                },
                () -> what + " never stood still: " + moving[0]);
    }

    /** Null when the two pictures are the same, else how many pixels differ and where. */
    static String difference(BufferedImage a, BufferedImage b) {
        if (a.getWidth() != b.getWidth() || a.getHeight() != b.getHeight())
            return "sizes " + a.getWidth() + "x" + a.getHeight() + " and " + b.getWidth() + "x" + b.getHeight();
        int n = 0, minX = Integer.MAX_VALUE, minY = Integer.MAX_VALUE, maxX = -1, maxY = -1;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) == b.getRGB(x, y)) continue;
                n++;
                minX = Math.min(minX, x);
                minY = Math.min(minY, y);
                maxX = Math.max(maxX, x);
                maxY = Math.max(maxY, y);
            }
        }
        return n == 0 ? null : n + " pixels differ in " + minX + "," + minY + " to " + maxX + "," + maxY;
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** A tab of the shared Chromium closes with every tab it opened; a Chromium of its own quits. */
    @Override
    public void close() {
        if (home != null) {
            closeTabs();
            return;
        }
        try {
            driver.quit();
        } finally {
            deleteTree(profile);
        }
    }

    private void closeTabs() {
        synchronized (Browser.class) {
            try {
                closeTabsBut(home);
            } catch (WebDriverException e) {
                // a browser that no longer answers is replaced by the next tab()
                System.out.println("[web] closing a tab of the shared Chromium failed: " + e.getMessage());
            }
        }
    }

    /** Closes every tab this browser opened after its first one (and those its pages opened); the first is current. */
    void keepFirstTabOnly() {
        closeTabsBut(first);
    }

    private void closeTabsBut(String kept) {
        for (String handle : driver.getWindowHandles()) {
            if (handle.equals(kept) || handle.equals(home)) continue;
            driver.switchTo().window(handle);
            driver.close();
        }
        driver.switchTo().window(kept);
        driver.executeCdpCommand("Page.bringToFront", Map.of());
    }

    private static void deleteTree(Path dir) {
        if (dir == null || !Files.exists(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException | UncheckedIOException e) {
            // a leftover temporary profile is harmless
        }
    }
}
