package parlour.match;

/** Milliseconds as a double from a monotonic source: the browser build emulates long, so hot code keeps time in doubles. */
public final class Clock {
    private Clock() {}

    public static double now() {
        return System.nanoTime() / 1.0e6;
    }
}
