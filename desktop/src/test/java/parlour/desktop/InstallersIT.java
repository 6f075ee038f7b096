package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import parlour.testing.Pixels;

/**
 * The desktop as people install it, made by {@code mvn package}: the app image (its own runtime, no JDK needed) opens a
 * real window under Xvfb, and the .deb is put on this machine with dpkg (as root: CI runs so) and taken off again.
 * Prints the sizes as [measure] lines; InstallersBench, outside the default run, times the starts against
 * {@code java -jar}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class InstallersIT {
    private static final Pattern FIRST_FRAME = Pattern.compile("first frame after (\\d+) ms.*");
    private static final List<String> ARGS = WindowSession.humans("dots", "2x2", "800x600");
    private static final String SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
    private static final String DESKTOP_ENTRY = "/usr/share/applications/parlour-parlour.desktop";
    private static final String MANUAL = "/usr/share/man/man1/parlour.1.gz";
    private static final String COMPLETION = "/usr/share/bash-completion/completions/parlour";

    private String version;
    private Path appImage, launcher, deb, runtime;

    @BeforeAll
    void paths() {
        version = System.getProperty("parlour.version");
        assertNotNull(version, "system property parlour.version (the pom's version) is not set: run through Maven");
        appImage = Path.of(System.getProperty("parlour.appImage", "target/jpackage/parlour"))
                .toAbsolutePath();
        launcher = appImage.resolve("bin/parlour");
        deb = Path.of(System.getProperty("parlour.deb", "target/parlour_" + version + "-1_amd64.deb"))
                .toAbsolutePath();
        runtime = Path.of(System.getProperty("parlour.runtime", "target/installers/runtime"))
                .toAbsolutePath();
    }

    /** The installers are made unless -Dinstallers.skip; then these tests skip, except in CI, where they fail. */
    private void requireInstallers() {
        if (!Boolean.getBoolean("installers.skip")) return;
        String message = "the installers were not built (-Dinstallers.skip)";
        if (Tools.onCi()) fail(message + "; CI=true, so this fails instead of skipping");
        System.out.println("[installers] SKIPPED: " + message);
        assumeTrue(false, message);
    }

    @Test
    @Order(1)
    @DisplayName("the app image holds its own runtime, the jar, LICENSE and NOTICE, and answers without a JDK")
    void appImageHoldsItsRuntimeAndAnswersWithoutAJdk() throws IOException {
        requireInstallers();
        // Given the app image and the runtime jlink made for it
        assertTrue(Files.isExecutable(launcher), "no launcher at " + launcher);
        assertTrue(Files.isRegularFile(appImage.resolve("lib/app/parlour.jar")), "no jar in the app image");
        assertArrayEquals(
                Files.readAllBytes(Path.of("../LICENSE")),
                Files.readAllBytes(appImage.resolve("lib/app/LICENSE")),
                "the app image's LICENSE");
        assertArrayEquals(
                Files.readAllBytes(Path.of("../NOTICE")),
                Files.readAllBytes(appImage.resolve("lib/app/NOTICE")),
                "the app image's NOTICE");
        assertArrayEquals(
                Files.readAllBytes(Path.of("../licenses/LWJGL-BSD-3-Clause.txt")),
                Files.readAllBytes(appImage.resolve("lib/app/licenses/LWJGL-BSD-3-Clause.txt")),
                "the app image's licences named in NOTICE");
        String modules = modules(appImage.resolve("lib/runtime/release"));
        assertEquals(modules(runtime.resolve("release")), modules, "the app image's runtime is not jlink's");
        assertThat(modules)
                .as("the runtime lacks java.base or jdk.unsupported: " + modules)
                .contains("java.base");
        assertThat(modules)
                .as("the runtime lacks java.base or jdk.unsupported: " + modules)
                .contains("jdk.unsupported");
        assertFalse(Files.exists(appImage.resolve("lib/runtime/jmods")), "the runtime carries jmods");

        // When the launcher is run where no java can be found
        Path empty = Files.createTempDirectory("parlour-no-jdk-");
        try {
            Map<String, String> noJdk = Map.of("PATH", empty.toString(), "HOME", empty.toString());
            // Then it says the pom's version and speaks the engine protocol
            expectVersion(Tools.runFed(noJdk, 60, "", launcher.toString(), "--version"));
            expectEngine(Tools.runFed(noJdk, 60, engineScript(), launcher.toString(), "engine"));
        } finally {
            Tools.deleteTree(empty);
        }

        System.out.println("[measure] installers runtime (jlink; modules " + modules + "): " + duMb(runtime) + " MB");
        System.out.println("[measure] installers app image " + appImage.getFileName() + ": " + duMb(appImage) + " MB");
        if (Files.isRegularFile(deb))
            System.out.printf("[measure] installers %s: %.1f MB%n", deb.getFileName(), Files.size(deb) / 1048576.0);
    }

    @Test
    @Order(2)
    @DisplayName(
            "the app image opens a window of the game under Xvfb, on its own runtime, and writes nothing into itself")
    void appImageOpensAWindowWithoutAJdk() throws Exception {
        requireInstallers();
        String missing = WindowSession.missingTools();
        assumeTrue(missing == null, missing);
        Map<String, String> before = snapshot(appImage);
        // Given the launcher started with no JAVA_HOME and no java on its PATH
        try (WindowSession s = WindowSession.startLauncher(launcher, "parlour-appimage-home-", "appimage.log", ARGS)) {
            // When its first frame is drawn
            GameProcess.Seen first = s.game.await(FIRST_FRAME, Duration.ofSeconds(60), "the app image's first frame");
            System.out.println("[installers] app image first frame: " + first.match.group());

            // Then a window of the asked size is on screen, showing more than a blank fill
            long window = waitForWindow(s, Duration.ofSeconds(20));
            Rectangle r = s.x.geometry(window);
            assertThat(Math.abs(r.width - 800))
                    .as("asked for an 800x600 window, got " + r.width + "x" + r.height)
                    .isLessThanOrEqualTo(2);
            assertThat(Math.abs(r.height - 600))
                    .as("asked for an 800x600 window, got " + r.width + "x" + r.height)
                    .isLessThanOrEqualTo(2);
            Path shotFile = s.shots.resolve("appimage-window.png");
            Pixels.Spread spread = null;
            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            do {
                BufferedImage shot = s.x.screenshot(shotFile);
                spread = Pixels.spread(shot, r);
                if (spread.distinct >= 16 && spread.dominantShare < 0.97) break;
                GameProcess.sleep(250);
            } while (System.nanoTime() < deadline);
            assertThat(spread.distinct)
                    .as("the window looks blank (" + spread + "), see " + shotFile)
                    .isGreaterThanOrEqualTo(16);
            assertThat(spread.dominantShare)
                    .as("the window looks blank (" + spread + "), see " + shotFile)
                    .isLessThan(0.97);

            // And the JVM in it is the app image's runtime, not a JDK of this machine
            String jvm = loadedJvm(s.game.process.toHandle());
            assertTrue(
                    jvm.startsWith(appImage.resolve("lib/runtime").toString()),
                    "the game runs on " + jvm + ", not on the app image's runtime");
            // And the game keeps its things in the home folder it was given
            assertTrue(
                    Files.isDirectory(s.home.resolve(".local/share/parlour")),
                    "no .local/share/parlour in the game's home " + s.home);
        }
        assertEquals(before, snapshot(appImage), "the game changed files in its install folder");
    }

    @Test
    @Order(4)
    @DisplayName("the .deb installs parlour on the PATH with a menu entry and icon, and dpkg -r takes it all away")
    void debPutsParlourOnThePathAndTakesItAway() throws IOException {
        requireInstallers();
        String missing = Tools.missing("apt-get install dpkg xdg-utils", "dpkg", "dpkg-query", "xdg-desktop-menu");
        assumeTrue(missing == null, missing);
        assertTrue(Files.isRegularFile(deb), "no package at " + deb);
        String whyNot = null;
        if (!Tools.check(Map.of(), 10, "id", "-u").trim().equals("0")) {
            whyNot = "dpkg -i needs root (CI runs as root)";
        } else if (known()) {
            whyNot = "a parlour package is installed on this machine already; the test would replace and remove it";
        }
        if (whyNot != null) {
            if (Tools.onCi()) fail(whyNot + "; CI=true, so this fails instead of skipping");
            System.out.println("[installers] SKIPPED the .deb test: " + whyNot);
            assumeTrue(false, whyNot);
        }
        Map<String, String> env = Map.of("PATH", SYSTEM_PATH, "HOME", System.getProperty("user.home"));
        try {
            // Given the package installed with dpkg
            Map<String, Boolean> foldersBefore = folders();
            Tools.Result install = Tools.run(Map.of(), 300, "dpkg", "-i", deb.toString());
            assertEquals(0, install.exit, "dpkg -i failed: " + install.out);
            Map<String, String> before = snapshot(Path.of("/opt/parlour"));

            // Then parlour is a command on the PATH, the launcher in /opt/parlour
            Tools.Result which = Tools.runFed(env, 10, "", "sh", "-c", "command -v parlour");
            assertEquals("/usr/bin/parlour", which.out.trim(), "parlour on the PATH: " + which.out + which.err);
            assertEquals(
                    Path.of("/opt/parlour/bin/parlour"),
                    Path.of("/usr/bin/parlour").toRealPath(),
                    "/usr/bin/parlour is not the package's launcher");
            // And it says the pom's version and speaks the engine protocol
            expectVersion(Tools.runFed(env, 60, "", "sh", "-c", "parlour --version"));
            expectEngine(Tools.runFed(env, 60, engineScript(), "sh", "-c", "exec parlour engine"));
            // And the menu has an entry for it, whose icon and program are there
            Map<String, String> entry = desktopEntry(Path.of(DESKTOP_ENTRY));
            assertEquals("Parlour", entry.get("Name"), "the menu entry's name");
            assertEquals("/opt/parlour/bin/parlour", entry.get("Exec"), "the menu entry's program");
            assertThat(entry.getOrDefault("Categories", ""))
                    .as("not in the Game menu: " + entry)
                    .contains("Game");
            BufferedImage icon = ImageIO.read(Path.of(entry.get("Icon")).toFile());
            assertNotNull(icon, "the menu entry's icon is not a picture: " + entry.get("Icon"));
            assertEquals(256, icon.getWidth(), "icon width");
            // And its help's usage lines name the command it is installed as, which has a manual page and completion
            Tools.Result help = Tools.runFed(env, 60, "", "sh", "-c", "parlour --help");
            assertThat(help.out)
                    .as("parlour --help")
                    .contains("  parlour [OPTIONS]\n")
                    .doesNotContain("java -jar");
            assertThat(Tools.check(Map.of(), 30, "sh", "-c", "gzip -dc " + MANUAL))
                    .as("the manual page " + MANUAL)
                    .startsWith(".TH PARLOUR 1")
                    .contains(".B \\-\\-game \\fIID\\fR");
            Tools.Result completion = Tools.runFed(
                    env,
                    30,
                    "",
                    "bash",
                    "-c",
                    ". " + COMPLETION + "; COMP_WORDS=(parlour --ga); COMP_CWORD=1; COMP_LINE='parlour --ga';"
                            + " COMP_POINT=12; _complete_parlour; printf '%s\\n' \"${COMPREPLY[@]}\"");
            assertThat(completion.out.strip())
                    .as("bash completes parlour --ga: " + completion.err)
                    .isEqualTo("--game");
            // And the licence and notice came along
            assertTrue(Files.isRegularFile(Path.of("/opt/parlour/lib/app/LICENSE")), "no LICENSE installed");
            assertTrue(Files.isRegularFile(Path.of("/opt/parlour/lib/app/NOTICE")), "no NOTICE installed");
            assertTrue(
                    Files.isRegularFile(Path.of("/opt/parlour/lib/app/licenses/LGPL-2.txt")),
                    "the licences NOTICE names were not installed");
            assertThat(Files.readString(Path.of("/opt/parlour/share/doc/copyright")))
                    .as("the package's copyright file lacks the licence")
                    .contains("Apache License");
            // And running it wrote nothing into the install folder
            assertEquals(before, snapshot(Path.of("/opt/parlour")), "parlour changed files in /opt/parlour");

            // When the package is removed
            Tools.Result remove = Tools.run(Map.of(), 120, "dpkg", "-r", "parlour");
            assertEquals(0, remove.exit, "dpkg -r failed: " + remove.out);

            // Then the command, the menu entry and the install folder are gone
            Tools.Result gone = Tools.runFed(env, 10, "", "sh", "-c", "command -v parlour");
            assertNotEquals(0, gone.exit, "parlour is still on the PATH: " + gone.out);
            assertFalse(Files.exists(Path.of("/usr/bin/parlour"), LinkOption.NOFOLLOW_LINKS), "/usr/bin/parlour left");
            assertFalse(Files.exists(Path.of(DESKTOP_ENTRY)), "the menu entry is left");
            assertFalse(Files.exists(Path.of("/opt/parlour/bin/parlour")), "the launcher is left");
            assertFalse(Files.exists(Path.of(MANUAL), LinkOption.NOFOLLOW_LINKS), "the manual page is left");
            assertFalse(Files.exists(Path.of(COMPLETION), LinkOption.NOFOLLOW_LINKS), "the completion is left");
            assertEquals(foldersBefore, folders(), "dpkg -r left folders that the package made");
            assertFalse(installed(), "dpkg still has parlour installed: " + status());
        } finally {
            // whatever happened above (even a half-installed package), this machine ends without parlour
            if (known()) {
                Tools.Result purge = Tools.run(Map.of(), 120, "dpkg", "--purge", "parlour");
                System.out.println("[installers] clean-up: dpkg --purge parlour exited " + purge.exit
                        + (purge.exit == 0 ? "" : ": " + purge.out));
            }
        }
    }

    /** Whether each folder that postinst may make was there. */
    private static Map<String, Boolean> folders() {
        Map<String, Boolean> out = new TreeMap<>();
        for (String f : List.of(
                "/usr/share/applications",
                "/usr/share/desktop-directories",
                "/usr/share/man/man1",
                "/usr/share/bash-completion",
                "/usr/share/bash-completion/completions")) out.put(f, Files.isDirectory(Path.of(f)));
        return out;
    }

    private static String engineScript() {
        return "protocol_version\nname\nversion\nlist_commands\ngame dots\nboardsize 2 2\nplay a1-b1\nscore\nquit\n";
    }

    private void expectVersion(Tools.Result r) {
        assertEquals(0, r.exit, "--version exited " + r.exit + ": " + r.err);
        assertEquals("Parlour " + version, r.out.trim(), "--version printed " + r.out + r.err);
    }

    /** The answers to {@link #engineScript()}, one per command, in order. */
    private void expectEngine(Tools.Result r) {
        assertEquals(0, r.exit, "engine exited " + r.exit + ": " + r.err);
        List<String> answers =
                Arrays.stream(r.out.split("\n\n")).map(String::strip).collect(Collectors.toList());
        assertEquals(9, answers.size(), "one answer a command: " + r.out + r.err);
        assertEquals("= 2", answers.get(0), "protocol_version");
        assertEquals("= Parlour", answers.get(1), "name");
        assertEquals("= " + version, answers.get(2), "version");
        List<String> commands = List.of(answers.get(3).substring(1).strip().split("\n"));
        assertTrue(
                commands.containsAll(List.of("protocol_version", "name", "version", "game", "play", "genmove", "quit")),
                "list_commands: " + commands);
        assertEquals(List.of("=", "=", "=", "= 0 0", "="), answers.subList(4, 9), "game, boardsize, play, score, quit");
    }

    /** dpkg's status of parlour (e.g. "ii " installed, "iF " half-configured), or "" when dpkg does not know it. */
    private static String status() {
        Tools.Result r = Tools.run(Map.of(), 30, "dpkg-query", "-W", "-f=${db:Status-Abbrev}", "parlour");
        return r.exit == 0 ? r.out.trim() : "";
    }

    private static boolean installed() {
        return status().startsWith("ii");
    }

    /** Some of the package is on this machine, in whatever state (not "un", unknown or purged). */
    private static boolean known() {
        String s = status();
        return !s.isEmpty() && !s.startsWith("un");
    }

    /** The MODULES line of a runtime's release file. */
    private static String modules(Path release) throws IOException {
        assertTrue(Files.isRegularFile(release), "no runtime release file " + release);
        return Files.readAllLines(release).stream()
                .filter(l -> l.startsWith("MODULES="))
                .map(l -> l.substring("MODULES=".length()).replace("\"", ""))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no MODULES in " + release));
    }

    /** The key=value lines of a .desktop file's [Desktop Entry] group. */
    private static Map<String, String> desktopEntry(Path file) throws IOException {
        assertTrue(Files.isRegularFile(file), "no menu entry at " + file);
        Map<String, String> entry = new TreeMap<>();
        for (String line : Files.readAllLines(file)) {
            int eq = line.indexOf('=');
            if (!line.startsWith("#") && eq > 0)
                entry.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
        }
        return entry;
    }

    /** Every file below a folder with its size and time of change: two equal snapshots mean nothing was written. */
    private static Map<String, String> snapshot(Path dir) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                files.put(dir.relativize(p).toString(), a.size() + " " + a.lastModifiedTime());
            }
        }
        return files;
    }

    /** Disk use of a folder in MB, as du counts it. */
    private static String duMb(Path dir) {
        long kb = Long.parseLong(
                Tools.check(Map.of(), 30, "du", "-sk", dir.toString()).split("\\s+")[0]);
        return String.format("%.1f", kb / 1024.0);
    }

    /** The libjvm.so mapped into the process (or a process it started), from /proc/PID/maps. */
    private static String loadedJvm(ProcessHandle game) throws IOException {
        List<ProcessHandle> all = new ArrayList<>();
        all.add(game);
        game.descendants().forEach(all::add);
        for (ProcessHandle h : all) {
            for (String line : Files.readAllLines(Path.of("/proc/" + h.pid() + "/maps"))) {
                int at = line.indexOf('/');
                if (at >= 0 && line.endsWith("/libjvm.so")) return line.substring(at);
            }
        }
        throw new AssertionError("no libjvm.so in the game's processes");
    }

    /** The game's window: by its process id, or any sizeable visible window of the private display. */
    private static long waitForWindow(WindowSession s, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            long[] ids = s.x.windowsOf(s.game.process.pid());
            if (ids.length == 0) ids = s.x.visibleWindows();
            for (long id : ids) {
                Rectangle g = s.x.geometry(id);
                if (g.width >= 100 && g.height >= 100 && g.width < XvfbDisplay.SCREEN_WIDTH) return id;
            }
            if (System.nanoTime() > deadline) fail("no window of the game within " + timeout.toSeconds() + " s");
            GameProcess.sleep(200);
        }
    }
}
