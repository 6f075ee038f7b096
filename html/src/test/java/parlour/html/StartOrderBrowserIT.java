package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * Several widgets on one page start one after another (parlour.js): each draws its first frame before the next
 * one begins its heavy work (its frame loads meanwhile, and waits for its turn), in the order they came into view; one that failed, was destroyed or is out of view
 * holds up none of the others, and one scrolled into view later still starts.
 */
class StartOrderBrowserIT extends HostPageTest {
    /** Notes on the host page's clock when each widget's iframe is added and when each says its first frame is drawn. */
    private static final String LOG = "<script>window.log = [];"
            + "new MutationObserver(function (rs) { rs.forEach(function (r) { r.addedNodes.forEach(function (n) {"
            + "  if (n.tagName === 'IFRAME') log.push(['frame', n.parentNode.id, performance.now()]); }); }); })"
            + ".observe(document.body, {childList: true, subtree: true});"
            + "addEventListener('message', function (e) { if (!e.data || e.data.drawn !== true) return;"
            + "  var f = [].slice.call(document.querySelectorAll('iframe')).filter(function (x) {"
            + "    return x.contentWindow === e.source; })[0];"
            + "  log.push(['drawn', f ? f.parentNode.id : '?', performance.now()]); });</script>";

    @Test
    void fourWidgetsOfFourGamesDrawTheirFirstFramesOneAfterAnotherInDocumentOrder() throws IOException {
        int requestsBefore = server.requests().size();
        host.open(
                "four.html",
                "",
                LOG + "<div id=a class=w data-parlour-game=dots data-sound=off></div>"
                        + "<div id=b class=w data-parlour-game=morris9 data-sound=off></div>"
                        + "<div id=c class=w data-parlour-game=arrows data-sound=off></div>"
                        + "<div id=d class=w data-parlour-game=gone data-sound=off></div>");
        Object ready = host.async("Promise.all(Parlour.widgets().map(function (w) { return w.ready; }))"
                + ".then(function () { var t = setInterval(function () {"
                + "  if (log.filter(function (x) { return x[0] === 'drawn'; }).length === 4) { clearInterval(t); done('ready'); }"
                + "}, 50); }, function (e) { done(e.message); });");
        assertEquals("ready", ready, "every widget became ready and drew its first frame");
        List<List<Object>> log = log();
        List<String> frames = new ArrayList<>(), drawn = new ArrayList<>();
        for (List<Object> e : log) (e.get(0).equals("frame") ? frames : drawn).add((String) e.get(1));
        assertEquals(List.of("a", "b", "c", "d"), frames, "the frames were made in document order: " + log);
        assertEquals(List.of("a", "b", "c", "d"), drawn, "the first frames came in document order: " + log);
        List<Double> turns = new ArrayList<>();
        for (String id : frames) turns.add(turnTime(id));
        for (int i = 1; i < 4; i++) {
            double before = time(log, "drawn", frames.get(i - 1));
            assertThat(turns.get(i))
                    .as("widget " + frames.get(i) + " began its heavy work at " + turns.get(i) + " ms, before widget "
                            + frames.get(i - 1) + " drew its first frame at " + before + " ms: " + log + ", turns "
                            + turns)
                    .isGreaterThanOrEqualTo(before);
        }
        System.out.println("[measure] start order: frames made, turns and first frames (ms after navigation): " + log
                + ", turns " + turns);
        List<String> requests = server.requests();
        List<String> sounds = requests.subList(requestsBefore, requests.size()).stream()
                .filter(r -> r.contains(".wav"))
                .toList();
        assertEquals(List.of(), sounds, "widgets with the sound off fetch no sound");
    }

    @Test
    void aWidgetThatFailedOrWasDestroyedHoldsUpNoneAfterIt() throws IOException {
        // the first widget's site has no embed.html: it fails once its frame loads without a word
        host.open(
                "failed.html",
                "",
                LOG + "<div id=a class=w data-parlour-game=dots data-base=nowhere/ data-sound=off></div>"
                        + "<div id=b class=w data-parlour-game=dots data-sound=off></div>"
                        + "<div id=c class=w data-parlour-game=morris6 data-sound=off></div>"
                        + "<div id=d class=w data-parlour-game=dots data-sound=off></div>");
        Map<String, Object> r = HostPage.map(host.async("var ws = Parlour.widgets(), out = {};"
                // the third is destroyed as soon as its frame is made
                + "var t = setInterval(function () { if (document.querySelector('#c iframe')) {"
                + "  clearInterval(t); Parlour.of('#c').destroy(); } }, 5);"
                + "ws[0].ready.then(function () { out.a = 'ready'; }, function (e) { out.a = e.message; });"
                + "Promise.all([ws[1].ready, ws[3].ready]).then(function () {"
                + "  out.bd = 'ready'; out.c = document.querySelectorAll('#c iframe').length; done(out);"
                + "}, function (e) { out.bd = e.message; done(out); });"));
        assertEquals("ready", r.get("bd"), "the widgets after a failed one and a destroyed one started: " + r);
        assertThat(String.valueOf(r.get("a"))).as("the first one failed: " + r).startsWith("could not load");
        assertEquals(0L, r.get("c"), "the destroyed one has no frame: " + r);
        List<String> frames = new ArrayList<>();
        for (List<Object> e : log()) if (e.get(0).equals("frame")) frames.add((String) e.get(1));
        assertEquals(List.of("a", "b", "c", "d"), frames, "each started in its turn: " + log());
    }

    @Test
    void aWidgetOutOfViewHoldsUpNoneInViewAndStartsWhenScrolledTo() throws IOException {
        // the one out of view comes first in the document
        host.open(
                "far.html",
                "",
                LOG + "<div style=height:3000px></div>"
                        + "<div id=far class=w data-parlour-game=morris9 data-sound=off></div>"
                        + "<div id=near class=w style=position:absolute;top:0;left:0 data-parlour-game=dots"
                        + " data-sound=off></div>");
        Object near = host.async(
                "Parlour.of('#near').ready.then(function () { done('ready'); }, function (e) { done(e.message); });");
        assertEquals("ready", near, "the widget in view started");
        assertEquals(
                "waiting",
                web.browser.js("return document.getElementById('far').getAttribute('data-parlour-state');"),
                "the one out of view did not start");
        Object far = host.async("document.getElementById('far').scrollIntoView();"
                + "Parlour.of('#far').ready.then(function () { return Parlour.of('#far').getState(); })"
                + ".then(function (s) { done(s.game); }, function (e) { done(e.message); });");
        assertEquals("morris9", far, "scrolled into view, it started");
    }

    /** When the widget's frame was given its turn (its performance mark), on the host page's clock. */
    private double turnTime(String id) {
        double origin = ((Number) web.browser.js("return performance.timeOrigin;")).doubleValue();
        web.browser.driver.switchTo().frame(web.browser.driver.findElement(By.cssSelector("#" + id + " iframe")));
        try {
            Object t = web.browser.js("var m = performance.getEntriesByName('parlour-turn')[0];"
                    + "return m ? performance.timeOrigin + m.startTime : null;");
            assertTrue(t instanceof Number, "widget " + id + " was never given its turn");
            return ((Number) t).doubleValue() - origin;
        } finally {
            web.browser.driver.switchTo().defaultContent();
        }
    }

    @SuppressWarnings("unchecked")
    private List<List<Object>> log() {
        return (List<List<Object>>) web.browser.js("return log;");
    }

    private static double time(List<List<Object>> log, String kind, String id) {
        for (List<Object> e : log)
            if (e.get(0).equals(kind) && e.get(1).equals(id)) return ((Number) e.get(2)).doubleValue();
        throw new AssertionError("no " + kind + " for " + id + " in " + log);
    }
}
