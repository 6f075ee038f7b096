package parlour.desktop;

import com.google.common.jimfs.Configuration;
import com.google.common.jimfs.Jimfs;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.FileSystem;
import java.nio.file.Files;
import java.nio.file.Path;

/** A disk that fills up, for the tests of saving on a full disk: an in-memory file system of 64 KB. */
public final class SmallDisk {
    private SmallDisk() {}

    /** A new empty disk of 64 KB in blocks of 512 bytes. */
    public static FileSystem make() {
        return Jimfs.newFileSystem(Configuration.unix().toBuilder()
                .setBlockSize(512)
                .setMaxSize(64 * 1024)
                .build());
    }

    /** Fills {@code disk} with a file of its own until no more fits. */
    public static void fill(FileSystem disk) throws IOException {
        Path filler = disk.getPath("/filler");
        byte[] block = new byte[512];
        try (OutputStream out = Files.newOutputStream(filler)) {
            while (true) out.write(block);
        } catch (IOException full) {
            // the disk is full now
        }
    }
}
