package sitebuild;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Why a second build of the same sources does not compile the widget again: the GWT compiler's output (the site's
 * scripts and assets, its compile report) kept under a digest of everything it reads (the sources of core and html, the
 * assets it copies, the poms with every version and compiler argument, the JDK), beside the Maven repository as the
 * Six Men's Morris tables are. The compile takes 85-105 s of CPU; a copy from here, a second.
 *
 * <p>{@code look KEY CACHE TARGET INPUT...}: digests the inputs (files or folders, by relative name and content) into
 * KEY; with the cache holding that digest, puts its outputs in place under TARGET and writes KEY.hit, which tells the
 * build to skip the compiler ({@code gwt.skipCompilation}). {@code keep KEY CACHE TARGET}: after a compile, leaves its
 * outputs in the cache under KEY's digest, keeping the {@link #KEPT} newest.
 */
public final class GwtCompileCache {
    /** What the compiler writes, relative to html/target. */
    static final List<String> OUTPUTS = List.of("parlour-web/parlour", "parlour-web/assets", "gwt/extra", "gwt/deploy");
    /** The compile's loader script, under the first output: written by every compile. */
    static final String SCRIPT = "parlour.nocache.js";
    /** How many compiles the cache keeps (about 35 MB each, most of it the compile report). */
    static final int KEPT = 3;

    private GwtCompileCache() {}

    public static void main(String[] args) throws IOException {
        if (args.length < 3 || !(args[0].equals("look") || args[0].equals("keep"))) {
            System.err.println("usage: GwtCompileCache look KEY CACHE TARGET INPUT... | keep KEY CACHE TARGET");
            System.exit(2);
        }
        Path key = Paths.get(args[1]), cache = Paths.get(args[2]), target = Paths.get(args[3]);
        if (args[0].equals("look")) {
            List<Path> inputs = new ArrayList<>();
            for (String a : Arrays.asList(args).subList(4, args.length)) inputs.add(Paths.get(a));
            String digest = digest(inputs, settings(System.getProperties()));
            System.out.println("[gwt cache] " + (look(key, cache, target, digest) ? "compiled before: " : "new: ")
                    + cache.resolve(digest));
        } else if (keep(key, cache, target)) System.out.println("[gwt cache] kept in " + cache);
    }

    /**
     * What else the compile depends on: the JDK, and the build's gwt.* properties from the command line (such as
     * -Dgwt.style=PRETTY), but whether the compiler runs at all.
     */
    static String settings(Properties properties) {
        StringBuilder s = new StringBuilder("java.version=" + properties.getProperty("java.version"));
        for (String name : new TreeSet<>(properties.stringPropertyNames()))
            if (name.startsWith("gwt.") && !name.equals("gwt.skipCompilation"))
                s.append('\n').append(name).append('=').append(properties.getProperty(name));
        return s.toString();
    }

    /**
     * Writes {@code digest} into {@code key}; when the cache holds its compile, puts it in place under {@code target}
     * and writes the key's .hit file. Returns whether it did.
     */
    static boolean look(Path key, Path cache, Path target, String digest) throws IOException {
        Files.createDirectories(key.toAbsolutePath().getParent());
        Path hit = hitFile(key);
        Files.deleteIfExists(hit);
        Files.writeString(key, digest, StandardCharsets.UTF_8);
        Path entry = cache.resolve(digest);
        if (!Files.isDirectory(entry)) return false;
        for (String out : OUTPUTS) {
            FileTrees.delete(target.resolve(out));
            if (Files.isDirectory(entry.resolve(out))) FileTrees.copy(entry.resolve(out), target.resolve(out));
        }
        // a used compile counts as new: the pruning in keep spares it
        Files.setLastModifiedTime(entry, Files.getLastModifiedTime(key));
        Files.writeString(hit, digest, StandardCharsets.UTF_8);
        return true;
    }

    /**
     * Leaves the outputs under {@code target} in the cache under the digest in {@code key}, unless they came from
     * there; keeps the {@link #KEPT} newest compiles. Returns whether it left them.
     */
    static boolean keep(Path key, Path cache, Path target) throws IOException {
        if (!Files.exists(key) || Files.exists(hitFile(key))) return false;
        // only a compile made since the look: with the compiler skipped, what is there may be an older one's
        Path script = target.resolve(OUTPUTS.get(0)).resolve(SCRIPT);
        if (!Files.exists(script) || Files.getLastModifiedTime(script).compareTo(Files.getLastModifiedTime(key)) < 0)
            return false;
        String digest = Files.readString(key, StandardCharsets.UTF_8).trim();
        Files.createDirectories(cache);
        Path entry = cache.resolve(digest);
        if (Files.isDirectory(entry)) return false;
        // written aside and renamed: another build reading the cache meanwhile sees the whole compile or none
        Path part = Files.createTempDirectory(cache, digest + ".part");
        for (String out : OUTPUTS)
            if (Files.isDirectory(target.resolve(out))) FileTrees.copy(target.resolve(out), part.resolve(out));
        try {
            Files.move(part, entry, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            FileTrees.delete(part); // another build kept the same compile first
            return false;
        }
        prune(cache);
        return true;
    }

    /**
     * SHA-256 over every input file, in order of its name relative to the input given (folders walked), its name and
     * its bytes (an input that is not there, by its name), then {@code more}; the first 24 hex digits.
     */
    static String digest(List<Path> inputs, String... more) throws IOException {
        MessageDigest sha = sha256();
        for (Path input : inputs) {
            if (!Files.exists(input)) { // html built alone: core's generated sources are in its jar, not here
                sha.update((input.getFileName() + "\0absent\0").getBytes(StandardCharsets.UTF_8));
                continue;
            }
            for (Path f : FileTrees.files(input)) {
                String name = input.getFileName() + "/"
                        + input.relativize(f).toString().replace('\\', '/');
                sha.update(name.getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
                sha.update(Files.readAllBytes(f));
                sha.update((byte) 0);
            }
        }
        for (String m : more) sha.update(m.getBytes(StandardCharsets.UTF_8));
        StringBuilder hex = new StringBuilder();
        for (byte b : sha.digest())
            hex.append(Character.forDigit((b >> 4) & 15, 16)).append(Character.forDigit(b & 15, 16));
        return hex.substring(0, 24);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    private static Path hitFile(Path key) {
        return key.resolveSibling(key.getFileName() + ".hit");
    }

    /** Deletes all but the {@link #KEPT} most recently used compiles, and parts left by a build that stopped. */
    private static void prune(Path cache) throws IOException {
        List<Path> entries;
        try (Stream<Path> s = Files.list(cache)) {
            entries = s.filter(Files::isDirectory).collect(Collectors.toList());
        }
        List<Path> whole = new ArrayList<>();
        for (Path e : entries) {
            if (e.getFileName().toString().contains(".part")) {
                // another build may be writing this one now: only an old one is left over
                if (Files.getLastModifiedTime(e).toMillis() < System.currentTimeMillis() - 3_600_000L)
                    FileTrees.delete(e);
            } else whole.add(e);
        }
        whole.sort(Comparator.comparing((Path p) -> {
                    try {
                        return Files.getLastModifiedTime(p).toMillis();
                    } catch (IOException ex) {
                        return 0L;
                    }
                })
                .reversed());
        for (Path old : whole.subList(Math.min(KEPT, whole.size()), whole.size())) FileTrees.delete(old);
    }
}
