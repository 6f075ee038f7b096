package sitebuild;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import parlour.app.MorrisTables;

/**
 * Builds the Six Men's Morris database files the web widget fetches into the site's {@code morris/} folder (run
 * by the build, see html/pom.xml): the same table files the desktop jar carries, both built at once.
 * Given a second folder (the desktop build's tables), a file there that decodes soundly, with its check sum, in the
 * current format is copied instead of built again (half a minute of a full build); a missing or bad one is built.
 * Its package is outside parlour/, all of which the GWT compiler reads as the widget's source.
 */
public final class MorrisTableSite {
    private MorrisTableSite() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 1 && args.length != 2) {
            System.err.println("usage: MorrisTableSite SITE_DIR [BUILT_TABLES_DIR]");
            System.exit(2);
        }
        Path dir = Paths.get(args[0], "morris");
        Files.createDirectories(dir);
        Thread[] threads = new Thread[2];
        Exception[] failed = new Exception[1];
        for (int i = 0; i < 2; i++) {
            boolean flying = i == 0;
            Path file = dir.resolve(MorrisTables.fileName(flying));
            if (args.length == 2 && copied(Paths.get(args[1]).resolve(MorrisTables.fileName(flying)), file, flying))
                continue;
            threads[i] = new Thread(() -> {
                try {
                    long t0 = System.nanoTime();
                    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
                    Files.write(tmp, MorrisTables.build(flying));
                    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
                    System.out.println("[morris table] " + file + ": " + Files.size(file) + " bytes in "
                            + Math.round((System.nanoTime() - t0) / 1e8) / 10.0 + " s");
                } catch (Exception e) {
                    failed[0] = e;
                }
            });
            threads[i].start();
        }
        for (Thread t : threads) if (t != null) t.join();
        if (failed[0] != null) throw failed[0];
    }

    /** Copies {@code built} to {@code file} when it is a sound table of this flying rule; false when it is not. */
    static boolean copied(Path built, Path file, boolean flying) throws IOException {
        if (!Files.isRegularFile(built)) return false;
        byte[] data = Files.readAllBytes(built);
        try {
            if (!new MorrisTables.Decoding(data, flying).step(Integer.MAX_VALUE)) return false;
        } catch (IllegalArgumentException e) {
            System.out.println("[morris table] " + built + " is not used: " + e.getMessage());
            return false;
        }
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.write(tmp, data);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("[morris table] " + file + ": " + data.length + " bytes, copied from " + built);
        return true;
    }
}
