package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every page of the site names an icon that the site has, so browsers never ask for a missing /favicon.ico. */
class FaviconIT {
    @Test
    void everyPageHasAnIcon() throws IOException {
        try (WebSession web = WebSession.start()) {
            Browser browser = web.browser;
            StaticSite server = web.server;
            for (String page : List.of("index.html", "embed.html", "multi.html")) {
                browser.driver.get(server.url(page));
                @SuppressWarnings("unchecked")
                Map<String, Object> icon = (Map<String, Object>) browser.driver.executeAsyncScript(String.join(
                        "\n",
                        "var done = arguments[arguments.length - 1], link = document.querySelector('link[rel~=icon]');",
                        "if (!link) { done({href: null}); return; }",
                        "fetch(link.href).then(function (r) { return r.text().then(function (t) {",
                        "  done({href: link.href, status: r.status, type: r.headers.get('content-type'), size: t.length}); }); })",
                        "  .catch(function (e) { done({href: link.href, error: String(e)}); });"));
                assertThat(icon.get("href")).as(page + " links no icon").isNotNull();
                assertEquals(200L, ((Number) icon.get("status")).longValue(), page + "'s icon: " + icon);
                assertThat(String.valueOf(icon.get("type")))
                        .as(page + "'s icon is not an image: " + icon)
                        .startsWith("image/");
                assertThat(((Number) icon.get("size")).longValue())
                        .as(page + "'s icon is empty: " + icon)
                        .isGreaterThan(100);
                System.out.println("[web] " + page + " icon " + icon);
            }
            // a browser asks for the icon of each page by itself, a little after the page loads
            browser.awaitFrames(30);
            assertEquals(List.of(), server.notFound(), "the pages asked for files the site does not have");
        }
    }
}
