package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The single-div snippet pasted twice on one page: the first host plays, and the second, which this snippet cannot
 * fill, says so in words (and in the console) instead of staying a blank box.
 */
class SecondHostBrowserIT {
    @Test
    void aSecondSnippetHostSaysWhyItIsEmpty() throws Exception {
        Path site = Path.of(System.getProperty("parlour.site", "target/parlour-web"))
                .toAbsolutePath();
        Path page = site.resolve("two-hosts.html");
        String host = "<div id=\"parlour\" class=\"parlour-host\" style=\"height: 300px\" data-game=\"dots\""
                + " data-size=\"2x2\" data-sound=\"off\"></div>";
        Files.write(
                page,
                ("<!doctype html><html><head><meta charset=utf-8><title>two</title>"
                                + "<link rel=\"stylesheet\" href=\"parlour.css\"></head><body>" + host + host
                                + "<script src=\"parlour/parlour.nocache.js\"></script></body></html>")
                        .getBytes(StandardCharsets.UTF_8));
        try (WebSession s = WebSession.start()) {
            s.open("two-hosts.html");
            Object said = Browser.await(
                    Duration.ofSeconds(20),
                    () -> s.browser.js("var h = document.querySelectorAll('.parlour-host');"
                            + "return h.length == 2 && h[1].textContent ? h[1].textContent : null;"),
                    () -> "the second host stayed blank");
            assertThat(String.valueOf(said)).as(String.valueOf(said)).contains("one widget a page");
            assertThat(String.valueOf(said)).as(String.valueOf(said)).contains("parlour.js");
            assertEquals(
                    1L,
                    s.browser.js("return document.querySelectorAll('.parlour-host canvas.parlour-canvas').length;"),
                    "the first host plays");

            // one host alone (embed.html) says nothing of the kind: GWT's script frame, also id=parlour, is no host
            s.browser.drainConsole("two hosts");
            s.open("embed.html?game=dots&size=2x2&sound=off");
            s.browser.awaitFrames(10); // the widget has gone on past its first frame
            List<Browser.Console> lines = s.browser.drainConsole("one host");
            assertFalse(
                    lines.stream().anyMatch(c -> c.entry.getMessage().contains("one widget a page")),
                    "a lone host was told it is a second one: " + lines);
        } finally {
            Files.deleteIfExists(page);
        }
    }
}
