package parlour.desktop;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.imageio.ImageIO;
import parlour.testing.Pixels;

/**
 * A private X server (Xvfb) for one test run, and the X tools that act on it: xdotool for the
 * player's mouse and keyboard, ImageMagick's import for screenshots.
 */
final class XvfbDisplay implements AutoCloseable {
    static final int SCREEN_WIDTH = 1024;
    static final int SCREEN_HEIGHT = 768;

    private final Process server;
    final String name; // ":N"
    private final Path log;

    private XvfbDisplay(Process server, String name, Path log) {
        this.server = server;
        this.name = name;
        this.log = log;
    }

    /**
     * Starts Xvfb on a display it picks itself (-displayfd: the server takes the first free display
     * number and writes it to our pipe, so parallel runs never collide).
     */
    static XvfbDisplay start(Path logDir) throws IOException {
        Files.createDirectories(logDir);
        Path log = logDir.resolve("xvfb.log");
        Process p = new ProcessBuilder(
                        "Xvfb",
                        "-displayfd",
                        "1",
                        "-screen",
                        "0",
                        SCREEN_WIDTH + "x" + SCREEN_HEIGHT + "x24",
                        "-nolisten",
                        "tcp",
                        "-noreset")
                .redirectError(log.toFile())
                .start();
        p.getOutputStream().close();
        CompletableFuture<String> number = CompletableFuture.supplyAsync(() -> {
            try {
                BufferedReader r =
                        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII));
                return r.readLine();
            } catch (IOException e) {
                return null;
            }
        });
        String n;
        try {
            n = number.get(30, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            Tools.stop(p);
            throw new AssertionError("Xvfb did not report a display within 30 s; see " + log);
        } catch (Exception e) {
            Tools.stop(p);
            throw new AssertionError("Xvfb failed: " + e + "; see " + log, e);
        }
        if (n == null || !n.trim().matches("\\d+")) {
            Tools.stop(p);
            throw new AssertionError("Xvfb did not start (said '" + n + "'): " + tail(log));
        }
        XvfbDisplay d = new XvfbDisplay(p, ":" + n.trim(), log);
        // The server is accepting clients once it has written the number; check anyway.
        String geometry = d.xdotool("getdisplaygeometry").trim();
        if (!geometry.equals(SCREEN_WIDTH + " " + SCREEN_HEIGHT)) {
            d.close();
            throw new AssertionError(
                    "Xvfb screen is '" + geometry + "', expected " + SCREEN_WIDTH + "x" + SCREEN_HEIGHT);
        }
        // The pointer starts at the middle of the screen, where the centred game window will be:
        // move it to the corner so that the first picture shows no hover effect.
        d.xdotool("mousemove", "0", "0");
        return d;
    }

    Map<String, String> env() {
        return Map.of("DISPLAY", name);
    }

    String xdotool(String... args) {
        String[] cmd = new String[args.length + 1];
        cmd[0] = "xdotool";
        System.arraycopy(args, 0, cmd, 1, args.length);
        return Tools.check(env(), 20, cmd);
    }

    /** Top-level visible windows of a process (by _NET_WM_PID, which GLFW sets), possibly none yet. */
    long[] windowsOf(long pid) {
        Tools.Result r = Tools.run(env(), 20, "xdotool", "search", "--onlyvisible", "--pid", Long.toString(pid));
        return ids(r.out);
    }

    /** Every visible named window (fallback when a window has no _NET_WM_PID). */
    long[] visibleWindows() {
        Tools.Result r = Tools.run(env(), 20, "xdotool", "search", "--onlyvisible", "--name", "");
        return ids(r.out);
    }

    private static long[] ids(String out) {
        return out.lines()
                .map(String::trim)
                .filter(s -> s.matches("\\d+"))
                .mapToLong(Long::parseLong)
                .toArray();
    }

    /** Window position and size on the screen. */
    Rectangle geometry(long window) {
        String out = xdotool("getwindowgeometry", "--shell", Long.toString(window));
        int x = 0, y = 0, w = 0, h = 0;
        for (String line : out.split("\n")) {
            String[] kv = line.trim().split("=", 2);
            if (kv.length != 2) continue;
            switch (kv[0]) {
                case "X":
                    x = Integer.parseInt(kv[1]);
                    break;
                case "Y":
                    y = Integer.parseInt(kv[1]);
                    break;
                case "WIDTH":
                    w = Integer.parseInt(kv[1]);
                    break;
                case "HEIGHT":
                    h = Integer.parseInt(kv[1]);
                    break;
                default:
                    break;
            }
        }
        return new Rectangle(x, y, w, h);
    }

    /** Moves the pointer to (x, y) relative to the window's top-left corner. */
    void pointTo(long window, int x, int y) {
        xdotool("mousemove", "--window", Long.toString(window), Integer.toString(x), Integer.toString(y));
    }

    /** Moves the pointer to (x, y) in the window and clicks the left button there. */
    void click(long window, int x, int y) {
        xdotool("mousemove", "--window", Long.toString(window), Integer.toString(x), Integer.toString(y), "click", "1");
    }

    /** Presses the right button at (x1, y1) in the window and lets it go at (x2, y2): a click where they are one. */
    void rightDrag(long window, int x1, int y1, int x2, int y2) {
        String w = Long.toString(window);
        xdotool("mousemove", "--window", w, Integer.toString(x1), Integer.toString(y1), "mousedown", "3");
        xdotool("mousemove", "--window", w, Integer.toString(x2), Integer.toString(y2), "mouseup", "3");
    }

    /** Presses and releases a key (X keysym name, e.g. Return, Right). It goes to the window under the pointer. */
    void key(String keysym) {
        xdotool("key", keysym);
    }

    /** The whole screen, as a person would see it; also saved to file. */
    BufferedImage screenshot(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Tools.check(env(), 30, "import", "-display", name, "-window", "root", file.toString());
        BufferedImage img = ImageIO.read(file.toFile());
        if (img == null) throw new AssertionError("import wrote no readable image: " + file);
        return img;
    }

    /**
     * The whole screen once two screenshots in a row show {@code region} the same (what the game had to draw there is
     * drawn); fails, saying what was awaited, when it keeps changing for {@code timeout}.
     */
    BufferedImage steadyShot(Rectangle region, Path file, Duration timeout, String what) throws IOException {
        long deadline = System.nanoTime() + timeout.toNanos();
        BufferedImage last = screenshot(file);
        while (true) {
            BufferedImage now = screenshot(file);
            if (Pixels.changed(last, now, region, 0) == 0) return now;
            if (System.nanoTime() > deadline)
                throw new AssertionError(what + ": the window kept changing for " + timeout.toSeconds()
                        + " s (the last look: " + file + ")");
            last = now;
        }
    }

    private static String tail(Path log) {
        try {
            String s = Files.readString(log);
            return s.length() > 2000 ? s.substring(s.length() - 2000) : s;
        } catch (IOException e) {
            return "(no log)";
        }
    }

    @Override
    public void close() {
        Tools.stop(server);
    }
}
