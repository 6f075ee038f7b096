package parlour.platform;

import java.util.List;

/**
 * The player's own files and folders, for loading and saving board files: the desktop's file system,
 * supplied by its launcher (core has no file access of its own, and the browser has none at all).
 * Paths are the platform's own strings; only the launcher takes them apart.
 */
public interface LocalFiles {
    /** One entry of a folder. */
    final class Entry {
        public final String name, path;
        public final boolean folder;

        public Entry(String name, String path, boolean folder) {
            this.name = name;
            this.path = path;
            this.folder = folder;
        }
    }

    /** Where to start when no folder was used before: the working directory. */
    String startFolder();

    /** The folder holding {@code path}, or null at the top. */
    String parent(String path);

    /** What the player typed ({@code board.bin}, {@code ..}, {@code ~/boards}, an absolute path), taken from {@code folder}. */
    String resolve(String folder, String typed);

    /** The last part of the path: the file or folder name. */
    String name(String path);

    boolean isFolder(String path);

    boolean exists(String path);

    /**
     * The folder's folders and files, each sorted by name, hidden ones left out.
     *
     * @throws StoreException with a readable message if the folder cannot be listed
     */
    List<Entry> list(String folder);

    /**
     * The file's bytes; a file over {@code max} bytes is refused.
     *
     * @throws StoreException with a readable message naming the file
     */
    byte[] read(String path, int max);

    /**
     * Writes the file whole or not at all (the old one stays on failure).
     *
     * @throws StoreException with a readable message naming the file
     */
    void write(String path, byte[] data);
}
