package parlour.match;

/** Hears every change of a {@link Match} once, after it happened. */
public interface MatchListener {
    enum Change {
        MOVED,
        UNDONE,
        REDONE,
        RESET,
        TIMED_OUT
    }

    /** {@code move} is the move played or redone, the move taken back, or null on a reset or when a clock ran out. */
    void matchChanged(Change change, String move);
}
