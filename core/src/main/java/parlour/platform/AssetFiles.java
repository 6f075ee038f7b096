package parlour.platform;

/**
 * Asks for asset files before reading them: the web widget fetches what its first frame does not need (the other
 * language's words, the help) only when it is asked for, while the desktop has every file in its jar at once.
 */
public interface AssetFiles {
    /**
     * Makes the asset files {@code paths} readable with {@code Gdx.files.internal}, then runs {@code then} on the game's
     * thread: at once where they are at hand already. A file that cannot be fetched stays unreadable (reading it fails as
     * for a missing file, and {@code exists()} says false), and {@code then} runs all the same.
     */
    void whenReady(String[] paths, Runnable then);
}
