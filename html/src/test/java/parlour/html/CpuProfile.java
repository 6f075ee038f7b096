package parlour.html;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The page's JavaScript CPU profile through the DevTools protocol, summed by function: where a frame's
 * time goes in the browser (build the site with {@code -Dgwt.style=PRETTY} for readable names).
 */
final class CpuProfile {
    private final ChromeDriver driver;
    /** Sampled time outside "(idle)": the page's script, its garbage collection and the browser's own work on its thread. */
    private double busyMillis;

    private CpuProfile(ChromeDriver driver) {
        this.driver = driver;
    }

    /** Starts sampling every 200 microseconds. */
    static CpuProfile start(ChromeDriver driver) {
        driver.executeCdpCommand("Profiler.enable", Map.of());
        driver.executeCdpCommand("Profiler.setSamplingInterval", Map.of("interval", 200));
        driver.executeCdpCommand("Profiler.start", Map.of());
        return new CpuProfile(driver);
    }

    /** Stops sampling and returns the top functions by self time and by total time, as lines of text. */
    @SuppressWarnings("unchecked")
    List<String> stopAndSummarize(int top) {
        Map<String, Object> result = driver.executeCdpCommand("Profiler.stop", Map.of());
        driver.executeCdpCommand("Profiler.disable", Map.of());
        Map<String, Object> profile = (Map<String, Object>) result.get("profile");
        List<Map<String, Object>> nodes = (List<Map<String, Object>>) profile.get("nodes");
        List<Number> samples = (List<Number>) profile.get("samples");
        List<Number> deltas = (List<Number>) profile.get("timeDeltas");
        Map<Long, Map<String, Object>> byId = new HashMap<>();
        Map<Long, Long> parent = new HashMap<>();
        for (Map<String, Object> n : nodes) {
            long id = ((Number) n.get("id")).longValue();
            byId.put(id, n);
            List<Number> children = (List<Number>) n.getOrDefault("children", List.of());
            for (Number c : children) parent.put(c.longValue(), id);
        }
        // each sample's time is the delta to the next sample
        Map<Long, Double> nodeSelf = new HashMap<>();
        double total = 0;
        for (int i = 0; i < samples.size(); i++) {
            double ms = i + 1 < deltas.size() ? deltas.get(i + 1).doubleValue() / 1000 : 0;
            nodeSelf.merge(samples.get(i).longValue(), ms, Double::sum);
            total += ms;
        }
        Map<String, Double> self = new HashMap<>(), inclusive = new HashMap<>();
        for (Map.Entry<Long, Double> e : nodeSelf.entrySet()) {
            self.merge(name(byId.get(e.getKey())), e.getValue(), Double::sum);
            // a function counts once per sample however deep it recurses
            Set<String> seen = new HashSet<>();
            for (Long id = e.getKey(); id != null; id = parent.get(id)) {
                String n = name(byId.get(id));
                if (seen.add(n)) inclusive.merge(n, e.getValue(), Double::sum);
            }
        }
        busyMillis = total - self.getOrDefault("(idle)", 0.0);
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "profile: %.0f ms sampled, %.0f ms busy", total, busyMillis));
        lines.add("by self time:");
        lines.addAll(ranked(self, total, top));
        lines.add("by total time:");
        lines.addAll(ranked(inclusive, total, top));
        return lines;
    }

    /** The busy time of the last summary, in milliseconds. */
    double busyMillis() {
        return busyMillis;
    }

    private static List<String> ranked(Map<String, Double> times, double total, int top) {
        List<Map.Entry<String, Double>> list = new ArrayList<>(times.entrySet());
        list.sort((a, b) -> Double.compare(b.getValue(), a.getValue()));
        List<String> out = new ArrayList<>();
        for (int i = 0; i < Math.min(top, list.size()); i++) {
            out.add(String.format(
                    Locale.ROOT,
                    "  %8.1f ms %5.1f%%  %s",
                    list.get(i).getValue(),
                    100 * list.get(i).getValue() / total,
                    list.get(i).getKey()));
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static String name(Map<String, Object> node) {
        Map<String, Object> frame = (Map<String, Object>) node.get("callFrame");
        String fn = String.valueOf(frame.get("functionName"));
        String url = String.valueOf(frame.get("url"));
        String file = url.substring(url.lastIndexOf('/') + 1);
        return (fn.isEmpty() ? "(anonymous)" : fn) + (file.isEmpty() ? "" : " " + file + ":" + frame.get("lineNumber"));
    }
}
