package parlour.html;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;

/**
 * What a browser test needs before its first step: the built site served at an origin of its own and a tab of the
 * JVM's shared headless Chromium looking at it. Where Chromium is missing, CI fails and elsewhere the test is skipped.
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

    /** The folder of the built site (the failsafe run's parlour.site). */
    static Path builtSite() {
        Path site = Path.of(System.getProperty("parlour.site", "target/parlour-web"))
                .toAbsolutePath();
        assertTrue(Files.isRegularFile(site.resolve("embed.html")), "the built site has no embed.html at " + site);
        return site;
    }

    /** The folder for screenshots and logs (the failsafe run's parlour.shots), made if need be. */
    static Path shotsFolder() throws IOException {
        return Files.createDirectories(Path.of(System.getProperty("parlour.shots", "target/screenshots"))
                .toAbsolutePath());
    }

    /** A session on the built site. */
    static WebSession start() throws IOException {
        return start(builtSite());
    }

    /** A session serving {@code root} (a release unpacked, a package's site) instead of the built site. */
    static WebSession start(Path root) throws IOException {
        Prerequisite.require(Browser.missing());
        Path shots = shotsFolder();
        StaticSite server = StaticSite.serve(root.toAbsolutePath());
        try {
            return new WebSession(shots, server, Browser.tab(shots));
        } catch (IOException | RuntimeException | Error e) {
            server.close();
            throw e;
        }
    }

    /** Opens a page of the site with no earlier saves or settings, and waits for the widget's first frame. */
    void open(String pathAndQuery) {
        browser.clearSiteData(server.url("").replaceAll("/$", ""));
        browser.driver.get(server.url(pathAndQuery));
        widget.awaitReady();
    }

    /** Waits until the widget's state passes {@code test} (described by {@code what}); returns that state. */
    Widget.State awaitState(Duration timeout, Predicate<Widget.State> test, String what) {
        return Browser.await(
                timeout,
                () -> {
                    Widget.State s = widget.state();
                    return test.test(s) ? s : null;
                },
                () -> "the state never showed " + what + ": " + widget.state().json());
    }

    /** Waits until the game's board (the state's "board") is {@code board}; returns that state. */
    Widget.State awaitBoard(String board, Duration timeout) {
        return awaitState(timeout, s -> board.equals(s.board()), "the board " + board);
    }

    /** Waits until the moves played are exactly {@code moves}, as the state writes them; returns that state. */
    Widget.State awaitMoves(List<String> moves, Duration timeout) {
        return awaitState(timeout, s -> s.strings("moves").equals(moves), "the moves " + moves);
    }

    /** Waits until the widget's status line contains {@code text}; returns that state. */
    Widget.State awaitStatus(String text, Duration timeout) {
        return awaitState(timeout, s -> s.status().contains(text), "a status containing \"" + text + "\"");
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
