package parlour.desktop.morris;

import static parlour.words.Tr.t;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import parlour.app.MorrisTables;
import parlour.desktop.CommandLines;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Builds the Six Men's Morris database files the desktop jar carries (run by the build, see desktop/pom.xml):
 * {@code six-flying-on.mtb} and {@code six-flying-off.mtb} in DIR, in the format the web
 * widget fetches too. Both are built at once, one thread each, and the time, memory, size and what the table says
 * are printed. Files already there are kept unless {@code --force}. With {@code --fingerprints FOLDER}, the
 * fingerprint of each table as solved ({@link MorrisTables.Table#fingerprint}) goes there too, in a file named for
 * the table's with {@code .fingerprint} added: the tests check the file against it without solving the table again.
 * With {@code --cache FOLDER}, tables solved before by the same code are taken from there (and new ones left there): the
 * key is a digest of every class of the core the tables come from, so any change to it solves them again. The build
 * keeps them under ~/.m2/build-cache, beside the Maven repository: a second build on a machine solves nothing.
 */
public final class MorrisTableTool implements Callable<Integer> {
    final CommandSpec spec;

    MorrisTableTool() {
        spec = CommandLines.command(
                this,
                "MorrisTableTool",
                t("Builds the Six Men's Morris database files the desktop jar carries."),
                "java -cp parlour.jar parlour.desktop.morris.MorrisTableTool [--force] DIR");
        spec.addPositional(PositionalParamSpec.builder()
                .index("0")
                .arity("1")
                .required(true)
                .paramLabel("DIR")
                .type(String.class)
                .description(CommandLines.plain(t("the folder the two files go to")))
                .build());
        spec.addOption(OptionSpec.builder("--force")
                .type(boolean.class)
                .arity("0")
                .description(CommandLines.plain(t("build the files again even where they are there and sound")))
                .build());
        spec.addOption(OptionSpec.builder("--cache")
                .type(String.class)
                .paramLabel("FOLDER")
                .description(CommandLines.plain(t("where tables solved before by the same code are kept")))
                .build());
        spec.addOption(OptionSpec.builder("--fingerprints")
                .type(String.class)
                .paramLabel("FOLDER")
                .description(CommandLines.plain(t("where the fingerprints of the tables as solved go")))
                .build());
        CommandLines.finish(spec);
    }

    public static void main(String[] args) {
        int status = CommandLines.execute(CommandLines.of(new MorrisTableTool().spec, System.out, System.err), args);
        // a usage problem ends a run by hand; a failed build fails the Maven run that calls this in its own JVM
        if (status == 2) System.exit(status);
        if (status != 0) throw new IllegalStateException("the Morris tables were not built (status " + status + ")");
    }

    @Override
    public Integer call() throws Exception {
        String dir = spec.positionalParameters().get(0).getValue();
        String fingerprints = spec.findOption("--fingerprints").getValue();
        String cache = spec.findOption("--cache").getValue();
        build(
                Paths.get(dir),
                fingerprints == null ? null : Paths.get(fingerprints),
                cache == null ? null : Paths.get(cache).normalize().resolve(coreDigest()),
                Boolean.TRUE.equals(spec.findOption("--force").getValue()));
        return 0;
    }

    /**
     * Builds both files in {@code dir}, one thread each, keeping those already there (with their fingerprints in
     * {@code fingerprints}, unless that is null) unless {@code force}; takes those in {@code cached} (unless null)
     * instead of solving them, and leaves there those it solves.
     */
    private static void build(Path dir, Path fingerprints, Path cached, boolean force) throws Exception {
        Files.createDirectories(dir);
        if (fingerprints != null) Files.createDirectories(fingerprints);
        if (cached != null && !force) fromCache(cached, dir, fingerprints);
        Thread[] threads = new Thread[2];
        Exception[] failed = new Exception[1];
        for (int i = 0; i < 2; i++) {
            boolean flying = i == 0;
            Path file = dir.resolve(MorrisTables.fileName(flying));
            Path fingerprint = fingerprints == null ? null : fingerprints.resolve(fingerprintName(flying));
            if (!force && decodes(file, flying) && (fingerprint == null || Files.exists(fingerprint))) {
                System.out.println("[morris table] " + file.getFileName() + " is already built");
                continue;
            }
            threads[i] = new Thread(() -> {
                try {
                    build(flying, file, fingerprint);
                } catch (Exception e) {
                    failed[0] = e;
                }
            });
            threads[i].start();
        }
        for (Thread t : threads) if (t != null) t.join();
        if (failed[0] != null) throw failed[0];
        if (cached != null) toCache(dir, fingerprints, cached);
    }

    /** Copies the cache's sound files (and their fingerprints) of this code into place, where not there already. */
    private static void fromCache(Path cached, Path dir, Path fingerprints) throws IOException {
        for (boolean flying : new boolean[] {true, false}) {
            Path file = cached.resolve(MorrisTables.fileName(flying));
            Path print = cached.resolve(fingerprintName(flying));
            Path target = dir.resolve(MorrisTables.fileName(flying));
            if (decodes(target, flying) || !decodes(file, flying) || !Files.exists(print)) continue;
            copy(file, target);
            if (fingerprints != null) copy(print, fingerprints.resolve(fingerprintName(flying)));
            System.out.println(
                    "[morris table] " + target.getFileName() + " solved before by this code: from " + cached);
        }
    }

    /** Leaves the built files and their fingerprints in the cache for the next build of this code. */
    private static void toCache(Path dir, Path fingerprints, Path cached) throws IOException {
        if (fingerprints == null) return; // a cached table without its fingerprint would not be taken
        Files.createDirectories(cached);
        for (boolean flying : new boolean[] {true, false}) {
            Path file = dir.resolve(MorrisTables.fileName(flying));
            Path print = fingerprints.resolve(fingerprintName(flying));
            if (Files.exists(cached.resolve(file.getFileName())) || !Files.exists(print)) continue;
            copy(print, cached.resolve(print.getFileName()));
            copy(file, cached.resolve(file.getFileName()));
        }
    }

    /** Copies by way of a temporary file, so that a build running meanwhile never reads half a file. */
    private static void copy(Path from, Path to) throws IOException {
        Path tmp = Files.createTempFile(to.getParent(), to.getFileName().toString(), ".tmp");
        Files.copy(from, tmp, StandardCopyOption.REPLACE_EXISTING);
        Files.move(tmp, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * A digest of every class file of the core the tables are solved with (a folder or a jar), by name and content:
     * the same sources compiled the same way give the same key on any machine.
     */
    static String coreDigest() throws IOException, NoSuchAlgorithmException, URISyntaxException {
        Path core = Paths.get(MorrisTables.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        if (Files.isDirectory(core)) {
            List<Path> classes;
            try (Stream<Path> all = Files.walk(core)) {
                classes = all.filter(f -> f.toString().endsWith(".class"))
                        .sorted()
                        .collect(Collectors.toList());
            }
            for (Path f : classes) {
                digest.update(core.relativize(f).toString().replace('\\', '/').getBytes("UTF-8"));
                digest.update(Files.readAllBytes(f));
            }
        } else {
            try (JarFile jar = new JarFile(core.toFile())) {
                List<JarEntry> classes = new ArrayList<>();
                for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
                    JarEntry entry = e.nextElement();
                    if (entry.getName().endsWith(".class")) classes.add(entry);
                }
                classes.sort((a, b) -> a.getName().compareTo(b.getName()));
                for (JarEntry entry : classes) {
                    digest.update(entry.getName().getBytes("UTF-8"));
                    try (InputStream in = jar.getInputStream(entry)) {
                        digest.update(in.readAllBytes());
                    }
                }
            }
        }
        return HexFormat.of().formatHex(digest.digest(), 0, 12);
    }

    /** Whether the file is there and decodes, with its check sum, in the current format. */
    private static boolean decodes(Path file, boolean flying) throws IOException {
        if (!Files.exists(file)) return false;
        try {
            return new MorrisTables.Decoding(Files.readAllBytes(file), flying).step(Integer.MAX_VALUE);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The name of the file that holds the fingerprint of the table of this flying rule. */
    public static String fingerprintName(boolean flying) {
        return MorrisTables.fileName(flying) + ".fingerprint";
    }

    private static void build(boolean flying, Path file, Path fingerprint) throws IOException {
        long t0 = System.nanoTime();
        MorrisTables.Table table = MorrisTables.solve(flying);
        double seconds = (System.nanoTime() - t0) / 1e9;
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.write(tmp, MorrisTables.encode(table));
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        if (fingerprint != null) Files.writeString(fingerprint, table.fingerprint() + "\n");
        int start = table.startValue();
        Runtime r = Runtime.getRuntime();
        System.out.printf(
                "[morris table] flying %s: %d positions in %.1f s, %d bytes, heap in use %.0f MB; start position %s; longest forced win %d plies%n",
                flying ? "on" : "off",
                table.positions(),
                seconds,
                Files.size(file),
                (r.totalMemory() - r.freeMemory()) / 1e6,
                start == 0 ? "drawn" : start > 0 ? "won in " + (start - 1) : "lost in " + (-start - 1),
                table.longestWin());
    }
}
