package parlour.session;

/**
 * When the game in progress is kept: at once after a player's move, but at most once a second while an
 * automaton plays its moves many times a second (each write of a game holding a large board costs
 * milliseconds of a frame) or a clock runs, and always when it stops, the game ends, or the screen is left.
 */
final class Autosaver {
    /** The longest an automaton's moves wait to be kept, in seconds. */
    static final float AUTOMATON_INTERVAL = 1;

    private final Runnable keep;
    private boolean pending;
    private float sinceKept;

    Autosaver(Runnable keep) {
        this.keep = keep;
    }

    /** The match changed; {@code byRunningAutomaton}: by an automaton's move while it keeps playing. */
    void changed(boolean byRunningAutomaton) {
        if (byRunningAutomaton && sinceKept < AUTOMATON_INTERVAL) {
            pending = true;
            return;
        }
        keepNow();
    }

    /** Counts a frame; keeps a waiting change once it has waited long enough. */
    void drive(float delta) {
        sinceKept += delta;
        if (pending && sinceKept >= AUTOMATON_INTERVAL) keepNow();
    }

    /** Keeps a waiting change now (the automaton paused, the screen is left, the program pauses). */
    void flush() {
        if (pending) keepNow();
    }

    private void keepNow() {
        pending = false;
        sinceKept = 0;
        keep.run();
    }
}
