package parlour.desktop;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import parlour.match.SavedGame;
import parlour.match.Text;
import parlour.platform.SaveStore;
import parlour.platform.StoreException;

/**
 * Named saves as text files in a folder ({@link DesktopFolders#saves()}), NAME.parlour each. Each is replaced by
 * rename, and every name has a file name of its own (see {@link AtomicFiles#encode}).
 */
public final class FileSaveStore implements SaveStore {
    static final String SUFFIX = ".parlour";
    /** The longest encoded file name written: file systems allow 255 bytes. */
    private static final int MAX_FILE_NAME = 200;

    private final Path folder;

    public FileSaveStore(Path folder) {
        this.folder = folder;
    }

    @Override
    public List<String> names() {
        List<String> out = new ArrayList<>();
        if (!Files.isDirectory(folder)) return out;
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(folder)) {
            s.filter(p -> p.getFileName().toString().endsWith(SUFFIX)).forEach(files::add);
        } catch (IOException e) {
            return out;
        }
        files.sort((a, b) -> Long.compare(modified(b), modified(a)));
        for (Path p : files) {
            String f = p.getFileName().toString();
            String name = AtomicFiles.decode(f.substring(0, f.length() - SUFFIX.length()));
            if (name != null) out.add(name);
        }
        return out;
    }

    @Override
    public String read(String name) {
        try {
            byte[] bytes = AtomicFiles.read(file(name), SavedGame.MAX_CHARS);
            return bytes == null ? null : new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        }
    }

    @Override
    public boolean exists(String name) {
        return Files.exists(file(name));
    }

    @Override
    public void write(String name, String text) {
        Path target = file(name);
        if (target.getFileName().toString().getBytes(StandardCharsets.UTF_8).length > MAX_FILE_NAME) {
            throw new StoreException("the name " + Text.quote(name) + " is too long for a file name");
        }
        try {
            AtomicFiles.write(target, text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new StoreException("cannot write " + target + " (" + reason(e) + ")", e);
        }
    }

    @Override
    public void delete(String name) {
        try {
            Files.deleteIfExists(file(name));
        } catch (IOException e) {
            throw new StoreException("cannot delete " + file(name) + " (" + reason(e) + ")", e);
        }
    }

    @Override
    public String location() {
        return folder.toString();
    }

    /** The file for a save name. */
    Path file(String name) {
        return folder.resolve(AtomicFiles.encode(name) + SUFFIX);
    }

    private static long modified(Path p) {
        try {
            return Files.getLastModifiedTime(p).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }

    /** What went wrong, in words: "No space left on device" rather than an exception's class name. */
    static String reason(IOException e) {
        return reason(e, null);
    }

    /** As {@link #reason(IOException)}, naming no path inside {@code folder} (its entries' own or a temporary file's). */
    static String reason(IOException e, Path folder) {
        // Java names only the path for these; the path alone reads as no reason at all
        if (e instanceof AccessDeniedException) {
            String file = ((AccessDeniedException) e).getFile();
            boolean inside = file != null
                    && folder != null
                    && folder.getFileSystem().getPath(file).startsWith(folder);
            return file == null || inside ? "permission denied" : "permission denied: " + file;
        }
        if (folder != null) {
            // a file where the folder or one of its parents should be: Java's exception names only a path
            for (Path p = folder; p != null; p = p.getParent())
                if (Files.exists(p) && !Files.isDirectory(p)) return p + " is a file, not a folder";
        }
        String m = e instanceof FileSystemException ? ((FileSystemException) e).getReason() : e.getMessage();
        if (m == null) m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : Text.shorten(m);
    }
}
