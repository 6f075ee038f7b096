package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 22's long session, a benchmark outside the default run: a page with four widgets, one of each game, the
 * computer playing both sides, each starting a new game as one ends, for {@code -Dbench.minutes} (30 by default).
 * Every minute, after a garbage collection: the renderer's JavaScript heap, DOM nodes, documents and listeners, and
 * the games played so far. Run it with
 * {@code mvn -B -o -pl html -am verify -Dtest=NoSuch -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=LongSessionBench}.
 */
class LongSessionBench {
    private static final String WIDGETS = "<div id=dots class=w data-parlour-game=dots data-size=4x4"
            + " data-p1=ai:medium data-p2=ai:strong data-speed=fast data-sound=off></div>"
            + "<div id=morris class=w data-parlour-game=morris9 data-p1=ai:easy data-p2=ai:medium data-speed=fast"
            + " data-sound=off></div>"
            + "<div id=arrows class=w data-parlour-game=arrows data-p1=ai:medium data-p2=ai:strong data-clock=untimed"
            + " data-speed=fast data-sound=off></div>"
            + "<div id=gone class=w data-parlour-game=gone data-mode=challenge data-k=2 data-size=12x12"
            + " data-p1=ai:random data-p2=ai:best data-speed=fast data-sound=off></div>";

    @Test
    @SuppressWarnings("unchecked")
    void fourWidgetsPlayingForHalfAnHourStayTheSameSize() throws Exception {
        int minutes = Integer.getInteger("bench.minutes", 30);
        try (WebSession s = WebSession.start();
                HostPage host = s == null ? null : new HostPage(s)) {
            host.open("long.html", "", WIDGETS);
            // each widget starts the next game when one ends; the page counts the games
            host.async(String.join(
                    "\n",
                    "window.played = {};",
                    "var all = ['dots', 'morris', 'arrows', 'gone'].map(function (id) {",
                    "  var w = Parlour.of('#' + id); window.played[id] = 0;",
                    "  w.on('gameOver', function () { window.played[id]++;",
                    "    setTimeout(function () { w.newGame({}); }, 300); });",
                    "  return w.ready; });",
                    "Promise.all(all).then(function () { done('ready'); }, function (e) { done(e.message); });"));
            s.browser.driver.executeCdpCommand("Performance.enable", Map.of());
            List<String> curve = new ArrayList<>();
            List<double[]> samples = new ArrayList<>();
            long start = System.nanoTime();
            for (int minute = 0; minute <= minutes; minute++) {
                long due = start + Duration.ofMinutes(minute).toNanos();
                while (System.nanoTime() < due) Browser.sleep(1000);
                s.browser.driver.executeCdpCommand("HeapProfiler.collectGarbage", Map.of());
                Map<String, Object> m = s.browser.driver.executeCdpCommand("Performance.getMetrics", Map.of());
                Map<String, Double> by = new java.util.HashMap<>();
                for (Map<String, Object> e : (List<Map<String, Object>>) m.get("metrics"))
                    by.put(String.valueOf(e.get("name")), ((Number) e.get("value")).doubleValue());
                Object played = s.browser.js("return JSON.stringify(window.played);");
                double heap = by.get("JSHeapUsedSize") / 1e6, nodes = by.get("Nodes");
                samples.add(new double[] {heap, nodes});
                String line = "minute " + minute + ": heap " + Math.round(heap * 10) / 10.0 + " MB, DOM nodes "
                        + Math.round(nodes) + ", documents " + Math.round(by.get("Documents")) + ", listeners "
                        + Math.round(by.get("JSEventListeners")) + ", games " + played;
                curve.add(line);
                System.out.println("[bench] long session " + line);
            }
            // flat within 10% after the first games (from minute 5 on, against minute 5)
            int from = Math.min(5, samples.size() - 1);
            double[] base = samples.get(from);
            for (int i = from; i < samples.size(); i++) {
                assertThat(samples.get(i)[0])
                        .as("the heap grew: " + String.join("\n", curve))
                        .isLessThanOrEqualTo(base[0] * 1.1);
                assertThat(samples.get(i)[1])
                        .as("the DOM grew: " + String.join("\n", curve))
                        .isLessThanOrEqualTo(base[1] * 1.1);
            }
        }
    }
}
