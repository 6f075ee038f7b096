package parlour.match;

/**
 * Milliseconds as a double from a monotonic source, for measuring work: the computer's search budgets and the frame
 * statistics, real even in a test (what a player sees runs on the platform's time source, which a test steps by hand).
 * The browser build emulates long, so hot code keeps time in doubles.
 */
public final class Clock {
    private Clock() {}

    public static double now() {
        return System.nanoTime() / 1.0e6;
    }
}
