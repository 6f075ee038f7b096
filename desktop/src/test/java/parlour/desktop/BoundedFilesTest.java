package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.sun.management.ThreadMXBean;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlour.app.Launch;
import parlour.platform.StoreException;

/** /dev/zero, a FIFO, a 3 GB sparse file and a folder given to every reader of files: refused at once, with the path. */
class BoundedFilesTest {
    @TempDir
    Path dir;

    /** Each reader of a file the desktop program has, as a function from the path to what it says. */
    private static String engine(String path) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        String script = "game arrows\nloadboard " + path + "\n";
        EngineMain.run(
                new Launch(ArrowsDesktop.FILES, null),
                new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static String tournament(String path) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(
                2,
                Tournament.run(
                        new String[] {"--board", path, "a", "b"},
                        new PrintStream(new ByteArrayOutputStream()),
                        new PrintStream(err, true)));
        return err.toString(StandardCharsets.UTF_8);
    }

    private static String gone(String path) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(
                1,
                GoneCommand.run(
                        new String[] {path}, new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true)));
        return err.toString(StandardCharsets.UTF_8);
    }

    private static String boardDialog(String path) {
        return assertThrows(StoreException.class, () -> new DesktopFiles().read(path, 4 << 20))
                .getMessage();
    }

    /** Settings and the autosave: their entry file is a link to {@code path}; the message names the entry file. */
    private String storage(String path) {
        FileEntryStore store = new FileEntryStore(dir.resolve("store"));
        try {
            Files.createDirectories(dir.resolve("store"));
            Files.deleteIfExists(store.file("autosave.arrows"));
            Files.createSymbolicLink(store.file("autosave.arrows"), Path.of(path));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        String said = assertThrows(StoreException.class, () -> store.read("autosave.arrows"))
                .getMessage();
        return said.replace(store.file("autosave.arrows").toString(), "[entry " + path + "]");
    }

    private void refusedByEveryReader(String path, String why) {
        List<Function<String, String>> readers = Arrays.asList(
                BoundedFilesTest::engine,
                BoundedFilesTest::tournament,
                BoundedFilesTest::gone,
                BoundedFilesTest::boardDialog,
                this::storage);
        for (Function<String, String> reader : readers) {
            String said = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
                ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
                long before = threads.getCurrentThreadAllocatedBytes();
                long t0 = System.nanoTime();
                String s = reader.apply(path);
                long allocated = threads.getCurrentThreadAllocatedBytes() - before;
                System.out.printf(
                        "[bounded] %s: %.1f ms, %d KB allocated: %s%n",
                        path,
                        (System.nanoTime() - t0) / 1e6,
                        allocated >> 10,
                        s.trim().substring(s.trim().lastIndexOf('\n') + 1));
                assertThat(allocated)
                        .as(path + ": " + allocated + " bytes allocated")
                        .isLessThan(16 << 20);
                return s;
            });
            assertThat(said).as(said).contains(path);
            assertThat(said).as(said).contains(why);
        }
    }

    @Test
    void aDeviceIsRefusedUnopened() {
        refusedByEveryReader("/dev/zero", "a pipe or device, not a file");
    }

    @Test
    void aFifoIsRefusedWithoutWaitingForAWriter() throws Exception {
        Path fifo = dir.resolve("board.pipe");
        assertEquals(
                0,
                new ProcessBuilder("mkfifo", fifo.toString())
                        .inheritIO()
                        .start()
                        .waitFor());
        refusedByEveryReader(fifo.toString(), "a pipe or device, not a file");
    }

    @Test
    void aFolderIsRefused() {
        refusedByEveryReader(dir.toString(), "a folder, not a file");
    }

    @Test
    void aThreeGigabyteSparseFileIsRefusedByItsSize() throws Exception {
        Path big = dir.resolve("big.dat");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(3L << 30);
        }
        refusedByEveryReader(big.toString(), "over 4 MB");
    }

    @Test
    void aFileWithinTheLimitIsRead() throws Exception {
        Path ok = dir.resolve("ok.txt");
        Files.write(ok, "WB\n".getBytes(StandardCharsets.UTF_8));
        assertEquals("WB\n", new String(BoundedFiles.read(ok, 3), StandardCharsets.UTF_8));
        assertThat(assertThrows(BoundedFiles.Refused.class, () -> BoundedFiles.read(ok, 2))
                        .getMessage())
                .endsWith("too large (over 2 bytes); nothing was loaded");
    }
}
