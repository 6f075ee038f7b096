package parlour.platform;

import java.util.List;

/**
 * A few named texts kept between runs, each written on its own: a failed write leaves that entry as it
 * was and touches no other, and a damaged entry loses only itself. Desktop: one file each, replaced by
 * rename; browser: one localStorage key each.
 */
public interface EntryStore {
    /** Keys that start with this are games in progress, the others settings: a platform may keep the two apart. */
    String GAME_IN_PROGRESS = "autosave.";

    /**
     * The entry's text, or null if there is none.
     *
     * @throws StoreException if the entry is there but cannot be read (it is then left alone)
     */
    String read(String key);

    /** @throws StoreException with a message for the player if it could not be written; the old text then stays */
    void write(String key, String text);

    /** @throws StoreException if it could not be removed */
    void remove(String key);

    /** The keys of all entries, in no particular order. */
    List<String> keys();

    /** Where the entries live, for messages. */
    String location();
}
