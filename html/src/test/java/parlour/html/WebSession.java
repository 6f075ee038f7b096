package parlour.html;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * The built site served on loopback with one headless Chromium looking at it: what a browser test
 * class needs before its first step. Outside CI a missing browser makes it report why and do nothing.
 */
final class WebSession implements AutoCloseable {
    final Path shots;
    final StaticSite server;
    final Browser browser;
    final Widget widget;

    private WebSession(Path shots, StaticSite server, Browser browser) {
        this.shots = shots;
        this.server = server;
        this.browser = browser;
        this.widget = new Widget(browser);
    }

    /** A session, or null (with the reason printed) where there is no browser and this is not CI. */
    static WebSession start(String name) throws IOException {
        Path site = Path.of(System.getProperty("parlour.site", "target/parlour-web"))
                .toAbsolutePath();
        assertTrue(Files.isRegularFile(site.resolve("embed.html")), "the built site has no embed.html at " + site);
        return start(name, site);
    }

    /** A session serving {@code root} (a release unpacked, a package's site) instead of the built site. */
    static WebSession start(String name, Path root) throws IOException {
        String missing = Browser.missing();
        if (missing != null) {
            if ("true".equalsIgnoreCase(System.getenv("CI")))
                fail(missing + " (CI=true, so this fails instead of skipping)");
            System.out.println("[" + name + "] SKIPPED: " + missing);
            return null;
        }
        Path site = root.toAbsolutePath();
        Path shots = Path.of(System.getProperty("parlour.shots", "target/screenshots"))
                .toAbsolutePath();
        Files.createDirectories(shots);
        StaticSite server = StaticSite.serve(site);
        return new WebSession(shots, server, Browser.start(shots.resolve(name)));
    }

    /** Opens a page of the site with no earlier saves or settings, and waits for the widget's first frame. */
    void open(String pathAndQuery) {
        browser.clearSiteData(server.url("").replaceAll("/$", ""));
        browser.driver.get(server.url(pathAndQuery));
        widget.awaitCanvas(Duration.ofSeconds(60));
        widget.awaitApi(Duration.ofSeconds(30));
        Browser.await(
                Duration.ofSeconds(30),
                () -> widget.state().frames() != 0 ? Boolean.TRUE : null,
                () -> "the widget never drew a frame: " + widget.state().json());
    }

    /** Waits until the widget's state JSON contains {@code text}; returns it. */
    String awaitState(String text, Duration timeout) {
        return Browser.await(
                timeout,
                () -> {
                    String json = widget.state().json();
                    return json.contains(text) ? json : null;
                },
                () -> "the state never contained " + text + ": "
                        + widget.state().json());
    }

    @Override
    public void close() {
        try {
            browser.close();
        } finally {
            server.close();
        }
    }
}
