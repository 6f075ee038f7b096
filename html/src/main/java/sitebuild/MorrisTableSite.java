package sitebuild;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import parlour.morris.ai.TableCodec;

/**
 * Builds the Six Men's Morris database files the web widget fetches into the site's {@code morris/} folder (run
 * by the build, see html/pom.xml): the same {@link TableCodec} files the desktop jar carries, both built at once.
 * Its package is outside parlour/, all of which the GWT compiler reads as the widget's source.
 */
public final class MorrisTableSite {
    private MorrisTableSite() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: MorrisTableSite SITE_DIR");
            System.exit(2);
        }
        Path dir = Paths.get(args[0], "morris");
        Files.createDirectories(dir);
        Thread[] threads = new Thread[2];
        Exception[] failed = new Exception[1];
        for (int i = 0; i < 2; i++) {
            boolean flying = i == 0;
            Path file = dir.resolve(TableCodec.fileName(flying));
            threads[i] = new Thread(() -> {
                try {
                    long t0 = System.nanoTime();
                    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
                    Files.write(tmp, TableCodec.build(flying));
                    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
                    System.out.println("[morris table] " + file + ": " + Files.size(file) + " bytes in "
                            + Math.round((System.nanoTime() - t0) / 1e8) / 10.0 + " s");
                } catch (Exception e) {
                    failed[0] = e;
                }
            });
            threads[i].start();
        }
        for (Thread t : threads) t.join();
        if (failed[0] != null) throw failed[0];
    }
}
