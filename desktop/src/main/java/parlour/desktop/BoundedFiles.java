package parlour.desktop;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The one way the desktop reads a file it is given (engine commands, board dialogs, saves, settings): what is not
 * a regular file (a folder, a pipe, a device) is refused before it is opened, and no more than {@code max + 1} bytes
 * are ever read, so neither /dev/zero, a FIFO nor a 3 GB file can freeze the program or fill its memory.
 */
final class BoundedFiles {
    /** What the program reads of any one file: the same 4 MB as a save and an on-screen board file. */
    static final int MAX_BYTES = 4 << 20;

    private BoundedFiles() {}

    /** Why {@code file} cannot be read. */
    static final class Refused extends IOException {
        Refused(String message) {
            super(message);
        }
    }

    /**
     * The file's bytes, at most {@code max}.
     *
     * @throws Refused naming the path when there is no such file, it is not a regular file or it is over {@code max} bytes
     */
    static byte[] read(Path file, int max) throws IOException {
        BasicFileAttributes a = regular(file);
        if (a == null) throw new Refused(DesktopFiles.shown(file.toString()) + ": cannot be read: no such file");
        byte[] data = a.size() > max ? null : readUpTo(file, max);
        if (data == null || data.length > max) {
            throw new Refused(DesktopFiles.shown(file.toString()) + ": the file is too large (over " + size(max)
                    + "); nothing was loaded");
        }
        return data;
    }

    /**
     * The file's bytes up to {@code max + 1}, so that the caller sees a file is too long without holding all of it.
     *
     * @return null if there is no such file
     * @throws Refused naming the path when it is not a regular file
     */
    static byte[] readUpTo(Path file, int max) throws IOException {
        if (regular(file) == null) return null;
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(max + 1);
        }
    }

    /** The file's attributes, or null if there is no such file; refuses what is not a regular file, before anything opens it. */
    private static BasicFileAttributes regular(Path file) throws IOException {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            return null;
        }
        if (!a.isRegularFile())
            throw new Refused(DesktopFiles.shown(file.toString()) + ": " + kind(a) + ", not a file; nothing was read");
        return a;
    }

    private static String size(int max) {
        return max % (1 << 20) == 0 ? (max >> 20) + " MB" : max + " bytes";
    }

    private static String kind(BasicFileAttributes a) {
        if (a.isDirectory()) return "a folder";
        return a.isOther() ? "a pipe or device" : "something else";
    }
}
