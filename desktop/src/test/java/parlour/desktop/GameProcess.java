package parlour.desktop;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The game's JVM, started from its runnable jar (or from the app image's launcher), with its stdout
 * (and stderr) read by a thread into a list of lines and copied to a log file.
 */
final class GameProcess implements AutoCloseable {
    /**
     * A log line of the game: {@code parlour: message} (the contract), or {@code [parlour] message},
     * which is how libGDX's stock LWJGL3 logger prints {@code Gdx.app.log("parlour", message)}.
     */
    private static final Pattern LOG_LINE = Pattern.compile("^(?:parlour: |\\[parlour\\] )(.*)$");

    final Process process;
    final long launchedNanos;
    private final List<String> lines = new ArrayList<>();
    private final List<Long> lineNanos = new ArrayList<>();

    private GameProcess(Process process, long launchedNanos) {
        this.process = process;
        this.launchedNanos = launchedNanos;
    }

    /**
     * Starts {@code java -Duser.home=HOME -jar JAR ARGS} with $HOME set to HOME and no XDG folders named. The home
     * directory of its own makes it a first launch and keeps the developer's own settings out of the test, and the
     * test's out of the developer's.
     */
    static GameProcess start(Path jar, Path home, Map<String, String> env, Path logFile, List<String> args)
            throws IOException {
        return start(List.of(), List.of(), jar, home, env, logFile, args);
    }

    /** As above, run by {@code runner} (e.g. {@code taskset -c 0}) with JVM options {@code jvmOptions}. */
    static GameProcess start(
            List<String> runner,
            List<String> jvmOptions,
            Path jar,
            Path home,
            Map<String, String> env,
            Path logFile,
            List<String> args)
            throws IOException {
        List<String> cmd = new ArrayList<>(runner);
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(jvmOptions);
        cmd.add("-Duser.home=" + home);
        cmd.add("-Dparlour.layoutEvents=on");
        cmd.add("-jar");
        cmd.add(jar.toString());
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().putAll(env);
        return start(pb, home, logFile);
    }

    /** Where a program started here keeps its settings and games in progress: the default XDG data folder of HOME. */
    static Path store(Path home) {
        return home.resolve(".local/share/parlour/store/parlour");
    }

    /**
     * Starts the jpackage launcher of an app image ({@code bin/parlour}) with {@code args}, as on a machine without a
     * JDK: no JAVA_HOME, and a PATH of one empty folder, so no {@code java} can be found; the launcher runs the image's
     * own runtime. The home folder and the layout events go in through JAVA_TOOL_OPTIONS, which that runtime reads.
     */
    static GameProcess startLauncher(Path launcher, Path home, Map<String, String> env, Path logFile, List<String> args)
            throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(launcher.toString());
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().putAll(env);
        pb.environment().remove("JAVA_HOME");
        pb.environment().remove("JDK_HOME");
        pb.environment().remove("JDK_JAVA_OPTIONS");
        Path emptyBin = Files.createDirectories(home.resolve("bin-without-java"));
        pb.environment().put("PATH", emptyBin.toString());
        pb.environment().put("JAVA_TOOL_OPTIONS", "-Duser.home=" + home + " -Dparlour.layoutEvents=on");
        return start(pb, home, logFile);
    }

    /** Starts the prepared command, stdout and stderr together into the list of lines and the log file. */
    private static GameProcess start(ProcessBuilder pb, Path home, Path logFile) throws IOException {
        pb.redirectErrorStream(true);
        pb.environment().put("HOME", home.toString());
        pb.environment().remove("XDG_CONFIG_HOME");
        pb.environment().remove("XDG_DATA_HOME");
        // A leftover Wayland socket would make GLFW try Wayland instead of our X server.
        pb.environment().remove("WAYLAND_DISPLAY");
        Files.createDirectories(logFile.getParent());
        long t0 = System.nanoTime();
        Process p = pb.start();
        p.getOutputStream().close();
        GameProcess g = new GameProcess(p, t0);
        Thread reader = new Thread(() -> g.pump(logFile), "parlour-game-stdout");
        reader.setDaemon(true);
        reader.start();
        return g;
    }

    private void pump(Path logFile) {
        try (BufferedReader r =
                        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
                PrintWriter log = new PrintWriter(Files.newBufferedWriter(logFile, StandardCharsets.UTF_8), true)) {
            String line;
            while ((line = r.readLine()) != null) {
                long now = System.nanoTime();
                synchronized (this) {
                    lines.add(line);
                    lineNanos.add(now);
                }
                log.println(line);
            }
        } catch (IOException e) {
            // the stream closes when the game ends
        }
    }

    /** The message of a game log line, or null when the line is not one. */
    static String message(String line) {
        Matcher m = LOG_LINE.matcher(line.trim());
        return m.matches() ? m.group(1) : null;
    }

    /** A log message matched by a pattern, with the time the test read it. */
    static final class Seen {
        final Matcher match;
        final long nanos;
        final int index;

        Seen(Matcher match, long nanos, int index) {
            this.match = match;
            this.nanos = nanos;
            this.index = index;
        }
    }

    /** Every game message so far that matches (whole message). */
    synchronized List<Seen> all(Pattern pattern) {
        List<Seen> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String msg = message(lines.get(i));
            if (msg == null) continue;
            Matcher m = pattern.matcher(msg);
            if (m.matches()) out.add(new Seen(m, lineNanos.get(i), i));
        }
        return out;
    }

    /** The latest matching message so far, or null. */
    Seen latest(Pattern pattern) {
        List<Seen> all = all(pattern);
        return all.isEmpty() ? null : all.get(all.size() - 1);
    }

    /** Waits for the first message that matches; fails with the log's tail if it does not come. */
    Seen await(Pattern pattern, Duration timeout, String what) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            List<Seen> all = all(pattern);
            if (!all.isEmpty()) return all.get(0);
            if (!process.isAlive()) {
                // let the reader drain what the game printed last
                sleep(300);
                all = all(pattern);
                if (!all.isEmpty()) return all.get(0);
                throw new AssertionError(
                        "the game ended (exit " + process.exitValue() + ") before " + what + "\n" + tail(40));
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no sign of " + what + " within " + timeout.toSeconds()
                        + " s (waiting for a log line like '" + pattern.pattern() + "')\n" + tail(40));
            }
            sleep(50);
        }
    }

    /**
     * Waits for the first message that matches after log line {@code mark} (-1: any); fails with the log's tail if it
     * does not come within {@code timeout}.
     */
    Seen awaitAfter(Pattern pattern, int mark, Duration timeout, String what) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            for (Seen s : all(pattern)) if (s.index > mark) return s;
            if (!process.isAlive() || System.nanoTime() > deadline) {
                throw new AssertionError("no sign of " + what + " within " + timeout.toSeconds()
                        + " s (waiting for a log line like '" + pattern.pattern() + "' after line " + mark
                        + (process.isAlive() ? "" : "; the game ended") + ")\n" + tail(40));
            }
            sleep(50);
        }
    }

    /** The index of the last line so far (-1 while there is none): a mark for {@link #awaitAfter}. */
    synchronized int lastIndex() {
        return lines.size() - 1;
    }

    synchronized List<String> lines() {
        return new ArrayList<>(lines);
    }

    synchronized String tail(int n) {
        StringBuilder sb = new StringBuilder("--- last lines of the game's output ---\n");
        for (int i = Math.max(0, lines.size() - n); i < lines.size(); i++)
            sb.append(lines.get(i)).append('\n');
        return sb.toString();
    }

    /**
     * Looks (at a screenshot, say) until what it sees is as {@code done} says or {@code timeout} has passed, and returns
     * the last look either way, for the caller's assertion to say what was seen.
     */
    static <T> T lookUntil(Callable<T> look, Predicate<T> done, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        T seen = look.call();
        while (!done.test(seen) && System.nanoTime() < deadline) {
            sleep(100);
            seen = look.call();
        }
        return seen;
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /**
     * Kills the game at once (SIGKILL: no shutdown hooks, no flushing) and waits until the kernel has reaped it. A
     * killed process still inside a disk write waits for that write first, which on a busy CI disk took more than 10
     * s once; a minute is the bound, and a process still there after it is described by its kernel state.
     */
    void kill(String what) throws InterruptedException {
        process.destroyForcibly();
        if (process.waitFor(60, TimeUnit.SECONDS)) return;
        String state;
        try {
            Path proc = Path.of("/proc", String.valueOf(process.pid()));
            state = Files.readAllLines(proc.resolve("status")).stream()
                            .filter(l -> l.startsWith("State:"))
                            .findFirst()
                            .orElse("State: unknown")
                    + ", waiting in " + Files.readString(proc.resolve("wchan"));
        } catch (IOException e) {
            state = "its /proc entry unreadable: " + e.getMessage();
        }
        throw new AssertionError(what + " was killed (SIGKILL) but still runs after 60 s; " + state);
    }

    @Override
    public void close() {
        Tools.stop(process);
    }
}
