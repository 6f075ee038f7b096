package parlour.desktop.morris;

import java.io.IOException;
import java.io.InputStream;
import parlour.app.MorrisTables;

/**
 * The desktop's source of the Six Men's Morris database: the tables the build put in the jar, each read on
 * first demand; and Nine Men's Morris's endings of three men a side, solved on first demand. In the game each loads
 * on a background thread while the strong player searches; the engine protocol waits for it.
 */
public final class MorrisTableFiles implements MorrisTables.Source {
    private final boolean wait;
    private final MorrisTables.Table[] tables = new MorrisTables.Table[2];
    private final Thread[] loading = new Thread[2];
    private final boolean[] missing = new boolean[2];
    private MorrisTables.Endings endings;
    private Thread solvingEndings;

    private MorrisTableFiles(boolean wait) {
        this.wait = wait;
    }

    /** The jar's tables, loaded on first request; {@code wait} makes a request block until its table is loaded. */
    public static MorrisTables.Source fromJar(boolean wait) {
        return new MorrisTableFiles(wait);
    }

    @Override
    public MorrisTables.Table table(boolean flying) {
        int i = flying ? 1 : 0;
        Thread t;
        synchronized (this) {
            if (tables[i] != null || missing[i]) return tables[i];
            if (loading[i] == null)
                loading[i] = started(() -> load(flying), "morris-table-" + MorrisTables.fileName(flying));
            t = loading[i];
        }
        if (wait) awaitEnd(t);
        synchronized (this) {
            return tables[i];
        }
    }

    /** Nine Men's Morris's endings: solved on a background thread on first request (about 10 s). */
    @Override
    public MorrisTables.Endings endings() {
        Thread t;
        synchronized (this) {
            if (endings != null) return endings;
            if (solvingEndings == null) solvingEndings = started(this::solveEndings, "morris-endings");
            t = solvingEndings;
        }
        if (wait) awaitEnd(t);
        synchronized (this) {
            return endings;
        }
    }

    private void solveEndings() {
        MorrisTables.Endings solved = MorrisTables.solveEndings();
        synchronized (this) {
            endings = solved;
        }
    }

    /** A daemon thread doing {@code work}, started (the program may end while a table loads). */
    private static Thread started(Runnable work, String name) {
        Thread t = new Thread(work, name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** Waits for {@code loading} to end (the engine protocol's requests wait for their tables). */
    private static void awaitEnd(Thread loading) {
        try {
            loading.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void load(boolean flying) {
        MorrisTables.Table table = null;
        try {
            table = read(flying);
        } catch (IOException e) {
            System.out.println(
                    "Six Men's Morris database " + MorrisTables.fileName(flying) + " not loaded: " + e.getMessage());
        }
        synchronized (this) {
            tables[flying ? 1 : 0] = table;
            missing[flying ? 1 : 0] = table == null;
        }
    }

    /** Reads the table from the classpath. @throws IOException when it is missing, cut short or damaged */
    private static MorrisTables.Table read(boolean flying) throws IOException {
        try {
            MorrisTables.Decoding decoding = new MorrisTables.Decoding(bytes(flying), flying);
            decoding.step(Integer.MAX_VALUE);
            return decoding.table();
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /** The table file the build put in the jar. @throws IOException when it is missing or cannot be read */
    static byte[] bytes(boolean flying) throws IOException {
        InputStream in = MorrisTableFiles.class.getResourceAsStream("/parlour/morris/" + MorrisTables.fileName(flying));
        if (in == null) throw new IOException("it is not in the jar (the build makes it: mvn package)");
        try (InputStream raw = in) {
            return raw.readAllBytes();
        }
    }
}
