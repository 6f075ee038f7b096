package parlour.assets;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Build-time asset generator for Parlour. Writes everything the game loads (via {@code Gdx.files.internal(...)}) into one
 * output directory:
 *
 * <pre>
 *   atlas/parlour.atlas, atlas/parlour.png   sprites drawn with Java2D, packed with TexturePacker
 *   fonts/sans.fnt, fonts/bold.fnt           distance-field fonts on one grey page fonts/faces.png; fonts/index.txt,
 *                                            fonts/LICENSE-DejaVu.txt
 *   sounds/*.wav                             synthesised 16-bit mono PCM, 22050 Hz
 *   everything under the static dir          copied verbatim (e.g. help/...)
 * </pre>
 *
 * Arguments: {@code <fontsDir> <staticDir> <outputDir> <workDir>}. Runs headless (no display, no GL). Output is
 * deterministic: the same inputs give byte-identical files.
 */
public final class GenerateAssets {
    private GenerateAssets() {}

    public static void main(String[] args) throws Exception {
        System.setProperty("java.awt.headless", "true");
        if (args.length != 4) {
            throw new IllegalArgumentException("usage: GenerateAssets <fontsDir> <staticDir> <outputDir> <workDir>");
        }
        Path fontsDir = Path.of(args[0]).toAbsolutePath();
        Path staticDir = Path.of(args[1]).toAbsolutePath();
        Path outDir = Path.of(args[2]).toAbsolutePath();
        Path workDir = Path.of(args[3]).toAbsolutePath();

        long t0 = System.nanoTime();
        deleteRecursively(outDir);
        deleteRecursively(workDir);
        Files.createDirectories(outDir);
        Files.createDirectories(workDir);

        long t = System.nanoTime();
        Sprites.generate(workDir.resolve("sprites"), outDir.resolve("atlas"));
        log("sprites", t);

        t = System.nanoTime();
        Fonts.generate(fontsDir, outDir.resolve("fonts"));
        log("fonts", t);

        t = System.nanoTime();
        Sounds.generate(outDir.resolve("sounds"));
        log("sounds", t);

        t = System.nanoTime();
        int copied = copyTree(staticDir, outDir);
        log("static (" + copied + " files)", t);

        log("all assets -> " + outDir, t0);
    }

    private static void log(String what, long startNanos) {
        System.out.printf("[parlour-assets] %s: %d ms%n", what, (System.nanoTime() - startNanos) / 1_000_000);
    }

    /**
     * Copies all regular files below {@code from} into {@code to} byte for byte, keeping relative paths (except
     * {@code .gitkeep} placeholders). A missing {@code from} is OK.
     */
    static int copyTree(Path from, Path to) throws IOException {
        if (!Files.isDirectory(from)) return 0;
        List<Path> files;
        try (Stream<Path> s = Files.walk(from)) {
            files = s.filter(Files::isRegularFile)
                    .filter(f -> !f.getFileName().toString().equals(".gitkeep")) // only keeps the empty dir in git
                    .sorted()
                    .collect(Collectors.toList());
        }
        for (Path f : files) {
            Path rel = from.relativize(f);
            Path dst = to.resolve(rel.toString().replace(File.separatorChar, '/'));
            Files.createDirectories(dst.getParent());
            Files.copy(f, dst, StandardCopyOption.REPLACE_EXISTING);
        }
        return files.size();
    }

    static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
