package parlour.session;

/** The Play / Pause / Step / speed bar of a zero-player game: when the automaton's next move is due. */
public final class AutomatonPace {
    private static final float[] PER_SECOND = {1, 2, 4, 8, 16, 30};
    private boolean playing;
    private int speed = 1;
    private float wait;

    public boolean isPlaying() {
        return playing;
    }

    public void toggle() {
        playing = !playing;
    }

    public void pause() {
        playing = false;
    }

    public void faster() {
        speed = (speed + 1) % PER_SECOND.length;
    }

    public String speedText() {
        return (int) PER_SECOND[speed] + "/s";
    }

    /**
     * Counts a frame; true when a move is due. The time a frame overran carries over (at most one move's
     * worth, so a stalled frame is not followed by a burst), so 30/s gives 30 a second, not one every other frame.
     */
    boolean due(float delta) {
        if (!playing) return false;
        wait -= delta;
        if (wait > 0) return false;
        float interval = 1f / PER_SECOND[speed];
        wait = Math.max(wait, -interval) + interval;
        return true;
    }
}
