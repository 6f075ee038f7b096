package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * What a page author met in 1.0.0 (issue 45), on a host page of another origin: the README's own colours, a board in a
 * closed tab, boards waiting their turn, a strict Content-Security-Policy, and the first focus().
 */
class PageAuthorsBrowserIT extends HostPageTest {
    /** The README's five-colour example (86 characters as JSON), once refused as too long. */
    private static final String README_COLOURS =
            "{board: '#fffdf5', lines: '#202020', p1: '#005aa0', p2: '#bb0033', accent: '#2a6f2a'}";

    private static final String WIDGET = "data-p1=human data-p2=human data-sound=off";

    @Test
    void theReadmesFiveColoursApplyInEmbedAndSetAndBadColoursAreNamedAsColours() throws IOException {
        host.open("colours.html", "", "<div id=a class=w></div><div id=b class=w></div>");
        Map<String, Object> r = HostPage.map(host.async("var colours = " + README_COLOURS + ", out = {};"
                + "var a = Parlour.embed('#a', {game: 'dots', p1: 'human', p2: 'human', sound: 'off', colours: colours});"
                + "var b = Parlour.embed('#b', {game: 'dots', sound: 'off', colours: '{board: #fffdf5}'});"
                + "function messages(w) { return w.optionErrors.map(function (e) { return e.message; }); }"
                + "a.ready.then(function () { out.embedded = messages(a); return a.set({colours: colours}); })"
                + ".then(function (r) { out.set = r;"
                + "  return a.set({colours: '{board: #fffdf5}'}).then(function () { return 'accepted'; },"
                + "    function (e) { return e.message; }); })"
                + ".then(function (bad) { out.badSet = bad; return b.ready; })"
                + ".then(function () { out.badEmbed = messages(b); done(out); })"
                + ".catch(function (e) { out.failed = e.message; done(out); });"));
        assertThat(r).as(r.toString()).doesNotContainKey("failed");
        assertEquals(List.of(), r.get("embedded"), "embed took the README's colours: " + r);
        assertEquals(Map.of("applied", List.of("colours"), "newGame", false), r.get("set"), "set took them too: " + r);
        assertEquals(
                "set option 'colours': not a JSON object of colours: a string in double quotes should come at"
                        + " character 2",
                r.get("badSet"));
        assertEquals(
                List.of("page option 'colours': not a JSON object of colours: a string in double quotes should come"
                        + " at character 2"),
                r.get("badEmbed"));
    }

    @Test
    void aBoardInAClosedTabStartsWhenTheTabOpensAndCallsMadeMeanwhileAreAnswered() throws IOException {
        // shown 3 s after load: longer than its startTimeout, which runs only once it may start
        host.open(
                "tab.html",
                "",
                "<div id=tab style=display:none><div id=a class=w data-parlour-game=dots data-size=3x3 " + WIDGET
                        + " data-start-timeout=2000></div></div>");
        Map<String, Object> r = HostPage.map(host.async("var w = Parlour.of('#a'), out = {settled: null};"
                + "w.ready.then(function () { out.settled = 'ready'; }, function (e) { out.settled = e.message; });"
                + "var asked = w.getState();"
                + "setTimeout(function () {"
                + "  out.hidden = [out.settled, document.getElementById('a').getAttribute('data-parlour-state'),"
                + "    document.querySelectorAll('iframe').length];"
                + "  document.getElementById('tab').style.display = 'block';"
                + "  asked.then(function (s) { out.game = s.game + ' ' + s.size; out.shown = out.settled; done(out); },"
                + "    function (e) { out.failed = e.message; done(out); });"
                + "}, 3000);"));
        assertEquals(
                Arrays.asList(null, "waiting", 0L), r.get("hidden"), "hidden, it neither failed nor started: " + r);
        assertThat(r).as(r.toString()).doesNotContainKey("failed");
        assertEquals("dots 3x3", r.get("game"), "the call made while it was hidden was answered once shown: " + r);
        assertEquals("ready", r.get("shown"), r.toString());
        assertEquals(
                "started", web.browser.js("return document.getElementById('a').getAttribute('data-parlour-state');"));
    }

    @Test
    void startTimeoutCountsFromTheBoardsTurnNotWhileItWaitsBehindOthers() throws IOException {
        // the four boards before it each hold the turn as long as the loader lets one (their site's assets come late),
        // so the last one's turn comes after its default startTimeout (15 s) would have run out
        try (StaticSite slow = StaticSite.serve(WebSession.builtSite())) {
            slow.answerLate("/assets/", 40_000);
            StringBuilder page = new StringBuilder();
            for (int i = 1; i <= 4; i++)
                page.append("<div id=a")
                        .append(i)
                        .append(" class=w data-parlour-game=dots data-base=")
                        .append(slow.url(""))
                        .append(" data-start-timeout=90000 ")
                        .append(WIDGET)
                        .append("></div>");
            host.open("turns.html", "", page + "<div id=b class=w data-parlour-game=morris6 " + WIDGET + "></div>");
            Map<String, Object> r = HostPage.map(host.async("var b = Parlour.of('#b');"
                    + "b.ready.then(function () { return b.getState(); })"
                    + ".then(function (s) { done({game: s.game, at: performance.now()}); },"
                    + "  function (e) { done({failed: e.message, at: performance.now()}); });"));
            web.browser.js("Parlour.widgets().forEach(function (w) { w.destroy(); });");
            assertEquals("morris6", r.get("game"), "the last board started: " + r);
            assertThat(((Number) r.get("at")).doubleValue())
                    .as("it waited for its turn longer than its startTimeout (else this test shows nothing): " + r)
                    .isGreaterThan(15_000);
        }
    }

    @Test
    void theReadmesContentSecurityPolicyLetsTheLoaderSizeItsBoard() throws IOException {
        String site = web.server.url("").replaceAll("/$", "");
        String policy = readmePolicy().replace("https://games.example.org", site);
        host.write("strict.css", ".w{width:360px;height:300px;display:inline-block}");
        host.write(
                "watch.js",
                "window.violations = []; document.addEventListener('securitypolicyviolation', function (e) {"
                        + " violations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sample); });");
        host.write(
                "strict.html",
                "<!doctype html><html><head><meta charset=utf-8><title>strict</title>"
                        + "<link rel=stylesheet href=strict.css><script src=watch.js></script></head><body>"
                        + "<div id=a class=w data-parlour-game=dots data-size=3x3 " + WIDGET + "></div>"
                        + "<script src=\"" + web.server.url("parlour.js") + "\"></script></body></html>");
        host.openWithHeader("strict.html", "Content-Security-Policy", policy);
        Map<String, Object> r = HostPage.map(host.async("var out = {};"
                + "Parlour.of('#a').ready.then(function (w) { return w.getState(); }).then(function (s) {"
                + "  var f = document.querySelector('#a iframe').getBoundingClientRect();"
                + "  out.game = s.game; out.frame = Math.round(f.width) + 'x' + Math.round(f.height);"
                + "  out.violations = violations.slice();"
                // the policy is in force: a style attribute is refused
                + "  var probe = document.createElement('div'); probe.setAttribute('style', 'width: 7px');"
                + "  out.probe = probe.style.width; done(out);"
                + "}, function (e) { out.failed = e.message; done(out); });"));
        assertEquals("", r.get("probe"), "the page's policy blocks style attributes: " + policy);
        assertThat(r).as(r.toString()).doesNotContainKey("failed");
        assertEquals("dots", r.get("game"));
        assertEquals("360x300", r.get("frame"), "the board fills its element: " + r);
        assertEquals(List.of(), r.get("violations"), "the loader broke none of the policy " + policy);
    }

    @Test
    void theFirstFocusPutsTheKeyboardOnTheBoard() throws IOException {
        host.open("focus.html", "", "<div id=a class=w data-parlour-game=dots data-size=3x3 " + WIDGET + "></div>");
        Object focused = host.async("var w = Parlour.of('#a');"
                + "w.ready.then(function () { return w.focus(); }).then(done, function (e) { done(e.message); });");
        assertEquals(Boolean.TRUE, focused);
        assertEquals("IFRAME", web.browser.js("return document.activeElement.tagName;"));
        web.browser.driver.switchTo().frame(web.browser.driver.findElement(By.cssSelector("#a iframe")));
        try {
            assertEquals(
                    "CANVAS",
                    web.browser.js("return document.activeElement.tagName;"),
                    "the board has the frame's focus after the first focus()");
        } finally {
            web.browser.driver.switchTo().defaultContent();
        }
    }

    /** The policy line of the README's Content-Security-Policy paragraph, without its header name. */
    private static String readmePolicy() throws IOException {
        String prefix = "    Content-Security-Policy: ";
        for (String line : Files.readAllLines(Path.of("../README.md"), StandardCharsets.UTF_8))
            if (line.startsWith(prefix)) return line.substring(prefix.length()).trim();
        throw new AssertionError("the README gives no Content-Security-Policy line");
    }
}
