package parlour.match;

import parlour.platform.TimeSource;

/**
 * Milliseconds as a double on the computer's own monotonic clock ({@link TimeSource#REAL}), for measuring work: the
 * computer's search budgets and the frame statistics, real even in a test (what a player sees runs on the platform's
 * time source, which a test steps by hand). The browser build emulates long, so hot code keeps time in doubles.
 */
public final class Clock {
    private Clock() {}

    public static double now() {
        return TimeSource.REAL.millis();
    }
}
