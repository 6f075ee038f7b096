package parlour.platform;

import java.util.List;

/** The player's named saved games: files on the desktop, named slots in the browser. */
public interface SaveStore {
    /** Saved names, newest first. */
    List<String> names();

    /**
     * The saved text, or null if there is no save of that name or it cannot be read. A text over
     * {@link parlour.match.SavedGame#MAX_CHARS} is not read whole: what comes back is longer than that
     * limit, so that reading it as a save reports it as too long.
     */
    String read(String name);

    /**
     * True if a save is kept where {@code name} would be written, so that writing would replace it: the
     * same name, or one the storage cannot tell apart from it (such as a name differing only in letter
     * case on a file system that ignores case). A screen asks before overwriting.
     */
    boolean exists(String name);

    /**
     * Writes the save; nothing else is touched, and on failure the old save of that name stays.
     *
     * @throws parlour.platform.StoreException with a readable message if it could not be written
     */
    void write(String name, String text);

    /** @throws parlour.platform.StoreException with a readable message if it could not be deleted */
    void delete(String name);

    /** Where the saves live, for the help text and messages. */
    String location();
}
