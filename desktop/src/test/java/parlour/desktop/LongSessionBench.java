package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 22's long session on the desktop, a benchmark outside the default run: the program in a window plays the
 * computer against itself, R starting the next game as each ends, {@code -Dbench.games} games (250 by default) of each
 * of the four games, 1,000 in all. Every 25 games, after a full collection (jcmd GC.run): the heap used, the
 * process's resident memory and its threads. Run it with
 * {@code mvn -B -o -pl desktop -am verify -Dtest=NoSuch -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=LongSessionBench}.
 */
class LongSessionBench {
    private static final Pattern OVER = Pattern.compile("game over result .*");
    private static final Pattern USED = Pattern.compile("used (\\d+)K");
    private static final Map<String, List<String>> GAMES = Map.of(
            "dots", List.of("--game", "dots", "--size", "3x3", "--p1", "ai:easy", "--p2", "ai:medium"),
            "morris6", List.of("--game", "morris6", "--p1", "ai:easy", "--p2", "ai:easy"),
            "arrows",
                    List.of(
                            "--game",
                            "arrows",
                            "--size",
                            "6x6",
                            "--p1",
                            "ai:easy",
                            "--p2",
                            "ai:medium",
                            "--clock",
                            "untimed"),
            "gone",
                    List.of(
                            "--game",
                            "gone",
                            "--mode",
                            "challenge",
                            "--k",
                            "1",
                            "--size",
                            "8x8",
                            "--p1",
                            "ai:random",
                            "--p2",
                            "ai:best"));

    @Test
    void aThousandGamesLeaveTheProcessTheSameSize() throws Exception {
        int games = Integer.getInteger("bench.games", 250);
        Path jar =
                Path.of(System.getProperty("parlour.jar", "target/parlour.jar")).toAbsolutePath();
        Path shots = Path.of(System.getProperty("parlour.shots", "target/screenshots"))
                .toAbsolutePath();
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        // -Dbench.kinds=arrows,gone plays some of them (two runs side by side halve the wait)
        for (String name :
                System.getProperty("bench.kinds", "dots,morris6,arrows,gone").split(",")) {
            Path home = Files.createTempDirectory("parlour-long-");
            List<String> args = new ArrayList<>(GAMES.get(name));
            args.addAll(List.of("--speed", "instant", "--sound", "off", "--window", "800x600"));
            List<double[]> samples = new ArrayList<>();
            List<String> curve = new ArrayList<>();
            try (XvfbDisplay x = XvfbDisplay.start(shots);
                    GameProcess game =
                            GameProcess.start(jar, home, x.env(), shots.resolve("long-" + name + ".log"), args)) {
                CrashResumeIT.openWindow(game, x, Pattern.compile("layout .*"));
                // Gone's rounds: played (P) at 30 a second (+ five times), for every game after
                if (name.equals("gone"))
                    for (String key : List.of("p", "plus", "plus", "plus", "plus", "plus")) x.key(key);
                long pid = game.process.pid();
                long start = System.nanoTime();
                for (int g = 1; g <= games; g++) {
                    long deadline = System.nanoTime() + Duration.ofMinutes(5).toNanos();
                    while (game.all(OVER).size() < g) {
                        assertThat(System.nanoTime())
                                .as(name + " game " + g + " did not end\n" + game.tail(20))
                                .isLessThan(deadline);
                        GameProcess.sleep(50);
                    }
                    if (g % 25 == 0) {
                        Tools.check(Map.of(), 60, jcmd.toString(), String.valueOf(pid), "GC.run");
                        Matcher used = USED.matcher(
                                Tools.check(Map.of(), 60, jcmd.toString(), String.valueOf(pid), "GC.heap_info"));
                        double heap = used.find() ? Long.parseLong(used.group(1)) / 1024.0 : -1;
                        String status = Files.readString(Path.of("/proc/" + pid + "/status"));
                        double rss = field(status, "VmRSS:") / 1024.0;
                        long threads = field(status, "Threads:");
                        samples.add(new double[] {heap, rss});
                        String line = name + " after " + g + " games (" + (System.nanoTime() - start) / 1_000_000_000
                                + " s): heap used " + Math.round(heap * 10) / 10.0 + " MB, resident "
                                + Math.round(rss) + " MB, threads " + threads;
                        curve.add(line);
                        System.out.println("[bench] long session " + line);
                    }
                    // R: the next game, on the same options
                    x.key("r");
                }
            } finally {
                Tools.deleteTree(home);
            }
            // flat within 10% after the first games (from the second sample on, against it)
            double[] base = samples.get(Math.min(1, samples.size() - 1));
            for (int i = 1; i < samples.size(); i++)
                assertThat(samples.get(i)[0])
                        .as(name + ": the heap grew:\n" + String.join("\n", curve))
                        .isLessThanOrEqualTo(base[0] * 1.1 + 1);
        }
    }

    private static long field(String status, String name) {
        for (String line : status.split("\n")) {
            if (line.startsWith(name))
                return Long.parseLong(line.substring(name.length()).trim().split("\\s+")[0]);
        }
        return -1;
    }
}
