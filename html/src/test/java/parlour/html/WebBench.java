package parlour.html;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * A benchmark, not part of the test run: what the web widget costs a frame, in Debian's headless Chromium
 * (which draws WebGL in software, with SwiftShader, so every number is printed next to the same board
 * with nobody thinking and nothing moving: what rendering alone costs here).
 *
 * <p>{@link #computerAgainstItself}: a computer level against itself in any game, printing how long each
 * decision took, the longest search slice of each, and the frame times while it thought. System properties:
 * bench.game (dots), bench.options (more of the page's query, e.g. {@code size=10x10&clock=1}; for Dots
 * {@code size=7x7} by default), bench.level (strong), bench.seconds (400: the longest it watches one game).
 *
 * <p>{@link #goneRounds}: the rounds of Gone animating on each of bench.sizes (256x256,512x512), each for
 * bench.seconds (10), with the rounds per second and the frame times; with bench.profile=on also where the
 * page's script spent its time (see {@link CpuProfile}).
 *
 * <p>Run one after a build with
 * {@code mvn -B -ntp verify -pl html -am -Dit.test=WebBench#computerAgainstItself -Dtest=NoSuch -Dsurefire.failIfNoSpecifiedTests=false}
 * and the properties above (see the README's benchmark section).
 */
class WebBench {
    private static final Pattern THOUGHT =
            Pattern.compile("computer thought ([\\d.]+) ms in (\\d+) slices, the longest ([\\d.]+) ms"
                    + "(?:, depth (\\d+), (\\d+) positions)?");

    @Test
    void computerAgainstItself() throws Exception {
        String game = System.getProperty("bench.game", "dots");
        String options = System.getProperty("bench.options", game.equals("dots") ? "size=7x7" : "");
        String level = System.getProperty("bench.level", "strong");
        long seconds = Long.getLong("bench.seconds", 400);
        String query = "game=" + game + (options.isEmpty() ? "" : "&" + options) + "&sound=off";
        String what = game + (options.isEmpty() ? "" : " " + options);
        try (WebSession s = WebSession.start()) {
            // the board with nobody thinking: what drawing alone costs
            s.open("embed.html?" + query + "&p1=human&p2=human");
            Browser.sleep(6000);
            print(
                    "frames on " + what + ", nobody thinking",
                    s.widget.stateAndFrameTimes().getValue());

            // the computer against itself, events collected in the page
            s.open("embed.html?" + query + "&p1=ai:" + level + "&p2=ai:" + level);
            s.browser.js("window.benchEvents = []; parlour.onEvent(function (e) { window.benchEvents.push(e); });");
            long deadline = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
            List<Double> thinking = new ArrayList<>();
            long lastFrame = -1;
            while (System.nanoTime() < deadline && !s.widget.state().over()) {
                // frame times while the computer thinks, sampled without overlap
                var now = s.widget.stateAndFrameTimes();
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
            List<Object> events = (List<Object>) s.browser.js("return window.benchEvents;");
            List<Double> decisions = new ArrayList<>(), longest = new ArrayList<>(), depths = new ArrayList<>();
            double positions = 0, searchMillis = 0;
            for (Object e : events) {
                Matcher m = THOUGHT.matcher(String.valueOf(e));
                if (m.matches()) {
                    decisions.add(Double.parseDouble(m.group(1)));
                    longest.add(Double.parseDouble(m.group(3)));
                    if (m.group(4) != null) {
                        depths.add(Double.parseDouble(m.group(4)));
                        positions += Double.parseDouble(m.group(5));
                        searchMillis += Double.parseDouble(m.group(1));
                    }
                }
                if (String.valueOf(e).contains("stats")) System.out.println("[bench] web event: " + e);
            }
            Widget.State end = s.widget.state();
            System.out.println("[bench] web " + level + " against itself on " + what + ": "
                    + end.moves().size() + " moves, result " + end.result());
            print("per computer decision (wall clock)", decisions);
            print("longest search slice per decision", longest);
            if (!depths.isEmpty()) {
                print("depth per decision", depths);
                System.out.println("[bench] web positions searched per second of thinking: "
                        + Math.round(positions / searchMillis * 1000));
            }
            print("frames while the computer thinks (sampled each second)", thinking);
        }
    }

    @Test
    void goneRounds() throws Exception {
        String[] sizes = System.getProperty("bench.sizes", "256x256,512x512").split(",");
        long seconds = Long.getLong("bench.seconds", 10);
        boolean profiling = "on".equals(System.getProperty("bench.profile"));
        try (WebSession s = WebSession.start()) {
            for (String size : sizes) {
                String query = "game=gone&size=" + size + "&p1=human&p2=human&sound=off";
                s.open("embed.html?" + query);
                // a random board with the keyboard in the canvas, as a player has it, first still
                s.browser.js("arguments[0].focus();", s.widget.canvas());
                s.widget.type("d");
                Browser.sleep(1000);
                CpuProfile still = profiling ? CpuProfile.start(s.browser.driver) : null;
                print("gone " + size + " random board, nothing moving", framesDuring(s.widget, 3000));
                if (still != null)
                    still.stopAndSummarize(25).forEach(l -> System.out.println("[bench] still " + size + " " + l));
                // then the rounds at full speed on a black board with one white in the middle: a ripple out to
                // the corners, as many rounds as the board is wide (the random board's 30 would be over in a second)
                s.widget.type("f", "w", " ", "g");
                Browser.await(
                        Duration.ofSeconds(30),
                        () -> s.widget.state().moves().size() >= 4 ? Boolean.TRUE : null,
                        () -> "the rounds did not start on " + size + ": " + s.widget.stateMap());
                s.widget.type("+", "+", "+", "+", "p");
                Browser.sleep(1000);
                List<Double> frames = new ArrayList<>();
                CpuProfile running = profiling ? CpuProfile.start(s.browser.driver) : null;
                int before = s.widget.state().moves().size();
                long started = System.nanoTime();
                long lastFrame = -1;
                long deadline = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
                while (System.nanoTime() < deadline) {
                    var now = s.widget.stateAndFrameTimes();
                    long frameId = now.getKey().frames();
                    List<Double> recent = now.getValue();
                    if (lastFrame >= 0)
                        frames.addAll(recent.subList(
                                recent.size() - (int) Math.min(recent.size(), frameId - lastFrame), recent.size()));
                    lastFrame = frameId;
                    if (now.getKey().over()) break;
                    Browser.sleep(500);
                }
                if (running != null) {
                    running.stopAndSummarize(40).forEach(l -> System.out.println("[bench] rounds " + size + " " + l));
                    System.out.printf(
                            Locale.ROOT,
                            "[bench] web gone %s rounds: the page's thread busy %.2f ms a frame%n",
                            size,
                            running.busyMillis() / frames.size());
                }
                Widget.State end = s.widget.state();
                double watched = (System.nanoTime() - started) / 1e9;
                System.out.printf(
                        Locale.ROOT,
                        "[bench] web gone %s: %d rounds in %.1f s watched (the bar says 30/s), result %s%n",
                        size,
                        end.moves().size() - before,
                        watched,
                        end.result());
                print("gone " + size + " frames while the rounds run", frames);
                // the picture at the end, to look at: every place white, or red where black remains
                ImageIO.write(
                        s.widget.canvasShot(),
                        "png",
                        s.shots.resolve("bench-gone-" + size + ".png").toFile());
            }
        }
    }

    /**
     * Frames with nothing moving for each page query in bench.queries (separated by ';'), without and with
     * the keyboard focus in the canvas (and Tab once, which rings the first control), to compare what drawing costs.
     */
    @Test
    void stillFrames() throws Exception {
        String[] queries = System.getProperty(
                        "bench.queries", "game=dots;game=morris6;game=arrows;game=gone&size=8x8;game=gone&size=256x256")
                .split(";");
        long seconds = Long.getLong("bench.seconds", 5);
        try (WebSession s = WebSession.start()) {
            for (String query : queries) {
                s.open("embed.html?" + query + "&p1=human&p2=human&sound=off");
                Browser.sleep(1000);
                print(query + " frames, nothing moving", framesDuring(s.widget, 1000 * seconds));
                // the keyboard in the canvas, its focus ring drawn: what a keyboard player sees
                s.browser.js("arguments[0].focus();", s.widget.canvas());
                s.widget.type(Keys.TAB);
                Browser.sleep(500);
                print(query + " frames, keyboard focus in the canvas", framesDuring(s.widget, 1000 * seconds));
            }
        }
    }

    /** The frames drawn while waiting {@code millis} (at most the page's last 600). */
    private static List<Double> framesDuring(Widget widget, long millis) {
        long first = widget.stateAndFrameTimes().getKey().frames();
        Browser.sleep(millis);
        var now = widget.stateAndFrameTimes();
        List<Double> recent = now.getValue();
        int fresh = (int) Math.min(recent.size(), now.getKey().frames() - first);
        return recent.subList(recent.size() - fresh, recent.size());
    }

    private static void print(String what, List<Double> values) {
        System.out.println("[bench] web " + what + ": " + (values.isEmpty() ? "none" : Widget.timesSummary(values)));
    }
}
