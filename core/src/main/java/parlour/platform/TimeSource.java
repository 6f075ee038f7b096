package parlour.platform;

/**
 * The one time the program runs by, passed in through the {@link Platform}: the frame loop's step, and so the clocks,
 * animations, autosave, notices and the computer's pace, and the dates a player reads. The launchers use {@link #REAL};
 * a headless test passes one it steps by hand, so that it moves time on instead of waiting for it. {@link #REAL} is the
 * only code in core that reads the computer's clocks (ArchitectureTest).
 */
public interface TimeSource {
    /** Milliseconds on a clock that never goes back, as a double (the web build emulates long). */
    double millis();

    /** Milliseconds since 1970 by the calendar, for dates a player reads: a kept game's age, a save's date. */
    long wallMillis();

    /** The computer's own clocks. */
    TimeSource REAL = new TimeSource() {
        @Override
        public double millis() {
            return System.nanoTime() / 1.0e6;
        }

        @Override
        public long wallMillis() {
            return System.currentTimeMillis();
        }
    };
}
