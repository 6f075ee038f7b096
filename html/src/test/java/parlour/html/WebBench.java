package parlour.html;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A benchmark, not part of the test run: the strong computer against itself in the web widget, in
 * Debian's headless Chromium, printing how long each decision took, how long its search slices were,
 * and the frame times while it thought, next to the frame times of the same board with nobody thinking
 * (what rendering alone costs: Chromium here draws WebGL in software, with SwiftShader).
 *
 * <p>Run it after a build with
 * {@code mvn -B -ntp verify -pl html -am -Dit.test=WebBench -Dtest=NoSuch -Dsurefire.failIfNoSpecifiedTests=false}
 * and the system properties bench.size (7x7), bench.level (strong) and bench.seconds (400: the longest
 * it watches one game).
 */
class WebBench {
    private static final Pattern THOUGHT = Pattern.compile("computer thought ([\\d.]+) ms in (\\d+) slices, the longest ([\\d.]+) ms");

    @Test
    void strongAgainstItself() throws Exception {
        String missing = Browser.missing();
        assertTrue(missing == null, missing);
        String size = System.getProperty("bench.size", "7x7");
        String level = System.getProperty("bench.level", "strong");
        long seconds = Long.getLong("bench.seconds", 400);
        Path site = Path.of(System.getProperty("parlour.site", "target/parlour-web")).toAbsolutePath();
        Path shots = Path.of(System.getProperty("parlour.shots", "target/screenshots")).toAbsolutePath();
        Files.createDirectories(shots);
        try (StaticSite server = StaticSite.serve(site); Browser browser = Browser.start(shots)) {
            Widget widget = new Widget(browser);

            // the board with nobody thinking: what drawing alone costs
            browser.driver.get(server.url("embed.html?game=dots&size=" + size + "&p1=human&p2=human&sound=off"));
            widget.awaitCanvas(Duration.ofSeconds(60));
            widget.awaitApi(Duration.ofSeconds(30));
            Browser.sleep(6000);
            List<Double> idle = widget.stateAndFrameTimes().getValue();
            print("frames, nobody thinking", idle);

            // the computer against itself, events collected in the page
            browser.clearSiteData(server.url("").replaceAll("/$", ""));
            browser.driver.get(server.url("embed.html?game=dots&size=" + size + "&p1=ai:" + level + "&p2=ai:" + level + "&sound=off"));
            widget.awaitCanvas(Duration.ofSeconds(60));
            widget.awaitApi(Duration.ofSeconds(30));
            browser.js("window.benchEvents = []; parlour.onEvent(function (e) { window.benchEvents.push(e); });");
            long deadline = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
            List<Double> thinking = new ArrayList<>();
            long lastFrame = -1;
            while (System.nanoTime() < deadline && !widget.state().over()) {
                // frame times while the computer thinks, sampled without overlap
                var now = widget.stateAndFrameTimes();
                List<Double> frames = now.getValue();
                long frameId = now.getKey().frames();
                if (lastFrame >= 0 && now.getKey().thinking()) {
                    int fresh = (int) Math.min(frames.size(), frameId - lastFrame);
                    thinking.addAll(frames.subList(frames.size() - fresh, frames.size()));
                }
                lastFrame = frameId;
                Browser.sleep(1000);
            }
            @SuppressWarnings("unchecked")
            List<Object> events = (List<Object>) browser.js("return window.benchEvents;");
            List<Double> decisions = new ArrayList<>(), longest = new ArrayList<>();
            for (Object e : events) {
                Matcher m = THOUGHT.matcher(String.valueOf(e));
                if (m.matches()) {
                    decisions.add(Double.parseDouble(m.group(1)));
                    longest.add(Double.parseDouble(m.group(3)));
                }
                if (String.valueOf(e).contains("stats")) System.out.println("[bench] web event: " + e);
            }
            System.out.println("[bench] web " + level + " against itself on " + size + ": " + widget.state().moves().size() + " moves, result "
                    + widget.state().result());
            print("per computer decision (wall clock)", decisions);
            print("longest search slice per decision", longest);
            print("frames while the computer thinks (sampled each second)", thinking);
        }
    }

    private static void print(String what, List<Double> values) {
        System.out.println("[bench] web " + what + ": " + (values.isEmpty() ? "none" : Widget.timesSummary(values)));
    }
}
