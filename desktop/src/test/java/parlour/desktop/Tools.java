package parlour.desktop;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** Finding and running the system programs the window and installer tests need (Xvfb, xdotool, ImageMagick, dpkg). */
final class Tools {
    private Tools() {}

    static boolean onCi() {
        return "true".equalsIgnoreCase(System.getenv("CI"));
    }

    /** The program's path on PATH, or null. */
    static Path find(String name) {
        String path = System.getenv().getOrDefault("PATH", "/usr/local/bin:/usr/bin:/bin");
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) continue;
            Path p = Path.of(dir, name);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) return p;
        }
        return null;
    }

    /**
     * Why the test cannot run here (programs missing), or null when everything is installed. On CI this
     * fails instead: nothing may skip there, and a missing program means .ci/run did not install it.
     */
    static String missing(String installHint, String... programs) {
        List<String> missing = new ArrayList<>();
        for (String p : programs) if (find(p) == null) missing.add(p);
        if (missing.isEmpty()) return null;
        String message = "missing " + String.join(", ", missing) + ": " + installHint;
        if (onCi()) fail(message + " (CI=true, so this fails instead of skipping)");
        return message;
    }

    /** Result of a finished command. */
    static final class Result {
        final int exit;
        final String out;
        /** Standard error, when it was kept apart from {@link #out} ({@link #runFed}); else empty. */
        final String err;

        Result(int exit, String out) {
            this(exit, out, "");
        }

        Result(int exit, String out, String err) {
            this.exit = exit;
            this.out = out;
            this.err = err;
        }
    }

    /**
     * Runs a command to the end with {@code input} on its standard input, in the environment {@code env} alone (nothing
     * inherited), stdout and stderr kept apart (through files, so a long answer cannot block it).
     */
    static Result runFed(Map<String, String> env, long timeoutSeconds, String input, String... command) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("parlour-run-");
            Path in = Files.writeString(dir.resolve("in"), input, StandardCharsets.UTF_8);
            Path out = dir.resolve("out"), err = dir.resolve("err");
            ProcessBuilder pb = new ProcessBuilder(command)
                    .redirectInput(in.toFile())
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile());
            pb.environment().clear();
            pb.environment().putAll(env);
            Process p = pb.start();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                stop(p);
                throw new AssertionError("timed out after " + timeoutSeconds + " s: " + String.join(" ", command));
            }
            return new Result(
                    p.exitValue(),
                    Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AssertionError("could not run " + String.join(" ", command) + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted: " + String.join(" ", command), e);
        } finally {
            deleteTree(dir);
        }
    }

    /** Runs a command to the end (stdout and stderr together), with extra environment variables. */
    static Result run(Map<String, String> env, long timeoutSeconds, String... command) {
        try {
            ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
            pb.environment().putAll(env);
            Process p = pb.start();
            p.getOutputStream().close();
            // Outputs here are small (window ids, geometry): read after exit is safe.
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("timed out after " + timeoutSeconds + " s: " + String.join(" ", command));
            }
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return new Result(p.exitValue(), out);
        } catch (IOException e) {
            throw new AssertionError("could not run " + String.join(" ", command) + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted: " + String.join(" ", command), e);
        }
    }

    /** Like {@link #run} but fails unless the command exits 0; returns its output. */
    static String check(Map<String, String> env, long timeoutSeconds, String... command) {
        Result r = run(env, timeoutSeconds, command);
        if (r.exit != 0) {
            throw new AssertionError(String.join(" ", command) + " exited " + r.exit + ": " + r.out.trim());
        }
        return r.out;
    }

    /** Deletes a temporary directory; leftovers are harmless. */
    static void deleteTree(Path dir) {
        if (dir == null || !Files.exists(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException | UncheckedIOException e) {
            // ignore
        }
    }

    /** Ends a process we started: politely, then by force; its children too. */
    static void stop(Process p) {
        if (p == null) return;
        p.descendants().forEach(ProcessHandle::destroy);
        p.destroy();
        try {
            if (!p.waitFor(5, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
        }
    }
}
