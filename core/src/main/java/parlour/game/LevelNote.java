package parlour.game;

/**
 * What a computer level plays by, where that changes while a game runs: Six Men's Morris's strong player searches
 * until its perfect table has arrived, say. The side panel shows the words and a bar of the share done.
 */
public final class LevelNote {
    /** A few words for the status line: "perfect play", "searching; perfect table 45%". */
    public final String words;
    /** The share of what is loading that is done, 0 to 1; -1 when nothing is loading. */
    public final float progress;

    public LevelNote(String words, float progress) {
        this.words = words;
        this.progress = progress;
    }

    public boolean loading() {
        return progress >= 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LevelNote && ((LevelNote) o).words.equals(words) && ((LevelNote) o).progress == progress;
    }

    @Override
    public int hashCode() {
        return words.hashCode() * 31 + Float.floatToIntBits(progress);
    }
}
