package parlour.html;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * A page author's page served from another origin than the site (another port), so each widget's iframe is
 * cross-origin as on a real blog: written with a body of widgets and the loader, opened, and scripted.
 */
final class HostPage implements AutoCloseable {
    private final WebSession web;
    private final Path dir;
    private final StaticSite server;

    HostPage(WebSession web) throws IOException {
        this.web = web;
        this.dir = Files.createTempDirectory("parlour-host");
        this.server = StaticSite.serve(dir);
        web.browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
    }

    /** Writes a host page whose body is {@code body}, with the loader from the site's origin, and opens it. */
    void open(String name, String query, String body) throws IOException {
        open(name, query, body, web.server.url("parlour.js"));
    }

    /** Writes a host page whose body is {@code body}, with the loader from {@code loader} (a URL), and opens it. */
    void open(String name, String query, String body, String loader) throws IOException {
        String page = "<!doctype html><html><head><meta charset=utf-8><title>host</title>"
                + "<style>.w{width:360px;height:300px;display:inline-block}</style></head><body>" + body
                + "<script>window.heard=[];</script><script src=\"" + loader + "\"></script></body></html>";
        Files.write(dir.resolve(name), page.getBytes(StandardCharsets.UTF_8));
        web.browser.driver.get(server.url(name + query));
    }

    /** Writes a file of the host page's site (a page, its own script or style sheet) as is. */
    void write(String name, String content) throws IOException {
        Files.write(dir.resolve(name), content.getBytes(StandardCharsets.UTF_8));
    }

    /** Opens a page of the host's site, written before; its answers carry the header {@code name}: {@code value}. */
    void openWithHeader(String page, String name, String value) {
        server.header("/" + page, name, value);
        web.browser.driver.get(server.url(page));
    }

    /** Runs an async script body (it ends by calling done(value)) and gives its value. */
    Object async(String body, Object... args) {
        return web.browser.driver.executeAsyncScript("var done = arguments[arguments.length - 1];" + body, args);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object o) {
        assertTrue(o instanceof Map, "not an object: " + o);
        return (Map<String, Object>) o;
    }

    @Override
    public void close() {
        server.close();
    }
}
