package parlour.desktop.morris;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import parlour.morris.ai.MorrisTable;
import parlour.morris.ai.TableBuilder;
import parlour.morris.ai.TableCodec;

/**
 * Builds the Six Men's Morris database files the desktop jar carries (run by the build, see desktop/pom.xml):
 * {@code six-flying-on.mtb} and {@code six-flying-off.mtb} in DIR, in the {@link TableCodec} format the web
 * widget fetches too. Both are built at once, one thread each, and the time, memory, size and what the table says
 * are printed. Files already there are kept unless {@code --force}.
 */
public final class MorrisTableTool {
    private MorrisTableTool() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: MorrisTableTool DIR [--force]");
            System.exit(2);
        }
        Path dir = Paths.get(args[0]);
        boolean force = args.length > 1 && args[1].equals("--force");
        Files.createDirectories(dir);
        Thread[] threads = new Thread[2];
        Exception[] failed = new Exception[1];
        for (int i = 0; i < 2; i++) {
            boolean flying = i == 0;
            Path file = dir.resolve(MorrisTableFiles.fileName(flying));
            if (!force && decodes(file, flying)) {
                System.out.println("[morris table] " + file.getFileName() + " is already built");
                continue;
            }
            threads[i] = new Thread(() -> {
                try {
                    build(flying, file);
                } catch (Exception e) {
                    failed[0] = e;
                }
            });
            threads[i].start();
        }
        for (Thread t : threads) if (t != null) t.join();
        if (failed[0] != null) throw failed[0];
    }

    /** Whether the file is there and decodes, with its check sum, in the current format. */
    private static boolean decodes(Path file, boolean flying) throws IOException {
        if (!Files.exists(file)) return false;
        try {
            return new TableCodec.Decoder(Files.readAllBytes(file), flying).step(Integer.MAX_VALUE);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static void build(boolean flying, Path file) throws IOException {
        long t0 = System.nanoTime();
        TableBuilder builder = new TableBuilder(flying);
        MorrisTable table = builder.build();
        double seconds = (System.nanoTime() - t0) / 1e9;
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.write(tmp, TableCodec.encode(table));
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        int start = table.value(0, 0, MorrisTable.PIECES, MorrisTable.PIECES);
        int longest = 0;
        for (int key : MorrisTable.keys()) for (short v : table.layer(key)) if (v > longest) longest = v;
        Runtime r = Runtime.getRuntime();
        System.out.printf(
                "[morris table] flying %s: %d positions in %.1f s, %d bytes, heap in use %.0f MB; start position %s; longest forced win %d plies%n",
                flying ? "on" : "off",
                table.positions(),
                seconds,
                Files.size(file),
                (r.totalMemory() - r.freeMemory()) / 1e6,
                start == 0 ? "drawn" : start > 0 ? "won in " + (start - 1) : "lost in " + (-start - 1),
                longest - 1);
    }
}
