package parlour.desktop.headless;

import parlour.platform.TimeSource;

/**
 * The headless game's time: it stands still until the test steps it on ({@link HeadlessParlour#advance}), so a test
 * moves time on instead of waiting for it, and what a player would see after a while comes without the while.
 */
final class SteppedTime implements TimeSource {
    /** Where the calendar stood when the game started: kept games and saves get dates near the real ones. */
    private final long wallAtStart = System.currentTimeMillis();

    private volatile double millis;
    /** How far the calendar was moved on by itself ({@link #calendarOn}). */
    private volatile double calendarShift;

    @Override
    public double millis() {
        return millis;
    }

    @Override
    public long wallMillis() {
        return wallAtStart + Math.round(millis + calendarShift);
    }

    /** Moves time on by {@code by} milliseconds; only on the game's thread, between frames. */
    void advance(double by) {
        millis += by;
    }

    /**
     * Moves the calendar on by {@code by} milliseconds without the frames' time: days go by at once (a correspondence
     * game's date passing), as frames of days would not.
     */
    void calendarOn(double by) {
        calendarShift += by;
    }
}
