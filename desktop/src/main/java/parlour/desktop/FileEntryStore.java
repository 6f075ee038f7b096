package parlour.desktop;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import parlour.match.SavedGame;
import parlour.platform.EntryStore;
import parlour.platform.StoreException;

/**
 * The desktop's settings and autosave: one small file per entry in a folder ({@link DesktopFolders#store}), each
 * replaced by rename, so a crash or a full disk loses at most the write under way.
 */
public final class FileEntryStore implements EntryStore {
    private static final String SUFFIX = ".txt";
    private final Path folder;

    public FileEntryStore(Path folder) {
        this.folder = folder;
    }

    @Override
    public String read(String key) {
        byte[] bytes;
        try {
            bytes = AtomicFiles.read(file(key), SavedGame.MAX_CHARS);
        } catch (BoundedFiles.Refused e) {
            throw new StoreException(e.getMessage(), e);
        } catch (IOException e) {
            throw new StoreException("cannot read " + file(key) + " (" + FileSaveStore.reason(e) + ")", e);
        }
        if (bytes == null) return null;
        if (bytes.length > SavedGame.MAX_CHARS)
            throw new StoreException(file(key) + " is over " + SavedGame.MAX_SIZE_TEXT);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    @Override
    public void write(String key, String text) {
        try {
            AtomicFiles.write(file(key), text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // told by the folder, not the entry: a read-only or full folder fails every entry alike, and the storage
            // notice then lists the cause once rather than once per setting
            throw new StoreException(
                    "cannot write in " + file(key).getParent() + " ("
                            + FileSaveStore.reason(e, file(key).getParent()) + ")",
                    e);
        }
    }

    @Override
    public void remove(String key) {
        try {
            Files.deleteIfExists(file(key));
        } catch (IOException e) {
            throw new StoreException("cannot delete " + file(key) + " (" + FileSaveStore.reason(e) + ")", e);
        }
    }

    @Override
    public List<String> keys() {
        List<String> out = new ArrayList<>();
        if (!Files.isDirectory(folder)) return out;
        try (Stream<Path> s = Files.list(folder)) {
            s.forEach(p -> {
                String f = p.getFileName().toString();
                String key =
                        f.endsWith(SUFFIX) ? AtomicFiles.decode(f.substring(0, f.length() - SUFFIX.length())) : null;
                if (key != null) out.add(key);
            });
        } catch (IOException e) {
            return out;
        }
        return out;
    }

    @Override
    public String location() {
        return folder.toString();
    }

    Path file(String key) {
        return folder.resolve(AtomicFiles.encode(key) + SUFFIX);
    }
}
