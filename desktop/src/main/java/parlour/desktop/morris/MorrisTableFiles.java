package parlour.desktop.morris;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import parlour.morris.ai.MorrisDatabase;
import parlour.morris.ai.MorrisTable;

/**
 * The desktop's source of the Six Men's Morris database: the tables the build put in the jar, each read on
 * first demand. In the game a table loads on a background thread while the strong player searches; the
 * engine protocol waits for it.
 */
public final class MorrisTableFiles implements MorrisDatabase.Source {
    private final boolean wait;
    private final MorrisTable[] tables = new MorrisTable[2];
    private final Thread[] loading = new Thread[2];
    private final boolean[] missing = new boolean[2];

    private MorrisTableFiles(boolean wait) {
        this.wait = wait;
    }

    /** The jar's tables, loaded on first request; {@code wait} makes a request block until its table is loaded. */
    public static MorrisDatabase.Source fromJar(boolean wait) {
        return new MorrisTableFiles(wait);
    }

    static String fileName(boolean flying) {
        return "six-flying-" + (flying ? "on" : "off") + ".tbl";
    }

    /** The size of a complete table file. */
    static long expectedBytes() {
        return 2 * MorrisTable.size();
    }

    @Override
    public MorrisTable table(boolean flying) {
        int i = flying ? 1 : 0;
        Thread t;
        synchronized (this) {
            if (tables[i] != null || missing[i]) return tables[i];
            if (loading[i] == null) {
                loading[i] = new Thread(() -> load(flying), "morris-table-" + fileName(flying));
                loading[i].setDaemon(true);
                loading[i].start();
            }
            t = loading[i];
        }
        if (wait) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (this) {
            return tables[i];
        }
    }

    private void load(boolean flying) {
        MorrisTable table = null;
        try {
            table = read(flying);
        } catch (IOException e) {
            System.out.println("Six Men's Morris database " + fileName(flying) + " not loaded: " + e.getMessage());
        }
        synchronized (this) {
            tables[flying ? 1 : 0] = table;
            missing[flying ? 1 : 0] = table == null;
        }
    }

    /** Reads the table from the classpath. @throws IOException when it is missing or short */
    static MorrisTable read(boolean flying) throws IOException {
        InputStream raw = MorrisTableFiles.class.getResourceAsStream("/parlour/morris/" + fileName(flying));
        if (raw == null) throw new IOException("it is not in the jar (the build makes it: mvn package)");
        MorrisTable table = MorrisTable.allocate(flying);
        byte[] buffer = new byte[1 << 16];
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(raw, 1 << 16))) {
            for (int key : MorrisTable.keys()) {
                short[] layer = table.layer(key);
                int done = 0;
                while (done < layer.length) {
                    int n = Math.min(buffer.length / 2, layer.length - done);
                    in.readFully(buffer, 0, 2 * n);
                    for (int k = 0; k < n; k++)
                        layer[done + k] = (short) (buffer[2 * k] << 8 | buffer[2 * k + 1] & 255);
                    done += n;
                }
            }
            if (in.read() != -1) throw new IOException("it is longer than a table");
        }
        return table;
    }
}
